import CycleCore
import JSON

// Wellbeing typed in by the person (`bloom log sleep|rhr|hrv|workout`, a breathing session in
// `bloom morning`, a workout or a night said in the chat) lives in the tables imports fill
// (`samples`, `sleep_segments`, `workouts`), with the source "manual". These kinds are those
// rows, so backups carry them and restore them like every other record. Imported rows are not
// part of them: they came from a file, which can be imported again, and an export of minutes of
// heart rate would outgrow any backup.

/// A measurement typed in by hand: a resting heart rate, an HRV, a breathing session's minutes.
package struct HandLoggedSample: StoredRecord {
    /// The row's key, unique in the profile (e.g. "manual:restingHeartRate:2026-11-24").
    package var key: String
    /// What was measured.
    package var kind: SampleKind
    /// When, with the local day it counts for.
    package var span: ImportedSpan
    /// The value in `kind.unit`.
    package var value: Double

    package init(key: String, kind: SampleKind, span: ImportedSpan, value: Double) {
        self.key = key
        self.kind = kind
        self.span = span
        self.value = value
    }

    package static let kind = RecordKind.handLoggedSample
    package static let storage = RecordStorage(table: "samples", backupKey: "measurements", noun: "hand-logged measurement",
                                               source: JournalStore.manualSource)
    package static let fields = [Field("key", "source_key", .text), Field("kind", "kind", .text)] + SpanFields.fields
        + [Field("value", "value", .double), Field("unit", "unit", .text)]
    package static let keyFields = ["key"]

    package var fieldValues: [JSONValue] {
        [.string(key), .string(kind.rawValue)] + SpanFields.values(span) + [.double(value), .string(kind.unit)]
    }

    package init?(reading r: FieldReader) {
        let key = r.string("key"), kind = r.choice("kind", SampleKind.self), span = SpanFields.read(r), value = r.double("value")
        if let kind, let unit = r.string("unit"), unit != kind.unit {
            r.note("unit", "a \(kind.rawValue) is kept in \(kind.unit), not '\(unit)'")
        }
        guard let key, let kind, let span, let value else { return nil }
        self.init(key: key, kind: kind, span: span, value: value)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found = SpanFields.problems(key: key, span, today: today)
        if !value.isFinite || value < 0 { found.append(RecordProblem("value", "\(value) is not a measurement")) }
        return found
    }

    /// "restingHeartRate 58 count/min on 2026-11-24".
    package var summary: String { "\(kind.rawValue) \(decimalText(value)) \(kind.unit) on \(span.day.iso)" }
}

/// A night of sleep typed in by hand, counted on the morning it ended.
package struct HandLoggedNight: StoredRecord {
    /// The row's key, unique in the profile (e.g. "manual:sleep:2026-11-24").
    package var key: String
    /// Bedtime to waking, with the morning's day.
    package var span: ImportedSpan

    package init(key: String, span: ImportedSpan) {
        self.key = key
        self.span = span
    }

    package static let kind = RecordKind.handLoggedNight
    package static let storage = RecordStorage(table: "sleep_segments", backupKey: "nights", noun: "hand-logged night",
                                               source: JournalStore.manualSource)
    package static let fields = [Field("key", "source_key", .text), Field("stage", "stage", .text)] + SpanFields.fields
    package static let keyFields = ["key"]

    /// A night typed in is time asleep; stages come only from a sleep tracker.
    private static let stage = "asleep"

    package var fieldValues: [JSONValue] { [.string(key), .string(Self.stage)] + SpanFields.values(span) }

    package init?(reading r: FieldReader) {
        let key = r.string("key"), stage = r.string("stage"), span = SpanFields.read(r)
        if let stage, stage != Self.stage { r.note("stage", "a night typed in is '\(Self.stage)', not '\(stage)'") }
        guard let key, let span else { return nil }
        self.init(key: key, span: span)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found = SpanFields.problems(key: key, span, today: today)
        if span.seconds > 24 * 3600 { found.append(RecordProblem("endUTC", "a night longer than 24 hours is not a night")) }
        return found
    }

    /// "sleep 7 h 30 min ending 2026-11-24".
    package var summary: String { "sleep \(span.seconds / 3600) h \(span.seconds % 3600 / 60) min ending \(span.day.iso)" }
}

