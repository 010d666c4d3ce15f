@testable import Assistant
import CycleCore
import Testing

/// "Took a test this morning" says no result: Bloom asks what it showed, and "negative" then
/// logs that test (a pregnancy test, as "took a test this morning, negative" does).
@Suite struct ATestWithNoResultTests {
    @Test func aTestWithNoResultIsAskedAboutAndTheResultLogsIt() {
        let store = InMemoryStore(mode: .ttc)
        let first = AssistantFixture.chat(["took a test this morning"], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(first.text.contains("What did the test show") || first.text.contains("What was the result"), "\(first.text)")
        _ = AssistantFixture.chat(["took a test this morning", "negative"], store: store)
        #expect(store.writes.contains(.pregnancyTest(positive: false, faint: false, AssistantFixture.today)), "\(store.writes)")
    }
}
