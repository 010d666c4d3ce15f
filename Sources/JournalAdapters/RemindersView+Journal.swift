import CycleCore
import DayModel
import Glances
import Journal

/// What the reminders are worked out from, read from the journal.
/// Glances' views take values; the journal is read here.
extension RemindersView {
    /// What the reminders are worked out from for `profile` in `store` at `now`: water against
    /// the goal, appointments, and whether supplements are usually logged but not yet today.
    package static func inputs(from store: JournalStore, profile: Profile, today: Day, now: LocalTimestamp,
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
    package static func supplementsMissing(_ entries: [LifestyleEntry], on day: Day) -> Bool {
        let withSupplements = entries.filter { !$0.supplements.isEmpty }
        return !withSupplements.isEmpty && !withSupplements.contains { $0.at.day == day }
    }
}
