import CycleCore
import JSON

/// Food energy eaten on a day, in kcal, with optional macronutrients. A day can hold many
/// entries; a day with none is unknown, never zero.
package struct FoodEntry: StoredRecord {
    /// The day it was eaten.
    package var day: Day
    /// Energy, kcal (1–10000).
    package var kcal: Int
    /// Protein, carbohydrate and fat, grams (0–1000), when known.
    package var proteinGrams: Double?
    package var carbsGrams: Double?
    package var fatGrams: Double?
    /// A few words ("lunch").
    package var note: String?
    /// When it was logged (entries logged in the same second are added together).
    package var created: LocalTimestamp

    package init(day: Day, kcal: Int, proteinGrams: Double? = nil, carbsGrams: Double? = nil, fatGrams: Double? = nil,
                note: String? = nil, created: LocalTimestamp) {
        self.day = day
        self.kcal = kcal
        self.proteinGrams = proteinGrams
        self.carbsGrams = carbsGrams
        self.fatGrams = fatGrams
        self.note = note
        self.created = created
    }

    /// The energy one entry may hold, kcal.
    package static let kcalRange = 1...10000
    /// The grams of a macronutrient one entry may hold.
    package static let gramRange = 0.0...1000.0

    /// This entry with `other` added to it (two entries logged in the same second).
    package func adding(_ other: FoodEntry) -> FoodEntry {
        func sum(_ a: Double?, _ b: Double?) -> Double? { a == nil && b == nil ? nil : (a ?? 0) + (b ?? 0) }
        return FoodEntry(day: day, kcal: kcal + other.kcal, proteinGrams: sum(proteinGrams, other.proteinGrams),
                         carbsGrams: sum(carbsGrams, other.carbsGrams), fatGrams: sum(fatGrams, other.fatGrams),
                         note: other.note ?? note, created: created)
    }

    package static let kind = RecordKind.food
    package static let storage = RecordStorage(table: "food_entries", backupKey: "food", noun: "food entry")
    package static let fields = [
        Field("day", "day", .day), Field("kcal", "kcal", .int), Field("proteinG", "protein_g", .double),
        Field("carbsG", "carbs_g", .double), Field("fatG", "fat_g", .double), Field("note", "note", .text),
        Field("created", "created", .timestamp),
    ]
    package static let keyFields = ["day", "created"]

    package var fieldValues: [JSONValue] {
        [.string(day.iso), .int(kcal), .number(proteinGrams), .number(carbsGrams), .number(fatGrams), .text(note), .string(created.iso)]
    }

    package init?(reading r: FieldReader) {
        let day = r.day("day"), kcal = r.int("kcal"), protein = r.double("proteinG", optional: true)
        let carbs = r.double("carbsG", optional: true), fat = r.double("fatG", optional: true)
        let note = r.string("note", optional: true), created = r.timestamp("created")
        guard let day, let kcal, let created else { return nil }
        self.init(day: day, kcal: kcal, proteinGrams: protein, carbsGrams: carbs, fatGrams: fat, note: note, created: created)
    }

    package func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(day, today: today, field: "day"),
         Rules.inRange(kcal, Self.kcalRange, field: "kcal", unit: "kcal"),
         Rules.inRange(proteinGrams, Self.gramRange, field: "proteinG", unit: "g"),
         Rules.inRange(carbsGrams, Self.gramRange, field: "carbsG", unit: "g"),
         Rules.inRange(fatGrams, Self.gramRange, field: "fatG", unit: "g"),
         Rules.text(note, field: "note", max: 200)].compactMap { $0 }
    }

    package var summary: String {
        var parts = ["food \(FigureText.kcal(kcal)) on \(day.iso)"]
        if let proteinGrams { parts.append("protein \(decimalText(proteinGrams)) g") }
        if let carbsGrams { parts.append("carbs \(decimalText(carbsGrams)) g") }
        if let fatGrams { parts.append("fat \(decimalText(fatGrams)) g") }
        return parts.joined(separator: " · ")
    }
}
