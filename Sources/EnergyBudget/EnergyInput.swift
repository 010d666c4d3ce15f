import CycleCore

/// Everything the energy model needs, passed in by the caller (the model reads no store and no
/// clock). Days with no intake logged are simply absent: they are never taken as zero.
package struct EnergyInput: Sendable, Equatable {
    /// Total intake logged on each day, kcal. Only logged days appear.
    package var intake: [Day: Double]
    /// Body weight on each weighed day, kg.
    package var weights: [Day: Double]
    /// The latest body-fat reading, if any (imports add these; manual logs do not).
    package var bodyFat: BodyFatReading?
    /// The person's daily goal, kcal/day: negative for a deficit, positive for a surplus, 0 for none.
    package var goalKcal: Double
    /// Days known to be in the luteal phase (from the cycle history), for the cycle-aware trend.
    package var lutealDays: Set<Day>
    /// Whether luteal days count less in the weight trend (`EnergyModelConstants.lutealWeightFactor`).
    package var downWeightLuteal: Bool
    /// The day the budget is for.
    package var today: Day

    package init(intake: [Day: Double], weights: [Day: Double], bodyFat: BodyFatReading? = nil, goalKcal: Double = 0,
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
package struct BodyFatReading: Sendable, Equatable {
    /// The day it was measured.
    package var day: Day
    /// Body fat, percent of body weight (3–70).
    package var percent: Double

    package init(day: Day, percent: Double) {
        self.day = day
        self.percent = percent
    }
}
