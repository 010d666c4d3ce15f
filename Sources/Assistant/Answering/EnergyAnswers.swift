import CycleCore
import EnergyBudget
import Language

/// Answers about food energy: "how many calories do I have left today?", "what's my
/// maintenance?", "what's my budget?" — from the store's `EnergySummary`, the very numbers
/// `bloom budget` prints, with its labels: estimates, the likely range, "a rough guess" and
/// "not enough data" wording, and the pregnancy and breastfeeding rules (no deficit, the typical
/// extra, the midwife). Numbers only: never praise for eating less.
enum EnergyAnswers {
    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        // "how many calories in a banana?" asks about a food, not the budget: Bloom keeps no
        // food database and says so rather than guessing.
        if asksAboutAFood(context.message) { return AnswerOutput(key: .energyFoodContent, rememberIntent: false) }
        let summary: EnergySummary?
        do {
            summary = try context.store.energySummary(today: context.today)
        } catch {
            return AnswerOutput(key: .energyUnavailable, values: ["reason": .string(ErrorText.describe(error))], rememberIntent: false)
        }
        guard let summary else {
            return AnswerOutput(key: .energyUnavailable, values: ["reason": .null], rememberIntent: false)
        }
        // Dynamic: the template named after the intent, one per intent of `intents`.
        return AnswerOutput(key: TemplateKey(context.intent), values: values(summary))
    }

    /// The summary's figures, formatted as `bloom budget` formats them, and its own sentences
    /// for what the template should not reword (the data note, the trend, the life stage).
    static func values(_ summary: EnergySummary) -> [String: TemplateValue] {
        let budget = summary.budget, maintenance = summary.maintenance
        let text = EnergySummary.kcalText
        return [
            "target": .string(text(budget.target)),
            "eaten": budget.eatenToday.map { .string(text($0)) } ?? .null,
            "left": .string(text(max(0, budget.leftToday))),
            "over": .string(text(max(0, -budget.leftToday))),
            "isOver": .bool(budget.leftToday < 0),
            "base": .string(text(budget.base)),
            "adjustment": .string(text(abs(budget.creditAdjustment))),
            "adjustmentSign": .string(budget.creditAdjustment.rounded() > 0 ? "up" : budget.creditAdjustment.rounded() < 0 ? "down" : "none"),
            "goal": .string(text(abs(summary.goalKcal))),
            "goalKind": .string(summary.goalKcal < 0 ? "deficit" : summary.goalKcal > 0 ? "surplus" : "none"),
            "maintenance": .string(text(maintenance.kcal)),
            // "likely 2,395–2,592 kcal", as `bloom budget` writes the range.
            "low": .string(String(text(maintenance.low).dropLast(" kcal".count))),
            "high": .string(text(maintenance.high)),
            "roughGuess": .bool(maintenance.isRoughGuess),
            "floorLine": summary.floorLine.map { .string($0) } ?? .null,
            "creditLine": .string(summary.creditLine),
            "dataLine": summary.dataLine.map { .string($0) } ?? .null,
            "trendLine": .string(summary.trendLine),
            "cycleLine": summary.cycleLine.map { .string($0) } ?? .null,
            "stageLines": .list(summary.stageLines.map { .string($0) }),
            "noDeficit": .bool(summary.stage.forbidsDeficit),
            "usesWeight": .bool({ if case .pregnant = summary.stage { false } else { true } }()),
        ]
    }

    /// Words for calories (`word-lists.json`).
    static let calorieWords: Set<String> = WordList.energyCalorieWords.set
    /// Words right after "calories in" that ask about the budget, not a food ("in my budget").
    static let notAFoodNext: Set<String> = WordList.energyNotAFoodNext.set
    /// Words two after "calories in" that ask about the budget, not a food ("in a day").
    static let notAFoodAfter: Set<String> = WordList.energyNotAFoodAfter.set

    /// "calories in a banana", "kcal in an avocado": a calorie word followed by "in" (but not
    /// "in my budget", "in total" or "in a day").
    static func asksAboutAFood(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        for index in tokens.indices.dropLast() where calorieWords.contains(tokens[index]) && tokens[index + 1] == "in" {
            let next = index + 2 < tokens.count ? tokens[index + 2] : ""
            let after = index + 3 < tokens.count ? tokens[index + 3] : ""
            if notAFoodNext.contains(next) || notAFoodAfter.contains(after) { continue }
            return true
        }
        return false
    }
}

extension EnergyAnswers: Capability {
    static let intents: [IntentID] = [.energyLeft, .energyMaintenance, .energyBudget]
    // Built from the intents: every intent answered has the template of the same name.
    static let templateKeys: [TemplateKey] = intents.map(TemplateKey.init) + [.energyUnavailable, .energyFoodContent]
}
