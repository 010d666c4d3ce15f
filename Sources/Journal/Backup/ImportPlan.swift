import CycleCore
import JSON

/// How an import treats what is already stored.
package enum ImportMode: String, Sendable {
    /// Add new records and update those whose key matches; remove nothing.
    case merge
    /// Make the store hold exactly the backup: stored records and profiles missing from it are removed.
    case replace
}

/// What an import changes, profile by profile and kind by kind; computed before anything is
/// written, so `--dry-run` can show it and a bad merge can be refused whole.
package struct ImportPlan: Sendable {
    /// What happens to a profile.
    package enum ProfileAction: String, Sendable {
        /// It is new and will be created.
        case create
        /// It exists; its settings change.
        case update
        /// It exists with the same settings.
        case keep
        /// It is not in the backup and will be removed (replace only).
        case remove
    }

    /// How many records of one kind are added, updated, left as they are and removed.
    package struct Counts: Sendable, Equatable {
        /// Records added, changed, already the same, and removed.
        package var added = 0, updated = 0, unchanged = 0, removed = 0

        /// Whether any record changes.
        package var changes: Bool { added + updated + removed > 0 }
    }

    /// The changes to one profile.
    package struct ProfileChange: Sendable {
        /// The profile's name.
        package let name: String
        /// What happens to the profile itself.
        package let action: ProfileAction
        /// What happens to its records, by kind (kinds with no records are left out).
        package var counts: [RecordKind: Counts] = [:]
        let source: BackupProfile?
        let storedID: Int64?
        var inserts: [any StoredRecord] = []
        var updates: [(id: Int64, record: any StoredRecord)] = []

        /// Whether anything about the profile changes.
        package var changes: Bool { action != .keep || counts.values.contains { $0.changes } }
    }

    /// Merge or replace.
    package let mode: ImportMode
    /// The changes, profile by profile.
    package internal(set) var profiles: [ProfileChange] = []
    /// The active profile afterwards, when the import changes it.
    package internal(set) var newActiveProfile: String?
    /// Conflicts with what is stored (e.g. a period overlapping a stored one); the import is refused if any.
    package internal(set) var issues: [BackupIssue] = []

    /// Whether the import would change anything.
    package var changesAnything: Bool { newActiveProfile != nil || profiles.contains { $0.changes } }

    /// Totals over every profile and kind.
    package var totals: Counts {
        var total = Counts()
        for profile in profiles {
            for counts in profile.counts.values {
                total.added += counts.added
                total.updated += counts.updated
                total.unchanged += counts.unchanged
                total.removed += counts.removed
            }
        }
        return total
    }
}

/// What the store holds, read once for planning.
struct StoredState {
    struct Entry {
        let profile: Profile
        let records: [RecordKind: [(id: Int64, record: any StoredRecord)]]
    }

    var profiles: [Entry]
    var activeName: String?

    static let empty = StoredState(profiles: [], activeName: nil)
}

extension ImportPlan {
    /// Plans importing `backup` over `stored`.
    static func make(_ backup: Backup, over stored: StoredState, mode: ImportMode) -> ImportPlan {
        var plan = ImportPlan(mode: mode)
        let storedByName = Dictionary(stored.profiles.map { ($0.profile.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for source in backup.profiles {
            let existing = storedByName[source.profile.name.lowercased()]
            var change = ProfileChange(
                name: source.profile.name,
                action: existing == nil ? .create : (existing!.profile.sameSettings(as: source.profile) ? .keep : .update),
                source: source, storedID: existing?.profile.id)
            for kind in RecordKind.allCases where source.records[kind] != nil {
                plan.compare(kind, from: source, with: existing, into: &change)
            }
            plan.profiles.append(change)
        }
        if mode == .replace {
            let incoming = Set(backup.profiles.map { $0.profile.name.lowercased() })
            for entry in stored.profiles where !incoming.contains(entry.profile.name.lowercased()) {
                var change = ProfileChange(name: entry.profile.name, action: .remove, source: nil, storedID: entry.profile.id)
                for (kind, rows) in entry.records where !rows.isEmpty { change.counts[kind] = Counts(removed: rows.count) }
                plan.profiles.append(change)
            }
        }
        plan.newActiveProfile = plan.activeAfter(backup, stored: stored)
        return plan
    }

    private mutating func compare(_ kind: RecordKind, from source: BackupProfile, with existing: StoredState.Entry?,
                                  into change: inout ProfileChange) {
        let incoming = source.records[kind] ?? []
        let storedRows = existing?.records[kind] ?? []
        var storedByKey: [[JSONValue]: (id: Int64, record: any StoredRecord)] = [:]
        for row in storedRows { storedByKey[row.record.naturalKey] = row }
        var counts = Counts()
        var seen = Set<[JSONValue]>()
        for record in incoming {
            let key = record.naturalKey
            seen.insert(key)
            if let row = storedByKey[key] {
                if row.record.json == record.json {
                    counts.unchanged += 1
                } else {
                    counts.updated += 1
                    change.updates.append((row.id, record))
                }
            } else {
                counts.added += 1
                change.inserts.append(record)
            }
        }
        if mode == .replace { counts.removed = storedRows.filter { !seen.contains($0.record.naturalKey) }.count }
        if counts != Counts() { change.counts[kind] = counts }
        if kind == .period, mode == .merge, existing != nil { checkPeriods(incoming, stored: storedRows, profile: source) }
    }

    /// In a merge, the stored periods and the backup's must not overlap once combined.
    private mutating func checkPeriods(_ incoming: [any StoredRecord], stored: [(id: Int64, record: any StoredRecord)], profile: BackupProfile) {
        let fileIndex = Dictionary(incoming.enumerated().map { (($0.element as! PeriodRecord).start, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var combined: [Day: (PeriodRecord, Int?)] = [:]
        for row in stored { let period = row.record as! PeriodRecord; combined[period.start] = (period, nil) }
        for record in incoming { let period = record as! PeriodRecord; combined[period.start] = (period, fileIndex[period.start]) }
        let path = "profiles[\(profile.index)].periods"
        for pair in PeriodOverlap.find(in: Array(combined.values)) {
            let (fileSide, other) = pair.later.tag != nil ? (pair.later, pair.earlier) : (pair.earlier, pair.later)
            guard let index = fileSide.tag else { continue }
            let where_ = other.tag == nil ? "the stored period" : "the period"
            let otherRange = other.record.end.map { "\(other.record.start.iso) to \($0.iso)" } ?? "from \(other.record.start.iso)"
            issues.append(BackupIssue(path: "\(path)[\(index)]", message: "overlaps \(where_) \(otherRange) in profile '\(profile.profile.name)'"))
        }
    }

    /// The active profile after the import, when it changes.
    private func activeAfter(_ backup: Backup, stored: StoredState) -> String? {
        let surviving = (stored.profiles.map(\.profile.name).filter { name in
            !profiles.contains { $0.action == .remove && $0.name == name }
        } + profiles.filter { $0.action == .create }.map(\.name)).sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
        let wanted: String?
        switch mode {
        case .merge:
            wanted = stored.activeName ?? backup.activeProfile ?? surviving.first
        case .replace:
            wanted = backup.activeProfile
                ?? stored.activeName.flatMap { name in surviving.contains(name) ? name : nil }
                ?? surviving.first
        }
        guard let wanted else { return nil }
        let resolved = surviving.first { $0.lowercased() == wanted.lowercased() } ?? wanted
        return resolved == stored.activeName ? nil : resolved
    }
}
