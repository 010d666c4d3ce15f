import CycleCore

/// What a wellbeing sample measures. The raw values are stored in `samples.kind`.
package enum SampleKind: String, CaseIterable, Sendable {
    case restingHeartRate
    case heartRateVariabilitySDNN
    /// Heart rate aggregated per minute: `value` is the mean, with minimum, maximum and count.
    case heartRate
    case respiratoryRate
    case oxygenSaturation
    case vo2Max
    case bodyMass
    case bodyFatPercentage
    case stepCount
    case activeEnergy
    /// Minutes of exercise (Apple's "exercise time": brisk activity or more).
    case exerciseMinutes
    /// A blood pressure's systolic, mmHg; its diastolic is the sample of the same source and
    /// start with `bloodPressureDiastolic` (Apple Health keeps the two in one correlation).
    case bloodPressureSystolic
    case bloodPressureDiastolic
    /// Blood glucose, mmol/L (mg/dL from the source is converted at 18.016 mg/dL per mmol/L).
    case bloodGlucose
    case dietaryEnergy
    case dietaryProtein
    case dietaryCarbohydrates
    case dietaryFat
    /// A mindful session: `value` is its length in minutes.
    case mindfulSession
    /// A span marked as pregnant by the source (value 1).
    case pregnancy
    /// A span marked as lactating by the source (value 1).
    case lactation

    /// The unit Bloom stores this kind in.
    package var unit: String {
        switch self {
        case .restingHeartRate, .heartRate: "count/min"
        case .respiratoryRate: "count/min"
        case .heartRateVariabilitySDNN: "ms"
        case .oxygenSaturation, .bodyFatPercentage: "%"
        case .vo2Max: "mL/min·kg"
        case .bodyMass: "kg"
        case .stepCount: "count"
        case .activeEnergy, .dietaryEnergy: "kcal"
        case .dietaryProtein, .dietaryCarbohydrates, .dietaryFat: "g"
        case .mindfulSession, .exerciseMinutes: "min"
        case .bloodPressureSystolic, .bloodPressureDiastolic: "mmHg"
        case .bloodGlucose: "mmol/L"
        case .pregnancy, .lactation: "flag"
        }
    }
}

/// One imported measurement (or, for heart rate, one minute's aggregate).
package struct WellbeingSample: Sendable, Hashable {
    package var kind: SampleKind
    package var span: ImportedSpan
    /// The value in `kind.unit` (for heart rate, the minute's mean).
    package var value: Double
    /// The smallest value aggregated (heart rate), if any.
    package var minimum: Double?
    /// The largest value aggregated (heart rate), if any.
    package var maximum: Double?
    /// How many readings were aggregated (heart rate), if any.
    package var count: Int?
    /// The instantaneous beats per minute behind an HRV reading, when the source lists them.
    package var beatsPerMinute: [Double]?
    /// When a blood glucose was taken against meals, when the source says (Apple Health's
    /// meal-time metadata).
    package var mealTiming: GlucoseTiming?
    /// Where it came from, e.g. "apple-health".
    package var source: String
    /// A key that names this sample in its source, the same every time the file is read.
    package var sourceKey: String

    package init(kind: SampleKind, span: ImportedSpan, value: Double, minimum: Double? = nil, maximum: Double? = nil,
                count: Int? = nil, beatsPerMinute: [Double]? = nil, mealTiming: GlucoseTiming? = nil, source: String, sourceKey: String) {
        self.kind = kind
        self.span = span
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.count = count
        self.beatsPerMinute = beatsPerMinute
        self.mealTiming = mealTiming
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// A stage of sleep as sources report it.
package enum SleepStage: String, CaseIterable, Sendable {
    case inBed, asleep, awake, core, deep, rem
}

/// One imported span of sleep (or of time in bed). Its `span.day` is the morning it ends on.
package struct SleepSegment: Sendable, Hashable {
    package var stage: SleepStage
    package var span: ImportedSpan
    package var source: String
    package var sourceKey: String

    package init(stage: SleepStage, span: ImportedSpan, source: String, sourceKey: String) {
        self.stage = stage
        self.span = span
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// One imported workout with the statistics its source gave.
package struct Workout: Sendable, Hashable {
    /// The activity, e.g. "running" (the source's name with its prefix removed).
    package var activity: String
    package var span: ImportedSpan
    /// How long it lasted, in seconds.
    package var durationSeconds: Double
    package var energyKcal: Double?
    package var distanceMeters: Double?
    package var averageHeartRate: Double?
    package var maximumHeartRate: Double?
    package var source: String
    package var sourceKey: String

    package init(activity: String, span: ImportedSpan, durationSeconds: Double, energyKcal: Double? = nil,
                distanceMeters: Double? = nil, averageHeartRate: Double? = nil, maximumHeartRate: Double? = nil,
                source: String, sourceKey: String) {
        self.activity = activity
        self.span = span
        self.durationSeconds = durationSeconds
        self.energyKcal = energyKcal
        self.distanceMeters = distanceMeters
        self.averageHeartRate = averageHeartRate
        self.maximumHeartRate = maximumHeartRate
        self.source = source
        self.sourceKey = sourceKey
    }
}
