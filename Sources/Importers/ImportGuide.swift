import NextSteps

/// Words the assistant can use to explain importing ("import my Apple Health data"), the
/// commands to run typed (worded by whoever shows them).
package enum ImportGuide {
    /// How to bring another app's history into Bloom, in a few sentences.
    package static let explanation: StepText = """
        You can bring your history from Apple Health, Clue, Flo or drip. Export it from the app \
        (Apple Health: your picture in Health, then Export All Health Data, which makes export.zip; \
        Clue and Flo: request your data; drip: export to CSV), copy the file to this computer, then run \
        '\(NextStep.importFile(nil, dryRun: true))' to see what would be added, already there or in conflict, and \
        '\(NextStep.importFile(nil, dryRun: false))' to import it. Your own entries always win, importing twice adds nothing, \
        and '\(NextStep.undoImport)' takes the whole import back.
        """

    /// The explanation for one source, e.g. "apple-health".
    package static func steps(for source: String) -> StepText {
        switch source {
        case "apple-health":
            "In the Health app tap your picture, then Export All Health Data; copy export.zip here and run \(run("export.zip"))."
        case "clue":
            "In Clue, request your data export; copy measurements.json (or an older .cluedata backup) here and run \(run(nil))."
        case "flo":
            "Ask Flo for your data (a data request); copy the JSON it sends here and run \(run(nil))."
        case "drip":
            "In drip, export your data as CSV; copy it here and run \(run(nil))."
        default:
            explanation
        }
    }

    /// "'import FILE --dry-run', then 'import FILE'", the steps typed.
    static func run(_ file: String?) -> StepText {
        "'\(NextStep.importFile(file, dryRun: true))', then '\(NextStep.importFile(file, dryRun: false))'"
    }
}
