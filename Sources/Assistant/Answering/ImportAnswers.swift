import CycleCore
import Language

/// "Import my Apple Health data": how the import command works, in the import guide's own
/// words. (Where the cycles behind an estimate came from is `CycleSources`.)
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
        return AnswerOutput(key: .importHelp, values: values)
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
