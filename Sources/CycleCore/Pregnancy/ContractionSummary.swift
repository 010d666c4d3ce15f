/// One timed contraction: its start and, once it has ended, its end.
public struct TimedContraction: Sendable, Hashable {
    public var start: Moment
    public var end: Moment?

    public init(start: Moment, end: Moment? = nil) {
        self.start = start
        self.end = end
    }

    /// Seconds from start to end, once ended.
    public var duration: Int? { end.map { start.seconds(to: $0) } }
}

/// Why Bloom says to contact the midwife, doctor or maternity unit about contractions.
public enum ContractionAdvice: String, Sendable, Hashable, Codable {
    /// Contractions before 37 weeks: contact the maternity unit now, whatever the timing.
    case beforeThirtySevenWeeks
    /// The 5-1-1 pattern: about 5 minutes apart, about 1 minute long, for about an hour —
    /// follow the plan agreed with the midwife or doctor and contact them.
    case fiveOneOne
}

/// Contractions summed up: each one's duration and interval, the last hour's averages, and
/// whether to contact the midwife or maternity unit.
///
/// The 5-1-1 check, read generously because the rule says "about": over the last hour there
/// are contractions whose starts span at least 50 minutes, starting on average no more than
/// 5½ minutes apart (start to start) and lasting on average at least 45 seconds. Any
/// contraction before 37 weeks is advice to contact the maternity unit at once.
public struct ContractionSummary: Sendable, Hashable {
    /// The last hour: the span a running summary covers and the 5-1-1 rule's "for 1 hour".
    public static let hour = 3600
    /// The least span of starts inside the last hour that counts as "about an hour".
    public static let minimumSpan = 50 * 60
    /// The longest average interval that counts as "about 5 minutes apart".
    public static let maximumInterval = 330
    /// The shortest average duration that counts as "about 1 minute long".
    public static let minimumDuration = 45
    /// Before this week any contraction means contacting the maternity unit now.
    public static let termWeek = 37

    /// One row of the timer: a contraction, how long it lasted and how long since the previous one started.
    public struct Row: Sendable, Hashable {
        public let contraction: TimedContraction
        /// Seconds it lasted, once ended.
        public let duration: Int?
        /// Seconds from the previous contraction's start to this one's.
        public let interval: Int?
    }

    /// Every contraction, oldest first.
    public let rows: [Row]
    /// The rows whose contraction started in the hour up to `now`.
    public let lastHour: [Row]
    /// Average duration in the last hour (seconds), of the contractions that ended.
    public let averageDuration: Int?
    /// Average interval in the last hour (seconds), start to start.
    public let averageInterval: Int?
    /// Seconds from the first to the last start in the last hour.
    public let span: Int
    /// What to do, if anything beyond timing.
    public let advice: ContractionAdvice?

    /// Sums up `contractions` (any order) as of `now`, `week` being the pregnancy week in progress when known.
    public init(_ contractions: [TimedContraction], now: Moment, week: Int?) {
        let sorted = contractions.sorted { $0.start < $1.start }
        var rows: [Row] = []
        for (index, contraction) in sorted.enumerated() {
            let interval = index > 0 ? sorted[index - 1].start.seconds(to: contraction.start) : nil
            rows.append(Row(contraction: contraction, duration: contraction.duration, interval: interval))
        }
        self.rows = rows
        let recent = rows.filter { $0.contraction.start.seconds(to: now) <= Self.hour && $0.contraction.start <= now }
        lastHour = recent
        let durations = recent.compactMap(\.duration)
        averageDuration = durations.isEmpty ? nil : Statistics.rounded(Statistics.mean(durations.map(Double.init)))
        // Intervals between starts that are both inside the hour.
        let intervals = recent.dropFirst().compactMap(\.interval)
        averageInterval = intervals.isEmpty ? nil : Statistics.rounded(Statistics.mean(intervals.map(Double.init)))
        span = recent.count >= 2 ? recent.first!.contraction.start.seconds(to: recent.last!.contraction.start) : 0
        if let week, week < Self.termWeek, !rows.isEmpty {
            advice = .beforeThirtySevenWeeks
        } else if span >= Self.minimumSpan, let averageInterval, averageInterval <= Self.maximumInterval,
                  let averageDuration, averageDuration >= Self.minimumDuration {
            advice = .fiveOneOne
        } else {
            advice = nil
        }
    }

    /// The latest contraction, if any.
    public var latest: Row? { rows.last }
}
