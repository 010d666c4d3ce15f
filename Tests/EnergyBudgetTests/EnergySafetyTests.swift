import CycleCore
@testable import EnergyBudget
import NextSteps
import Testing

/// The safety rules: no deficit in pregnancy or breastfeeding, bounded goals, no praise.
@Suite struct EnergySafetyTests {
    let today = Day(year: 2026, month: 11, day: 22)!

    @Test(arguments: [EnergyLifeStage.pregnant(.first), .pregnant(.second), .pregnant(.third), .breastfeeding])
    func noDeficitIsSetInPregnancyOrWhileBreastfeeding(stage: EnergyLifeStage) {
        #expect(throws: GoalRefusal.noDeficitNow(stage)) {
            try EnergyGoalPolicy.check(goal: -200, maintenance: 2200, weightKg: 70, energyDensity: 7350, stage: stage)
        }
        #expect(GoalRefusal.noDeficitNow(stage).description.contains("midwife"))
    }

    @Test func typicalExtraNeedsFollowTheTrimester() {
        #expect(EnergyLifeStage.pregnant(.first).typicalExtra?.kcal == 0)
        #expect(EnergyLifeStage.pregnant(.second).typicalExtra?.kcal == 340)
        #expect(EnergyLifeStage.pregnant(.third).typicalExtra?.kcal == 450)
        #expect(EnergyLifeStage.breastfeeding.typicalExtra?.kcal == 330)
    }

    @Test func aDeficitGoalStoredBeforePregnancyIsSetAside() {
        let summary = EnergySummary(EnergyInput(intake: [:], weights: [:], goalKcal: -400, today: today), stage: .pregnant(.second))
        #expect(summary.isGoalSetAside)
        #expect(summary.budget.base == 2200 + 340)  // the default plus the second trimester's typical extra
        #expect(summary.lines.contains { $0.contains("340 kcal") })
    }

    @Test func inPregnancyWeightGainDoesNotLowerTheBudget() {
        var intake: [Day: Double] = [:], weights: [Day: Double] = [:]
        for k in 1...28 { intake[today - k] = 2100 }
        for k in 0...27 { weights[today - k] = 70 - 0.1 * Double(k) }  // gaining 0.7 kg a week
        let input = EnergyInput(intake: intake, weights: weights, today: today)
        let standard = EnergySummary(input)
        let pregnant = EnergySummary(input, stage: .pregnant(.second))
        #expect(standard.maintenance.kcal < 1700)  // outside pregnancy the gain reads as a surplus
        #expect(pregnant.maintenance.trend == nil)
        #expect(abs(pregnant.maintenance.kcal - 2100) < 30)
        #expect(pregnant.lines.contains { $0.contains("not used in pregnancy") })
    }

    @Test(arguments: [EnergyLifeStage.pregnant(.third), .breastfeeding])
    func aBiggerDayNeverLowersTheNextBudgetsInPregnancyOrBreastfeeding(stage: EnergyLifeStage) {
        var intake: [Day: Double] = [:]
        for k in 1...28 { intake[today - k] = 2000 }
        intake[today - 1] = 3500
        let summary = EnergySummary(EnergyInput(intake: intake, weights: [:], today: today), stage: stage)
        #expect(summary.budget.credit < 0)
        #expect(summary.budget.creditAdjustment == 0)
        #expect(summary.budget.kcal == summary.budget.base)
        let standard = EnergySummary(EnergyInput(intake: intake, weights: [:], today: today))
        #expect(standard.budget.creditAdjustment < 0)
    }

    @Test func aLossFasterThanOnePercentAWeekIsRefusedWithTheReason() {
        // 60 kg: 1% is 0.6 kg/week; 700 kcal × 7 / 7350 = 0.67 kg/week.
        #expect(throws: GoalRefusal.self) {
            try EnergyGoalPolicy.check(goal: -700, maintenance: 2400, weightKg: 60, energyDensity: 7350, stage: .standard)
        }
        do {
            try EnergyGoalPolicy.check(goal: -700, maintenance: 2400, weightKg: 60, energyDensity: 7350, stage: .standard)
        } catch {
            #expect(error.description.contains("0.7 kg a week") && error.description.contains("0.6 kg"))
        }
        #expect(throws: Never.self) {
            try EnergyGoalPolicy.check(goal: -600, maintenance: 2400, weightKg: 60, energyDensity: 7350, stage: .standard)
        }
    }

    @Test func aTargetBelowTheFloorIsRefused() {
        #expect(throws: GoalRefusal.belowFloor(target: 1150, floor: 1200)) {
            try EnergyGoalPolicy.check(goal: -500, maintenance: 1650, weightKg: 90, energyDensity: 7350, stage: .standard)
        }
    }

    @Test func aDeficitWithoutAWeightAsksForAWeightAsATypedStep() {
        let refusal = GoalRefusal.needsWeight(deficit: 600, limit: 500)
        #expect(refusal.explanation.steps == [.log(.weight(kilograms: 64.5))])
        #expect(refusal.explanation.worded(by: StepWording { _ in "LOG" }).hasPrefix("Log a weight first (LOG) so Bloom can check"))
        #expect(!refusal.description.contains("bloom"))
    }

    @Test func withoutAWeightOnlyAModestDeficitIsSet() {
        #expect(throws: GoalRefusal.needsWeight(deficit: 600, limit: 500)) {
            try EnergyGoalPolicy.check(goal: -600, maintenance: 2400, weightKg: nil, energyDensity: 7350, stage: .standard)
        }
        #expect(throws: Never.self) {
            try EnergyGoalPolicy.check(goal: -500, maintenance: 2400, weightKg: nil, energyDensity: 7350, stage: .standard)
        }
    }

    @Test func surplusesAreAllowedInPregnancyButBounded() {
        #expect(throws: Never.self) {
            try EnergyGoalPolicy.check(goal: 300, maintenance: 2200, weightKg: 70, energyDensity: 7350, stage: .pregnant(.third))
        }
        #expect(throws: GoalRefusal.tooLarge(kcal: 1500, limit: 1000)) {
            try EnergyGoalPolicy.check(goal: 1500, maintenance: 2200, weightKg: 70, energyDensity: 7350, stage: .standard)
        }
    }

    @Test func theSummaryNeverPraisesEatingLessOrJudgesWeight() {
        var intake: [Day: Double] = [:]
        var weights: [Day: Double] = [:]
        for k in 1...30 { intake[today - k] = 900 }
        for k in 0...30 { weights[today - k] = 55 + 0.1 * Double(k) }
        let lines = EnergySummary(EnergyInput(intake: intake, weights: weights, goalKcal: -500, today: today)).lines.joined(separator: " ").lowercased()
        for word in ["great", "well done", "good job", "keep it up", "proud", "nice", "overweight", "fat ", "too heavy", "bad", "cheat", "guilt"] {
            #expect(!lines.contains(word), "\(word)")
        }
    }
}
