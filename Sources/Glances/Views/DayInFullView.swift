import CycleCore
import JSON
import NextSteps
import Wellness

/// "A day in full" (`bloom day [DATE]`, and "how was Tuesday?" in chat; the grid's "tap a
/// box"): every score of the day with its terms and a week's chart, what was logged (symptoms,
/// moods, lifestyle, food, water, vitals…), the night's sleep, the workouts and the rings.
package struct DayInFull: Sendable {
    package let day: Day
    /// The stored profile's name, nil when nothing is stored.
    package let profileName: String?
    /// The four scores of the day: the cards `bloom scores` computes.
    package let scores: DailyScores
    /// Each score over the 7 days ending on the day, oldest first (nil: not scored).
    package let trends: [ScoreKind: [Int?]]
    /// The night that ended that morning.
    package let sleep: SleepNight?
    /// Minutes asleep in that night when it was told by its length only (no bed or wake times).
    package let toldSleepMinutes: Int?
    package let workouts: [WorkoutSession]
    package let activity: ActivityDay
    package let goals: ActivityGoals
    /// What was logged that day, one line per kind (`bloom logged`'s lines).
    package let logged: [LoggedView.Entry]

    package init(day: Day, profileName: String?, scores: DailyScores, trends: [ScoreKind: [Int?]], sleep: SleepNight?,
                workouts: [WorkoutSession], activity: ActivityDay, goals: ActivityGoals, logged: [LoggedView.Entry], toldSleepMinutes: Int? = nil) {
        self.day = day
        self.profileName = profileName
        self.scores = scores
        self.trends = trends
        self.sleep = sleep
        self.toldSleepMinutes = toldSleepMinutes
        self.workouts = workouts
        self.activity = activity
        self.goals = goals
        self.logged = logged
    }

    /// The day as text, the steps in it written by `wording`.
    package func text(style: Style = .plain, wording: StepWording) -> String {
        var lines = [style("\(day.longText)\(profileName.map { " · profile \($0)" } ?? "")", .bold)]
        lines.append(style("Scores", .bold) + " · each with its terms; chart = the 7 days ending this day")
        for card in scores.cards {
            let chart = Sparkline.render(gapped: (trends[card.kind] ?? []).map { $0.map(Double.init) })
            lines.append("  \(card.kind.title.padded(to: 9)) \(card.headline(style: style, wording: wording))  \(chart)")
            if card.value != nil {
                lines += card.terms.map { "      \($0.detail): \(ScoreTerm.signed($0.points))" }
                if !card.inputsMissing.isEmpty { lines.append(style("      not available: \(card.inputsMissing.joined(separator: ", "))", .dim)) }
            }
        }
        lines.append(style("Sleep", .bold) + " · " + sleepText(wording))
        lines.append(style("Logged", .bold) + (logged.isEmpty ? " · " + style("nothing logged this day", .dim) : ""))
        lines += logged.map { "  \($0.text)" }
        if workouts.isEmpty {
            lines.append(style("Workouts", .bold) + " · " + style("none", .dim))
        } else {
            lines.append(style("Workouts", .bold))
            for session in workouts {
                var parts = ["\(session.start?.clockText ?? "--:--") \(session.activity)", "\(Int(session.minutes.rounded())) min"]
                if let energy = session.energyKcal { parts.append("\(Int(energy.rounded())) kcal") }
                if let average = session.averageHeartRate { parts.append("avg \(Int(average.rounded())) bpm") }
                if let effort = session.effort { parts.append("effort \(Int(effort))/10") }
                lines.append("  " + parts.joined(separator: " · "))
            }
        }
        let rings = ActivityRing.allCases.map { ring -> String in
            guard let value = activity.value(ring) else { return "\(ring.title.lowercased()) not recorded" }
            let goal = goals.goal(ring)
            let mark = value >= goal ? "●" : value >= goal / 2 ? "◐" : "○"
            return "\(ring.title.lowercased()) \(FitnessView.grouped(value)) of \(FitnessView.grouped(goal)) \(ring.unit) \(mark)"
        }
        lines.append(style("Activity", .bold) + " · " + rings.joined(separator: " · "))
        lines.append(style("Legend: ▁…█ score from low to high over the week, · not scored; rings ○ under half the goal, ◐ half or more, ● reached.", .dim))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "23:40–07:05, 7 h 25 min asleep · deep 55 min · REM 80 min", or "no night recorded" and
    /// how to add one, written by `wording`.
    func sleepText(_ wording: StepWording) -> String {
        guard let sleep else {
            if let told = toldSleepMinutes {
                return "\(FigureText.hoursAndMinutes(told)) asleep, told by its length only (no bed or wake times)"
            }
            return "no night recorded (import it from your watch or log it with `\(wording(.log(.sleep(bedtimeMinute: 23 * 60 + 40, wakeMinute: 7 * 60 + 5))))`)"
        }
        func clock(_ utc: Int64) -> String { Moment(day: Day(ordinal: 0), secondOfDay: Int((utc + Int64(sleep.utcOffset)) % 86_400)).clockText }
        let minutes = Int(sleep.asleepSeconds / 60)
        var text = "\(clock(sleep.start))–\(clock(sleep.end)), \(minutes / 60) h \(minutes % 60) min asleep"
        for (stage, name) in [(SleepPieceStage.deep, "deep"), (.rem, "REM"), (.core, "core")] {
            if let seconds = sleep.stageSeconds[stage] { text += " · \(name) \(seconds / 60) min" }
        }
        if sleep.wakeEvents > 0 { text += " · woke \(sleep.wakeEvents) time\(sleep.wakeEvents == 1 ? "" : "s")" }
        return text
    }

    /// The day as JSON: the score cards (`bloom scores --json`'s shape) with their week, sleep,
    /// what was logged, workouts and rings; the steps in them written by `wording`.
    package func json(_ wording: StepWording) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("day", .day(day)), ("profile", .text(profileName))]
        pairs.append(("scores", .array(scores.cards.map { card in
            let json = card.json(wording)
            guard case let .orderedObject(members) = json else { return json }
            return .orderedObject(members + [("trend", .array((trends[card.kind] ?? []).map { $0.map { .int($0) } ?? .null }))])
        })))
        pairs.append(("sleep", sleep.map { night in
            .orderedObject([("start", .int(Int(night.start))), ("end", .int(Int(night.end))), ("utcOffset", .int(night.utcOffset)),
                     ("asleepMinutes", .int(Int(night.asleepSeconds / 60))), ("wakeEvents", .int(night.wakeEvents)), ("text", .string(sleepText(wording)))])
        } ?? toldSleepMinutes.map { told in
            .orderedObject([("asleepMinutes", .int(told)), ("lengthOnly", .bool(true)), ("text", .string(sleepText(wording)))])
        } ?? .null))
        pairs.append(("logged", .array(logged.map { .orderedObject([("kind", .string($0.kind.rawValue)), ("text", .string($0.text))]) })))
        pairs.append(("workouts", .array(workouts.map { session in
            .orderedObject([("start", .text(session.start?.clockText)), ("activity", .string(session.activity)), ("minutes", .rounded(session.minutes, places: 1)),
                     ("energyKcal", .rounded(session.energyKcal, places: 1)), ("averageHeartRate", .rounded(session.averageHeartRate, places: 0)),
                     ("maximumHeartRate", .rounded(session.maximumHeartRate, places: 0)), ("effort", .rounded(session.effort, places: 0))])
        })))
        pairs.append(("activity", .orderedObject([("steps", .rounded(activity.steps, places: 0)), ("activeEnergyKcal", .rounded(activity.activeEnergyKcal, places: 1)),
                                            ("exerciseMinutes", .rounded(activity.exerciseMinutes, places: 1)),
                                            ("goals", .orderedObject([("steps", .int(goals.steps)), ("activeEnergyKcal", .int(goals.activeEnergyKcal)),
                                                               ("exerciseMinutes", .int(goals.exerciseMinutes))]))])))
        return .orderedObject(pairs)
    }
}
