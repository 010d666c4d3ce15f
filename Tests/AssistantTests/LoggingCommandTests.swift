@testable import Assistant
import CycleCore
import Testing

/// An explicit command to log ("log sex from last night", "…, put it in") makes a message a
/// log whatever its background words say; other uses of the same words do not.
@Suite struct LoggingCommandTests {
    let assistant = AssistantFixture.assistant

    func intent(_ message: String) -> String {
        assistant.understand(message, today: AssistantFixture.today).classification.intent
    }

    @Test func theCommandIsReadAtTheStartOrInTheLastWords() {
        #expect(Assistant.commandsALog("log sex from last night".split(separator: " ").map(String.init)))
        #expect(Assistant.commandsALog("had two glasses since lunch add them please".split(separator: " ").map(String.init)))
        #expect(Assistant.commandsALog("my scan is booked for thursday put it in".split(separator: " ").map(String.init)))
        #expect(!Assistant.commandsALog("log me out of my bank app".split(separator: " ").map(String.init)))
        #expect(!Assistant.commandsALog("how do i log a period".split(separator: " ").map(String.init)))
        #expect(!Assistant.commandsALog("record the match tonight".split(separator: " ").map(String.init)))
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
