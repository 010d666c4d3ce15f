import CycleCore

/// What the person has told Bloom about their heart that the data cannot: age and a maximum
/// heart rate they measured.
package struct HeartProfile: Sendable, Equatable {
    /// Age in years, for an estimated maximum heart rate.
    package var age: Int?
    /// A maximum heart rate the person measured (e.g. in a supervised test).
    package var maximumHeartRate: Double?

    package init(age: Int? = nil, maximumHeartRate: Double? = nil) {
        self.age = age
        self.maximumHeartRate = maximumHeartRate
    }
}

/// Every day's inputs, by day: what the scores are computed from.
package struct WellnessHistory: Sendable, Equatable {
    package private(set) var days: [Day: DayMeasurements]
    package var heart: HeartProfile

    package init(_ days: [DayMeasurements], heart: HeartProfile = HeartProfile()) {
        self.days = Dictionary(days.map { ($0.day, $0) }, uniquingKeysWith: { _, newer in newer })
        self.heart = heart
    }

    /// The inputs of `day` (empty inputs when nothing was recorded).
    package subscript(day: Day) -> DayMeasurements { days[day] ?? DayMeasurements(day: day) }

    /// The days `first...last` that have inputs, oldest first.
    package func inputs(from first: Day, through last: Day) -> [DayMeasurements] {
        guard first <= last else { return [] }
        if last.ordinal - first.ordinal < days.count {
            return (first.ordinal...last.ordinal).compactMap { days[Day(ordinal: $0)] }
        }
        return days.values.filter { $0.day >= first && $0.day <= last }.sorted { $0.day < $1.day }
    }

    /// Replaces or adds one day's inputs.
    package mutating func set(_ inputs: DayMeasurements) { days[inputs.day] = inputs }
}