/// A workout typed in by hand, with the effort it was given.
package struct HandLoggedWorkout: StoredRecord {
    /// The row's key, unique in the profile (e.g. "manual:workout:2026-11-24T07:00:00").
    package var key: String
    /// What it was ("yoga", "workout").
    package var activity: String
    /// When it was done.
    package var span: ImportedSpan
    /// How long it lasted, in seconds.
    package var durationSeconds: Double
    /// The effort given, 0–10 (Borg CR-10), if any.
    package var effort: Double?

    package init(key: String, activity: String, span: ImportedSpan, durationSeconds: Double, effort: Double?) {
        self.key = key
        self.activity = activity
        self.span = span
        self.durationSeconds = durationSeconds
        self.effort = effort
    }

    package static let kind = RecordKind.handLoggedWorkout
    package static let storage = RecordStorage(table: "workouts", backupKey: "workouts", noun: "hand-logged workout",
                                               source: JournalStore.manualSource)
    package static let fields = [Field("key", "source_key", .text), Field("activity", "activity", .text)] + SpanFields.fields
        + [Field("durationSeconds", "duration_s", .double), Field("effort", "effort", .double)]
    package static let keyFields = ["key"]

    package var fieldValues: [JSONValue] {
        [.string(key), .string(activity)] + SpanFields.values(span) + [.double(durationSeconds), effort.map { .double($0) } ?? .null]
    }

    package init?(reading r: FieldReader) {
        let key = r.string("key"), activity = r.string("activity"), span = SpanFields.read(r)
        let duration = r.double("durationSeconds"), effort = r.double("effort", optional: true)
        guard let key, let activity, let span, let duration else { return nil }
        self.init(key: key, activity: activity, span: span, durationSeconds: duration, effort: effort)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found = SpanFields.problems(key: key, span, today: today)
        found += [Rules.text(activity, field: "activity", max: 60, required: true),
                  Rules.inRange(durationSeconds, 0...86_400, field: "durationSeconds", unit: "s"),
                  Rules.inRange(effort, 0...10, field: "effort")].compactMap { $0 }
        return found
    }

    /// "yoga 20 min on 2026-11-24".
    package var summary: String { "\(activity) \(Int(durationSeconds / 60)) min on \(span.day.iso)" }
}

/// The fields of a span, shared by the hand-logged kinds: UTC instants in seconds since 1970,
/// the UTC offset they were logged in, and the local day they count for.
private enum SpanFields {
    static let fields = [Field("startUTC", "start_utc", .int), Field("endUTC", "end_utc", .int),
                         Field("utcOffset", "utc_offset", .int), Field("day", "day", .day)]

    static func values(_ span: ImportedSpan) -> [JSONValue] {
        [.int(Int(span.start)), .int(Int(span.end)), .int(span.utcOffset), .string(span.day.iso)]
    }

    static func read(_ r: FieldReader) -> ImportedSpan? {
        let start = r.int("startUTC"), end = r.int("endUTC"), offset = r.int("utcOffset"), day = r.day("day")
        if let start, let end, end < start { r.note("endUTC", "ends before it starts") }
        guard let start, let end, let offset, let day, end >= start else { return nil }
        return ImportedSpan(start: Int64(start), end: Int64(end), utcOffset: offset, day: day)
    }

    /// Hand-logged keys start with the manual source, so they never meet an imported row's.
    static func problems(key: String, _ span: ImportedSpan, today: Day) -> [RecordProblem] {
        var found = [Rules.notAfter(span.day, today: today, field: "day"),
                     Rules.inRange(span.utcOffset, -64_800...64_800, field: "utcOffset", unit: "s")].compactMap { $0 }
        let prefix = JournalStore.manualSource + ":"
        if !key.hasPrefix(prefix) || key.count > 200 {
            found.append(RecordProblem("key", "a hand-logged key starts '\(prefix)' and is at most 200 characters"))
        }
        return found
    }
}

/// What a wellbeing sample measures, as the word a backup keeps.
extension SampleKind: Vocabulary {
    package static let noun = "measurement kind"
}
