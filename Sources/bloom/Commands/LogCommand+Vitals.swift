import CycleCore
import Foundation
import Journal
import JournalAdapters
import JSON
import Wellness

/// `bloom log bp|glucose|spo2|bodyfat`: vital signs measured by the person, one reading at a
/// moment. Every value is checked before the journal is opened, so a refused reading writes
/// nothing; blood pressure and glucose are shown against public guidance as they are logged.
extension LogCommand {
    static let vitalKinds: [Kind] = [
        Kind(names: ["bp", "blood-pressure"], form: "bp SYSTOLIC/DIASTOLIC [DATE] [--at TIME]   (mmHg, e.g. 118/76)", options: ["--at"]) { words, _, context in
            let (text, rest) = try value(words, "the reading, e.g. 118/76", form: "bp SYSTOLIC/DIASTOLIC [DATE]")
            let (systolic, diastolic) = try bloodPressure(text)
            let at = try context.moment(on: try context.day(from: rest))
            try logVital(VitalReading.bloodPressure(systolic: systolic, diastolic: diastolic, at: at), context)
        },
        Kind(names: ["glucose", "blood-glucose", "sugar"],
             form: "glucose VALUE [mg/dL] [DATE] [--at TIME] [--timing fasting|before-meal|after-meal]   (mmol/L unless mg/dL is written)",
             options: ["--at", "--timing"]) { words, arguments, context in
            let (mmol, rest) = try glucose(words)
            let timing = try arguments.value("--timing").map { word in try journalErrors { try GlucoseTiming.named(word, field: "--timing") } }
            let at = try context.moment(on: try context.day(from: rest))
            try logVital(VitalReading.glucose(mmolPerLitre: mmol, timing: timing, at: at), context)
        },
        Kind(names: ["spo2", "oxygen"], form: "spo2 PERCENT [DATE] [--at TIME]   (oxygen saturation, e.g. 97)", options: ["--at"]) { words, _, context in
            let (text, rest) = try value(words, "the saturation in %, e.g. 97", form: "spo2 PERCENT [DATE]")
            let percent = try percentage(text, name: "spo2", range: VitalKind.oxygenSaturationRange, noun: "SpO2")
            let at = try context.moment(on: try context.day(from: rest))
            try logVital(VitalReading(at: at, kind: .oxygenSaturation, value: percent), context)
        },
        Kind(names: ["bodyfat", "body-fat"], form: "bodyfat PERCENT [DATE] [--at TIME]   (body fat %, e.g. 27)", options: ["--at"]) { words, _, context in
            let (text, rest) = try value(words, "the body fat in %, e.g. 27", form: "bodyfat PERCENT [DATE]")
            let percent = try percentage(text, name: "bodyfat", range: VitalKind.bodyFatRange, noun: "body fat")
            let at = try context.moment(on: try context.day(from: rest))
            try logVital(VitalReading(at: at, kind: .bodyFat, value: percent), context)
        },
    ]

    /// "118/76" as (systolic, diastolic): a usage error when it is not two whole numbers, a
    /// data error when they are outside what a cuff reads or in the wrong order.
    static func bloodPressure(_ text: String) throws -> (Int, Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let systolic = Int(parts[0]), let diastolic = Int(parts[1]) else {
            throw CLIError.usage("give the blood pressure as SYSTOLIC/DIASTOLIC in whole mmHg, e.g. 118/76, not '\(text)'")
        }
        guard VitalKind.systolicRange.contains(Double(systolic)) else {
            throw CLIError.data("a systolic of \(systolic) mmHg is outside \(Int(VitalKind.systolicRange.lowerBound))–\(Int(VitalKind.systolicRange.upperBound)); check the reading")
        }
        guard VitalKind.diastolicRange.contains(diastolic) else {
            throw CLIError.data("a diastolic of \(diastolic) mmHg is outside \(VitalKind.diastolicRange.lowerBound)–\(VitalKind.diastolicRange.upperBound); check the reading")
        }
        guard diastolic < systolic else {
            throw CLIError.data("the diastolic (\(diastolic)) must be below the systolic (\(systolic)): write the higher number first, e.g. 118/76")
        }
        return (systolic, diastolic)
    }

