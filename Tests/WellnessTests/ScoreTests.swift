import CycleCore
import Foundation
import NextSteps
import BloomTestSupport
import Testing
@testable import Wellness

@Suite struct ScoreTests {
    let today = Fixture.start + 40

    @Test func recoveryHandComputed() throws {
        // HRV: z = ln(41/45) / (1.4826 × ln(50/45)) = −0.59593 → 14 × z = −8.343.
        // RHR: z = (60 − 58) / (1.4826 × 2) = 0.67449 → −10 × z = −6.745.
        // No sleep. 60 − 8.343 − 6.745 = 44.91 → 45, yellow.
        let days = Fixture.twentyDayBaseline(endingBefore: today) + [DayMeasurements(day: today, restingHeartRate: 60, hrv: [Fixture.hrv(41, on: today, hour: 4)])]
        let card = RecoveryScore.card(on: today, history: WellnessHistory(days))
        #expect(card.value == 45)
        #expect(card.band == .yellow)
        let hrv = try #require(card.terms.first { $0.name == "HRV" })
        #expect(abs(hrv.points - -8.343) < 0.001)
        #expect(hrv.line == "HRV 41 ms, 9% below your 60-day normal (45 ms): −8")
        let rhr = try #require(card.terms.first { $0.name == "Resting heart rate" })
        #expect(abs(rhr.points - -6.745) < 0.001)
        #expect(card.inputsMissing == ["last night's sleep"])
        #expect(card.explanation.contains { $0.contains("not used: last night's sleep") })
    }

    @Test func recoveryShowsAnRMSSDEstimateLabelledButDoesNotScoreIt() throws {
        var reading = Fixture.hrv(45, on: today, hour: 4)
        reading.beatsPerMinute = [60, 75, 60]
        let days = Fixture.twentyDayBaseline(endingBefore: today) + [DayMeasurements(day: today, restingHeartRate: 58, hrv: [reading])]
        let card = RecoveryScore.card(on: today, history: WellnessHistory(days))
        #expect(card.value == 60)
        #expect(card.figures["rmssdEstimate"] == 200)
        #expect(card.notes.contains("RMSSD (estimate from beat-to-beat heart rate): 200 ms, for reference; the score uses SDNN as recorded."))
    }

    @Test func recoveryWithoutAnyMeasurementIsUnavailable() {
        let card = RecoveryScore.card(on: today, history: WellnessHistory(Fixture.twentyDayBaseline(endingBefore: today)))
        #expect(card.value == nil)
        #expect(card.status.message?.description.hasPrefix("data unavailable: no overnight HRV or resting heart rate") == true)
        #expect(card.status.message?.steps == [.log(.heartRateVariability(milliseconds: 45)), .log(.restingHeartRate(bpm: 58))])
        #expect(card.explanation.first?.contains("⟨") == true, "unworded, a step shows as a typed value")
        #expect(card.explanation(.tags).first?.hasSuffix("log them with `<log>` and `<log>`") == true)
        #expect(card.worded(by: .tags).explanation == card.explanation(.tags))
    }

    @Test func recoveryCalibratesUntilFourteenNights() {
        let prior = Fixture.twentyDayBaseline(endingBefore: today).suffix(10)
        let card = RecoveryScore.card(on: today, history: WellnessHistory(Array(prior) + [DayMeasurements(day: today, restingHeartRate: 58, hrv: [Fixture.hrv(45, on: today, hour: 4)])]))
        #expect(card.value == nil)
        #expect(card.status == .calibrating(nightsLeft: 4, "building your 60-day baseline"))
        #expect(card.status.message?.description.hasPrefix("calibrating: 4 more nights") == true)
    }

    @Test func recoveryFromHRVAloneSaysWhichInputsWereUsed() {
        let days = Fixture.twentyDayBaseline(endingBefore: today) + [DayMeasurements(day: today, hrv: [Fixture.hrv(45, on: today, hour: 4)])]
        let card = RecoveryScore.card(on: today, history: WellnessHistory(days))
        #expect(card.value == 60)
        #expect(card.inputsUsed == ["HRV"])
        #expect(card.inputsMissing == ["resting heart rate", "last night's sleep"])
    }

