@testable import Assistant
import Content
import Foundation
import JSON
import Testing

/// The assistant's intents, guards, words and triage files are read directly over the parsed
/// document at start-up (`JSONReadable`); these tests require exactly what `Decodable` reads,
/// and the same error messages.
@Suite struct AssistantDataReadingTests {
    @Test func directReadsEqualDecodableOnTheShippedFiles() throws {
        let files = EmbeddedFiles.all
        func same<T: Decodable & JSONReadable>(_ type: T.Type, _ path: String) throws {
            let decoded = try AssistantData.decode(T.self, file: path, from: files)
            let read = try AssistantData.read(T.self, file: path, from: files)
            let expected = StartupShortcutTests.contents(decoded)
            #expect(StartupShortcutTests.contents(read) == expected, "\(path)")
            #expect(expected.count > 10, "\(path)")
        }
        try same(AssistantData.IntentsFile.self, "assistant/intents.json")
        try same(AssistantData.GuardsFile.self, "assistant/guards.json")
        try same(AssistantData.WordsFile.self, "assistant/words.json")
        try same(TriageFile.self, "triage/rules.json")
        let decoded = try AssistantData.decode(AssistantData.IntentsFile.self, file: "assistant/intents.json", from: files)
        let read = try AssistantData.read(AssistantData.IntentsFile.self, file: "assistant/intents.json", from: files)
        #expect(read.laySpellings == decoded.laySpellings)
    }

    @Test func readingNamesAreReadAsDecodableReadsThem() throws {
        struct ReadingsFile: Decodable { let version: Int; let readings: [String: String] }
        let decoded = try AssistantData.decode(ReadingsFile.self, file: "assistant/readings.json", from: EmbeddedFiles.all)
        let read = try Assistant.readingNames(files: EmbeddedFiles.all)
        #expect(read == decoded.readings)
        #expect(read.count > 10)
        var files = EmbeddedFiles.all
        files["assistant/readings.json"] = #"{"version": 1, "reading": {}}"#
        #expect(throws: AssistantDataError.self) { try Assistant.readingNames(files: files) }
    }

    @Test(arguments: [
        ("assistant/words.json", #"{"version": 1, "word": []}"#),
        ("assistant/words.json", #"{"version": "1", "words": []}"#),
        ("assistant/words.json", #"{"version": 1.5, "words": []}"#),
        ("assistant/words.json", #"{"version": 1, "words": [1]}"#),
        ("assistant/words.json", "{ not json"),
        ("assistant/intents.json", #"{"version": 1, "confidenceFloor": 0.5, "intents": [{"id": "a", "patterns": [], "examples": "x"}]}"#),
        ("assistant/intents.json", #"{"version": 1, "confidenceFloor": 0.5, "intents": [], "laySpellings": {"a": 1}}"#),
        ("assistant/guards.json", #"{"version": 1, "feverCelsius": 38, "pregnancyWords": [], "guards": [{"id": "g", "patterns": [], "unless": null}, {"id": "h"}]}"#),
        ("triage/rules.json", #"{"version": 1, "fallback": {"level": "urgent-ish", "reason": ""}}"#),
        ("triage/rules.json", #"{"version": 1, "fallback": {"level": "gp", "reason": ""}, "fever": [], "possiblyPregnant": [], "pregnantNow": [], "notPregnant": [], "postpartum": [], "rules": [{"id": "r", "level": "gp", "all": [["a"]], "reason": "", "when": "sometimes"}], "modifiers": []}"#),
        ("triage/rules.json", #"{"version": 1, "fallback": {"level": "gp", "reason": ""}, "fever": [], "possiblyPregnant": [], "pregnantNow": [], "notPregnant": [], "postpartum": [], "rules": [{"id": "r", "level": "gp", "all": [["a"]], "reason": "", "weeks": [1, "2"]}], "modifiers": []}"#),
    ])
    func directReadsFailWithDecodablesMessages(path: String, text: String) {
        var files = EmbeddedFiles.all
        files[path] = text
        func message(_ body: () throws -> Any) -> String {
            do { _ = try body(); return "no error" } catch { return "\(error)" }
        }
        let decoded: String, read: String
        switch path {
        case "assistant/words.json":
            decoded = message { try AssistantData.decode(AssistantData.WordsFile.self, file: path, from: files) }
            read = message { try AssistantData.read(AssistantData.WordsFile.self, file: path, from: files) }
        case "assistant/intents.json":
            decoded = message { try AssistantData.decode(AssistantData.IntentsFile.self, file: path, from: files) }
            read = message { try AssistantData.read(AssistantData.IntentsFile.self, file: path, from: files) }
        case "assistant/guards.json":
            decoded = message { try AssistantData.decode(AssistantData.GuardsFile.self, file: path, from: files) }
            read = message { try AssistantData.read(AssistantData.GuardsFile.self, file: path, from: files) }
        default:
            decoded = message { try AssistantData.decode(TriageFile.self, file: path, from: files) }
            read = message { try AssistantData.read(TriageFile.self, file: path, from: files) }
        }
        #expect(decoded != "no error")
        #expect(read == decoded)
    }
}
