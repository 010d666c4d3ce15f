import Journal

/// `bloom export`: a JSON backup of every profile (or one), deterministic and private (0600).
enum ExportCommand: BloomCommand {
    /// Machine-readable: never wrapped.
    static let wrapsText = false
    static let name = "export"
    static let summary = "Write a JSON backup of every profile"
    static let usage = """
        bloom export [--out FILE] [--profile NAME]

        The backup ("format": "bloom-backup", "version": 1) holds every profile's settings and
        records, keys sorted and records in date order, so the same data always gives the same
        bytes; 'bloom import FILE' reads it back. Without --out it goes to standard output.
        The file is written with mode 0600 (readable by you only): it holds health data, unencrypted.

        Example:
          bloom export --out ~/bloom-backup.json
        """
    static let options: [OptionSpec] = [.value("--out", "FILE", "write the backup to FILE (mode 0600) instead of standard output")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom export [--out FILE]") }
        try journalErrors {
            let store = try context.journal(create: false, readOnly: true)
            let backup: Backup
            if let store {
                backup = try store.backup(profileNamed: context.profileOverride)
            } else if let name = context.profileOverride {
                throw JournalError.noSuchProfile(name: name, known: [])
            } else {
                backup = Backup(activeProfile: nil, profiles: [])
            }
            let text = backup.rendered()
            context.err.line("Warning: this backup holds your health records unencrypted; keep it somewhere private.")
            if let path = arguments.value("--out"), path != "-" {
                try BackupFile.write(text, to: path)
                let profiles = backup.profiles.count
                context.out.line("Exported \(profiles) profile\(profiles == 1 ? "" : "s") (\(backup.recordCount) records) to \(path) (mode 0600).")
            } else {
                context.out.write(text)
            }
        }
    }
}
