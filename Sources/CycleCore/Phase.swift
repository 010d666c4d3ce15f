/// A phase of the menstrual cycle, as Bloom names them.
public enum Phase: String, Sendable, Codable, CaseIterable {
    /// Day 1 through the expected period length.
    case menstrual
    /// After the period, before the ovulation window.
    case follicular
    /// The estimated ovulation day and one day either side.
    case ovulation
    /// After the ovulation window until the next period.
    case luteal

    /// The phase's name as people read it, e.g. "luteal".
    public var name: String { rawValue }
}

/// What the person is using Bloom for; it shapes every answer.
public enum Mode: String, Sendable, Codable, CaseIterable {
    /// Tracking a cycle.
    case cycle
    /// Trying to conceive.
    case ttc
    /// Pregnant.
    case pregnancy

    /// A phrase for people, e.g. "trying to conceive".
    public var displayName: String {
        switch self {
        case .cycle: "cycle tracking"
        case .ttc: "trying to conceive"
        case .pregnancy: "pregnancy"
        }
    }
}

/// A trimester of pregnancy (ACOG: 1 up to 13w6d, 2 from 14w0d to 27w6d, 3 from 28w0d).
public enum Trimester: Int, Sendable, Codable, CaseIterable, Comparable {
    case first = 1, second, third

    /// The trimester that contains a gestational age given in completed days since the LMP.
    public init(gestationalDays days: Int) {
        switch days {
        case ..<(14 * 7): self = .first
        case ..<(28 * 7): self = .second
        default: self = .third
        }
    }

    public static func < (lhs: Trimester, rhs: Trimester) -> Bool { lhs.rawValue < rhs.rawValue }
}
