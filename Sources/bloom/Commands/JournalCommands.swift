import CycleCore
import Journal

/// Commands over the user's stored data (profiles, logging, history, backups).
///
/// Building this list also connects `bloom predict` to the journal (see `JournalWiring`):
/// `CommandRegistry.all` reads it before any command runs.
let journalCommands: [any BloomCommand.Type] = {
    JournalWiring.install()
    return [
        LogCommand.self,
        HistoryCommand.self,
        UndoCommand.self,
        ProfileCommand.self,
        ExportCommand.self,
        ImportCommand.self,
    ]
}()

/// Connects commands outside the journal's area to the store.
enum JournalWiring {
    /// Lets `bloom predict` without `--history` read the chosen profile's periods as of today.
    static func install() {
        PredictCommand.journalHistoryProvider = { context, today in
            guard let (store, profile) = try context.journalForReading(readOnly: true) else { return .empty }
            return try journalErrors { try store.periodHistory(of: profile, asOf: today) }
        }
    }
}
