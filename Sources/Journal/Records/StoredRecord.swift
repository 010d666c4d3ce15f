import CycleCore
import JSON

/// How one field of a record is kept in its SQLite column.
package enum FieldType: Sendable {
    /// `YYYY-MM-DD` text.
    case day
    /// `YYYY-MM-DDTHH:MM:SS` text.
    case timestamp
    /// `HH:MM` text.
    case time
    /// Text.
    case text
    /// An integer.
    case int
    /// A real number.
    case double
    /// 0 or 1.
    case bool
    /// A JSON list kept as text (checked with `json_valid`), read back as a list.
    case list
}

/// One field of a record: its key in backups, its column and its type.
package struct Field: Sendable {
    /// The key in backups, e.g. "temperatureC".
    package let key: String
    /// The SQLite column, e.g. "temperature_c".
    package let column: String
    /// How the value is kept in the column.
    package let type: FieldType

    package init(_ key: String, _ column: String, _ type: FieldType) {
        self.key = key
        self.column = column
        self.type = type
    }
}

/// A kind of record the journal keeps for a profile, in one table.
///
/// A record is described once, by its fields; the store derives its SQL, the backup its JSON
/// and the undo history its snapshots from that description. Records are matched by their
/// natural key (e.g. a period by its start day), which is unique per profile.
package protocol StoredRecord: Sendable, Equatable {
    /// Which kind this is.
    static var kind: RecordKind { get }
    /// Its table, backup key and noun.
    static var storage: RecordStorage { get }
    /// The fields in column order (the table also has `id` and `profile_id`).
    static var fields: [Field] { get }
    /// The keys of the fields that identify a record within a profile.
    static var keyFields: [String] { get }
    /// The value of each field, in the order of `fields`.
    var fieldValues: [JSONValue] { get }
    /// Reads a record from `reader`, or returns nil after noting every problem in it.
    init?(reading reader: FieldReader)
    /// The rules this record breaks on `today` (ranges, days in the future, …).
    func problems(today: Day) -> [RecordProblem]
    /// What the record says, in one short phrase for people ("water 250 ml at 09:00").
    var summary: String { get }
}

extension StoredRecord {
    /// The record as a backup object.
    package var json: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: zip(Self.fields.map(\.key), fieldValues)))
    }

    /// The values of the key fields.
    package var naturalKey: [JSONValue] {
        let values = fieldValues
        return Self.keyFields.map { key in values[Self.fields.firstIndex { $0.key == key }!] }
    }

    /// The key in words, e.g. "2026-11-01" or "2026-11-01T09:00:00 · Scan".
    package var keyText: String {
        naturalKey.map { value in
            if case let .string(text) = value { return text }
            return value.rendered()
        }.joined(separator: " · ")
    }

    /// Reads a record from a backup object (or undo snapshot).
    /// - Returns: the record, or the problems found, each naming its field.
    package static func decode(_ value: JSONValue) -> Result<Self, RecordProblems> {
        let (record, problems) = read(value)
        if let record, problems.isEmpty { return .success(record) }
        return .failure(RecordProblems(list: problems.isEmpty ? [RecordProblem("", "cannot be read")] : problems))
    }

    /// Reads as much of a record as can be read: the record (nil when a required field is
    /// missing or unreadable) and the problems noted on the way.
    package static func read(_ value: JSONValue) -> (record: Self?, problems: [RecordProblem]) {
        let reader = FieldReader(value, allowedKeys: fields.map(\.key))
        let record = Self(reading: reader)
        return (record, reader.problems)
    }

    /// The values to bind to the record's columns.
    var sqlValues: [SQLiteValue] {
        zip(Self.fields, fieldValues).map { field, value in
            switch value {
            case .null: return .null
            case let .bool(flag): return .integer(flag ? 1 : 0)
            case let .int(number): return field.type == .double ? .real(Double(number)) : .integer(Int64(number))
            case let .double(number): return .real(number)
            case let .string(text): return .text(text)
            case .array, .object, .orderedObject: return .text(value.rendered())
            }
        }
    }

    /// The backup form of a stored row's columns, ready for `init(reading:)`.
    static func json(fromColumns values: [SQLiteValue]) -> JSONValue {
        var members: [String: JSONValue] = [:]
        for (field, value) in zip(fields, values) {
            switch (field.type, value) {
            case (_, .null): members[field.key] = .null
            case (.bool, let .integer(number)): members[field.key] = .bool(number != 0)
            case (.double, let .integer(number)): members[field.key] = .double(Double(number))
            case (_, let .integer(number)): members[field.key] = .int(Int(number))
            case (_, let .real(number)): members[field.key] = .double(number)
            case (.list, let .text(text)): members[field.key] = (try? JSONValue(parsing: text)) ?? .string(text)
            case (_, let .text(text)): members[field.key] = .string(text)
            }
        }
        return .object(members)
    }
}

/// Every problem found in one record.
package struct RecordProblems: Error, Sendable, Equatable {
    /// The problems, each naming its field.
    package let list: [RecordProblem]
}
