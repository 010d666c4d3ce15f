import CycleCore
import JSON

/// A vital sign measured by the person and typed in (`bloom log bp 118/76`, `log glucose 5.4`,
/// `log spo2 97`, `log bodyfat 27`): one reading at a moment. Readings from Apple Health are
/// kept as samples instead (as weights typed in are `WeightEntry` and imported ones samples);
/// the vitals view reads both.
package struct VitalReading: StoredRecord {
    /// When it was taken.
    package var at: LocalTimestamp
    /// What was measured.
    package var kind: VitalKind
    /// The reading in the kind's unit: systolic mmHg, glucose mmol/L, SpO2 %, body fat %.
    package var value: Double
    /// A blood pressure's diastolic, mmHg (nil for the other kinds).
    package var diastolic: Int?
    /// When a glucose was taken against meals, if said (nil for the other kinds).
    package var timing: GlucoseTiming?

    package init(at: LocalTimestamp, kind: VitalKind, value: Double, diastolic: Int? = nil, timing: GlucoseTiming? = nil) {
        self.at = at
        self.kind = kind
        self.value = value
        self.diastolic = diastolic
        self.timing = timing
    }

    /// A blood pressure reading.
    package static func bloodPressure(systolic: Int, diastolic: Int, at: LocalTimestamp) -> VitalReading {
        VitalReading(at: at, kind: .bloodPressure, value: Double(systolic), diastolic: diastolic)
    }

    /// A blood glucose reading in mmol/L (kept to 2 decimals).
    package static func glucose(mmolPerLitre: Double, timing: GlucoseTiming?, at: LocalTimestamp) -> VitalReading {
        VitalReading(at: at, kind: .glucose, value: rounded(mmolPerLitre), timing: timing)
    }

    package static let kind = RecordKind.vital
    package static let storage = RecordStorage(table: "vital_readings", backupKey: "vitals", noun: "vital sign")
    package static let fields = [Field("at", "at", .timestamp), Field("kind", "kind", .text), Field("value", "value", .double),
                                Field("diastolic", "diastolic", .int), Field("timing", "timing", .text)]
    package static let keyFields = ["at", "kind"]

    package var fieldValues: [JSONValue] {
        [.string(at.iso), .string(kind.rawValue), .double(value), diastolic.map { .int($0) } ?? .null, .text(timing?.rawValue)]
    }

    package init?(reading r: FieldReader) {
        let at = r.timestamp("at"), kind = r.choice("kind", VitalKind.self), value = r.double("value")
        let diastolic = r.int("diastolic", optional: true), timing = r.choice("timing", GlucoseTiming.self, optional: true)
        guard let at, let kind, let value else { return nil }
        self.init(at: at, kind: kind, value: value, diastolic: diastolic, timing: timing)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found = [Rules.notAfter(at.day, today: today, field: "at")].compactMap { $0 }
        switch kind {
        case .bloodPressure:
            if value != value.rounded() { found.append(RecordProblem("value", "a systolic pressure is a whole number of mmHg")) }
            if let problem = Rules.inRange(value, VitalKind.systolicRange, field: "value", unit: "mmHg") { found.append(problem) }
            if let diastolic {
                if let problem = Rules.inRange(diastolic, VitalKind.diastolicRange, field: "diastolic", unit: "mmHg") { found.append(problem) }
                if Double(diastolic) >= value {
                    found.append(RecordProblem("diastolic", "the diastolic (\(diastolic)) must be below the systolic (\(Int(value))); check the order"))
                }
            } else {
                found.append(RecordProblem("diastolic", "a blood pressure needs its diastolic (the lower number)"))
            }
        case .glucose:
            if let problem = Rules.inRange(value, VitalKind.glucoseRange, field: "value", unit: "mmol/L") { found.append(problem) }
        case .oxygenSaturation:
            if let problem = Rules.inRange(value, VitalKind.oxygenSaturationRange, field: "value", unit: "%") { found.append(problem) }
        case .bodyFat:
            if let problem = Rules.inRange(value, VitalKind.bodyFatRange, field: "value", unit: "%") { found.append(problem) }
        }
        if kind != .bloodPressure, diastolic != nil { found.append(RecordProblem("diastolic", "only a blood pressure has a diastolic")) }
        if kind != .glucose, timing != nil { found.append(RecordProblem("timing", "only a glucose reading has a timing")) }
        return found
    }

    /// "blood pressure 118/76 mmHg at 2026-11-22 07:00".
    package var summary: String { "\(details) at \(at)" }

    /// The reading without its moment: "blood pressure 118/76 mmHg", "glucose 5.4 mmol/L (97 mg/dL), fasting".
    package var details: String {
        switch kind {
        case .bloodPressure: "blood pressure \(Int(value))/\(diastolic.map(String.init) ?? "?") mmHg"
        case .glucose:
            "glucose \(decimalText(value, places: 1)) mmol/L (\(VitalKind.milligramsPerDecilitre(value)) mg/dL)" + (timing.map { ", \($0.phrase)" } ?? "")
        case .oxygenSaturation: "SpO2 \(decimalText(value, places: 1))%"
        case .bodyFat: "body fat \(decimalText(value, places: 1))%"
        }
    }
}

/// What a hand-logged vital sign measures.
package enum VitalKind: String, Vocabulary {
    case bloodPressure = "blood-pressure"
    case glucose
    case oxygenSaturation = "spo2"
    case bodyFat = "body-fat"
    package static let noun = "vital sign"

    /// Systolic pressures Bloom accepts, mmHg.
    package static let systolicRange = 60.0...260.0
    /// Diastolic pressures Bloom accepts, mmHg.
    package static let diastolicRange = 30...160
    /// Blood glucose Bloom accepts, mmol/L (about 18–630 mg/dL; home meters read 1.1–33.3).
    package static let glucoseRange = 1.0...35.0
    /// Oxygen saturations Bloom accepts, %.
    package static let oxygenSaturationRange = 50.0...100.0
    /// Body fat percentages Bloom accepts.
    package static let bodyFatRange = 3.0...70.0

    /// mg/dL in one mmol/L of glucose (its molar mass, 180.16 g/mol, over 10).
    package static let milligramsPerDecilitrePerMillimole = 18.016

    /// A glucose in mmol/L as whole mg/dL.
    package static func milligramsPerDecilitre(_ millimolesPerLitre: Double) -> Int {
        Int((millimolesPerLitre * milligramsPerDecilitrePerMillimole).rounded())
    }
}

/// When a glucose was taken against meals: CycleCore's `GlucoseTiming`, stored as its word.
extension GlucoseTiming: Vocabulary {
    package static let noun = "glucose timing"
}
