@testable import Assistant
import Content
import CycleCore
import Testing

/// Periods that stopped months ago, with no bleeding since, are periods stopping (worth a GP
/// appointment for that reason), never "bleeding after the menopause": the word "period" in
/// "my periods stopped" is no bleeding. Bleeding or a period that comes back years after
/// they stopped still is. Phrasings written for this suite.
@Suite struct PeriodsStoppedTests {
    @Test func periodsStoppedMonthsAgoAreNoBleedingAfterTheMenopause() throws {
        let stopped = try AssistantFixture.triage("my periods stopped 5 months ago and im not pregnant", in: "none")
        #expect(stopped?.rule != "bleeding-after-menopause", "\(String(describing: stopped))")
        #expect(stopped?.rule == "periods-stopped", "\(String(describing: stopped))")
    }

    /// "Delayed for two weeks" is a late period, not one that lasts two weeks.
    @Test func aPeriodDelayedForWeeksIsNoLongPeriod() throws {
        let late = try AssistantFixture.triage("im 47 and my period has been delayed for two weeks, usually regular", in: "none")
        #expect(late?.rule != "long-periods", "\(String(describing: late))")
    }

    @Test(arguments: ["my periods stopped 3 years ago but ive had some spotting this week",
                      "went through the menopause at 51 and now a period came back"])
    func bleedingYearsAfterPeriodsStoppedStillNeedsAnAppointment(message: String) throws {
        let found = try AssistantFixture.triage(message, in: "none")
        #expect(found?.rule == "bleeding-after-menopause", "\(message) → \(String(describing: found))")
    }
}
