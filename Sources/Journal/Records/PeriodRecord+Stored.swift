import CycleCore
import JSON

extension PeriodRecord: StoredRecord {
    package static let kind = RecordKind.period
    package static let storage = RecordStorage(table: "periods", backupKey: "periods", noun: "period")
    package static let fields = [Field("start", "start", .day), Field("end", "end", .day), Field("notes", "notes", .text)]
    package static let keyFields = ["start"]

    package var fieldValues: [JSONValue] { [.string(start.iso), .text(end?.iso), .text(notes)] }

    package init?(reading r: FieldReader) {
        let start = r.day("start"), end = r.day("end", optional: true), notes = r.string("notes", optional: true)
        guard let start else { return nil }
        self.init(start: start, end: end, notes: notes)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found: [RecordProblem] = []
        if let end, end < start { found.append(RecordProblem("end", "\(end.iso) is before the start \(start.iso)")) }
        if let problem = Rules.notAfter(start, today: today, field: "start") { found.append(problem) }
        if let problem = Rules.notAfter(end, today: today, field: "end") { found.append(problem) }
        if let problem = Rules.text(notes, field: "notes", max: 2000, multiline: true) { found.append(problem) }
        return found
    }

    package var summary: String {
        guard let end, let length else { return "period from \(start.iso)" }
        return "period \(start.iso) to \(end.iso) (\(length) day\(length == 1 ? "" : "s"))"
    }
}
