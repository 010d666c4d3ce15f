import Content
import CycleCore
import Foundation
import Testing

/// The topic library: loading `topics/*.json`, the validator's rules, and BM25F retrieval.
@Suite struct TopicLibraryTests {
    static let devTopics: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "AssistantTests/Corpus/dev-topics.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    static func files(with topics: String = devTopics, path: String = "topics/dev.json") -> [String: String] {
        // The shipped topics are left out so these tests see only the development topics.
        var files = EmbeddedFiles.all.filter { !$0.key.hasPrefix("topics/") || $0.key == "topics/synonyms.json" }
        files[path] = topics
        return files
    }

    /// Problems in topic files only (the rest of the embedded copy is checked elsewhere).
    static func topicProblems(_ files: [String: String]) -> [String] {
        KnowledgeValidator.validate(files: files).filter { $0.file.hasPrefix("topics/") }.map(\.description)
    }

    /// The development topics with one edit applied to the topic `index` as JSON.
    static func edited(_ index: Int = 0, _ edit: (inout [String: Any]) -> Void) -> String {
        var root = try! JSONSerialization.jsonObject(with: Data(devTopics.utf8)) as! [String: Any]
        var topics = root["topics"] as! [[String: Any]]
        edit(&topics[index])
        root["topics"] = topics
        return String(decoding: try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func theDevelopmentTopicsLoadByAreaWithTheSynonyms() throws {
        let knowledge = try Knowledge(files: Self.files())
        #expect(knowledge.topics.topics.count == 8)
        #expect(knowledge.topics.byArea.map(\.area) == ["dev"])
        #expect(knowledge.topics.topic(id: "dev-period-length")?.personal == .periodLength)
        #expect(knowledge.topics.topic(id: "dev-early-pregnancy-spotting")?.getHelp?.level == .gpToday)
        #expect(knowledge.topics.synonyms["aunt flo"] == "period")
        #expect(knowledge.topics.stopWords.contains("the"))
    }

    @Test func theDevelopmentTopicsAreValid() {
        #expect(Self.topicProblems(Self.files()) == [])
    }

    @Test func theShippedTopicsAreValid() throws {
        let problems = Self.topicProblems(EmbeddedFiles.all)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(try Knowledge.load().topics.topics.count >= 250)
    }

    static let brokenCases: [(String, String, @Sendable (inout [String: Any]) -> Void)] = [
        ("too few questions", "topics[0].questions: has 2 questions", { $0["questions"] = ["a b", "c d"] }),
        ("answer too long", "topics[0].answer: has 140 words", { $0["answer"] = Array(repeating: "word", count: 140).joined(separator: " ") }),
        ("no sources", "topics[0].sources: has 0 sources", { $0["sources"] = [String]() }),
        ("related id missing", "no topic has the id 'nowhere'", { $0["related"] = ["nowhere"] }),
        ("safe day", "which the guardrails forbid (safeDay)", { $0["answer"] = "The days after ovulation are a safe day for sex without contraception, " + Array(repeating: "word", count: 30).joined(separator: " ") }),
        ("diagnosis", "which the guardrails forbid (diagnosis)", { $0["answer"] = "If your cycles are long you have pcos and should see someone about it soon, " + Array(repeating: "word", count: 30).joined(separator: " ") }),
        ("dose", "which the guardrails forbid (dose)", { $0["answer"] = "For the pain, take 400 mg ibuprofen three times a day with food and water, " + Array(repeating: "word", count: 30).joined(separator: " ") }),
        ("a guess at the cause", "says \"it's probably\"", { $0["answer"] = "If the blood is brown it's probably old blood from your last period, " + Array(repeating: "word", count: 30).joined(separator: " ") }),
        ("self-care is not a help level", "'self-care' is not a place to get help", { $0["getHelp"] = ["level": "self-care", "when": "it hurts"] }),
        ("unknown level", "expected one of ambulance, urgent, gp-today", { $0["getHelp"] = ["level": "soon", "when": "it hurts"] }),
        ("no modes", "topics[0].modes: is empty", { $0["modes"] = [String]() }),
        ("misspelt key", "topics[0].gethelp: unknown key 'gethelp'", { $0["gethelp"] = ["level": "urgent", "when": "x"] }),
        ("bad id", "is not lower-case kebab-case", { $0["id"] = "When To Have Sex"; }),
    ]

    @Test(arguments: 0..<brokenCases.count)
    func eachBrokenRuleIsReported(_ index: Int) {
        let (rule, expected, breakIt) = Self.brokenCases[index]
        let problems = Self.topicProblems(Self.files(with: Self.edited(0, breakIt)))
        #expect(problems.contains { $0.contains(expected) }, "\(rule): \(problems)")
    }

    @Test func anIDRepeatedInAnotherFileIsReported() {
        var files = Self.files()
        files["topics/other.json"] = Self.devTopics.replacingOccurrences(of: "\"area\": \"dev\"", with: "\"area\": \"other\"")
        let problems = Self.topicProblems(files)
        #expect(problems.contains { $0.contains("topics/other.json") && $0.contains("duplicate id 'dev-when-to-have-sex' (also in topics/dev.json)") })
    }

    @Test func anAreaThatIsNotTheFileNameIsReported() {
        let problems = Self.topicProblems(Self.files(path: "topics/ttc-extra.json"))
        #expect(problems.contains { $0.contains("area: is 'dev' but the file is ttc-extra.json") })
    }

    // Retrieval with a plain tokenizer (the assistant passes its normaliser instead).
    static let index: TopicIndex = {
        let knowledge = try! Knowledge(files: files())
        return TopicIndex(library: knowledge.topics) { text in
            text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }
    }()

    static func best(_ query: String) -> TopicSearchResult {
        index.search(tokens: query.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }

    @Test(arguments: [
        ("how many days should aunt flo stay", "dev-period-length"),
        ("is old brown blood after my period normal", "dev-brown-spotting"),
        ("whats the chance of a bfp each cycle", "dev-how-long-to-conceive"),
        ("can i take antihistamines while nursing", "dev-medicines-pregnancy"),
        ("light bleeding in the first trimester", "dev-early-pregnancy-spotting"),
    ])
    func synonymsAndStopWordsFindTheTopic(query: String, id: String) {
        let result = Self.best(query)
        #expect(result.best?.topic.id == id, "\(query): \(result.hits.map { ($0.topic.id, $0.score) })")
        #expect(result.fits)
    }

    @Test func aMessageAboutSomethingElseFitsNoTopic() {
        let result = Self.best("what is the capital of france and who won the football")
        #expect(!result.fits)
    }

    @Test func weightsLetTheAskingSentenceWin() {
        // History about periods, then a question about conceiving.
        let tokens = "my periods last five days brown at the end how long does it take to conceive".split(separator: " ").map(String.init)
        let weights = Array(repeating: 0.2, count: 9) + Array(repeating: 1.0, count: tokens.count - 9)
        #expect(Self.index.search(tokens: tokens, weights: weights).best?.topic.id == "dev-how-long-to-conceive")
    }
}
