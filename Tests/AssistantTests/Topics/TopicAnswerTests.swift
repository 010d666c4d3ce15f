@testable import Assistant
import Content
import CycleCore
import Foundation
import Testing

/// Answers from the shipped topic library in conversation: personal figures, follow-ups,
/// runner-ups, "none fits", medicines with the free services, and the safety rules.
@Suite struct TopicAnswerTests {
    static let assistant = AssistantFixture.assistant

    static func chat(_ messages: [String], store: InMemoryStore = InMemoryStore()) -> [Reply] {
        TopicFixture.chat(messages, store: store, assistant: assistant)
    }

    @Test func aGeneralQuestionIsAnsweredFromTheLibraryWithTheSourceAndTheNote() throws {
        let reply = try #require(Self.chat(["how long should aunt flo last"]).first)
        #expect(reply.topic == "normal-period-length")
        #expect(reply.text.contains("Sources: "))
        #expect(reply.text.contains("not a clinician") || reply.text.contains("not a medical opinion"))
        #expect(!reply.filtered)
    }

    @Test func aTopicThatAsksForAPersonalFigureGetsThePersonsOwn() throws {
        let topic = try #require(Self.assistant.knowledge.topics.topic(id: "normal-period-length"))
        #expect(topic.personal == .periodLength)
        let withData = try #require(Self.chat(["how long should aunt flo last"], store: TopicFixture.cycleStore()).first)
        #expect(withData.text.contains("Your last 6 periods lasted 4–6 days."))
        let withoutData = try #require(Self.chat(["how long should aunt flo last"]).first)
        #expect(!withoutData.text.contains("Your last"))
    }

    @Test func aShortFollowUpStaysOnTheSubject() {
        let replies = Self.chat(["how long should aunt flo last", "and if it's brown?"])
        #expect(replies[0].topic == "normal-period-length")
        #expect(replies[1].topic == "brown-blood", "\(replies[1].text)")
    }

    @Test func aFollowUpAboutAnotherTrimesterStaysOnPregnancy() throws {
        let replies = Self.chat(["is heartburn normal in pregnancy", "what about in the third trimester?"], store: InMemoryStore(mode: .pregnancy))
        let first = try #require(replies[0].topic)
        let second = try #require(replies[1].topic)
        let library = Self.assistant.knowledge.topics
        #expect(library.topic(id: first)?.modes.contains(.pregnancy) == true)
        #expect(library.topic(id: second)?.modes.contains(.pregnancy) == true, "\(second)")
    }

    @Test func aLongRamblingQuestionFindsTheTopicAsked() throws {
        let message = "We came off the pill in March and my cycles are about 30 days now. My sister got pregnant straight away which makes it harder. We have had no bfp yet after 5 months, how long does it normally take to conceive?"
        let reply = try #require(Self.chat([message], store: TopicFixture.cycleStore(mode: .ttc)).first)
        #expect(reply.topic == "how-long-to-conceive", "\(reply.intent): \(reply.text)")
    }

    @Test func aSureQuestionAboutOurOwnDaysIsAnsweredFromTheDataNotTheLibrary() throws {
        // "When should we try?" is about the couple's own fertile days, not a topic that
        // happens to contain "try".
        let reply = try #require(Self.chat(["when should we try"], store: TopicFixture.cycleStore(mode: .ttc)).first)
        #expect(reply.intent == "ttc.best_days")
        #expect(reply.topic == nil, "\(reply.text)")
    }

    @Test func aQuestionAboutWhatDelaysAPeriodIsAnsweredFromTheLibraryNotTheForecast() throws {
        let reply = try #require(Self.chat(["can stress delay my period"], store: TopicFixture.cycleStore()).first)
        #expect(reply.topic == "period-late-stress", "\(reply.intent): \(reply.text)")
        // Asking whether one's own period will be late is still answered from the data.
        let own = try #require(Self.chat(["will my period be delayed"], store: TopicFixture.cycleStore()).first)
        #expect(own.topic == nil, "\(own.text)")
        // "Affect" without the cycle named is not a question about cycles.
        let sleep = try #require(Self.chat(["how does caffeine affect my sleep score"], store: TopicFixture.cycleStore()).first)
        #expect(sleep.topic == nil, "\(sleep.text)")
    }

