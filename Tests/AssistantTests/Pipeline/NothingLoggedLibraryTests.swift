@testable import Assistant
import CycleCore
import Testing

/// With no period logged, a question about the person's own dates that tells its situation
/// ("my cycles are all over the place… when will the next one come?") is answered from the
/// library, saying it is general until a period is logged; a bare question for dates ("when
/// is my next period?") still asks for the first period. Phrasings written for this suite.
@Suite struct NothingLoggedLibraryTests {
    static func reply(_ message: String, store: InMemoryStore = InMemoryStore()) -> Reply {
        TopicFixture.chat([message], store: store)[0]
    }

    @Test(arguments: [
        "my cycles are all over the place, some 25 days some 40, when will my next period come?",
        "i havent had a period for 5 months and im definitely not pregnant, what could be going on",
    ])
    func aQuestionThatTellsItsSituationGetsTheLibraryAndSaysWhy(message: String) {
        let reply = Self.reply(message)
        #expect(reply.topic != nil, "\(reply.text)")
        #expect(reply.text.contains("haven't logged a period yet") || reply.text.contains("no period logged yet"), "\(reply.text)")
        #expect(!reply.text.contains("I don't have any periods logged"), "\(reply.text)")
    }

    /// A question that asks about more than the date ("when should I test?", "can I get
    /// pregnant?") is the library's too, though it tells no situation in a sentence of its own.
    @Test(arguments: [
        "when will my period come after taking duphaston",
        "is my period late if its 3 days after the date",
    ])
    func aQuestionAboutMoreThanADateGetsTheLibrary(message: String) {
        let reply = Self.reply(message)
        #expect(reply.topic != nil, "\(reply.text)")
        #expect(!reply.text.contains("I don't have any periods logged"), "\(reply.text)")
        #expect(reply.actions.isEmpty)
    }

    @Test(arguments: ["when is my next period?", "when am i ovulating", "what day of my cycle am i on", "am i late?"])
    func aBareQuestionForDatesStillAsksForTheFirstPeriod(message: String) {
        let reply = Self.reply(message)
        #expect(reply.topic == nil, "\(reply.text)")
        #expect(reply.text.contains("period") && reply.actions.isEmpty, "\(reply.text)")
    }

    @Test func withPeriodsLoggedTheOwnDatesAnswer() {
        let store = InMemoryStore.cycles(from: AssistantFixture.today - 80, lengths: [27, 29])
        let reply = Self.reply("my cycles are all over the place, some 25 days some 40, when will my next period come?", store: store)
        #expect(reply.topic == nil, "\(reply.text)")
    }
}
