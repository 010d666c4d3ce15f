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
}
