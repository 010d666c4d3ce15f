import CycleCore
import Foundation
import Testing
@testable import Wellness

@Suite struct PhaseAwareBaselineTests {
    struct Counts {
        var falseLow = 0, ordinary = 0, lutealFalseLow = 0, caught = 0, trulyLow = 0
        mutating func add(_ other: Counts) {
            falseLow += other.falseLow; ordinary += other.ordinary; lutealFalseLow += other.lutealFalseLow
            caught += other.caught; trulyLow += other.trulyLow
        }
        var falseRate: Double { Double(falseLow) / Double(ordinary) }
        var sensitivity: Double { Double(caught) / Double(trulyLow) }
    }

    /// Red ("low recovery") days among the scored days of `person`'s last 120 days: on ordinary
    /// days (false alarms) and on the days given a real drop (caught).
    static func lows(_ person: SyntheticData.Person, constants: WellnessConstants) -> Counts {
        var counts = Counts()
        for ordinal in (person.days.upperBound.ordinal - 119)...person.days.upperBound.ordinal {
            let day = Day(ordinal: ordinal)
            let card = RecoveryScore.card(on: day, history: person.history, constants: constants)
            guard card.value != nil else { continue }
            let red = card.band == .red
            if person.trulyLow.contains(day) {
                counts.trulyLow += 1
                if red { counts.caught += 1 }
            } else {
                counts.ordinary += 1
                if red {
                    counts.falseLow += 1
                    if case .cycle(.luteal, _) = person.history[day].context { counts.lutealFalseLow += 1 }
                }
            }
        }
        return counts
    }

    /// 30 synthetic people, 240 days each, with a realistic luteal shift and 5% of days given a
    /// real drop. Phase-aware baselines cut false low-recovery days and still catch real drops.
    @Test func phaseAwareBaselinesCutFalseLowRecoveryDays() {
        var plainConstants = WellnessConstants()
        plainConstants.phaseMinimumCycles = .max  // never phase-aware: a plain 60-day baseline
        var plain = Counts(), aware = Counts()
        for seed in UInt64(1)...30 {
            let person = SyntheticData.cyclingPerson(seed: seed, trueLowRate: 0.05)
            plain.add(Self.lows(person, constants: plainConstants))
            aware.add(Self.lows(person, constants: .standard))
        }
        func percent(_ x: Double) -> String { String(format: "%.1f%%", x * 100) }
        print("false low-recovery days: plain 60-day \(plain.falseLow)/\(plain.ordinary) = \(percent(plain.falseRate)) (luteal \(plain.lutealFalseLow)); phase-aware \(aware.falseLow)/\(aware.ordinary) = \(percent(aware.falseRate)) (luteal \(aware.lutealFalseLow))")
        print("real drops caught: plain \(plain.caught)/\(plain.trulyLow) = \(percent(plain.sensitivity)); phase-aware \(aware.caught)/\(aware.trulyLow) = \(percent(aware.sensitivity))")
        #expect(plain.ordinary == aware.ordinary)
        #expect(aware.falseRate < plain.falseRate * 0.6)
        #expect(aware.lutealFalseLow < plain.lutealFalseLow / 2)
        #expect(aware.sensitivity >= plain.sensitivity - 0.05)
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
        let days = (0..<(14 * 7 + 10)).map { offset -> DayMeasurements in
            let day = lmp + offset
            return DayMeasurements(day: day, restingHeartRate: 62 + random.normal(),
                             hrv: [HRVReading(instant: Int64(day.ordinal) * 86_400 + 4 * 3600, localSecondOfDay: 4 * 3600, sdnn: 45 * exp(0.1 * random.normal()))],
                             context: .pregnant(Trimester(gestationalDays: offset)))
        }
        let history = WellnessHistory(days)
        let lastOfFirst = RecoveryScore.card(on: lmp + 97, history: history)
        #expect(lastOfFirst.baseline?.label == "your 1st-trimester normal")
        let secondDay = RecoveryScore.card(on: lmp + 99, history: history)  // 1 night of the 2nd trimester so far
        #expect(secondDay.value == nil)
        #expect(secondDay.status.message?.description.hasPrefix("calibrating: 13 more nights (baselines restart each trimester") == true)
    }
}
