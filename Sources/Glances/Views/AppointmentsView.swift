import Journal
import JSON
import NextSteps

/// `bloom appointments` as text and JSON: the appointments numbered by time (the numbers
/// `bloom appointments done` takes).
package struct AppointmentsView {
    /// By time, then title.
    package let appointments: [Appointment]

    package init(_ appointments: [Appointment]) {
        self.appointments = Self.numbered(appointments)
    }

    /// `appointments` in the order their numbers follow: by time, then title.
    package static func numbered(_ appointments: [Appointment]) -> [Appointment] {
        appointments.sorted { ($0.at, $0.title) < ($1.at, $1.title) }
    }

    /// "1. ☐ 2026-11-20 10:30 Midwife visit · Health centre · reminder 60 min before", or how to
    /// add one (written by `wording`).
    package func text(wording: StepWording) -> String {
        guard !appointments.isEmpty else {
            return "No appointments yet: add one with \(wording(.addAppointment)), or in the chat (\"add midwife on 3 Dec at 10am\").\n"
        }
        return appointments.enumerated().map { index, item in
            var line = "\(index + 1). \(item.done ? "☑" : "☐") \(item.at) \(item.title)"
            if let place = item.place { line += " · \(place)" }
            if let minutes = item.reminderMinutes { line += " · reminder \(minutes) min before" }
            return line + "\n"
        }.joined()
    }

    package var json: JSONValue {
        .array(appointments.enumerated().map { index, item in
            .orderedObject([
                ("id", .int(index + 1)), ("title", .string(item.title)), ("at", .string(item.at.iso)),
                ("place", .text(item.place)), ("reminderMinutes", item.reminderMinutes.map { .int($0) } ?? .null),
                ("done", .bool(item.done)),
            ])
        })
    }
}
