import BloomTestSupport
import CycleCore
import DayModel
import NextSteps
import Testing
@testable import Reports

/// The report names the commands it points to as typed steps, written by the wording it is
/// given (a file's: the executable's commands without this computer's folders); its errors say
/// which day or format to change as steps too.
@Suite struct ReportNextStepsTests {
    @Test func theNotesPointToTheSameFiguresThroughTheWordingGiven() throws {
        let document = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle()), paper: .a4, wording: .tags)
        let text = document.allText.joined(separator: "\n")
        #expect(text.contains("(as '<seeHistory>')") && text.contains("(as '<seePrediction>')"), "\(text)")
        #expect(!text.contains("bloom ") && !text.contains("⟨"), "no command of the library's own, no step left unworded")
    }

    @Test func aPregnancyReportWithoutDatingNamesBothWaysToDateIt() throws {
        let day = try PersonDay(DayInputs(profileName: "Alex", mode: .pregnancy, periods: []), today: ReportFixtures.cycleToday)
        let document = ReportDocument(try ReportFixtures.model(ReportInputs(day: day), ReportRequest(reader: .midwife)), paper: .a4, wording: .full)
        let text = document.allText.joined(separator: "\n")
        #expect(text.contains("record one with 'logPregnancy(NextSteps.NextStep.PregnancyDate.lastPeriod, NextSteps.NextStep.DayChoice.blank)'"
            + " or 'logPregnancy(NextSteps.NextStep.PregnancyDate.dueDate, NextSteps.NextStep.DayChoice.blank)'"), "\(text)")
    }

    @Test func aSpanThatRunsBackwardsNamesBothEndsToChange() {
        let from = Day(year: 2026, month: 11, day: 5)!, to = Day(year: 2026, month: 11, day: 1)!
        let error = ReportRequestError.fromAfterTo(from: from, to: to)
        #expect(error.explanation.steps == [.chooseReportStart, .chooseReportEnd])
        #expect(error.explanation.worded(by: .tags) == "<chooseReportStart> 2026-11-05 is after <chooseReportEnd> 2026-11-01; give the earlier day first")
    }

    @Test func withoutCairoTheReportCanBeWrittenAsHTML() {
        #expect(PDFReportError.cairoUnavailable("not found").explanation.steps == [.writeHTMLInstead])
        #expect(PDFReportError.cairoFailed("no memory").explanation.steps.isEmpty)
    }
}
