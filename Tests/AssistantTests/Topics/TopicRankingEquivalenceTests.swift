@testable import Assistant
@testable import Content
import CycleCore
import Foundation
import Testing

/// The topic index's fast path (integer term ids, flat postings, partial top-k selection, read
/// from the precomputed file) ranks exactly as a straightforward BM25F written from the
/// definition: every topic scored from its own word counts, kept in dictionaries keyed by the
/// term's text, then fully sorted. Checked on every development question
/// (`dev-topic-questions*.tsv`), with and without modes, a mode penalty and a boost.
@Suite struct TopicRankingEquivalenceTests {
    /// The development questions, from every `dev-topic-questions*.tsv`.
    static let questions: [String] = {
        let folder = PackageFolder.corpus
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix("dev-topic-questions") && $0.hasSuffix(".tsv") }.sorted()
        var questions: [String] = []
        for name in names {
            let text = (try? String(contentsOf: folder.appending(path: name), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n").dropFirst() {
                if let question = line.split(separator: "\t").first { questions.append(String(question)) }
            }
        }
        return questions
    }()

    /// BM25F from the definition, over term texts ("word" or "first+second").
    struct Reference {
        let library: TopicLibrary
        let synonyms: [String: [(rest: [String], replacement: [String])]]
        /// Per topic, per field (questions, title, answer): term text → count, and the field's length.
        var counts: [[[String: Double]]] = []
        var lengths: [[Double]] = []
        var documentFrequency: [String: Double] = [:]

        init(library: TopicLibrary, tokenize: (String) -> [String]) {
            self.library = library
            var synonyms: [String: [(rest: [String], replacement: [String])]] = [:]
            var list: [(first: String, rest: [String], replacement: [String])] = []
            for (phrase, replacement) in library.synonyms {
                let words = tokenize(phrase)
                guard let first = words.first else { continue }
                list.append((first, Array(words.dropFirst()), replacement.split(separator: " ").map(String.init)))
            }
            list.sort(by: TopicIndex.synonymOrder)
            for entry in list { synonyms[entry.first, default: []].append((entry.rest, entry.replacement)) }
            self.synonyms = synonyms
            func terms(_ text: String) -> [String] {
                let words = TopicIndex.words(tokenize(text), weights: nil, synonyms: synonyms, stopWords: library.stopWords).map(\.term)
                return words + zip(words, words.dropFirst()).map { $0 + "+" + $1 }
            }
            for topic in library.topics {
                let fields = [topic.questions.flatMap(terms), terms(topic.title), terms(topic.answer)]
                counts.append(fields.map { field in field.reduce(into: [:]) { $0[$1, default: 0] += 1 } })
                lengths.append(fields.map { Double($0.count) })
                for term in Set(fields.joined()) { documentFrequency[term, default: 0] += 1 }
            }
        }

