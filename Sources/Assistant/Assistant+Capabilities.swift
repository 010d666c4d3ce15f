import Content
import Language

extension Assistant {
    /// Checks every intent the assistant knows (intents.json and the internal ones) has a
    /// capability and every template key a capability declares has a template.
    /// - Throws: `AssistantDataError` naming each intent or key that is wrong.
    static func checkCapabilities(intents: [IntentID], templates: TemplateLibrary) throws(AssistantDataError) {
        let problems = CapabilityRegistry.problems(intents: intents, templateKeys: templates.keys)
        guard problems.isEmpty else { throw AssistantDataError(file: "assistant", problem: problems.joined(separator: "; ")) }
    }

    /// Every problem building the assistant from `files` (keyed by their path relative to
    /// `Knowledge/`): the data error that stops it, else one per intent without a capability
    /// and per declared key without a template; a broken template (parsed only when first
    /// rendered at run time) is found here too. Empty when the assistant builds and is complete.
    package static func problems(knowledge: Knowledge, files: [String: String]) -> [AssistantDataError] {
        do {
            let assistant = try Assistant(knowledge: knowledge, files: files, checkingCapabilities: false)
            do { try assistant.templates.checkAll() } catch {
                return [AssistantDataError(file: "assistant/templates", problem: error.description)]
            }
            return CapabilityRegistry.problems(intents: assistant.intentNames.map { IntentID($0) }, templateKeys: assistant.templates.keys)
                .map { AssistantDataError(file: "assistant", problem: $0) }
        } catch {
            return [error]
        }
    }
}
