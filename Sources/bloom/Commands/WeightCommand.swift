import Glances
import CycleCore
import Journal

/// `bloom weight`: the weights logged, with a small trend line; when a pregnancy is recorded,
/// grouped by trimester. It shows what was logged and sets no targets.
enum WeightCommand: BloomCommand {
    static let name = "weight"
    static let summary = "Your logged weights, with a trend line and, in pregnancy, by trimester"
    static let usage = """
        bloom weight [--json]

        Lists the weights logged with 'bloom log weight', in the profile's units, with a sparkline
        of the trend. When a pregnancy is recorded, weights are grouped by trimester with the change
        within each. Bloom shows your numbers only: no targets, no judgement.

        Examples:
          bloom log weight 64.2
          bloom weight
          bloom weight --json
        """
    static let options: [OptionSpec] = [.flag("--json", "print one JSON object")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        try ContentOptions.expectAtMost(0, positionals: arguments, usage: "bloom weight [--json]")
        guard let (store, profile) = try context.journalForReading(readOnly: true) else {
            context.wantsJSON ? context.out.line(WeightRendering.json(entries: [], pregnancy: nil, profile: nil).rendered())
                : context.out.line(WeightRendering.noWeights(wording: context.stepWording))
            return
        }
        let (weights, pregnancy) = try journalErrors {
            (try store.records(WeightEntry.self, of: profile), try store.currentPregnancy(of: profile))
        }
        let entries = weights.map { WeightByTrimester.Entry(day: $0.day, kilograms: $0.kilograms) }
        let grouped = pregnancy.map { WeightByTrimester(entries, lmp: $0.lmp) }
        if context.wantsJSON {
            context.out.line(WeightRendering.json(entries: entries, pregnancy: pregnancy.map { ($0, grouped!) }, profile: profile).rendered())
        } else {
            context.out.write(WeightRendering.text(entries: entries, grouped: grouped, profile: profile, wording: context.stepWording))
        }
    }
}
