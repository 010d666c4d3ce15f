import BloomTestSupport
import CycleCore
import DayModel
import Testing

/// What is due today (`PersonDay.reminders`): breathing and journaling reminders are due from
/// the chosen time until done.
@Suite struct RemindersTests {
    func reminders(at hour: Int, minute: Int = 0, breathed: Bool = false, journaled: Bool = false) throws -> [Reminder.Kind] {
        let today = isoDay("2026-11-22")
        let day = try PersonDay(DayInputs(profileName: "me", mode: .cycle, periods: []), today: today)
        let inputs = ReminderInputs(now: Moment(day: today, hour: hour, minute: minute), breathingFrom: 21 * 3600 + 30 * 60, breathedToday: breathed,
                                    journalingFrom: 21 * 3600, journaledToday: journaled)
        return day.reminders(inputs).map(\.kind)
    }

    @Test func breathingAndJournalingAreDueFromTheChosenTimeUntilDone() throws {
        #expect(try reminders(at: 20, minute: 59) == [])
        #expect(try reminders(at: 21) == [.journaling])
        #expect(try reminders(at: 21, minute: 30) == [.breathing, .journaling])
        #expect(try reminders(at: 23, breathed: true) == [.journaling])
        #expect(try reminders(at: 23, breathed: true, journaled: true) == [])
    }

    @Test func withoutChosenTimesNothingNewIsDue() throws {
        let today = isoDay("2026-11-22")
        let day = try PersonDay(DayInputs(profileName: "me", mode: .cycle, periods: []), today: today)
        #expect(day.reminders(ReminderInputs(now: Moment(day: today, hour: 23, minute: 0))).isEmpty)
    }

    /// The reminders of the regular history (next period Tue 24 Nov) at `hour` on `day`.
    func due(on day: String, at hour: Int = 9, minute: Int = 0, _ periods: [PeriodRecord] = Cycles.regular, mode: Mode = .cycle,
             daysAhead: Int = 2, water: Int? = nil, goal: Int? = nil, supplementsMissing: Bool = false,
             appointments: [UpcomingAppointment] = []) throws -> [Reminder] {
        let today = isoDay(day)
        let inputs = ReminderInputs(now: Moment(day: today, hour: hour, minute: minute), daysAhead: daysAhead, waterMilliliters: water,
                                    waterGoalMilliliters: goal, supplementsMissing: supplementsMissing, appointments: appointments)
        return try Cycles.day(periods, mode: mode, on: today).reminders(inputs)
    }

    @Test func theNextPeriodIsMentionedWithinTheDaysAhead() throws {
        #expect(try due(on: "2026-11-22") == [Reminder(kind: .period, text: "Your period is expected in 2 days (Tue 24 Nov).", at: "2026-11-24")])
        #expect(try due(on: "2026-11-24").map(\.text) == ["Your period is expected today (Tue 24 Nov)."])
        #expect(try due(on: "2026-11-21").isEmpty)
        #expect(try due(on: "2026-11-21", daysAhead: 3).map(\.kind) == [.period])
    }

    @Test func aLatePeriodIsMentionedEveryDayUntilItIsLogged() throws {
        let late = try due(on: "2026-11-27")
        #expect(late.map(\.kind) == [.periodLate] && late.map(\.at) == ["2026-11-24"])
        #expect(late.map { $0.text.worded(by: .tags) } == ["Your period is 3 days later than estimated (Tue 24 Nov); log it with '<logPeriodStart>' when it comes."])
        #expect(late.first?.text.steps == [.logPeriodStart(.today, newCycle: false)])
    }

    @Test func noNextPeriodIsMentionedDuringAPeriodOrAPregnancy() throws {
        #expect(try due(on: "2026-10-28", daysAhead: 40).isEmpty)
        #expect(try due(on: "2026-11-23", mode: .pregnancy).isEmpty)
    }

    @Test func thePeriodEndQuestionIsAReminderOnItsDay() throws {
        #expect(try due(on: "2026-11-01", Cycles.ongoing) == [Reminder(kind: .periodEnd, text: DaySentences.periodEndQuestion(1), at: "2026-11-01")])
        #expect(try due(on: "2026-11-02", Cycles.ongoing).isEmpty)
    }

