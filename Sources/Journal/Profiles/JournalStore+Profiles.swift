import CycleCore

extension JournalStore {
    /// Every profile, by name.
    package func profiles() throws -> [Profile] {
        try read { try allProfiles() }
    }

    /// The profile named `name` (ignoring case), or nil.
    package func profile(named name: String) throws -> Profile? {
        try read { try findProfile(named: name) }
    }

    /// The profile commands use when none is named: the one last chosen with `use`, else the
    /// first by name; nil when there are none.
    package func activeProfile() throws -> Profile? {
        try read { try currentProfile() }
    }

    /// The profile to log into: `name` when given (it must exist), else the active one. On a
    /// store with no profiles, creates the default profile ("me", cycle mode).
    /// - Returns: the profile and whether it was just created.
    /// - Throws: `JournalError.noSuchProfile` for an unknown `name`.
    package func profileForLogging(named name: String? = nil, today: Day) throws -> (profile: Profile, created: Bool) {
        try write {
            if let name {
                guard let profile = try findProfile(named: name) else { throw try noSuchProfile(name) }
                return (profile, false)
            }
            if let profile = try currentProfile() { return (profile, false) }
            let profile = try insertProfile(Profile(name: Profile.defaultName, created: today))
            try setActive(profile)
            return (profile, true)
        }
    }

    /// The profile named `name`, or the active one; nil when there is no profile at all.
    /// - Throws: `JournalError.noSuchProfile` for an unknown `name`.
    package func chosenProfile(named name: String?) throws -> Profile? {
        try read {
            guard let name else { return try currentProfile() }
            guard let profile = try findProfile(named: name) else { throw try noSuchProfile(name) }
            return profile
        }
    }

    /// Stores a new profile; the first profile also becomes the active one.
    /// - Throws: `JournalError.invalid` for a bad setting, `.profileExists` for a taken name.
    @discardableResult
    package func addProfile(_ profile: Profile) throws -> Profile {
        try write {
            let stored = try insertProfile(profile)
            if try allProfiles().count == 1 { try setActive(stored) }
            return stored
        }
    }

    /// Makes `name` the profile commands use from now on.
    @discardableResult
    package func useProfile(named name: String) throws -> Profile {
        try write {
            guard let profile = try findProfile(named: name) else { throw try noSuchProfile(name) }
            try setActive(profile)
            return profile
        }
    }

    /// Renames a profile; its records stay with it.
    @discardableResult
    package func renameProfile(_ name: String, to newName: String) throws -> Profile {
        try write {
            guard var profile = try findProfile(named: name) else { throw try noSuchProfile(name) }
            if let problem = Profile.nameProblem(newName) { throw JournalError.invalid(problem) }
            if let other = try findProfile(named: newName), other.id != profile.id {
                throw JournalError.profileExists(name: other.name)
            }
            profile.name = newName
            try db.run("UPDATE profiles SET name = ? WHERE id = ?", [newName, profile.id])
            return profile
        }
    }

    /// Changes a stored profile's settings (matched by id).
    /// - Throws: `JournalError.invalid` for a bad setting.
    package func updateProfile(_ profile: Profile) throws {
        if let problem = profile.problems.first { throw JournalError.invalid(problem) }
        try write { try updateProfileRow(profile) }
    }

    /// Deletes a profile and, through the schema's cascades, every record it holds.
    /// - Returns: the removed profile, how many records went with it, and the profile that is
    ///   active afterwards.
    package func removeProfile(named name: String) throws -> (removed: Profile, records: Int, active: Profile?) {
        try write {
            guard let profile = try findProfile(named: name) else { throw try noSuchProfile(name) }
            let records = try recordCounts(profileID: profile.id).values.reduce(0, +)
            try db.run("DELETE FROM profiles WHERE id = ?", [profile.id])
            return (profile, records, try currentProfile())
        }
    }

    /// How many records of each kind `profile` holds.
    package func recordCounts(of profile: Profile) throws -> [RecordKind: Int] {
        try read { try recordCounts(profileID: profile.id) }
    }

    // MARK: - Inside a transaction

    func allProfiles() throws -> [Profile] {
        try db.query("SELECT \(Profile.columns) FROM profiles ORDER BY name COLLATE NOCASE, name") {
            try profile(from: $0)
        }
    }

    /// The profile whose name is the same as `name` under `Profile.sameName` (case and
    /// Unicode normalisation aside), compared in Swift because SQLite compares bytes.
    func findProfile(named name: String) throws -> Profile? {
        try allProfiles().first { Profile.sameName($0.name, name) }
    }

