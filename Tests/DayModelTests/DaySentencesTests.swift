import BloomTestSupport
import CycleCore
import DayModel
import BloomTestSupport
import NextSteps
import Testing

/// The sentences several views print word for word (`DaySentences`).
@Suite struct DaySentencesTests {
    @Test(arguments: [("2026-11-25", "Your period is 1 day later than estimated (Tue 24 Nov)"),
                      ("2026-11-27", "Your period is 3 days later than estimated (Tue 24 Nov)")])
    func lateNamesTheDaysLateAndTheEstimatedDay(_ today: String, _ sentence: String) throws {
        let status = try #require(try Cycles.status(Cycles.regular, on: isoDay(today)))
        #expect(DaySentences.late(status) == sentence)
    }

    @Test func thePeriodEndQuestionSaysHowToAnswerAndWhichReminderItIs() {
        #expect(DaySentences.periodEndQuestion(1).worded(by: .tags) == "Has your period ended? If it has, log it with '<logPeriodEnd>' (reminder 1 of 2).")
        #expect(DaySentences.periodEndQuestion(1).steps == [.logPeriodEnd(.blank)])
        #expect(DaySentences.periodEndQuestion(2).description.hasSuffix("(reminder 2 of 2)."))
    }
}
