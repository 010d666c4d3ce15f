import CycleCore
import Journal
import Testing

/// Counts logged at the same moment (two chat messages in one second, or the same `--at`
/// twice) add up, as water does; none is lost.
@Suite struct LifestyleCountTests {
    static let today = Day(year: 2026, month: 11, day: 10)!

    @Test func countsAtTheSameMomentAddUp() throws {
        let (store, profile) = try TestStore.withProfile()
        let at = TestStore.moment("08:00")
        _ = try store.logLifestyle(LifestyleEntry(at: at, caffeine: 1, note: "a coffee"), for: profile, today: Self.today)
        let logged = try store.logLifestyle(LifestyleEntry(at: at, caffeine: 2, alcohol: 1, note: "2 more and a beer"), for: profile, today: Self.today)
        #expect(logged.record.caffeine == 3)
        #expect(logged.record.alcohol == 1)
        #expect(logged.record.tobacco == nil)
        #expect(try store.undoLast(for: profile) != nil)
        let rows = try store.records(LifestyleEntry.self, of: profile)
        #expect(rows.map(\.caffeine) == [1])
    }

    @Test func aSumOverTheLimitIsRefusedAndKeepsTheFirstEntry() throws {
        let (store, profile) = try TestStore.withProfile()
        let at = TestStore.moment("08:00")
        _ = try store.logLifestyle(LifestyleEntry(at: at, caffeine: 15), for: profile, today: Self.today)
        #expect(throws: JournalError.self) { try store.logLifestyle(LifestyleEntry(at: at, caffeine: 6), for: profile, today: Self.today) }
        #expect(try store.records(LifestyleEntry.self, of: profile).map(\.caffeine) == [15])
    }
}
