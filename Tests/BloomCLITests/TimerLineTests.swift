@testable import bloom
import Journal
import Testing

/// Lines typed during a kick count or a contraction timing.
@Suite struct TimerLineTests {
    @Test func anEmptyLineIsAnEventNowAndATimeIsAnEventThen() {
        #expect(TimerLine(typed: "") == .event(nil))
        #expect(TimerLine(typed: "19:04") == .event(TimeOfDay(hour: 19, minute: 4, second: 0)))
    }

    @Test func endingWordsStopNowOrAtTheTimeGiven() {
        for word in ["end", "DONE", "q", "quit", "stop"] { #expect(TimerLine(typed: word) == .end(nil)) }
        #expect(TimerLine(typed: "end 19:30") == .end(TimeOfDay(hour: 19, minute: 30, second: 0)))
    }

    @Test func lessNotesFewerMovementsAndAnythingElseIsNotRead() {
        #expect(TimerLine(typed: "less") == .less)
        #expect(TimerLine(typed: "kick") == nil)
        #expect(TimerLine(typed: "25:99") == nil)
    }
}
