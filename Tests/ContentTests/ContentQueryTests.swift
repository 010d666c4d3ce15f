import Content
import CycleCore
import Testing

/// The rules the content commands select by: yoga, nutrition, foods to avoid, breathing.
@Suite struct ContentQueryTests {
    static let knowledge = try! Knowledge.load()

    @Test func aQueryThatMatchesNoPoseSuggestsAndOneThatFitsNothingSaysSo() {
        #expect(throws: ContentQueryMiss.self) { try Self.knowledge.yoga(query: "qqxxzz", phase: nil, trimester: nil) }
        do {
            _ = try Self.knowledge.yoga(query: "qqxxzz", phase: nil, trimester: nil)
        } catch {
            guard case .noMatch = error else { Issue.record("expected noMatch, got \(error)"); return }
        }
    }

    @Test func aTrimesterLeavesOutThePosesToAvoidAndKeepsOnlyItsRoutines() throws {
        for trimester in Trimester.allCases {
            let chosen = try Self.knowledge.yoga(query: nil, phase: nil, trimester: trimester)
            #expect(!chosen.poses.isEmpty)
            #expect(chosen.poses.allSatisfy { $0.pregnancy[trimester] != .avoid })
            #expect(chosen.routines.allSatisfy { $0.trimester == trimester })
        }
        let avoided = Self.knowledge.poses.filter { $0.pregnancy[.third] == .avoid }
        #expect(!avoided.isEmpty, "the sweep needs a pose to avoid in the third trimester")
    }

    @Test func withoutATrimesterPregnancyRoutinesAreLeftOutAndAPhaseFiltersBoth() throws {
        let all = try Self.knowledge.yoga(query: nil, phase: nil, trimester: nil)
        #expect(all.poses.count == Self.knowledge.poses.count)
        #expect(all.routines.allSatisfy { $0.trimester == nil })
        let luteal = try Self.knowledge.yoga(query: nil, phase: .luteal, trimester: nil)
        #expect(luteal.poses.allSatisfy { $0.phases.contains(.luteal) })
        #expect(luteal.routines.allSatisfy { $0.phases.contains(.luteal) && $0.trimester == nil })
    }

    @Test func aNutrientByNameKeepsItAndOnlyTheTipsAboutIt() throws {
        let iron = try Self.knowledge.nutrition(query: "iron", phase: nil, trimester: nil, nutrient: nil)
        #expect(iron.nutrients.map(\.id) == ["iron"])
        #expect(!iron.tips.isEmpty)
        #expect(iron.tips.allSatisfy { $0.nutrients.contains("iron") })
        #expect(!iron.listOnly)
    }

    @Test func noQueryAndNoFilterListsEveryNutrient() throws {
        let list = try Self.knowledge.nutrition(query: nil, phase: nil, trimester: nil, nutrient: nil)
        #expect(list.listOnly)
        #expect(list.nutrients.isEmpty && list.avoid.isEmpty)
        let filtered = try Self.knowledge.nutrition(query: nil, phase: .menstrual, trimester: nil, nutrient: nil)
        #expect(!filtered.listOnly)
        #expect(filtered.tips.allSatisfy { $0.phases.contains(.menstrual) })
    }

    @Test func aNutritionQueryMatchingNothingGivesAtMostThreeSuggestions() {
        do {
            _ = try Self.knowledge.nutrition(query: "irn", phase: nil, trimester: nil, nutrient: nil)
        } catch {
            if case let .noMatch(suggestions) = error { #expect(suggestions.count <= 3) }
        }
        #expect(throws: ContentQueryMiss.self) { try Self.knowledge.nutrition(query: "qqxxzz", phase: nil, trimester: nil, nutrient: nil) }
    }

    @Test func foodsToAvoidAreAllOfThemWithoutAQuery() throws {
        #expect(try Self.knowledge.avoidItems(query: nil).count == Self.knowledge.avoid.items.count)
        #expect(throws: ContentQueryMiss.self) { try Self.knowledge.avoidItems(query: "qqxxzz") }
    }

    @Test func breathingWithoutAQueryIsBoxBreathing() throws {
        #expect(try Self.knowledge.breathingPattern(query: nil).id == "box")
        #expect(throws: ContentQueryMiss.self) { try Self.knowledge.breathingPattern(query: "qqxxzz") }
    }

    @Test func partnerTipsFitTheTrimesterInPregnancy() {
        for trimester in Trimester.allCases {
            let tips = Self.knowledge.partnerTips(mode: .pregnancy, phase: nil, trimester: trimester)
            #expect(!tips.isEmpty)
            #expect(tips.allSatisfy { $0.trimesters.contains(trimester) }, "\(trimester)")
        }
    }

    @Test func partnerTipsFitThePhaseAndModeOtherwise() {
        for mode in [Mode.cycle, .ttc] {
            for phase in Phase.allCases {
                let tips = Self.knowledge.partnerTips(mode: mode, phase: phase, trimester: nil)
                #expect(!tips.isEmpty)
                #expect(tips.allSatisfy { $0.trimesters.isEmpty && ($0.modes.isEmpty || $0.modes.contains(mode)) && ($0.phases.isEmpty || $0.phases.contains(phase)) })
            }
        }
    }

    @Test func theDaysPartnerTipsAreStableAllDayAndMoveOnTheNext() throws {
        let day = try Day(iso: "2026-11-20")
        let today = Self.knowledge.partnerTips(mode: .cycle, phase: .luteal, trimester: nil, on: day, count: 3)
        #expect(today.count == 3 && Set(today.map(\.id)).count == 3)
        #expect(today == Self.knowledge.partnerTips(mode: .cycle, phase: .luteal, trimester: nil, on: day, count: 3))
        #expect(today != Self.knowledge.partnerTips(mode: .cycle, phase: .luteal, trimester: nil, on: day + 1, count: 3))
        let fitting = Self.knowledge.partnerTips(mode: .cycle, phase: .luteal, trimester: nil)
        #expect(today.allSatisfy(fitting.contains))
    }
}
