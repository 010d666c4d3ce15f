import CycleCore
import DayModel
import JSON
import NextSteps

/// `bloom remind` as text and JSON: what is due now, one bullet a reminder.
package struct RemindersView {
    package let day: PersonDay
    /// The stored profile's name (nil when nothing is stored).
    package let storedProfile: String?
    package let reminders: [Reminder]

    package init(day: PersonDay, storedProfile: String?, inputs: ReminderInputs) {
        self.day = day
        self.storedProfile = storedProfile
        reminders = day.reminders(inputs)
    }

    /// "• …" a line, the steps written by `wording`; empty when nothing is due (so cron stays quiet).
    package func text(wording: StepWording) -> String {
        reminders.map { "• " + wording($0.text) + "\n" }.joined()
    }

    /// One JSON object with the reminders' kind, text (the steps written by `wording`) and time.
    package func json(_ wording: StepWording) -> JSONValue {
        .orderedObject([
            ("today", .day(day.today)), ("profile", .text(storedProfile)),
            ("reminders", .array(reminders.map { reminder in
                .orderedObject([("kind", .string(reminder.kind.rawValue)), ("text", .string(wording(reminder.text))), ("at", .text(reminder.at))])
            })),
        ])
    }
}
