@testable import Assistant
import CycleCore
import Testing

/// The usual cycle length said in chat: asked about before it is stored, stored at once when
/// asked for, never stored for someone else, out of range, or once cycles speak for themselves.
@Suite struct CycleLengthDialogueTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    func chat(_ messages: [String], store: InMemoryStore) -> [Reply] { AssistantFixture.chat(messages, store: store) }

    @Test(arguments: ["my cycle is usually about 30 days", "my cycles are normally 30 days long", "i have a 30 day cycle"])
    func aStatementIsAskedAboutAndYesStoresIt(message: String) {
        let store = InMemoryStore()
        let replies = chat([message, "yes"], store: store)
        #expect(replies[0].intent == "profile.cycle_length", "\(message)")
        #expect(replies[0].actions.isEmpty)
        #expect(replies[0].text.contains("Shall I use 30 days"), "\(replies[0].text)")
        #expect(store.writes == [.typicalCycleLength(30)])
        #expect(replies[1].text.contains("30 days"))
    }

    @Test func aPeriodStartSaidAlongsideIsLoggedAndTheLengthStillAskedAbout() {
        let store = InMemoryStore()
        let replies = chat(["my period started nov 5th, cycles are usually around 28 days", "yes"], store: store)
        let started = Day(year: 2026, month: 11, day: 5)!
        #expect(store.writes == [.periodStart(started), .typicalCycleLength(28)], "\(replies.map(\.text))")
        #expect(replies[0].text.contains("5 Nov"), "\(replies[0].text)")
        #expect(replies[0].text.contains("Shall I use 28 days"), "\(replies[0].text)")
        #expect(!replies[0].text.contains("Be kind to yourself"), "a period that started weeks ago: \(replies[0].text)")
    }

    @Test func noLeavesItUnset() {
        let store = InMemoryStore()
        _ = chat(["my cycle is usually 30 days", "no"], store: store)
        #expect(store.writes.isEmpty)
    }

    @Test func anInstructionStoresItAtOnce() {
        let store = InMemoryStore()
        let reply = chat(["set my cycle length to 32 days"], store: store)[0]
        #expect(store.writes == [.typicalCycleLength(32)], "\(reply.text)")
        #expect(reply.actions.map(\.kind) == ["typical_cycle_length"])
    }

    @Test func theStoredLengthIsWhatTheNextPeriodEstimateLeansOn() {
        let store = InMemoryStore(periods: [PeriodRecord(start: today - 3)])
        let before = chat(["when is my next period"], store: store)[0].text
        _ = chat(["set my cycle length to 40 days"], store: store)
        let after = chat(["when is my next period"], store: store)[0].text
        #expect(before != after)
    }

    @Test func aQuestionSaysWhatIsStoredAndWritesNothing() {
        let store = InMemoryStore()
        store.typicalCycleLength = 29
        let reply = chat(["what's my usual cycle length set to?"], store: store)[0]
        #expect(reply.text.contains("29 days"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func aLengthOutsideTheRangeIsRefused() {
        let store = InMemoryStore()
        let reply = chat(["set my cycle length to 90 days"], store: store)[0]
        #expect(store.writes.isEmpty)
        #expect(reply.text.contains("between 15 and 60"), "\(reply.text)")
    }

    @Test func someoneElsesCycleIsNeverStored() {
        let store = InMemoryStore()
        _ = chat(["my sister's cycle is usually 25 days", "yes"], store: store)
        #expect(store.writes.isEmpty)
    }

    @Test func withThreeCyclesLoggedNothingIsStored() {
        let starts = [today - 90, today - 60, today - 30, today - 2]
        let store = InMemoryStore(periods: starts.map { PeriodRecord(start: $0, end: $0 + 4) })
        let replies = chat(["my cycle is usually 35 days", "yes"], store: store)
        #expect(store.writes.isEmpty)
        #expect(replies[0].text.contains("already come from them"), "\(replies[0].text)")
    }

    @Test func weeksAreCountedInDays() {
        let store = InMemoryStore()
        _ = chat(["set my cycle length to four weeks"], store: store)
        #expect(store.writes == [.typicalCycleLength(28)])
    }

    /// "My cycles are usually about 30 days, when will the next one come": the question is
    /// answered with the length told (one period logged, so a 30-day cycle from the 15th is the
    /// 15th a month on), nothing is stored, and "yes" keeps the length.
    @Test func aLengthToldBesideAQuestionIsUsedForTheAnswerAndKeptOnlyAfterYes() {
        let started = today - 7
        let store = InMemoryStore(periods: [PeriodRecord(start: started, end: started + 4)])
        let plain = chat(["when will my next period come"], store: store)[0]
        let replies = chat(["my cycles are usually about 34 days, when will the next one come", "yes"], store: store)
        // "Tue 15 Dec" and "Tuesday 15 December 2026" both hold "15 Dec".
        let expected = String((started + 34).shortText.dropFirst(4))
        #expect(replies[0].text.contains(expected), "\(expected): \(replies[0].text)")
        #expect(!plain.text.contains(expected), "\(plain.text)")
        #expect(replies[0].text.contains("Shall I keep 34 days"), "\(replies[0].text)")
        #expect(replies[0].actions.isEmpty)
        #expect(store.writes == [.typicalCycleLength(34)], "\(replies.map(\.text))")
    }

    @Test func aLengthToldBesideAQuestionIsNotKeptAfterNo() {
        let store = InMemoryStore(periods: [PeriodRecord(start: today - 7, end: today - 3)])
        _ = chat(["my cycle is normally 34 days, when is my next period due", "no"], store: store)
        #expect(store.writes.isEmpty)
    }

    /// Three cycles logged: the estimate comes from them, and the length told changes nothing.
    @Test func aLengthToldBesideAQuestionIsLeftOnceCyclesSpeakForThemselves() {
        let starts = [today - 90, today - 60, today - 30, today - 2]
        let store = InMemoryStore(periods: starts.map { PeriodRecord(start: $0, end: $0 + 4) })
        let reply = chat(["my cycles are usually about 40 days, when will the next one come"], store: store)[0]
        #expect(!reply.text.contains("Shall I keep"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }
}
