import CycleCore
import Testing
@testable import Wellness

/// A night told by its length only (`DayMeasurements.toldSleepMinutes`, "slept about 6 hours")
/// counts as that night's duration in the sleep card, the need and the debt; what needs the
/// night's times (efficiency, time to fall asleep, wake events, regularity) leaves it out and
/// says so, and a night with times wins over it.
@Suite struct ToldSleepLengthScoreTests {
    let today = Fixture.start + 40

    func told(_ minutes: Double, on day: Day) -> DayMeasurements {
        var inputs = DayMeasurements(day: day)
        inputs.toldSleepMinutes = minutes
        return inputs
    }

    @Test func aToldNightIsScoredOnItsDurationAloneAndSaysWhatItLacks() {
        // 6 h 18 min of a 7 h need: ratio 0.9 → duration fraction 0.8 → 80, as a night of those times.
        let card = SleepScore.card(on: today, history: WellnessHistory([told(378, on: today)]))
        #expect(card.status == .scored)
        #expect(card.value == 80)
        #expect(card.inputsUsed == ["sleep duration (told)"])
        #expect(card.inputsMissing.contains("regularity (needs bed and wake times)"))
        #expect(card.inputsMissing.count == 4)
        #expect(card.figures["asleepMinutes"] == 378)
        #expect(card.notes.first?.contains("told by its length only") == true)
        #expect(!card.terms.contains { $0.name == "Regularity" || $0.name == "Efficiency" })
    }

    @Test func itScoresTheSameDurationAsANightWithOnlyItsTimes() {
        let timed = SleepScore.card(on: today, history: WellnessHistory([DayMeasurements(day: today, sleep: SleepNight(start: 0, end: 378 * 60, asleepSeconds: 378 * 60))]))
        let toldCard = SleepScore.card(on: today, history: WellnessHistory([told(378, on: today)]))
        #expect(timed.value == toldCard.value)
    }

    @Test func toldNightsCountInTheNeedAndTheDebt() {
        // Three told 6-hour nights against a 7-hour base: 3 × 60 min short, a third added = 60 (the cap).
        let need = SleepScore.need(on: today, history: WellnessHistory((1...3).map { told(360, on: today - $0) }))
        #expect(need.debtMinutes == 60)
        #expect(need.totalMinutes == 480)
        #expect(need.nightsLeft == 14 - 3)
    }

    @Test func regularityIsNeverComputedFromAToldNight() {
        // Four timed nights make a regularity; told nights between them add nothing to it.
        let timed = (1...4).map { back in
            DayMeasurements(day: today - back, sleep: SleepNight(start: Int64((today - back).ordinal) * 86_400 - 3600, end: Int64((today - back).ordinal) * 86_400 + 6 * 3600,
                                                                 asleepSeconds: 7 * 3600))
        }
        let withTold = timed + (5...6).map { told(300, on: today - $0) }
        #expect(SleepScore.regularity(endingOn: today - 1, history: WellnessHistory(timed))
            == SleepScore.regularity(endingOn: today - 1, history: WellnessHistory(withTold)))
        #expect(SleepScore.regularity(endingOn: today, history: WellnessHistory((0...6).map { told(420, on: today - $0) })) == nil)
    }

    @Test func aNightWithTimesWinsOverAToldLength() {
        var both = DayMeasurements(day: today, sleep: SleepNight(start: 0, end: 420 * 60, asleepSeconds: 420 * 60))
        both.toldSleepMinutes = 240
        #expect(both.asleepMinutes == 420)
        #expect(!both.sleepIsToldLengthOnly)
        let card = SleepScore.card(on: today, history: WellnessHistory([both]))
        #expect(card.figures["asleepMinutes"] == 420)
        #expect(card.inputsUsed.first == "sleep duration")
    }

    @Test func recoveryUsesTheToldNightsSleepScore() {
        // The hand-computed recovery of `ScoreTests` (45 with no sleep), now with last night told.
        var morning = DayMeasurements(day: today, restingHeartRate: 60, hrv: [Fixture.hrv(41, on: today, hour: 4)])
        morning.toldSleepMinutes = 420
        let card = RecoveryScore.card(on: today, history: WellnessHistory(Fixture.twentyDayBaseline(endingBefore: today) + [morning]))
        #expect(card.inputsMissing.isEmpty, "\(card.inputsMissing)")
        #expect(card.inputsUsed.contains("last night's sleep"))
    }
}
