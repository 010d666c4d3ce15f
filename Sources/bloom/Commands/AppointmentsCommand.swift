import CycleCore
import Glances
import Journal

/// `bloom appointments`: add appointments, list them with a number each, and mark one done.
enum AppointmentsCommand: BloomCommand {
    static let name = "appointments"
    static let summary = "Add and list appointments, and mark them done"
    static let usage = """
        bloom appointments add TITLE --at 'YYYY-MM-DD HH:MM' [--place PLACE] [--remind MINUTES]
        bloom appointments [list] [--json]
        bloom appointments done ID

        ID is the number 'bloom appointments' shows (appointments are numbered by time).
        --remind takes 0 to 40320 minutes (four weeks) before the appointment.

        Examples:
          bloom appointments add "Midwife visit" --at '2026-11-20 10:30' --place 'Health centre' --remind 60
          bloom appointments
          bloom appointments done 1
        """
    static let options: [OptionSpec] = [
        .value("--at", "TIME", "when it is ('YYYY-MM-DD HH:MM')"),
        .value("--place", "PLACE", "where it is"),
        .value("--remind", "MINUTES", "remind this many minutes before"),
        .flag("--json", "print JSON"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        var words = arguments.positionals
        let action = words.isEmpty ? "list" : words.removeFirst().lowercased()
        switch action {
        case "add": try add(words, arguments, context)
        case "list":
            try ContentOptions.expectAtMost(1, positionals: arguments, usage: "bloom appointments [list] [--json]")
            try list(context)
        case "done": try done(words, context)
        default: throw CLIError.usage("say add, list or done (usage: bloom appointments add TITLE --at 'YYYY-MM-DD HH:MM')")
        }
    }

    static func add(_ words: [String], _ arguments: ParsedArguments, _ context: CommandContext) throws {
        let title = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { throw CLIError.usage("give a title: bloom appointments add TITLE --at 'YYYY-MM-DD HH:MM'") }
        guard let atText = arguments.value("--at") else {
            throw CLIError.usage("give the time with --at 'YYYY-MM-DD HH:MM'")
        }
        let today = try context.today()
        let at = try journalErrors { try DayPhrase.moment(atText, on: today, today: today, allowFuture: true) }
        let remind = try LogCommand.integer(arguments, "--remind", Appointment.reminderRange)
        let (store, profile) = try context.journalForLogging()
        let appointment = Appointment(title: title, at: at, place: arguments.value("--place"), reminderMinutes: remind)
        let logged = try journalErrors { try store.log(appointment, for: profile, today: today) }
        LogCommand.report(logged, profile, context)
    }

    /// The profile's appointments, numbered by time (the IDs `done` takes).
    /// - Parameter readOnly: only listing: the store is opened read-only.
    static func numbered(_ context: CommandContext, readOnly: Bool = false) throws -> (JournalStore, Profile, [Appointment])? {
        guard let (store, profile) = try context.journalForReading(readOnly: readOnly) else { return nil }
        let records = try journalErrors { try store.records(Appointment.self, of: profile) }
        return (store, profile, AppointmentsView.numbered(records))
    }

    static func list(_ context: CommandContext) throws {
        let view = AppointmentsView(try numbered(context, readOnly: true)?.2 ?? [])
        if context.wantsJSON {
            context.out.line(view.json.rendered())
        } else {
            context.out.write(view.text(wording: context.stepWording))
        }
    }

    static func done(_ words: [String], _ context: CommandContext) throws {
        guard words.count == 1, let id = Int(words[0]) else {
            throw CLIError.usage("give the number of the appointment: bloom appointments done ID")
        }
        guard let (store, profile, appointments) = try numbered(context), appointments.indices.contains(id - 1) else {
            throw CLIError.data("there is no appointment \(id); 'bloom appointments' lists them with their numbers")
        }
        var appointment = appointments[id - 1]
        appointment.done = true
        let logged = try journalErrors { try store.log(appointment, for: profile, today: try context.today()) }
        LogCommand.report(logged, profile, context, text: "appointment “\(appointment.title)” on \(appointment.at)", verb: "Marked done:")
    }
}
