import CycleCore
import Foundation
import Journal

extension LogCommand {
    static let wellbeingKinds: [Kind] = [
        Kind(names: ["appointment"], form: "appointment TITLE --when 'YYYY-MM-DD HH:MM' [--place P] [--note N] [--remind MINUTES]",
             options: ["--when", "--place", "--note", "--remind"]) { words, arguments, context in
            guard words.count == 1 else {
                throw CLIError.usage(words.isEmpty ? "give the appointment a title: bloom log appointment TITLE --when 'YYYY-MM-DD HH:MM'"
                                                   : "put a title with spaces in quotes, e.g. bloom log appointment \"Midwife visit\"")
            }
            guard let when = arguments.value("--when") else { throw CLIError.usage("say when with --when 'YYYY-MM-DD HH:MM'") }
            let today = try context.today()
            let at = try whenMoment(when, today: today)
            let appointment = Appointment(title: words[0], at: at, place: arguments.value("--place"), notes: arguments.value("--note"),
                                          reminderMinutes: try integer(arguments, "--remind", Appointment.reminderRange))
            let (store, profile) = try context.journalForLogging()
            report(try store.log(appointment, for: profile, today: today), profile, context)
        },
        Kind(names: ["yoga"], form: "yoga MINUTES [DATE] [--routine NAME] [--poses POSE,…]", options: ["--routine", "--poses"]) { words, arguments, context in
            let (text, rest) = try value(words, "the minutes", form: "yoga MINUTES [DATE]")
            guard let minutes = Int(text) else { throw CLIError.usage("yoga takes the minutes practised as a whole number, not '\(text)'") }
            let session = YogaSession(day: try context.day(from: rest), minutes: minutes, routine: arguments.value("--routine") ?? "yoga",
                                      poses: list(arguments.value("--poses")))
            let (store, profile) = try context.journalForLogging()
            report(try store.log(session, for: profile, today: try context.today()), profile, context)
        },
        Kind(names: ["lifestyle"], form: "lifestyle [--at TIME] [--caffeine N] [--alcohol N] [--tobacco N] [--late-meal] [--supplements A,B] [--sleep TEXT] [--room-temp T] [--note TEXT]",
             options: ["--at", "--caffeine", "--alcohol", "--tobacco", "--late-meal", "--supplements", "--sleep", "--room-temp", "--note"]) { words, arguments, context in
            try noDate(words, form: "lifestyle [--at TIME] [--caffeine N] …")
            var entry = LifestyleEntry(at: try context.moment(on: try context.today()))
            entry.caffeine = try integer(arguments, "--caffeine", 0...20)
            entry.alcohol = try integer(arguments, "--alcohol", 0...30)
            entry.tobacco = try integer(arguments, "--tobacco", 0...100)
            entry.lateMeal = arguments.has("--late-meal") ? true : nil
            entry.supplements = list(arguments.value("--supplements"))
            entry.sleepEnvironment = arguments.value("--sleep")
            entry.roomTemperatureC = try arguments.value("--room-temp").map { try roomCelsius($0) }
            entry.note = arguments.value("--note")
            let (store, profile) = try context.journalForLogging()
            report(try store.logLifestyle(entry, for: profile, today: try context.today()), profile, context)
        },
        Kind(names: ["affirmation", "favourite", "favorite"], form: "affirmation TEXT   (keeps it as a favourite)", options: []) { words, _, context in
            guard words.count == 1 else {
                throw CLIError.usage(words.isEmpty ? "give the affirmation's text" : "put the affirmation in quotes, e.g. bloom log affirmation \"I am enough\"")
            }
            let (store, profile) = try context.journalForLogging()
            let today = try context.today()
            let existing = try store.records(FavouriteAffirmation.self, of: profile).first { $0.text == words[0] }
            let favourite = FavouriteAffirmation(text: words[0], added: existing?.added ?? today)
            report(try store.log(favourite, for: profile, today: today), profile, context)
        },
    ]

    /// An appointment's moment: `YYYY-MM-DD HH:MM`, or a day phrase (tomorrow, in 3 days) and a time.
    private static func whenMoment(_ text: String, today: Day) throws -> LocalTimestamp {
        if let moment = LocalTimestamp(iso: text) { return moment }
        let words = text.split(separator: " ").map(String.init)
        if words.count >= 2, let time = TimeOfDay(text: words.last!) {
            let day = try journalErrors { try DayPhrase.parse(words.dropLast().joined(separator: " "), today: today, allowFuture: true) }
            return LocalTimestamp(day: day, time: time)
        }
        throw CLIError.usage("'\(text)' is not a time for --when: use 'YYYY-MM-DD HH:MM' or e.g. 'tomorrow 09:30'")
    }

    /// A room temperature in °C from "20", "20C" or "68F".
    private static func roomCelsius(_ text: String) throws -> Double {
        let lower = text.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "°", with: "")
        let fahrenheit = lower.hasSuffix("f")
        guard let number = Units.decimal(fahrenheit || lower.hasSuffix("c") ? String(lower.dropLast()) : lower) else {
            throw CLIError.usage("--room-temp takes a temperature like 20 or 68F, not '\(text)'")
        }
        let celsius = fahrenheit ? (number - 32) * 5 / 9 : number
        return (celsius * 10).rounded() / 10
    }
}