    @Test func aQuestionAfterSomeHistoryIsAnsweredFromTheLibrary() throws {
        let message = "we've been trying 14 months, when should we see someone"
        let reply = try #require(Self.chat([message], store: TopicFixture.cycleStore(mode: .ttc)).first)
        #expect(reply.topic != nil, "\(reply.intent) \(reply.confidence): \(reply.text)")
        #expect(reply.text.contains("year") || reply.text.contains("12 months"), "\(reply.text)")
    }

    @Test func twoCloseTopicsAnswerTheBestAndOfferTheOther() throws {
        let candidates = ["is brown discharge normal", "spotting before my period", "bleeding after sex", "period pain and pms", "when do i ovulate", "sore breasts",
                          "is spotting before my period normal", "what helps with period pain and pms", "why are my breasts sore"]
        // Searched as the chat searches for the store's profile (cycle tracking); a candidate the
        // chat reads as something to log is not a topic question.
        let close = try #require(candidates.first {
            Self.assistant.searchTopics($0, mode: .cycle, today: AssistantFixture.today).close && Self.chat([$0]).first?.topic != nil
        }, "no candidate has two close topics")
        let result = Self.assistant.searchTopics(close, mode: .cycle, today: AssistantFixture.today)
        let reply = try #require(Self.chat([close]).first)
        #expect(reply.topic == result.best?.topic.id)
        #expect(reply.text.contains("I also have: \"\(result.runnerUp!.topic.title)\""))
    }

    @Test func aQuestionAboutAFeverInPregnancyGetsTheFeverThresholdNotHayFever() throws {
        // "fever" alone used to find "Hay fever and antihistamines in pregnancy".
        let reply = try #require(Self.chat(["what temp counts as a fever in pregnancy"], store: InMemoryStore(mode: .pregnancy)).first)
        #expect(reply.topic == "fever-in-pregnancy", "\(reply.text)")
        #expect(reply.text.contains("38°C (100.4°F)"))
        #expect(!reply.filtered)
    }

    @Test func somethingOffTopicGetsNoTopic() throws {
        let reply = try #require(Self.chat(["what's the capital of france"]).first)
        #expect(reply.topic == nil)
        #expect(!reply.text.contains("Sources:"))
    }

    @Test func aMedicineQuestionNamesWhoCanAnswerAndTheFreeServicesNeverAJudgement() throws {
        let pregnancy = try #require(Self.chat(["is it safe to take ibuprofen while pregnant"]).first)
        #expect(pregnancy.guardKind == .medication)
        #expect(!pregnancy.filtered)
        #expect(pregnancy.text.contains("pharmacist"))
        #expect(pregnancy.text.contains("MotherToBaby"))
        #expect(pregnancy.text.contains("BUMPS"))
        #expect(pregnancy.topic == "painkillers-pregnancy")
        let breastfeeding = try #require(Self.chat(["can I take antihistamines while breastfeeding"]).first)
        #expect(breastfeeding.text.contains("LactMed"))
        for reply in [pregnancy, breastfeeding] {
            #expect(Self.assistant.knowledge.outputFilter.check(reply.text) == nil)
            #expect(reply.text.contains("not a clinician") || reply.text.contains("not a medical opinion"))
        }
    }

    @Test func everyTopicAnswerAndHelpLinePassesTheOutputFilter() {
        for topic in Self.assistant.knowledge.topics.topics {
            #expect(Self.assistant.knowledge.outputFilter.check(topic.answer) == nil, "\(topic.id)")
            #expect(Self.assistant.knowledge.outputFilter.check(topic.title) == nil, "\(topic.id)")
            if let help = topic.getHelp { #expect(Self.assistant.knowledge.outputFilter.check(help.when) == nil, "\(topic.id)") }
        }
    }

    @Test func everyTopicRendersAsAnAnswerThatPassesTheFilter() throws {
        let store = TopicFixture.cycleStore()
        for topic in Self.assistant.knowledge.topics.topics {
            let reply = try #require(Self.chat([topic.questions[0]], store: store).first)
            #expect(!reply.filtered, "\(topic.id): \(topic.questions[0])")
        }
    }
}
