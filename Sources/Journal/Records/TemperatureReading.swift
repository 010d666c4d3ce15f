import CycleCore
import JSON

/// A basal body temperature, taken on waking (one a day; a new reading replaces the day's).
public struct TemperatureReading: StoredRecord {
    /// The morning it was taken.
    public var day: Day
    /// When it was taken, if known.
    public var time: TimeOfDay?
    /// The temperature in °C.
    public var celsius: Double
    /// Why the reading is left out of the shift rule (illness, a late night, …), if it is.
    public var exclusion: TemperatureExclusion?

    public init(day: Day, time: TimeOfDay? = nil, celsius: Double, exclusion: TemperatureExclusion? = nil) {
        self.day = day
        self.time = time
        self.celsius = celsius
        self.exclusion = exclusion
    }

    /// Whether the reading is left out of the shift rule.
    public var isExcluded: Bool { exclusion != nil }

    public static let kind = RecordKind.temperature
    public static let storage = RecordStorage(table: "temperatures", backupKey: "temperatures", noun: "temperature")
    public static let fields = [Field("day", "day", .day), Field("time", "time", .time), Field("celsius", "celsius", .double),
                              Field("excluded", "excluded", .text)]
    public static let keyFields = ["day"]

    public var fieldValues: [JSONValue] { [.string(day.iso), .text(time?.shortText), .double(celsius), .text(exclusion?.rawValue)] }

    public init?(reading r: FieldReader) {
        let day = r.day("day"), time = r.time("time", optional: true), celsius = r.double("celsius")
        let exclusion = r.choice("excluded", TemperatureExclusion.self, optional: true)
        guard let day, let celsius else { return nil }
        self.init(day: day, time: time, celsius: celsius, exclusion: exclusion)
    }

    public func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(day, today: today, field: "day"),
         Rules.inRange(celsius, Units.celsiusRange, field: "celsius", unit: "°C")].compactMap { $0 }
    }

    public var summary: String {
        "temperature \(decimalText(celsius)) °C on \(day.iso)" + (time.map { " at \($0.shortText)" } ?? "")
            + (exclusion.map { " · excluded (\($0.phrase))" } ?? "")
    }

    /// The reading without its day: "temperature 36.45 °C at 07:00 · excluded (illness)".
    public var details: String {
        "temperature \(decimalText(celsius)) °C" + (time.map { " at \($0.shortText)" } ?? "") + (exclusion.map { " · excluded (\($0.phrase))" } ?? "")
    }
}

/// Why a basal temperature is left out of the shift rule: something that can raise a morning
/// reading without a change in the cycle.
public enum TemperatureExclusion: String, Vocabulary {
    case illness
    case lateNight = "late-night"
    case alcohol
    case other
    public static let noun = "exclusion reason"

    /// The reason in words, e.g. "late night".
    public var phrase: String { rawValue.split(separator: "-").joined(separator: " ") }
}