    @Test func waterBelowTheGoalIsMentionedFromSixInTheEvening() throws {
        #expect(try due(on: "2026-11-10", at: 17, minute: 59, water: 1200, goal: 2000).isEmpty)
        #expect(try due(on: "2026-11-10", at: 18, water: 1200, goal: 2000)
            == [Reminder(kind: .water, text: "Water: 1200 of 2000 ml so far today; a glass or two would help.", at: "2026-11-10")])
        #expect(try due(on: "2026-11-10", at: 20, water: 2000, goal: 2000).isEmpty)
        #expect(try due(on: "2026-11-10", at: 20, water: 0, goal: nil).isEmpty)
    }

    @Test func missingSupplementsAreMentionedFromSixInTheEvening() throws {
        #expect(try due(on: "2026-11-10", at: 12, supplementsMissing: true).isEmpty)
        #expect(try due(on: "2026-11-10", at: 18, supplementsMissing: true).map(\.text) == ["You haven't logged your supplements today."])
    }

    @Test func breathingAndJournalingNameTheChosenTimeAndAreDatedByIt() throws {
        let today = isoDay("2026-11-10")
        let day = try Cycles.day(Cycles.regular, on: today)
        let reminders = day.reminders(ReminderInputs(now: Moment(day: today, hour: 22, minute: 0), breathingFrom: 21 * 3600 + 30 * 60, journalingFrom: 21 * 3600))
        #expect(reminders.map(\.at) == ["2026-11-10T21:30:00", "2026-11-10T21:00:00"])
        #expect(reminders[0].text.worded(by: .tags) == "Breathing: a few minutes of slow breathing, as you asked at 21:30 ('<breathe>', or '<morningRoutine>').")
        #expect(reminders[1].text.description.hasPrefix("Journal: nothing logged about today yet, as you asked at 21:00; how was it?"))
    }

    static let now = Moment(day: isoDay("2026-11-10"), hour: 9, minute: 0)

    @Test(arguments: [
        ("2026-11-10", 14, 0, nil, true), ("2026-11-10", 8, 0, nil, true), ("2026-11-10", 7, 59, nil, false),
        ("2026-11-11", 9, 0, 600, true), ("2026-11-11", 9, 0, 60, false), ("2026-11-11", 9, 0, nil, false),
        ("2026-11-13", 9, 0, 3 * 1440, true), ("2026-11-09", 23, 0, 600, false),
    ] as [(String, Int, Int, Int?, Bool)])
    func anAppointmentIsDueTodayUntilAnHourPastOrWhenItsReminderFallsToday(_ day: String, _ hour: Int, _ minute: Int, _ reminder: Int?, _ due: Bool) {
        let appointment = UpcomingAppointment(title: "Scan", at: Moment(day: isoDay(day), hour: hour, minute: minute), reminderMinutes: reminder)
        #expect(PersonDay.isDue(appointment, now: Self.now) == due)
    }

    @Test func anAppointmentSaysWhenAndWhere() throws {
        let today = UpcomingAppointment(title: "Scan", at: Moment(day: isoDay("2026-11-10"), hour: 14, minute: 0), place: "Clinic")
        let tomorrow = UpcomingAppointment(title: "GP", at: Moment(day: isoDay("2026-11-11"), hour: 9, minute: 5), reminderMinutes: 24 * 60)
        let reminders = try due(on: "2026-11-10", appointments: [today, tomorrow])
        #expect(reminders == [
            Reminder(kind: .appointment, text: "Scan today at 14:00 at Clinic.", at: "2026-11-10T14:00:00"),
            Reminder(kind: .appointment, text: "GP Wed 11 Nov at 09:05 (tomorrow).", at: "2026-11-11T09:05:00"),
        ])
    }

    @Test func remindersComeInOneOrder() throws {
        let appointment = UpcomingAppointment(title: "Scan", at: Moment(day: isoDay("2026-11-22"), hour: 23, minute: 0))
        let today = isoDay("2026-11-22")
        let inputs = ReminderInputs(now: Moment(day: today, hour: 22, minute: 0), waterMilliliters: 500, waterGoalMilliliters: 2000,
                                    supplementsMissing: true, appointments: [appointment], breathingFrom: 21 * 3600, journalingFrom: 21 * 3600)
        #expect(try Cycles.day(Cycles.regular, on: today).reminders(inputs).map(\.kind)
            == [.period, .water, .supplements, .breathing, .journaling, .appointment])
    }
}
