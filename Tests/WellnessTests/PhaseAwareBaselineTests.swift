import CycleCore
import Foundation
import Testing
@testable import Wellness

@Suite struct PhaseAwareBaselineTests {
    /// The share of scored days in `person`'s last 120 days that come out red ("low recovery").
    static func falseLowRate(_ person: SyntheticData.Person, constants: WellnessConstants) -> (low: Int, scored: Int, lutealLow: Int) {
        var low = 0, scored = 0, lutealLow = 0
        for ordinal in (person.days.upperBound.ordinal - 119)...person.days.upperBound.ordinal {
            let day = Day(ordinal: ordinal)
            let card = RecoveryScore.card(on: day, history: person.history, constants: constants)
            guard card.value != nil else { continue }
            scored += 1
            if card.band == .red {
                low += 1
                if case .cycle(.luteal, _) = person.history[day].context { lutealLow += 1 }
            }
        }
        return (low, scored, lutealLow)
    }

    @Test func phaseAwareBaselinesCutFalseLowRecoveryDays() {
        var plainConstants = WellnessConstants()
        plainConstants.phaseMinimumCycles = .max  // never phase-aware: a plain 60-day baseline
        var plain = (low: 0, scored: 0, lutealLow: 0), aware = (low: 0, scored: 0, lutealLow: 0)
        for seed in UInt64(1)...30 {
            let person = SyntheticData.cyclingPerson(seed: seed)
            let p = Self.falseLowRate(person, constants: plainConstants), a = Self.falseLowRate(person, constants: .standard)
            plain = (plain.low + p.low, plain.scored + p.scored, plain.lutealLow + p.lutealLow)
            aware = (aware.low + a.low, aware.scored + a.scored, aware.lutealLow + a.lutealLow)
        }
        let plainRate = Double(plain.low) / Double(plain.scored), awareRate = Double(aware.low) / Double(aware.scored)
        print("false low-recovery days: plain 60-day baseline \(plain.low)/\(plain.scored) = \(String(format: "%.1f", plainRate * 100))% (luteal \(plain.lutealLow)); phase-aware \(aware.low)/\(aware.scored) = \(String(format: "%.1f", awareRate * 100))% (luteal \(aware.lutealLow))")
        #expect(plain.scored == aware.scored)
        #expect(awareRate < plainRate * 0.6)
        #expect(aware.lutealLow < plain.lutealLow / 2)
    }

    @Test func aLutealDayIsExplainedAsTheUsualDip() throws {
        let person = SyntheticData.cyclingPerson(seed: 3)
        let day = try #require((person.days.upperBound.ordinal - 40...person.days.upperBound.ordinal).map(Day.init(ordinal:)).first {
            if case .cycle(.luteal, _) = person.history[$0].context { return true }
            return false
        })
        let card = RecoveryScore.card(on: day, history: person.history)
        #expect(card.baseline?.label == "your 90-day luteal normal")
        #expect(card.notes.contains { $0.contains("not counted against your recovery") || $0.contains("not counted as poor recovery") })
    }

    @Test func withOneCycleOfDataThePlainBaselineIsUsed() throws {
        let person = SyntheticData.cyclingPerson(seed: 4, days: 60)
        // The last luteal day of the first cycle: only one cycle has luteal nights so far.
        let day = try #require((person.days.lowerBound.ordinal...person.days.upperBound.ordinal).map(Day.init(ordinal:)).last { person.history[$0].context == .cycle(.luteal, cycle: 1) })
        let card = RecoveryScore.card(on: day, history: person.history)
        #expect(card.baseline?.label == "your 60-day normal")
        #expect(card.notes.contains("A luteal-phase baseline starts once 2 cycles have luteal nights; until then you are compared with your 60-day normal."))
    }

    @Test func pregnancyBaselinesRestartEachTrimester() {
        let lmp = Day(year: 2025, month: 1, day: 1)!
        var random = SeededRandom(seed: 9)
        let days = (0..<(14 * 7 + 10)).map { offset -> DayInputs in
            let day = lmp + offset
            return DayInputs(day: day, restingHeartRate: 62 + random.normal(),
                             hrv: [HRVReading(instant: Int64(day.ordinal) * 86_400 + 4 * 3600, localSecondOfDay: 4 * 3600, sdnn: 45 * exp(0.1 * random.normal()))],
                             context: .pregnant(Trimester(gestationalDays: offset)))
        }
        let history = WellnessHistory(days)
        let lastOfFirst = RecoveryScore.card(on: lmp + 97, history: history)
        #expect(lastOfFirst.baseline?.label == "your 1st-trimester normal")
        let secondDay = RecoveryScore.card(on: lmp + 99, history: history)  // 1 night of the 2nd trimester so far
        #expect(secondDay.value == nil)
        #expect(secondDay.status.message?.hasPrefix("calibrating: 13 more nights (baselines restart each trimester") == true)
    }
}
