@testable import Assistant
import CycleCore
import Testing

/// A question that tells something loggable is answered, and what it tells is offered for
/// logging only when it is the person's present: a short message, or statements that say when.
/// A long history with no time in it is asked about, not offered; nothing is ever written
/// without a "yes".
@Suite struct OfferToLogInAQuestionTests {
    func reply(_ message: String) -> (Reply, InMemoryStore) {
        let store = InMemoryStore()
        return (AssistantFixture.chat([message], store: store)[0], store)
    }

    func offers(_ reply: Reply) -> Bool { reply.text.contains("Shall I log") || reply.text.contains("Do you want me to save") }

    @Test(arguments: ["My periods have been heavy for a while, I'm exhausted, my whole body aches and I get migraines. Why?",
                      "I have been experiencing major constipation for a while and every time I eat I get bloating, what can cause that?"])
    func aLongHistoryWithNoTimeIsAnsweredWithoutAnOffer(message: String) {
        let (reply, store) = reply(message)
        #expect(!offers(reply), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: ["I just started my period today and have a really bad headache and a sore throat, could it be from my period or a cold?",
                      "had cramps and what phase am i in"])
    func thePresentIsOfferedAndNothingIsWritten(message: String) {
        let (reply, store) = reply(message)
        #expect(offers(reply), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// In a long message, only the statements that say when are offered: one dated statement
    /// ("I switched pills today") no longer carries the history around it (the cramps the old
    /// pill never helped were offered for today).
    @Test func aDatedStatementDoesNotCarryTheHistoryAroundIt() {
        let (reply, store) = reply("Hi, I had to change my birth control from Yasmin to Microgynon today. Can you suggest a better one? I was on Microgynon at 17 and disliked it. It did not help with my cramps at all. I still bled for over a week. Please advise.")
        #expect(!reply.text.contains("cramps for today"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// A new sentence says its own time: "at the start I was really stressed, but not now"
    /// after "now it has been going for 3 weeks" is no mood of today's.
    @Test func aNewSentenceDoesNotGoOnTheTimeOfTheOneBefore() {
        let (reply, store) = reply("My period came 2 months late and now it has been going for 3 weeks. At the start of it all I was really stressed, but not now. Should I be worried?")
        #expect(!reply.text.contains("stressed for today"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func theDatedStatementOfALongMessageIsStillOffered() {
        let (reply, store) = reply("My cycles have always been long and I get bad acne before every period. I've had cramps since this morning, is that normal so early?")
        #expect(reply.text.contains("cramps"), "\(reply.text)")
        #expect(offers(reply) && !reply.text.contains("acne for"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: ["I have conjunctivitis with yellow discharge, is that contagious?", "discharge from my eyes, what is it?"])
    func dischargeFromTheEyesIsNotVaginalDischarge(message: String) {
        let (reply, store) = reply(message)
        #expect(!reply.text.contains("discharge change"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// A value asked about is not one that happened: a short question with no statement in it
    /// is answered, and nothing is offered.
    @Test(arguments: ["is a temp of 37.4 normal after ovulation?", "is 36.9 a good bbt"])
    func aValueOnlyAskedAboutIsNotOffered(message: String) {
        let (reply, store) = reply(message)
        #expect(!offers(reply), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// Words of now in another sense ("the next day", "the morning after pill", "night
    /// sweats") put nothing in the present.
    @Test func wordsOfNowInAnotherSenseOfferNothing() {
        let (reply, store) = reply("we had sex and she took the morning after pill the next day, a few days later some light bleeding for 3 days, could she be pregnant?")
        #expect(!offers(reply), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// Items told without a verb ("bloated and crampy today") are offered, and "yes" saves
    /// exactly what was offered.
    @Test func yesSavesWhatAQuestionOffered() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["bloated and crampy today, is that normal?", "yes"], store: store)
        #expect(offers(replies[0]), "\(replies[0].text)")
        let symptoms = store.writes.compactMap { write -> String? in if case let .symptom(id, _, _) = write { id } else { nil } }
        #expect(Set(symptoms) == ["bloating", "cramps"], "\(store.writes)")
    }

    @Test func aValueToldBeforeTheQuestionIsOffered() {
        let (reply, store) = reply("temp 37.4 today, is that high?")
        #expect(offers(reply) && reply.text.contains("37.4"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }
}
