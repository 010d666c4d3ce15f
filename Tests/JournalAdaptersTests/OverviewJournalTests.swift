import CycleCore
import DayModel
import Journal
import JournalAdapters
import Testing

/// Every profile in a home read through the day model, as `bloom overview` and the chat show them.
@Suite struct OverviewJournalTests {
    static let today = Day(year: 2026, month: 11, day: 10)!

    @Test func eachProfileIsReadWithItsOwnPeriodsAndRecordCount() throws {
        let access = TestJournalAccess(today: Self.today)
        let (store, first) = try access.journalForLogging()
        let second = try store.addProfile(Profile(name: "sam", created: Self.today))
        _ = try store.logPeriodStart(on: Self.today - 3, for: first, today: Self.today)
        let overview = try Overview.read(from: store, today: Self.today)
        #expect(overview.profiles.map(\.name) == [first.name, second.name])
        #expect(overview.profiles[0].day.history.periods.map(\.start) == [Self.today - 3])
        #expect(overview.profiles[0].records == 1)
        #expect(overview.profiles[1].day.history.periods.isEmpty)
        #expect(overview.profiles[1].records == 0)
    }

    @Test func inconsistentPeriodsAreADataFailure() throws {
        let overlapping = DayInputs(profileName: "x", mode: .cycle,
                                    periods: [PeriodRecord(start: Self.today - 10, end: Self.today - 2), PeriodRecord(start: Self.today - 5, end: nil)])
        #expect(throws: JournalFailure.self) { try PersonDay.checked(overlapping, today: Self.today) }
    }
}
