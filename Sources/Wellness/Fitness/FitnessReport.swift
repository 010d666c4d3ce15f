import CycleCore
import NextSteps

/// One workout on the timeline, with the zone its average heart rate falls in.
package struct TimelineWorkout: Sendable, Equatable {
    package var day: Day
    package var session: WorkoutSession
    /// The zone (0 light … 3 near-maximal) of its average heart rate, nil without one or below light.
    package var zone: Int?
}

/// Everything `bloom fitness` shows for the days ending on `day`: VO2 max, the maximum and
/// resting heart rate, minutes in each heart-rate zone, the activity rings and the workouts.
/// Each part without data says so and what would make it available.
package struct FitnessReport: Sendable, Equatable {
    package var day: Day
    /// The window, in days (ending on `day`).
    package var days: Int
    package var vo2Max: VitalCard
    /// The maximum heart rate, or why there is none.
    package var maximum: HeartRateMaximum?
    package var maximumUnavailable: StepText?
    /// The median resting heart rate of the last 7 days (strain's reserve uses the same).
    package var restingHeartRate: Double?
    /// How many of those 7 days have one.
    package var restingHeartRateDays: Int
    /// Minutes in each zone over the window, or why there are none.
    package var zones: HeartRateZones?
    package var zonesUnavailable: StepText?
    /// One entry a day of the window, oldest first.
    package var rings: [ActivityDay]
    package var goals: ActivityGoals
    /// The workouts of the window, oldest first.
    package var workouts: [TimelineWorkout]
    /// Other things worth saying (pregnancy guidance, estimates), their steps typed.
    package var notes: [StepText]

    /// Today's rings (the last day of the window).
    package var today: ActivityDay { rings.last ?? ActivityDay(day: day, steps: nil, activeEnergyKcal: nil, exerciseMinutes: nil) }
}

/// Builds the fitness report. Pure: the history, readings and goals are passed in.
package enum Fitness {
    /// The report for the `days` days ending `day`.
    /// - Parameters:
    ///   - vo2Max: every VO2 max reading (any order).
    ///   - pregnant: whether `day` is in a pregnancy (adds ACOG's guidance, never a push).
    package static func report(on day: Day, days: Int, history: WellnessHistory, vo2Max: [VitalMeasurement], goals: ActivityGoals,
                              pregnant: Bool = false, constants c: WellnessConstants = .standard) -> FitnessReport {
        let first = day - (days - 1)
        let resting = history.inputs(from: day - (c.restingHRWindowDays - 1), through: day).compactMap(\.restingHeartRate)
        var report = FitnessReport(day: day, days: days, vo2Max: Vitals.card(.vo2Max, readings: vo2Max, on: day, days: days, constants: c),
                                   maximum: nil, maximumUnavailable: nil,
                                   restingHeartRate: resting.isEmpty ? nil : RobustBaseline.median(resting), restingHeartRateDays: resting.count,
                                   zones: nil, zonesUnavailable: nil,
                                   rings: (0..<days).map { ActivityDay(history[first + $0]) }, goals: goals, workouts: [], notes: [])
        switch HeartRateMaximum.resolve(on: day, history: history, constants: c) {
        case let .success(maximum): report.maximum = maximum
        case let .failure(status): report.maximumUnavailable = status.message
        }
        switch HeartRateZones.over(first, through: day, history: history, constants: c) {
        case let .success(zones): report.zones = zones
        case let .failure(status): report.zonesUnavailable = status.message
        }
        for offset in 0..<days {
            let inputs = history[first + offset]
            let sorted = inputs.workouts.sorted { ($0.start?.secondOfDay ?? 0) < ($1.start?.secondOfDay ?? 0) }
            for session in sorted {
                let zone = session.averageHeartRate.flatMap { average in
                    report.maximum.flatMap { HeartRateZones.zone(of: average, maximum: $0.value, constants: c) }
                }
                report.workouts.append(TimelineWorkout(day: inputs.day, session: session, zone: zone))
            }
        }
        if pregnant {
            report.notes.append("In pregnancy, aim for about 150 minutes a week of moderate activity you can talk through (ACOG); the rings are a guide, not a target to beat.")
        }
        if report.maximum?.isEstimate == true {
            report.notes.append("The maximum heart rate is an estimate from age; a recorded hard effort, or your own measured maximum (\(NextStep.giveMaximumHeartRate)), replaces it.")
        }
        return report
    }
}
