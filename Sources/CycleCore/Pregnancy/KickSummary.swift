/// A kick-count session summed up: how many movements, how long 10 took, how that compares
/// with the person's own recent sessions, and whether to contact the maternity unit now.
///
/// Warnings (`warning`): from 28 weeks, fewer than 10 movements once 2 hours have passed; or,
/// at any stage, movements that feel less than usual. A warning always means "contact the
/// maternity unit now" — never reassurance.
public struct KickSummary: Sendable, Hashable {
    /// The count Bloom times to.
    public static let target = 10
    /// The time the target should be reached in, from 28 weeks: 2 hours.
    public static let window = 2 * 3600
    /// The week from which the count rule applies.
    public static let countRuleFromWeek = 28

    /// How this session's time to 10 compares with the person's recent sessions.
    public enum Comparison: String, Sendable, Hashable, Codable {
        /// No earlier session reached 10, or this one has not.
        case noHistory
        case quicker
        case similar
        case slower
    }

    public let start: Moment
    /// When the session ended, or nil while it is still counting.
    public let end: Moment?
    /// The moment of each movement, oldest first.
    public let kicks: [Moment]
    /// Seconds from the start to the 10th movement, if there was one.
    public let secondsToTarget: Int?
    /// Seconds the session has run (to its end, or to `now`).
    public let elapsed: Int
    /// The median time to 10 of the recent sessions given, in seconds.
    public let usualSecondsToTarget: Int?
    public let comparison: Comparison
    /// Why to contact the maternity unit now, if so.
    public let warning: MovementWarning?

    /// Sums up a session.
    /// - Parameters:
    ///   - start: when counting started.
    ///   - end: when it ended (nil while counting).
    ///   - kicks: the moment of each movement.
    ///   - now: the moment the summary is for (used while the session is open).
    ///   - week: the pregnancy week in progress, when known.
    ///   - recentSecondsToTarget: earlier sessions' times to 10, in seconds.
    ///   - feelsLessThanUsual: whether the person says movements feel less than usual.
    public init(start: Moment, end: Moment?, kicks: [Moment], now: Moment, week: Int?,
                recentSecondsToTarget: [Int] = [], feelsLessThanUsual: Bool = false) {
        self.start = start
        self.end = end
        let sorted = kicks.filter { $0 >= start }.sorted()
        self.kicks = sorted
        let secondsToTarget = sorted.count >= Self.target ? start.seconds(to: sorted[Self.target - 1]) : nil
        self.secondsToTarget = secondsToTarget
        elapsed = max(0, start.seconds(to: end ?? now))
        let recent = recentSecondsToTarget.filter { $0 > 0 }
        let usual = recent.isEmpty ? nil : Statistics.rounded(Statistics.median(recent.map(Double.init)))
        usualSecondsToTarget = usual
        if let usual, let secondsToTarget {
            // Within a quarter (and at least 5 minutes) of the usual time counts as similar.
            let tolerance = max(300, usual / 4)
            comparison = secondsToTarget > usual + tolerance ? .slower
                : secondsToTarget < usual - tolerance ? .quicker : .similar
        } else {
            comparison = .noHistory
        }
        let withinWindow = sorted.filter { start.seconds(to: $0) <= Self.window }.count
        if feelsLessThanUsual {
            warning = .lessThanUsual
        } else if (week ?? 0) >= Self.countRuleFromWeek, elapsed >= Self.window, withinWindow < Self.target {
            warning = .fewerThanTenInTwoHours
        } else {
            warning = nil
        }
    }

    /// How many movements were counted.
    public var count: Int { kicks.count }
    /// Whether the 10th movement has been felt.
    public var reachedTarget: Bool { secondsToTarget != nil }
}

/// A kick-count session as recorded: its start, end (nil while counting) and each movement.
public struct KickCount: Sendable, Hashable {
    public var start: Moment
    public var end: Moment?
    public var kicks: [Moment]

    public init(start: Moment, end: Moment? = nil, kicks: [Moment] = []) {
        self.start = start
        self.end = end
        self.kicks = kicks.sorted()
    }

    /// Seconds from the start to the 10th movement, if there was one.
    public var secondsToTarget: Int? {
        kicks.count >= KickSummary.target ? start.seconds(to: kicks[KickSummary.target - 1]) : nil
    }
}
