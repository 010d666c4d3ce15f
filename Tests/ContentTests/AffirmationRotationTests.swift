import Content
import CycleCore
import Foundation
import Testing

@Suite struct AffirmationRotationTests {
    static let knowledge = try! Knowledge(files: KnowledgeFixture.valid().texts)
    static let start = Day(year: 2026, month: 1, day: 1)!

    @Test func theSameDayGivesTheSameAffirmation() {
        let day = Day(year: 2026, month: 11, day: 10)!
        #expect(Self.knowledge.affirmation(on: day)?.id == Self.knowledge.affirmation(on: day)?.id)
    }

    @Test func consecutiveDaysDiffer() {
        for offset in 0..<400 {
            let today = Self.knowledge.affirmation(on: Self.start + offset)
            let tomorrow = Self.knowledge.affirmation(on: Self.start + offset + 1)
            #expect(today?.id != tomorrow?.id, "day \(offset) repeats")
        }
    }

    @Test func everyAffirmationComesRoundBeforeAnyRepeats() {
        let count = Self.knowledge.affirmations.count
        let ids = Set((0..<count).compactMap { Self.knowledge.affirmation(on: Self.start + $0)?.id })
        #expect(ids.count == count)
    }

    @Test func aPhaseOrModeNarrowsTheChoice() throws {
        var fixture = KnowledgeFixture.valid()
        fixture.editAll(.affirmations, "affirmations") { index, item in
            item["phases"] = index < 10 ? ["luteal"] : ["menstrual"]
            item["modes"] = index == 3 ? ["pregnancy"] : []
        }
        let knowledge = try Knowledge(files: fixture.texts)
        for offset in 0..<30 {
            let chosen = try #require(knowledge.affirmation(on: Self.start + offset, phase: .luteal, mode: .cycle))
            #expect(chosen.phases == [.luteal])
            #expect(chosen.id != "a004")
        }
        #expect(knowledge.affirmation(on: Self.start, phase: .ovulation) == nil)
    }
}
