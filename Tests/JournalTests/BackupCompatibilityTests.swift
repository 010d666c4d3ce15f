import CycleCore
@testable import Journal
import Testing

/// Backups written before schema version 4 (no exclusion reason, no done flag, no checklist
/// ticks) still import.
@Suite struct BackupCompatibilityTests {
    /// `value` with every object member named in `keys` removed, at any depth.
    func removing(_ keys: Set<String>, from value: JSONValue) -> JSONValue {
        switch value {
        case let .object(members):
            .object(members.filter { !keys.contains($0.key) }.mapValues { removing(keys, from: $0) })
        case let .array(items): .array(items.map { removing(keys, from: $0) })
        default: value
        }
    }

    @Test func anOlderBackupWithoutTheNewFieldsImportsAsNotExcludedNotDoneAndUnticked() throws {
        let (source, me) = try TestStore.withProfile()
        try SampleData.logEveryKind(in: source, for: me)
        let old = removing(["excluded", "done", "checklistTicks"], from: try JSONValue(parsing: try source.backup().rendered()))
        let backup = try Backup.decode(old, today: TestStore.today).get()
        let target = try TestStore.open()
        try target.importBackup(backup, mode: .merge)
        let profile = try #require(try target.activeProfile())
        #expect(try target.records(TemperatureReading.self, of: profile).map(\.exclusion) == [nil])
        #expect(try target.records(Appointment.self, of: profile).map(\.done) == [false])
        #expect(try target.records(ChecklistTick.self, of: profile).isEmpty)
    }

    @Test func theExclusionReasonAndDoneFlagAreWrittenToTheBackup() throws {
        let (store, me) = try TestStore.withProfile()
        try SampleData.logEveryKind(in: store, for: me)
        let text = try store.backup().rendered()
        #expect(text.contains(#""excluded": "late-night""#))
        #expect(text.contains(#""done": true"#))
        #expect(text.contains(#""checklistTicks": ["#))
    }
}
