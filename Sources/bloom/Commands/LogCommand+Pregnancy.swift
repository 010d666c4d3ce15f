import CycleCore
import Journal

extension LogCommand {
    static let pregnancyKinds: [Kind] = [
        Kind(names: ["pregnancy"], form: "pregnancy --lmp DATE | --due DATE [--baby-name NAME]",
             options: ["--lmp", "--due", "--baby-name"]) { words, arguments, context in
            try noDate(words, form: "pregnancy --lmp DATE | --due DATE [--baby-name NAME]")
            let today = try context.today()
            let name = arguments.value("--baby-name")
            let (store, profile) = try context.journalForLogging()
            let pregnancy: Pregnancy
            switch (arguments.value("--lmp"), arguments.value("--due")) {
            case (.some, .some):
                throw CLIError.usage("give --lmp or --due, not both (the due date is the LMP + 280 days)")
            case let (.some(lmp), nil):
                pregnancy = Pregnancy(lmp: try context.day(from: [lmp]), babyName: name)
            case let (nil, .some(due)):
                pregnancy = Pregnancy(dueDate: try journalErrors { try DayPhrase.parse(due, today: today, allowFuture: true) }, babyName: name)
            case (nil, nil):
                guard let name, var current = try store.currentPregnancy(of: profile) else {
                    throw CLIError.usage("give the first day of the last period (--lmp DATE) or the due date (--due DATE)")
                }
                current.babyName = name
                pregnancy = current
            }
            let logged = try store.logPregnancy(pregnancy, for: profile, today: today)
            let hint = profile.mode == .pregnancy ? nil : "switch the profile to pregnancy mode with \(context.hint("profile set --mode pregnancy"))"
            report(logged, profile, context, extra: hint)
        },
        Kind(names: ["kicks", "kick"], form: "kicks start|kick|end [--at TIME]   or   kicks --start TIME --end TIME --kicks TIME,…",
             options: ["--at", "--start", "--end", "--kicks"]) { words, arguments, context in
            let today = try context.today()
            if arguments.value("--start") != nil {
                try noDate(words, form: "kicks --start TIME --end TIME --kicks TIME,…")
                let start = try context.timerMoment("--start", on: today)
                let end = try arguments.value("--end").map { _ in try context.timerMoment("--end", on: start.day) }
                let kicks = try list(arguments.value("--kicks")).map { text in
                    try journalErrors { try DayPhrase.moment(text, on: start.day, today: today) }
                }
                let (store, profile) = try context.journalForLogging()
                report(try store.log(KickSession(start: start, end: end, kicks: kicks), for: profile, today: today), profile, context)
                return
            }
            // "bloom log kick" on its own counts one kick.
            let action = words.first?.lowercased() ?? (arguments.positionals.first == "kick" ? "kick" : "")
            guard ["start", "kick", "end"].contains(action), words.count <= 1 else {
                throw CLIError.usage("say start, kick or end: bloom log kicks start|kick|end [--at TIME]")
            }
            let moment = try context.timerMoment(on: today)
            let (store, profile) = try context.journalForLogging()
            switch action {
            case "start": report(try store.startKickSession(at: moment, for: profile, today: today), profile, context)
            case "kick":
                let logged = try store.addKick(at: moment, for: profile, today: today)
                let count = logged.record.kicks.count
                report(logged, profile, context, text: "kick at \(moment.time) (\(count) so far in the session from \(logged.record.start.time))", verb: "Logged")
            default: report(try store.endKickSession(at: moment, for: profile, today: today), profile, context, verb: "Ended")
            }
        },
        Kind(names: ["contraction", "contractions"], form: "contraction start|end [--at TIME]   or   contraction --start TIME --end TIME",
             options: ["--at", "--start", "--end"]) { words, arguments, context in
            let today = try context.today()
            let (store, profile): (JournalStore, Profile)
            if arguments.value("--start") != nil {
                try noDate(words, form: "contraction --start TIME --end TIME")
                let start = try context.timerMoment("--start", on: today)
                guard arguments.value("--end") != nil else { throw CLIError.usage("give --end TIME too, or use 'bloom log contraction start'") }
                let end = try context.timerMoment("--end", on: start.day)
                (store, profile) = try context.journalForLogging()
                report(try store.log(Contraction(start: start, end: end), for: profile, today: today), profile, context)
                return
            }
            guard let action = words.first?.lowercased(), ["start", "end"].contains(action), words.count == 1 else {
                throw CLIError.usage("say start or end: bloom log contraction start|end [--at TIME]")
            }
            let moment = try context.timerMoment(on: today)
            (store, profile) = try context.journalForLogging()
            if action == "start" {
                report(try store.startContraction(at: moment, for: profile, today: today), profile, context)
            } else {
                report(try store.endContraction(at: moment, for: profile, today: today), profile, context, verb: "Ended")
            }
        },
    ]
}
