@testable import Assistant
import CycleCore
import Testing

/// From the eighth development round: a message that takes itself back ("wait no, that was my
/// son, ignore me"), a "no" before a drink or a cigarette, people with "the" as the subject
/// ("the kids slept…"), a server that "slept", water soaking a wall, a summer long ago, every
/// pregnancy, and what to expect at the weekend write nothing. The person's own day still writes.
@Suite struct TakenBackAndOthersWriteNothingTests {
    @Test(arguments: [
        "headache today - oh wait no, that was my son, ignore me",
        "log light flow... actually scratch that, my friend was the one asking",
        "no cigs today!! day three",
        "no wine today, go me",
        "the kids slept the whole way on the train home",
        "the build server slept through the nightly job and nothing ran",
        "water from the blocked gutter is soaking the side wall",
        "three summers ago i had a cyst that hurt like mad",
        "every pregnancy ive had heartburn from about halfway",
        "big family do on saturday so expect a few proseccos",
        "add 12 cans of lager to the party shopping list",
    ])
    func writesNothing(_ message: String) {
        #expect(AssistantFixture.writes(message).isEmpty, "\(message) → \(AssistantFixture.writes(message))")
    }

    @Test func aStatementTakenBackSaysNothingWasLogged() {
        let reply = AssistantFixture.chat(["headache today - oh wait no, that was my son, ignore me"], store: InMemoryStore())[0]
        #expect(reply.text.contains("haven't logged") || reply.text.contains("nothing saved"), "\(reply.text)")
    }

    /// A take-back said on its own, after a message that logged, still takes that entry back.
    @Test func aTakeBackOnItsOwnUndoesTheLastMessage() {
        let logged = InMemoryStore()
        _ = AssistantFixture.chat(["bad cramps today"], store: logged)
        #expect(!logged.writes.isEmpty)
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["bad cramps today", "scratch that, it was my sister"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    /// "No cigs today" is in Bloom's domain: answered, not "outside what I can help with".
    @Test func noCigsTodayIsNotOutOfScope() {
        let reply = AssistantFixture.chat(["no cigs today!! day three"], store: InMemoryStore())[0]
        #expect(!reply.text.contains("outside what I can help with"), "\(reply.text)")
    }

    @Test(arguments: [
        "headache today and ive been sick twice",
        "had 2 glasses of wine with dinner tonight",
        "cramps and a headache this morning",
    ])
    func theirOwnDayStillWrites(_ message: String) {
        #expect(!AssistantFixture.writes(message).isEmpty, "\(message)")
    }
}
