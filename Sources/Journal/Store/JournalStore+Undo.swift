import CycleCore
import JSON

/// What `bloom undo` took back.
package struct UndoResult: Sendable, Equatable, CustomStringConvertible {
    /// The kind of record that was changed back.
    package let kind: RecordKind
    /// What the undone action had logged, e.g. "water 250 ml at 2026-11-02 09:00".
    package let summary: String
    /// Whether the record was removed (it was new) rather than restored to how it was.
    package let removed: Bool
    /// The record as it is again after a restore, e.g. "period 2026-11-03, ongoing"; nil when
    /// the record was removed.
    package let restored: String?
    /// The other records taken back with this one because one action wrote them together
    /// (the items of one chat message), oldest first; empty for a single record.
    package let together: [UndoResult]

    package init(kind: RecordKind, summary: String, removed: Bool, restored: String? = nil, together: [UndoResult] = []) {
        self.kind = kind
        self.summary = summary
        self.removed = removed
        self.restored = restored
        self.together = together
    }

    /// One line for people: what was taken back and, after a restore, what stands again; the
    /// records of one action are listed oldest first.
    package var description: String {
        (together + [UndoResult(kind: kind, summary: summary, removed: removed, restored: restored)]).map(\.line).joined(separator: "; ")
    }

    private var line: String {
        guard !removed, let restored else { return summary }
        return "\(summary), back to \(restored)"
    }
}

extension JournalStore {
    /// How many actions each profile can undo.
    package static let undoDepth = 100

    /// Takes back the last thing logged for `profile`: a new record is removed, a changed one
    /// restored to how it was before. Everything written as one action (`asOneAction(for:_:)`,
    /// e.g. the items of one chat message) is taken back together. One transaction. Imports
    /// are taken back whole by `undoLastImport(of:)` (see `lastUndoableIsImport(for:)`) and
    /// hand-logged wellbeing values logged on their own by `undoManualWellbeing(for:)`, not
    /// here; one logged in an action with other records goes back with them.
    /// - Parameter only: when given, only the records of the last action whose summary it
    ///   accepts are taken back ("undo the water" after a run and water logged together); the
    ///   others stay, for a later undo. When it accepts none, the whole action is taken back.
    /// - Returns: what was undone (the last record, with the others of its action in
    ///   `together`), or nil when there is nothing to undo.
    package func undoLast(for profile: Profile, only: ((String) -> Bool)? = nil) throws -> UndoResult? {
        try write {
            let undoable = JournalStore.undoableByUndoLast
            let columns = "SELECT id, kind, row_id, before, summary, action FROM undo_log"
            let read = { (row: SQLiteRow) in
                UndoEntry(id: row.int64(0), kind: row.text(1) ?? "", rowID: row.int64(2), before: row.text(3), summary: row.text(4) ?? "",
                          action: { if case let .integer(value) = row[5] { value } else { nil } }())
            }
            guard let last = try db.query("\(columns) WHERE \(undoable) ORDER BY id DESC LIMIT 1", [profile.id], read).first else { return nil }
            var entries = try last.action.map { action in
                try db.query("\(columns) WHERE \(undoable) AND action = ? ORDER BY id DESC", [profile.id, action], read)
            } ?? [last]
            if let only, entries.contains(where: { only($0.summary) }) { entries.removeAll { !only($0.summary) } }
            // Newest first, so a record changed twice in one action ends as it was before it.
            // One result per record: its latest summary, and how its oldest entry in the action
            // left it (removed, or restored to what it was before the action).
            var perRecord: [(kind: String, rowID: Int64, latest: UndoResult, oldest: UndoResult)] = []
            for entry in entries {
                try db.run("DELETE FROM undo_log WHERE id = ?", [entry.id])
                let result = try undo(entry, profile: profile)
                if let index = perRecord.firstIndex(where: { $0.kind == entry.kind && $0.rowID == entry.rowID }) {
                    perRecord[index].oldest = result
                } else {
                    perRecord.append((entry.kind, entry.rowID, result, result))
                }
            }
            let net = perRecord.reversed().map {
                UndoResult(kind: $0.latest.kind, summary: $0.latest.summary, removed: $0.oldest.removed, restored: $0.oldest.restored)
            }
            guard let newest = net.last else { return nil }
            return UndoResult(kind: newest.kind, summary: newest.summary, removed: newest.removed, restored: newest.restored,
                              together: Array(net.dropLast()))
        }
    }

    /// What `undoLast(for:)` would take back, without taking it: the summaries of the latest
    /// action's records, newest first; empty when there is nothing to undo.
    package func lastUndoableSummaries(for profile: Profile) throws -> [String] {
        try read {
            let undoable = JournalStore.undoableByUndoLast
            let rows = try db.query("SELECT summary, action FROM undo_log WHERE \(undoable) ORDER BY id DESC LIMIT 1", [profile.id]) { row in
                (row.text(0) ?? "", { if case let .integer(value) = row[1] { value } else { nil } }() as Int64?)
            }
            guard let last = rows.first else { return [] }
            guard let action = last.1 else { return [last.0] }
            return try db.query("SELECT summary FROM undo_log WHERE \(undoable) AND action = ? ORDER BY id DESC", [profile.id, action]) { $0.text(0) ?? "" }
        }
    }

    /// The undo entries `undoLast(for:)` takes back (after `profile_id = ?`): not imports, and
    /// hand-logged wellbeing only when it was logged in an action with other records.
    static let undoableByUndoLast = "profile_id = ? AND kind <> 'import' AND (kind NOT LIKE 'manual-%' OR action IS NOT NULL)"

    /// Runs `body`, which logs several things, as one action: in one transaction, and taken back
    /// by one `undoLast(for:)`.
    package func asOneAction<T>(for profile: Profile, _ body: () throws -> T) throws -> T {
        try write {
            let before = try db.query("SELECT COALESCE(MAX(id), 0) FROM undo_log", []) { $0.int64(0) }.first ?? 0
            let result = try body()
            try db.run("""
                UPDATE undo_log SET action = (SELECT MIN(id) FROM undo_log WHERE profile_id = ?1 AND id > ?2)
                WHERE profile_id = ?1 AND id > ?2
                """, [profile.id, before])
            return result
        }
    }

    private struct UndoEntry {
        let id: Int64
        let kind: String
        let rowID: Int64
        let before: String?
        let summary: String
        let action: Int64?
    }

    /// Takes back one undo entry inside the current transaction.
    private func undo(_ entry: UndoEntry, profile: Profile) throws -> UndoResult {
        if let manual = JournalStore.manualRecordKind(entry.kind) {
            let removed = try undoManual(kind: entry.kind, rowID: entry.rowID, before: entry.before, profile: profile)
            return UndoResult(kind: manual, summary: entry.summary, removed: removed)
        }
        guard let kind = RecordKind(rawValue: entry.kind) else {
            throw StoreError.corrupt(path: path, reason: "the undo history names an unknown kind '\(entry.kind)'")
        }
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
