import Content
import CycleCore
import Glances
import JSON
import Language

/// `bloom breathe [PATTERN]`: a paced breathing guide, or its schedule when piped.
enum BreatheCommand: BloomCommand {
    static let name = "breathe"
    static let summary = "A paced breathing exercise (box, 4-7-8, coherent, physiological sigh)"
    static let usage = """
        bloom breathe [PATTERN] [--rounds N] [--json]

        PATTERN defaults to box breathing. On a terminal it paces you, showing each phase and
        the seconds left; when the output is not a terminal it prints the schedule instead.

        Examples:
          bloom breathe
          bloom breathe 4-7-8 --rounds 4
          bloom breathe coherent | cat
        """
    static let options: [OptionSpec] = [
        .value("--rounds", "N", "how many rounds, 1 to 100 (default: the pattern's own)"),
        ContentOptions.json,
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let rounds = try arguments.integer("--rounds", in: 1...100)
        let knowledge = try context.knowledge()
        let query = ContentOptions.query(arguments)
        let pattern: BreathingPattern
        do {
            pattern = try knowledge.breathingPattern(query: query)
        } catch .noMatch(let suggestions) {
            throw ContentOptions.noMatch("breathing pattern", query ?? "", suggestions: suggestions)
        } catch .nothingFits {
            throw CLIError.data("\(KnowledgeFile.breathing.path) has no patterns")
        }
        let schedule = pattern.schedule(rounds: rounds)
        let roundCount = rounds ?? pattern.rounds
        let total = schedule.last.map { $0.startsAt + $0.seconds } ?? 0

        if context.wantsJSON {
            guard case let .orderedObject(pairs) = pattern.json else { return }
            context.out.line(JSONValue.orderedObject(pairs + [
                ("sessionRounds", .int(roundCount)), ("totalSeconds", .rounded(total)),
                ("schedule", .array(schedule.map { beat in
                    .orderedObject([("round", .int(beat.round)), ("phase", .string(beat.phase.rawValue)),
                             ("seconds", .rounded(beat.seconds)), ("startsAt", .rounded(beat.startsAt))])
                })),
            ]).rendered())
            return
        }
        var page = ContentPage(for: context.out)
        page.title("\(pattern.name) · \(roundCount) round\(roundCount == 1 ? "" : "s") · \(durationText(seconds: Int(total.rounded())))")
        page.line("Each round: " + pattern.pattern.map { "\($0.phase.instruction.lowercased()) \(secondsText($0.seconds)) s" }.joined(separator: ", "))
        page.heading("How")
        page.numbered(pattern.steps)
        if !pattern.cautions.isEmpty {
            page.heading("Take care")
            page.bullets(pattern.cautions)
        }
        page.labelled("In pregnancy:", pattern.pregnancy)
        if context.out.isTerminal {
            context.out.write(page.text + "\n")
            pace(pattern, schedule: schedule, rounds: roundCount, on: context.out)
            var end = ContentPage(for: context.out)
            end.source(pattern.source)
            context.out.write(end.text)
            return
        }
        page.heading("Schedule")
        for beat in schedule {
            let round = isRoundStart(beat, pattern) ? "round \(beat.round)" : ""
            page.line("  \(clockText(seconds: beat.startsAt).leftPadded(to: 6))  \(round.padded(to: 8))  \(beat.phase.instruction.lowercased()) \(secondsText(beat.seconds)) s")
        }
        page.line("  \(clockText(seconds: total).leftPadded(to: 6))  done")
        let others = knowledge.breathingPatterns.filter { $0.id != pattern.id }.map(\.id)
        if !others.isEmpty { page.hint("Other patterns: \(others.joined(separator: ", "))") }
        page.source(pattern.source)
        context.out.write(page.text)
    }

    static func isRoundStart(_ beat: BreathingBeat, _ pattern: BreathingPattern) -> Bool {
        let offset = beat.startsAt - Double(beat.round - 1) * pattern.secondsPerRound
        return abs(offset) < 0.001
    }

    /// Paces the session on a terminal: one line redrawn in place with the phase and seconds left.
    static func pace(_ pattern: BreathingPattern, schedule: [BreathingBeat], rounds: Int, on out: TerminalOutput) {
        out.line(out.styled("Starting… Ctrl-C stops.", .dim))
        Countdown.run(seconds: 3, on: out) { "  Get comfortable · \($0)" }
        for beat in schedule {
            Countdown.run(seconds: beat.seconds, on: out) { left in
                "  Round \(beat.round)/\(rounds) · " + out.styled(beat.phase.instruction, .bold) + " · " + out.styled("\(left)", .cyan)
            }
        }
        out.line("Done: \(rounds) round\(rounds == 1 ? "" : "s") of \(pattern.name.lowercased()).")
    }
}
