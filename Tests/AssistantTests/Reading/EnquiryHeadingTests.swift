@testable import Assistant
import CycleCore
import Testing

/// A message written as an enquiry ("Question: …", "SUBJECT: … MESSAGE: …", "quick question -
/// …") asks with every clause: it is answered and never written, and its labels are read off.
/// A colon after a clause of three words or more splits it ("I have a question: is spotting
/// normal"); a time ("2:30") or a label of a word or two ("update: …") does not.
@Suite struct EnquiryHeadingTests {
    let assistant = AssistantFixture.assistant

    @Test(arguments: [
        ("Question: white discharge from my vagina", "white discharge from my vagina"),
        ("SUBJECT: brown spotting MESSAGE: I have had it for 3 days", "brown spotting. I have had it for 3 days"),
        ("Query - bleeding after sex", "bleeding after sex"),
        ("quick question: cramps at 5 weeks", "cramps at 5 weeks"),
        ("q: is ewcm fertile", "is ewcm fertile"),
    ])
    func theLabelsAreReadOff(message: String, text: String) throws {
        #expect(try #require(EnquiryHeading(message)).text == text)
    }

    @Test(arguments: ["I have a question: is spotting normal", "questions are welcome", "my question is simple", "subjective cramps", "re-testing tomorrow"])
    func aMessageWithoutAnOpeningLabelIsNoEnquiry(message: String) {
        #expect(EnquiryHeading(message) == nil)
    }

    @Test(arguments: [
        "Question: white discharge from my vagina",
        "SUBJECT: brown spotting MESSAGE: I have had brown spotting for 3 days after my period ended",
        "quick question: spotting after sex",
        "i have a question: is spotting normal",
    ])
    func anEnquiryIsAnsweredAndNeverWritten(message: String) {
        let store = InMemoryStore()
        var conversation = Conversation()
        let reply = assistant.respond(to: message, in: &conversation, store: store, today: AssistantFixture.today)
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(reply.actions.isEmpty)
        #expect(!reply.text.contains("Shall I") && !reply.text.contains("Do you want me to save"), "\(reply.text)")
    }

    @Test func aColonSplitsAClauseButNotATimeOrALabel() {
        #expect(SpeechActReader.split("i have a question: is spotting normal").map(\.text) == ["i have a question", "is spotting normal"])
        #expect(SpeechActReader.split("midwife appt at 2:30pm").count == 1)
        #expect(SpeechActReader.split("update: cramps are gone").count == 1)
        #expect(SpeechActReader.referenceSplit("i have a question: is spotting normal") == SpeechActReader.split("i have a question: is spotting normal"))
    }
}
