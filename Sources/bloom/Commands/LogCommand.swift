import CycleCore
import Foundation
import Journal
import JSON

/// `bloom log KIND …`: stores one thing that happened (a period, a day, a measurement, …) in
/// the chosen profile, in one transaction, and prints what it stored in one line.
enum LogCommand: BloomCommand {
    static let name = "log"
    static let summary = "Log a period, symptoms, a measurement or anything else Bloom keeps"
    static var usage: String {
        """
        \(kinds.map { "bloom log \($0.form)" }.joined(separator: "\n"))

        DATE is YYYY-MM-DD, today, yesterday or 'N days ago' (default today); TIME is HH:MM or 'YYYY-MM-DD HH:MM'
        (default now). Moods: \(Mood.names.joined(separator: ", ")).
        Symptoms: \(Symptom.names.joined(separator: ", ")).
        Logging a day again adds to it; 'bloom undo' takes back the last thing logged.

        Examples:
          bloom log period start 2026-11-01
          bloom log period end yesterday
          bloom log day --flow light --mood calm,tired --symptom cramps:2,headache --cramps 4
          bloom log temp 36.55 --at 06:30
          bloom log temp 36.9 --excluded illness
          bloom log pregnancy-test negative --date 2026-11-20
          bloom log water 250
          bloom log sleep 23:40-07:05
          bloom log sleep --hours 6.5                  (a night told by its length only)
          bloom log workout 40 --effort 7
          bloom log bp 118/76 --at 07:30
          bloom log glucose 5.4 --timing fasting       (mmol/L; or: bloom log glucose 97 mg/dL)
          bloom log spo2 97
          bloom log bodyfat 27
        """
    }
    static let options: [OptionSpec] = [
        .value("--at", "TIME", "when it happened (HH:MM or 'YYYY-MM-DD HH:MM')"),
        .value("--note", "TEXT", "a note"),
        .flag("--new-cycle", "a period start fewer than 10 days after the previous one is a new period, not the same"),
        .value("--flow", "FLOW", "spotting, light, medium or heavy"),
        .value("--mood", "MOODS", "one or more moods, comma-separated"),
        .value("--symptom", "SYMPTOMS", "symptoms, comma-separated, each optionally NAME:SEVERITY (1–3)"),
        .value("--severity", "N", "severity 1 (mild) to 3 (severe) for 'log symptom'"),
        .value("--discharge", "TYPE", Discharge.names.joined(separator: ", ")),
        .value("--cramps", "N", "cramp intensity 0–10"),
        .value("--skin", "SKIN", SkinCondition.names.joined(separator: ", ")),
        .value("--sex", "KIND", "protected or unprotected"),
        .value("--temperature", "T", "body temperature (°C, or °F with F)"),
        .value("--excluded", "REASON", "leave a temperature out of the shift rule: \(TemperatureExclusion.names.joined(separator: ", "))"),
        .value("--date", "DATE", "the day it happened, for a pregnancy test (or give DATE after the result)"),
        .flag("--faint", "a faint second line on a pregnancy test (a positive)"),
        .value("--lmp", "DATE", "first day of the last period (pregnancy)"),
        .value("--due", "DATE", "due date (pregnancy)"),
        .value("--baby-name", "NAME", "the baby's name (pregnancy)"),
        .value("--start", "TIME", "start of a session or contraction"),
        .value("--end", "TIME", "end of a session or contraction"),
        .value("--kicks", "TIMES", "kick times, comma-separated"),
        .value("--when", "TIME", "when an appointment is ('YYYY-MM-DD HH:MM')"),
        .value("--place", "PLACE", "where an appointment is"),
        .value("--remind", "MINUTES", "remind this many minutes before an appointment"),
        .value("--routine", "NAME", "the yoga routine"),
        .value("--poses", "POSES", "yoga poses done, comma-separated"),
        .value("--caffeine", "N", "caffeinated drinks"),
        .value("--alcohol", "N", "alcoholic drinks"),
        .value("--tobacco", "N", "cigarettes or other tobacco uses"),
        .flag("--late-meal", "ate late in the evening"),
        .value("--supplements", "LIST", "supplements taken, comma-separated"),
        .value("--sleep", "TEXT", "the sleep environment"),
        .value("--room-temp", "T", "room temperature (°C, or °F with F)"),
        .value("--hours", "H", "hours slept, 0.5–16, for a night told by its length only (no bedtime or waking time)"),
        .value("--effort", "N", "how hard a workout felt, 0 (rest) to 10 (maximal)"),
        .value("--activity", "NAME", "the kind of workout, e.g. running"),
        .value("--timing", "WHEN", "when a glucose was taken: fasting, before-meal or after-meal (about 2 hours after eating)"),
        .flag("--json", "print what was stored as JSON"),
    ]

