import CycleCore
import JSON

/// An ovulation (LH) test result at a moment.
package struct OvulationTest: StoredRecord {
    /// When the test was taken.
    package var at: LocalTimestamp
    /// What the test showed.
    package var result: LHTestResult

    package init(at: LocalTimestamp, result: LHTestResult) {
        self.at = at
        self.result = result
    }

    package static let kind = RecordKind.ovulationTest
    package static let storage = RecordStorage(table: "ovulation_tests", backupKey: "ovulationTests", noun: "ovulation test")
    package static let fields = [Field("at", "at", .timestamp), Field("result", "result", .text)]
    package static let keyFields = ["at"]

    package var fieldValues: [JSONValue] { [.string(at.iso), .string(result.rawValue)] }

    package init?(reading r: FieldReader) {
        let at = r.timestamp("at"), result = r.choice("result", LHTestResult.self)
        guard let at, let result else { return nil }
        self.init(at: at, result: result)
    }

    package func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(at.day, today: today, field: "at")].compactMap { $0 }
    }

    package var summary: String { "ovulation test \(result.rawValue) at \(at)" }
}