    @Test func sleepFromAManualNightUsesTheSevenHourMinimumWhileCalibrating() throws {
        // 6 h 18 min of a 7 h need: ratio 0.9 → duration fraction (0.9 − 0.5) / 0.5 = 0.8 → 80.
        let night = SleepNight(start: 0, end: 378 * 60, asleepSeconds: 378 * 60)
        let card = SleepScore.card(on: today, history: WellnessHistory([DayMeasurements(day: today, sleep: night)]))
        #expect(card.value == 80)
        #expect(card.inputsUsed == ["sleep duration"])
        #expect(card.inputsMissing.count == 4)
        #expect(card.notes.first?.contains("7-hour adult minimum") == true)
        #expect(card.figures["needMinutes"] == 420)
    }

    @Test func sleepWithWakeEventsHandComputed() {
        // Full marks for duration (430/420), efficiency (430/460 = 93%), latency (15 min); wake
        // events 4 → 1 − (4 − 1)/6 = 0.5 of 10; weights 50+15+10+10 = 85 (no regularity yet).
        // 100 × (50 + 15 + 10 + 5) / 85 = 94.1 → 94.
        let night = SleepNight(start: 15 * 60, end: 445 * 60, inBedStart: 0, inBedEnd: 460 * 60, asleepSeconds: 430 * 60, wakeEvents: 4)
        let card = SleepScore.card(on: today, history: WellnessHistory([DayMeasurements(day: today, sleep: night)]))
        #expect(card.value == 94)
        #expect(card.inputsMissing == ["regularity (needs 4 nights this week)"])
    }

    @Test func sleepNeedAddsDebtFromShortNights() {
        // Three 6-hour nights against a 7-hour base: 3 × 60 min short, a third added = 60 (the cap).
        let nights = (1...3).map { DayMeasurements(day: today - $0, sleep: SleepNight(start: 0, end: 360 * 60, asleepSeconds: 360 * 60)) }
        let need = SleepScore.need(on: today, history: WellnessHistory(nights))
        #expect(need.baseMinutes == 420)
        #expect(need.debtMinutes == 60)
        #expect(need.totalMinutes == 480)
    }

    @Test func sleepWithoutANightIsUnavailable() {
        let card = SleepScore.card(on: today, history: WellnessHistory([]))
        #expect(card.status.message?.description.hasPrefix("data unavailable: no sleep recorded") == true)
    }

    @Test func strainHandComputedFromMinuteHeartRate() throws {
        // Reserve 60–180. 30 min at 120 bpm: HRR 0.5 → 30 × 0.5 × 0.86 × e^0.835 = 29.732;
        // 60 min at 70 bpm (HRR 0.083) is below the 30% floor. Strain = 21 × ln(30.732) / ln(501)
        // = 11.571 → 55 of 100.
        let minutes = Array(repeating: MinuteHeartRate(mean: 120), count: 30) + Array(repeating: MinuteHeartRate(mean: 70), count: 60)
        let history = WellnessHistory([DayMeasurements(day: today, restingHeartRate: 60, heartRate: minutes)], heart: HeartProfile(maximumHeartRate: 180))
        let card = StrainScore.card(on: today, history: history)
        #expect(abs(try #require(card.figures["trimp"]) - 29.732) < 0.001)
        #expect(abs(try #require(card.figures["strain21"]) - 11.571) < 0.001)
        #expect(card.value == 55)
        #expect(card.figures["zone2Minutes"] == 30)
        #expect(card.notes.contains { $0.contains("maximum 180 bpm (your own value)") })
        // Edwards: 30 min at 120/180 = 67% of max (weight 2) = 60; 70 bpm is 39% (weight 0).
        #expect(card.notes.contains { $0.hasPrefix("Edwards TRIMP 60 ") })
    }

    @Test func strainWithAnAgeEstimateSaysSo() {
        let history = WellnessHistory([DayMeasurements(day: today, restingHeartRate: 60, heartRate: [MinuteHeartRate(mean: 120, maximum: 130)])], heart: HeartProfile(age: 30))
        let card = StrainScore.card(on: today, history: history)
        #expect(card.figures["maximumHeartRate"] == 179.6)
        #expect(card.notes.contains { $0.contains("estimated from age (Gulati 2010)") })
        #expect(card.notes.contains { $0.contains("is an estimate") })
    }

