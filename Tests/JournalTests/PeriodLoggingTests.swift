import CycleCore
@testable import Journal
import Testing

@Suite struct PeriodLoggingTests {
    let today = TestStore.today

    @Test func aNewStartWhileThePreviousIsOpenLeavesThatEndUnknown() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPeriodStart(on: today - 30, for: profile, today: today)
        let result = try store.logPeriodStart(on: today - 2, for: profile, today: today)
        #expect(result.change == .added)
        #expect(result.leftOpen?.start == today - 30)
        let periods = try store.periods(of: profile)
        #expect(periods.map(\.end) == [nil, nil])
        let history = try store.periodHistory(of: profile, asOf: today)
        #expect(history.cycleLengths == [28])
    }

    @Test func theSameStartTwiceChangesNothing() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPeriodStart(on: today, for: profile, today: today)
        #expect(try store.logPeriodStart(on: today, for: profile, today: today).change == .unchanged)
        #expect(try store.periods(of: profile).count == 1)
    }

    @Test func aStartInsideALoggedPeriodIsRefused() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPeriodStart(on: today - 10, for: profile, today: today)
        _ = try store.logPeriodEnd(on: today - 6, for: profile, today: today)
        #expect {
            try store.logPeriodStart(on: today - 8, for: profile, today: today)
        } throws: { error in "\(error)".contains("inside the period") }
    }

    @Test func aStartAfterTodayIsRefused() throws {
        let (store, profile) = try TestStore.withProfile()
        #expect(throws: JournalError.invalid(RecordProblem("start", "2026-11-11 is after today (2026-11-10)"))) {
            try store.logPeriodStart(on: today + 1, for: profile, today: today)
        }
        #expect(try store.periods(of: profile).isEmpty)
    }

    @Test func anEndClosesTheLatestPeriodAndCanBeCorrected() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPeriodStart(on: today - 6, for: profile, today: today)
        let ended = try store.logPeriodEnd(on: today - 2, for: profile, today: today)
        #expect(ended.record.length == 5 && ended.previousEnd == nil && ended.change == .updated)
        let corrected = try store.logPeriodEnd(on: today - 1, for: profile, today: today)
        #expect(corrected.previousEnd == today - 2 && corrected.record.end == today - 1)
        #expect(try store.logPeriodEnd(on: today - 1, for: profile, today: today).change == .unchanged)
    }

    @Test func anEndNeedsAStartAndASensibleLength() throws {
        let (store, profile) = try TestStore.withProfile()
        #expect { try store.logPeriodEnd(on: today, for: profile, today: today) } throws: { "\($0)".contains("log its start first") }
        _ = try store.logPeriodStart(on: today - 40, for: profile, today: today)
        #expect { try store.logPeriodEnd(on: today, for: profile, today: today) } throws: { "\($0)".contains("41 days long") }
        #expect { try store.logPeriodEnd(on: today + 1, for: profile, today: today) } throws: { "\($0)".contains("after today") }
    }

    @Test func theHistoryAsOfAnEarlierDayLeavesOutWhatCameLater() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPeriodStart(on: today - 30, for: profile, today: today)
        _ = try store.logPeriodEnd(on: today - 26, for: profile, today: today)
        _ = try store.logPeriodStart(on: today - 2, for: profile, today: today)
        let earlier = try store.periodHistory(of: profile, asOf: today - 28)
        #expect(earlier.periods.count == 1)
        #expect(earlier.periods[0].end == nil)  // the end logged later is not known yet then
    }

    @Test func theSchemaRefusesOverlappingPeriodsEvenWithoutBloomsChecks() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPeriodStart(on: today - 10, for: profile, today: today)
        _ = try store.logPeriodEnd(on: today - 5, for: profile, today: today)
        #expect {
            try store.db.run("INSERT INTO periods (profile_id, start, \"end\") VALUES (?, ?, ?)", [profile.id, today - 7, today - 6])
        } throws: { ($0 as? SQLiteError)?.message.contains("periods may not overlap") == true }
    }
}
