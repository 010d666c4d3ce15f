import Content
import CycleCore
@testable import DayModel
import Testing

/// Today's picks: one idea each, never the food pick again as self-care.
@Suite struct DailyPicksTests {
    static let knowledge = try! Knowledge.load()

    @Test func selfCareNeverRepeatsTheNutrientTheFoodPickIsAbout() throws {
        let first = Day(year: 2026, month: 1, day: 1)!
        var checked = 0
        for mode in [Mode.cycle, .ttc] {
            for phase in Phase.allCases {
                for offset in 0..<120 {
                    let picks = DailyPicks.choose(from: Self.knowledge, on: first + offset, mode: mode, phase: phase, trimester: nil)
                    guard let tip = picks.nutrition, let care = picks.selfCare else { continue }
                    let words = Set((care.id + " " + care.title).lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
                    for nutrient in tip.nutrients {
                        let themes = nutrient.split(separator: "-").map(String.init).filter { $0.count > 1 }
                        #expect(words.isDisjoint(with: themes), "\(first + offset) \(mode) \(phase): \(tip.title) / \(care.title)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 500)
    }

    @Test func theMenstrualIronTipIsNotPairedWithTheIronSelfCareItem() throws {
        // 2026-11-22 on period day 3 once gave "Rebuild iron…" and "Foods with iron" together.
        let day = Day(year: 2026, month: 11, day: 22)!
        let picks = DailyPicks.choose(from: Self.knowledge, on: day, mode: .cycle, phase: .menstrual, trimester: nil)
        if picks.nutrition?.nutrients.contains("iron") == true {
            #expect(picks.selfCare?.id != "iron-rich-plate")
        }
        #expect(picks.selfCare != nil)
    }
}
