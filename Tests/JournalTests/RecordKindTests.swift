import CycleCore
import Journal
import Testing

/// Each record type describes itself; a kind reads its table, backup key and noun from it.
@Suite struct RecordKindTests {
    @Test func everyKindsTypeNamesThatKindBack() {
        for kind in RecordKind.allCases {
            #expect(kind.recordType.kind == kind, "\(kind)")
        }
    }

    @Test func tablesAndBackupKeysAreOneAKindAndNounsAreWords() {
        let kinds = RecordKind.allCases
        #expect(Set(kinds.map(\.table)).count == kinds.count)
        #expect(Set(kinds.map(\.backupKey)).count == kinds.count)
        #expect(Set(kinds.map(\.noun)).count == kinds.count)
        #expect(RecordKind.ovulationTest.table == "ovulation_tests")
        #expect(RecordKind.ovulationTest.backupKey == "ovulationTests")
        #expect(RecordKind.ovulationTest.noun == "ovulation test")
        #expect(kinds.allSatisfy { !$0.noun.isEmpty && $0.noun == $0.noun.lowercased() })
    }
}
