import CycleCore
import JSON

/// Water drunk at a moment, in millilitres.
public struct WaterIntake: StoredRecord {
    /// When it was drunk.
    public var at: LocalTimestamp
    /// How much, in ml (1–5000).
    public var milliliters: Int

    public init(at: LocalTimestamp, milliliters: Int) {
        self.at = at
        self.milliliters = milliliters
    }

    /// The amounts one entry may hold.
    public static let range = 1...5000

    public static let kind = RecordKind.water
    public static let storage = RecordStorage(table: "water_intake", backupKey: "water", noun: "water entry")
    public static let fields = [Field("at", "at", .timestamp), Field("ml", "ml", .int)]
    public static let keyFields = ["at"]

    public var fieldValues: [JSONValue] { [.string(at.iso), .int(milliliters)] }

    public init?(reading r: FieldReader) {
        let at = r.timestamp("at"), ml = r.int("ml")
        guard let at, let ml else { return nil }
        self.init(at: at, milliliters: ml)
    }

    public func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(at.day, today: today, field: "at"),
         Rules.inRange(milliliters, Self.range, field: "ml", unit: "ml")].compactMap { $0 }
    }

    public var summary: String { "water \(milliliters) ml at \(at)" }
}
