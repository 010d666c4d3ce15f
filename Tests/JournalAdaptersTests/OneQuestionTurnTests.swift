import Assistant
import CycleCore
import Foundation
import Journal
import JournalAdapters
import Testing

/// Issue 54, item 11: a question Bloom asks in one `bloom ask` ("… Just say yes or no.") is
/// answered by the next `bloom ask` of the same profile, for ten minutes.
@Suite struct OneQuestionTurnTests {
    static let today = Day(year: 2026, month: 11, day: 24)!
    static let assistant = try! Assistant.builtIn(for: .oneQuestion)
    static let offer = "midwife appt on dec 3 at 2:30pm"

    func at(_ hour: Int, _ minute: Int) -> LocalTimestamp { LocalTimestamp(day: Self.today, time: TimeOfDay(hour: hour, minute: minute, second: 0)!) }

    /// A home with one period logged, so the store exists.
    func home() throws -> TestJournalAccess {
        let access = TestJournalAccess(today: Self.today)
        _ = try JournalAssistantStore(context: access, today: Self.today).apply(.periodStart(Self.today - 10))
        return access
    }

    func ask(_ message: String, _ access: TestJournalAccess, at now: LocalTimestamp) -> OneQuestionTurn.Outcome {
        OneQuestionTurn.respond(to: message, assistant: Self.assistant, store: JournalAssistantStore(context: access, today: Self.today),
                                today: Self.today, now: now)
    }

    func appointments(_ access: TestJournalAccess) throws -> [Appointment] {
        let (store, profile) = try #require(try access.journalForReading())
        return try store.records(Appointment.self, of: profile)
    }

    @Test func yesInTheNextAskAddsTheAppointmentOffered() throws {
        let access = try home()
        let offered = ask(Self.offer, access, at: at(9, 0))
        #expect(offered.reply.text.contains("yes or no"), "\(offered.reply.text)")
        #expect(offered.questionKept == true && offered.reply.actions.isEmpty)
        #expect(try appointments(access).isEmpty)
        let yes = ask("yes", access, at: at(9, 2))
        #expect(yes.answeredWaitingQuestion)
        #expect(yes.reply.actions.count == 1, "\(yes.reply.text)")
        #expect(try appointments(access).map(\.title) == ["Midwife appointment"])
        // Answered once: a second yes meets no question, and adds nothing.
        let again = ask("yes", access, at: at(9, 3))
        #expect(!again.answeredWaitingQuestion && again.reply.actions.isEmpty)
        #expect(try appointments(access).count == 1)
    }

    @Test func noInTheNextAskAddsNothing() throws {
        let access = try home()
        _ = ask(Self.offer, access, at: at(9, 0))
        let no = ask("no", access, at: at(9, 1))
        #expect(no.answeredWaitingQuestion && no.reply.actions.isEmpty)
        #expect(try appointments(access).isEmpty)
    }

    @Test func aQuestionOlderThanTenMinutesNoLongerWaits() throws {
        let access = try home()
        _ = ask(Self.offer, access, at: at(9, 0))
        let late = ask("yes", access, at: at(9, 11))
        #expect(!late.answeredWaitingQuestion && late.reply.actions.isEmpty)
        #expect(try appointments(access).isEmpty)
    }

    @Test func theQuestionBelongsToTheProfileItWasAskedFor() throws {
        let access = try home()
        _ = ask(Self.offer, access, at: at(9, 0))
        let (store, profile) = try #require(try access.journalForReading())
        let other = try store.addProfile(Profile(name: "sis", created: Self.today))
        #expect(try store.waitingQuestion(of: other) == nil)
        #expect(try store.waitingQuestion(of: profile)?.messages == [Self.offer])
    }

    @Test func aMessageThatWroteSomethingLeavesNoQuestionToReplay() throws {
        let access = try home()
        let logged = ask("I had cramps today", access, at: at(9, 0))
        #expect(!logged.reply.actions.isEmpty && logged.questionKept == nil)
        let (store, profile) = try #require(try access.journalForReading())
        #expect(try store.waitingQuestion(of: profile) == nil)
    }

    @Test func withNoStoreTheQuestionCannotWaitAndNothingIsCreated() throws {
        let access = TestJournalAccess(today: Self.today)
        let offered = ask(Self.offer, access, at: at(9, 0))
        #expect(offered.questionKept == false)
        #expect(!access.databaseExists)
    }
}
