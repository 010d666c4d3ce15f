import CycleCore
import Journal

extension LogCommand {
    private static let dayOptions = ["--flow", "--mood", "--symptom", "--discharge", "--cramps", "--skin", "--sex", "--temperature", "--note"]

    static let dayKinds: [Kind] = [
        Kind(names: ["day"], form: "day [DATE] [--flow F] [--mood M,…] [--symptom S[:1-3],…] [--discharge D] [--cramps 0-10] [--skin S] [--sex protected|unprotected] [--temperature T] [--note TEXT]",
             options: dayOptions) { words, arguments, context in
            let day = try context.day(from: words)
            var log = DailyLog(day: day)
            if let flow = arguments.value("--flow") { log.flow = try Flow.named(flow, field: "--flow") }
            if let moods = arguments.value("--mood") { log.moods = try moodSet(moods) }
            if let symptoms = arguments.value("--symptom") { log.symptoms = try symptomTable(symptoms, severity: nil) }
            if let discharge = arguments.value("--discharge") { log.discharge = try Discharge.named(discharge, field: "--discharge") }
            log.cramps = try integer(arguments, "--cramps", 0...10)
            if let skin = arguments.value("--skin") { log.skin = try SkinCondition.named(skin, field: "--skin") }
            if let sex = arguments.value("--sex") { log.sex = try SexualActivity.named(sex, field: "--sex") }
            if let temperature = arguments.value("--temperature") { log.temperatureC = try Units.celsius(from: temperature) }
            log.note = arguments.value("--note")
            guard !log.isEmpty else {
                throw CLIError.usage("say what to log for the day, e.g. --flow light or --mood calm (see 'bloom log --help')")
            }
            try logDay(log, context)
        },
        shortcut("flow", "flow FLOW [DATE]", "a flow") { log, text in log.flow = try Flow.named(text) },
        shortcut("mood", "mood MOOD[,MOOD…] [DATE]", "a mood") { log, text in log.moods = try moodSet(text) },
        Kind(names: ["symptom", "symptoms"], form: "symptom SYMPTOM[:1-3][,…] [DATE] [--severity 1-3]", options: ["--severity"]) { words, arguments, context in
            let (text, rest) = try value(words, "a symptom", form: "symptom SYMPTOM[,…] [DATE]")
            var log = DailyLog(day: try context.day(from: rest))
            log.symptoms = try symptomTable(text, severity: try integer(arguments, "--severity", 1...3))
            try logDay(log, context)
        },
        shortcut("discharge", "discharge TYPE [DATE]", "a discharge type") { log, text in log.discharge = try Discharge.named(text) },
        shortcut("cramps", "cramps 0-10 [DATE]", "a cramp intensity") { log, text in
            guard let value = Int(text) else { throw CLIError.usage("cramp intensity is a whole number from 0 to 10, not '\(text)'") }
            log.cramps = value
        },
        shortcut("skin", "skin CONDITION [DATE]", "a skin condition") { log, text in log.skin = try SkinCondition.named(text) },
        shortcut("sex", "sex protected|unprotected [DATE]", "protected or unprotected") { log, text in log.sex = try SexualActivity.named(text) },
        shortcut("note", "note TEXT [DATE]", "the note's text") { log, text in log.note = text },
    ]

    /// A `bloom log WORD VALUE [DATE]` form that sets one field of the day.
    private static func shortcut(_ name: String, _ form: String, _ what: String,
                                 set: @escaping @Sendable (inout DailyLog, String) throws -> Void) -> Kind {
        Kind(names: [name], form: form, options: []) { words, _, context in
            let (text, rest) = try value(words, what, form: form)
            var log = DailyLog(day: try context.day(from: rest))
            try set(&log, text)
            try logDay(log, context)
        }
    }

    private static func logDay(_ log: DailyLog, _ context: CommandContext) throws {
        let (store, profile) = try context.journalForLogging()
        let logged = try store.logDay(log, for: profile, today: try context.today())
        report(logged, profile, context, text: "day " + logged.record.summary)
    }

    static func moodSet(_ text: String) throws -> Set<Mood> {
        let names = list(text)
        guard !names.isEmpty else { throw CLIError.usage("name at least one mood") }
        return Set(try names.map { name throws(JournalError) in try Mood.named(name) })
    }

    /// Reads "cramps:2,headache" into symptoms with severities (`severity` for those without one).
    static func symptomTable(_ text: String, severity: Int?) throws -> [Symptom: Int?] {
        var table: [Symptom: Int?] = [:]
        for item in list(text) {
            let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
            let symptom = try Symptom.named(parts[0])
            var level = severity
            if parts.count == 2 {
                guard let number = Int(parts[1]) else { throw CLIError.usage("the severity of \(symptom.rawValue) is 1, 2 or 3, not '\(parts[1])'") }
                guard (1...3).contains(number) else { throw CLIError.data("the severity of \(symptom.rawValue) is 1 (mild) to 3 (severe), not \(number)") }
                level = number
            }
            table[symptom] = .some(level)
        }
        guard !table.isEmpty else { throw CLIError.usage("name at least one symptom") }
        return table
    }
}
