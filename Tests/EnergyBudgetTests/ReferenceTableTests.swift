import CycleCore
@testable import EnergyBudget
import Testing

/// The Swift model against the independent Python reference, scenario by scenario.
@Suite struct ReferenceTableTests {
    static func close(_ a: Double?, _ b: Double?, tolerance: Double = 1e-6) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return abs(x - y) <= tolerance * max(1, abs(y))
        default: return false
        }
    }

    @Test(arguments: ReferenceScenario.all)
    func maintenanceMatchesTheReference(scenario: ReferenceScenario) {
        let m = MaintenanceEstimate(scenario.input)
        #expect(Self.close(m.energyDensity, scenario.number("energyDensity")))
        #expect(Self.close(m.fallback.kcal, scenario.number("fallbackKcal")))
        #expect(Self.close(m.intakeAverage, scenario.number("intakeAverage")))
        #expect(Double(m.intakeDays) == scenario.number("intakeDays"))
        #expect(Self.close(m.calorieConfidence, scenario.number("calorieConfidence")))
        #expect(Self.close(m.blendedIntake, scenario.number("blendedIntake")))
        #expect(Self.close(m.trend?.kgPerWeek, scenario.number("trendKgPerWeek")))
        #expect(Self.close(m.trend?.standardErrorKgPerWeek, scenario.number("trendSEKgPerWeek")))
        #expect(Self.close(m.weightConfidence, scenario.number("weightConfidence")))
        #expect(Self.close(m.kcal, scenario.number("maintenance")))
        #expect(Self.close(m.standardError, scenario.number("standardError")))
        #expect(Self.close(m.low, scenario.number("low")) && Self.close(m.high, scenario.number("high")))
        #expect(m.isRoughGuess == scenario.flags["isRoughGuess"])
    }

    @Test(arguments: ReferenceScenario.all)
    func fallbackSourceMatchesTheReference(scenario: ReferenceScenario) {
        let source = MaintenanceEstimate(scenario.input).fallback.source
        let days = Int(scenario.number("fallbackSourceDays")!)
        #expect(source == (days == 0 ? .standard : .history(days: days)))
    }

    @Test(arguments: ReferenceScenario.all)
    func budgetMatchesTheReference(scenario: ReferenceScenario) {
        let summary = EnergySummary(scenario.input)
        let b = summary.budget
        #expect(Self.close(b.base, scenario.number("base")))
        #expect(Self.close(b.credit, scenario.number("credit")))
        #expect(Double(b.loggedDays) == scenario.number("loggedDays"))
        #expect(Double(b.daysLeft) == scenario.number("daysLeft"))
        #expect(Self.close(b.creditAdjustment, scenario.number("creditAdjustment")))
        #expect(Self.close(b.kcal, scenario.number("budget")))
        #expect(Self.close(b.target, scenario.number("target")))
    }

    @Test func theReferenceCoversEveryCaseTheIssueNames() {
        let names = ReferenceScenario.all.map(\.name).joined(separator: "\n")
        for needle in ["steady", "losing", "gaining", "every 1 day", "every 10 days", "two weigh-ins", "body fat",
                       "fallback: last 6 months", "fallback: last year", "fallback: last 2 years", "2200", "clamp", "missing days"] {
            #expect(names.contains(needle), "no scenario for \(needle)")
        }
    }

    @Test func theReferenceUsesTheSameConstants() {
        let c = EnergyModelConstants.standard
        let r = ReferenceScenario.constants
        func value(_ key: String) -> Double { (r[key] as? Double) ?? Double(r[key] as! Int) }
        let pairs: [(String, Double)] = [
            ("creditWindowDays", Double(c.creditWindowDays)), ("creditClampKcal", c.creditClampKcal), ("intakeAlpha", c.intakeAlpha),
            ("windowDays", Double(c.windowDays)), ("weightDecayPerDay", c.weightDecayPerDay),
            ("minimumWeighIns", Double(c.minimumWeighIns)), ("minimumWeightNoiseKg", c.minimumWeightNoiseKg), ("minimumWeightSpanDays", Double(c.minimumWeightSpanDays)),
            ("lutealWeightFactor", c.lutealWeightFactor), ("defaultEnergyDensity", c.defaultEnergyDensity),
            ("fatEnergyDensity", c.fatEnergyDensity), ("leanEnergyDensity", c.leanEnergyDensity), ("forbesConstantKg", c.forbesConstantKg),
            ("defaultMaintenance", c.defaultMaintenance), ("historicalMinimumWeightDays", Double(c.historicalMinimumWeightDays)),
            ("historicalMinimumIntakeDays", Double(c.historicalMinimumIntakeDays)), ("defaultMaintenanceSD", c.defaultMaintenanceSD),
            ("historicalMaintenanceSD", c.historicalMaintenanceSD), ("priorSlopeSDKgPerWeek", c.priorSlopeSDKgPerWeek),
            ("rangeZ", c.rangeZ), ("roughGuessHalfWidthKcal", c.roughGuessHalfWidthKcal), ("minimumDailyTargetKcal", c.minimumDailyTargetKcal),
        ]
        for (key, swift) in pairs { #expect(value(key) == swift, "\(key)") }
        #expect((r["historicalLookbackDays"] as! [Int]) == c.historicalLookbackDays)
    }
}
