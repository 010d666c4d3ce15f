@testable import Assistant
import CycleCore
import Testing

/// A short word the library reads as a synonym ("tww" for the two-week wait) names the
/// question's subject by the words it stands for, so "what are common tww symptoms" gets the
/// topic it fits rather than "no reliable answer".
@Suite struct SlangNamesTheSubjectTests {
    @Test func twwSymptomsGetTheTwoWeekWaitTopic() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["what are common tww symptoms"], store: store)[0]
        #expect(reply.topic == "pregnancy-symptoms-before-missed-period", "\(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func theSynonymCountsOnlyByTheWordsItStandsFor() throws {
        let assistant = AssistantFixture.assistant
        let message = assistant.analyzer.analyze("tww symptoms", today: AssistantFixture.today, profiles: [])
        let library = assistant.topics
        let wait = try #require(library.search(message).best?.topic)
        #expect(TopicAnswers.sharesASubject(wait, message, besides: assistant.routeReader.words.generalCues, index: library.index))
        #expect(!TopicAnswers.sharesASubject(wait, message, besides: assistant.routeReader.words.generalCues))
    }
}
