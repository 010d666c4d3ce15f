import CycleCore
import Foundation
@testable import Journal
import JSON
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

/// One number format for backups and `--json`: whole values as integers, older backups that
/// wrote them with ".0" still restore.
@Suite struct BackupNumberFormatTests {
    @Test func wholeNumbersAreWrittenWithoutADecimalPointAndOthersInTheirShortestForm() {
        #expect(JSONValue.double(60).rendered() == "60")
        #expect(JSONValue.double(-2).rendered() == "-2")
        #expect(JSONValue.double(36.55).rendered() == "36.55")
        #expect(JSONValue.double(.nan).rendered() == "null")
        #expect(JSONValue.object(["kg": .double(60)]).rendered() == #"{"kg":60}"#)
    }

    @Test func aWholeWeightIsBackedUpAsAnIntegerAndRestoresAsTheSameWeight() throws {
        let (source, me) = try TestStore.withProfile()
        _ = try source.log(WeightEntry(day: TestStore.day(-1), kilograms: 60), for: me, today: TestStore.today)
        let text = try source.backup().rendered()
        #expect(text.contains(#""kg": 60"#) && !text.contains(#""kg": 60.0"#))
        let target = try TestStore.open()
        try target.importBackup(try Backup.decode(try JSONValue(parsing: text), today: TestStore.today).get(), mode: .merge)
        let profile = try #require(try target.activeProfile())
        #expect(try target.records(WeightEntry.self, of: profile).map(\.kilograms) == [60])
    }

    @Test func anOlderBackupWritingWholeNumbersWithADecimalPointStillRestores() throws {
        let (source, me) = try TestStore.withProfile()
        _ = try source.log(WeightEntry(day: TestStore.day(-1), kilograms: 60), for: me, today: TestStore.today)
        _ = try source.log(TemperatureReading(day: TestStore.day(-1), celsius: 36), for: me, today: TestStore.today)
        let older = try source.backup().rendered()
            .replacingOccurrences(of: #""kg": 60"#, with: #""kg": 60.0"#)
            .replacingOccurrences(of: #""celsius": 36"#, with: #""celsius": 36.0"#)
        #expect(older.contains("60.0") && older.contains("36.0"))
        let target = try TestStore.open()
        try target.importBackup(try Backup.decode(try JSONValue(parsing: older), today: TestStore.today).get(), mode: .merge)
        let profile = try #require(try target.activeProfile())
        #expect(try target.records(WeightEntry.self, of: profile).map(\.kilograms) == [60])
        #expect(try target.records(TemperatureReading.self, of: profile).map(\.celsius) == [36])
    }
}
