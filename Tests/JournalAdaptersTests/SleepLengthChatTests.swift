import Assistant
import CycleCore
import Foundation
import Glances
import Journal
import JournalAdapters
import Testing
import Wellness

/// A night told by its length in the chat ("slept about 6 hours last night") is the record
/// `bloom log sleep --hours` keeps (`NightLength`): said back by its length and the night, kept
/// one a night (a correction or a second telling replaces it), refused outside 30 min–16 h with
/// nothing written, taken back by undo, and counted as that night's duration by the sleep score.
@Suite struct SleepLengthChatTests {
    static let today = JournalAssistantStoreTests.today

    /// The nights told by their length in the home `access` reads.
    func nights(_ access: TestJournalAccess) throws -> [NightLength] {
        guard let (store, profile) = try access.journalForReading() else { return [] }
        return try store.records(NightLength.self, of: profile)
    }

    func chat(_ messages: [String]) throws -> (access: TestJournalAccess, replies: [Reply]) {
        let assistant = try Assistant.builtIn()
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        var conversation = Conversation()
        let replies = messages.map { assistant.respond(to: $0, in: &conversation, store: store, today: Self.today) }
        return (access, replies)
    }

    @Test func theStoreKeepsTheLengthAloneAndSaysItByTheNight() throws {
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        let line = try store.apply(.sleepLength(minutes: 390, night: Self.today - 1))
        #expect(line == "about 6 h 30 min of sleep on the night of 2026-11-09")
        #expect(try nights(access) == [NightLength(morning: Self.today, minutes: 390)])
        // No bedtime or waking is made up: no hand-logged night is written beside it.
        let (journal, profile) = try #require(try access.journalForReading())
        #expect(try journal.records(HandLoggedNight.self, of: profile).isEmpty)
        #expect(try store.undoLast() == "6 h 30 min of sleep on the night of 2026-11-09")
        #expect(try nights(access).isEmpty)
        #expect(throws: JournalFailure.self) { try store.apply(.sleepLength(minutes: 17 * 60, night: Self.today - 1)) }
        #expect(throws: (any Error).self) { try store.apply(.sleepLength(minutes: 360, night: Self.today)) }
        #expect(try nights(access).isEmpty)
    }

    @Test func theChatConfirmsTheLengthAndTheNight() throws {
        let (access, replies) = try chat(["slept about 6 hours last night"])
        #expect(replies[0].text.hasPrefix("Saved: about 6 h of sleep on the night of Mon 9 Nov.") || replies[0].text.hasPrefix("Logged: about 6 h of sleep on the night of Mon 9 Nov."),
                "\(replies[0].text)")
        #expect(try nights(access) == [NightLength(morning: Self.today, minutes: 360)])
    }

    @Test func aCorrectionOrASecondTellingReplacesTheNightAndUndoTakesItBack() throws {
        let corrected = try chat(["slept about 6 hours last night", "actually more like 5 and a half"])
        #expect(try nights(corrected.access) == [NightLength(morning: Self.today, minutes: 330)], "\(corrected.replies.map(\.text))")
        #expect(corrected.replies[1].text.contains("5 h 30 min"), "\(corrected.replies[1].text)")
        let again = try chat(["slept about 6 hours last night", "i slept 7 hours last night"])
        #expect(try nights(again.access) == [NightLength(morning: Self.today, minutes: 420)], "\(again.replies.map(\.text))")
        let undone = try chat(["slept about 6 hours last night", "undo that"])
        #expect(try nights(undone.access).isEmpty, "\(undone.replies.map(\.text))")
        #expect(undone.replies[1].text.contains("6 h of sleep on the night of Mon 9 Nov"), "\(undone.replies[1].text)")
    }

    @Test func aNightOutsideHalfAnHourToSixteenHoursGetsAClearReplyAndNothingIsWritten() throws {
        let (access, replies) = try chat(["slept 20 hours last night"])
        #expect(try nights(access).isEmpty)
        #expect(replies[0].text.contains("a night of 20 h is outside 30 min–16 h"), "\(replies[0].text)")
        #expect(replies[0].text.contains("Nothing was saved") || replies[0].text.contains("wasn't saved"), "\(replies[0].text)")
    }

    @Test func aToldNightIsThatNightsDurationInTheSleepScoreAndTheDayView() throws {
        let (access, _) = try chat(["slept about 6 hours last night"])
        let (journal, profile) = try #require(try access.journalForReading())
        let history = try JournalWellness.history(of: profile, in: journal, from: Self.today, through: Self.today, heart: HeartProfile())
        #expect(history[Self.today].toldSleepMinutes == 360)
        #expect(history[Self.today].sleep == nil)
        let card = try JournalWellness.card(.sleep, of: profile, in: journal, today: Self.today)
        #expect(card.value != nil, "\(card)")
        #expect(card.figures["asleepMinutes"] == 360)
        #expect(card.inputsMissing.contains("regularity (needs bed and wake times)"))
        let day = try DayInFull.read(of: profile, in: journal, on: Self.today)
        let text = day.text(wording: TestJournalAccess.brackets)
        #expect(text.contains("6 h asleep, told by its length only"), "\(text)")
        #expect(!text.contains("no night recorded"), "\(text)")
    }
}
