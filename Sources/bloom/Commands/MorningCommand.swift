import CycleCore
import Foundation
import Journal
import JSON

/// `bloom morning`: paced breathing (5.5 s in, 5.5 s out, 4 rounds), then a quick check-in
/// (mood, symptoms, a note) logged with its time.
enum MorningCommand: BloomCommand {
    static let name = "morning"
    static let summary = "A morning routine: a minute of paced breathing, then a quick check-in"
    static let usage = """
        bloom morning [--rounds N] [--mood M,…] [--symptom S,…] [--note TEXT] [--json]

        On a terminal it paces 4 rounds of 5.5 seconds in and 5.5 seconds out, then asks for
        your mood, symptoms from a checklist and a note (press Enter to skip one). Piped input
        answers the three questions, one a line. The check-in is logged for today with its time,
        and the breathing counts as practice for your stress score.

        Examples:
          bloom morning
          printf 'calm,tired\\ncramps\\nslept badly\\n' | bloom morning
          bloom morning --mood calm --symptom headache --note "busy day" --json
        """
    static let options: [OptionSpec] = [
        .value("--rounds", "N", "breathing rounds, 1 to 20 (default 4)"),
        .value("--mood", "MOODS", "moods, comma-separated (skips the question)"),
        .value("--symptom", "SYMPTOMS", "symptoms, comma-separated (skips the question)"),
        .value("--note", "TEXT", "a note (skips the question)"),
        .flag("--json", "print what was logged as JSON"),
    ]
    static let secondsIn = 5.5, secondsOut = 5.5
    /// The symptoms offered as a checklist.
    static let checklist: [Symptom] = [.cramps, .headache, .bloating, .breastTenderness, .fatigue, .nausea, .backPain, .insomnia]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard arguments.positionals.isEmpty else { throw CLIError.usage("bloom morning takes no words, only options") }
        let rounds = try arguments.integer("--rounds", in: 1...20) ?? 4
        let out = context.out
        let started = try context.now()
        let interactive = out.isTerminal && !context.wantsJSON

        // 1. Breathing.
        if interactive {
            out.line(out.styled("Coherent breathing · \(rounds) rounds of \(number1(secondsIn)) s in, \(number1(secondsOut)) s out. Ctrl-C stops.", .bold))
            Countdown.run(seconds: 3, on: out) { "  Get comfortable · \($0)" }
            for round in 1...rounds {
                Countdown.run(seconds: secondsIn, on: out) { "  Round \(round)/\(rounds) · " + out.styled("Breathe in", .bold) + " · \($0)" }
                Countdown.run(seconds: secondsOut, on: out) { "  Round \(round)/\(rounds) · " + out.styled("Breathe out", .bold) + " · \($0)" }
            }
            out.line("Done: \(rounds) rounds.")
        } else if !context.wantsJSON {
            out.line("Breathing (not paced: output is not a terminal): \(rounds) rounds of \(number1(secondsIn)) s in, \(number1(secondsOut)) s out.")
        }

        // 2. Check-in.
        let moodText = try answer(arguments.value("--mood"), prompt: "Mood (\(Mood.names.prefix(6).joined(separator: ", ")), …)", interactive: interactive, out: out)
        let symptomText = try answer(arguments.value("--symptom"), prompt: "Symptoms (\(checklist.map(\.rawValue).joined(separator: ", ")))",
                                     interactive: interactive, out: out)
        let noteText = try answer(arguments.value("--note"), prompt: "A note", interactive: interactive, out: out)

        let today = try context.today()
        var log = DailyLog(day: today)
        if let moodText { log.moods = try journalErrors { try LogCommand.moodSet(moodText) } }
        if let symptomText { log.symptoms = try journalErrors { try LogCommand.symptomTable(symptomText, severity: nil) } }
        let time = String(started.time.description.prefix(5))  // HH:MM
        log.note = "morning check-in \(time)" + (noteText.map { ": " + $0 } ?? "")

        let (store, profile) = try context.journalForLogging()
        let minutes = Double(rounds) * (secondsIn + secondsOut) / 60
        let span = LogCommand.localSpan(from: started, to: nil, seconds: Int64((minutes * 60).rounded()), day: today)
        try journalErrors {
            try store.logManualSample(.mindfulSession, value: minutes, span: span, key: "morning:\(started.iso)",
                                      summary: "breathing at \(started)", for: profile)
            _ = try store.logDay(log, for: profile, today: today)
        }
        if context.wantsJSON {
            out.line(JSONValue.orderedObject([
                ("profile", .string(profile.name)), ("at", .string(started.iso)), ("breathingMinutes", .rounded(minutes, places: 2)),
                ("moods", .array(log.moods.map(\.rawValue).sorted().map(JSONValue.string))),
                ("symptoms", .array(log.symptoms.keys.map(\.rawValue).sorted().map(JSONValue.string))), ("note", .text(log.note)),
            ]).rendered())
            return
        }
        var parts: [String] = []
        if !log.moods.isEmpty { parts.append("mood " + log.moods.map(\.rawValue).sorted().joined(separator: ", ")) }
        if !log.symptoms.isEmpty { parts.append("symptoms " + log.symptoms.keys.map(\.rawValue).sorted().joined(separator: ", ")) }
        if noteText != nil { parts.append("a note") }
        out.line("Logged the \(time) check-in\(parts.isEmpty ? "" : ": " + parts.joined(separator: " · ")) and \(number1(minutes)) min of breathing · profile \(profile.name)")
    }

    /// The option's value, else a line read from standard input (prompted on a terminal); nil when blank.
    static func answer(_ given: String?, prompt: String, interactive: Bool, out: TerminalOutput) throws -> String? {
        if let given { return given.isEmpty ? nil : given }
        if interactive { out.write(prompt + ": ") }
        guard let line = readLine(strippingNewline: true) else { return nil }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}
