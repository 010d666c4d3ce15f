import CycleCore
import Journal
import JSON

/// Reads Clue's exports.
///
/// `measurements.json` (Clue's current export): a list (or `{"measurements": [...]}`) of
/// `{"date": "2024-01-31", "type": "period", "value": {"option": "heavy"}}` entries; types
/// read: period, spotting, bbt/temperature, ovulation_test, discharge/cervical_fluid, sex,
/// pain, mood/feelings. The older backup (`.cluedata`) is JSON with a `data` list of days:
/// `{"day": "2019-03-01", "period": "medium", "pain": ["cramps"], ...}`. Both layouts are
/// built from public descriptions of the formats, not from the app's specification; unknown
/// types are counted as skipped, never guessed.
enum ClueParser {
    static func parse(_ json: JSONValue, format: ImportFormat, into emitter: ImportEmitter) throws {
        let entries: [JSONValue]
        switch json {
        case let .array(items): entries = items
        case .object:
            entries = json["measurements"]?.arrayValue ?? json["data"]?.arrayValue ?? []
        default: entries = []
        }
        for (index, entry) in entries.enumerated() {
            let record = "entry \(index + 1)"
            if let type = entry["type"]?.stringValue {
                guard let dateText = entry["date"]?.stringValue ?? entry["day"]?.stringValue, let date = LooseDate.parse(dateText) else {
                    throw ImportError.badRecord(file: emitter.fileName, line: nil, record: record, detail: "it has no date like 2024-01-31")
                }
                try emitter.check(date.day, line: nil, record: record)
                try measurement(type: LooseDate.key(type), value: entry["value"], day: date.day, time: date.time, record: record, emitter)
            } else if let dateText = entry["day"]?.stringValue ?? entry["date"]?.stringValue {
                guard let date = LooseDate.parse(dateText) else {
                    throw ImportError.badRecord(file: emitter.fileName, line: nil, record: record, detail: "'\(dateText)' is not a date like 2024-01-31")
                }
                try emitter.check(date.day, line: nil, record: record)
                guard case let .object(fields) = entry else { continue }
                for (key, value) in fields where key != "day" && key != "date" {
                    try measurement(type: LooseDate.key(key), value: value, day: date.day, time: nil, record: record, emitter)
                }
            } else {
                emitter.skip("Clue entries without a date or type")
            }
        }
        try emitter.finish()
    }

    /// The options an entry's value names: "heavy", {"option": "heavy"}, [{"option": …}, …] or ["cramps", …].
    static func options(_ value: JSONValue?) -> [String] {
        switch value {
        case let .string(text)?: [LooseDate.key(text)]
        case let .array(items)?: items.flatMap { options($0) }
        case .object?: value?["option"].map { options($0) } ?? value?["value"].map { options($0) } ?? []
        default: []
        }
    }

    private static func measurement(type: String, value: JSONValue?, day: Day, time: TimeOfDay?, record: String, _ emitter: ImportEmitter) throws {
        switch type {
        case "period", "bleeding", "flow":
            for option in options(value) {
                if let level = SharedVocabulary.flow[option] { emitter.addFlow(FlowMark(level: level), on: day) }
            }
        case "spotting":
            emitter.addFlow(FlowMark(level: .spotting), on: day)
        case "bbt", "temperature", "basalbodytemperature":
            let number = value?.doubleValue ?? value?["celsius"]?.doubleValue ?? value?["value"]?.doubleValue
            let fahrenheit = value?["fahrenheit"]?.doubleValue
            guard let celsius = number ?? fahrenheit.map({ ($0 - 32) * 5 / 9 }) else { return emitter.skip("Clue temperatures without a number") }
            let inCelsius = celsius > 50 ? (celsius - 32) * 5 / 9 : celsius
            guard Units.celsiusRange.contains(inCelsius) else {
                throw ImportError.badRecord(file: emitter.fileName, line: nil, record: record, detail: "\(celsius) is not a body temperature")
            }
            emitter.addTemperature(TemperatureReading(day: day, time: time, celsius: (inCelsius * 100).rounded() / 100))
        case "ovulationtest", "lhtest":
            for option in options(value) {
                switch option {
                case "positive", "peak": emitter.addTest(.peak, at: LocalTimestamp(day: day, time: time ?? TimeOfDay(seconds: 0)!))
                case "negative": emitter.addTest(.negative, at: LocalTimestamp(day: day, time: time ?? TimeOfDay(seconds: 0)!))
                default: emitter.skip("Clue ovulation tests of an unknown result")
                }
            }
        case "discharge", "cervicalfluid", "fluid", "mucus":
            for option in options(value) {
                guard let discharge = SharedVocabulary.discharge[option] else { emitter.skip("Clue discharge '\(option)'"); continue }
                emitter.addDay(DailyLog(day: day, discharge: discharge))
            }
        case "sex", "sexualactivity":
            for option in options(value) {
                switch option {
                case "protected", "protectedsex": emitter.addDay(DailyLog(day: day, sex: .protected))
                case "unprotected", "unprotectedsex": emitter.addDay(DailyLog(day: day, sex: .unprotected))
                default: emitter.skip("Clue sex entries without protection recorded")
                }
            }
        case "pain", "symptoms", "digestion", "skin":
            for option in options(value) {
                guard let symptom = SharedVocabulary.symptoms[option] else { emitter.skip("Clue \(type) '\(option)'"); continue }
                emitter.addDay(DailyLog(day: day, symptoms: [symptom: nil]))
            }
        case "mood", "feelings", "emotions":
            for option in options(value) {
                guard let mood = SharedVocabulary.moods[option] else { emitter.skip("Clue mood '\(option)'"); continue }
                emitter.addDay(DailyLog(day: day, moods: [mood]))
            }
        default:
            emitter.skip("Clue '\(type)' entries")
        }
    }
}
