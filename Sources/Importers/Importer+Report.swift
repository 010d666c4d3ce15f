#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NextSteps

extension ImportFormat {
    /// The format of the file at `path` when it is another app's export; nil for a Bloom
    /// backup, for a file of no known format (the backup reader then says what is wrong with
    /// it), and for a device or a pipe (`/dev/zero`, `<(yes)`), which is no app's export and goes
    /// the backup's way, whose reader stops at its size limit.
    /// - Throws: `ImportError` for a file that looks like an export but cannot be read.
    package static func otherApp(at path: String) throws(ImportError) -> ImportFormat? {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG { return nil }
        do {
            let format = try ImportFormat.detect(path: path)
            return format == .bloomBackup ? nil : format
        } catch .unknownFormat {
            return nil
        }
    }
}

extension Importer.Outcome {
    /// What was (or would be) imported, per kind: added, already there, conflicts; then what
    /// was skipped and how to undo it (the steps written by `wording`). `bloom import FILE`
    /// prints it.
    package func report(path: String, dryRun: Bool, wording: StepWording) -> String {
        func padded(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
        }
        var lines = ["\(dryRun ? "Dry run of" : "Imported") \(path) (\(format.displayName)), \(records) records read:"]
        let width = max(12, tally.kinds.keys.map(\.count).max() ?? 0)
        lines.append("  " + "kind".padding(toLength: width, withPad: " ", startingAt: 0)
                     + (dryRun ? "  to add  already there  conflicts" : "   added  already there  conflicts"))
        for kind in tally.kinds.keys.sorted() {
            let counts = tally.kinds[kind]!
            lines.append("  " + kind.padding(toLength: width, withPad: " ", startingAt: 0)
                         + padded(String(counts.added), 8) + padded(String(counts.alreadyThere), 15) + padded(String(counts.conflicts), 11))
        }
        if tally.kinds.isEmpty { lines.append("  (nothing Bloom imports was found)") }
        if !tally.conflictNotes.isEmpty {
            lines.append("Conflicts (your own entries are kept):")
            lines += tally.conflictNotes.map { "  " + $0 }
            let more = tally.totals.conflicts - tally.conflictNotes.count
            if more > 0 { lines.append("  … and \(more) more") }
        }
        if !skipped.isEmpty {
            lines.append("Not imported:")
            lines += skipped.keys.sorted().map { "  \($0): \(skipped[$0]!)" }
        }
        if dryRun {
            lines.append("Dry run: nothing was written.")
        } else if let batch {
            lines.append(batch.summary)
            lines.append("Undo it all with '\(wording(.undoImport))' (or '\(wording(.undo))' right now).")
        } else {
            lines.append("Nothing new to import: everything in \(path) is already stored or conflicts with your own entries.")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
