@testable import Assistant
import Testing

/// `Phrases`: the runs of words every reader looks for ("years ago", "birth control", "gave
/// birth"). The help areas held phrases in `MentionWords`, which matches single words, so
/// "gave birth" never named the postnatal help area.
@Suite struct PhrasesTests {
    @Test func aPhraseOccursOnlyAsARunOfItsWordsInOrder() {
        let phrases: Phrases = ["years ago", "birth control"]
        #expect(phrases.occur(in: ["years", "ago", "at", "uni"]))
        #expect(phrases.occur(in: ["my", "birth", "control", "pill"]))
        #expect(!phrases.occur(in: ["ago", "years"]))
        #expect(!phrases.occur(in: ["years"]))
        #expect(!phrases.occur(in: ["birth", "of", "control"]))
        #expect(!Phrases.none.occur(in: ["years", "ago"]))
    }

    @Test func positionsAreEveryWordInsideAnOccurrence() {
        let phrases: Phrases = ["kill time", "time"]
        #expect(phrases.positions(in: ["to", "kill", "time", "at", "work"]) == [1, 2])
    }

    @Test func anOpeningPhraseIsOneTheTokensStartWith() {
        let phrases: Phrases = ["no joke", "ok so"]
        #expect(phrases.opening(["no", "joke", "i", "threw", "up"]) == ["no", "joke"])
        #expect(phrases.opening(["i", "said", "no", "joke"]) == nil)
    }

    /// The help areas' phrases are read as runs: "gave birth" names the postnatal area.
    @Test func aHelpAreasPhraseNamesIt() throws {
        let areas = AssistantFixture.assistant.routeReader.words.helpAreas
        let postpartum = try #require(areas.first { $0.id == "postpartum" })
        let message = AssistantFixture.assistant.analyzer.analyze("I gave birth three weeks ago and my scar itches", today: AssistantFixture.today, profiles: [])
        #expect(postpartum.phrases.occur(in: message.normalized.tokens))
        #expect(!postpartum.words.words.contains { $0.contains(" ") })
    }
}
