import CycleCore
import JSON

/// Water drunk at a moment, in millilitres.
package struct WaterIntake: StoredRecord {
    /// When it was drunk.
    package var at: LocalTimestamp
    /// How much, in ml (1–5000).
    package var milliliters: Int

    package init(at: LocalTimestamp, milliliters: Int) {
        self.at = at
        self.milliliters = milliliters
    }

    /// The amounts one entry may hold.
    package static let range = 1...5000

    package static let kind = RecordKind.water
    package static let storage = RecordStorage(table: "water_intake", backupKey: "water", noun: "water entry")
    package static let fields = [Field("at", "at", .timestamp), Field("ml", "ml", .int)]
    package static let keyFields = ["at"]

    package var fieldValues: [JSONValue] { [.string(at.iso), .int(milliliters)] }

    package init?(reading r: FieldReader) {
        let at = r.timestamp("at"), ml = r.int("ml")
        guard let at, let ml else { return nil }
        self.init(at: at, milliliters: ml)
    }

    package func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(at.day, today: today, field: "at"),
         Rules.inRange(milliliters, Self.range, field: "ml", unit: "ml")].compactMap { $0 }
    }

    package var summary: String { "water \(milliliters) ml at \(at)" }
}
