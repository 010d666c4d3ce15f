import CycleCore

/// Wellbeing measured by the person and typed in (`bloom log sleep|rhr|hrv|workout`), stored
/// next to imported data with the source "manual". One of each kind per day: logging it again
/// replaces it.
extension JournalStore {
    /// The source name of hand-logged wellbeing rows.
    public static let manualSource = "manual"

    /// Stores a hand-logged measurement (resting heart rate, HRV, a breathing session, …) for
    /// `span.day`, replacing the one logged that day before (or, with `key`, the one with that key).
    /// - Returns: true when it replaced an earlier value.
    @discardableResult
    public func logManualSample(_ kind: SampleKind, value: Double, span: ImportedSpan, key: String? = nil, for profile: Profile) throws -> Bool {
        let sourceKey = "manual:\(kind.rawValue):\(key ?? span.day.iso)"
        return try write {
            let replaced = try exists("samples", profile, sourceKey)
            try db.run("""
                INSERT INTO samples (profile_id, source, source_key, kind, start_utc, end_utc, utc_offset, day, value, unit)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (profile_id, source_key) DO UPDATE SET start_utc = excluded.start_utc, end_utc = excluded.end_utc,
                    utc_offset = excluded.utc_offset, day = excluded.day, value = excluded.value
                """, [profile.id, JournalStore.manualSource, sourceKey, kind.rawValue, span.start, span.end, span.utcOffset,
                      span.day.iso, value, kind.unit])
            return replaced
        }
    }

    /// Stores a hand-logged night of sleep ending on the morning `span.day`, replacing that morning's.
    /// - Returns: true when it replaced an earlier night.
    @discardableResult
    public func logManualSleep(_ span: ImportedSpan, for profile: Profile) throws -> Bool {
        let sourceKey = "manual:sleep:\(span.day.iso)"
        return try write {
            let replaced = try exists("sleep_segments", profile, sourceKey)
            try db.run("""
                INSERT INTO sleep_segments (profile_id, source, source_key, stage, start_utc, end_utc, utc_offset, day)
                VALUES (?, ?, ?, 'asleep', ?, ?, ?, ?)
                ON CONFLICT (profile_id, source_key) DO UPDATE SET start_utc = excluded.start_utc, end_utc = excluded.end_utc,
                    utc_offset = excluded.utc_offset, day = excluded.day
                """, [profile.id, JournalStore.manualSource, sourceKey, span.start, span.end, span.utcOffset, span.day.iso])
            return replaced
        }
    }

    /// Stores a hand-logged workout with its effort (0–10). Each call adds one workout.
    public func logManualWorkout(_ workout: Workout, effort: Double?, for profile: Profile) throws {
        try write {
            try db.run("""
                INSERT INTO workouts (profile_id, source, source_key, activity, start_utc, end_utc, utc_offset, day, duration_s, effort)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [profile.id, JournalStore.manualSource, workout.sourceKey, workout.activity, workout.span.start, workout.span.end,
                      workout.span.utcOffset, workout.span.day.iso, workout.durationSeconds, effort])
        }
    }

    /// The efforts of hand-logged workouts on days `first...last`, by source key.
    public func workoutEfforts(from first: Day, through last: Day, of profile: Profile) throws -> [String: Double] {
        try read {
            let rows = try db.query("SELECT source_key, effort FROM workouts WHERE profile_id = ? AND day BETWEEN ? AND ? AND effort IS NOT NULL",
                                    [profile.id, first.iso, last.iso]) { row in (row.text(0) ?? "", row.double(1)) }
            return Dictionary(rows, uniquingKeysWith: { a, _ in a })
        }
    }

    private func exists(_ table: String, _ profile: Profile, _ key: String) throws -> Bool {
        if case let .integer(n) = try db.scalar("SELECT count(*) FROM \(table) WHERE profile_id = ? AND source_key = ?", [profile.id, key]) { return n > 0 }
        return false
    }
}
