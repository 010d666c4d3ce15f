@testable import Assistant
import Content
import CycleCore
import Foundation

/// The real assistant built from the embedded Knowledge, shared by the tests.
enum AssistantFixture {
    static let assistant: Assistant = {
        do {
            let knowledge = try Knowledge.load()
            return try Assistant(knowledge: knowledge, files: EmbeddedFiles.all)
        } catch {
            fatalError("the assistant does not load: \(error)")
        }
    }()

    /// Every pattern text the assistant reads: intents, pregnancy words, guards and triage rules.
    static func patternTexts() throws -> [String] {
        let files = EmbeddedFiles.all
        let intents = try AssistantData.decode(AssistantData.IntentsFile.self, file: "assistant/intents.json", from: files)
        let guards = try AssistantData.decode(AssistantData.GuardsFile.self, file: "assistant/guards.json", from: files)
        let triage = try AssistantData.decode(TriageFile.self, file: "triage/rules.json", from: files)
        var texts = intents.intents.flatMap(\.patterns) + guards.pregnancyWords
        for entry in guards.guards { texts += entry.patterns + (entry.pregnancyPatterns ?? []) + (entry.unless ?? []) }
        for rule in triage.rules { texts += rule.all.flatMap { $0 }.filter { TriageGroup.reading($0) == nil } + (rule.unless ?? []) }
        for modifier in triage.modifiers { texts += modifier.patterns + (modifier.unless ?? []) }
        return texts
    }

    /// The corpus's fixed today (a Sunday).
    static let today = Day(year: 2026, month: 11, day: 22)!

    /// Sends `messages` in one conversation with the built-in assistant on `today` and returns
    /// the replies.
    static func chat(_ messages: [String], store: InMemoryStore) -> [Reply] {
        var conversation = Conversation()
        return messages.map { assistant.respond(to: $0, in: &conversation, store: store, today: today) }
    }

    /// What `message`, sent alone to a fresh in-memory store, writes.
    static func writes(_ message: String) -> [JournalWrite] {
        let store = InMemoryStore()
        _ = chat([message], store: store)
        return store.writes
    }

    /// Triage of `message` as the chat reads it, in a context written as the vignettes write
    /// it ("none", "ttc", "pregnant:30", "postpartum:2"), on `today`.
    static func triage(_ message: String, in context: String) throws -> TriageAssessment? {
        let context = try TriageContext(parsing: context)
        let understanding = assistant.understand(message, today: today, pregnant: context.pregnant)
        return assistant.triage(understanding, profile: context, today: today)
    }

    /// One labelled line of `Corpus/utterances.tsv`.
    struct Labelled: Sendable {
        let line: Int
        let intent: String
        let guardKind: String?
        let day: Day?
        let utterance: String
    }

    static let corpus: [Labelled] = {
        let url = PackageFolder.corpus.appending(path: "utterances.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").enumerated().dropFirst().compactMap { index, line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 4 else { return nil }
            return Labelled(
                line: index + 1, intent: columns[0], guardKind: columns[1] == "-" ? nil : columns[1],
                day: columns[2] == "-" ? nil : Day(columns[2]), utterance: columns[3]
            )
        }
    }()
}
