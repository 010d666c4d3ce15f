import CycleCore
import NextSteps

/// Why Bloom will not set a goal, in words that say what to do instead (the steps typed).
package enum GoalRefusal: ExplainedError, Sendable, Equatable, CustomStringConvertible {
    /// A deficit in pregnancy or while breastfeeding.
    case noDeficitNow(EnergyLifeStage)
    /// A deficit that would lose more than about 1% of body weight a week.
    case tooFast(deficit: Int, kgPerWeek: Double, limitKgPerWeek: Double, largestDeficit: Int)
    /// A goal that takes the daily target below the floor.
    case belowFloor(target: Int, floor: Int)
    /// A surplus or deficit larger than Bloom sets at all.
    case tooLarge(kcal: Int, limit: Int)
    /// A deficit with no weight logged, larger than Bloom sets without checking the rate.
    case needsWeight(deficit: Int, limit: Int)

    /// The refusal with its steps as typed values (see `explanation`).
    package var description: String { explanation.description }

    /// Why, and what to do instead.
    package var explanation: StepText {
        switch self {
        case let .noDeficitNow(stage):
            return StepText("Bloom doesn't set a deficit in pregnancy or while breastfeeding. " + (stage.explanation ?? ""))
        case let .tooFast(deficit, rate, limit, largest):
            return "A \(FigureText.kcal(deficit)) deficit would mean losing about \(oneDecimal(rate)) kg a week, faster than about 1% of your weight (\(oneDecimal(limit)) kg). Try a deficit of up to about \(FigureText.kcal(largest)) a day."
        case let .belowFloor(target, floor):
            return "That goal would set a daily target of about \(FigureText.kcal(target)), below \(FigureText.kcal(floor)), which is too little to be safe without a clinician's support. Try a smaller deficit."
        case let .tooLarge(kcal, limit):
            return "Bloom sets goals of up to \(FigureText.kcal(limit)) a day either way, not \(FigureText.grouped(kcal)). Try a smaller number."
        case let .needsWeight(deficit, limit):
            return "Log a weight first (\(NextStep.log(.weight(kilograms: 64.5)))) so Bloom can check a \(FigureText.kcal(deficit)) deficit is a gentle pace; without one, Bloom sets deficits of up to \(FigureText.kcal(limit))."
        }
    }
}

/// The safety rules for goals.
package enum EnergyGoalPolicy {
    /// The deficit Bloom allows with no weight logged, kcal/day.
    package static let deficitWithoutWeight = 500

    /// Checks a goal (negative: deficit) against the rules.
    /// - Parameters:
    ///   - goal: kcal/day, negative for a deficit.
    ///   - maintenance: the current maintenance estimate, kcal/day.
    ///   - weightKg: the latest weight, if any.
    ///   - energyDensity: ρ, kcal/kg, for the pace of loss.
    ///   - stage: pregnancy and breastfeeding forbid deficits.
    /// - Throws: the reason a goal is refused.
    package static func check(goal: Int, maintenance: Double, weightKg: Double?, energyDensity: Double,
                             stage: EnergyLifeStage, constants c: EnergyModelConstants = .standard) throws(GoalRefusal) {
        if abs(goal) > c.maximumGoalKcal { throw .tooLarge(kcal: abs(goal), limit: c.maximumGoalKcal) }
        guard goal < 0 else { return }
        if stage.forbidsDeficit { throw .noDeficitNow(stage) }
        let deficit = -goal
        if let weightKg {
            let rate = Double(deficit) * 7 / energyDensity
            let limit = weightKg * c.maximumLossFractionPerWeek
            if rate > limit {
                let largest = Int((limit * energyDensity / 7 / 10).rounded(.down)) * 10
                throw .tooFast(deficit: deficit, kgPerWeek: rate, limitKgPerWeek: limit, largestDeficit: largest)
            }
        } else if deficit > deficitWithoutWeight {
            throw .needsWeight(deficit: deficit, limit: deficitWithoutWeight)
        }
        let target = maintenance + Double(goal)
        if target < c.minimumDailyTargetKcal {
            throw .belowFloor(target: Int(target.rounded()), floor: Int(c.minimumDailyTargetKcal))
        }
    }
}

func oneDecimal(_ value: Double) -> String {
    let tenths = Int((abs(value) * 10).rounded())
    return (value < 0 && tenths > 0 ? "-" : "") + "\(tenths / 10).\(tenths % 10)"
}
