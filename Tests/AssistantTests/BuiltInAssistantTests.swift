@testable import Assistant
import Content
import CycleCore
import Testing

/// `Assistant.builtIn()` (what `bloom ask` and the chat use for the built-in copy) is the
/// assistant built from the built-in files, made once per process.
@Suite struct BuiltInAssistantTests {
    @Test func theBuiltInAssistantUnderstandsAsOneBuiltFromTheFiles() throws {
        let builtIn = try Assistant.builtIn()
        let fresh = try Assistant(knowledge: try Knowledge(files: EmbeddedFiles.all), files: EmbeddedFiles.all)
        #expect(builtIn.intentNames == fresh.intentNames)
        let today = Day(year: 2026, month: 11, day: 22)!
        for message in ["when is my next period", "is brown discharge before my period normal?", "had cramps and a headache",
                        "wen is my nxt perod", "what's the weather tomorrow?", "I want to hurt myself"] {
            let a = builtIn.understand(message, today: today), b = fresh.understand(message, today: today)
            #expect(a.message.normalized == b.message.normalized, "\(message)")
            #expect(a.message.entities == b.message.entities, "\(message)")
            #expect(a.classification == b.classification, "\(message)")
            #expect(a.guardKind == b.guardKind, "\(message)")
        }
        #expect(builtIn.searchTopics("brown discharge", today: today).hits.map(\.topic.id)
                == fresh.searchTopics("brown discharge", today: today).hits.map(\.topic.id))
    }

    @Test func patternsReadWithSharedElementsEqualPatternsReadAlone() throws {
        let texts = try AssistantFixture.patternTexts() + ["Period|PERIODS [My] * {day}", "^ when ** next $"]
        #expect(texts.count > 1_000)
        var cache = Pattern.ElementCache()
        for text in texts {
            let shared = try Pattern(text, cache: &cache)
            let alone = try Pattern(text)
            #expect(shared == alone, "\(text)")
            #expect(shared.requiredWords == alone.requiredWords && shared.requiredEntities == alone.requiredEntities, "\(text)")
        }
        // A broken pattern is still reported, whatever was read before it.
        #expect(throws: PatternError.self) { try Pattern("{nonsense} period", cache: &cache) }
    }

    @Test func anAnchorJoinedToAWordIsAnAuthoringErrorNotAWordThatNeverMatches() {
        // "^kms" once stood in the crisis guard as the word "^kms", so it matched nothing.
        #expect(throws: PatternError.self) { try Pattern("^kms") }
        #expect(throws: PatternError.self) { try Pattern("ending it$") }
        #expect(throws: Never.self) { try Pattern("^ kms") }
    }
}
