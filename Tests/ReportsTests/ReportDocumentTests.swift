import BloomTestSupport
import Content
import CycleCore
import Testing
@testable import Reports

@Suite struct ReportDocumentTests {
    static let cycleSections = ["cycles", "cycle-lengths", "symptoms", "supplements", "temperatures", "estimates"]

    @Test func theReaderPicksTheOrder() throws {
        let gp = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle()), paper: .a4, wording: .tags)
        #expect(gp.sections.map(\.id) == Self.cycleSections)
        let fertility = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle(), ReportRequest(reader: .fertility)), paper: .a4, wording: .tags)
        #expect(fertility.sections.map(\.id) == ["temperatures", "cycles", "cycle-lengths", "estimates", "symptoms", "supplements"])
        let midwife = ReportDocument(try ReportFixtures.model(ReportFixtures.pregnancy()), paper: .a4, wording: .tags)
        #expect(midwife.sections.map(\.id) == ["dating", "appointments", "symptoms", "kicks", "contractions", "weight", "supplements", "checklist"])
    }

    @Test func theFertilityTableShowsTheShiftAndTheFirstPositiveTest() throws {
        let document = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle(), ReportRequest(reader: .fertility)), paper: .a4, wording: .tags)
        let table = try #require(Self.tables(in: document, section: "cycles").first)
        #expect(table.columns.map(\.title).suffix(2) == ["Temp. shift (cycle day)", "First positive LH (cycle day)"])
        #expect(table.rows[3].suffix(2) == ["13", "11"])
        let gp = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle()), paper: .a4, wording: .tags)
        let gpTable = try #require(Self.tables(in: gp, section: "cycles").first)
        #expect(gpTable.rows.map { $0[2...6].joined(separator: "|") } == [
            "5|28|heavy (2 days)|7/10|2", "6|31|medium (1 day)|2/10|1", "5|26|none logged|–|–",
            "4|28|heavy (2 days)|9/10|1", "–|in progress|none logged|–|–",
        ])
    }

    @Test func everySectionIsThereAndSaysSoWhenNothingWasLogged() throws {
        let cycle = ReportDocument(try ReportFixtures.model(ReportFixtures.empty()), paper: .a4, wording: .tags)
        #expect(cycle.sections.map(\.id) == Self.cycleSections)
        let empties = cycle.sections.compactMap { section in section.blocks.compactMap { if case let .empty(text) = $0 { text } else { nil } }.first }
        #expect(empties == [
            "No periods logged in this span.",
            "No completed cycle in this span: a cycle length needs two period starts.",
            "No bleeding, pain or symptoms logged in this span.",
            "No medicines or supplements logged in this span.",
            "No temperatures or ovulation tests logged in this span.",
            "No estimate yet: Bloom needs at least one logged period start.",
        ])
        let pregnancy = ReportDocument(try ReportFixtures.model(ReportFixtures.empty(), ReportRequest(reader: .midwife)), paper: .a4, wording: .tags)
        #expect(pregnancy.sections.count == 8)
        #expect(pregnancy.sections.allSatisfy { section in section.blocks.contains { if case .empty = $0 { true } else { false } } })
    }

    @Test func theHeaderSaysWhoWhenAndThatItHoldsEstimates() throws {
        let document = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle()), paper: .a4, wording: .tags)
        #expect(document.header.map(\.label) == ["Name", "Dates covered", "Generated", "Prepared for"])
        #expect(document.header.map(\.value) == ["Sam", "2026-06-01 to 2026-10-01", "2026-10-01 by Bloom", "a GP"])
        #expect(document.notice.hasPrefix("Estimates, not a diagnosis"))
        let anonymous = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle(), ReportRequest(anonymous: true)), paper: .a4, wording: .tags)
        #expect(!anonymous.allText.contains { $0.contains("Sam") })
    }

    @Test func theStatisticsAreWordedFromTheSameNumbers() throws {
        let document = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle()), paper: .a4, wording: .tags)
        let facts = Self.facts(in: document, section: "cycle-lengths")
        #expect(facts["Cycles in this span"] == "28, 31, 26, 28 days")
        #expect(facts["Average cycle"] == "28.3 days")
        #expect(facts["Standard deviation"] == "2.1 days")
        #expect(facts["Variation (SD ÷ average)"]?.hasPrefix("0.073: regular") == true)
        #expect(facts["Shortest and longest"] == "26 and 31 days")
        #expect(facts["Average period"] == "5 days")
    }

    @Test func noTextTripsTheGuardrails() throws {
        let filter = try OutputFilter(guardrails: try Knowledge.load().guardrails)
        for inputs in [try ReportFixtures.cycle(), try ReportFixtures.pregnancy(), try ReportFixtures.empty()] {
            for reader in ReportReader.allCases {
                let document = ReportDocument(try ReportFixtures.model(inputs, ReportRequest(reader: reader)), paper: .a4, wording: .tags)
                for text in document.allText {
                    #expect(filter.check(text) == nil, "\(text)")
                }
            }
        }
    }

    static func tables(in document: ReportDocument, section id: String) -> [ReportTable] {
        document.sections.first { $0.id == id }?.blocks.compactMap { if case let .table(table) = $0 { table } else { nil } } ?? []
    }

    static func facts(in document: ReportDocument, section id: String) -> [String: String] {
        let blocks = document.sections.first { $0.id == id }?.blocks ?? []
        let facts: [ReportFact] = blocks.flatMap { block -> [ReportFact] in
            if case let .facts(list) = block { return list }
            return []
        }
        return Dictionary(facts.map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
