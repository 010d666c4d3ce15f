#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CycleCore
import Foundation
import Importers
import Journal
import JSON

/// `bloom import FILE` for other apps' exports, and `bloom import --undo`.
extension ImportCommand {
    /// How many store snapshots taken before imports are kept.
    static let snapshotsKept = 5

    /// The format of `path` when it is another app's export; nil for a Bloom backup.
    /// - Throws: a data error (65) for an unknown or broken file, an I/O error (74) for an unreadable one.
    /// A file of no known format goes the backup's way too, whose reader says what is wrong with it.
    /// A device or a pipe (`/dev/zero`, `<(yes)`) is no app's export: it goes the backup's way,
    /// whose reader stops at its size limit.
    static func otherAppFormat(_ path: String) throws -> ImportFormat? {
        try importErrors(path) { try ImportFormat.otherApp(at: path) }
    }

    /// Adds to "not JSON" or "not text" that the file is no other app's export either.
    static func notAnExportEither<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as BackupFile.Failure {
            switch error {
            case .notJSON, .notText:
                throw CLIError.data(error.description + "\n(it is not an Apple Health, Clue, Flo or drip export either: those are recognised by their content)")
            default:
                throw error
            }
        }
    }

    static func importOtherApp(_ path: String, format: ImportFormat, dryRun: Bool, in context: CommandContext) throws {
        let today = try context.today()
        var importer = Importer(path: path, format: format, today: today)
        let bar = ProgressBar(output: context.err)
        if bar.enabled { importer.progress = { bar.show($0) } }
        let outcome: Importer.Outcome
        if dryRun {
            if let (store, profile) = try context.journalForReading() {
                outcome = try importErrors(path) { try importer.run(into: store, profile: profile, dryRun: true, started: "", finished: { "" }) }
            } else {
                // No store yet: preview into a throwaway one, so nothing is written in the home.
                let folder = NSTemporaryDirectory() + "bloom-import-preview-\(getpid())"
                defer { try? FileManager.default.removeItem(atPath: folder) }
                let store = try journalErrors { try JournalStore.open(folder: folder)! }
                let profile = try journalErrors { try store.profileForLogging(named: context.profileOverride, today: today).profile }
                outcome = try importErrors(path) { try importer.run(into: store, profile: profile, dryRun: true, started: "", finished: { "" }) }
            }
        } else {
            let (store, profile) = try context.journalForLogging()
            try snapshot(store, in: context)
            let started = try context.now().iso
            outcome = try importErrors(path) {
                try importer.run(into: store, profile: profile, dryRun: false, started: started,
                                 finished: { (try? context.now().iso) ?? started })
            }
        }
        bar.clear()
        if context.wantsJSON {
            context.out.line(json(outcome, path: path, dryRun: dryRun).rendered())
        } else {
            context.out.write(outcome.report(path: path, dryRun: dryRun, wording: context.stepWording))
        }
    }

    static func undoLastImport(in context: CommandContext) throws {
        try journalErrors {
            guard let (store, profile) = try context.journalForReading(), let batch = try store.undoLastImport(of: profile) else {
                throw CLIError.failure("nothing to undo: no import of another app's file in this profile")
            }
            let added = batch.tally.totals.added
            context.out.line("Undid the import of \(batch.fileName) (\(batch.sourceName), \(batch.started)): removed \(added) record\(added == 1 ? "" : "s") · profile \(profile.name)")
        }
    }

    /// Copies the store to `import-snapshots/` in the home before an import, keeping the last five.
    static func snapshot(_ store: JournalStore, in context: CommandContext) throws {
        let folder = context.homeDirectory + "/import-snapshots"
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw CLIError.io("cannot create \(folder) for the snapshot taken before an import (\(error.localizedDescription)); nothing was imported")
        }
        let stamp = try context.now().iso.replacingOccurrences(of: ":", with: "")
        var path = "\(folder)/bloom-before-import-\(stamp).sqlite"
        var suffix = 2
        while manager.fileExists(atPath: path) { path = "\(folder)/bloom-before-import-\(stamp)-\(suffix).sqlite"; suffix += 1 }
        try journalErrors { try store.copyDatabase(to: path) }
        let snapshots = ((try? manager.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("bloom-before-import-") && $0.hasSuffix(".sqlite") }
            .sorted { lhs, rhs in
                let left = (try? manager.attributesOfItem(atPath: "\(folder)/\(lhs)")[.modificationDate] as? Date) ?? .distantPast
                let right = (try? manager.attributesOfItem(atPath: "\(folder)/\(rhs)")[.modificationDate] as? Date) ?? .distantPast
                return left == right ? lhs < rhs : left < right
            }
        for old in snapshots.dropLast(snapshotsKept) { try? manager.removeItem(atPath: "\(folder)/\(old)") }
    }

    /// The outcome as JSON: format, counts per kind, conflicts, what was skipped, the summary.
    static func json(_ outcome: Importer.Outcome, path: String, dryRun: Bool) -> JSONValue {
        let kinds = outcome.tally.kinds.keys.sorted().map { kind -> (String, JSONValue) in
            let counts = outcome.tally.kinds[kind]!
            return (kind, .orderedObject([("added", .int(counts.added)), ("alreadyThere", .int(counts.alreadyThere)), ("conflicts", .int(counts.conflicts))]))
        }
        return .orderedObject([
            ("file", .string(path)), ("format", .string(outcome.format.rawValue)), ("source", .string(outcome.format.source)),
            ("dryRun", .bool(dryRun)), ("records", .int(outcome.records)), ("kinds", .orderedObject(kinds)),
            ("conflicts", .array(outcome.tally.conflictNotes.map(JSONValue.string))),
            ("skipped", .orderedObject(outcome.skipped.keys.sorted().map { ($0, JSONValue.int(outcome.skipped[$0]!)) })),
            ("summary", .text(outcome.batch?.summary)),
        ])
    }

    /// Runs `body`, turning import errors into data (65) or I/O (74) errors.
    static func importErrors<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try journalErrors(body)
        } catch let error as ImportError {
            if case .unreadable = error { throw CLIError.io(error.description) }
            throw CLIError.data(error.description + "; nothing was imported")
        }
    }
}

/// A progress bar on standard error, only when it is a terminal: bytes read, records a second, time left.
final class ProgressBar {
    let output: TerminalOutput
    let enabled: Bool
    let started = Date()
    var shown = false

    init(output: TerminalOutput) {
        self.output = output
        enabled = output.isTerminal
    }

    func show(_ progress: ImportProgress) {
        guard enabled else { return }
        let elapsed = max(Date().timeIntervalSince(started), 0.001)
        let rate = Double(progress.records) / elapsed
        let fraction = progress.fraction
        let left = fraction > 0.01 ? elapsed * (1 - fraction) / fraction : 0
        let filled = Int(fraction * 30)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 30 - filled)
        let megabytes = Double(progress.bytesRead) / 1_048_576
        output.write("\r\(bar) \(Int(fraction * 100))% · \(String(format: "%.0f", megabytes)) MB · \(Int(rate)) records/s · \(left < 1 ? "<1" : String(Int(left.rounded(.up)))) s left ")
        shown = true
    }

    func clear() {
        if shown { output.write("\r" + String(repeating: " ", count: 100) + "\r") }
    }
}
