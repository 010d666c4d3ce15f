import CycleCore
import Journal
import JournalAdapters

/// `bloom food KCAL [DATE]`: logs food energy eaten on a day.
enum FoodCommand: BloomCommand {
    static let name = "food"
    static let summary = "Log food energy (kcal), with protein, carbs and fat if you know them"
    static let usage = """
        bloom food KCAL [--protein G] [--carbs G] [--fat G] [--note TEXT] [DATE] [--json]

        Logs what you ate, in kcal, on a day (today unless DATE says otherwise: YYYY-MM-DD,
        yesterday, N days ago). Only days you log count toward your budget: a day with nothing
        logged is left out, never taken as zero. 'bloom undo' takes the last entry back.

        Examples:
          bloom food 650
          bloom food 420 --protein 25 --carbs 40 --fat 15 --note lunch
          bloom food 300 yesterday
        """
    static let options: [OptionSpec] = [
        .value("--protein", "G", "protein in grams"),
        .value("--carbs", "G", "carbohydrate in grams"),
        .value("--fat", "G", "fat in grams"),
        .value("--note", "TEXT", "a few words (e.g. lunch)"),
        .flag("--json", "print the stored entry as JSON"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard let text = arguments.positionals.first else {
            throw CLIError.usage("missing the energy in kcal: bloom food KCAL [DATE], e.g. bloom food 650")
        }
        let digits = text.lowercased().hasSuffix("kcal") ? String(text.dropLast(4)) : text
        guard let kcal = Int(digits) else {
            throw CLIError.usage("the energy is a whole number of kcal, e.g. 650, not '\(text)'")
        }
        let day = try context.day(from: Array(arguments.positionals.dropFirst()))
        let grams = try ["--protein", "--carbs", "--fat"].map { try self.grams(arguments, $0) }
        let (store, profile) = try context.journalForLogging()
        let entry = FoodEntry(day: day, kcal: kcal, proteinGrams: grams[0], carbsGrams: grams[1], fatGrams: grams[2],
                              note: arguments.value("--note"), created: try context.now())
        let (logged, total) = try journalErrors { try EnergyJournal.logFood(entry, store: store, profile: profile, today: try context.today()) }
        LogCommand.report(logged, profile, context, text: EnergyJournal.foodLine(logged.record, total: total))
    }

    private static func grams(_ arguments: ParsedArguments, _ name: String) throws -> Double? {
        guard let text = arguments.value(name) else { return nil }
        let digits = text.lowercased().hasSuffix("g") ? String(text.dropLast()) : text
        guard let value = Double(String(digits.map { $0 == "," ? "." : $0 })), value.isFinite else {
            throw CLIError.usage("\(name) takes grams, e.g. 25, not '\(text)'")
        }
        return value
    }
}
