import CycleCore
import JSON

/// An ovulation (LH) test result at a moment.
public struct OvulationTest: StoredRecord {
    /// When the test was taken.
    public var at: LocalTimestamp
    /// What the test showed.
    public var result: LHTestResult

    public init(at: LocalTimestamp, result: LHTestResult) {
        self.at = at
        self.result = result
    }

    public static let kind = RecordKind.ovulationTest
    public static let storage = RecordStorage(table: "ovulation_tests", backupKey: "ovulationTests", noun: "ovulation test")
    public static let fields = [Field("at", "at", .timestamp), Field("result", "result", .text)]
    public static let keyFields = ["at"]

    public var fieldValues: [JSONValue] { [.string(at.iso), .string(result.rawValue)] }

    public init?(reading r: FieldReader) {
        let at = r.timestamp("at"), result = r.choice("result", LHTestResult.self)
        guard let at, let result else { return nil }
        self.init(at: at, result: result)
    }

    public func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(at.day, today: today, field: "at")].compactMap { $0 }
    }

    public var summary: String { "ovulation test \(result.rawValue) at \(at)" }
}
