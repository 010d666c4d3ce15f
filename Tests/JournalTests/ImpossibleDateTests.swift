import CycleCore
@testable import Journal
import Testing

/// Issue 16, item 13: one range of days.
@Suite struct ImpossibleDateTests {
    static let today = TestStore.today

    @Test func recordsBefore1900AreRefusedWhenLoggedOrImported() throws {
        let (store, profile) = try TestStore.withProfile()
        let ancient = Day(year: 0, month: 1, day: 1)!
        #expect(throws: JournalError.self) { try store.logPeriodStart(on: ancient, for: profile, today: Self.today) }
        #expect(PeriodRecord(start: ancient).validationProblems(today: Self.today).map(\.field) == ["start"])
        #expect(PeriodRecord(start: DayLimits.earliest).validationProblems(today: Self.today).isEmpty)
    }

    @Test func dayPhrasesReachingOutsideTheRangeAreDataErrorsNamingIt() throws {
        for phrase in ["1000000 days ago", "99999999999999999999 days ago", "100000 days ago", "0000-01-01"] {
            #expect {
                try DayPhrase.parse(phrase, today: Self.today)
            } throws: { error in
                guard let error = error as? DayPhrase.ParseError else { return false }
                return error.isOutOfRange && error.description.contains("1900-01-01") && !error.description.contains("in digits")
            }
        }
        #expect(throws: DayPhrase.ParseError.self) { try DayPhrase.parse("-3 days ago", today: Self.today) }
        #expect(try DayPhrase.parse("3 days ago", today: Self.today) == Self.today - 3)
    }

    @Test func todayMustFormatAsAFourDigitYearWithRoomForPredictions() {
        #expect(DayLimits.todayProblem(Day(year: 9999, month: 12, day: 31)!) != nil)
        #expect(DayLimits.todayProblem(Self.today) == nil)
        #expect((DayLimits.latestToday + 800).iso.count == 10)
    }

    @Test func aPregnancyUnderWayStartedWithinTheLast44Weeks() throws {
        let (store, profile) = try TestStore.withProfile()
        #expect(throws: JournalError.self) { try store.logPregnancy(Pregnancy(lmp: Day(year: 2020, month: 1, day: 1)!), for: profile, today: Self.today) }
        #expect(throws: JournalError.self) { try store.logPregnancy(Pregnancy(dueDate: Self.today + 300), for: profile, today: Self.today) }
        #expect(Pregnancy(lmp: Self.today - 308).underWayProblem(today: Self.today) == nil)
        #expect(Pregnancy(lmp: Self.today - 309).underWayProblem(today: Self.today)?.field == "lmp")
        _ = try store.logPregnancy(Pregnancy(lmp: Self.today - 70), for: profile, today: Self.today)
    }
}
