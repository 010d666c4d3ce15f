import CycleCore
import Glances
import Journal
import Wellness

extension DayInFull {
    /// The day in full of `profile` on `day`: the scores by the code `bloom scores` runs (the
    /// same history, the same cards), what `bloom logged` lists for the day, the night, the
    /// workouts and the rings against the profile's goals.
    /// - Parameter heart: age and measured maximum heart rate, as `bloom scores --age --max-hr`.
    package static func read(of profile: Profile, in store: JournalStore, on day: Day, heart: HeartProfile = HeartProfile()) throws -> DayInFull {
        let history = try JournalWellness.history(of: profile, in: store, from: day - 6, through: day, heart: heart)
        var trends: [ScoreKind: [Int?]] = [:]
        for kind in [ScoreKind.recovery, .sleep, .strain, .stress] {
            trends[kind] = (0..<7).map { WellnessScores.card(kind, on: day - (6 - $0), history: history).value }
        }
        let logged = try LoggedView.read(from: store, profile: profile, first: day, last: day).entries
        let inputs = history[day]
        let goals = ActivityGoals(steps: profile.stepGoal, activeEnergyKcal: profile.activeEnergyGoal, exerciseMinutes: profile.exerciseGoal)
        return DayInFull(day: day, profileName: profile.name, scores: WellnessScores.daily(on: day, history: history), trends: trends,
                         sleep: inputs.sleep, workouts: inputs.workouts.sorted { ($0.start?.secondOfDay ?? 0) < ($1.start?.secondOfDay ?? 0) },
                         activity: ActivityDay(inputs), goals: goals, logged: logged, toldSleepMinutes: inputs.toldSleepMinutes.map { Int($0.rounded()) })
    }

    /// The day in full with nothing stored: every score "data unavailable", nothing logged.
    package static func empty(on day: Day, heart: HeartProfile = HeartProfile()) -> DayInFull {
        let history = WellnessHistory([], heart: heart)
        var trends: [ScoreKind: [Int?]] = [:]
        for kind in [ScoreKind.recovery, .sleep, .strain, .stress] { trends[kind] = Array(repeating: nil, count: 7) }
        return DayInFull(day: day, profileName: nil, scores: WellnessScores.daily(on: day, history: history), trends: trends, sleep: nil,
                         workouts: [], activity: ActivityDay(DayMeasurements(day: day)), goals: ActivityGoals(), logged: [])
    }
}
