import JSON
@testable import Assistant
import Content
import CycleCore
import Foundation
@testable import IntentModel
@testable import Language
import Testing

/// The short cuts that make start-up and each message cheaper give exactly what the plain
/// code gives, over every text the shipped Knowledge holds (so they can never drift from it).
@Suite struct StartupShortcutTests {
    /// Every text the assistant normalises while building: lexicon names, topic questions,
    /// titles and answers, synonyms, intent patterns and examples, and the corpus.
    static let texts: [String] = {
        let assistant = AssistantFixture.assistant
        let knowledge = assistant.knowledge
        var texts: [String] = []
        for lexicon in [knowledge.symptoms, knowledge.moods, knowledge.flows, knowledge.discharge, knowledge.foods] {
            for entry in lexicon.entries { texts += [entry.name] + entry.synonyms }
        }
        for topic in knowledge.topics.topics { texts += [topic.title, topic.answer] + topic.questions }
        for (phrase, replacement) in knowledge.topics.synonyms { texts += [phrase, replacement] }
        for rule in assistant.classifier.rules { texts += rule.examples + rule.patterns.map(\.description) }
        texts += AssistantFixture.corpus.map(\.utterance)
        // Contractions, apostrophes, accents, units, numbers and dates, typos.
        texts += ["I can't sleep, what's up?", "Café au lait’s fine", "500ml of water at 36.6c", "20w3d", "3/3 and 2026-03-03",
                  "wen is my nxt perod", "CRAMPS!!! since 3rd", "it's 38°c, 40% sure", "the baby's kicks"]
        return texts
    }()

    @Test func rememberingTokenizerReadsEveryTextAsNormalizeDoes() {
        let normalizer = AssistantFixture.assistant.analyzer.normalizer
        let tokenize = normalizer.tokenizer()
        var checked = 0
        // Twice over, so the second pass reads every word from memory.
        for _ in 0..<2 {
            for text in Self.texts {
                #expect(tokenize(text) == normalizer.normalize(text).tokens, "\(text)")
                checked += 1
            }
        }
        #expect(checked > 5_000)
    }

