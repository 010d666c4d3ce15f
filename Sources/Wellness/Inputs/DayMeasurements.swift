import CycleCore
import Foundation

/// An HRV (SDNN) reading as the watch recorded it.
package struct HRVReading: Sendable, Equatable {
    /// When it was taken, seconds since 1970 (UTC).
    package var instant: Int64
    /// Local seconds since midnight when it was taken.
    package var localSecondOfDay: Int
    /// SDNN in milliseconds.
    package var sdnn: Double
    /// The instantaneous beats per minute behind the reading, when the source lists them.
    package var beatsPerMinute: [Double]?

    package init(instant: Int64, localSecondOfDay: Int, sdnn: Double, beatsPerMinute: [Double]? = nil) {
        self.instant = instant
        self.localSecondOfDay = localSecondOfDay
        self.sdnn = sdnn
        self.beatsPerMinute = beatsPerMinute
    }
}

/// One minute of heart rate (the minute's mean, and its highest reading when known).
package struct MinuteHeartRate: Sendable, Equatable {
    package var mean: Double
    package var maximum: Double?

    package init(mean: Double, maximum: Double? = nil) {
        self.mean = mean
        self.maximum = maximum
    }
}

/// A workout: how long, and how hard when it is known.
package struct WorkoutSession: Sendable, Equatable {
    package var activity: String
    package var minutes: Double
    package var averageHeartRate: Double?
    package var maximumHeartRate: Double?
    /// The person's effort rating, 0–10 (Borg CR-10), for workouts logged by hand.
    package var effort: Double?
    /// When it started on the local clock, when known.
    package var start: Moment?
    /// Energy burned, kcal, when the source gives it.
    package var energyKcal: Double?
    /// Whether the person typed it in (rather than importing it).
    package var loggedByHand: Bool

    package init(activity: String, minutes: Double, averageHeartRate: Double? = nil, maximumHeartRate: Double? = nil, effort: Double? = nil,
                start: Moment? = nil, energyKcal: Double? = nil, loggedByHand: Bool = false) {
        self.activity = activity
        self.minutes = minutes
        self.averageHeartRate = averageHeartRate
        self.maximumHeartRate = maximumHeartRate
        self.effort = effort
        self.start = start
        self.energyKcal = energyKcal
        self.loggedByHand = loggedByHand
    }
}

/// Where the body was in its cycle, or pregnancy, on a day.
package enum BodyContext: Sendable, Equatable {
    /// Not known (no cycle data around this day).
    case unknown
    /// A cycle phase, with the cycle's number (counting periods from the first logged).
    case cycle(Phase, cycle: Int)
    /// Pregnant, in this trimester.
    case pregnant(Trimester)
}

/// What was measured or logged on one day, the inputs of its wellness scores (sleep is the
/// night ending that morning).
package struct DayMeasurements: Sendable, Equatable {
    package var day: Day
    /// The night that ended this morning, with its times (tracked, or told from bedtime to waking).
    package var sleep: SleepNight?
    /// Minutes asleep in the night that ended this morning, when it was told by its length
    /// only ("slept about 6 hours"): no bedtime, waking or stages, so only its duration counts.
    /// A night with times (`sleep`) wins over it.
    package var toldSleepMinutes: Double?
    /// Resting heart rate, bpm.
    package var restingHeartRate: Double?
    /// HRV readings (SDNN) taken on this day.
    package var hrv: [HRVReading]
    /// Heart rate per minute through the day (order does not matter).
    package var heartRate: [MinuteHeartRate]
    package var workouts: [WorkoutSession]
    /// Active energy burned, kcal.
    package var activeEnergyKcal: Double?
    /// Steps walked, when recorded.
    package var steps: Double?
    /// Minutes of exercise (brisk activity or more) as the watch counts them, when recorded.
    package var exerciseMinutes: Double?
    /// Respiratory rate (breaths per minute), usually during sleep.
    package var respiratoryRate: Double?
    /// Symptoms logged (each counts once), nil when nothing was logged for the day.
    package var symptomCount: Int?
    /// Difficult moods logged (anxious, stressed, irritable, sad, angry), nil when no mood was logged.
    package var difficultMoodCount: Int?
    /// Minutes of breathing or mindful practice.
    package var breathingMinutes: Double
    package var context: BodyContext

    package init(day: Day, sleep: SleepNight? = nil, restingHeartRate: Double? = nil, hrv: [HRVReading] = [],
                heartRate: [MinuteHeartRate] = [], workouts: [WorkoutSession] = [], activeEnergyKcal: Double? = nil,
                respiratoryRate: Double? = nil, symptomCount: Int? = nil, difficultMoodCount: Int? = nil,
                breathingMinutes: Double = 0, context: BodyContext = .unknown) {
        self.day = day
        self.sleep = sleep
        self.restingHeartRate = restingHeartRate
        self.hrv = hrv
        self.heartRate = heartRate
        self.workouts = workouts
        self.activeEnergyKcal = activeEnergyKcal
        self.respiratoryRate = respiratoryRate
        self.symptomCount = symptomCount
        self.difficultMoodCount = difficultMoodCount
        self.breathingMinutes = breathingMinutes
        self.context = context
    }

    /// Minutes asleep in the night that ended this morning: the night with its times, else the
    /// length it was told by; nil when neither was recorded.
    package var asleepMinutes: Double? { sleep?.asleepMinutes ?? toldSleepMinutes }

    /// Whether the night that ended this morning is known only by its told length.
    package var sleepIsToldLengthOnly: Bool { sleep == nil && toldSleepMinutes != nil }

    /// Overnight HRV: the geometric mean of readings taken during last night's sleep, or, with no
    /// sleep recorded, before `morningHours` ends. Nil when there are none.
    package func overnightHRV(constants: WellnessConstants = .standard) -> Double? {
        let during: [HRVReading]
        if let sleep {
            during = hrv.filter { $0.instant >= sleep.start && $0.instant <= sleep.end }
        } else {
            during = []
        }
        let chosen = during.isEmpty ? hrv.filter { constants.morningHours.contains($0.localSecondOfDay / 3600) } : during
        return geometricMean(chosen.map(\.sdnn))
    }

    /// Daytime HRV: the geometric mean of readings in `daytimeHours`, nil when there are none.
    package func daytimeHRV(constants: WellnessConstants = .standard) -> Double? {
        geometricMean(hrv.filter { constants.daytimeHours.contains($0.localSecondOfDay / 3600) }.map(\.sdnn))
    }

    /// Symptoms plus difficult moods, nil when neither was logged.
    package var checkInBurden: Int? {
        if symptomCount == nil && difficultMoodCount == nil { return nil }
        return (symptomCount ?? 0) + (difficultMoodCount ?? 0)
    }
}

func geometricMean(_ values: [Double]) -> Double? {
    let positive = values.filter { $0 > 0 }
    guard !positive.isEmpty else { return nil }
    return exp(positive.map { log($0) }.reduce(0, +) / Double(positive.count))
}
