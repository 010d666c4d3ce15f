import EnergyBudget
import Language

/// Energy values other answers carry (the food-logging confirmation): built here, so the log
/// capability does not call the energy capability.
enum EnergyValues {
    /// What is left of today's budget after a food entry was logged for today, for the
    /// confirmation line; empty when the store keeps no budget.
    static func leftAfterLogging(_ context: inout AnswerContext) -> [String: TemplateValue] {
        guard let summary = try? context.store.energySummary(today: context.today) else { return [:] }
        let left = summary.budget.leftToday
        return [
            "energyLeft": .string(EnergySummary.kcalText(max(0, left))),
            "energyOver": left < 0 ? .string(EnergySummary.kcalText(-left)) : .null,
        ]
    }
}
