extension JournalStore {
    /// Writes a consistent copy of the whole database to `path` (SQLite's `VACUUM INTO`),
    /// e.g. before an import. The file must not exist yet.
    /// - Throws: `StoreError` when the copy cannot be written (disk full, folder missing).
    package func copyDatabase(to path: String) throws {
        do {
            try db.execute("VACUUM INTO '\(path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''"))'")
        } catch {
            throw StoreError(error, path: path)
        }
    }
}
