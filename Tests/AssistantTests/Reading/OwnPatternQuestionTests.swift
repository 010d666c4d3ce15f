@testable import Assistant
import CycleCore
import Testing

/// "Usually" and "normally" ask about the person's own pattern when they say "my" or "I" ("how
/// many days is my cycle usually?" is their statistics), and about people in general otherwise
/// ("how long do periods usually last?" is the library's). A question about an amount of
/// coffee or wine is not judged, and nothing is written. A second question joined by "and
/// also" is answered too.
@Suite struct OwnPatternQuestionTests {
    @Test(arguments: ["how many days is my cycle usually", "how long do my periods normally last"])
    func aHabitWordWithMyIsTheirOwnStatistics(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(reply.intent == "cycle.stats", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.topic == nil, "\(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func aHabitWordWithoutMyAsksInGeneral() {
        let reply = TopicFixture.chat(["how long do periods usually last"], store: TopicFixture.cycleStore())[0]
        #expect(reply.topic != nil, "\(reply.intent): \(reply.text)")
    }

    @Test func theMentionsGeneralCueRuleReadsHabitWordsByWhoTheyAreAbout() {
        let assistant = AssistantFixture.assistant
        func cue(_ text: String) -> Bool { Assistant.mentionsGeneralCue(assistant.analyzer.analyze(text, today: AssistantFixture.today, profiles: [])) }
        #expect(!cue("how many days is my cycle usually"))
        #expect(cue("how long do periods usually last"))
        #expect(cue("is it normal that my cycle is 35 days"))
    }

    @Test func aQuestionAboutAnAmountOfCoffeeIsNotJudgedAndWritesNothing() {
        let store = InMemoryStore()
        let reply = TopicFixture.chat(["is it bad that i had like 4 coffees today"], store: store)[0]
        #expect(store.writes.isEmpty, "\(reply.text)")
        #expect(reply.text.hasPrefix("I can't judge how much is right for you"), "\(reply.intent): \(reply.text)")
    }

    @Test func aQuestionAboutAnAmountOfWineGetsATopicNotTheGenericLineAndWritesNothing() {
        let store = InMemoryStore()
        let reply = TopicFixture.chat(["is 3 glasses of wine a night too much"], store: store)[0]
        #expect(store.writes.isEmpty, "\(reply.text)")
        #expect(!reply.text.hasPrefix("I can log periods"), "\(reply.intent): \(reply.text)")
        #expect(reply.topic != nil || reply.text.hasPrefix("I can't judge how much"), "\(reply.intent): \(reply.text)")
    }

    @Test func aSecondQuestionJoinedByAndAlsoIsAnswered() {
        #expect(Assistant.opensAQuestion("and also when do i ovulate"))
        #expect(Assistant.opensAQuestion("plus what phase am i in"))
        #expect(!Assistant.opensAQuestion("and cramps"))
        let reply = TopicFixture.chat(["when is my next period and also when do i ovulate"], store: TopicFixture.cycleStore())[0]
        #expect(reply.parts.count == 2, "\(reply.text)")
    }
}
