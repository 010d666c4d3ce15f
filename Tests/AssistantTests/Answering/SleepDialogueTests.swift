@testable import Assistant
import CycleCore
import Testing

/// A night said in chat is the night `bloom log sleep` stores: bedtime to waking, counted for
/// the morning it ends on. Hours slept that are not one length ("4 or 5 hours") are asked
/// about; one length is the night's length (`SleepLengthStatementTests`).
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

    @Test func hoursWithoutAmOrPmTakeTheHalfOfTheDayThatMakesANight() {
        // "11 till 7" is 23:00 to 07:00, not eleven in the morning to seven the next day.
        #expect(nights(after: ["slept from 11 till 7"]) == [.sleep(bedtime: 23 * 3600, wake: 7 * 3600, morning: today)])
        #expect(nights(after: ["went to bed at 11 and woke up at 7"]) == [.sleep(bedtime: 23 * 3600, wake: 7 * 3600, morning: today)])
        #expect(nights(after: ["went to bed at 12, up at 6:30"]) == [.sleep(bedtime: 0, wake: 6 * 3600 + 1800, morning: today)])
        // Said with am, pm or on the 24-hour clock, the times are kept as said (a day's sleep after a night shift).
        #expect(nights(after: ["slept from 9am till 5pm after my night shift"]) == [.sleep(bedtime: 9 * 3600, wake: 17 * 3600, morning: today)])
        #expect(nights(after: ["slept 23:00-07:00"]) == [.sleep(bedtime: 23 * 3600, wake: 7 * 3600, morning: today)])
    }

    @Test func aRangeOfHoursSleptIsALengthNotTwoTimes() {
        #expect(nights(after: ["slept 5 to 6 hours last night"]).isEmpty)
    }

    @Test func sleepWithoutTwoTimesIsNotANight() {
        #expect(nights(after: ["slept badly last night, only 5 hours"]).isEmpty)
        #expect(nights(after: ["how did i sleep last night"]).isEmpty)
    }

    @Test func hoursSleptThatAreNotOneLengthAreAskedAboutAndTheTimesThenSaveTheNight() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["i slept like 4 or 5 hours last night", "1am to 5am"], store: store)
        #expect(replies[0].text.contains("times") || replies[0].text.contains("how long"), "\(replies[0].text)")
        // Nothing is saved until the times are given, and then only the night.
        #expect(store.writes.count == 1, "\(store.writes)")
        guard case let .sleep(bedtime, wake, morning)? = store.writes.first else {
            Issue.record("expected a night, got \(store.writes)")
            return
        }
        #expect(bedtime == 3600 && wake == 5 * 3600, "\(bedtime) \(wake)")
        #expect(morning == AssistantFixture.today)
    }

    @Test func aNightWithItsTimesIsStillSavedAtOnce() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["slept from 11pm to 6:30am last night"], store: store)
        #expect(store.writes.count == 1, "\(store.writes)")
        if case .sleep? = store.writes.first {} else { Issue.record("\(store.writes)") }
    }
}
