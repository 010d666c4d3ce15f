import CycleCore
import Language
import Journal

extension LogCommand {
    static let measurementKinds: [Kind] = [
        Kind(names: ["temp", "temperature", "bbt"], form: "temp VALUE [DATE] [--at HH:MM] [--excluded REASON]   (basal body temperature; °C, or °F like 97.9F)",
             options: ["--at", "--excluded"]) { words, arguments, context in
            let (text, rest) = try value(words, "a temperature", form: "temp VALUE [DATE]")
            let day = try context.day(from: rest)
            let time = try arguments.value("--at").map { _ in try context.moment(on: day) }?.time
            let celsius = try Units.celsius(from: text)
            let exclusion = try arguments.value("--excluded").map { try TemperatureExclusion.named($0, field: "--excluded") }
            let (store, profile) = try context.journalForLogging()
            let reading = TemperatureReading(day: day, time: time, celsius: celsius, exclusion: exclusion)
            let logged = try store.log(reading, for: profile, today: try context.today())
            let shown = "temperature \(Units.temperatureText(celsius, system: .metric)) (\(Units.temperatureText(celsius, system: .imperial)))"
            report(logged, profile, context, text: "\(shown) on \(day.iso)" + (time.map { " at \($0.shortText)" } ?? "")
                + (exclusion.map { " · excluded from the shift rule (\($0.phrase))" } ?? ""))
        },
        Kind(names: ["opk", "ovulation-test"], form: "opk negative|low|high|peak [DATE] [--at TIME]", options: ["--at"]) { words, arguments, context in
            let (text, rest) = try value(words, "a result", form: "opk negative|low|high|peak [DATE]")
            let result = try LHTestResult.named(text)
            let at = try context.moment(on: try context.day(from: rest))
            let (store, profile) = try context.journalForLogging()
            report(try store.log(OvulationTest(at: at, result: result), for: profile, today: try context.today()), profile, context)
        },
        Kind(names: ["pregnancy-test", "hpt"], form: "pregnancy-test positive|negative [DATE] [--date DATE] [--at TIME] [--faint]   (a home pregnancy test)",
             options: ["--date", "--at", "--faint"]) { words, arguments, context in
            let form = "pregnancy-test positive|negative [DATE]"
            let (text, rest) = try value(words, "a result (positive or negative)", form: form)
            let result = try PregnancyTestResult.named(text)
            if let date = arguments.value("--date"), !rest.isEmpty {
                throw CLIError.usage("give the day once: '\(rest.joined(separator: " "))' or --date \(date), not both")
            }
            let at = try context.moment(on: try context.day(from: arguments.value("--date").map { [$0] } ?? rest))
            let test = PregnancyTest(at: at, result: result, faint: arguments.has("--faint"))
            let today = try context.today()
            let (store, profile) = try context.journalForLogging()
            let hint = result == .positive && profile.mode != .pregnancy
                ? "to follow the pregnancy week by week, log it with \(context.hint("log pregnancy --lmp YYYY-MM-DD")) (or --due YYYY-MM-DD)" : nil
            report(try store.log(test, for: profile, today: today), profile, context, extra: hint)
        },
        Kind(names: ["water"], form: "water ML [DATE] [--at TIME]   (e.g. 250 or 250ml)", options: ["--at"]) { words, arguments, context in
            let (text, rest) = try value(words, "an amount in ml", form: "water ML [DATE]")
            let digits = text.lowercased().hasSuffix("ml") ? String(text.dropLast(2)) : text
            guard let ml = Int(digits.trimmingCharacters(in: .whitespaces)) else {
                throw CLIError.usage("the amount of water is a whole number of millilitres, e.g. 250, not '\(text)'")
            }
            let at = try context.moment(on: try context.day(from: rest))
            let (store, profile) = try context.journalForLogging()
            let logged = try store.logWater(WaterIntake(at: at, milliliters: ml), for: profile, today: try context.today())
            let total = try store.waterTotal(on: at.day, for: profile)
            let added = logged.previous.map { " (\(ml) ml added to the \($0.milliliters) ml logged then)" } ?? ""
            report(logged, profile, context, text: "water \(ml) ml at \(at)\(added)",
                   extra: "\(total) of \(profile.waterGoalMl) ml on \(at.day.iso)")
        },
        Kind(names: ["weight"], form: "weight VALUE [DATE]   (kg, or lb like 138lb; a bare number is in the profile's units)",
             options: []) { words, _, context in
            let (text, rest) = try value(words, "a weight", form: "weight VALUE [DATE]")
            let day = try context.day(from: rest)
            let (store, profile) = try context.journalForLogging()
            let kg = try Units.kilograms(from: text, system: profile.units)
            let logged = try store.log(WeightEntry(day: day, kilograms: kg), for: profile, today: try context.today())
            report(logged, profile, context,
                   text: "weight \(Units.weightText(kg, system: .metric)) (\(Units.weightText(kg, system: .imperial))) on \(day.iso)")
        },
    ]
}
