import CycleCore
import Journal

extension LogCommand {
    static let periodKinds: [Kind] = [
        Kind(names: ["period"], form: "period start|end [DATE] [--note TEXT] [--new-cycle]", options: ["--note", "--new-cycle"]) { words, arguments, context in
            guard let action = words.first?.lowercased(), ["start", "end"].contains(action) else {
                throw CLIError.usage("say 'start' or 'end': bloom log period start|end [DATE]")
            }
            let day = try context.day(from: Array(words.dropFirst()))
            if action == "end", arguments.value("--note") != nil || arguments.has("--new-cycle") {
                throw CLIError.usage("\(arguments.has("--new-cycle") ? "--new-cycle" : "--note") goes with 'bloom log period start'")
            }
            let (store, profile) = try context.journalForLogging()
            let today = try context.today()
            if action == "start" {
                let result = try store.logPeriodStart(on: day, notes: arguments.value("--note"), newCycle: arguments.has("--new-cycle"),
                                                  for: profile, today: today)
                let open = result.leftOpen.map { "the period from \($0.start.iso) had no end logged, so its end stays unknown" }
                report(Logged(record: result.record, previous: nil, change: result.change), profile, context,
                       text: "period start \(day.iso) (\(day.shortText))", extra: open)
            } else {
                let result = try store.logPeriodEnd(on: day, for: profile, today: today)
                let corrected = result.previousEnd.flatMap { $0 == day ? nil : "the end was \($0.iso)" }
                report(Logged(record: result.record, previous: nil, change: result.change), profile, context,
                       text: "period end \(day.iso): \(result.record.summary)", extra: corrected,
                       verb: result.previousEnd == nil ? "Logged" : "Corrected")
            }
        },
    ]
}
