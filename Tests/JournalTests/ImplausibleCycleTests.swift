import CycleCore
@testable import Journal
import NextSteps
import Testing

/// Issue 16, item 12: a start inside an ongoing or just-ended period is asked about.
@Suite struct ImplausibleCycleTests {
    static let today = TestStore.today

    @Test func aStartDaysAfterTheLastOneIsRefusedWithAQuestionUnlessConfirmed() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPeriodStart(on: Self.today - 9, for: profile, today: Self.today)
        #expect {
            try store.logPeriodStart(on: Self.today - 7, for: profile, today: Self.today)
        } throws: { error in
            "\(error)".contains("is this the same period?")
                && (error as? JournalError)?.explanation.steps.contains(.logPeriodStart(.on(Self.today - 7), newCycle: true)) == true
        }
        #expect(try store.periods(of: profile).count == 1)
        _ = try store.logPeriodStart(on: Self.today - 7, newCycle: true, for: profile, today: Self.today)
        #expect(try store.periods(of: profile).count == 2)
    }

    @Test func aStartAfterAJustEndedPeriodIsAskedAboutAndANormalCycleIsNot() {
        let ended = PeriodRecord(start: Self.today - 8, end: Self.today - 4)
        #expect(JournalStore.implausibleStart(Self.today, after: ended)?.description.contains("ended") == true)
        #expect(JournalStore.implausibleStart(Self.today, after: PeriodRecord(start: Self.today - 10)) == nil)
        #expect(JournalStore.implausibleStart(Self.today, after: nil) == nil)
    }
}