    func currentProfile() throws -> Profile? {
        if case let .text(text) = try db.scalar("SELECT value FROM meta WHERE key = 'active_profile'"), let id = Int64(text) {
            let found = try db.query("SELECT \(Profile.columns) FROM profiles WHERE id = ?", [id]) {
                try profile(from: $0)
            }
            if let profile = found.first { return profile }
        }
        return try allProfiles().first
    }

    func setActive(_ profile: Profile) throws {
        try db.run("INSERT INTO meta (key, value) VALUES ('active_profile', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                   [String(profile.id)])
    }

    func insertProfile(_ profile: Profile) throws -> Profile {
        if let problem = profile.problems.first { throw JournalError.invalid(problem) }
        if let existing = try findProfile(named: profile.name) { throw JournalError.profileExists(name: existing.name) }
        try db.run("""
            INSERT INTO profiles (name, color, mode, units, water_goal_ml, created, typical_cycle_length, goals, conditions,
                                  breathing_reminder, journaling_reminder, step_goal, active_energy_goal, exercise_goal)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [profile.name, profile.color, profile.mode.rawValue, profile.units.rawValue, profile.waterGoalMl, profile.created,
                  profile.typicalCycleLength] + profile.preferenceValues)
        var stored = profile
        stored.id = db.lastInsertRowID
        return stored
    }

    func updateProfileRow(_ profile: Profile) throws {
        try db.run("""
            UPDATE profiles SET name = ?, color = ?, mode = ?, units = ?, water_goal_ml = ?, created = ?, typical_cycle_length = ?,
                goals = ?, conditions = ?, breathing_reminder = ?, journaling_reminder = ?, step_goal = ?, active_energy_goal = ?,
                exercise_goal = ?
            WHERE id = ?
            """, [profile.name, profile.color, profile.mode.rawValue, profile.units.rawValue, profile.waterGoalMl, profile.created,
                  profile.typicalCycleLength] + profile.preferenceValues + [profile.id])
    }

    func recordCounts(profileID: Int64) throws -> [RecordKind: Int] {
        var counts: [RecordKind: Int] = [:]
        for kind in RecordKind.allCases {
            if case let .integer(count) = try db.scalar("SELECT count(*) FROM \(kind.table) WHERE \(kind.rowsCondition)", [profileID]) {
                counts[kind] = Int(count)
            }
        }
        return counts
    }

    func noSuchProfile(_ name: String) throws -> JournalError {
        .noSuchProfile(name: name, known: try allProfiles().map(\.name))
    }

    private func profile(from row: SQLiteRow) throws -> Profile {
        guard let name = row.text(1), let color = row.text(2),
              let mode = row.text(3).flatMap(Mode.init(rawValue:)),
              let units = row.text(4).flatMap(UnitSystem.init(rawValue:)),
              let created = row.text(6).flatMap(Day.init)
        else {
            throw StoreError.corrupt(path: path, reason: "profile row \(row.int64(0)) cannot be read")
        }
        var profile = Profile(name: name, color: color, mode: mode, units: units, waterGoalMl: row.int(5), created: created)
        if case let .integer(length) = row[7] { profile.typicalCycleLength = Int(length) }
        do {
            try profile.readPreferences(row, from: 8)
        } catch {
            throw StoreError.corrupt(path: path, reason: "profile row \(row.int64(0)): \(error)")
        }
        profile.id = row.int64(0)
        return profile
    }
}

extension JournalStore {
    /// The most recent entry of `profile` on or before `today` by its own date (the first day
    /// or time field of its kind): the kind and the day, or nil when nothing is logged.
    /// Bloom's own bookkeeping (period-end questions shown), pregnancies (dated by their last
    /// period) and appointments (dated when they happen) do not count.
    package func latestEntry(of profile: Profile, asOf today: Day) throws -> (kind: RecordKind, day: Day)? {
        try read {
            var latest: (kind: RecordKind, day: Day)?
            for kind in RecordKind.allCases where kind.isUndoable && kind != .pregnancy && kind != .appointment {
                guard let field = kind.recordType.fields.first(where: { $0.type == .day || $0.type == .timestamp }) else { continue }
                let values = try db.query("SELECT max(\"\(field.column)\") FROM \(kind.table) WHERE \(kind.rowsCondition) AND substr(\"\(field.column)\", 1, 10) <= ?",
                                          [profile.id, today.iso]) { $0.text(0) }
                guard let text = values.first ?? nil, let day = try? Day(iso: String(text.prefix(10))) else { continue }
                if latest == nil || day > latest!.day { latest = (kind, day) }
            }
            return latest
        }
    }
}
