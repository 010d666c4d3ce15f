import CycleCore
import JSON

/// A basal body temperature, taken on waking (one a day; a new reading replaces the day's).
package struct TemperatureReading: StoredRecord {
    /// The morning it was taken.
    package var day: Day
    /// When it was taken, if known.
    package var time: TimeOfDay?
    /// The temperature in °C.
    package var celsius: Double
    /// Why the reading is left out of the shift rule (illness, a late night, …), if it is.
    package var exclusion: TemperatureExclusion?

    package init(day: Day, time: TimeOfDay? = nil, celsius: Double, exclusion: TemperatureExclusion? = nil) {
        self.day = day
        self.time = time
        self.celsius = celsius
        self.exclusion = exclusion
    }

    /// Whether the reading is left out of the shift rule.
    package var isExcluded: Bool { exclusion != nil }

    package static let kind = RecordKind.temperature
    package static let storage = RecordStorage(table: "temperatures", backupKey: "temperatures", noun: "temperature")
    package static let fields = [Field("day", "day", .day), Field("time", "time", .time), Field("celsius", "celsius", .double),
                              Field("excluded", "excluded", .text)]
    package static let keyFields = ["day"]

    package var fieldValues: [JSONValue] { [.string(day.iso), .text(time?.shortText), .double(celsius), .text(exclusion?.rawValue)] }

    package init?(reading r: FieldReader) {
        let day = r.day("day"), time = r.time("time", optional: true), celsius = r.double("celsius")
        let exclusion = r.choice("excluded", TemperatureExclusion.self, optional: true)
        guard let day, let celsius else { return nil }
        self.init(day: day, time: time, celsius: celsius, exclusion: exclusion)
    }

    package func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(day, today: today, field: "day"),
         Rules.inRange(celsius, Units.celsiusRange, field: "celsius", unit: "°C")].compactMap { $0 }
    }

    package var summary: String {
        "temperature \(decimalText(celsius)) °C on \(day.iso)" + (time.map { " at \($0.shortText)" } ?? "")
            + (exclusion.map { " · excluded (\($0.phrase))" } ?? "")
    }

    /// The reading without its day: "temperature 36.45 °C at 07:00 · excluded (illness)".
    package var details: String {
        "temperature \(decimalText(celsius)) °C" + (time.map { " at \($0.shortText)" } ?? "") + (exclusion.map { " · excluded (\($0.phrase))" } ?? "")
    }
}

/// Why a basal temperature is left out of the shift rule: something that can raise a morning
/// reading without a change in the cycle.
package enum TemperatureExclusion: String, Vocabulary {
    case illness
    case lateNight = "late-night"
    case alcohol
    case other
    package static let noun = "exclusion reason"

    /// The reason in words, e.g. "late night".
    package var phrase: String { rawValue.split(separator: "-").joined(separator: " ") }
}
