import CycleCore

/// Everything the energy model needs, passed in by the caller (the model reads no store and no
/// clock). Days with no intake logged are simply absent: they are never taken as zero.
public struct EnergyInput: Sendable, Equatable {
    /// Total intake logged on each day, kcal. Only logged days appear.
    public var intake: [Day: Double]
    /// Body weight on each weighed day, kg.
    public var weights: [Day: Double]
    /// The latest body-fat reading, if any (imports add these; manual logs do not).
    public var bodyFat: BodyFatReading?
    /// The person's daily goal, kcal/day: negative for a deficit, positive for a surplus, 0 for none.
    public var goalKcal: Double
    /// Days known to be in the luteal phase (from the cycle history), for the cycle-aware trend.
    public var lutealDays: Set<Day>
    /// Whether luteal days count less in the weight trend (`EnergyModelConstants.lutealWeightFactor`).
    public var downWeightLuteal: Bool
    /// The day the budget is for.
    public var today: Day

    public init(intake: [Day: Double], weights: [Day: Double], bodyFat: BodyFatReading? = nil, goalKcal: Double = 0,
                lutealDays: Set<Day> = [], downWeightLuteal: Bool = false, today: Day) {
        self.intake = intake
        self.weights = weights
        self.bodyFat = bodyFat
        self.goalKcal = goalKcal
        self.lutealDays = lutealDays
        self.downWeightLuteal = downWeightLuteal
        self.today = today
    }
}

/// A body-fat percentage measured on a day (e.g. from a smart scale, through an import).
public struct BodyFatReading: Sendable, Equatable {
    /// The day it was measured.
    public var day: Day
    /// Body fat, percent of body weight (3–70).
    public var percent: Double

    public init(day: Day, percent: Double) {
        self.day = day
        self.percent = percent
    }
}
