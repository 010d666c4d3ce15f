@testable import Assistant
import CycleCore
import Testing

/// Once this cycle's fertile window has passed, "when will I ovulate?" and "when is my fertile
/// window?" also give the next cycle's estimate: the dates the calendar draws.
@Suite struct NextFertileWindowTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    /// Three 29-day cycles, the last started 28 days ago: ovulation (9 Nov) and its window are past.
    func store(mode: Mode = .cycle) -> InMemoryStore {
        let store = InMemoryStore(mode: mode, periods: [PeriodRecord(start: today - 86), PeriodRecord(start: today - 57), PeriodRecord(start: today - 28)])
        return store
    }

    /// The next cycle's estimate for `store()`, as `bloom calendar 2026-12` draws it: next period
    /// Mon 23 Nov, then Tue 22 Dec; ovulation 14 days before it, the window the 5 days before that.
    static let nextOvulation = "Tue 8 Dec", nextWindowStart = "Thu 3 Dec"

    @Test func aPastWindowAnswerGivesTheNextCyclesEstimate() {
        for mode in [Mode.cycle, .ttc] {
            let store = store(mode: mode)
            for message in ["when will i ovulate next month", "when is my fertile window", "whens my fertile window"] {
                var conversation = Conversation()
                let reply = assistant.respond(to: message, in: &conversation, store: store, today: today)
                #expect(reply.text.contains(Self.nextOvulation) || reply.text.contains(Self.nextWindowStart),
                        "\(mode) \(message): \(reply.text)")
                #expect(reply.actions.isEmpty)
            }
        }
    }

    @Test func anOpenWindowNamesNoNextOne() throws {
        // Last period 12 days ago: the window (Fri 20 to Wed 25 Nov) is open today.
        let store = InMemoryStore(periods: [PeriodRecord(start: today - 70), PeriodRecord(start: today - 41), PeriodRecord(start: today - 12)])
        var conversation = Conversation()
        let reply = assistant.respond(to: "when is my fertile window", in: &conversation, store: store, today: today)
        #expect(reply.text.contains("inside"), "\(reply.text)")
        #expect(!reply.text.contains("next one"), "\(reply.text)")
    }

    @Test func aTopicsPersonalLineNamesTheNextWindowNotOneThatHasPassed() {
        let store = store(mode: .ttc)
        var conversation = Conversation()
        let reply = assistant.respond(to: "what does a positive opk mean", in: &conversation, store: store, today: today)
        #expect(reply.text.contains("fertile window, from your own history: \(Self.nextWindowStart)"), "\(reply.text)")
        #expect(!reply.text.contains("Wed 4 Nov"), "\(reply.text)")
    }
}
