import CycleCore
import Journal

/// One thing due today, for `bloom remind`.
struct Reminder {
    /// What kind it is: `period`, `periodLate`, `periodEnd`, `water`, `supplements` or `appointment`.
    let kind: String
    /// The reminder for people.
    let text: String
    /// The day or moment it is about, ISO (for machines).
    let at: String?

    var json: JSON { .object([("kind", .string(kind)), ("text", .string(text)), ("at", .text(at))]) }
}

/// What is due today for a snapshot.
enum Reminders {
    /// The hour from which a day's water below the goal, or supplements not yet logged, are mentioned.
    static let eveningHour = 18

    /// The reminders due at `now`.
    /// - Parameters:
    ///   - daysAhead: remind of the next period this many days before it.
    ///   - endQuestion: the period-end question due today, if any.
    ///   - waterMl: the water logged today; nil to skip the water reminder.
    ///   - supplementsMissing: whether supplements are usually logged but none were today.
    static func due(snapshot: DailySnapshot, now: LocalTimestamp, daysAhead: Int, endQuestion: Int?,
                    waterMl: Int?, supplementsMissing: Bool = false, appointments: [Appointment]) -> [Reminder] {
        var reminders: [Reminder] = []
        let today = snapshot.today
        if snapshot.mode != .pregnancy, let status = snapshot.status {
            let next = status.prediction.nextStart
            if status.isLate {
                reminders.append(Reminder(kind: "periodLate", text: "Your period is \(status.daysLate) day\(status.daysLate == 1 ? "" : "s") later than estimated (\(next.shortText)); log it with 'bloom log period start' when it comes.", at: next.iso))
            } else if status.daysUntilNextPeriod <= daysAhead && status.phase != .menstrual {
                reminders.append(Reminder(kind: "period", text: "Your period is expected \(next.relativeText(from: today)) (\(next.shortText)).", at: next.iso))
            }
        }
        if let endQuestion {
            reminders.append(Reminder(kind: "periodEnd", text: PeriodEndQuestion.text(endQuestion), at: today.iso))
        }
        if let waterMl, let goal = snapshot.profile?.waterGoalMl, now.time.hour >= eveningHour, waterMl < goal {
            reminders.append(Reminder(kind: "water", text: "Water: \(waterMl) of \(goal) ml so far today; a glass or two would help.", at: today.iso))
        }
        if supplementsMissing, now.time.hour >= eveningHour {
            reminders.append(Reminder(kind: "supplements", text: "You haven't logged your supplements today.", at: today.iso))
        }
        for appointment in appointments where isDue(appointment, now: now) {
            let when = appointment.at.day == today ? "today at \(appointment.at.time.shortText)"
                : "\(appointment.at.day.shortText) at \(appointment.at.time.shortText) (\(appointment.at.day.relativeText(from: today)))"
            let place = appointment.place.map { " at \($0)" } ?? ""
            reminders.append(Reminder(kind: "appointment", text: "\(appointment.title) \(when)\(place).", at: appointment.at.iso))
        }
        return reminders
    }

    /// Whether `entries` log supplements at all but none on `day`.
    static func supplementsMissing(_ entries: [LifestyleEntry], on day: Day) -> Bool {
        let withSupplements = entries.filter { !$0.supplements.isEmpty }
        return !withSupplements.isEmpty && !withSupplements.contains { $0.at.day == day }
    }

    /// Whether an appointment is today (and not yet past), or later with a reminder that falls today.
    static func isDue(_ appointment: Appointment, now: LocalTimestamp) -> Bool {
        let today = now.day
        if appointment.at.day == today { return appointment.at >= now || appointment.at.time.seconds >= now.time.seconds - 3600 }
        guard appointment.at.day > today, let minutes = appointment.reminderMinutes else { return false }
        let minutesFromMidnight = today.days(to: appointment.at.day) * 1440 + appointment.at.time.seconds / 60
        return minutesFromMidnight - minutes < 1440
    }
}
