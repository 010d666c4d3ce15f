/// Which form of the "3 over 6" rule confirmed a temperature shift.
public enum ThermalShiftRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// Three readings above the cover line, the third at least 0.2 °C above it.
    case regular
    /// The third was above the cover line but less than 0.2 °C above it, so a fourth reading
    /// above the cover line was waited for.
    case exception1
    /// One of the second or third readings fell on or below the cover line; it is set aside
    /// and a fourth reading at least 0.2 °C above the cover line was needed.
    case exception2
}

/// A confirmed temperature shift: the cover line, the first higher reading, the day the rule
/// was met, and the ovulation estimate that follows from it.
///
/// A shift is *consistent with* ovulation having happened; it is not a diagnosis.
public struct ThermalShift: Sendable, Hashable {
    /// The cover line in steps of 0.05 °C (the highest of the six readings before the first
    /// higher one).
    public let coverLineSteps: Int
    /// The first reading higher than each of the six before it.
    public let firstHighDay: Day
    /// The day of the reading that completed the rule.
    public let confirmedOn: Day
    /// Which form of the rule was met.
    public let rule: ThermalShiftRule
    /// The six low readings the cover line was drawn over, oldest first.
    public let lowDays: [Day]
    /// The higher readings the rule counted (including a set-aside dip under exception 2), in order.
    public let highDays: [Day]
    /// Under exception 2, the day of the reading on or below the cover line that was set aside.
    public let setAsideDay: Day?

    /// The cover line in °C.
    public var coverLine: Double { BasalTemperature.celsius(steps: coverLineSteps) }

    /// The estimated ovulation day: the day before the first higher reading.
    public var ovulationEstimate: Day { firstHighDay - 1 }
}

/// A chart's reading of the shift rule: the confirmed shift if there is one, otherwise the
/// latest first-higher reading still waiting for more readings.
public struct ThermalShiftAnalysis: Sendable, Hashable {
    /// Every reading given, sorted by day (excluded ones included, so charts can show them).
    public let readings: [BasalTemperature]
    /// The first confirmed shift, if any.
    public let shift: ThermalShift?
    /// When nothing is confirmed yet: a first higher reading and its cover line (in steps)
    /// that later readings could still confirm.
    public let pending: (firstHighDay: Day, coverLineSteps: Int)?

    /// Whether a shift is confirmed.
    public var shiftDetected: Bool { shift != nil }

    /// The cover line to draw, in °C: the confirmed one, else a pending one.
    public var coverLine: Double? {
        (shift?.coverLineSteps ?? pending?.coverLineSteps).map(BasalTemperature.celsius(steps:))
    }

    public static func == (lhs: ThermalShiftAnalysis, rhs: ThermalShiftAnalysis) -> Bool {
        lhs.readings == rhs.readings && lhs.shift == rhs.shift
            && lhs.pending?.firstHighDay == rhs.pending?.firstHighDay
            && lhs.pending?.coverLineSteps == rhs.pending?.coverLineSteps
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(readings)
        hasher.combine(shift)
        hasher.combine(pending?.firstHighDay)
    }
}
