import CycleCore
import JSON

/// Body weight on a day, in kilograms (one a day; a new weight replaces the day's).
package struct WeightEntry: StoredRecord {
    /// The day it was weighed.
    package var day: Day
    /// The weight in kg (20–300).
    package var kilograms: Double

    package init(day: Day, kilograms: Double) {
        self.day = day
        self.kilograms = kilograms
    }

    package static let kind = RecordKind.weight
    package static let storage = RecordStorage(table: "weights", backupKey: "weights", noun: "weight")
    package static let fields = [Field("day", "day", .day), Field("kg", "kg", .double)]
    package static let keyFields = ["day"]

    package var fieldValues: [JSONValue] { [.string(day.iso), .double(kilograms)] }

    package init?(reading r: FieldReader) {
        let day = r.day("day"), kg = r.double("kg")
        guard let day, let kg else { return nil }
        self.init(day: day, kilograms: kg)
    }

    package func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(day, today: today, field: "day"),
         Rules.inRange(kilograms, Units.kilogramRange, field: "kg", unit: "kg")].compactMap { $0 }
    }

    package var summary: String { "\(details) on \(day.iso)" }

    /// The weight without its day: "weight 64.5 kg".
    package var details: String { "weight \(decimalText(kilograms)) kg" }
}
