import CycleCore
@testable import EnergyBudget
import Testing

/// Behaviours of the model's parts, each with numbers worked by hand.
@Suite struct EnergyModelTests {
    let today = Day(year: 2026, month: 11, day: 22)!

    @Test func aGapOfThreeDaysSmoothsAsThreeDaysOfDecayWithoutInventingIntake() {
        let average = IntakeAverage([(today - 4, 1000), (today - 1, 2000)], alpha: 0.1)
        // 1 − 0.9³ = 0.271 of the difference.
        #expect(abs(average.value! - 1271) < 1e-9)
        #expect(average.loggedDays == 2)
    }

    @Test func consecutiveDaysSmoothByAlpha() {
        let average = IntakeAverage([(today - 2, 1000), (today - 1, 2000)], alpha: 0.1)
        #expect(abs(average.value! - 1100) < 1e-9)
    }

    @Test func calorieConfidenceGrowsAsTheEWMAsOwnWeight() {
        #expect(IntakeAverage.confidence(loggedDays: 0, alpha: 0.1) == 0)
        #expect(abs(IntakeAverage.confidence(loggedDays: 7, alpha: 0.1) - (1 - 0.4782969)) < 1e-9)
        #expect(IntakeAverage.confidence(loggedDays: 28, alpha: 0.1) > 0.94)
    }

    @Test func forbesPartitionGivesMoreEnergyPerKgWithMoreFat() {
        #expect(EnergyDensity.kcalPerKg(weightKg: 70, bodyFatPercent: nil) == 7350)
        // FM = 21 kg, p = 21 / 31.4 = 0.6688, ρ = 0.6688 × 9440 + 0.3312 × 1816 = 6915.
        let thirty = EnergyDensity.kcalPerKg(weightKg: 70, bodyFatPercent: 30)
        #expect(abs(thirty - (21 / 31.4 * 9440 + 10.4 / 31.4 * 1816)) < 1e-9)
        #expect(EnergyDensity.kcalPerKg(weightKg: 70, bodyFatPercent: 15) < thirty)
    }

    @Test func missingDaysAreLeftOutOfTheCreditNotCountedAsZero() {
        let budget = DailyBudget(base: 2000, intake: [today - 2: 1800, today - 5: 2100], today: today)
        #expect(budget.credit == 100)  // (2000 − 1800) + (2000 − 2100); the 4 empty days add nothing
        #expect(budget.loggedDays == 2)
        #expect(budget.daysLeft == 5)
        #expect(budget.creditAdjustment == 20)
    }

    @Test func theCreditAdjustmentIsClampedBothWays() {
        let over = DailyBudget(base: 2000, intake: [today - 1: 5000], today: today)
        #expect(over.creditAdjustment == -500)
        let under = DailyBudget(base: 2000, intake: [today - 1: 0, today - 2: 0, today - 3: 0, today - 4: 0, today - 5: 0, today - 6: 0], today: today)
        #expect(under.daysLeft == 1)
        #expect(under.creditAdjustment == 500)
    }

    @Test func whenEveryEarlierDayIsLoggedTodayTakesTheRestWithinTheClamp() {
        let intake = Dictionary(uniqueKeysWithValues: (1...6).map { (today - $0, 1900.0) })
        let budget = DailyBudget(base: 2000, intake: intake, today: today)
        #expect(budget.daysLeft == 1)
        #expect(budget.kcal == 2500)  // +600 credit, clamped to +500
    }

    @Test func daysOutsideTheWindowAndTodayDoNotCountTowardTheCredit() {
        let budget = DailyBudget(base: 2000, intake: [today - 7: 500, today: 900], today: today)
        #expect(budget.credit == 0)
        #expect(budget.eatenToday == 900)
        #expect(budget.leftToday == 1100)
    }

    @Test func theTargetNeverGoesBelowTheFloor() {
        let intake = Dictionary(uniqueKeysWithValues: (1...6).map { (today - $0, 2000.0) })
        let budget = DailyBudget(base: 1300, intake: intake, today: today)
        #expect(budget.kcal == 800)
        #expect(budget.target == 1200)
        #expect(budget.isAtFloor)
    }

    @Test func withNoDataMaintenanceIsTheDefaultAndARoughGuess() {
        let m = MaintenanceEstimate(EnergyInput(intake: [:], weights: [:], today: today))
        #expect(m.kcal == 2200)
        #expect(m.fallback.source == .standard)
        #expect(m.isRoughGuess)
        #expect(m.low < 1800 && m.high > 2600)
    }

    @Test func aLossOfHalfAKiloAWeekRaisesMaintenanceAboveIntake() {
        var weights: [Day: Double] = [:]
        var intake: [Day: Double] = [:]
        for k in 0...40 { weights[today - k] = 70 + 0.5 / 7 * Double(k) }
        for k in 1...40 { intake[today - k] = 1700 }
        let m = MaintenanceEstimate(EnergyInput(intake: intake, weights: weights, today: today))
        #expect(abs(m.trend!.kgPerWeek + 0.5) < 1e-9)
        // cc = 1 − 0.9^28; the exact line has no noise beyond the 0.3 kg floor, so wc is high:
        // 1700 cc + 2200 (1 − cc) + 0.5 wc × 7350 / 7.
        let cc = 1 - power(0.9, 28)
        #expect(m.weightConfidence > 0.9)
        #expect(abs(m.kcal - (1700 * cc + 2200 * (1 - cc) + 525 * m.weightConfidence)) < 1e-6)
        #expect(!m.isRoughGuess)
    }

    @Test func aNoisyTrendIsTrustedLessThanASteadyOne() {
        var steady: [Day: Double] = [:], noisy: [Day: Double] = [:]
        for k in 0...27 {
            steady[today - k] = 70 + 0.05 * Double(k)
            noisy[today - k] = 70 + 0.05 * Double(k) + (k % 2 == 0 ? 1.0 : -1.0)
        }
        let a = WeightTrend(steady, today: today)!, b = WeightTrend(noisy, today: today)!
        #expect(b.standardErrorKgPerWeek > a.standardErrorKgPerWeek)
        #expect(b.confidence < a.confidence)
        let tau2 = 0.25 * 0.25
        #expect(abs(b.confidence - tau2 / (tau2 + b.standardErrorKgPerWeek * b.standardErrorKgPerWeek)) < 1e-12)
    }

    @Test func fewerThanThreeWeighInsAssumeAStableWeight() {
        let m = MaintenanceEstimate(EnergyInput(intake: [:], weights: [today: 60, today - 10: 62], today: today))
        #expect(m.trend == nil && m.weightConfidence == 0 && m.blendedSlopeKgPerWeek == 0)
    }

    @Test func lutealWaterIsReportedAsPullingTheTrendUp() {
        var weights: [Day: Double] = [:]
        var luteal: Set<Day> = []
        for k in 0...27 {
            let isLuteal = k <= 10
            if isLuteal { luteal.insert(today - k) }
            weights[today - k] = 64 + (isLuteal ? 1.0 : 0) + (k % 2 == 0 ? 0.1 : -0.1)
        }
        let effect = CycleWeightEffect(weights: weights, lutealDays: luteal, today: today)!
        #expect(effect.isPullingUp)
        #expect(abs(effect.lutealOffsetKg - 1.0) < 0.05)
        #expect(abs(effect.adjustedSlopeKgPerWeek) < 0.1 && effect.slopeKgPerWeek > 0.3)
        let summary = EnergySummary(EnergyInput(intake: [:], weights: weights, lutealDays: luteal, today: today))
        #expect(summary.lines.contains { $0.contains("luteal") && $0.contains("above the trend") })
    }
}
