import CycleCore
@testable import Journal
import Testing

@Suite struct ConcurrencyTests {
    @Test func aSecondWriterIsToldTheStoreIsBusyAndNothingIsLost() throws {
        let folder = TestStore.folder()
        let first = try #require(try JournalStore.open(folder: folder, busyTimeout: 100))
        let profile = try first.profileForLogging(today: TestStore.today).profile
        let second = try #require(try JournalStore.open(folder: folder, busyTimeout: 100))
        // The first connection holds the write lock, as a Bloom in the middle of a write would.
        try first.db.execute("BEGIN IMMEDIATE")
        try first.db.run("INSERT INTO weights (profile_id, day, kg) VALUES (?, ?, 60)", [profile.id, TestStore.today])
        #expect(throws: StoreError.busy(path: second.path)) {
            try second.log(WeightEntry(day: TestStore.today - 1, kilograms: 61), for: profile, today: TestStore.today)
        }
        try first.db.execute("COMMIT")
        _ = try second.log(WeightEntry(day: TestStore.today - 1, kilograms: 61), for: profile, today: TestStore.today)
        #expect(try second.records(WeightEntry.self, of: profile).map(\.kilograms) == [61, 60])
        #expect(StoreError.busy(path: "x").description.contains("try again"))
    }

    @Test func aWriterReadsUnderTheWriteLockSoMergesNeverLoseAnUpdate() throws {
        // Two connections interleave: each read-modify-write runs under BEGIN IMMEDIATE, so the
        // second merge sees the first one's result instead of overwriting it.
        let folder = TestStore.folder()
        let a = try #require(try JournalStore.open(folder: folder))
        let profile = try a.profileForLogging(today: TestStore.today).profile
        let b = try #require(try JournalStore.open(folder: folder))
        _ = try b.profiles()  // b has read the store before a writes
        _ = try a.logDay(DailyLog(day: TestStore.today, moods: [.calm]), for: profile, today: TestStore.today)
        _ = try b.logDay(DailyLog(day: TestStore.today, symptoms: [.headache: 1]), for: profile, today: TestStore.today)
        let day = try #require(try a.records(DailyLog.self, of: profile).first)
        #expect(day.moods == [.calm] && day.symptoms[.headache] == .some(1))
    }
}