    @Test func strainWithoutRestingHeartRateIsUnavailable() {
        let history = WellnessHistory([DayMeasurements(day: today, heartRate: [MinuteHeartRate(mean: 120)])], heart: HeartProfile(age: 30))
        #expect(StrainScore.card(on: today, history: history).status.message?.description.hasPrefix("data unavailable: no resting heart rate") == true)
        #expect(StrainScore.card(on: today, history: WellnessHistory([])).status.message?.steps == [.log(.workout(minutes: 40, effort: 7))])
    }

    @Test func strainFromAnEffortRatingIsLabelledAnEstimate() {
        // 40 min at effort 7 → HRR 0.7 → 40 × 0.7 × 0.86 × e^1.169 = 77.51.
        let history = WellnessHistory([DayMeasurements(day: today, workouts: [WorkoutSession(activity: "run", minutes: 40, effort: 7)])])
        let card = StrainScore.card(on: today, history: history)
        #expect(abs(card.figures["trimp"]! - 40 * 0.7 * 0.86 * exp(1.67 * 0.7)) < 1e-9)
        #expect(card.inputsUsed.first?.contains("an estimate") == true)
    }

    @Test func strainInPregnancyNeverAsksForMore() {
        let minutes = Array(repeating: MinuteHeartRate(mean: 165), count: 90)
        var days = Fixture.twentyDayBaseline(endingBefore: today).map { d -> DayMeasurements in var d = d; d.context = .pregnant(.second); return d }
        days.append(DayMeasurements(day: today, restingHeartRate: 58, hrv: [Fixture.hrv(45, on: today, hour: 4)], heartRate: minutes, context: .pregnant(.second)))
        let card = StrainScore.card(on: today, history: WellnessHistory(days, heart: HeartProfile(maximumHeartRate: 180)))
        #expect(card.band == .red)
        #expect(card.notes.contains { $0.contains("150 minutes a week (ACOG)") })
        #expect(card.notes.contains { $0.contains("ease off") })
        #expect(!card.explanation.joined().lowercased().contains("push"))
        #expect(!card.explanation.joined().lowercased().contains("more activity"))
    }

    @Test func stressHandComputed() {
        // Daytime HRV z = −0.59593 → +12 × 0.59593 = +7.151; 2 symptoms → +8; 10 min breathing → −5.
        // 35 + 7.151 + 8 − 5 = 45.15 → 45 (yellow, moderate).
        let days = Fixture.twentyDayBaseline(endingBefore: today, daytime: true) +
            [DayMeasurements(day: today, hrv: [Fixture.hrv(41, on: today, hour: 14)], symptomCount: 2, breathingMinutes: 10)]
        let card = StressScore.card(on: today, history: WellnessHistory(days))
        #expect(card.value == 45)
        #expect(card.band == .yellow)
        #expect(card.terms.map(\.name) == ["Start", "Daytime HRV", "Check-in", "Breathing"])
    }

    @Test func stressNeedsDaytimeHRV() {
        let days = [DayMeasurements(day: today, hrv: [Fixture.hrv(41, on: today, hour: 4)], symptomCount: 2)]
        #expect(StressScore.card(on: today, history: WellnessHistory(days)).status.message?.description.hasPrefix("data unavailable: no daytime HRV") == true)
    }

    @Test func weeklyScoreNeedsFourRecoveryDaysAndComparesWithLastWeek() throws {
        var days = Fixture.twentyDayBaseline(endingBefore: today - 13)
        for back in 0..<14 { days.append(DayMeasurements(day: today - back, restingHeartRate: 58, hrv: [Fixture.hrv(45, on: today - back, hour: 4)], breathingMinutes: back < 7 ? 5 : 0)) }
        let card = WeeklyScore.card(endingOn: today, history: WellnessHistory(days))
        // Recovery 60 every day (weight 40) and breathing 35/35 min (weight 10) this week:
        // (40 × 0.6 + 10 × 1) / 50 = 68; last week breathing 0: 40 × 0.6 / 50 = 48.
        #expect(card.value == 68)
        #expect(card.figures["lastWeek"] == 48)
        #expect(card.notes.first == "Up 20 from last week (48).")
        let thin = WeeklyScore.card(endingOn: today, history: WellnessHistory(Array(days.prefix(23))))
        #expect(thin.status.message?.description.hasPrefix("data unavailable:") == true)
    }
}