    /// One form of `bloom log` — a subcommand: its names, usage, the options it takes (typed:
    /// each one of `LogCommand.options`) and what it does.
    struct Kind: Sendable {
        let names: [String]
        let form: String
        /// The options this kind takes, declared by name and checked against `LogCommand.options`.
        let optionNames: [String]
        let run: @Sendable ([String], ParsedArguments, CommandContext) throws -> Void

        init(names: [String], form: String, options: [String],
             run: @escaping @Sendable ([String], ParsedArguments, CommandContext) throws -> Void) {
            self.names = names
            self.form = form
            self.optionNames = options
            self.run = run
        }

        /// The kind's options as specs (`--json` included); a name no spec declares is left out
        /// (`LogKindTests` fails on one).
        var options: [OptionSpec] {
            (optionNames + ["--json"]).compactMap { name in LogCommand.options.first { $0.name == name } }
        }

        /// `bloom log KIND --help`: its usage and only its options.
        var helpText: String {
            var text = "Log \(names[0])\(names.count > 1 ? " (also: " + names.dropFirst().joined(separator: ", ") + ")" : "")\n\nUSAGE:\n  bloom log \(form)\n"
            text += "\nOPTIONS:\n" + (options + globalOptions).map { "  " + $0.help }.joined(separator: "\n") + "\n"
            return text
        }
    }

    /// The kind `word` names ("temp", "bbt"…), if any.
    static func kind(named word: String) -> Kind? {
        kinds.first { $0.names.contains(word.lowercased()) }
    }

    static func helpText(for positionals: [String]) -> String {
        positionals.first.flatMap(kind(named:))?.helpText ?? helpText
    }

    static let kinds: [Kind] = periodKinds + dayKinds + measurementKinds + bodyKinds + vitalKinds + pregnancyKinds + wellbeingKinds

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        var words = arguments.positionals
        guard !words.isEmpty else {
            throw CLIError.usage("say what to log: \(kinds.map { $0.names[0] }.joined(separator: ", "))")
        }
        var word = words.removeFirst().lowercased()
        // "bloom log pregnancy test positive": the kind named in two words.
        if word == "pregnancy", words.first?.lowercased() == "test" {
            words.removeFirst()
            word = "pregnancy-test"
        }
        guard let kind = kind(named: word) else {
            var message = "cannot log '\(word)' (kinds: \(kinds.map { $0.names[0] }.joined(separator: ", ")))"
            if let near = closestMatch(to: word, in: kinds.flatMap(\.names)) { message += "; did you mean '\(near)'?" }
            throw CLIError.usage(message)
        }
        let allowed = Set((kind.options + globalOptions).map(\.name))
        if let stray = (Array(arguments.values.keys) + Array(arguments.flags)).sorted().first(where: { !allowed.contains($0) }) {
            throw CLIError.usage("\(stray) does not apply to 'bloom log \(kind.names[0])' (usage: bloom log \(kind.form))")
        }
        try journalErrors { try kind.run(words, arguments, context) }
    }

    // MARK: - Shared helpers

    /// Prints one line saying what was stored, or the record as JSON with `--json`.
    static func report<R: StoredRecord>(_ logged: Logged<R>, _ profile: Profile, _ context: CommandContext,
                                        text: String? = nil, extra: String? = nil, verb: String? = nil) {
        if context.wantsJSON {
            context.out.line(JSONValue.object([
                "change": .string(logged.change.rawValue), "kind": .string(R.kind.rawValue),
                "profile": .string(profile.name), "record": logged.record.json,
            ]).rendered())
            return
        }
        let verb = logged.change == .unchanged ? "Already logged" : verb ?? (logged.change == .added ? "Logged" : "Updated")
        context.out.line("\(verb) \(text ?? logged.record.summary)\(extra.map { " · " + $0 } ?? "") · profile \(profile.name)")
    }

    /// Splits `words` into a required first value and the rest (the DATE phrase).
    static func value(_ words: [String], _ what: String, form: String) throws -> (String, [String]) {
        guard let first = words.first else { throw CLIError.usage("missing \(what): bloom log \(form)") }
        return (first, Array(words.dropFirst()))
    }

    /// A whole number option in `range`, or nil when absent.
    static func integer(_ arguments: ParsedArguments, _ name: String, _ range: ClosedRange<Int>) throws -> Int? {
        guard let text = arguments.value(name) else { return nil }
        guard let number = Int(text) else { throw CLIError.usage("\(name) takes a whole number, not '\(text)'") }
        guard range.contains(number) else {
            throw CLIError.data("\(name) \(number) is outside \(range.lowerBound)–\(range.upperBound)")
        }
        return number
    }

    /// A comma-separated list option ("a, b,c" → ["a", "b", "c"]); empty when absent.
    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Refuses words left over after a form that takes none.
    static func noDate(_ words: [String], form: String) throws {
        if let extra = words.first { throw CLIError.usage("unexpected '\(extra)': bloom log \(form)") }
    }
}
