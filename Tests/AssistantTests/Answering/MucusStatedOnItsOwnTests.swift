@testable import Assistant
import CycleCore
import Testing

/// Cervical mucus stated on its own ("ewcm today", "cm watery today") is an entry, whatever
/// the intent model made of the whole: it read the first as the daily briefing and the second
/// as not understood, and nothing was logged. Phrasings written for this suite.
@Suite struct MucusStatedOnItsOwnTests {
    @Test(arguments: [
        ("ewcm today", "egg-white"),
        ("cm watery today", "watery"),
        ("cervical mucus is stretchy and clear today", "egg-white"),
    ])
    func mucusStatedAloneIsLogged(_ message: String, _ kind: String) {
        let writes = AssistantFixture.writes(message)
        #expect(writes == [.discharge(kind, AssistantFixture.today)], "\(message) → \(writes)")
    }

    @Test(arguments: ["is ewcm a sign of ovulation?", "my sister had watery cm today", "no ewcm today"])
    func mucusAskedAboutOrDeniedWritesNothing(_ message: String) {
        #expect(AssistantFixture.writes(message).isEmpty, "\(message) → \(AssistantFixture.writes(message))")
    }
}
