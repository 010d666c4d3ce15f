@testable import Assistant
import CycleCore
import Testing

/// "Slept 6 hrs last night, 2 coffees and a 20 min walk": the coffees and the walk are saved,
/// and the hours slept are not dropped in silence. A night is kept from falling asleep to
/// waking, so Bloom asks for the times, and the answer logs the night.
@Suite struct HoursSleptBesideOtherFactsTests {
    let today = AssistantFixture.today

    @Test func theOtherFactsAreSavedAndTheNightsTimesAskedFor() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["slept 6 hrs last night, 2 coffees and a 20 min walk"], store: store)
        #expect(store.writes.contains(.exercise(activity: "walk", minutes: 20, today)), "\(store.writes)")
        #expect(store.writes.contains { if case .lifestyle("caffeine", 2, _, _) = $0 { true } else { false } }, "\(store.writes)")
        #expect(replies[0].text.contains("what times"), "\(replies[0].text)")
    }

    @Test func theAnswerLogsTheNight() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["slept 6 hrs last night, 2 coffees and a 20 min walk", "about 11pm to 5am"], store: store)
        #expect(store.writes.contains(.sleep(bedtime: 23 * 3600, wake: 5 * 3600, morning: today)), "\(store.writes)")
    }

    @Test func aMessageOfOnlyOtherFactsAsksNothing() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["2 coffees and a 20 min walk"], store: store)
        #expect(!replies[0].text.contains("what times"), "\(replies[0].text)")
    }

    /// "Undo the coffee" while the night's times are asked takes the coffee back: it is no
    /// answer to the question.
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
