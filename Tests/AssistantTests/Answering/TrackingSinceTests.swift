@testable import Assistant
import CycleCore
import Testing

/// "How long have I been tracking?" is answered from the cycle statistics, which say since
/// when periods have been logged.
@Suite struct TrackingSinceTests {
    @Test func theStatisticsSaySinceWhenPeriodsAreLogged() {
        let first = AssistantFixture.today - 90
        let store = InMemoryStore.cycles(from: first, lengths: [28, 28, 28])
        let reply = AssistantFixture.chat(["how long have i been tracking on here?"], store: store)[0]
        #expect(reply.intent == IntentID.cycleStats.rawValue, "\(reply.intent)")
        #expect(reply.text.contains("since") && reply.text.contains(first.monthName), "\(reply.text)")
    }
}
