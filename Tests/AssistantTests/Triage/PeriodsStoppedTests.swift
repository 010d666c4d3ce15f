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

    @Test(arguments: ["my periods stopped 3 years ago but ive had some spotting this week",
                      "went through the menopause at 51 and now a period came back"])
    func bleedingYearsAfterPeriodsStoppedStillNeedsAnAppointment(message: String) throws {
        let found = try AssistantFixture.triage(message, in: "none")
        #expect(found?.rule == "bleeding-after-menopause", "\(message) → \(String(describing: found))")
    }
}
