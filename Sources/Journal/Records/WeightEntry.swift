import CycleCore
import JSON

/// Body weight on a day, in kilograms (one a day; a new weight replaces the day's).
public struct WeightEntry: StoredRecord {
    /// The day it was weighed.
    public var day: Day
    /// The weight in kg (20–300).
    public var kilograms: Double

    public init(day: Day, kilograms: Double) {
        self.day = day
        self.kilograms = kilograms
    }

    public static let kind = RecordKind.weight
    public static let storage = RecordStorage(table: "weights", backupKey: "weights", noun: "weight")
    public static let fields = [Field("day", "day", .day), Field("kg", "kg", .double)]
    public static let keyFields = ["day"]

    public var fieldValues: [JSONValue] { [.string(day.iso), .double(kilograms)] }

    public init?(reading r: FieldReader) {
        let day = r.day("day"), kg = r.double("kg")
        guard let day, let kg else { return nil }
        self.init(day: day, kilograms: kg)
    }

    public func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(day, today: today, field: "day"),
         Rules.inRange(kilograms, Units.kilogramRange, field: "kg", unit: "kg")].compactMap { $0 }
    }

    public var summary: String { "\(details) on \(day.iso)" }

    /// The weight without its day: "weight 64.5 kg".
    public var details: String { "weight \(decimalText(kilograms)) kg" }
}
