@testable import Assistant
import CycleCore
import Testing

/// An explicit command to log ("log sex from last night", "…, put it in") makes a message a
/// log whatever its background words say; other uses of the same words do not. (The override
/// that once read the command from its words is retired: the clause reader and the model read
/// these messages as logs on their own.)
@Suite struct LoggingCommandTests {
    let assistant = AssistantFixture.assistant

    func intent(_ message: String) -> String {
        assistant.understand(message, today: AssistantFixture.today).classification.intent
    }

    @Test(arguments: [
        ("log sex from last night pls, my husband got back from a work trip", "log.sex"),
        ("the clinic rang and my scan is booked for thursday the 3rd at 11, put it in", "log.appointment"),
    ])
    func aCommandToLogAfterBackgroundIsALog(message: String, expected: String) {
        #expect(intent(message) == expected)
    }

    @Test(arguments: ["log me out of my bank app, it keeps freezing", "record the match tonight for my husband", "baby's kicking like mad, log it"])
    func theSameWordsWithoutACommandToLogAreNotRewritten(message: String) {
        #expect(!intent(message).hasPrefix("log."), "\(message) → \(intent(message))")
    }
}
