/// Words the assistant can use to explain importing ("import my Apple Health data").
public enum ImportGuide {
    /// How to bring another app's history into Bloom, in a few sentences.
    public static let explanation = """
        You can bring your history from Apple Health, Clue, Flo or drip. Export it from the app \
        (Apple Health: your picture in Health, then Export All Health Data, which makes export.zip; \
        Clue and Flo: request your data; drip: export to CSV), copy the file to this computer, then run \
        'bloom import FILE --dry-run' to see what would be added, already there or in conflict, and \
        'bloom import FILE' to import it. Your own entries always win, importing twice adds nothing, \
        and 'bloom import --undo' takes the whole import back.
        """

    /// The explanation for one source, e.g. "apple-health".
    public static func steps(for source: String) -> String {
        switch source {
        case "apple-health":
            "In the Health app tap your picture, then Export All Health Data; copy export.zip here and run 'bloom import export.zip --dry-run', then 'bloom import export.zip'."
        case "clue":
            "In Clue, request your data export; copy measurements.json (or an older .cluedata backup) here and run 'bloom import FILE --dry-run', then 'bloom import FILE'."
        case "flo":
            "Ask Flo for your data (a data request); copy the JSON it sends here and run 'bloom import FILE --dry-run', then 'bloom import FILE'."
        case "drip":
            "In drip, export your data as CSV; copy it here and run 'bloom import FILE --dry-run', then 'bloom import FILE'."
        default:
            explanation
        }
    }
}
