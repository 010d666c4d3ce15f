@testable import Assistant
import CycleCore
import Testing

/// Words that look like items but are not ("feeling flat", "at 3pm", "the chills"), bare items
/// that are asked about, and a care note after a log that meets a routine red flag.
@Suite struct LogWordingTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    func chat(_ messages: [String], store: InMemoryStore) -> [Reply] { AssistantFixture.chat(messages, store: store) }

    @Test func feelingFlatIsNeverACoffeeButAFlatWhiteIs() {
        let flat = InMemoryStore()
        _ = chat(["feeling really flat today"], store: flat)
        #expect(!flat.writes.contains { if case .lifestyle("caffeine", _, _, _) = $0 { true } else { false } }, "\(flat.writes)")
        let coffee = InMemoryStore()
        _ = chat(["had a flat white this morning"], store: coffee)
        guard case .lifestyle("caffeine", 1, _, _)? = coffee.writes.first else { Issue.record("wrote \(coffee.writes)"); return }
    }

    @Test func aClockTimeIsNotACountOfDrinks() {
        let store = InMemoryStore()
        _ = chat(["had an energy drink at 3pm"], store: store)
        guard case .lifestyle("caffeine", 1, _, _)? = store.writes.first else { Issue.record("wrote \(store.writes)"); return }
    }

    @Test func aBareCountOfDrinksIsAskedAboutAndYesLogsTheCount() {
        let store = InMemoryStore()
        let replies = chat(["3 coffees", "yes"], store: store)
        #expect(replies[0].actions.isEmpty)
        #expect(replies[0].text.contains("caffeine 3"), "\(replies[0].text)")
        guard case .lifestyle("caffeine", 3, _, _)? = store.writes.first else { Issue.record("wrote \(store.writes)"); return }
    }

    @Test func lowMoodForWeeksIsLoggedWithAGPNote() {
        let store = InMemoryStore()
        let reply = chat(["I've been feeling really down for the past two weeks and can't get out of bed"], store: store)[0]
        #expect(store.writes == [.symptom("low-mood", severity: nil, today)])
        #expect(reply.text.contains("GP") && reply.text.contains("two weeks"), "\(reply.text)")
        #expect(reply.triage?.rule == "low-mood-weeks")
    }

    @Test func lowMoodTodayAloneGetsNoGPNote() {
        let store = InMemoryStore()
        let reply = chat(["feeling low today"], store: store)[0]
        #expect(!store.writes.isEmpty)
        #expect(reply.triage == nil)
    }

    @Test func theChillsAreNotTheMoodCalm() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["got the chills and a sore throat today"], store: store)
        #expect(!store.writes.contains { if case .mood = $0 { true } else { false } }, "\(store.writes)")
        let relaxed = InMemoryStore()
        _ = TopicFixture.chat(["feeling pretty chill today"], store: relaxed)
        #expect(relaxed.writes.contains { if case .mood("calm", _) = $0 { true } else { false } }, "\(relaxed.writes)")
    }
}

/// What a mode or appointment write does not carry: a care note meant for symptoms.
@Suite struct WriteNotesTests {
    @Test func aDueDateSaidWithTheModeGetsNoAppointmentNote() {
        var conversation = Conversation()
        let store = InMemoryStore()
        let reply = AssistantFixture.assistant.respond(to: "im pregnant! due date is june 14th", in: &conversation, store: store,
                                                       today: AssistantFixture.today)
        #expect(reply.triage == nil, "\(reply.text)")
        #expect(!reply.text.contains("41 weeks"))
    }

    @Test func logMyAppointmentIsAnInstructionAndLogIsNotInTheTitle() {
        var conversation = Conversation()
        let store = InMemoryStore()
        let reply = AssistantFixture.assistant.respond(to: "log my appointment with the midwife on dec 3 at 2pm", in: &conversation,
                                                       store: store, today: AssistantFixture.today)
        guard case let .appointment(title, at)? = store.writes.first else { Issue.record("\(reply.text)"); return }
        #expect(title == "Midwife appointment")
        #expect(at.day == Day(year: 2026, month: 12, day: 3)!)
    }

    /// A symptom said with its body part first ("my feet are swollen tonight", "peeing every
    /// hour today") is the lexicon's symptom, as "swollen feet" and "peeing a lot" are.
    @Test(arguments: [("my ankles are swollen tonight", "swelling"), ("been peeing every hour today", "frequent-urination")])
    func aSymptomSaidBodyPartFirstLogs(message: String, symptom: String) {
        let store = InMemoryStore()
        _ = TopicFixture.chat([message], store: store)
        #expect(String(describing: store.writes).contains(symptom), "\(store.writes)")
    }
}
