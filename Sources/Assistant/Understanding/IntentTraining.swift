import Content
import CycleCore
import IntentModel
import Language

/// The intent model's training set and the normaliser it is read with, shared by the
/// trainer (`swift run IntentTrainer`), the staleness test and the benchmark, so all three see
/// messages exactly as the assistant does.
///
/// Training data: every intent's examples in `assistant/intents.json`, the labelled corpus
/// (`Tests/AssistantTests/Corpus/utterances.tsv`, passed in as text) and the out-of-scope
/// requests in `assistant/out-of-scope.txt`.
package enum IntentTraining {
    /// Where the trained model lives, relative to `Knowledge/`.
    package static let modelPath = "assistant/intent-model.txt"
    /// Where the out-of-scope training requests live, relative to `Knowledge/`.
    package static let outOfScopePath = "assistant/out-of-scope.txt"

    /// Reads a message into the model's inputs exactly as the assistant does: the assistant's
    /// own normaliser (same vocabulary, lay spellings and spelling index) for the n-grams, and
    /// the classifier's named features (pattern scores, entity kinds).
    package struct Reader: Sendable {
        let analyzer: MessageAnalyzer
        let patternScores: PatternScores
        /// Training messages are read against this day (only whether a day is named matters).
        static let today = Day(year: 2026, month: 11, day: 22)!

        /// - Throws: `AssistantDataError` when a file of `Knowledge/assistant/` is wrong.
        package init(knowledge: Knowledge, files: [String: String]) throws(AssistantDataError) {
            let (analyzer, intents, _) = try typed { try Assistant.makeAnalyzer(knowledge: knowledge, files: files) }
            let rules = try typed { try Assistant.intentRules(intents) }
            self.analyzer = analyzer
            self.patternScores = PatternScores(rules: rules.map { ($0.id, $0.patterns) })
        }

        /// `message` as a training example of `intent` (an augmented copy of training message
        /// number `copyOf`, when given).
        package func read(_ message: String, intent: String, copyOf: Int? = nil) -> IntentModelTrainer.Labelled {
            let analyzed = analyzer.analyze(message, today: Reader.today, profiles: [])
            return IntentModelTrainer.Labelled(tokens: analyzed.normalized.tokens, named: IntentClassifier.namedFeatures(analyzed, patternScores: patternScores),
                                               intent: intent, copyOf: copyOf)
        }

        /// The entities found in `message` as `kind:start:length` (token spans), for the
        /// trainer's `--dump` (feature exploration outside the package).
        package func entitySpans(_ message: String) -> [String] {
            analyzer.analyze(message, today: Reader.today, profiles: []).entities.map { "\($0.kind.rawValue):\($0.start):\($0.length)" }
        }

        /// The normaliser the assistant reads messages with.
        package var normalizer: TextNormalizer { analyzer.normalizer }
    }

    /// The intents the model chooses among: the intents of `intents.json` in file order, then
    /// `out_of_scope`.
    package static func classes(files: [String: String]) throws(AssistantDataError) -> [String] {
        let intents = try typed { try AssistantData.decode(AssistantData.IntentsFile.self, file: "assistant/intents.json", from: files) }
        return intents.intents.map(\.id) + [IntentModel.outOfScope]
    }

    /// The out-of-scope requests of `out-of-scope.txt` (comments and blank lines skipped).
    package static func outOfScopeRequests(files: [String: String]) -> [String] {
        let text = files[outOfScopePath] ?? ""
        // ASCII without "\r" (the shipped file) is split and trimmed byte by byte: splitting
        // `Character`s and Foundation's trimming cost more than the rest of reading it.
        guard text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return referenceOutOfScopeRequests(text) }
        var requests: [String] = []
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            var start = line.startIndex, end = line.endIndex
            while start < end, line[start] == 0x20 || line[start] == 0x09 { start = line.index(after: start) }
            while end > start, line[line.index(before: end)] == 0x20 || line[line.index(before: end)] == 0x09 { end = line.index(before: end) }
            guard start < end, line[start] != UInt8(ascii: "#") else { continue }
            requests.append(String(Substring(line[start..<end])))
        }
        return requests
    }

    /// `outOfScopeRequests` for any text: lines split as `Character`s, trimmed by Foundation.
    static func referenceOutOfScopeRequests(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The labelled lines of a corpus TSV whose first column is the intent and last column
    /// the utterance (the header line is skipped).
    package static func labelledLines(tsv: String) -> [(intent: String, utterance: String)] {
        tsv.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 2, let last = columns.last else { return nil }
            return (String(columns[0]), String(last))
        }
    }

    /// Every training message, read as the assistant reads it, with its intent: examples,
    /// then the corpus, then the out-of-scope requests.
    package static func trainingSet(files: [String: String], corpusTSV: String, reader: Reader) throws(AssistantDataError) -> [IntentModelTrainer.Labelled] {
        try trainingMessages(files: files, corpusTSV: corpusTSV).map { reader.read($0.text, intent: $0.intent) }
    }

    /// Every training message's text and intent, in `trainingSet`'s order.
    package static func trainingMessages(files: [String: String], corpusTSV: String) throws(AssistantDataError) -> [(text: String, intent: String)] {
        let intents = try typed { try AssistantData.decode(AssistantData.IntentsFile.self, file: "assistant/intents.json", from: files) }
        var messages: [(text: String, intent: String)] = []
        for intent in intents.intents {
            for example in intent.examples { messages.append((example, intent.id)) }
        }
        for line in labelledLines(tsv: corpusTSV) { messages.append((line.utterance, line.intent)) }
        for request in outOfScopeRequests(files: files) { messages.append((request, IntentModel.outOfScope)) }
        return messages
    }

    /// Runs `body`, passing an `AssistantDataError` through and wrapping any other error.
    static func typed<T>(_ body: () throws -> T) throws(AssistantDataError) -> T {
        do {
            return try body()
        } catch let error as AssistantDataError {
            throw error
        } catch {
            throw AssistantDataError(file: "assistant", problem: "\(error)")
        }
    }
}

import Foundation
