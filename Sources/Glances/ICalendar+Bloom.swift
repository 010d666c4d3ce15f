import CycleCore
import DayModel
import Journal

extension ICalendar {
    /// The calendar of a snapshot: predicted periods (and fertile windows when trying to
    /// conceive) that end on or after today and start within `months` months, future
    /// appointments, and the due date of a pregnancy under way.
    ///
    /// UIDs are stable and unique for any text: they name the profile by its row id, never its
    /// name. A predicted period is named by the number it will have among the profile's
    /// periods (`period-p1-5@bloom.local`), so a re-export after the estimate moves updates the
    /// event; an appointment by a hash (`ICalendar.hash`) of its time and full title; the due
    /// date by the pregnancy's number.
    /// - Parameters:
    ///   - appointments: the profile's appointments.
    ///   - pregnancyNumber: how many pregnancies the profile has logged (names the due date).
    ///   - profileID: the profile's row id (0 when nothing is stored).
    ///   - version: Bloom's version, for `PRODID`.
    package static func bloom(day snapshot: PersonDay, profileID: Int64?, months: Int, appointments: [Appointment],
                             pregnancyNumber: Int, version: String) -> ICalendar {
        let slug = "p\(profileID ?? 0)"
        let today = snapshot.today
        var calendar = ICalendar(name: "Bloom (\(snapshot.profileName))", stamp: stamp(for: today), version: version)
        let horizon = today.adding(months: months)
        if snapshot.mode != .pregnancy, let prediction = snapshot.prediction {
            let count = max(1, prediction.lastStart.days(to: horizon) / max(1, prediction.cycleLength) + 2)
            let logged = snapshot.history.periods.count
            for (index, period) in prediction.upcoming(count, asOf: today).enumerated() where period.end >= today && period.start <= horizon {
                let number = logged + index + 1
                calendar.events.append(Event(
                    uid: "period-\(slug)-\(number)@bloom.local", summary: "Period (estimate)",
                    start: .day(period.start), end: .day(period.end + 1),
                    description: "Bloom's estimate from your own history: most likely \(period.start.iso), "
                        + "possibly from \(period.earliest.iso) to \(period.latest.iso). Not contraception.",
                    categories: ["Bloom", "Period"], transparent: true))
                if snapshot.mode == .ttc && period.fertileEnd >= today {
                    calendar.events.append(Event(
                        uid: "fertile-\(slug)-\(number)@bloom.local", summary: "Fertile window (estimate)",
                        start: .day(period.fertileStart), end: .day(period.fertileEnd + 1),
                        description: "Bloom's estimate: ovulation around \(period.ovulation.iso).",
                        categories: ["Bloom", "Fertile window"], transparent: true))
                }
            }
        }
        for appointment in appointments where appointment.at.day >= today {
            let start = appointment.at
            let endSeconds = start.time.seconds + 3600
            let end = endSeconds < 86_400
                ? LocalTimestamp(day: start.day, time: TimeOfDay(seconds: endSeconds)!)
                : LocalTimestamp(day: start.day + 1, time: TimeOfDay(seconds: endSeconds - 86_400)!)
            let stampText = basic(start.day) + "T" + String(start.time.longText.filter { $0 != ":" })
            calendar.events.append(Event(
                uid: "appointment-\(slug)-\(stampText)-\(ICalendar.hash([slug, start.iso, appointment.title]))@bloom.local",
                summary: appointment.title, start: .time(start), end: .time(end),
                description: appointment.notes, location: appointment.place,
                categories: ["Bloom", "Appointment"], alarmMinutes: appointment.reminderMinutes))
        }
        if snapshot.mode == .pregnancy || snapshot.pregnancy != nil, let pregnancy = snapshot.pregnancy {
            let name = pregnancy.babyName.map { "\($0)'s due date" } ?? "Due date"
            calendar.events.append(Event(
                uid: "due-\(slug)-\(max(1, pregnancyNumber))@bloom.local", summary: "\(name) (estimate)",
                start: .day(pregnancy.dueDate), end: .day(pregnancy.dueDate + 1),
                description: "40 weeks from the first day of the last period (\(pregnancy.lmp.iso)). Few babies arrive on the day.",
                categories: ["Bloom", "Pregnancy"], transparent: true))
        }
        return calendar
    }
}
