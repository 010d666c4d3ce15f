import CycleCore

/// A basal body temperature, taken on waking (one a day; a new reading replaces the day's).
public struct TemperatureReading: StoredRecord {
    /// The morning it was taken.
    public var day: Day
    /// When it was taken, if known.
    public var time: TimeOfDay?
    /// The temperature in °C.
    public var celsius: Double

    public init(day: Day, time: TimeOfDay? = nil, celsius: Double) {
        self.day = day
        self.time = time
        self.celsius = celsius
    }

    public static let kind = RecordKind.temperature
    public static let fields = [Field("day", "day", .day), Field("time", "time", .time), Field("celsius", "celsius", .double)]
    public static let keyFields = ["day"]

    public var fieldValues: [JSONValue] { [.string(day.iso), .text(time?.shortText), .double(celsius)] }

    public init?(reading r: FieldReader) {
        let day = r.day("day"), time = r.time("time", optional: true), celsius = r.double("celsius")
        guard let day, let celsius else { return nil }
        self.init(day: day, time: time, celsius: celsius)
    }

    public func problems(today: Day) -> [RecordProblem] {
        [Rules.notAfter(day, today: today, field: "day"),
         Rules.inRange(celsius, Units.celsiusRange, field: "celsius", unit: "°C")].compactMap { $0 }
    }

    public var summary: String {
        "temperature \(decimalText(celsius)) °C on \(day.iso)" + (time.map { " at \($0.shortText)" } ?? "")
    }
}
