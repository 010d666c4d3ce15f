@testable import Assistant
import CycleCore
import Testing

/// "Slept 6 hrs last night, 2 coffees and a 20 min walk": the coffees, the walk and the night's
/// length are saved together. Hours slept that are not one length ("5 to 6 hrs") are not
/// dropped in silence: Bloom asks how long (or the times), and the answer logs the night.
@Suite struct HoursSleptBesideOtherFactsTests {
    let today = AssistantFixture.today

    @Test func theOtherFactsAndTheNightsLengthAreSavedTogether() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["slept 6 hrs last night, 2 coffees and a 20 min walk"], store: store)
        #expect(store.writes.contains(.exercise(activity: "walk", minutes: 20, today)), "\(store.writes)")
        #expect(store.writes.contains { if case .lifestyle("caffeine", 2, _, _) = $0 { true } else { false } }, "\(store.writes)")
        #expect(store.writes.contains(.sleepLength(minutes: 360, night: today - 1)), "\(store.writes)")
        #expect(!replies[0].text.contains("how many hours") && !replies[0].text.contains("what times"), "\(replies[0].text)")
    }

    @Test func hoursThatAreNotOneLengthAreAskedForAndTheAnswerLogsTheNight() {
        let message = "slept 5 to 6 hrs last night, 2 coffees and a 20 min walk"
        let store = InMemoryStore()
        let replies = AssistantFixture.chat([message], store: store)
        #expect(store.writes.contains(.exercise(activity: "walk", minutes: 20, today)), "\(store.writes)")
        #expect(!store.writes.contains { $0.isSleep }, "\(store.writes)")
        #expect(replies[0].text.contains("how many hours"), "\(replies[0].text)")
        let times = InMemoryStore()
        _ = AssistantFixture.chat([message, "about 11pm to 5am"], store: times)
        #expect(times.writes.contains(.sleep(bedtime: 23 * 3600, wake: 5 * 3600, morning: today)), "\(times.writes)")
        let hours = InMemoryStore()
        _ = AssistantFixture.chat([message, "about 6"], store: hours)
        #expect(hours.writes.contains(.sleepLength(minutes: 360, night: today - 1)), "\(hours.writes)")
    }

    @Test func aMessageOfOnlyOtherFactsAsksNothing() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["2 coffees and a 20 min walk"], store: store)
        #expect(!replies[0].text.contains("what times"), "\(replies[0].text)")
    }

    /// "Undo the coffee" after the night's length and coffees were saved together takes the
    /// coffee back only.
    @Test func undoWhileTheTimesAreAskedIsNoAnswer() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["slept 5 hours last night and had 3 coffees today", "undo the coffee"], store: store)
        #expect(!store.writes.contains { if case .lifestyle("caffeine", _, _, _) = $0 { true } else { false } }, "\(store.writes)")
    }

    /// "Undo the coffee" when the last entry is the walk takes back nothing it did not name:
    /// it says what undo would take back instead.
    @Test func undoNamingTheCoffeeLeavesTheWalk() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["2 coffees today", "did a 20 min walk", "undo the coffee"], store: store)
        #expect(store.writes.contains(.exercise(activity: "walk", minutes: 20, today)), "\(store.writes) \(replies.last?.text ?? "")")
    }

    /// "Undo last night" names a day, not the sleep: what was logged last is taken back.
    @Test func undoLastNightTakesBackTheLastEntry() {
        let store = InMemoryStore(mode: .ttc)
        _ = AssistantFixture.chat(["we bd last night", "undo last night"], store: store)
        #expect(!store.writes.contains { if case .sex = $0 { true } else { false } }, "\(store.writes)")
    }
}
