@testable import Assistant
import CycleCore
import DayModel
import Testing

/// The chat builds the day model once while the journal and the day stay the same, and
/// afresh on any change, so a kept day is never out of date.
@Suite struct DayMemoTests {
    let today = AssistantFixture.today
    var inputs: DayInputs {
        DayInputs(profileName: "me", mode: .cycle, periods: [PeriodRecord(start: today - 60, end: today - 55), PeriodRecord(start: today - 31, end: today - 26)])
    }

    @Test func theSameJournalOnTheSameDayIsBuiltOnce() throws {
        let memo = DayMemo()
        let first = try memo.day(inputs, today: today)
        let second = try memo.day(inputs, today: today)
        #expect(memo.builds == 1)
        #expect(second.prediction == first.prediction)
        #expect(second.prediction == (try PersonDay(inputs, today: today)).prediction)
    }

    @Test func anyChangeToTheJournalOrTheDayBuildsAfresh() throws {
        let memo = DayMemo()
        let before = try memo.day(inputs, today: today)
        var logged = inputs
        logged.periods.append(PeriodRecord(start: today - 1))
        let after = try memo.day(logged, today: today)
        #expect(after.history.periods.count == before.history.periods.count + 1)
        #expect(after.prediction?.nextStart != before.prediction?.nextStart)
        #expect(try memo.day(logged, today: today + 1).today == today + 1)
        var typical = logged
        typical.typicalCycleLength = 35
        _ = try memo.day(typical, today: today + 1)
        var pregnant = typical
        pregnant.mode = .pregnancy
        #expect(try memo.day(pregnant, today: today + 1).mode == .pregnancy)
        #expect(memo.builds == 5)
    }

    @Test func aJournalThatCannotBeReadFailsEachTimeAndLeavesTheKeptDay() throws {
        let memo = DayMemo()
        _ = try memo.day(inputs, today: today)
        var broken = inputs
        broken.periods.append(PeriodRecord(start: today - 29, end: today - 20))
        #expect(throws: HistoryError.self) { try memo.day(broken, today: today) }
        #expect(throws: HistoryError.self) { try memo.day(broken, today: today) }
        #expect(try memo.day(inputs, today: today).history.periods.count == 2)
    }

    @Test func aPeriodLoggedInTheChatMovesTheNextAnswer() {
        let store = InMemoryStore(periods: [PeriodRecord(start: today - 40, end: today - 35), PeriodRecord(start: today - 12, end: today - 7)])
        let replies = AssistantFixture.chat(["when is my next period", "my period started today", "when is my next period"], store: store)
        #expect(store.writes == [.periodStart(today)], "\(replies[1].text)")
        #expect(replies[0].text != replies[2].text, "\(replies[0].text) | \(replies[2].text)")
    }
}
