import CycleCore
import Foundation
import Journal

/// `bloom import FILE`: reads a Bloom backup, checks all of it, and merges (or with --replace,
/// restores) it in one transaction; or reads another app's export (Apple Health, Clue, Flo,
/// drip) as a stream into the journal (see `ImportCommand+OtherApps.swift`).
enum ImportCommand: BloomCommand {
    static let name = "import"
    static let summary = "Import a Bloom backup, or history from Apple Health, Clue, Flo or drip"
    static let usage = """
        bloom import FILE [--replace] [--dry-run] [--profile NAME]
        bloom import --undo [--profile NAME]

        FILE's format is recognised by its content: Apple Health's export.zip or export.xml,
        Clue's measurements.json or .cluedata backup, Flo's data-request JSON, drip's CSV, or
        a Bloom backup. Another app's export is read as a stream (gigabytes are fine) and
        added next to what you logged: your own entries always win and conflicts are listed;
        importing the same file again adds nothing. Before writing, the store is copied to
        import-snapshots/ in the home (the last five are kept). --undo (or 'bloom undo' right
        after) removes the whole last import.

        The whole file is checked first; if any record is bad, every problem is listed with its
        path (e.g. profiles[0].periods[3].end) and nothing is written. By default the backup is
        merged: new records are added, records with the same key (the same day, start or moment)
        take the backup's values, nothing is removed, and importing the same file twice changes
        nothing. --replace makes the store hold exactly the backup (profiles and records not in
        it are removed). --dry-run shows what would change. --profile imports only that profile.
        FILE '-' reads standard input.

        Example:
          bloom import ~/bloom-backup.json --dry-run
          bloom import ~/Downloads/export.zip --dry-run
        """
    static let options: [OptionSpec] = [
        .flag("--replace", "make the store hold exactly the backup"),
        .flag("--dry-run", "show what would change and write nothing"),
        .flag("--undo", "remove everything the last import of another app's file added"),
        .flag("--json", "print what another app's export added (or would add) as JSON"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if arguments.has("--undo") {
            guard arguments.positionals.isEmpty else { throw CLIError.usage("--undo takes no file: bloom import --undo") }
            return try undoLastImport(in: context)
        }
        if arguments.positionals.count == 1, arguments.positionals[0] != "-",
           let format = try otherAppFormat(arguments.positionals[0]) {
            if arguments.has("--replace") { throw CLIError.usage("--replace is for Bloom backups; another app's export is always merged") }
            return try importOtherApp(arguments.positionals[0], format: format, dryRun: arguments.has("--dry-run"), in: context)
        }
        guard arguments.positionals.count == 1 else {
            throw CLIError.usage(arguments.positionals.isEmpty ? "say which backup to import: bloom import FILE"
                                                               : "import one file at a time: bloom import FILE")
        }
        let path = arguments.positionals[0]
        let mode: ImportMode = arguments.has("--replace") ? .replace : .merge
        try journalErrors {
            var backup = try notAnExportEither { try readBackup(path, today: try context.today()) }
            if let name = context.profileOverride {
                backup.profiles = backup.profiles.filter { $0.profile.name.lowercased() == name.lowercased() }
                guard !backup.profiles.isEmpty else { throw CLIError.data("\(path) has no profile named '\(name)'") }
                if backup.activeProfile?.lowercased() != name.lowercased() { backup.activeProfile = nil }
            }
            if arguments.has("--dry-run") {
                let plan = try context.journal(create: false, readOnly: true).map { try $0.planImport(backup, mode: mode) }
                    ?? JournalStore.planImport(backup, intoEmptyStore: mode)
                if !plan.issues.isEmpty { throw BackupIssues(list: plan.issues) }
                context.out.write(describe(plan, path: path, dryRun: true))
                return
            }
            let store = try context.journal(create: true)!
            let plan = try store.importBackup(backup, mode: mode)
            context.out.write(describe(plan, path: path, dryRun: false))
        }
    }

    private static func readBackup(_ path: String, today: Day) throws -> Backup {
        let json = try BackupFile.read(path)  // '-' is standard input; at most BackupFile.sizeLimit bytes
        switch Backup.decode(json, today: today) {
        case let .success(backup): return backup
        case let .failure(issues): throw issues
        }
    }

    /// The plan in lines: one per profile, with counts per kind.
    static func describe(_ plan: ImportPlan, path: String, dryRun: Bool) -> String {
        let source = path == "-" ? "standard input" : path
        guard plan.changesAnything else {
            let kept = plan.totals.unchanged
            return "Nothing to import: everything in \(source) is already stored (\(kept) record\(kept == 1 ? "" : "s")).\n"
                + (dryRun ? "Dry run: nothing was written.\n" : "")
        }
        var lines = [dryRun ? "Importing \(source) (\(plan.mode.rawValue)) would change:" : "Imported \(source) (\(plan.mode.rawValue)):"]
        for profile in plan.profiles where profile.changes {
            let action = switch profile.action {
            case .create: dryRun ? "new profile, would be created" : "new profile"
            case .update: dryRun ? "settings would change" : "settings updated"
            case .keep: "settings unchanged"
            case .remove: dryRun ? "would be removed" : "removed"
            }
            var parts = ["  \(profile.name) — \(action)"]
            for (label, count) in [("added", \ImportPlan.Counts.added), ("updated", \.updated), ("removed", \.removed), ("unchanged", \.unchanged)] {
                let kinds = RecordKind.allCases.compactMap { kind -> String? in
                    let number = profile.counts[kind]?[keyPath: count] ?? 0
                    return number > 0 ? "\(kind.backupKey) \(number)" : nil
                }
                guard !kinds.isEmpty else { continue }
                let total = profile.counts.values.map { $0[keyPath: count] }.reduce(0, +)
                let verb = dryRun && label != "unchanged" ? "to be \(label)" : label
                parts.append("\(total) \(verb) (\(kinds.joined(separator: ", ")))")
            }
            lines.append(parts.joined(separator: "; "))
        }
        if let active = plan.newActiveProfile { lines.append("Active profile\(dryRun ? " would be" : ":") \(active)") }
        if dryRun { lines.append("Dry run: nothing was written.") }
        return lines.joined(separator: "\n") + "\n"
    }
}
