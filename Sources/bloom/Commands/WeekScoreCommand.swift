import CycleCore
import JSON
import NextSteps
import Wellness

/// `bloom week-score`: the weekly wellness score of the last 7 days against the 7 before.
enum WeekScoreCommand: BloomCommand {
    static let name = "week-score"
    static let summary = "This week's wellness score, term by term, compared with last week"
    static let usage = """
        bloom week-score [--json]

        From average recovery, sleep regularity, strain against recovery, symptom burden and
        breathing practice over the 7 days ending today.

        Examples:
          bloom week-score
          bloom week-score --today 2026-11-01 --json
        """
    static let options: [OptionSpec] = [WellnessOptions.age, WellnessOptions.maxHR, WellnessOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard arguments.positionals.isEmpty else { throw CLIError.usage("bloom week-score takes no words, only options") }
        let (profile, history, today) = try context.wellnessHistory(days: 14)
        let card = WellnessScores.card(.week, on: today, history: history)
        if context.wantsJSON {
            guard case let .orderedObject(pairs) = card.json(context.stepWording) else { return }
            context.out.line(JSONValue.orderedObject([("profile", .text(profile)), ("from", .day(today - 6))] + pairs).rendered())
            return
        }
        let out = context.out
        out.line(out.styled("Weekly wellness · \((today - 6).iso) to \(today.iso)", .bold) + "  " + card.headline(out, context.stepWording))
        for term in card.terms { out.line("  \(term.detail): \(ScoreTerm.signed(term.points))") }
        if !card.inputsMissing.isEmpty { out.line(out.styled("  Not available: \(card.inputsMissing.joined(separator: ", "))", .dim)) }
        for note in card.notes { out.line("  " + note) }
    }
}
