@testable import Assistant
import CycleCore
import Testing

/// A night said in chat is the night `bloom log sleep` stores: bedtime to waking, counted for
/// the morning it ends on.
@Suite struct SleepDialogueTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    func nights(after messages: [String]) -> [JournalWrite] {
        let store = InMemoryStore()
        var conversation = Conversation()
        for message in messages { _ = assistant.respond(to: message, in: &conversation, store: store, today: today) }
        return store.writes.filter { $0.name == "sleep" }
    }

    @Test func aNightFromBedtimeToWakingIsLoggedForThisMorning() {
        #expect(nights(after: ["slept from 11pm to 6:30am"]) == [.sleep(bedtime: 23 * 3600, wake: 6 * 3600 + 1800, morning: today)])
    }

    @Test func aNightSaidInTwoClausesIsOneNight() {
        #expect(nights(after: ["went to bed at 23:30 last night, up at 7"]) == [.sleep(bedtime: 23 * 3600 + 1800, wake: 7 * 3600, morning: today)])
    }

    @Test func aNamedNightEndsTheMorningAfter() {
        // Tuesday 17 November's night ends on Wednesday 18 November.
        #expect(nights(after: ["went to bed at 1am on tuesday night and woke at 9"])
            == [.sleep(bedtime: 3600, wake: 9 * 3600, morning: Day(year: 2026, month: 11, day: 18)!)])
    }

    @Test func sleepWithoutTwoTimesIsNotANight() {
        #expect(nights(after: ["slept badly last night, only 5 hours"]).isEmpty)
        #expect(nights(after: ["how did i sleep last night"]).isEmpty)
    }
}
