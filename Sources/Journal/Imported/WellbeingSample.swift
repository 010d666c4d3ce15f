import CycleCore

/// What a wellbeing sample measures. The raw values are stored in `samples.kind`.
public enum SampleKind: String, CaseIterable, Sendable {
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
    public var unit: String {
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
public struct WellbeingSample: Sendable, Hashable {
    public var kind: SampleKind
    public var span: ImportedSpan
    /// The value in `kind.unit` (for heart rate, the minute's mean).
    public var value: Double
    /// The smallest value aggregated (heart rate), if any.
    public var minimum: Double?
    /// The largest value aggregated (heart rate), if any.
    public var maximum: Double?
    /// How many readings were aggregated (heart rate), if any.
    public var count: Int?
    /// The instantaneous beats per minute behind an HRV reading, when the source lists them.
    public var beatsPerMinute: [Double]?
    /// When a blood glucose was taken against meals, when the source says (Apple Health's
    /// meal-time metadata).
    public var mealTiming: GlucoseTiming?
    /// Where it came from, e.g. "apple-health".
    public var source: String
    /// A key that names this sample in its source, the same every time the file is read.
    public var sourceKey: String

    public init(kind: SampleKind, span: ImportedSpan, value: Double, minimum: Double? = nil, maximum: Double? = nil,
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
public enum SleepStage: String, CaseIterable, Sendable {
    case inBed, asleep, awake, core, deep, rem
}

/// One imported span of sleep (or of time in bed). Its `span.day` is the morning it ends on.
public struct SleepSegment: Sendable, Hashable {
    public var stage: SleepStage
    public var span: ImportedSpan
    public var source: String
    public var sourceKey: String

    public init(stage: SleepStage, span: ImportedSpan, source: String, sourceKey: String) {
        self.stage = stage
        self.span = span
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// One imported workout with the statistics its source gave.
public struct Workout: Sendable, Hashable {
    /// The activity, e.g. "running" (the source's name with its prefix removed).
    public var activity: String
    public var span: ImportedSpan
    /// How long it lasted, in seconds.
    public var durationSeconds: Double
    public var energyKcal: Double?
    public var distanceMeters: Double?
    public var averageHeartRate: Double?
    public var maximumHeartRate: Double?
    public var source: String
    public var sourceKey: String

    public init(activity: String, span: ImportedSpan, durationSeconds: Double, energyKcal: Double? = nil,
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
