import CycleCore
import NextSteps

/// A body measurement shown as a vitals card (`bloom vitals`).
package enum VitalSign: String, Sendable, CaseIterable, Codable {
    case weight
    case bodyFat
    case heartRateVariability
    case restingHeartRate
    case oxygenSaturation
    case vo2Max
    case bloodPressure
    case glucose

    /// The card's title, e.g. "Resting heart rate".
    package var title: String {
        switch self {
        case .weight: "Weight"
        case .bodyFat: "Body fat"
        case .heartRateVariability: "HRV (SDNN)"
        case .restingHeartRate: "Resting heart rate"
        case .oxygenSaturation: "SpO2"
        case .vo2Max: "VO2 max"
        case .bloodPressure: "Blood pressure"
        case .glucose: "Glucose"
        }
    }

    /// The name typed after `bloom vitals`, e.g. "rhr".
    package var commandName: String {
        switch self {
        case .weight: "weight"
        case .bodyFat: "bodyfat"
        case .heartRateVariability: "hrv"
        case .restingHeartRate: "rhr"
        case .oxygenSaturation: "spo2"
        case .vo2Max: "vo2max"
        case .bloodPressure: "bp"
        case .glucose: "glucose"
        }
    }

    /// Other names people type for it.
    package var aliases: [String] {
        switch self {
        case .weight: ["mass"]
        case .bodyFat: ["body-fat", "fat"]
        case .heartRateVariability: ["heart-rate-variability"]
        case .restingHeartRate: ["resting-heart-rate", "resting"]
        case .oxygenSaturation: ["oxygen", "saturation", "sp02"]
        case .vo2Max: ["vo2", "vo2-max"]
        case .bloodPressure: ["blood-pressure", "pressure"]
        case .glucose: ["sugar", "blood-sugar", "blood-glucose"]
        }
    }

    /// The sign `name` names (a command name or an alias, any case), if any.
    package static func named(_ name: String) -> VitalSign? {
        let word = name.lowercased()
        return allCases.first { $0.commandName == word || $0.aliases.contains(word) || $0.rawValue.lowercased() == word }
    }

    /// The unit values are kept and shown in.
    package var unit: String {
        switch self {
        case .weight: "kg"
        case .bodyFat, .oxygenSaturation: "%"
        case .heartRateVariability: "ms"
        case .restingHeartRate: "bpm"
        case .vo2Max: "mL/kg/min"
        case .bloodPressure: "mmHg"
        case .glucose: "mmol/L"
        }
    }

    /// Decimals shown.
    package var decimals: Int {
        switch self {
        case .restingHeartRate, .bloodPressure, .heartRateVariability: 0
        default: 1
        }
    }

    /// The sign as a step names it (`NextStep.seeVitals`).
    package var stepVital: NextStep.Vital { NextStep.Vital(rawValue: rawValue)! }

    /// What would make the card available, for "data unavailable: …", the steps typed.
    package var howToMeasure: StepText {
        switch self {
        case .weight: "no weight recorded; log one with `\(NextStep.log(.weight(kilograms: 62.5)))` or import a smart scale's data from Apple Health"
        case .bodyFat: "no body fat recorded; log it with `\(NextStep.log(.bodyFat(percent: 27)))` or import it from Apple Health (a smart scale)"
        case .heartRateVariability: "no overnight HRV recorded; wear your watch to bed and import it, or log it with `\(NextStep.log(.heartRateVariability(milliseconds: 45)))`"
        case .restingHeartRate: "no resting heart rate recorded; import it from your watch or log it with `\(NextStep.log(.restingHeartRate(bpm: 58)))`"
        case .oxygenSaturation: "no SpO2 recorded; log a pulse-oximeter reading with `\(NextStep.log(.oxygenSaturation(percent: 97)))` or import it from Apple Health"
        case .vo2Max: "no VO2 max recorded; a watch estimates it after outdoor walks or runs with heart rate; import it from Apple Health"
        case .bloodPressure: "no blood pressure recorded; log a cuff reading with `\(NextStep.log(.bloodPressure(systolic: 118, diastolic: 76)))` or import it from Apple Health"
        case .glucose: "no glucose recorded; log a meter reading with `\(NextStep.log(.glucose(millimolesPerLitre: 5.4)))` (mmol/L, or `97 mg/dL`) or import it from Apple Health"
        }
    }

    /// The smallest spread of the usual range (so a very steady history does not give a range
    /// of one value), in the unit (for HRV, on the log scale as the recovery baseline).
    func minimumSpread(constants c: WellnessConstants) -> Double {
        switch self {
        case .heartRateVariability: c.minimumLogHRVSpread
        case .restingHeartRate: c.minimumRestingHRSpread
        case .bloodPressure: 2
        case .weight: 0.2
        case .glucose: 0.2
        case .oxygenSaturation: 0.5
        case .bodyFat: 0.3
        case .vo2Max: 0.3
        }
    }
}

/// One reading of a vital sign: when, the value (a blood pressure's systolic) and, for blood
/// pressure, the diastolic; for glucose, when it was taken against meals.
package struct VitalMeasurement: Sendable, Equatable {
    /// When it was taken, on the local clock.
    package var at: Moment
    /// The value in the sign's unit (a blood pressure's systolic).
    package var value: Double
    /// A blood pressure's diastolic, mmHg.
    package var diastolic: Double?
    /// When a glucose was taken against meals, if known.
    package var timing: GlucoseTiming?
    /// Whether the person typed it in (rather than importing it).
    package var loggedByHand: Bool

    package init(at: Moment, value: Double, diastolic: Double? = nil, timing: GlucoseTiming? = nil, loggedByHand: Bool = false) {
        self.at = at
        self.value = value
        self.diastolic = diastolic
        self.timing = timing
        self.loggedByHand = loggedByHand
    }

    /// The local day it was taken on.
    package var day: Day { at.day }
}
