import CycleCore
import NextSteps

/// One thing due today, for `bloom remind` and the chat.
package struct Reminder: Sendable, Hashable {
    /// What a reminder is about.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case period, periodLate, periodEnd, water, supplements, appointment, breathing, journaling
    }

    package let kind: Kind
    /// The reminder for people, the steps in it typed (worded where it is shown).
    package let text: StepText
    /// The day or moment it is about, ISO (for machines).
    package let at: String?

    package init(kind: Kind, text: StepText, at: String?) {
        self.kind = kind
        self.text = text
        self.at = at
    }
}

/// An appointment, as reminders need it.
package struct UpcomingAppointment: Sendable, Hashable {
    package var title: String
    package var at: Moment
    package var place: String?
    /// Minutes before `at` to be reminded, if a reminder was asked for.
    package var reminderMinutes: Int?

    package init(title: String, at: Moment, place: String? = nil, reminderMinutes: Int? = nil) {
        self.title = title
        self.at = at
        self.place = place
        self.reminderMinutes = reminderMinutes
    }
}

/// What the reminders are checked against besides the day model: the time, the water and
/// supplements logged today and the appointments.
package struct ReminderInputs: Sendable {
    /// The moment to check for.
    package var now: Moment
    /// Remind of the next period this many days before it.
    package var daysAhead: Int
    /// Water logged today, or nil to skip the water reminder.
    package var waterMilliliters: Int?
    /// The daily water goal.
    package var waterGoalMilliliters: Int?
    /// Whether supplements are usually logged but none were today.
    package var supplementsMissing: Bool
    package var appointments: [UpcomingAppointment]
    /// The time of day (seconds since midnight) from which a breathing practice is suggested,
    /// when the person chose one (`bloom profile set --breathing-reminder 21:30`).
    package var breathingFrom: Int?
    /// Whether a breathing or mindful session is already logged today.
    package var breathedToday: Bool
    /// The time of day (seconds since midnight) from which logging the day is suggested, when
    /// the person chose one (`bloom profile set --journaling-reminder 21:00`).
    package var journalingFrom: Int?
    /// Whether the day is already logged (moods, symptoms, a note…).
    package var journaledToday: Bool

    package init(now: Moment, daysAhead: Int = 2, waterMilliliters: Int? = nil, waterGoalMilliliters: Int? = nil,
                supplementsMissing: Bool = false, appointments: [UpcomingAppointment] = [],
                breathingFrom: Int? = nil, breathedToday: Bool = false, journalingFrom: Int? = nil, journaledToday: Bool = false) {
        self.now = now
        self.daysAhead = daysAhead
        self.waterMilliliters = waterMilliliters
        self.waterGoalMilliliters = waterGoalMilliliters
        self.supplementsMissing = supplementsMissing
        self.appointments = appointments
        self.breathingFrom = breathingFrom
        self.breathedToday = breathedToday
        self.journalingFrom = journalingFrom
        self.journaledToday = journaledToday
    }
}

extension PersonDay {
    /// The hour from which a day's water below the goal, or supplements not yet logged, are mentioned.
    package static let eveningHour = 18

    /// What is due at `inputs.now`: the next period when it is close, lateness, the period-end
    /// question, water and supplements in the evening, and appointments due today.
    package func reminders(_ inputs: ReminderInputs) -> [Reminder] {
        var reminders: [Reminder] = []
        let hour = inputs.now.secondOfDay / 3600
        if mode != .pregnancy, let status {
            let next = status.prediction.nextStart
            if status.isLate {
                reminders.append(Reminder(kind: .periodLate, text: "\(DaySentences.late(status)); log it with '\(NextStep.logPeriodStart(.today))' when it comes.", at: next.iso))
            } else if status.daysUntilNextPeriod <= inputs.daysAhead && status.phase != .menstrual {
                reminders.append(Reminder(kind: .period, text: "Your period is expected \(next.relativeText(from: today)) (\(next.shortText)).", at: next.iso))
            }
        }
        if let periodEndQuestion {
            reminders.append(Reminder(kind: .periodEnd, text: DaySentences.periodEndQuestion(periodEndQuestion), at: today.iso))
        }
        if let water = inputs.waterMilliliters, let goal = inputs.waterGoalMilliliters, hour >= Self.eveningHour, water < goal {
            reminders.append(Reminder(kind: .water, text: "Water: \(water) of \(goal) ml so far today; a glass or two would help.", at: today.iso))
        }
        if inputs.supplementsMissing, hour >= Self.eveningHour {
            reminders.append(Reminder(kind: .supplements, text: "You haven't logged your supplements today.", at: today.iso))
        }
        if let from = inputs.breathingFrom, inputs.now.secondOfDay >= from, !inputs.breathedToday {
            reminders.append(Reminder(kind: .breathing, text: "Breathing: a few minutes of slow breathing, as you asked at \(Self.clock(from)) ('\(NextStep.breathe)', or '\(NextStep.morningRoutine)').",
                                      at: Moment(day: today, secondOfDay: from).isoText))
        }
        if let from = inputs.journalingFrom, inputs.now.secondOfDay >= from, !inputs.journaledToday {
            reminders.append(Reminder(kind: .journaling, text: "Journal: nothing logged about today yet, as you asked at \(Self.clock(from)); how was it? ('\(NextStep.logMoodAndNote)', or tell Bloom in chat).",
                                      at: Moment(day: today, secondOfDay: from).isoText))
        }
        for appointment in inputs.appointments where Self.isDue(appointment, now: inputs.now) {
            let clock = appointment.at.clockText
            let when = appointment.at.day == today ? "today at \(clock)"
                : "\(appointment.at.day.shortText) at \(clock) (\(appointment.at.day.relativeText(from: today)))"
            let place = appointment.place.map { " at \($0)" } ?? ""
            reminders.append(Reminder(kind: .appointment, text: "\(appointment.title) \(when)\(place).", at: appointment.at.isoText))
        }
        return reminders
    }

    /// "21:30" for seconds since midnight.
    static func clock(_ secondOfDay: Int) -> String { Moment(day: Day(ordinal: 0), secondOfDay: secondOfDay).clockText }

    /// Whether an appointment is today (and not more than an hour past), or later with a
    /// reminder that falls today.
    package static func isDue(_ appointment: UpcomingAppointment, now: Moment) -> Bool {
        let today = now.day
        if appointment.at.day == today { return appointment.at >= now || appointment.at.secondOfDay >= now.secondOfDay - 3600 }
        guard appointment.at.day > today, let minutes = appointment.reminderMinutes else { return false }
        let minutesFromMidnight = today.days(to: appointment.at.day) * 1440 + appointment.at.secondOfDay / 60
        return minutesFromMidnight - minutes < 1440
    }
}

extension Moment {
    /// "YYYY-MM-DDTHH:MM:SS", as the journal writes local timestamps.
    var isoText: String {
        let seconds = secondOfDay % 60
        return day.iso + "T" + clockText + ":" + (seconds < 10 ? "0" : "") + "\(seconds)"
    }
}
