import CycleCore

/// The numbers `bloom budget` and the chat show, computed once so both say the same thing.
package struct EnergySummary: Sendable, Equatable {
    /// The day it is for.
    package let today: Day
    /// The maintenance estimate.
    package let maintenance: MaintenanceEstimate
    /// The goal applied, kcal/day (a deficit is dropped in pregnancy and breastfeeding).
    package let goalKcal: Double
    /// Whether a deficit goal was set aside because of the life stage.
    package let isGoalSetAside: Bool
    /// Today's budget.
    package let budget: DailyBudget
    /// The cycle's effect on the weight trend, when the cycle is known and there is enough data.
    package let cycleEffect: CycleWeightEffect?
    /// Pregnancy or breastfeeding.
    package let stage: EnergyLifeStage

    /// Computes the summary for `input` as of `input.today`.
    package init(_ input: EnergyInput, stage: EnergyLifeStage = .standard, constants c: EnergyModelConstants = .standard) {
        today = input.today
        self.stage = stage
        // In pregnancy weight gain is expected: it must not read as eating too much, so the
        // estimate uses intake alone (the range says how little that pins down).
        var modelInput = input
        if case .pregnant = stage { modelInput.weights = [:] }
        // The population default is for a woman who is neither pregnant nor breastfeeding: add
        // the typical extra for the stage.
        var stageConstants = c
        stageConstants.defaultMaintenance += Double(stage.typicalExtra?.kcal ?? 0)
        let maintenance = MaintenanceEstimate(modelInput, constants: stageConstants)
        self.maintenance = maintenance
        isGoalSetAside = stage.forbidsDeficit && input.goalKcal < 0
        goalKcal = isGoalSetAside ? 0 : input.goalKcal
        budget = DailyBudget(base: maintenance.kcal + goalKcal, intake: input.intake, today: input.today,
                             allowsCutBack: !stage.forbidsDeficit, constants: c)
        cycleEffect = input.lutealDays.isEmpty ? nil
            : CycleWeightEffect(weights: input.weights, lutealDays: input.lutealDays, today: input.today, constants: c)
    }

    /// The summary in plain lines, in the order people read it: the budget, what is left, the
    /// credit, maintenance with its range, the weight trend, the cycle and the life stage.
    /// Numbers only: no praise for eating less and no judgement of weight.
    package var lines: [String] {
        var lines = [budgetLine]
        if let floorLine { lines.append(floorLine) }
        lines.append(creditLine)
        lines.append(maintenanceLine)
        if let dataLine { lines.append(dataLine) }
        lines.append(trendLine)
        if let cycleLine { lines.append(cycleLine) }
        return lines + stageLines
    }

    /// "Today's budget: 2,994 kcal (650 kcal logged so far; 2,344 kcal left)."
    package var budgetLine: String {
        let eaten = budget.eatenToday.map { "\(kcal($0)) logged so far" } ?? "nothing logged yet today"
        return "Today's budget: \(kcal(budget.target)) (\(eaten); \(kcal(budget.leftToday)) left)."
    }

    /// Said when the safe floor raised the budget; nil otherwise.
    package var floorLine: String? {
        budget.isAtFloor ? "The budget is shown at \(kcal(budget.target)), Bloom's floor; the model alone gave \(kcal(budget.kcal))." : nil
    }

    /// The 7-day credit and today's adjustment.
    package var creditLine: String {
        if budget.loggedDays == 0 { return "7-day credit: no days logged in the last 6, so no adjustment." }
        let sign = budget.credit >= 0 ? "+" : "−"
        return "7-day credit: \(sign)\(kcal(abs(budget.credit))) over \(budget.loggedDays) logged day\(budget.loggedDays == 1 ? "" : "s"), "
            + "spread over \(budget.daysLeft) day\(budget.daysLeft == 1 ? "" : "s"): \(signed(budget.creditAdjustment)) today."
    }

    /// Maintenance with its likely range, labelled a rough guess while it is one.
    package var maintenanceLine: String {
        let label = maintenance.isRoughGuess ? " (a rough guess for now: it firms up as you log)" : ""
        return "Maintenance estimate: \(kcal(maintenance.kcal)), likely \(grouped(Int(maintenance.low.rounded())))–\(kcal(maintenance.high))\(label)."
    }

    /// Said while the estimate rests mostly on the standard figure or the person's older
    /// history rather than recent logs (not enough data yet); nil otherwise.
    package var dataLine: String? {
        switch maintenance.fallback.source {
        case .standard where maintenance.calorieConfidence < 0.5:
            let what = stage == .standard ? "food and weight" : "food"
            return "Mostly the standard \(kcal(maintenance.fallback.kcal)) so far: log \(what) for a couple of weeks to make it yours."
        case let .history(days) where maintenance.calorieConfidence < 0.5:
            return "Mostly from your own history (the last \(days >= 365 ? "\(days / 365) year\(days >= 730 ? "s" : "")" : "6 months")) so far."
        default:
            return nil
        }
    }

    /// The weight trend, or why there is none.
    package var trendLine: String {
        if case .pregnant = stage {
            return "Weight trend: not used in pregnancy, when gaining is expected; your budget never drops because of it."
        } else if let trend = maintenance.trend {
            return "Weight trend: \(signedKg(trend.kgPerWeek)) kg a week over \(trend.weighIns) weigh-ins (an estimate)."
        }
        return "Weight trend: not enough weigh-ins yet (3 over a week at least); Bloom assumes a steady weight."
    }

    /// What the luteal days do to the trend, when the cycle is known; nil otherwise.
    package var cycleLine: String? {
        guard let effect = cycleEffect else { return nil }
        if effect.isPullingUp {
            return "Your luteal-phase weigh-ins sit about \(oneDecimal(effect.lutealOffsetKg)) kg above the trend, likely water before your period; without that pull the trend is \(signedKg(effect.adjustedSlopeKgPerWeek)) kg a week."
        }
        return "Your luteal-phase weigh-ins are not pulling the trend up this month."
    }

    /// Pregnancy and breastfeeding: no cut-backs, no deficit, the typical extra and the midwife.
    /// Empty otherwise.
    package var stageLines: [String] {
        var lines: [String] = []
        if stage.forbidsDeficit, budget.credit < 0 {
            lines.append("A bigger day never lowers your budget in pregnancy or while breastfeeding.")
        }
        if isGoalSetAside {
            lines.append("Your deficit goal is set aside: Bloom sets no deficit in pregnancy or while breastfeeding.")
        } else if stage.forbidsDeficit {
            lines.append("Bloom sets no deficit in pregnancy or while breastfeeding.")
        }
        if let explanation = stage.explanation { lines.append(explanation) }
        return lines
    }

    /// An energy as the summary writes it: whole kcal with a thousands separator ("2,344 kcal";
    /// "−120 kcal" below zero), so the chat and `bloom budget` show the same figures.
    package static func kcalText(_ value: Double) -> String { kcal(value) }
}

/// "1,850 kcal": Bloom's one way of writing food energy (`FigureText`).
func kcal(_ value: Double) -> String { FigureText.kcal(value) }

func signed(_ value: Double) -> String {
    let whole = Int(value.rounded())
    return (whole > 0 ? "+" : whole < 0 ? "−" : "±") + kcal(Double(abs(whole)))
}

func signedKg(_ value: Double) -> String {
    let text = oneDecimal(value)
    return value > 0.049 ? "+" + text : text.hasPrefix("-") ? "−" + text.dropFirst() : text
}

func grouped(_ number: Int) -> String { FigureText.grouped(number) }
