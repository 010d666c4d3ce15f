@testable import Assistant
import CycleCore
import Content
import Testing

/// Found on the twenty-fourth development round: a couple's "we did" read as a crisis, a bfp
/// still hoped for logged as a positive test, thanks with a smiley logged a happy mood, someone
/// else's news got a topic and a level of care, and common complaints that self-care helps
/// (ankles that swell by evening, a cold, a twinge in the groin) got no level.
@Suite struct FreshDevRound24Tests {
    let today = AssistantFixture.today

    /// The learned crisis check read "we did last night and will again tonight" (sex while
    /// trying) as a crisis; told only as "we" and read as a log, it is a couple's day.
    @Test func aCoupleTellingWhatTheyDidIsNoCrisis() {
        let understanding = AssistantFixture.assistant.understand("we did it last night and will again tonight 😉", today: today)
        #expect(understanding.guardKind != .crisis && !understanding.crisisConcern, "\(String(describing: understanding.guardKind))")
    }

    @Test func wordsOfHarmStillMakeACrisisWhateverTheSubject() {
        #expect(AssistantFixture.assistant.understand("cut myself again last night and will again tonight", today: today).guardKind == .crisis)
    }

    /// "Cutting down before we get our bfp" logged a positive pregnancy test.
    @Test(arguments: ["had 2 cigs today, cutting down before we get our bfp", "no wine for me till i see a bfp"])
    func aResultStillAwaitedIsNoTest(message: String) {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(!store.writes.contains { if case .pregnancyTest = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    /// The face beside thanks was logged as a happy mood.
    @Test func thanksWithAFaceLogsNothing() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["thank you thats so useful 😊"], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes) \(reply.text)")
        #expect(reply.route?.route == .smallTalk, "\(String(describing: reply.route))")
        #expect(["You're welcome!", "Any time.", "Happy to help."].contains { reply.text.hasPrefix($0) }, "\(reply.text)")
    }

    /// "Didn't manage to bd last night" logged sex.
    @Test func sexThatDidNotHappenIsNotLogged() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["we didnt manage to dtd last night, work was mad"], store: store)[0]
        #expect(!store.writes.contains { if case .sex = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    /// A faint line is a test's result, and "right at" says where, not which side: the
    /// shoulder-tip pain still gets urgent care, not an ambulance for fainting or one-sided pain.
    @Test func aFaintLineIsNoFaintnessAndRightAtIsNoSide() {
        let assessment = AssistantFixture.assistant.triage("faint positive 2 days ago, now an odd ache right at the tip of my shoulder", context: TriageContext(ttc: true), today: today)
        #expect(assessment?.level == .urgent, "\(String(describing: assessment))")
    }

    @Test func feelingFaintBeforeTheTestIsNamedStillGetsAnAmbulance() {
        let assessment = AssistantFixture.assistant.triage("feeling faint, positive test on monday and a sharp pain low on the left", context: TriageContext(ttc: true), today: today)
        #expect(assessment?.level == .ambulance, "\(String(describing: assessment))")
    }

    @Test func feelingFaintAfterAPositiveTestStillGetsAnAmbulance() {
        let assessment = AssistantFixture.assistant.triage("positive test last week, sharp pain low on the left and i feel faint", context: TriageContext(ttc: true), today: today)
        #expect(assessment?.level == .ambulance, "\(String(describing: assessment))")
    }

    /// Zigzags in the vision after 20 weeks got "I can't help with that one".
    @Test func zigzagsInTheVisionInPregnancyNeedCareStraightAway() {
        let reply = TopicFixture.chat(["been seeing zigzag lines in my vision since lunch"], store: TopicFixture.pregnantStore(weeks: 31))[0]
        #expect(reply.care?.level == .urgent, "\(String(describing: reply.care)) \(reply.text)")
    }