    /// The glucose in `words` in mmol/L ("5.4", "5.4 mmol/L", "97 mg/dL", "97mg/dl") and the
    /// words left (the DATE). A bare number is mmol/L; one outside its range is refused with
    /// the hint to write mg/dL, never guessed.
    static func glucose(_ words: [String]) throws -> (Double, [String]) {
        guard var text = words.first?.lowercased() else { throw CLIError.usage("missing the glucose: bloom log glucose VALUE [mg/dL] [DATE]") }
        var rest = Array(words.dropFirst())
        var unit = ""
        for suffix in ["mg/dl", "mmol/l", "mmol"] where text.hasSuffix(suffix) {
            unit = suffix
            text.removeLast(suffix.count)
            break
        }
        if unit.isEmpty, let next = rest.first?.lowercased(), ["mg/dl", "mmol/l", "mmol"].contains(next) {
            unit = next
            rest.removeFirst()
        }
        guard let number = Units.decimal(text), number.isFinite else {
            throw CLIError.usage("give the glucose as a number in mmol/L (e.g. 5.4) or mg/dL (e.g. 97 mg/dL), not '\(words[0])'")
        }
        let mmol = unit == "mg/dl" ? number / VitalKind.milligramsPerDecilitrePerMillimole : number
        guard VitalKind.glucoseRange.contains(mmol) else {
            if unit.isEmpty, number > VitalKind.glucoseRange.upperBound {
                throw CLIError.data("\(words[0]) mmol/L is outside 1–35 mmol/L; if your meter reads mg/dL, write 'bloom log glucose \(words[0]) mg/dL'")
            }
            throw CLIError.data("a glucose of \(words[0])\(unit.isEmpty ? " mmol/L" : " " + unit) is outside 1–35 mmol/L (18–630 mg/dL); check the reading")
        }
        return (mmol, rest)
    }

    /// A percentage ("97", "97%") in `range`.
    static func percentage(_ text: String, name: String, range: ClosedRange<Double>, noun: String) throws -> Double {
        let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let number = Units.decimal(digits), number.isFinite else {
            throw CLIError.usage("\(name) takes a percentage like 97, not '\(text)'")
        }
        guard range.contains(number) else {
            let hint = number <= 1 ? " (write it as a percentage, e.g. \(Int((number * 100).rounded())))" : ""
            throw CLIError.data("\(noun) \(text)% is outside \(Int(range.lowerBound))–\(Int(range.upperBound))%\(hint)")
        }
        return (number * 10).rounded() / 10
    }

    /// Stores the reading, then says what was stored and, for blood pressure and glucose, the
    /// public range it falls in and where to take it when guidance says to.
    private static func logVital(_ reading: VitalReading, _ context: CommandContext) throws {
        let today = try context.today()
        if let problem = reading.validationProblems(today: today).first { throw CLIError.data(problem.message) }
        let (store, profile) = try context.journalForLogging()
        let logged = try store.log(reading, for: profile, today: today)
        let guidance = try journalErrors { try JournalVitals.guidance(for: reading, profile: profile, in: store) }
        if context.wantsJSON {
            var members: [String: JSONValue] = ["change": .string(logged.change.rawValue), "kind": .string(RecordKind.vital.rawValue),
                                                "profile": .string(profile.name), "record": logged.record.json]
            if let guidance {
                members["guidance"] = .object(["band": .string(guidance.band), "ranges": .string(guidance.ranges), "source": .string(guidance.source),
                                               "care": guidance.care.map { .object(["urgency": .string($0.urgency.rawValue), "text": .string($0.text)]) } ?? .null])
            }
            context.out.line(JSONValue.object(members).rendered())
            return
        }
        let verb = logged.change == .unchanged ? "Already logged" : logged.change == .added ? "Logged" : "Updated"
        context.out.line("\(verb) \(logged.record.summary) · profile \(profile.name)")
        if let guidance {
            context.out.line("  \(guidance.band) · \(guidance.ranges)")
            if let care = guidance.care { context.out.line("  " + context.out.styled(care.text, care.urgency == .now ? .red : .bold)) }
            context.out.line(context.out.styled("  \(VitalGuidance.notADiagnosis)", .dim))
        }
    }
}
