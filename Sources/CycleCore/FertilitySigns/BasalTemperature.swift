/// One basal body temperature on a chart: the morning it was taken, the reading in °C and
/// whether it is left out of the shift rule (illness, a late night, alcohol, a disturbed sleep).
public struct BasalTemperature: Sendable, Hashable {
    /// The morning it was taken.
    public var day: Day
    /// The reading in °C, as taken (not rounded).
    public var celsius: Double
    /// Whether the person marked it as disturbed; excluded readings are charted but skipped
    /// by the shift rule.
    public var excluded: Bool

    public init(day: Day, celsius: Double, excluded: Bool = false) {
        self.day = day
        self.celsius = celsius
        self.excluded = excluded
    }

    /// A reading given in °F, converted to °C.
    public init(day: Day, fahrenheit: Double, excluded: Bool = false) {
        self.init(day: day, celsius: Self.celsius(fromFahrenheit: fahrenheit), excluded: excluded)
    }

    /// `fahrenheit` in °C.
    public static func celsius(fromFahrenheit fahrenheit: Double) -> Double { (fahrenheit - 32) * 5 / 9 }

    /// Whether a reading of `value` can only be °F: no waking body temperature is 45 °C or
    /// more, and none is below 45 °F.
    public static func looksFahrenheit(_ value: Double) -> Bool { value >= 45 }

    /// The reading rounded to the nearest 0.05 °C, counted in steps of 0.05 °C
    /// (36.47 → 729.4 → 729, i.e. 36.45 °C). Whole steps keep the rule free of
    /// floating-point ties.
    public var steps: Int { Self.steps(celsius) }

    /// `celsius` rounded to the nearest 0.05 °C, in steps of 0.05 °C.
    public static func steps(_ celsius: Double) -> Int { Int((celsius * 20).rounded(.toNearestOrAwayFromZero)) }

    /// `steps` back in °C (rounded to two decimals for printing).
    public static func celsius(steps: Int) -> Double { (Double(steps) * 5).rounded() / 100 }

    /// The reading rounded to the nearest 0.05 °C.
    public var roundedCelsius: Double { Self.celsius(steps: steps) }
}
