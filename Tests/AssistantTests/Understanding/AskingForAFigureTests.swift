@testable import Assistant
import Content
import CycleCore
import Testing

/// Asking for a figure without a question mark ("calories in a pint of cider, just curious")
/// is a question and writes nothing; telling what was drunk still logs it.
@Suite struct AskingForAFigureTests {
    func writes(_ message: String) -> [JournalWrite] { AssistantFixture.writes(message) }

    @Test(arguments: ["calories in a pint of cider, just curious", "curious about the caffeine in a can of cola"])
    func askingForAFigureWritesNothing(message: String) {
        #expect(writes(message).isEmpty, "\(message): \(writes(message))")
    }

    @Test func tellingWhatWasDrunkStillLogs() {
        #expect(!writes("had a pint of cider at the pub tonight").isEmpty)
    }
}
