@testable import Assistant
@testable import Content
import CycleCore
import Foundation
import Testing

/// The output filter matches its guardrail patterns by hand (`GuardrailPattern`); these tests
/// run ICU's `NSRegularExpression`, the oracle, on the same normalized text and require the
/// same first hit (pattern and matched words) on every template line, every Knowledge string,
/// every corpus utterance and the reply to it, and a large generated set.
@Suite struct GuardrailPatternTests {
    @Test func aPatternIsSkippedWhenTheTextLacksTheLettersEveryMatchContains() throws {
        let take = try GuardrailPattern(source: #"\btake\s+\d+(\.\d+)?\s*(mg|ml|tablets?)\b"#, category: .dose)
        #expect(take.requiredBytes == [Array("take".utf8)])
        let drug = try GuardrailPattern(source: #"\b\d+\s*(mg|mcg)\s+(ibuprofen|aspirin)"#, category: .dose)
        #expect(drug.requiredBytes == [Array("ibuprofen".utf8), Array("aspirin".utf8)])
        let digitsOnly = try GuardrailPattern(source: #"\b\d+\s*\d"#, category: .dose)
        #expect(digitsOnly.requiredBytes == nil)
        func outcome(_ pattern: GuardrailPattern, _ text: String) -> GuardrailPattern.Outcome {
            let bytes = OutputFilter.normalized(text)
            return bytes.withUnsafeBufferPointer { pattern.handMatch($0) }
        }
        #expect(outcome(take, "Tea and toast, then 2 tablets of nothing") == .noMatch)
        #expect(outcome(take, "Please TAKE 2 tablets now") != .noMatch)
        #expect(outcome(drug, "between 2 and 7 days, 400 mg of iron") == .noMatch)
        #expect(outcome(drug, "400 mg aspirin") != .noMatch)
    }

    static let filter = AssistantFixture.assistant.knowledge.outputFilter

    /// What ICU finds: the first pattern, in order, that matches, and the words it matched.
    static func oracle(_ text: String) -> (String, String)? {
        let normalized = String(decoding: OutputFilter.normalized(text), as: UTF8.self)
        let range = NSRange(normalized.startIndex..., in: normalized)
        for pattern in filter.patterns {
            let expression = try! NSRegularExpression(pattern: pattern.source, options: [.caseInsensitive])
            if let match = expression.firstMatch(in: normalized, options: [], range: range),
               let found = Range(match.range, in: normalized) {
                return (pattern.source, String(normalized[found]))
            }
        }
        return nil
    }

    /// What the filter finds, and whether the hand matcher decided every pattern itself.
    static func handWritten(_ text: String) -> (hit: (String, String)?, byHand: Bool) {
        OutputFilter.normalized(text).withUnsafeBufferPointer { bytes in
            let hit = filter.firstPattern(in: bytes).map { ($0.phrase, $0.matched) }
            let byHand = !GuardrailPattern.needsICU(bytes) && filter.patterns.allSatisfy { $0.handMatch(bytes) != .undecided }
            return (hit, byHand)
        }
    }

    /// Compares both on `texts`; returns the disagreements, the hits and how many were judged by hand.
    static func compare(_ texts: [String]) -> (problems: [String], hits: Int, byHand: Int) {
        var problems: [String] = []
        var hits = 0
        var byHand = 0
        for text in texts {
            let expected = oracle(text)
            let (got, hand) = handWritten(text)
            if hand { byHand += 1 }
            if expected != nil { hits += 1 }
            if expected?.0 != got?.0 || expected?.1 != got?.1 {
                problems.append("\(text.debugDescription): ICU \(String(describing: expected)), hand \(String(describing: got))")
            }
        }
        return (problems, hits, byHand)
    }

    @Test func theShippedPatternsAreAllMatchedByHand() {
        #expect(!Self.filter.patterns.isEmpty)
        for pattern in Self.filter.patterns {
            #expect(pattern.nodes != nil, "\(pattern.source)")
            #expect(pattern.firstBytes != nil, "\(pattern.source) is tried at every position")
        }
    }

    @Test func templatesAndKnowledgeStringsGetICUsResults() throws {
        let root = PackageFolder.root.appending(path: "Knowledge")
        var texts: [String] = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        for case let url as URL in files {
            switch url.pathExtension {
            case "tmpl", "txt", "md":
                texts += try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
            case "json":
                let value = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
                func walk(_ value: Any) {
                    if let string = value as? String { texts.append(string) }
                    if let array = value as? [Any] { array.forEach(walk) }
                    if let object = value as? [String: Any] { object.values.forEach(walk) }
                }
                walk(value)
            default: continue
            }
        }
        let (problems, _, byHand) = Self.compare(texts)
        #expect(texts.count > 10_000)
        #expect(problems.isEmpty, "\(problems.prefix(20))")
        #expect(Double(byHand) / Double(texts.count) > 0.95)
    }

    @Test func corpusUtterancesAndTheirRepliesGetICUsResults() {
        let assistant = AssistantFixture.assistant
        var texts: [String] = []
        for item in AssistantFixture.corpus {
            var conversation = Conversation()
            let reply = assistant.respond(to: item.utterance, in: &conversation, store: InMemoryStore(mode: .cycle), today: AssistantFixture.today)
            texts += [item.utterance, reply.text]
        }
        let (problems, _, byHand) = Self.compare(texts)
        #expect(problems.isEmpty, "\(problems.prefix(20))")
        #expect(Double(byHand) / Double(texts.count) > 0.95)
    }

    @Test func generatedDoseLikeTextGetsICUsResults() {
        let tokens = [
            "take", "Take", "taking", "retake", "400", "1.5", "2.", ".5", "0", "12", "mg", "MG", "mcg", "µg", "μg", "g", "iu", "ml",
            "tablet", "tablets", "pill", "pills", "capsule", "capsules", "of", "ibuprofen", "mefenamic", "aspirin", "clomid",
            "progesterone", "x", "_", "-", ".", ",", "mgs", "take5", "5mg", "’", "(", ")", "s", "2mg.", "of of",
        ]
        // Characters only ICU's Unicode rules judge: the filter hands these texts to ICU.
        let exotic = ["é", "—", "e\u{301}", "٣", "ſ", "proge\u{FB06}erone", "\u{200D}", "ß"]
        let separators = ["", " ", " ", " ", "  ", "\t", "\n"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var texts: [String] = []
        for _ in 0..<20_000 {
            var text = ""
            if next(2) == 0 {
                // Dose-shaped: [word] [take] number [unit] [of] [drug] [word], each part possibly bent.
                let parts: [[String]] = [
                    ["", "x", "please", "—", "é", "_"], ["", "take", "take", "retake", "taking"], ["400", "1.5", "2.", ".5", "12", "٣", "3x"],
                    ["mg", "mcg", "µg", "μg", "g", "iu", "ml", "tablets", "pill", "capsule", "mgs", "tabletſ", ""], ["", "of", "of of", "off"],
                    ["ibuprofen", "mefenamic", "aspirin", "codeine", "proge\u{FB06}erone", "paracetamol", "ibu"], ["", "x", ".", "e\u{301}", "s", "_"],
                ]
                for options in parts { text += options[next(options.count)] + separators[next(separators.count)] }
                texts.append(text)
                continue
            }
            for _ in 0..<(2 + next(7)) {
                let token = next(40) == 0 ? exotic[next(exotic.count)] : tokens[next(tokens.count)]
                text += token + separators[next(separators.count)]
            }
            texts.append(text)
        }
        let (problems, hits, byHand) = Self.compare(texts)
        #expect(problems.isEmpty, "\(problems.prefix(20))")
        print("generated: \(texts.count) texts, \(hits) ICU hits, \(byHand) judged by hand")
        #expect(hits > 1_500)
        #expect(byHand > 9_000)
    }
}
