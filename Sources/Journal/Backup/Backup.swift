import CycleCore
import JSON

/// A backup of the journal: profiles' settings and records, as JSON that reads back into the
/// same state. Rendering is deterministic: keys sorted, records sorted by their key, days as
/// `YYYY-MM-DD`, and nothing about the export itself (no export time), so the same data always
/// gives the same bytes.
package struct Backup: Sendable {
    /// The value of the `format` key.
    package static let format = "bloom-backup"
    /// The version of the format this build writes (it reads this one and every earlier one).
    /// Version 2 added hand-logged measurements, nights and workouts.
    package static let version = 2

    /// The profile commands use when none is named, if any.
    package var activeProfile: String?
    /// The profiles, with their records.
    package var profiles: [BackupProfile]

    package init(activeProfile: String?, profiles: [BackupProfile]) {
        self.activeProfile = activeProfile
        self.profiles = profiles
    }

    /// The backup as a JSON value.
    package var json: JSONValue {
        let sorted = profiles.sorted { ($0.profile.name.lowercased(), $0.profile.name) < ($1.profile.name.lowercased(), $1.profile.name) }
        return .object([
            "format": .string(Backup.format),
            "version": .int(Backup.version),
            "activeProfile": .text(activeProfile),
            "profiles": .array(sorted.map(\.json)),
        ])
    }

    /// The backup file's text: indented JSON ending in a newline.
    package func rendered() -> String { json.rendered(pretty: true) + "\n" }

    /// How many records the backup holds, over all profiles.
    package var recordCount: Int { profiles.map(\.recordCount).reduce(0, +) }
}

/// One profile in a backup: its settings and its records of every kind.
package struct BackupProfile: Sendable {
    /// The profile's settings.
    package var profile: Profile
    /// The records of each kind, in the order they were read. A kind the backup's version did
    /// not have yet is absent (not empty): importing it leaves that kind's stored records alone.
    package var records: [RecordKind: [any StoredRecord]]
    /// The profile's position in the file it was read from (for error paths).
    package var index: Int

    package init(profile: Profile, records: [RecordKind: [any StoredRecord]], index: Int = 0) {
        self.profile = profile
        self.records = records
        self.index = index
    }

    /// How many records the profile holds.
    package var recordCount: Int { records.values.map(\.count).reduce(0, +) }

    /// Settings and one list per kind, each sorted by the records' keys.
    var json: JSONValue {
        var members = profile.settingsJSON
        for kind in RecordKind.allCases where records[kind] != nil {
            let list = records[kind]!.sorted { keyPrecedes($0.naturalKey, $1.naturalKey) }
            members[kind.backupKey] = .array(list.map(\.json))
        }
        return .object(members)
    }
}

/// Whether natural key `a` sorts before `b`: texts by their characters (days and moments sort
/// by time), numbers by value.
func keyPrecedes(_ a: [JSONValue], _ b: [JSONValue]) -> Bool {
    for (left, right) in zip(a, b) where left != right {
        switch (left, right) {
        case let (.string(x), .string(y)): return x < y
        case let (.int(x), .int(y)): return x < y
        default: return left.rendered() < right.rendered()
        }
    }
    return a.count < b.count
}
