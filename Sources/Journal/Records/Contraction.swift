import CycleCore
import JSON

/// One contraction, from its start to its end (the end is nil while it is going on).
public struct Contraction: StoredRecord {
    /// When the contraction started.
    public var start: LocalTimestamp
    public var end: LocalTimestamp?

    public init(start: LocalTimestamp, end: LocalTimestamp? = nil) {
        self.start = start
        self.end = end
    }

    /// The longest contraction Bloom accepts, in seconds (10 minutes).
    public static let longest = 600

    public static let kind = RecordKind.contraction
    public static let storage = RecordStorage(table: "contractions", backupKey: "contractions", noun: "contraction")
    public static let fields = [Field("start", "start", .timestamp), Field("end", "end", .timestamp)]
    public static let keyFields = ["start"]

    public var fieldValues: [JSONValue] { [.string(start.iso), .text(end?.iso)] }

    public init?(reading r: FieldReader) {
        let start = r.timestamp("start"), end = r.timestamp("end", optional: true)
        guard let start else { return nil }
        self.init(start: start, end: end)
    }

    /// Seconds from start to end, when it has ended.
    public var seconds: Int? { end.map { start.seconds(to: $0) } }

    public func problems(today: Day) -> [RecordProblem] {
        var found = [Rules.notAfter(start.day, today: today, field: "start")].compactMap { $0 }
        if let seconds {
            if seconds <= 0 { found.append(RecordProblem("end", "\(end!) is not after the start \(start)")) }
            else if seconds > Self.longest { found.append(RecordProblem("end", "a contraction of \(seconds / 60) minutes is longer than 10 minutes; check the times")) }
        }
        return found
    }

    public var summary: String {
        guard let seconds else { return "contraction started \(start)" }
        return "contraction at \(start): \(seconds / 60 > 0 ? "\(seconds / 60) min " : "")\(seconds % 60) s"
    }
}
