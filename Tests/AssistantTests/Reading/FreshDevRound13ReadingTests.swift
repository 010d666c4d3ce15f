@testable import Assistant
import Content
import CycleCore
import Testing

/// Mechanisms a fresh development set (dev13) found, each in words written for this suite:
/// a fragment read as a request only because nothing else fitted it, beside a statement; a
/// reply that thanks Bloom; what someone did to the person; a correction that names a
/// measurement; spots of blood; "in 3 days" after a denial; everyday words for symptoms.
@Suite struct FreshDevRound13ReadingTests {
    let assistant = AssistantFixture.assistant

    func acts(_ message: String) -> [SpeechAct] {
        assistant.understand(message, today: AssistantFixture.today).speech.clauses.map(\.act)
    }

    func symptoms(_ store: InMemoryStore) -> [String] {
        store.writes.compactMap { if case let .symptom(id, _, _) = $0 { id } else { nil } }
    }

    /// "…started this morning!! 6 months of nothing haha": the comment asks nothing, so the
    /// statement beside it is told and logged.
    @Test func aCommentBesideAStatementAsksNothing() {
        let said = acts("first period since the baby started this morning!! 6 months of nothing haha")
        #expect(!said.contains(.request) && said.contains(.log), "\(said)")
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["first period since the baby started this morning!! 6 months of nothing haha"], store: store)
        #expect(store.writes.contains { if case .periodStart = $0 { true } else { false } }, "\(store.writes)")
    }

    /// "bike ride along the river with the dog, took about an hour": the fragment is the
    /// workout the next clause times.
    @Test func aFragmentBeforeAStatementIsPartOfIt() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["bike ride along the river with the dog, took about an hour"], store: store)
        #expect(store.writes.contains { if case let .exercise(activity, minutes, _) = $0 { activity == "cycle" && minutes == 60 } else { false } },
                "\(store.writes)")
    }

    /// "Hello doctor, …" opens a consultation: the history after it is told to ask about it,
    /// and nothing in it is logged.
    @Test func aGreetingToSomeoneKeepsAConsultationAQuestion() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["hello doctor, i am 26 and my period lasts only two days with dark brown blood, i weigh 90 kg"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    /// A fragment that names what it asks for still asks ("yoga for my back pls").
    @Test func aFragmentThatNamesWhatItAsksForStillAsks() {
        #expect(SpeechActReader.asksForSomething(["breathing", "exercise", "to", "calm", "down"]))
        #expect(SpeechActReader.asksForSomething(["tips", "for", "sleep"]))
        #expect(!SpeechActReader.asksForSomething(["6", "months", "of", "nothing", "haha"]))
    }

    /// "aww thanks, that's really reassured me 😊" answers Bloom: nothing is logged.
    @Test func thanksAndWhatTheAnswerDidLogNothing() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["aww thanks, thats really reassured me 😊"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
        let told = InMemoryStore()
        _ = AssistantFixture.chat(["thanks! also got a headache today"], store: told)
        #expect(symptoms(told) == ["headache"], "\(told.writes)")
    }

    /// "Nurse weighed me this morning, 140 lb" is the person's weight; "my nurse said…" is hers.
    @Test func whatSomeoneDidToThePersonIsTheirs() {
        #expect(!assistant.understand("nurse weighed me this morning, 140 lb", today: AssistantFixture.today).speech.clauses.contains { $0.act == .otherPerson })
        #expect(SpeechActReader.doneToThePerson(["nurse", "weighed", "me"], after: 0))
        #expect(!SpeechActReader.doneToThePerson(["nurse", "told", "me"], after: 0))
    }

    /// "sorry, 9st 12" after a walk was logged corrects no walk: a weight said is a weight.
    @Test func aWeightSaidIsNoOtherEntrysNewNumber() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["weighed in at 9st 10 this morning", "walked 20 mins to the shops", "sorry, 9st 12, misread it"], store: store)
        #expect(!store.writes.contains { if case let .exercise(_, minutes, _) = $0 { minutes != 20 } else { false } }, "\(store.writes)")
    }

    /// "A couple of spots of blood when I wiped" is no acne.
    @Test func spotsOfBloodAreNoAcne() {
        let store = InMemoryStore(mode: .cycle)
        _ = AssistantFixture.chat(["couple of spots of blood when i wiped earlier"], store: store)
        #expect(!symptoms(store).contains("acne"), "\(store.writes)")
    }

    /// Everyday words for night sweats, weeing often, a nosebleed and constipation.
    @Test(arguments: [
        ("woke up drenched in sweat last night", "night-sweats"),
        ("cant stop weeing today", "frequent-urination"),
        ("my nose bled this afternoon", "nosebleeds"),
        ("havent pooed in 4 days", "constipation"),
    ])
    func everydayWordsForASymptomAreLogged(message: String, symptom: String) {
        let store = InMemoryStore()
        _ = AssistantFixture.chat([message], store: store)
        #expect(symptoms(store).contains(symptom), "\(message): \(store.writes)")
    }

    /// "Scratch the headache" takes the headache back; it never logs it again.
    @Test func scratchingAnEntryNamedTakesItBack() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["awful headache today", "scratch the headache, dont want it on there"], store: store)
        #expect(replies[1].intent == "log.undo", "\(replies[1].intent) \(replies[1].text)")
        #expect(symptoms(store).isEmpty, "\(store.writes)")
    }

    /// "A litre and a half" is one amount, not a litre and then a half of something.
    @Test func aUnitAndAHalfIsOneAmount() {
        #expect(SpeechActReader.split("drank a litre and a half already").count == 1)
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["so thirsty, drank a litre and a half already"], store: store)
        #expect(store.writes.contains { if case let .water(ml, _) = $0 { ml == 1500 } else { false } }, "\(store.writes)")
    }

    /// A list of bare days after something else was logged ("…16th and 17th" after
    /// constipation) writes nothing of the earlier item on those days.
    @Test func aListOfBareDaysCarriesNoEarlierItem() {
        let store = InMemoryStore(mode: .ttc)
        _ = AssistantFixture.chat(["havent pooed in 3 days", "bd on the 12th, 13th and 15th"], store: store)
        let constipated = store.writes.filter { if case let .symptom(id, _, _) = $0 { id == "constipation" } else { false } }
        #expect(constipated.count == 1, "\(store.writes)")
        #expect(store.writes.contains { if case .sex = $0 { true } else { false } }, "\(store.writes)")
    }

    /// A nosebleed in pregnancy is no bleeding from the womb: no emergency for it.
    @Test func aNosebleedInPregnancyIsNoEmergency() throws {
        let found = try AssistantFixture.triage("my nose bled for 5 mins this morning", in: "pregnant:22")
        #expect((found?.level ?? .selfCare) < .urgent, "\(String(describing: found))")
    }
}
