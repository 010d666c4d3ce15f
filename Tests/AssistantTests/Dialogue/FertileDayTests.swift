@testable import Assistant
import CycleCore
import Testing

/// "We had sex last night" … "was that a good day for it?": the day told of is placed against
/// its cycle's estimated fertile window, never called safe (issue 48; written for this suite).
@Suite struct FertileDayTests {
    let today = AssistantFixture.today

    /// Periods 28 days apart, the last starting on day `cycleDay` before today (day 1 is the start).
    func store(cycleDay: Int, mode: Mode = .ttc) -> InMemoryStore {
        InMemoryStore.cycles(from: today - (cycleDay - 1) - 56, lengths: [28, 28], mode: mode)
    }

    @Test func aDayToldOfAndAskedAboutIsPlacedInItsWindow() {
        // Day 14: ovulation is estimated tomorrow, so yesterday is inside the window.
        let store = store(cycleDay: 14)
        let replies = AssistantFixture.chat(["we had sex last night", "was that a good day for it?"], store: store)
        #expect(replies[1].text.contains("inside") && replies[1].text.contains("fertile window"), "\(replies[1].intent): \(replies[1].text)")
        #expect(replies[1].text.contains((today - 1).shortText) || replies[1].text.contains((today - 1).longText), "\(replies[1].text)")
        #expect(store.writes.count == 1, "questions never write: \(store.writes)")
    }

    @Test func aDayBeforeOrAfterTheWindowIsSaidSoWithoutCallingItSafe() {
        let early = AssistantFixture.chat(["was yesterday a good day to conceive?"], store: store(cycleDay: 4))[0]
        #expect(early.text.contains("before"), "\(early.intent): \(early.text)")
        let late = AssistantFixture.chat(["was yesterday a fertile day?"], store: store(cycleDay: 20, mode: .cycle))[0]
        #expect(late.text.contains("after"), "\(late.intent): \(late.text)")
        for reply in [early, late] {
            #expect(!reply.text.lowercased().contains("safe"), "\(reply.text)")
        }
        #expect(late.text.contains("not contraception"), "\(late.text)")
    }

    @Test func aQuestionNotAboutADayDoesNotPointBackAtOne() {
        let replies = AssistantFixture.chat(["we had sex last night", "is that normal?"], store: store(cycleDay: 14))
        #expect(!replies[1].text.contains("fertile window"), "\(replies[1].intent): \(replies[1].text)")
    }

    @Test func aDayAskedAboutAheadIsNotPlacedAsThePastOne() {
        // "Friday" is read as the last Friday; a question about being fertile on it looks ahead.
        let reply = AssistantFixture.chat(["am i fertile on friday?"], store: store(cycleDay: 14))[0]
        #expect(!reply.text.contains("fell") && !reply.text.contains(" was "), "\(reply.intent): \(reply.text)")
    }
}
