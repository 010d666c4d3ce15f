import CycleCore
import JSON
import NextSteps
import Wellness

/// `bloom scores [recovery|sleep|strain|stress]`: today's four cards with a trend, or one
/// score's detail.
enum ScoresCommand: BloomCommand {
    static let name = "scores"
    static let summary = "Recovery, sleep, strain and stress scores from your watch and logs"
    static let usage = """
        bloom scores [--days 7|30|90] [--json]
        bloom scores recovery|sleep|strain|stress [--days 7|30|90] [--json]

        Scores are 0–100 against your own baseline, with a band (green, yellow, red). Without
        enough data a card says "data unavailable" and what would make it available; while your
        baseline builds it says "calibrating: N more nights". Formulas: docs/WELLNESS-SCORES.md.

        Examples:
          bloom scores
          bloom scores recovery --days 30
          bloom scores strain --age 34 --json
        """
    static let options: [OptionSpec] = [WellnessOptions.days, WellnessOptions.age, WellnessOptions.maxHR, WellnessOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let days = try WellnessOptions.days(arguments)
        var kind: ScoreKind?
        if let word = arguments.positionals.first {
            guard arguments.positionals.count == 1, let chosen = ScoreKind(rawValue: word.lowercased()), chosen != .week else {
                throw CLIError.usage("bloom scores takes recovery, sleep, strain or stress, not '\(arguments.positionals.joined(separator: " "))'")
            }
            kind = chosen
        }
        let (profile, history, today) = try context.wellnessHistory(days: days)
        let kinds = kind.map { [$0] } ?? [.recovery, .sleep, .strain, .stress]
        let window = (0..<days).map { today - (days - 1) + $0 }
        var trends: [ScoreKind: [ScoreCard]] = [:]
        for kind in kinds { trends[kind] = window.map { WellnessScores.card(kind, on: $0, history: history) } }

        if context.wantsJSON {
            let cards: [JSONValue] = kinds.map { kind in
                guard case let .orderedObject(pairs) = trends[kind]!.last!.json(context.stepWording) else { return .null }
                return .orderedObject(pairs + [("trend", .array(trends[kind]!.map { card in
                    .orderedObject([("day", .day(card.day)), ("value", card.value.map { .int($0) } ?? .null)])
                }))])
            }
            context.out.line(JSONValue.orderedObject([("today", .day(today)), ("profile", .text(profile)), ("days", .int(days)),
                                          ("cards", .array(cards))]).rendered())
            return
        }
        let out = context.out
        if let kind {
            detail(trends[kind]!, kind: kind, days: days, out: out, wording: context.stepWording)
            return
        }
        out.line(out.styled("Scores · \(today.iso)\(profile.map { " · profile \($0)" } ?? "")", .bold))
        for kind in kinds {
            let cards = trends[kind]!, card = cards.last!
            let values = cards.compactMap(\.value).map(Double.init)
            let trend = values.count >= 2 ? "  \(Sparkline.render(values)) \(values.count)/\(days) days, average \(Int((values.reduce(0, +) / Double(values.count)).rounded()))" : ""
            var line = "  \(kind.title.padded(to: 9)) \(card.headline(out, context.stepWording, inColumns: true))"
            if kind == .strain, let strain = card.figures["strain21"] { line += out.styled(" (\(number1(strain))/21)", .dim) }
            out.line(line + trend)
        }
        if history.days.isEmpty {
            out.line(out.styled("No wearable data or body logs yet: import Apple Health (\(context.hint("import FILE"))) or log by hand (\(context.hint("log sleep 23:40-07:05")), \(context.hint("log rhr 58"))).", .dim))
        }
        out.line(out.styled("Detail: bloom scores recovery|sleep|strain|stress", .dim))
    }

    /// One score's detail: the terms, the baseline, zones and a trend line.
    static func detail(_ cards: [ScoreCard], kind: ScoreKind, days: Int, out: TerminalOutput, wording: StepWording) {
        let card = cards.last!
        out.line(out.styled("\(kind.title) · \(card.day.iso)", .bold) + "  " + card.headline(out, wording))
        if card.value != nil {
            for term in card.terms { out.line("  \(term.detail): \(out.styled(ScoreTerm.signed(term.points), .bold))") }
            let total = Int(card.terms.reduce(0) { $0 + $1.points }.rounded(.toNearestOrAwayFromZero))
            out.line("  = \(card.value!)" + (total != card.value! && (total > 100 || total < 0) ? " (the terms add to \(total); scores stay within 0–100)" : ""))
            out.line(out.styled("  Used: \(card.inputsUsed.joined(separator: ", "))", .dim))
            if !card.inputsMissing.isEmpty { out.line(out.styled("  Not available: \(card.inputsMissing.joined(separator: ", "))", .dim)) }
        }
        if let baseline = card.baseline {
            var parts = ["\(baseline.label), \(baseline.nights) nights"]
            if let hrv = baseline.hrvMilliseconds { parts.append("HRV \(number1(hrv)) ms") }
            if let rhr = baseline.restingHeartRate { parts.append("resting HR \(number1(rhr)) bpm") }
            out.line("  Baseline: " + parts.joined(separator: " · "))
        }
        if kind == .sleep {
            let stages = [("deep", "deepMinutes"), ("REM", "remMinutes"), ("core", "coreMinutes")].compactMap { name, key in
                card.figures[key].map { "\(name) \(Int($0.rounded())) min" }
            }
            if !stages.isEmpty { out.line("  Stages: " + stages.joined(separator: " · ")) }
        }
        if kind == .strain, card.value != nil {
            let zones = (1...4).map { card.figures["zone\($0)Minutes"] ?? 0 }
            if zones.contains(where: { $0 > 0 }) {
                out.line("  Zones (heart-rate reserve):")
                for (name, minutes) in zip(StrainScore.zoneNames, zones) { out.line("    \(name.padded(to: 20)) \(Int(minutes)) min") }
            }
        }
        for note in card.notes { out.line("  " + note) }
        let values = cards.compactMap(\.value)
        if values.count >= 2 {
            out.line("  Trend, \(days) days: \(Sparkline.render(values.map(Double.init))) (\(values.count) scored, low \(values.min()!), high \(values.max()!))")
        } else {
            out.line(out.styled("  Trend: not enough scored days in the last \(days) yet.", .dim))
        }
    }
}

/// A number with at most one decimal.
func number1(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
