import CycleCore
import Foundation
@testable import Journal
import Testing

/// Issue 16, item 15: timers keep their clock's UTC offset, so durations are real durations.
@Suite struct TimerInstantTests {
    static let springForward = Day(year: 2026, month: 3, day: 8)!  // 02:00 EST → 03:00 EDT

    static func at(_ time: String, _ offsetHours: Int) -> LocalTimestamp {
        LocalTimestamp(day: springForward, time: TimeOfDay(text: time)!, utcOffset: offsetHours * 3600)
    }

    @Test func aTimestampWithAnOffsetReadsBackAndCountsRealTime() throws {
        let start = Self.at("01:50", -5), end = Self.at("03:10", -4)
        #expect(start.iso == "2026-03-08T01:50:00-05:00")
        #expect(LocalTimestamp(iso: start.iso) == start)
        #expect(LocalTimestamp(iso: "2026-03-08T01:50:00Z")?.utcOffset == 0)
        #expect(LocalTimestamp(iso: "2026-03-08T01:50:00")?.utcOffset == nil)
        #expect(start.seconds(to: end) == 20 * 60)
        #expect(LocalTimestamp(day: Self.springForward, time: TimeOfDay(text: "01:50")!)
            .seconds(to: LocalTimestamp(day: Self.springForward, time: TimeOfDay(text: "03:10")!)) == 80 * 60)
    }

    @Test func aKickSessionAcrossTheChangeOfClocksIsStoredAndLastsTwentyMinutes() throws {
        let (store, profile) = try TestStore.withProfile()
        let today = Self.springForward
        _ = try store.startKickSession(at: Self.at("01:50", -5), for: profile, today: today)
        _ = try store.addKick(at: Self.at("03:05", -4), for: profile, today: today)
        let ended = try store.endKickSession(at: Self.at("03:10", -4), for: profile, today: today)
        #expect(ended.record.summary.hasSuffix("in 20 min"))
        #expect(try store.records(KickSession.self, of: profile).first?.end == Self.at("03:10", -4))
    }

    @Test func aContractionEndingInTheRepeatedHourIsStoredAlthoughItsTextSortsFirst() throws {
        let (store, profile) = try TestStore.withProfile()
        let fallBack = Day(year: 2026, month: 11, day: 1)!  // 02:00 EDT → 01:00 EST
        let start = LocalTimestamp(day: fallBack, time: TimeOfDay(text: "01:59:30")!, utcOffset: -4 * 3600)
        let end = LocalTimestamp(day: fallBack, time: TimeOfDay(text: "01:00:30")!, utcOffset: -5 * 3600)
        #expect(end.iso < start.iso)
        _ = try store.startContraction(at: start, for: profile, today: fallBack)
        let stopped = try store.endContraction(at: end, for: profile, today: fallBack)
        #expect(stopped.record.seconds == 60)
    }

    @Test func durationsInTheCoreCountRealTimeWhenBothMomentsKnowTheirOffset() {
        let start = Moment(day: Self.springForward, secondOfDay: 6600, utcOffset: -5 * 3600)
        let end = Moment(day: Self.springForward, secondOfDay: 11400, utcOffset: -4 * 3600)
        #expect(start.seconds(to: end) == 1200)
        #expect(start < end)
        #expect(Moment(day: Self.springForward, secondOfDay: 6600).seconds(to: Moment(day: Self.springForward, secondOfDay: 11400)) == 4800)
    }

    @Test func aStoreFromBeforeKeepsItsTimersThroughTheMigration() throws {
        let folder = TestStore.folder()
        try FileSystem.ensureFolder(folder)
        do {
            let old = try SQLiteConnection(path: JournalStore.databasePath(inFolder: folder), mode: .create)
            try old.execute("PRAGMA application_id = 1114402669;")
            for step in Migrations.steps.prefix(4) { try old.execute(step) }
            try old.execute("""
                INSERT INTO profiles VALUES (1, 'me', 'rose', 'pregnancy', 'metric', 2000, '2025-01-05');
                INSERT INTO kick_sessions (profile_id, start, "end", kicks) VALUES (1, '2026-11-09T19:00:00', '2026-11-09T19:20:00', '["2026-11-09T19:05:00"]');
                INSERT INTO contractions (profile_id, start, "end") VALUES (1, '2026-11-09T20:00:00', '2026-11-09T20:01:00');
                PRAGMA user_version = 4;
                """)
        }
        let store = try #require(try JournalStore.open(folder: folder))
        #expect(try store.schemaVersionOnDisk() == Migrations.latest)
        let profile = try #require(try store.activeProfile())
        #expect(try store.records(KickSession.self, of: profile).first?.kicks.count == 1)
        #expect(try store.records(Contraction.self, of: profile).first?.seconds == 60)
    }
}
