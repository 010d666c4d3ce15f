/// An ovulation (LH) test result, weakest first (the same words the journal stores).
public enum LHTestResult: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case negative, low, high, peak

    /// 0 for negative up to 3 for peak.
    public var level: Int { Self.allCases.firstIndex(of: self)! }
    /// Whether the test counts as positive: a high or peak result.
    public var isPositive: Bool { self == .high || self == .peak }

    public static func < (lhs: LHTestResult, rhs: LHTestResult) -> Bool { lhs.level < rhs.level }
}

/// One ovulation test: when it was taken and what it showed.
public struct LHTest: Sendable, Hashable {
    public var at: Moment
    public var result: LHTestResult

    public init(at: Moment, result: LHTestResult) {
        self.at = at
        self.result = result
    }
}
