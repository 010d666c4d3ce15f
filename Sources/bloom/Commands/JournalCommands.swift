/// Commands over the user's stored data (profiles, logging, history, backups).
let journalCommands: [any BloomCommand.Type] = []
