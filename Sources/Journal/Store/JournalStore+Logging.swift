import CycleCore

/// What logging did to the store.
package enum LogChange: String, Sendable {
    /// A new record was stored.
    case added
    /// A record with the same key was changed.
    case updated
    /// The same record was already stored; nothing was written.
    case unchanged
}

/// The result of logging one record.
package struct Logged<R: StoredRecord>: Sendable {
    /// The record as stored now.
    package let record: R
    /// The record with the same key before, if there was one.
    package let previous: R?
    /// Whether the record was added, changed or already stored.
    package let change: LogChange

    package init(record: R, previous: R?, change: LogChange) {
        self.record = record
        self.previous = previous
        self.change = change
    }
}

extension JournalStore {
    /// Stores `record` for `profile`, replacing a record with the same key (e.g. the same day's
    /// weight). One transaction; `bloom undo` can take it back.
    /// - Throws: `JournalError.invalid` naming the first rule the record breaks.
    package func log<R: StoredRecord>(_ record: R, for profile: Profile, today: Day) throws -> Logged<R> {
        try write { try upsert(record, profileID: profile.id, today: today) { _, new in new } }
    }

    /// Logs a day, merging into what is already logged for it (moods and symptoms are added).
    package func logDay(_ log: DailyLog, for profile: Profile, today: Day) throws -> Logged<DailyLog> {
        try write { try upsert(log, profileID: profile.id, today: today) { old, new in old.merging(new) } }
    }

    /// Logs water; a second entry at the same moment adds to the first.
    package func logWater(_ entry: WaterIntake, for profile: Profile, today: Day) throws -> Logged<WaterIntake> {
        try write {
            try upsert(entry, profileID: profile.id, today: today) { old, new in
                WaterIntake(at: old.at, milliliters: old.milliliters + new.milliliters)
            }
        }
    }

    /// Logs a lifestyle entry, merging into an entry at the same moment (counts add up).
    package func logLifestyle(_ entry: LifestyleEntry, for profile: Profile, today: Day) throws -> Logged<LifestyleEntry> {
        try write { try upsert(entry, profileID: profile.id, today: today) { old, new in old.merging(new) } }
    }

    /// The water logged on `day`, in millilitres.
    package func waterTotal(on day: Day, for profile: Profile) throws -> Int {
        try read {
            let total = try db.scalar("SELECT coalesce(sum(ml), 0) FROM water_intake WHERE profile_id = ? AND substr(at, 1, 10) = ?",
                                      [profile.id, day.iso])
            if case let .integer(value) = total { return Int(value) }
            return 0
        }
    }

    /// The period-end prompts already shown for the period that started on `cycleStart` (1, 2 or both).
    package func periodEndPromptsShown(since cycleStart: Day, for profile: Profile) throws -> [Int] {
        try records(PeriodEndPrompt.self, of: profile).filter { $0.cycleStart == cycleStart }.map(\.number).sorted()
    }

    /// Inside a transaction: stores `record`, combining it with a stored record of the same key
    /// through `combine(old, new)`, checks the result and notes how to undo it.
    func upsert<R: StoredRecord>(_ record: R, profileID: Int64, today: Day, combine: (R, R) -> R) throws -> Logged<R> {
        if let existing = try find(sameKeyAs: record, profileID: profileID) {
            let merged = combine(existing.record, record)
            try check(merged, today: today, alreadyStored: existing.record)
            if merged == existing.record { return Logged(record: merged, previous: existing.record, change: .unchanged) }
            try update(merged, rowID: existing.id)
            try recordUndo(profileID: profileID, kind: R.kind, rowID: existing.id, before: existing.record, summary: merged.summary)
            return Logged(record: merged, previous: existing.record, change: .updated)
        }
        try check(record, today: today)
        let rowID = try insert(record, profileID: profileID)
        try recordUndo(profileID: profileID, kind: R.kind, rowID: rowID, before: nil, summary: record.summary)
        return Logged(record: record, previous: nil, change: .added)
    }

    /// Inside a transaction: replaces the record in row `rowID` with `record`, noting how to undo it.
    func replace<R: StoredRecord>(rowID: Int64, old: R, with record: R, profileID: Int64, today: Day) throws -> Logged<R> {
        try check(record, today: today, alreadyStored: old)
        if record == old { return Logged(record: record, previous: old, change: .unchanged) }
        try update(record, rowID: rowID)
        try recordUndo(profileID: profileID, kind: R.kind, rowID: rowID, before: old, summary: record.summary)
        return Logged(record: record, previous: old, change: .updated)
    }

    /// Throws the first rule `record` breaks, leaving out problems `alreadyStored` had too (a
    /// note stored before a rule existed does not stop the person adding to that day).
    func check<R: StoredRecord>(_ record: R, today: Day, alreadyStored: R? = nil) throws {
        let old = alreadyStored.map { $0.validationProblems(today: today) } ?? []
        if let problem = record.validationProblems(today: today).first(where: { !old.contains($0) }) { throw JournalError.invalid(problem) }
    }
}