    /// The stemmer as it was before its byte-level path, kept here as the reference.
    static func referenceStem(_ word: String) -> String {
        guard word.count > 3, word.allSatisfy(\.isLetter) else { return word }
        if word.hasSuffix("ies") && word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("sses") || word.hasSuffix("shes") || word.hasSuffix("ches") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") {
            return String(word.dropLast())
        }
        return word
    }

    @Test func byteStemmerAgreesWithTheCharacterRulesOnEveryWord() {
        var words: Set<String> = ["ies", "pies", "cries", "Cries", "PERIODS", "bus", "glass", "this", "boxes", "washes", "cafés",
                                  "naïve", "x2s", "it's", "abcs", "sses", "ches"]
        for text in Self.texts {
            for word in text.split(whereSeparator: { $0 == " " }) { words.insert(String(word)) }
            for token in AssistantFixture.assistant.analyzer.normalizer.normalize(text).tokens { words.insert(token) }
        }
        for word in words {
            #expect(Stemmer.stem(word) == Self.referenceStem(word), "\(word)")
        }
    }

    @Test func patternsSplitLikeCharacters() {
        for text in ["^ when * [my|the] next period|periods $", "a||b", " spaced  out ", "{day} ** {symptom}", "é|e"] {
            #expect(Pattern.split(text, on: UInt8(ascii: " ")) == text.split(separator: " ").map(String.init))
            #expect(Pattern.split(text, on: UInt8(ascii: "|")) == text.split(separator: "|").map(String.init))
        }
    }

    @Test func phraseSearchFindsWhatContainsFinds() {
        let phrases = [" trying to conceive ", " pregnant ", " due in june ", " not pregnant ", " hpt ", " é ", " a  b "]
        for text in Self.texts.prefix(2_000) {
            let normalized = " " + AssistantFixture.assistant.analyzer.normalizer.normalize(text).text + " "
            for phrase in phrases {
                #expect(ModeAnnouncement.holds(normalized, phrase) == normalized.contains(phrase), "\(normalized) / \(phrase)")
            }
        }
        #expect(ModeAnnouncement.holds(" we are trying to conceive ", " trying to conceive "))
        #expect(!ModeAnnouncement.holds(" trying ", " trying to conceive "))
    }

    /// Everything a decoded value holds, one line per field, sorted (so dictionaries, whose
    /// order may differ between two decodes, compare equal when their contents do).
    static func contents(_ value: Any) -> [String] {
        var text = ""
        dump(value, to: &text)
        // A dictionary's summary line lists it inline in its own order; its members follow
        // one per line, so the summary is left out.
        return text.split(separator: "\n").map { String($0.drop { $0 == " " || $0 == "-" || $0 == "▿" || $0 == "▹" }) }
            .filter { !($0.contains("[\"") && $0.contains("\": \"")) }.sorted()
    }

    @Test func jsonReaderDecodesTheAssistantFilesAsJSONDecoderDoes() throws {
        let files = EmbeddedFiles.all
        func same<T: Decodable>(_ type: T.Type, _ path: String) throws {
            let text = try #require(files[path])
            let foundation = try JSONDecoder().decode(T.self, from: Data(text.utf8))
            let ours = try JSONReader.decode(T.self, from: text)
            let expected = Self.contents(foundation)
            #expect(Self.contents(ours) == expected, "\(path)")
            #expect(expected.count > 10, "\(path)")
        }
        try same(AssistantData.IntentsFile.self, "assistant/intents.json")
        try same(AssistantData.GuardsFile.self, "assistant/guards.json")
        try same(AssistantData.WordsFile.self, "assistant/words.json")
        try same(TriageFile.self, "triage/rules.json")
        struct ReadingsFile: Decodable { let version: Int; let readings: [String: String] }
        try same(ReadingsFile.self, "assistant/readings.json")
    }

    @Test func assistantDataErrorsStillNameTheFileAndPath() {
        var files = EmbeddedFiles.all
        files["assistant/words.json"] = #"{"version": 1, "word": []}"#
        #expect(throws: AssistantDataError.self) { try AssistantData.decode(AssistantData.WordsFile.self, file: "assistant/words.json", from: files) }
        do {
            _ = try AssistantData.decode(AssistantData.WordsFile.self, file: "assistant/words.json", from: files)
        } catch {
            #expect("\(error)" == "assistant/words.json: words: missing")
        }
        files["assistant/words.json"] = "{ not json"
        #expect(throws: AssistantDataError.self) { try AssistantData.decode(AssistantData.WordsFile.self, file: "assistant/words.json", from: files) }
    }

    @Test func templatesParsedOnFirstUseEqualTheTemplatesParsedAtStartUp() throws {
        let files = EmbeddedFiles.all.filter { $0.key.hasPrefix("assistant/templates/") && $0.key.hasSuffix(".tmpl") }
            .sorted { $0.key < $1.key }.map { (name: $0.key, text: $0.value) }
        let eager = try TemplateLibrary(files: files)
        let lazy = try TemplateLibrary(parsingOnFirstUse: files)
        #expect(lazy.keys == eager.keys)
        try lazy.checkAll()
        let (a, b) = (lazy.allTemplates, eager.allTemplates)
        #expect(a.count == b.count && a.count > 300)
        #expect(a.map(\.key) == b.map(\.key))
        #expect(a.map(\.file) == b.map(\.file))
        #expect(a.map(\.line) == b.map(\.line))
        #expect(a.map(\.text) == b.map(\.text))
        #expect(a.map(\.conditions) == b.map(\.conditions))
        #expect(a.map(\.referencedPaths) == b.map(\.referencedPaths))
    }

    @Test func aBrokenTemplateIsNamedByProblemsThoughStartUpNoLongerParsesIt() throws {
        var files = EmbeddedFiles.all
        let path = "assistant/templates/overview.tmpl"
        files[path] = try #require(files[path]) + "\n== overview.broken\nNever {{#if x}} closed.\n"
        let problems = Assistant.problems(knowledge: AssistantFixture.assistant.knowledge, files: files)
        #expect(problems.count == 1)
        #expect(problems.first?.file == "assistant/templates")
        #expect(problems.first?.problem.contains("overview.tmpl") == true, "\(problems)")
    }

    @Test func outOfScopeRequestsReadByteByByteEqualTheCharacterReading() throws {
        let shipped = try #require(EmbeddedFiles.all[IntentTraining.outOfScopePath])
        let requests = IntentTraining.outOfScopeRequests(files: EmbeddedFiles.all)
        #expect(requests == IntentTraining.referenceOutOfScopeRequests(shipped))
        #expect(requests.count > 100)
        for text in ["  a  \n\n# c\n\tb\t\n  # d\n#\n e f ", "x\r\ny\r\n", "café \n  ñ\u{00A0}", "", "\n\n", "only"] {
            #expect(IntentTraining.outOfScopeRequests(files: [IntentTraining.outOfScopePath: text]) == IntentTraining.referenceOutOfScopeRequests(text), "\(text)")
        }
    }

    @Test func asciiTokensEqualTheCharacterTokensOnEveryText() {
        var texts = Self.texts
        texts += ["Monday's cramps", "it's 2,5 l and 1,000 ml", ".5 kg", "20+3 weeks", "3/3/2026 at 10:30", "38%+", "a'b 'c d' x's",
                  "line one\r\nline two 36.6\r\n", "500ml3rd20w3d", "ABC'S", "9.", "1,2,3", "2,5 degrees", "..5", "5-"]
        var checked = 0
        for text in texts where text.utf8.allSatisfy({ $0 < 0x80 }) {
            let fast: [TextToken] = Tokenizer.asciiTokens(in: text)
            let reference: [TextToken] = Tokenizer.referenceTokens(in: text)
            #expect(fast.map { $0.text } == reference.map { $0.text }, "\(text)")
            #expect(fast.map { $0.kind } == reference.map { $0.kind }, "\(text)")
            #expect(fast.map { $0.range } == reference.map { $0.range }, "\(text)")
            #expect(fast.map { $0.isAttached } == reference.map { $0.isAttached }, "\(text)")
            checked += 1
        }
        #expect(checked > 5_000)
    }

    @Test func theShippedIntentModelReadsBackToTheSameText() throws {
        let text = try #require(EmbeddedFiles.all[IntentTraining.modelPath])
        let model = try IntentModel(serialized: text)
        #expect(model.serialized() == text)
        #expect(model.classes.count > 60)
    }

    @Test func vocabularyWordsSplitByteByByteAsTheSplitDid() {
        func reference(_ text: String) -> [String] {
            text.utf8.split { !(($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A)) }
                .filter { $0.count >= 3 }
                .map { String(decoding: $0.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self) }
        }
        var checked = 0
        for text in Self.texts + ["", "ab", "abc", "ABC def", "x[y]z@`{ABCD}`", "one|two*three"] where text.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(MessageAnalyzer.words(in: text) == reference(text), "\(text)")
            checked += 1
        }
        #expect(checked > 5_000)
    }

    @Test func theModelsHashTableFindsTheRowsTheBinarySearchFinds() throws {
        let model = try IntentModel(serialized: try #require(EmbeddedFiles.all[IntentTraining.modelPath]))
        let check = model.packedTableCheck()
        #expect(check.disagreements.isEmpty)
        #expect(check.found >= model.buckets.count && model.buckets.count > 10_000)
        let small = IntentModel(classes: ["a"], hasher: FeatureHasher(bits: 4), bias: [0], weights: [:], temperature: 1, accept: 0.5, reject: 0.2, fingerprint: "")
        #expect(small.row(of: 3) == nil && small.packedRange(of: 3) == nil)
    }

    /// The built-in models are read in place (their columns and weights left in the program's
    /// text); each is checked digit by digit here, and scores every corpus line exactly as the
    /// decoded model does.
    @Test(arguments: [IntentTraining.modelPath, CrisisTraining.modelPath])
    func theEmbeddedModelsReadInPlaceScoreAsTheDecodedOnes(path: String) throws {
        let text = try #require(EmbeddedFiles.all[path])
        let staticText = try #require(EmbeddedFiles.staticText(ofFile: path))
        #expect(staticText.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } == text)
        let decoded = try IntentModel(serialized: text)
        let inPlace = try IntentModel(staticText: staticText)
        guard case .inText = inPlace.weights else {
            Issue.record("\(path) should be read in place")
            return
        }
        guard case .inText = try Assistant.decodeModel(text, path: path, inPlace: true).weights,
              case .arrays = try Assistant.decodeModel(text, path: path).weights else {
            Issue.record("the assistant reads the embedded \(path) in place only for one question")
            return
        }
        #expect(inPlace.columns == decoded.columns)
        #expect(inPlace.values.all == decoded.values.all)
        #expect(inPlace.serialized() == text)
        let normalizer = AssistantFixture.assistant.analyzer.normalizer
        for line in AssistantFixture.corpus.prefix(3_000) {
            let features = decoded.hasher.features(normalizer.normalize(line.utterance).tokens)
            #expect(inPlace.logits(features) == decoded.logits(features), "\(line.utterance)")
        }
        #expect(EmbeddedFiles.staticText(ofFile: "assistant/intents.json") == nil)
    }

    /// The assistant for one question (models read in place) understands every message as the
    /// one for a conversation (models decoded) does: the same intent, probabilities, guard and
    /// crisis concern.
    @Test func theAssistantForOneQuestionUnderstandsAsTheOneForAConversation() throws {
        let one = try Assistant.builtIn(for: .oneQuestion), chat = try Assistant.builtIn(for: .conversation)
        guard case .inText = one.classifier.model.weights, case .arrays = chat.classifier.model.weights else {
            Issue.record("only the assistant for one question should read its models in place")
            return
        }
        let today = Day(year: 2026, month: 11, day: 24)!
        for line in AssistantFixture.corpus.prefix(2_000) {
            let a = one.understand(line.utterance, today: today), b = chat.understand(line.utterance, today: today)
            #expect(a.classification == b.classification, "\(line.utterance)")
            #expect(a.guardKind == b.guardKind && a.crisisConcern == b.crisisConcern, "\(line.utterance)")
        }
    }
}
