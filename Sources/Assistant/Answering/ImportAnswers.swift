import CycleCore
import Language

/// "Import my Apple Health data": how the import command works, in the import guide's own
/// words; "export all my data as a csv": what the export and report commands write. (Where the
/// cycles behind an estimate came from is `CycleSources`.)
enum ImportAnswers {
    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        let source = named(in: context.message)
        var values: [String: TemplateValue] = [
            "source": source.map { .string($0.name) } ?? .null,
            "guide": context.store.importGuide(for: source?.id).map { .string($0) } ?? .null,
        ]
        if let summary = try? context.store.importSummary(), let last = summary.lastImport {
            values["lastImport"] = .string(last)
        }
        var output = AnswerOutput(key: .importHelp, values: values)
        // "Export all my data as a csv": the other way, which the export command does.
        if asksToExport(context.message) { output.attributes["asks"] = "export" }
        return output
    }

    /// Words of taking data out of Bloom ("export", "backup", "download", "csv").
    static let exportWords: Set<String> = ["export", "exporting", "backup", "download", "csv", "spreadsheet", "excel"]
    /// Words of bringing data in ("import", "from", "bring", "transfer"): with one, a message
    /// about an export file asks about importing it ("import my Flo export").
    static let importWords: Set<String> = ["import", "importing", "imported", "from", "bring", "transfer", "move"]

    /// Whether `message` asks to take data out of Bloom rather than bring it in.
    static func asksToExport(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return tokens.contains(where: exportWords.contains) && !tokens.contains(where: importWords.contains) && named(in: message) == nil
    }

    /// The app a message names, as the import command's format id and its name in words.
    static func named(in message: AnalyzedMessage) -> (id: String, name: String)? {
        let tokens = message.normalized.tokens
        if tokens.contains("apple") || tokens.contains("health") || tokens.contains("healthkit") || tokens.contains("iphone")
            || tokens.contains("watch") { return ("apple-health", "Apple Health") }
        if tokens.contains("clue") { return ("clue", "Clue") }
        if tokens.contains("flo") { return ("flo", "Flo") }
        if tokens.contains("drip") { return ("drip", "drip") }
        return nil
    }
}

extension ImportAnswers: Capability {
    static let intents: [IntentID] = [.importHelp]
    static let templateKeys: [TemplateKey] = [.importHelp]
}
