import BloomTestSupport
import CycleCore
import DayModel
import NextSteps
import Testing

/// Reminders and the sentences several views print name what to do as typed steps: the day
/// model writes no command, the executable words them.
@Suite struct ReminderNextStepsTests {
    let today = isoDay("2026-11-22")

    func reminders(_ inputs: DayInputs, at hour: Int, breathing: Bool = false, journaling: Bool = false) throws -> [Reminder] {
        let day = try PersonDay(inputs, today: today)
        return day.reminders(ReminderInputs(now: Moment(day: today, hour: hour, minute: 0), breathingFrom: breathing ? 3600 : nil,
                                            journalingFrom: journaling ? 3600 : nil))
    }

    @Test func aLatePeriodAsksForItsStartToBeLoggedWhenItComes() throws {
        let periods = [PeriodRecord(start: isoDay("2026-09-20"), end: isoDay("2026-09-24")),
                       PeriodRecord(start: isoDay("2026-10-18"), end: isoDay("2026-10-22"))]
        let late = try #require(try reminders(DayInputs(profileName: "me", mode: .cycle, periods: periods), at: 9).first { $0.kind == .periodLate })
        #expect(late.text.steps == [.logPeriodStart(.today)])
        #expect(late.text.description.contains("later than estimated") && !late.text.description.contains("bloom"))
    }

    @Test func breathingAndJournalingNameWhatToRun() throws {
        let due = try reminders(DayInputs(profileName: "me", mode: .cycle, periods: []), at: 22, breathing: true, journaling: true)
        #expect(due.first { $0.kind == .breathing }?.text.steps == [.breathe, .morningRoutine])
        #expect(due.first { $0.kind == .journaling }?.text.steps == [.logMoodAndNote])
    }

    @Test func thePeriodEndQuestionNamesTheEndToLog() {
        let question = DaySentences.periodEndQuestion(2)
        #expect(question.steps == [.logPeriodEnd(.blank)])
        #expect(question.worded(by: StepWording { _ in "END" }) == "Has your period ended? If it has, log it with 'END' (reminder 2 of 2).")
    }
}
