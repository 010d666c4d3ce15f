import CycleCore
import JSON

/// A lifestyle journal entry at a moment: what might affect the cycle or sleep.
package struct LifestyleEntry: StoredRecord {
    /// When the entry was made.
    package var at: LocalTimestamp
    /// Caffeinated drinks.
    package var caffeine: Int?
    /// Alcoholic drinks.
    package var alcohol: Int?
    /// Cigarettes or other tobacco uses.
    package var tobacco: Int?
    /// Whether a meal was eaten late in the evening.
    package var lateMeal: Bool?
    /// Supplements taken.
    package var supplements: [String]
    /// The sleep environment in a few words ("dark, quiet").
    package var sleepEnvironment: String?
    /// The bedroom temperature in °C.
    package var roomTemperatureC: Double?
    /// Anything else.
    package var note: String?

    package init(at: LocalTimestamp, caffeine: Int? = nil, alcohol: Int? = nil, tobacco: Int? = nil, lateMeal: Bool? = nil,
                supplements: [String] = [], sleepEnvironment: String? = nil, roomTemperatureC: Double? = nil, note: String? = nil) {
        self.at = at
        self.caffeine = caffeine
        self.alcohol = alcohol
        self.tobacco = tobacco
        self.lateMeal = lateMeal
        self.supplements = supplements
        self.sleepEnvironment = sleepEnvironment
        self.roomTemperatureC = roomTemperatureC
        self.note = note
    }

    /// This entry with `newer` on top: counts (caffeine, alcohol, tobacco) add up, as water
    /// does ("a coffee", then "2 coffees" a moment later, are 3), supplements are added, a new
    /// note goes below the earlier one, other values are replaced when set.
    package func merging(_ newer: LifestyleEntry) -> LifestyleEntry {
        var merged = self
        merged.caffeine = Self.sum(caffeine, newer.caffeine)
        merged.alcohol = Self.sum(alcohol, newer.alcohol)
        merged.tobacco = Self.sum(tobacco, newer.tobacco)
        merged.lateMeal = newer.lateMeal ?? lateMeal
        merged.supplements += newer.supplements.filter { !supplements.contains($0) }
        merged.sleepEnvironment = newer.sleepEnvironment ?? sleepEnvironment
        merged.roomTemperatureC = newer.roomTemperatureC ?? roomTemperatureC
        merged.note = Rules.joined(note, newer.note)
        return merged
    }

    /// Two counts of the same thing at one moment: their sum, or whichever is set.
    static func sum(_ earlier: Int?, _ newer: Int?) -> Int? {
        guard let earlier, let newer else { return newer ?? earlier }
        return earlier + newer
    }

    package static let kind = RecordKind.lifestyle
    package static let storage = RecordStorage(table: "lifestyle_entries", backupKey: "lifestyle", noun: "lifestyle entry")
    package static let fields = [
        Field("at", "at", .timestamp), Field("caffeine", "caffeine", .int), Field("alcohol", "alcohol", .int),
        Field("tobacco", "tobacco", .int), Field("lateMeal", "late_meal", .bool), Field("supplements", "supplements", .list),
        Field("sleepEnvironment", "sleep_environment", .text), Field("roomTemperatureC", "room_temperature_c", .double),
        Field("note", "note", .text),
    ]
    package static let keyFields = ["at"]

    package var fieldValues: [JSONValue] {
        [.string(at.iso), .integer(caffeine), .integer(alcohol), .integer(tobacco), .boolean(lateMeal),
         .array(supplements.map(JSONValue.string)), .text(sleepEnvironment), .number(roomTemperatureC), .text(note)]
    }

    package init?(reading r: FieldReader) {
        let at = r.timestamp("at")
        let caffeine = r.int("caffeine", optional: true), alcohol = r.int("alcohol", optional: true)
        let tobacco = r.int("tobacco", optional: true), lateMeal = r.bool("lateMeal", optional: true)
        let supplements = r.strings("supplements"), sleep = r.string("sleepEnvironment", optional: true)
        let room = r.double("roomTemperatureC", optional: true), note = r.string("note", optional: true)
        guard let at else { return nil }
        self.init(at: at, caffeine: caffeine, alcohol: alcohol, tobacco: tobacco, lateMeal: lateMeal, supplements: supplements,
                  sleepEnvironment: sleep, roomTemperatureC: room, note: note)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found = [Rules.notAfter(at.day, today: today, field: "at"), Rules.inRange(caffeine, 0...20, field: "caffeine", unit: "drinks"),
                     Rules.inRange(alcohol, 0...30, field: "alcohol", unit: "drinks"), Rules.inRange(tobacco, 0...100, field: "tobacco"),
                     Rules.inRange(roomTemperatureC, 5.0...40.0, field: "roomTemperatureC", unit: "°C"),
                     Rules.text(sleepEnvironment, field: "sleepEnvironment", max: 200), Rules.text(note, field: "note", max: 2000, multiline: true)].compactMap { $0 }
        for (index, supplement) in supplements.enumerated() {
            if let problem = Rules.text(supplement, field: "supplements[\(index)]", max: 100, required: true) { found.append(problem) }
        }
        if caffeine == nil, alcohol == nil, tobacco == nil, lateMeal == nil, supplements.isEmpty, sleepEnvironment == nil,
           roomTemperatureC == nil, note == nil {
            found.append(RecordProblem("", "logs nothing at \(at)"))
        }
        return found
    }

    package var summary: String { "lifestyle at \(at): " + details }

    /// What the entry holds, without its time: "caffeine 2 · late meal".
    package var details: String {
        var parts: [String] = []
        if let caffeine { parts.append("caffeine \(caffeine)") }
        if let alcohol { parts.append("alcohol \(alcohol)") }
        if let tobacco { parts.append("tobacco \(tobacco)") }
        if let lateMeal { parts.append(lateMeal ? "late meal" : "no late meal") }
        if !supplements.isEmpty { parts.append("supplements \(supplements.joined(separator: ", "))") }
        if let sleepEnvironment { parts.append("sleep \(sleepEnvironment)") }
        if let roomTemperatureC { parts.append("room \(decimalText(roomTemperatureC)) °C") }
        if let note { parts.append("note “\(Rules.oneLine(note))”") }
        return parts.joined(separator: " · ")
    }
}
