import CycleCore
import Journal

/// Commands over the user's stored data (profiles, logging, history, backups).
let journalCommands: [any BloomCommand.Type] = [
    LogCommand.self,
    HistoryCommand.self,
    LoggedCommand.self,
    UndoCommand.self,
    ProfileCommand.self,
    ExportCommand.self,
    ReportCommand.self,
    ImportCommand.self,
]
