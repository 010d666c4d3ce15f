import CycleCore
import JSON

/// A kick-count session: when it started and ended, and the moment of each kick.
package struct KickSession: StoredRecord {
    /// When counting started.
    package var start: LocalTimestamp
    /// nil while the session is still counting.
    package var end: LocalTimestamp?
    /// The moment of each kick, in order.
    package var kicks: [LocalTimestamp]

    package init(start: LocalTimestamp, end: LocalTimestamp? = nil, kicks: [LocalTimestamp] = []) {
        self.start = start
        self.end = end
        self.kicks = kicks.sorted()
    }

    /// The longest session Bloom accepts, in seconds (12 hours).
    package static let longest = 12 * 3600

    package static let kind = RecordKind.kickSession
    package static let storage = RecordStorage(table: "kick_sessions", backupKey: "kickSessions", noun: "kick-count session")
    package static let fields = [Field("start", "start", .timestamp), Field("end", "end", .timestamp), Field("kicks", "kicks", .list)]
    package static let keyFields = ["start"]

    package var fieldValues: [JSONValue] { [.string(start.iso), .text(end?.iso), .array(kicks.map { .string($0.iso) })] }

    package init?(reading r: FieldReader) {
        let start = r.timestamp("start"), end = r.timestamp("end", optional: true)
        let kicks = r.strings("kicks").enumerated().compactMap { index, text -> LocalTimestamp? in
            guard let moment = LocalTimestamp(iso: text) else { r.note("kicks[\(index)]", "'\(text)' is not a moment (use YYYY-MM-DDTHH:MM:SS)"); return nil }
            return moment
        }
        guard let start else { return nil }
        self.init(start: start, end: end, kicks: kicks)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found = [Rules.notAfter(start.day, today: today, field: "start")].compactMap { $0 }
        if let end {
            if end < start { found.append(RecordProblem("end", "\(end) is before the start \(start)")) }
            else if start.seconds(to: end) > Self.longest { found.append(RecordProblem("end", "the session lasts more than 12 hours")) }
        }
        let last = end ?? LocalTimestamp(day: start.day + 1, time: start.time)
        if let stray = kicks.first(where: { $0 < start || $0 > last }) {
            found.append(RecordProblem("kicks", "the kick at \(stray) is outside the session (\(start) to \(end?.description ?? "open"))"))
        }
        if kicks.count > 1000 { found.append(RecordProblem("kicks", "more than 1000 kicks in one session")) }
        return found
    }

    package var summary: String {
        let count = "\(kicks.count) kick\(kicks.count == 1 ? "" : "s")"
        guard let end else { return "kick count from \(start): \(count) so far" }
        let minutes = (start.seconds(to: end) + 59) / 60
        return "kick count \(start) to \(end.time): \(count) in \(minutes) min"
    }
}