        /// Topic ids and scores, best first (score, then library order), at most `limit`.
        func search(tokens: [String], limit: Int, boost: [String: Double] = [:], modes: Set<Mode> = [],
                    outside: (modes: Set<Mode>, factor: Double)? = nil) -> [(id: String, score: Double)] {
            let words = TopicIndex.words(tokens, weights: nil, synonyms: synonyms, stopWords: library.stopWords)
            // Each term once at its highest weight, words then pairs of adjacent known words.
            var query: [(term: String, weight: Double)] = []
            func add(_ term: String, _ weight: Double) {
                if let at = query.firstIndex(where: { $0.term == term }) { query[at].weight = max(query[at].weight, weight) } else { query.append((term, weight)) }
            }
            for word in words { add(word.term, word.weight) }
            for (a, b) in zip(words, words.dropFirst()) where documentFrequency[a.term] != nil && documentFrequency[b.term] != nil {
                let pair = a.term + "+" + b.term
                if documentFrequency[pair] != nil { add(pair, TopicIndex.bigramWeight * min(a.weight, b.weight)) }
            }
            let n = Double(library.topics.count)
            let average = (0..<3).map { field in max(1, lengths.map { $0[field] }.reduce(0, +) / n) }
            let fieldWeights = [TopicIndex.weights.questions, TopicIndex.weights.title, TopicIndex.weights.answer]
            let b = [TopicIndex.b.questions, TopicIndex.b.title, TopicIndex.b.answer]
            var scored: [(position: Int, id: String, score: Double)] = []
            for (position, topic) in library.topics.enumerated() {
                var score = 0.0
                for (term, weight) in query {
                    guard let df = documentFrequency[term] else { continue }
                    var tf = 0.0
                    for field in 0..<3 {
                        if let count = counts[position][field][term] {
                            tf += fieldWeights[field] * count / (1 - b[field] + b[field] * lengths[position][field] / average[field])
                        }
                    }
                    guard tf > 0 else { continue }
                    let idf = log(1 + (n - df + 0.5) / (df + 0.5))
                    score += weight * idf * tf / (TopicIndex.k1 + tf)
                }
                if score > 0, !modes.isDisjoint(with: topic.modes) { score *= TopicIndex.modeBoost }
                if let outside, !outside.modes.isEmpty, outside.modes.isDisjoint(with: topic.modes) { score *= outside.factor }
                if score > 0, let factor = boost[topic.id] { score *= factor }
                if score > 0 { scored.append((position, topic.id, score)) }
            }
            scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.position < $1.position }
            return scored.prefix(limit).map { ($0.id, $0.score) }
        }
    }

    static let assistant = AssistantFixture.assistant
    static let reference = Reference(library: assistant.knowledge.topics, tokenize: assistant.analyzer.normalizer.tokenizer())

    @Test func thereAreDevelopmentQuestionsToCompare() {
        #expect(Self.questions.count >= 150)
    }

    @Test func theIndexRanksEveryDevelopmentQuestionAsTheReferenceDoes() throws {
        let index = Self.assistant.topics.index
        // The assistant's index is the one read from the checked-in file.
        #expect(index.serialized == EmbeddedFiles.all[TopicIndex.precomputedPath])
        let normalizer = Self.assistant.analyzer.normalizer
        let settings: [(modes: Set<Mode>, outside: (modes: Set<Mode>, factor: Double)?)] = [
            ([], nil), ([.pregnancy], nil), ([.ttc], ([.cycle, .ttc], TopicRetriever.notPregnantFactor)),
        ]
        var compared = 0
        for question in Self.questions {
            let tokens = normalizer.normalize(question).tokens
            for setting in settings {
                let fast = index.search(tokens: tokens, limit: 5, modes: setting.modes, outside: setting.outside).hits
                let slow = Self.reference.search(tokens: tokens, limit: 5, modes: setting.modes, outside: setting.outside)
                #expect(fast.map(\.topic.id) == slow.map(\.id), "\(question) \(setting.modes)")
                for (a, b) in zip(fast, slow) { #expect(abs(a.score - b.score) <= 1e-9 * max(1, b.score), "\(question)") }
                compared += 1
            }
            // A boost on the reference's runner-up (as the stage pass weights topics by id).
            if let second = Self.reference.search(tokens: tokens, limit: 2).dropFirst().first {
                let boost = [second.id: 1.5]
                #expect(index.search(tokens: tokens, limit: 3, boost: boost).hits.map(\.topic.id) == Self.reference.search(tokens: tokens, limit: 3, boost: boost).map(\.id), "\(question)")
            }
        }
        #expect(compared == Self.questions.count * settings.count)
    }

    @Test func theFileAndTheLibraryBuildRankTheAssistantsSearchesAlike() {
        let built = Self.assistant.topicIndexFromLibrary()
        let read = Self.assistant.topics.index
        let normalizer = Self.assistant.analyzer.normalizer
        for question in Self.questions {
            let tokens = normalizer.normalize(question).tokens
            let a = read.search(tokens: tokens, limit: 5), b = built.search(tokens: tokens, limit: 5)
            #expect(a.hits.map(\.topic.id) == b.hits.map(\.topic.id), "\(question)")
            #expect(a.hits.map(\.score) == b.hits.map(\.score), "\(question)")
            #expect(a.fits == b.fits && a.close == b.close, "\(question)")
        }
    }
}