    /// A domain word beside a cue for its other sense does not bring the message into the domain.
    @Test(arguments: ["is a long pregnant pause before the punchline a good idea in a speech", "how do you conceive a startup concept from scratch"])
    func aDomainWordInAnotherSenseIsOutOfScope(message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore())[0]
        #expect(reply.route?.route == .outOfScope, "\(String(describing: reply.route)) \(reply.text)")
    }

    /// "If we bd every other day is that enough" was outside what Bloom can help with.
    @Test func aQuestionAboutBabyDancingIsInTheDomain() {
        let reply = TopicFixture.chat(["if we bd every 2nd day would that be enough"], store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
    }

    /// "Sorry make that 5" after glasses of water got "I'm not able to help".
    @Test func makeThatCorrectsACountOfGlasses() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["3 glasses of water so far", "oops make that 4, forgot the one at breakfast"], store: store)
        #expect(store.writes.contains(.water(milliliters: 1000, today)) && !store.writes.contains(.water(milliliters: 750, today)), "\(store.writes) \(replies.map(\.text))")
    }

    /// "Keeping under 200mg" beside a coffee got the medicines answer and logged nothing.
    @Test func milligramsOfCaffeineAreNoMedicineDose() {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let reply = TopicFixture.chat(["2 teas this morning, trying to stay under 200mg caffeine"], store: store)[0]
        #expect(reply.guardKind != .medication, "\(reply.text)")
        #expect(store.writes.contains { if case .lifestyle("caffeine", 2, _, _) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    /// A plan said first ("I'll ring the surgery") no longer stops a measurement told after it.
    @Test func aMeasurementBesideAPlanIsLogged() {
        let store = TopicFixture.pregnantStore(weeks: 25)
        let reply = TopicFixture.chat(["ok ill phone the midwife later. drank 1.5 litres of water today"], store: store)[0]
        #expect(store.writes.contains(.water(milliliters: 1500, today)), "\(store.writes) \(reply.text)")
    }

    @Test(arguments: [
        ("feet and ankles puff up every evening but they're back to normal when i wake up", 34, "pregnancy-ankle-swelling"),
        ("got a stinking cold, sniffly and a bit rough but eating and drinking ok", 19, "pregnancy-cold"),
        ("twingey pulling in my groin when i roll over in bed, gone in a second", 22, "round-ligament-pain"),
    ])
    func moreCommonPregnancyComplaintsGetSelfCare(message: String, weeks: Int, rule: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.pregnantStore(weeks: weeks))[0]
        #expect(reply.care?.level == .selfCare && reply.care?.rule == rule, "\(String(describing: reply.care)) \(reply.text)")
    }

    @Test func periodPainEasedOnceThePainkillersKickInGetsSelfCare() {
        let reply = TopicFixture.chat(["bad cramps this morning but the paracetamol has kicked in now"], store: TopicFixture.cycleStore())[0]
        #expect(reply.care?.level == .selfCare && reply.care?.rule == "period-pain-eased", "\(String(describing: reply.care)) \(reply.text)")
    }

    /// A cold with a fever, or swelling in the face, is not the self-care case.
    @Test(arguments: [("a horrible cold and my temperature is 38.4", 19), ("ankles swollen by the evening and my face has gone puffy too", 34)])
    func aRedFlagBesideTheseComplaintsKeepsItsCare(message: String, weeks: Int) {
        let reply = TopicFixture.chat([message], store: TopicFixture.pregnantStore(weeks: weeks))[0]
        #expect((reply.care?.level ?? .selfCare) >= .gpToday, "\(String(describing: reply.care)) \(reply.text)")
    }

    /// "My sister just announced she's pregnant" got a topic about counting kicks and an
    /// appointment to book; a plan outside the domain got "outside what I can help with".
    @Test(arguments: ["my cousin just told us shes expecting again", "going to the cinema later with the girls"])
    func newsOrAPlanIsAcknowledged(message: String) {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(reply.route?.route == .smallTalk && reply.care == nil && store.writes.isEmpty, "\(String(describing: reply.route)) \(reply.text)")
    }

    /// Someone else's emergency, and what a clinician said of the person, are no news to wave through.
    @Test func someoneElsesEmergencyKeepsItsCare() {
        let reply = TopicFixture.chat(["my partner is 35 weeks and just had a fit, shes awake but very confused"], store: TopicFixture.cycleStore())[0]
        #expect(reply.care?.level == .ambulance, "\(String(describing: reply.care)) \(reply.text)")
    }

    @Test func whatAClinicianSaidOfThePersonIsTheirOwn() {
        let reply = TopicFixture.chat(["the midwife said my bump is measuring a bit big"], store: TopicFixture.pregnantStore(weeks: 30))[0]
        #expect(reply.route?.route != .smallTalk, "\(String(describing: reply.route)) \(reply.text)")
    }

    /// "What does the luteal phase actually do" was read as asking what Bloom can do.
    @Test func aQuestionNamingSomethingOfTheDomainIsGeneral() {
        let reply = TopicFixture.chat(["so what does the follicular phase actually do"], store: TopicFixture.cycleStore())[0]
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
    }
}
