import CycleCore
import Foundation
import Glances
import Journal

/// `bloom ics`: an iCalendar file of predicted periods, fertile windows, appointments and the
/// due date, for the calendar apps people already use.
enum IcsCommand: BloomCommand {
    /// Machine-readable: never wrapped.
    static let wrapsText = false
    static let name = "ics"
    static let summary = "Export predictions, appointments and the due date as an iCalendar (.ics) file"
    static let usage = """
        bloom ics [--out FILE] [--months N]

        Writes an iCalendar (RFC 5545) file: predicted periods for the next N months (default 6),
        fertile windows when trying to conceive, upcoming appointments (with their reminders)
        and the due date. Event UIDs are stable, so importing a newer file updates the events
        instead of adding copies. DTSTAMP is midnight UTC of today (so --today gives the same file).
        Without --out the file goes to standard output; with it, the file is written with mode 0600.

        Examples:
          bloom ics --out bloom.ics
          bloom ics --months 12 > ~/calendar/bloom.ics
        """
    static let options: [OptionSpec] = [
        .value("--out", "FILE", "write the calendar to FILE instead of standard output"),
        .value("--months", "N", "how many months of predictions (1–24, default 6)"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': use --out FILE to name the file") }
        let months = try arguments.integer("--months", in: 1...24) ?? 6
        let snapshot = try DailySnapshot.load(context)
        var appointments: [Appointment] = []
        var pregnancies = 0
        if let store = snapshot.store, let profile = snapshot.profile {
            appointments = try journalErrors { try store.records(Appointment.self, of: profile) }
            pregnancies = try journalErrors { try store.records(Pregnancy.self, of: profile).count }
        }
        let calendar = ICalendar.bloom(day: snapshot.day, profileID: snapshot.profile?.id, months: months, appointments: appointments,
                                       pregnancyNumber: pregnancies, version: Bloom.version)
        guard let path = arguments.value("--out") else {
            context.out.write(calendar.text)
            return
        }
        do {
            try PrivateFile.write(calendar.text, to: path)  // 0600: it holds appointments and predictions
        } catch {
            throw CLIError(explaining: error, code: .ioError)
        }
        let count = calendar.events.count
        context.out.line("Wrote \(count) event\(count == 1 ? "" : "s") to \(path)")
    }
}
