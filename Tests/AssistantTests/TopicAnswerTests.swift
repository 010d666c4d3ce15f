@testable import Assistant
import Content
import CycleCore
import Foundation
import Testing

/// Answers from the topic library in conversation: personal figures, follow-ups, runner-ups,
/// "none fits", medicines with the free services, and the safety rules on every answer.
@Suite struct TopicAnswerTests {
    @Test func aGeneralQuestionIsAnsweredFromTheLibraryWithTheSourceAndTheNote() throws {
        let reply = try #require(TopicFixture.chat(["how long should aunt flo last"]).first)
        #expect(reply.topic == "dev-period-length")
        #expect(reply.text.contains("A period usually lasts 2 to 7 days"))
        #expect(reply.text.contains("Sources: NHS: Periods."))
        #expect(reply.text.contains("Book an appointment"))
        #expect(reply.text.contains("not a clinician") || reply.text.contains("not a medical opinion"))
        #expect(!reply.filtered)
    }

    @Test func aTopicThatAsksForAPersonalFigureGetsThePersonsOwn() throws {
        let withData = try #require(TopicFixture.chat(["how long should aunt flo last"], store: TopicFixture.cycleStore()).first)
        #expect(withData.text.contains("Your last 6 periods lasted 4–6 days."))
        let withoutData = try #require(TopicFixture.chat(["how long should aunt flo last"]).first)
        #expect(!withoutData.text.contains("Your last"))
    }

    @Test func aShortFollowUpStaysOnTheTopic() {
        let replies = TopicFixture.chat(["is back pain normal in mid pregnancy", "what about at night?"], store: InMemoryStore(mode: .pregnancy))
        #expect(replies[0].topic == "dev-second-trimester-discomforts")
        #expect(replies[1].topic == "dev-second-trimester-discomforts")
    }

    @Test func aFollowUpMovesToTheNearbyTopicItNames() {
        let replies = TopicFixture.chat(["how long should a period last", "and if it's brown?"])
        #expect(replies[0].topic == "dev-period-length")
        #expect(replies[1].topic == "dev-brown-spotting", "\(replies[1].text)")
    }

    @Test func aLongRamblingQuestionFindsTheTopicAsked() throws {
        let message = "We came off the pill in March and my cycles are about 30 days now. My sister got pregnant straight away which makes it harder. We have had no bfp yet after 5 months, how long does it normally take to conceive?"
        let reply = try #require(TopicFixture.chat([message], store: TopicFixture.cycleStore(mode: .ttc)).first)
        #expect(reply.topic == "dev-how-long-to-conceive", "\(reply.intent): \(reply.text)")
    }

    @Test func aQuestionNoTopicFitsSaysSoAndNamesTheClosest() throws {
        let reply = try #require(TopicFixture.chat(["what does period blood colour tell you about your thyroid and hormones"]).first)
        if reply.topic == nil, reply.text.contains("closest") {
            #expect(reply.text.contains("I don't have a topic that answers that well"))
        }
        let offTopic = try #require(TopicFixture.chat(["what's the capital of france"]).first)
        #expect(offTopic.topic == nil)
        #expect(!offTopic.text.contains("Sources:"))
    }

    @Test func aMedicineQuestionNamesWhoCanAnswerAndTheFreeServicesNeverAJudgement() throws {
        let pregnancy = try #require(TopicFixture.chat(["is it safe to take ibuprofen while pregnant"]).first)
        #expect(pregnancy.guardKind == .medication)
        #expect(!pregnancy.filtered)
        #expect(pregnancy.text.contains("pharmacist"))
        #expect(pregnancy.text.contains("MotherToBaby"))
        #expect(pregnancy.text.contains("BUMPS"))
        #expect(pregnancy.text.contains("Sources:"), "the library's general topic is attached")
        let breastfeeding = try #require(TopicFixture.chat(["can I take antihistamines while breastfeeding"]).first)
        #expect(breastfeeding.text.contains("LactMed"))
        for reply in [pregnancy, breastfeeding] {
            #expect(TopicFixture.assistant.knowledge.outputFilter.check(reply.text) == nil)
            #expect(!reply.text.lowercased().contains(" mg"))
        }
    }

    @Test func everyTopicAnswerAndHelpLinePassesTheOutputFilter() {
        let assistant = TopicFixture.assistant
        for topic in assistant.knowledge.topics.topics {
            #expect(assistant.knowledge.outputFilter.check(topic.answer) == nil, "\(topic.id)")
            if let help = topic.getHelp { #expect(assistant.knowledge.outputFilter.check(help.when) == nil, "\(topic.id)") }
        }
    }
}
