import BloomTestSupport
import Content
import CycleCore
import Testing
@testable import Reports

/// Home pregnancy tests are listed under the cycles, each by its day, its cycle day and its
/// result, for every reader; a report with none says nothing of them.
@Suite struct PregnancyTestReportTests {
    static func inputs() throws -> ReportInputs {
        var inputs = try ReportFixtures.cycle()
        inputs.pregnancyTests = [
            ReportPregnancyTest(day: isoDay("2026-09-24"), positive: true, faint: true),
            ReportPregnancyTest(day: isoDay("2026-08-20"), positive: false),
            ReportPregnancyTest(day: isoDay("2026-01-02"), positive: true),
        ]
        return inputs
    }

    @Test(arguments: ReportReader.allCases.filter { $0 != .midwife })
    func theTestsInTheSpanAreListedWithTheirCycleDay(reader: ReportReader) throws {
        let document = ReportDocument(try ReportFixtures.model(Self.inputs(), ReportRequest(reader: reader)), paper: .a4, wording: .tags)
        let line = "Home pregnancy tests: 2026-08-20 (cycle day 22) negative, 2026-09-24 (cycle day 3) positive (faint line)."
        #expect(document.allText.contains(line), "\(document.allText.filter { $0.contains("pregnancy") })")
        let filter = try OutputFilter(guardrails: try Knowledge.load().guardrails)
        #expect(filter.check(line) == nil)
    }

    @Test func aReportWithNoTestSaysNothingOfThem() throws {
        let document = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle()), paper: .a4, wording: .tags)
        #expect(!document.allText.contains { $0.contains("pregnancy test") })
    }
}
