import CycleCore
import JSON

/// An appointment: what, when, where, notes and how long before to be reminded.
package struct Appointment: StoredRecord {
    /// What the appointment is, e.g. "Midwife visit".
    package var title: String
    /// When it is.
    package var at: LocalTimestamp
    /// Where it is.
    package var place: String?
    /// Anything to remember for it.
    package var notes: String?
    /// Minutes before `at` to remind, if at all.
    package var reminderMinutes: Int?
    /// Whether it has been attended (or otherwise dealt with).
    package var done: Bool

    package init(title: String, at: LocalTimestamp, place: String? = nil, notes: String? = nil, reminderMinutes: Int? = nil,
                done: Bool = false) {
        self.title = title
        self.at = at
        self.place = place
        self.notes = notes
        self.reminderMinutes = reminderMinutes
        self.done = done
    }

    /// Reminders may be set up to four weeks ahead.
    package static let reminderRange = 0...40_320

    package static let kind = RecordKind.appointment
    package static let storage = RecordStorage(table: "appointments", backupKey: "appointments", noun: "appointment")
    package static let fields = [Field("at", "at", .timestamp), Field("title", "title", .text), Field("place", "place", .text),
                                Field("notes", "notes", .text), Field("reminderMinutes", "reminder_minutes", .int),
                                Field("done", "done", .bool)]
    package static let keyFields = ["at", "title"]

    package var fieldValues: [JSONValue] { [.string(at.iso), .string(title), .text(place), .text(notes), .integer(reminderMinutes), .bool(done)] }

    package init?(reading r: FieldReader) {
        let at = r.timestamp("at"), title = r.string("title"), place = r.string("place", optional: true)
        let notes = r.string("notes", optional: true), reminder = r.int("reminderMinutes", optional: true)
        let done = r.bool("done", optional: true) ?? false
        guard let at, let title else { return nil }
        self.init(title: title, at: at, place: place, notes: notes, reminderMinutes: reminder, done: done)
    }

    package func problems(today: Day) -> [RecordProblem] {
        [Rules.text(title, field: "title", max: 200, required: true), Rules.text(place, field: "place", max: 200),
         Rules.text(notes, field: "notes", max: 2000, multiline: true),
         Rules.inRange(reminderMinutes, Self.reminderRange, field: "reminderMinutes", unit: "minutes")].compactMap { $0 }
    }

    package var summary: String {
        "appointment “\(title)” on \(at)" + (place.map { " at \($0)" } ?? "")
            + (reminderMinutes.map { " · reminder \($0) min before" } ?? "") + (done ? " · done" : "")
    }
}
