import CycleCore
import JSON

extension JournalStore {
    /// The undo-history kind that marks an import, so `bloom undo` right after takes it back.
    static let importUndoKind = "import"

    /// Starts an import into `profile`: stores its batch row (one transaction).
    /// - Parameters:
    ///   - source: the format, e.g. "apple-health".
    ///   - fileName: the file's name, for the summary.
    ///   - started: the local time now, `YYYY-MM-DDTHH:MM:SS` (the caller's clock).
    package func beginImport(into profile: Profile, source: String, fileName: String, started: String) throws -> ImportBatch {
        try write {
            try db.run("INSERT INTO import_batches (profile_id, source, file_name, started) VALUES (?, ?, ?, ?)",
                       [profile.id, source, fileName, started])
            return ImportBatch(id: db.lastInsertRowID, profileID: profile.id, source: source, fileName: fileName,
                               started: started, finished: nil, tally: ImportTally())
        }
    }

    /// Marks `batch` finished with what it did, and notes it in the undo history so that
    /// `bloom undo` right after takes the whole import back.
    @discardableResult
    package func finishImport(_ batch: ImportBatch, tally: ImportTally, finished: String) throws -> ImportBatch {
        try write {
            try db.run("UPDATE import_batches SET finished = ?, counts = ? WHERE id = ?", [finished, tally.json.rendered(), batch.id])
            try db.run("INSERT INTO undo_log (profile_id, kind, row_id, before, summary) VALUES (?, ?, ?, NULL, ?)",
                       [batch.profileID, JournalStore.importUndoKind, batch.id, "import of \(batch.fileName)"])
            return ImportBatch(id: batch.id, profileID: batch.profileID, source: batch.source, fileName: batch.fileName,
                               started: batch.started, finished: finished, tally: tally)
        }
    }

    /// The imports into `profile`, newest first.
    package func importBatches(of profile: Profile) throws -> [ImportBatch] {
        try read {
            try db.query("SELECT id, profile_id, source, file_name, started, finished, counts FROM import_batches WHERE profile_id = ? ORDER BY id DESC",
                         [profile.id]) { row in
                let counts = (try? JSONValue(parsing: row.text(6) ?? "{}")) ?? .object([:])
                return ImportBatch(id: row.int64(0), profileID: row.int64(1), source: row.text(2) ?? "", fileName: row.text(3) ?? "",
                                   started: row.text(4) ?? "", finished: row.text(5), tally: ImportTally(json: counts))
            }
        }
    }

    /// The latest finished import into `profile`, for the assistant ("12 cycles came from Clue").
    package func lastImport(of profile: Profile) throws -> ImportBatch? {
        try importBatches(of: profile).first { $0.finished != nil }
    }

    /// How many of the profile's periods came from where: source names (e.g. "apple-health",
    /// "clue") and "bloom" for periods logged in Bloom, for "12 of your cycles came from Clue".
    package func periodSources(of profile: Profile) throws -> [String: Int] {
        try read {
            let rows = try db.query("SELECT coalesce(source, 'bloom'), count(*) FROM periods WHERE profile_id = ? GROUP BY 1", [profile.id]) {
                ($0.text(0) ?? "bloom", $0.int(1))
            }
            return Dictionary(rows, uniquingKeysWith: +)
        }
    }

    /// Whether the latest thing `bloom undo` would take back in `profile` is an import.
    package func lastUndoableIsImport(for profile: Profile) throws -> ImportBatch? {
        let batchID: Int64? = try read {
            let rows = try db.query("SELECT kind, row_id FROM undo_log WHERE profile_id = ? ORDER BY id DESC LIMIT 1", [profile.id]) {
                ($0.text(0) ?? "", $0.int64(1))
            }
            guard let last = rows.first, last.0 == JournalStore.importUndoKind else { return nil }
            return last.1
        }
        guard let batchID else { return nil }
        return try importBatches(of: profile).first { $0.id == batchID }
    }

    /// Removes everything the latest import into `profile` stored, and the import itself, in
    /// one transaction. Hand-logged records are never touched.
    /// - Returns: the import that was undone, or nil when there is none.
    @discardableResult
    package func undoLastImport(of profile: Profile) throws -> ImportBatch? {
        guard let batch = try importBatches(of: profile).first else { return nil }
        try undoImport(batch)
        return batch
    }

    /// Removes everything `batch` stored and the batch row, in one transaction.
    package func undoImport(_ batch: ImportBatch) throws {
        try write {
            for table in ["samples", "sleep_segments", "workouts", "periods", "daily_logs", "temperatures", "ovulation_tests"] {
                try db.run("DELETE FROM \(table) WHERE import_batch_id = ?", [batch.id])
            }
            try db.run("DELETE FROM undo_log WHERE kind = ? AND row_id = ?", [JournalStore.importUndoKind, batch.id])
            try db.run("DELETE FROM import_batches WHERE id = ?", [batch.id])
        }
    }
}
