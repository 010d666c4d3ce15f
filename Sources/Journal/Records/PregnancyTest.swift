import CycleCore
import JSON

/// A home pregnancy test result at a moment: positive or negative, and whether a positive was
/// a faint line. A faint line that shows within the leaflet's time is a positive; `faint`
/// keeps how it looked, never a third result.
package struct PregnancyTest: StoredRecord {
    /// When the test was taken.
    package var at: LocalTimestamp
    /// What the test showed.
    package var result: PregnancyTestResult
    /// Whether a positive was a faint line (always false for a negative).
    package var faint: Bool

    package init(at: LocalTimestamp, result: PregnancyTestResult, faint: Bool = false) {
        self.at = at
        self.result = result
        self.faint = faint
    }

    package static let kind = RecordKind.pregnancyTest
    package static let storage = RecordStorage(table: "pregnancy_tests", backupKey: "pregnancyTests", noun: "pregnancy test")
    package static let fields = [Field("at", "at", .timestamp), Field("result", "result", .text), Field("faint", "faint", .bool)]
    package static let keyFields = ["at"]

    package var fieldValues: [JSONValue] { [.string(at.iso), .string(result.rawValue), .bool(faint)] }

    /// Reads a test; a backup written before `faint` was kept reads as not faint.
    package init?(reading r: FieldReader) {
        let at = r.timestamp("at"), result = r.choice("result", PregnancyTestResult.self), faint = r.bool("faint", optional: true)
        guard let at, let result else { return nil }
        self.init(at: at, result: result, faint: faint ?? false)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var problems = [Rules.notAfter(at.day, today: today, field: "at")].compactMap { $0 }
        if faint, result != .positive { problems.append(RecordProblem("faint", "only a positive can be faint")) }
        return problems
    }

    /// "pregnancy test positive (faint line) at 2026-11-22 09:30".
    package var summary: String { "\(details) at \(at)" }

    /// The test without its moment: "pregnancy test positive (faint line)".
    package var details: String { "pregnancy test \(result.rawValue)" + (faint ? " (faint line)" : "") }
}

/// What a home pregnancy test showed. A faint second line is a positive (`PregnancyTest.faint`
/// keeps that it was faint).
package enum PregnancyTestResult: String, Vocabulary {
    case positive, negative
    package static let noun = "pregnancy test result"
}
