@testable import Assistant
import CycleCore
import Testing

/// "Another one" gives another of the last answer's kind when it has other picks (a pose, an
/// affirmation); after an answer with none (a log), it asks which kind, and never starts the
/// contraction timer for someone who is not pregnant. In pregnancy it still counts on.
@Suite struct AnotherOneTests {
    @Test func anotherOneAfterALogAsksWhichKindOutsidePregnancy() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["feeling great today", "another one"], store: store)
        #expect(replies[1].text.hasPrefix("Another what?"), "\(replies.map(\.text))")
        #expect(!replies[1].text.lowercased().contains("contraction"), "\(replies[1].text)")
    }

    @Test func anotherOneAfterAnAffirmationGivesAnother() {
        let replies = TopicFixture.chat(["give me an affirmation", "another one"], store: InMemoryStore())
        #expect(replies[1].intent == replies[0].intent, "\(replies.map(\.intent)) \(replies.map(\.text))")
        #expect(replies[1].text != replies[0].text, "\(replies.map(\.text))")
    }
}
