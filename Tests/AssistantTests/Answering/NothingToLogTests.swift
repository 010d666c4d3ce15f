@testable import Assistant
import CycleCore
import Testing

/// A statement read as things to log, in which nothing can be logged ("my period is 4 days late
/// and still negative": negative, but no test named), is answered from the library when a topic
/// fits, instead of "What should I log?".
@Suite struct NothingToLogTests {
    func chat(_ messages: [String], store: InMemoryStore) -> [Reply] { AssistantFixture.chat(messages, store: store) }

    @Test func aLatePeriodWithANegativeResultOfNoTestNamedGetsTheLibraryAnswerAndWritesNothing() {
        let store = InMemoryStore()
        let reply = chat(["my period is 4 days late and still negative"], store: store)[0]
        #expect(reply.text.contains("negative"), "\(reply.text)")
        #expect(!reply.text.contains("What should I log"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func aLatePeriodWithANegativeTestLogsTheTest() {
        let store = InMemoryStore()
        let reply = chat(["my period is 4 days late and test is negative"], store: store)[0]
        #expect(store.writes == [.pregnancyTest(positive: false, faint: false, AssistantFixture.today)])
        #expect(reply.text.contains("a few days after it was due"), "\(reply.text)")
    }

    @Test func aStatementWithNothingToLogAndNoTopicStillAsksWhatToLog() {
        let store = InMemoryStore()
        let reply = chat(["log it"], store: store)[0]
        #expect(store.writes.isEmpty)
        #expect(!reply.text.isEmpty)
    }

    @Test func aStatementWithSomethingToLogStillLogsIt() {
        let store = InMemoryStore()
        _ = chat(["temp 36.3 today, opk was high"], store: store)
        #expect(store.writes.count == 2, "\(store.writes)")
    }
}
