import BloomTestSupport
import CycleCore
import DayModel
import Testing

/// What the profile's conditions and reminder times change in the day model: with PCOS the
/// prediction explains why its range is wide (the dates do not move); breathing and journaling
/// reminders are due from the chosen time until done.
@Suite struct ConditionsAndRemindersTests {
    @Test func withPCOSThePredictionExplainsItsWideRangeAndKeepsItsDates() throws {
        let scenario = Scenario(mode: .cycle, history: .irregular, charted: false, dayOffset: 9)
        var inputs = scenario.inputs
        let plain = try #require(try PersonDay(inputs, today: scenario.today).prediction)
        inputs.conditions = [.pcos]
        let explained = try #require(try PersonDay(inputs, today: scenario.today).prediction)
        #expect(explained.nextStart == plain.nextStart && explained.earliest == plain.earliest && explained.latest == plain.latest)
        #expect(explained.fertileStart == plain.fertileStart && explained.ovulation == plain.ovulation && explained.confidence == plain.confidence)
        #expect(explained.explanation.notes == plain.explanation.notes + [PersonDay.pcosNote])
        #expect(PersonDay.pcosNote.contains("irregular cycles are expected") && PersonDay.pcosNote.contains("wide"))
        inputs.conditions = [.endometriosis, .ibs]
        #expect(try PersonDay(inputs, today: scenario.today).prediction?.explanation.notes == plain.explanation.notes)
    }

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
