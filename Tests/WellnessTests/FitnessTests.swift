import CycleCore
@testable import Wellness
import Testing

/// Heart-rate zones, the maximum heart rate they rest on, the activity rings and the workout
/// timeline, from hand-computed vectors.
@Suite struct FitnessTests {
    let today = Day(year: 2026, month: 11, day: 22)!

    @Test func zonesAreACSMsIntensityClassesAsAShareOfTheMaximum() throws {
        // Maximum 200 (the person's own): light from 114 (57%), moderate from 128 (64%),
        // vigorous from 154 (77%), near-maximal from 192 (96%).
        let minutes = [113.0, 114, 127.9, 128, 153.9, 154, 191.9, 192].map { MinuteHeartRate(mean: $0) }
        let history = WellnessHistory([DayMeasurements(day: today, heartRate: minutes)], heart: HeartProfile(maximumHeartRate: 200))
        let zones = try HeartRateZones.over(today - 6, through: today, history: history).get()
        #expect(zones.zones.map(\.minutes) == [2, 2, 2, 1])
        #expect(zones.zones.map(\.fromBPM) == [114, 128, 154, 192] && zones.zones.map(\.toBPM) == [127, 153, 191, nil])
        #expect(zones.zones.map(\.fromPercent) == [57, 64, 77, 96] && zones.zones.map(\.toPercent) == [63, 76, 95, nil])
        #expect(zones.moderateOrHigherMinutes == 5 && zones.daysWithHeartRate == 1 && zones.source == .minutes)
        #expect(zones.daily.count == 7 && zones.daily.last?.minutes == [2, 2, 2, 1] && zones.daily.first?.minutes == [0, 0, 0, 0])
        #expect(zones.maximum == HeartRateMaximum(value: 200, source: "your own value", isEstimate: false))
    }

    @Test func withoutMinuteHeartRateAWorkoutsAverageStandsForItsMinutesAndSaysSo() throws {
        let workouts = [WorkoutSession(activity: "running", minutes: 30, averageHeartRate: 150, maximumHeartRate: 190)]
        let history = WellnessHistory([DayMeasurements(day: today, workouts: workouts)])
        let zones = try HeartRateZones.over(today, through: today, history: history).get()
        // Maximum 190 (the workout's, highest recorded); 150 ÷ 190 = 79% → vigorous.
        #expect(zones.source == .workoutAverages && zones.zones.map(\.minutes) == [0, 0, 30, 0])
    }

    @Test func theMaximumIsTheOwnValueThenTheHighestRecordedThenAnEstimateFromAgeLabelled() {
        let recorded = [DayMeasurements(day: today - 3, heartRate: [MinuteHeartRate(mean: 150, maximum: 185), MinuteHeartRate(mean: 240)],
                                  workouts: [WorkoutSession(activity: "run", minutes: 20, maximumHeartRate: 188)])]
        let highest = HeartRateMaximum.resolve(on: today, history: WellnessHistory(recorded))
        #expect((try? highest.get())?.value == 188, "the 240 artefact is left out")
        // Age 30: 206 − 0.88 × 30 = 179.6; a recorded 188 is above it and wins.
        #expect((try? HeartRateMaximum.resolve(on: today, history: WellnessHistory(recorded, heart: HeartProfile(age: 30))).get())?.value == 188)
        let easy = [DayMeasurements(day: today - 1, heartRate: [MinuteHeartRate(mean: 150, maximum: 170)])]
        let estimate = try? HeartRateMaximum.resolve(on: today, history: WellnessHistory(easy, heart: HeartProfile(age: 30))).get()
        #expect(estimate.map { abs($0.value - 179.6) < 1e-9 } == true && estimate?.isEstimate == true)
        #expect(estimate?.source.contains("Gulati 2010") == true && estimate?.source.contains("206 − 0.88 × 30") == true)
        guard case let .failure(status) = HeartRateMaximum.resolve(on: today, history: WellnessHistory([])) else {
            Issue.record("a maximum with no data")
            return
        }
        #expect(status.message?.description.hasPrefix("data unavailable: no maximum heart rate") == true)
    }

    @Test func strainsReserveAndTheZonesReadTheSameMaximum() throws {
        let days = (0..<7).map { DayMeasurements(day: today - $0, restingHeartRate: 60, heartRate: [MinuteHeartRate(mean: 120, maximum: 181)]) }
        let history = WellnessHistory(days, heart: HeartProfile(age: 40))
        let reserve = try StrainScore.reserve(on: today, history: history).get()
        let zones = try HeartRateZones.over(today - 6, through: today, history: history).get()
        #expect(reserve.maximum == zones.maximum.value && reserve.maximumSource == zones.maximum.source)
    }

    @Test func ringsCompareEachDayWithTheGoalsAndNeverCountMissingAsZero() {
        var inputs = DayMeasurements(day: today, workouts: [WorkoutSession(activity: "yoga", minutes: 40)])
        inputs.steps = 6000
        inputs.activeEnergyKcal = 450
        let day = ActivityDay(inputs)
        let defaults = ActivityGoals()
        #expect(defaults.steps == 8000 && defaults.activeEnergyKcal == 400 && defaults.exerciseMinutes == 30 && defaults.own.isEmpty)
        #expect(day.fraction(.steps, goals: defaults) == 0.75 && day.fraction(.activeEnergy, goals: defaults) == 1.125)
        #expect(day.exerciseMinutes == 40 && day.exerciseFromWorkouts)
        let own = ActivityGoals(steps: 12000, exerciseMinutes: 20)
        #expect(day.fraction(.steps, goals: own) == 0.5 && day.fraction(.exercise, goals: own) == 2 && own.own == [.steps, .exercise])
        let empty = ActivityDay(DayMeasurements(day: today))
        #expect(empty.isEmpty && empty.fraction(.steps, goals: defaults) == nil)
        var recorded = inputs
        recorded.exerciseMinutes = 12
        #expect(ActivityDay(recorded).exerciseMinutes == 12 && !ActivityDay(recorded).exerciseFromWorkouts)
    }

    @Test func theReportListsTheWorkoutsInOrderWithTheZoneOfTheirAverage() {
        let morning = Moment(day: today - 1, hour: 7, minute: 5), evening = Moment(day: today - 1, hour: 18, minute: 30)
        let days = [
            DayMeasurements(day: today - 1, restingHeartRate: 58,
                      workouts: [WorkoutSession(activity: "running", minutes: 30, averageHeartRate: 160, maximumHeartRate: 200, start: evening, energyKcal: 320),
                                 WorkoutSession(activity: "walk", minutes: 20, averageHeartRate: 100, start: morning)]),
            DayMeasurements(day: today, restingHeartRate: 60),
        ]
        let report = Fitness.report(on: today, days: 7, history: WellnessHistory(days), vo2Max: [], goals: ActivityGoals())
        #expect(report.workouts.map(\.session.activity) == ["walk", "running"])
        // Maximum 200 (recorded): 160 is 80% → vigorous; 100 is 50% → below light.
        #expect(report.workouts.map(\.zone) == [nil, 2])
        #expect(report.restingHeartRate == 59 && report.restingHeartRateDays == 2)
        #expect(report.vo2Max.unavailable?.description.hasPrefix("data unavailable") == true)
        #expect(report.rings.count == 7 && report.today.day == today)
        let pregnant = Fitness.report(on: today, days: 7, history: WellnessHistory(days), vo2Max: [], goals: ActivityGoals(), pregnant: true)
        #expect(pregnant.notes.contains { $0.description.contains("ACOG") })
    }
}
