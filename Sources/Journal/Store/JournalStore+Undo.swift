import CycleCore

/// What `bloom undo` took back.
public struct UndoResult: Sendable, Equatable, CustomStringConvertible {
    /// The kind of record that was changed back.
    public let kind: RecordKind
    /// What the undone action had logged, e.g. "water 250 ml at 2026-11-02 09:00".
    public let summary: String
    /// Whether the record was removed (it was new) rather than restored to how it was.
    public let removed: Bool
    /// The record as it is again after a restore, e.g. "period 2026-11-03, ongoing"; nil when
    /// the record was removed.
    public let restored: String?

    public init(kind: RecordKind, summary: String, removed: Bool, restored: String? = nil) {
        self.kind = kind
        self.summary = summary
        self.removed = removed
        self.restored = restored
    }

    /// One line for people: what was taken back and, after a restore, what stands again.
    public var description: String {
        guard !removed, let restored else { return summary }
        return "\(summary), back to \(restored)"
    }
}

extension JournalStore {
    /// How many actions each profile can undo.
    public static let undoDepth = 100

    /// Takes back the last thing logged for `profile`: a new record is removed, a changed one
    /// restored to how it was before. One transaction. Imports are taken back whole by
    /// `undoLastImport(of:)` (see `lastUndoableIsImport(for:)`) and hand-logged wellbeing values by
    /// `undoManualWellbeing(for:)`, not here.
    /// - Returns: what was undone, or nil when there is nothing to undo.
    public func undoLast(for profile: Profile) throws -> UndoResult? {
        try write {
            let entries = try db.query("SELECT id, kind, row_id, before, summary FROM undo_log WHERE profile_id = ? AND kind <> 'import' AND kind NOT LIKE 'manual-%' ORDER BY id DESC LIMIT 1",
                                       [profile.id]) { row in
                (id: row.int64(0), kind: row.text(1) ?? "", rowID: row.int64(2), before: row.text(3), summary: row.text(4) ?? "")
            }
            guard let entry = entries.first else { return nil }
            guard let kind = RecordKind(rawValue: entry.kind) else {
                throw StoreError.corrupt(path: path, reason: "the undo history names an unknown kind '\(entry.kind)'")
            }
            try db.run("DELETE FROM undo_log WHERE id = ?", [entry.id])
            guard let before = entry.before else {
                try delete(kind: kind, rowID: entry.rowID)
                return UndoResult(kind: kind, summary: entry.summary, removed: true)
            }
            func restore<R: StoredRecord>(_ type: R.Type) throws -> String {
                guard let json = try? JSONValue(parsing: before), case let .success(record) = R.decode(json) else {
                    throw StoreError.corrupt(path: path, reason: "an undo snapshot of a \(kind.noun) cannot be read")
                }
                if try select(R.self, rowID: entry.rowID) != nil {
                    try update(record, rowID: entry.rowID)
                } else {
                    try insert(record, profileID: profile.id)
                }
                return record.summary
            }
            let restored = try restore(kind.recordType)
            return UndoResult(kind: kind, summary: entry.summary, removed: false, restored: restored)
        }
    }

    /// Notes, inside the current transaction, how to take back a change to row `rowID`.
    /// - Parameter before: the record as it was, or nil when the row is new.
    func recordUndo(profileID: Int64, kind: RecordKind, rowID: Int64, before: (any StoredRecord)?, summary: String) throws {
        guard kind.isUndoable else { return }
        try db.run("INSERT INTO undo_log (profile_id, kind, row_id, before, summary) VALUES (?, ?, ?, ?, ?)",
                   [profileID, kind.rawValue, rowID, before.map { $0.json.rendered() }, summary])
        try db.run("""
            DELETE FROM undo_log WHERE profile_id = ?1 AND id NOT IN
              (SELECT id FROM undo_log WHERE profile_id = ?1 ORDER BY id DESC LIMIT \(JournalStore.undoDepth))
            """, [profileID])
    }

    /// Forgets the undo history of `profileID` (after an import rewrote its records).
    func clearUndo(profileID: Int64) throws {
        try db.run("DELETE FROM undo_log WHERE profile_id = ?", [profileID])
    }
}
