@testable import Assistant
import CycleCore
import Testing

/// Found on the twenty-first development round and the items the twentieth left: "they" for
/// body parts named just before, a result wished for, an accident denied, a value put right
/// inside its message, a day added in a message of its own, a test told by its day, "gone next
/// level", "even tho" and "period ones".
@Suite struct FreshDevRound21Tests {
    let today = AssistantFixture.today

    /// "Tell me on a day it happens and I'll save it", then "theyre sore today too" got "I only
    /// log your own days".
    @Test func theyAfterPartsNamedInTheLastMessageAreThoseParts() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["my boobs always get sore the week before af", "theyre sore today too"], store: store)
        #expect(store.writes == [.symptom("breast-tenderness", severity: nil, today)], "\(replies.map(\.text))")
    }

    @Test func theyAfterPartsNamedEarlierInTheMessageAreThoseParts() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["my knees feel so stiff this morning and they really ache"], store: store)[0]
        #expect(store.writes == [.symptom("joint-pain", severity: nil, today)], "\(reply.text)")
    }

    @Test(arguments: ["they said its normal to be sore after a smear", "my boobs are fine, they came round for tea and we had a laugh"])
    func theyWithoutAPainOfAPartStaysSomeoneElse(message: String) {
        #expect(PartPronoun.resolved(AssistantFixture.assistant.understand(message, today: today).message.normalized.tokens, lastNamed: "boobs") == nil)
    }

    @Test func theyOnlyStandsForPartsSaidInThePlural() {
        #expect(PartPronoun.isPluralPart("boobs") && PartPronoun.isPluralPart("ovaries") && PartPronoun.isPluralPart("knees"))
        #expect(!PartPronoun.isPluralPart("pelvis") && !PartPronoun.isPluralPart("back") && !PartPronoun.isPluralPart("tummy"))
    }

    /// A part named more than a couple of turns ago is not what "they" means.
    @Test func theyLongAfterThePartIsSomeoneElse() {
        let store = TopicFixture.cycleStore()
        _ = TopicFixture.chat(["my boobs always get sore the week before af", "what day am i on", "how long is my cycle", "theyre sore today too"], store: store)
        #expect(store.writes.isEmpty)
    }

    /// "Really want a bfp for christmas" logged a positive pregnancy test.
    @Test(arguments: ["really want a bfp for christmas 🎄🤞", "praying for a positive test this month", "i just want a bfp so badly"])
    func aResultWishedForIsNoTest(message: String) {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes) \(reply.text)")
        // Nor the booking appointment of a positive test.
        #expect(reply.triage == nil, "\(String(describing: reply.triage)) \(reply.text)")
    }

    @Test func aResultToldIsStillATest() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["bfp this morning!!"], store: store)[0]
        #expect(store.writes.contains { if case .pregnancyTest(true, _, _) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    /// "Not for shaving" denies the accident that "shaving" alone would be: the crisis is the
    /// person's own (it got "outside what I can help with").
    @Test(arguments: ["bought razor blades today and theyre not for shaving if u get me", "got some blades and they arent for shaving"])
    func anAccidentDeniedIsNoAccident(message: String) {
        let understanding = AssistantFixture.assistant.understand(message, today: today)
        #expect(understanding.guardKind == .crisis, "\(message): \(String(describing: understanding.crisisPlacedElsewhere))")
    }

    @Test func anAccidentToldIsStillOne() {
        let placement = AssistantFixture.assistant.crisisPlacement
        #expect(placement.namesAnAccident(["cut", "myself", "shaving", "my", "legs"]))
        #expect(!placement.namesAnAccident(["the", "blades", "are", "not", "for", "shaving"]))
    }

    @Test(arguments: [("temp was 36.4 this morning oops i mean 36.54", 36.54), ("bbt 36.62 this morning, 8dpo and i swear its about to drop 😩", 36.62)])
    func theValueMeantIsTheOneLogged(message: String, celsius: Double) {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat([message], store: store)[0]
        let logged = store.writes.compactMap { if case let .temperature(value, _) = $0 { value } else { nil } }
        #expect(logged.count == 1 && abs(logged[0] - celsius) < 0.001, "\(store.writes) \(reply.text)")
    }

    @Test func aDayTakenBackInAClauseOfItsOwnMovesTheEntry() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["had cramps yesterday, no sorry, monday"], store: store)[0]
        #expect(store.writes == [.symptom("cramps", severity: nil, Day(year: 2026, month: 11, day: 16)!)], "\(reply.text)")
    }

    /// "And yesterday too" after a write was out of scope: "I can't help with that one".
    @Test(arguments: ["and yesterday too", "and last night too tbf"])
    func aDayAddedInItsOwnMessageRepeatsTheLastItems(message: String) {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let replies = TopicFixture.chat(["threw up after breakfast", message], store: store)
        #expect(store.writes == [.symptom("vomiting", severity: nil, today), .symptom("vomiting", severity: nil, today - 1)], "\(replies.map(\.text))")
    }

    @Test func aTestToldByItsDayIsThatTest() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(["started using opks this month, todays was low", "and yesterdays was negative, forgot to put it in"], store: store)
        #expect(store.writes == [.ovulationTest("low", today), .ovulationTest("negative", today - 1)], "\(replies.map(\.text))")
    }

    /// "The heartburn has gone next level" was read as heartburn gone.
    @Test func goneNextLevelIsWorseNotOver() {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let reply = TopicFixture.chat(["20 weeks today and the heartburn has gone next level"], store: store)[0]
        #expect(store.writes == [.symptom("heartburn", severity: nil, today)], "\(reply.text)")
    }

    /// "Even tho" opens a clause: what is not due next week no longer makes today's spotting a
    /// thought about the future.
    @Test func aClauseAfterThoughIsReadApart() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["bit of brown spotting today even tho af isnt due til next week"], store: store)[0]
        #expect(store.writes == [.flow("spotting", today)], "\(reply.text)")
    }

    @Test func periodOnesAreCrampsNotAPeriod() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["ugh cramps started at lunch, proper period ones even tho im not due til next week"], store: store)[0]
        #expect(store.writes == [.symptom("cramps", severity: nil, today)], "\(reply.text)")
    }

    @Test func theOtherNightIsAskedAbout() {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let replies = TopicFixture.chat(["had really bad leg cramps the other night", "it was friday night"], store: store)
        #expect(store.writes.map(\.day) == [Day(year: 2026, month: 11, day: 20)!], "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.allSatisfy { if case .symptom("leg-cramps", _, _) = $0 { true } else { false } })
    }

    @Test func aLibidoNonExistentIsLowLibido() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["libido is non existent today, just want a cup of tea and my bed"], store: store)[0]
        #expect(store.writes == [.symptom("low-libido", severity: nil, today)], "\(reply.text)")
    }

    /// "What temp should my bbt be after ovulation" was "I'm not sure I understood" between two
    /// readings of the person's records: it asks what is normal.
    @Test func aQuestionOfWhatSomethingShouldBeIsGeneral() {
        #expect(RouteReader.asksWhatItShouldBe(["what", "temp", "should", "my", "bbt", "be", "after", "ovulation"]))
        #expect(RouteReader.asksWhatItShouldBe(["how", "long", "should", "my", "luteal", "phase", "be"]))
        #expect(!RouteReader.asksWhatItShouldBe(["what", "day", "should", "my", "period", "be", "due"]))
        let reply = TopicFixture.chat(["what temp should my bbt be after ovulation"], store: TopicFixture.cycleStore(mode: .ttc))[0]
        // Either topic that says how far a basal temperature rises after ovulation answers it.
        #expect(reply.topic != nil && reply.text.contains("0.2 to 0.5"), "\(String(describing: reply.topic)) \(reply.text)")
    }

    /// "Export all my data as a csv" was answered with how to import.
    @Test func anExportAskedForIsAnsweredWithTheExportCommand() {
        let reply = TopicFixture.chat(["export all my data as a csv"], store: TopicFixture.cycleStore())[0]
        #expect(reply.text.contains("bloom export"), "\(reply.text)")
        #expect(!reply.text.contains("--dry-run"), "\(reply.text)")
        let importing = TopicFixture.chat(["how do i import my flo export"], store: TopicFixture.cycleStore())[0]
        #expect(!importing.text.contains("bloom export"), "\(importing.text)")
    }

    /// "These hot flushes are driving me mad" logged the mood angry: "driving me mad" says how
    /// much the flushes bother, not a mood. Anger said plainly is still a mood.
    @Test func drivingMeMadIsNoMood() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["im 48 and these hot flushes are driving me mad, had about 6 today already"], store: store)[0]
        #expect(store.writes == [.symptom("hot-flushes", severity: nil, today)], "\(reply.text)")
        let angry = TopicFixture.cycleStore()
        _ = TopicFixture.chat(["so mad at my husband today"], store: angry)
        #expect(angry.writes == [.mood("angry", today)], "\(angry.writes)")
    }

    /// "Nausea" (logged straight away), then "just log it" asked whether it meant a period
    /// start or an undo: it is already saved, and the reply says so, writing nothing more.
    @Test func logItAfterAWriteSaysItIsAlreadySaved() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["cramps today", "nausea", "just log it"], store: store)
        #expect(replies[2].text.contains("nausea") && replies[2].text.contains("undo"), "\(replies[2].text)")
        #expect(store.writes == [.symptom("cramps", severity: nil, today), .symptom("nausea", severity: nil, today)], "\(store.writes)")
    }
}
