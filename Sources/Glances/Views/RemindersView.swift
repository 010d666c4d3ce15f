import CycleCore
import DayModel
import Journal
import NextSteps

/// `bloom remind` as text and JSON: what is due now, one bullet a reminder.
public struct RemindersView {
    public let day: PersonDay
    /// The stored profile's name (nil when nothing is stored).
    public let storedProfile: String?
    public let reminders: [Reminder]

    public init(day: PersonDay, storedProfile: String?, inputs: ReminderInputs) {
        self.day = day
        self.storedProfile = storedProfile
        reminders = day.reminders(inputs)
    }

    /// What the reminders are worked out from for `profile` in `store` at `now`: water against
    /// the goal, appointments, and whether supplements are usually logged but not yet today.
    public static func inputs(from store: JournalStore, profile: Profile, today: Day, now: LocalTimestamp,
                              daysAhead: Int) throws -> ReminderInputs {
        var inputs = ReminderInputs(now: now.moment, daysAhead: daysAhead)
        inputs.waterMilliliters = try store.waterTotal(on: today, for: profile)
        inputs.waterGoalMilliliters = profile.waterGoalMl
        inputs.appointments = try store.records(Appointment.self, of: profile).map {
            UpcomingAppointment(title: $0.title, at: $0.at.moment, place: $0.place, reminderMinutes: $0.reminderMinutes)
        }
        let lifestyle = try store.records(LifestyleEntry.self, of: profile)
        inputs.supplementsMissing = supplementsMissing(lifestyle.filter { $0.at.day <= today }, on: today)
        if let time = profile.breathingReminder {
            inputs.breathingFrom = time.seconds
            inputs.breathedToday = !(try store.samples(.mindfulSession, from: today, through: today, of: profile)).isEmpty
        }
        if let time = profile.journalingReminder {
            inputs.journalingFrom = time.seconds
            inputs.journaledToday = try store.records(DailyLog.self, of: profile).contains { $0.day == today && !$0.isEmpty }
        }
        return inputs
    }

    /// Whether `entries` log supplements at all but none on `day`.
    public static func supplementsMissing(_ entries: [LifestyleEntry], on day: Day) -> Bool {
        let withSupplements = entries.filter { !$0.supplements.isEmpty }
        return !withSupplements.isEmpty && !withSupplements.contains { $0.at.day == day }
    }

    /// "• …" a line, the steps written by `wording`; empty when nothing is due (so cron stays quiet).
    public func text(wording: StepWording) -> String {
        reminders.map { "• " + wording($0.text) + "\n" }.joined()
    }

    /// One JSON object with the reminders' kind, text (the steps written by `wording`) and time.
    public func json(_ wording: StepWording) -> JSON {
        .object([
            ("today", .day(day.today)), ("profile", .text(storedProfile)),
            ("reminders", .array(reminders.map { reminder in
                .object([("kind", .string(reminder.kind.rawValue)), ("text", .string(wording(reminder.text))), ("at", .text(reminder.at))])
            })),
        ])
    }
}
