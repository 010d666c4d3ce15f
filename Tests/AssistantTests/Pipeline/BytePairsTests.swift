@testable import Assistant
@testable import Content
import Testing

/// The output filter's byte-pair summary of a text (`BytePairs`) never rules out bytes the
/// text holds, so skipping a pattern on it skips only patterns that cannot match.
@Suite struct BytePairsTests {
    @Test func everyPieceOfATextMayBeInIt() {
        let texts = AssistantFixture.corpus.map(\.utterance) + [
            "Take 2 tablets of 400 mg ibuprofen", "µg and ’quotes’", "a", "", "aspirin aspirin",
        ]
        var checked = 0
        for text in texts {
            let bytes = OutputFilter.normalized(text)
            bytes.withUnsafeBufferPointer { buffer in
                let pairs = BytePairs(buffer)
                for start in bytes.indices {
                    for end in (start + 1)...min(bytes.count, start + 12) {
                        #expect(pairs.mayContain(Array(bytes[start..<end])), "\(text)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 100_000)
    }

    @Test func pairsWorkedOutAheadRuleOutWhatTheNeedleRulesOut() {
        let text = OutputFilter.normalized("Rest, warm baths and gentle walks can ease period pain. Take 2 tablets.")
        let needles = ["ibuprofen", "period pain", "x", "", "take 2", "tablets", "aspirin", "ease", "warm bath", "bath warm"]
            + AssistantFixture.corpus.prefix(300).map(\.utterance)
        text.withUnsafeBufferPointer { buffer in
            let pairs = BytePairs(buffer)
            for needle in needles {
                let bytes = OutputFilter.normalized(needle)
                let ahead = BytePairs.slots(of: bytes).withUnsafeBufferPointer { pairs.mayContain(slots: $0) }
                #expect(ahead == pairs.mayContain(bytes), "\(needle)")
            }
        }
    }

    @Test func wordsWhosePairsAreMissingAreRuledOut() {
        let bytes = OutputFilter.normalized("Rest, warm baths and gentle walks can ease period pain.")
        bytes.withUnsafeBufferPointer { buffer in
            let pairs = BytePairs(buffer)
            #expect(!pairs.mayContain(Array("ibuprofen".utf8)))
            #expect(!pairs.mayContain(Array("paracetamol".utf8)))
            #expect(pairs.mayContain(Array("period pain".utf8)))
            #expect(pairs.mayContain(Array("x".utf8)))
        }
    }
}

/// The output filter ruling phrases and patterns out by byte pairs finds what trying every one
/// of them finds.
@Suite struct OutputFilterPairsTests {
    @Test func checkEqualsReferenceCheckOnCorpusRepliesAndGuardrailSentences() throws {
        let assistant = AssistantFixture.assistant
        let filter = assistant.knowledge.outputFilter
        var texts: [String] = []
        for item in AssistantFixture.corpus.prefix(1_500) {
            var conversation = Conversation()
            let reply = assistant.respond(to: item.utterance, in: &conversation, store: InMemoryStore(mode: .cycle), today: AssistantFixture.today)
            texts += [item.utterance, reply.text]
        }
        // Every guardrail phrase inside a sentence, after a condition word, glued to a word, in capitals.
        for rules in assistant.knowledge.guardrails.output.values {
            for phrase in rules.phrases {
                texts += ["Well, \(phrase) today.", "if \(phrase)", "x\(phrase)y", phrase.uppercased(), "Take 400 mg ibuprofen; \(phrase)"]
            }
        }
        var hits = 0
        for text in texts {
            let fast = filter.check(text), reference = filter.referenceCheck(text)
            #expect(fast == reference, "\(text)")
            if fast != nil { hits += 1 }
        }
        #expect(hits > 200)
    }
}

/// The output filter reads an ASCII reply byte by byte into the same normalised bytes as
/// reading it scalar by scalar.
@Suite struct OutputFilterASCIITests {
    @Test func asciiRepliesNormaliseAsScalarByScalar() {
        let texts = AssistantFixture.corpus.map(\.utterance) + [
            "  Take 2 TABLETS\tnow\r\n\r\nthen  rest ", "", " ", "\n\n", "UPPER lower MiXeD 36.6°C", "tab\tand\u{0B}vertical\u{0C}feed",
            "Café", "it’s fine",
        ]
        for text in texts {
            let capacity = text.utf8.count * 3 + 4
            let scalars = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in count = OutputFilter.normalizeScalars(text, into: buffer) }
            let ascii = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in count = OutputFilter.normalizeASCII(text, into: buffer) ?? 0 }
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(ascii == scalars, "\(text)")
            } else {
                let read = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { OutputFilter.normalizeASCII(text, into: $0) }
                #expect(read == nil, "\(text) is not ASCII")
            }
        }
    }
}
