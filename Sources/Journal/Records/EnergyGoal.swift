import CycleCore
import JSON

/// The daily energy goal in force from a day on: negative for a deficit, positive for a
/// surplus, 0 for none (clearing a goal stores 0, so the history stays whole).
package struct EnergyGoal: StoredRecord {
    /// The day the goal was set.
    package var since: Day
    /// kcal a day relative to maintenance (−1000…1000).
    package var kcal: Int

    package init(since: Day, kcal: Int) {
        self.since = since
        self.kcal = kcal
    }

    /// The goals a record may hold (the energy model's own rules are stricter).
    package static let range = -1000...1000

    package static let kind = RecordKind.energyGoal
    package static let storage = RecordStorage(table: "energy_goals", backupKey: "energyGoals", noun: "energy goal")
    package static let fields = [Field("since", "since", .day), Field("kcal", "kcal", .int)]
    package static let keyFields = ["since"]

    package var fieldValues: [JSONValue] { [.string(since.iso), .int(kcal)] }

    package init?(reading r: FieldReader) {
        let since = r.day("since"), kcal = r.int("kcal")
        guard let since, let kcal else { return nil }
        self.init(since: since, kcal: kcal)
    }

    package func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(since, today: today, field: "since"), Rules.inRange(kcal, Self.range, field: "kcal", unit: "kcal")].compactMap { $0 }
    }

    package var summary: String {
        kcal == 0 ? "energy goal cleared from \(since.iso)"
            : "energy goal \(kcal < 0 ? "deficit" : "surplus") \(FigureText.kcal(abs(kcal))) a day from \(since.iso)"
    }
}
