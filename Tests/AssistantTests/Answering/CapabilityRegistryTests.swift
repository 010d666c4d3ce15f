@testable import Assistant
import Content
import CycleCore
import Foundation
import Testing

/// Every intent has exactly one capability, every key a capability declares has a template,
/// and every answer the template sweep produces carries only keys its capability declares.
@Suite struct CapabilityRegistryTests {
    let assistant = AssistantFixture.assistant

    @Test func everyIntentHasACapability() {
        let intents = assistant.intentNames.map { IntentID($0) } + CapabilityRegistry.internalIntents
        let missing = intents.filter { CapabilityRegistry.capability(for: $0) == nil }
        #expect(missing.isEmpty, "intents without a capability: \(missing)")
        #expect(CapabilityRegistry.capability(for: .cycleNextPeriod).map { "\($0)" } == "CycleAnswers")
        #expect(CapabilityRegistry.capability(for: .topicPregnancyTest).map { "\($0)" } == "LoggableQuestionAnswers")
        #expect(CapabilityRegistry.capability(for: IntentID("no.such_intent")) == nil)
    }

    @Test func everyDeclaredKeyHasATemplate() {
        let keys = assistant.templates.keys
        let renderers: [any RendersTemplates.Type] = CapabilityRegistry.all + CapabilityRegistry.stages
        let missing = renderers.flatMap { renderer in
            renderer.templateKeys.filter { !keys.contains($0.rawValue) }.map { "\(renderer): \($0)" }
        }
        #expect(missing.isEmpty, "declared keys without a template: \(missing)")
    }

    @Test func noIntentIsAnsweredByTwoCapabilities() {
        var owner: [IntentID: String] = [:]
        var twice: [String] = []
        for capability in CapabilityRegistry.all {
            for intent in capability.intents {
                if let first = owner[intent] { twice.append("\(intent): \(first) and \(capability)") }
                owner[intent] = "\(capability)"
            }
        }
        #expect(twice.isEmpty, "\(twice)")
    }

    @Test(arguments: TemplateSweepTests.scenarios)
    func everySweptAnswerCarriesOnlyKeysItsCapabilityDeclares(scenario: TemplateSweepTests.Scenario) {
        var undeclared: Set<String> = []
        for message in TemplateSweepTests.messages {
            let result = assistant.renderEveryVariant(of: message, store: scenario.make(), today: scenario.today)
            for key in [result.key] + result.footers where !result.declared.contains(key) {
                undeclared.insert("\(result.producer) renders \(key) (for \"\(message)\") without declaring it")
            }
        }
        #expect(undeclared.isEmpty, "\(undeclared.sorted().joined(separator: "\n"))")
    }

    @Test func anIntentWithoutACapabilityStopsStartUpNamingIt() throws {
        var files = EmbeddedFiles.all
        let intents = try #require(files["assistant/intents.json"])
        files["assistant/intents.json"] = intents.replacingOccurrences(of: "\"id\": \"import.help\"", with: "\"id\": \"import.elsewhere\"")
        #expect(files["assistant/intents.json"] != intents, "the intents file changed")
        let problems = Assistant.problems(knowledge: assistant.knowledge, files: files)
        #expect(problems.contains { $0.description.contains("intent import.elsewhere has no capability") }, "\(problems)")
        #expect(throws: AssistantDataError.self) { try Assistant(knowledge: assistant.knowledge, files: files) }
    }

    @Test func aDeclaredKeyWithoutATemplateStopsStartUpNamingIt() throws {
        var files = EmbeddedFiles.all
        let overview = try #require(files["assistant/templates/overview.tmpl"])
        files["assistant/templates/overview.tmpl"] = overview.replacingOccurrences(of: "== overview.empty", with: "== overview.nobody")
        do {
            _ = try Assistant(knowledge: assistant.knowledge, files: files)
            Issue.record("the assistant started without a template for overview.empty")
        } catch {
            #expect(error.description.contains("template key overview.empty (declared by OverviewAnswers) has no template"), "\(error)")
        }
    }

    /// A capability's files (`Sources/Assistant/Answering/<Name>Answers*.swift`) never name
    /// another capability: shared values live in helpers (CycleValues, CycleSources,
    /// EnergyValues), not in another capability's dictionary.
    @Test func capabilitiesDoNotCallEachOther() throws {
        let folder = PackageFolder.root.appending(path: "Sources/Assistant/Answering")
        let names = CapabilityRegistry.all.map { "\($0)" }
        var calls: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            let own = names.filter { text.contains("enum \($0) ") || text.contains("extension \($0) ") || text.contains("extension \($0):") }
            guard !own.isEmpty else { continue }
            for other in names where !own.contains(other) && text.contains("\(other).") {
                calls.append("\(file) names \(other)")
            }
        }
        #expect(!names.isEmpty)
        #expect(calls.isEmpty, "\(calls)")
    }

    @Test func theShippedDataHasNoCapabilityProblems() {
        #expect(Assistant.problems(knowledge: assistant.knowledge, files: EmbeddedFiles.all).isEmpty)
    }
}
