import CycleCore

extension JournalStore {
    /// What importing `backup` would change, without writing anything.
    package func planImport(_ backup: Backup, mode: ImportMode) throws -> ImportPlan {
        try read { ImportPlan.make(backup, over: try snapshot(), mode: mode) }
    }

    /// What importing `backup` into a folder with no store yet would change.
    package static func planImport(_ backup: Backup, intoEmptyStore mode: ImportMode) -> ImportPlan {
        ImportPlan.make(backup, over: .empty, mode: mode)
    }

    /// Imports `backup` in one transaction: planned again under the write lock, refused whole
    /// if the plan has issues, and written only where something changes, so importing the same
    /// backup twice changes nothing the second time. The undo history of changed profiles is cleared.
    /// - Returns: the plan that was carried out.
    /// - Throws: `BackupIssues` for conflicts with stored records; `StoreError` for the file.
    @discardableResult
    package func importBackup(_ backup: Backup, mode: ImportMode) throws -> ImportPlan {
        try write {
            let plan = ImportPlan.make(backup, over: try snapshot(), mode: mode)
            if !plan.issues.isEmpty { throw BackupIssues(list: plan.issues) }
            for change in plan.profiles where change.changes {
                try apply(change, mode: mode)
            }
            if let name = plan.newActiveProfile, let profile = try findProfile(named: name) {
                try setActive(profile)
            }
            return plan
        }
    }

    private func apply(_ change: ImportPlan.ProfileChange, mode: ImportMode) throws {
        switch change.action {
        case .remove:
            try db.run("DELETE FROM profiles WHERE id = ?", [change.storedID!])
        case .create:
            let source = change.source!
            let profile = try insertProfile(source.profile)
            for record in change.inserts { try insert(record, profileID: profile.id) }
        case .update, .keep:
            let source = change.source!
            var profile = source.profile
            profile.id = change.storedID!
            if change.action == .update { try updateProfileRow(profile) }
            if mode == .replace {
                for kind in RecordKind.allCases where source.records[kind] != nil {
                    try db.run("DELETE FROM \(kind.table) WHERE \(kind.rowsCondition)", [profile.id])
                    for record in source.records[kind] ?? [] { try insert(record, profileID: profile.id) }
                }
            } else {
                // Updates first: they never move a period's start, so applying them before the
                // inserts keeps every intermediate state free of overlaps.
                for update in change.updates { try self.update(update.record, rowID: update.id) }
                for record in change.inserts { try insert(record, profileID: profile.id) }
            }
            try clearUndo(profileID: profile.id)
        }
    }

    /// Everything stored, for planning (inside a transaction).
    func snapshot() throws -> StoredState {
        let entries = try allProfiles().map { profile in
            var records: [RecordKind: [(id: Int64, record: any StoredRecord)]] = [:]
            for kind in RecordKind.allCases { records[kind] = try selectAll(kind: kind, profileID: profile.id) }
            return StoredState.Entry(profile: profile, records: records)
        }
        return StoredState(profiles: entries, activeName: try currentProfile()?.name)
    }
}
