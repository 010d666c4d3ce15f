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

    @Test func theSameDayAndSituationGiveTheSamePicks() {
        let day = Day(year: 2026, month: 11, day: 22)!
        let first = DailyPicks.choose(from: Self.knowledge, on: day, mode: .cycle, phase: .luteal, trimester: nil)
        let again = DailyPicks.choose(from: Self.knowledge, on: day, mode: .cycle, phase: .luteal, trimester: nil)
        #expect(first.nutrition?.id == again.nutrition?.id && first.selfCare?.id == again.selfCare?.id)
        #expect(first.movement?.id == again.movement?.id && first.affirmation?.id == again.affirmation?.id)
    }

    @Test func thePicksRotateFromDayToDay() {
        let first = Day(year: 2026, month: 1, day: 1)!
        let picks = (0..<30).map { DailyPicks.choose(from: Self.knowledge, on: first + $0, mode: .cycle, phase: .follicular, trimester: nil) }
        #expect(Set(picks.compactMap(\.nutrition?.id)).count > 1)
        #expect(Set(picks.compactMap(\.movement?.id)).count > 1)
    }

    @Test(arguments: Phase.allCases)
    func theFoodTipIsForTodaysPhase(_ phase: Phase) throws {
        let first = Day(year: 2026, month: 1, day: 1)!
        for offset in 0..<30 {
            let tip = try #require(DailyPicks.choose(from: Self.knowledge, on: first + offset, mode: .cycle, phase: phase, trimester: nil).nutrition)
            #expect(tip.phases.contains(phase), "\(tip.id)")
            #expect(tip.modes.isEmpty || tip.modes.contains(.cycle), "\(tip.id)")
        }
    }

    @Test(arguments: Trimester.allCases)
    func inPregnancyTheMovementSuitsTheTrimester(_ trimester: Trimester) throws {
        let first = Day(year: 2026, month: 1, day: 1)!
        for offset in 0..<30 {
            let movement = try #require(DailyPicks.choose(from: Self.knowledge, on: first + offset, mode: .pregnancy, phase: nil, trimester: trimester).movement)
            switch movement {
            case let .routine(routine): #expect(routine.trimester == trimester, "\(routine.id)")
            case let .pose(pose): #expect(pose.pregnancy[trimester] == .safe, "\(pose.id)")
            }
        }
    }

    @Test func aMovementReadsAsItsNameAndHowLong() throws {
        let day = Day(year: 2026, month: 11, day: 22)!
        for offset in 0..<10 {
            let movement = try #require(DailyPicks.choose(from: Self.knowledge, on: day + offset, mode: .cycle, phase: .menstrual, trimester: nil).movement)
            #expect(movement.text == "\(movement.name) · \(movement.detail)")
            switch movement {
            case let .pose(pose):
                #expect(movement.id == "pose:\(pose.id)" && movement.detail == "hold \(pose.hold)")
            case let .routine(routine):
                #expect(movement.id == "routine:\(routine.id)" && movement.detail == "routine, \(routine.totalMinutes) min")
            }
        }
    }
}
