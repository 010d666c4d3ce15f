import CycleCore
import JSON

/// One contraction, from its start to its end (the end is nil while it is going on).
package struct Contraction: StoredRecord {
    /// When the contraction started.
    package var start: LocalTimestamp
    package var end: LocalTimestamp?

    package init(start: LocalTimestamp, end: LocalTimestamp? = nil) {
        self.start = start
        self.end = end
    }

    /// The longest contraction Bloom accepts, in seconds (10 minutes).
    package static let longest = 600

    package static let kind = RecordKind.contraction
    package static let storage = RecordStorage(table: "contractions", backupKey: "contractions", noun: "contraction")
    package static let fields = [Field("start", "start", .timestamp), Field("end", "end", .timestamp)]
    package static let keyFields = ["start"]

    package var fieldValues: [JSONValue] { [.string(start.iso), .text(end?.iso)] }

    package init?(reading r: FieldReader) {
        let start = r.timestamp("start"), end = r.timestamp("end", optional: true)
        guard let start else { return nil }
        self.init(start: start, end: end)
    }

    /// Seconds from start to end, when it has ended.
    package var seconds: Int? { end.map { start.seconds(to: $0) } }

    package func problems(today: Day) -> [RecordProblem] {
        var found = [Rules.notAfter(start.day, today: today, field: "start")].compactMap { $0 }
        if let seconds {
            if seconds <= 0 { found.append(RecordProblem("end", "\(end!) is not after the start \(start)")) }
            else if seconds > Self.longest { found.append(RecordProblem("end", "a contraction of \(seconds / 60) minutes is longer than 10 minutes; check the times")) }
        }
        return found
    }

    package var summary: String {
        guard let seconds else { return "contraction started \(start)" }
        return "contraction at \(start): \(seconds / 60 > 0 ? "\(seconds / 60) min " : "")\(seconds % 60) s"
    }
}
