import CycleCore
import JSON

/// Wellbeing measured by the person and typed in (`bloom log sleep|rhr|hrv|workout`), stored
/// next to imported data with the source "manual". One of each kind per day: logging it again
/// replaces it. Each change is noted in the undo history, so `bloom undo` takes it back.
extension JournalStore {
    /// The source name of hand-logged wellbeing rows.
    package static let manualSource = "manual"
    /// Undo-history kinds of hand-logged wellbeing rows start with this, then the table's name.
    static let manualUndoPrefix = "manual-"

    /// Stores a hand-logged measurement (resting heart rate, HRV, a breathing session, …) for
    /// `span.day`, replacing the one logged that day before (or, with `key`, the one with that key).
    /// - Parameter summary: what `bloom undo` says it took back.
    /// - Returns: true when it replaced an earlier value.
    @discardableResult
    package func logManualSample(_ kind: SampleKind, value: Double, span: ImportedSpan, key: String? = nil, summary: String? = nil,
                                for profile: Profile) throws -> Bool {
        let sourceKey = "manual:\(kind.rawValue):\(key ?? span.day.iso)"
        return try write {
            let before = try snapshot("samples", profile, sourceKey, extra: "value")
            try db.run("""
                INSERT INTO samples (profile_id, source, source_key, kind, start_utc, end_utc, utc_offset, day, value, unit)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (profile_id, source_key) DO UPDATE SET start_utc = excluded.start_utc, end_utc = excluded.end_utc,
                    utc_offset = excluded.utc_offset, day = excluded.day, value = excluded.value
                """, [profile.id, JournalStore.manualSource, sourceKey, kind.rawValue, span.start, span.end, span.utcOffset,
                      span.day.iso, value, kind.unit])
            try noteUndo("samples", profile, sourceKey, before: before, summary: summary ?? "\(kind.rawValue) \(decimalText(value)) on \(span.day.iso)")
            return before != nil
        }
    }

    /// Stores a hand-logged night of sleep ending on the morning `span.day`, replacing that morning's.
    /// - Returns: true when it replaced an earlier night.
    @discardableResult
    package func logManualSleep(_ span: ImportedSpan, summary: String? = nil, for profile: Profile) throws -> Bool {
        let sourceKey = "manual:sleep:\(span.day.iso)"
        return try write {
            let before = try snapshot("sleep_segments", profile, sourceKey, extra: nil)
            try db.run("""
                INSERT INTO sleep_segments (profile_id, source, source_key, stage, start_utc, end_utc, utc_offset, day)
                VALUES (?, ?, ?, 'asleep', ?, ?, ?, ?)
                ON CONFLICT (profile_id, source_key) DO UPDATE SET start_utc = excluded.start_utc, end_utc = excluded.end_utc,
                    utc_offset = excluded.utc_offset, day = excluded.day
                """, [profile.id, JournalStore.manualSource, sourceKey, span.start, span.end, span.utcOffset, span.day.iso])
            try noteUndo("sleep_segments", profile, sourceKey, before: before, summary: summary ?? "sleep ending \(span.day.iso)")
            return before != nil
        }
    }

    /// Stores a hand-logged workout with its effort (0–10). Each call adds one workout: two
    /// logged in the same second (a script, or the same class said twice) get keys "KEY",
    /// "KEY#2", …, never a refusal from the store.
    package func logManualWorkout(_ workout: Workout, effort: Double?, summary: String? = nil, for profile: Profile) throws {
        try write {
            var sourceKey = workout.sourceKey
            var copy = 1
            while try !db.query("SELECT 1 FROM workouts WHERE profile_id = ? AND source_key = ?", [profile.id, sourceKey], { _ in true }).isEmpty {
                copy += 1
                sourceKey = "\(workout.sourceKey)#\(copy)"
            }
            try db.run("""
                INSERT INTO workouts (profile_id, source, source_key, activity, start_utc, end_utc, utc_offset, day, duration_s, effort)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [profile.id, JournalStore.manualSource, sourceKey, workout.activity, workout.span.start, workout.span.end,
                      workout.span.utcOffset, workout.span.day.iso, workout.durationSeconds, effort])
            try noteUndo("workouts", profile, sourceKey, before: nil, summary: summary ?? "\(workout.activity) on \(workout.span.day.iso)")
        }
    }

    /// The efforts of hand-logged workouts on days `first...last`, by source key.
    package func workoutEfforts(from first: Day, through last: Day, of profile: Profile) throws -> [String: Double] {
        try read {
            let rows = try db.query("SELECT source_key, effort FROM workouts WHERE profile_id = ? AND day BETWEEN ? AND ? AND effort IS NOT NULL",
                                    [profile.id, first.iso, last.iso]) { row in (row.text(0) ?? "", row.double(1)) }
            return Dictionary(rows, uniquingKeysWith: { a, _ in a })
        }
    }

    /// Whether the latest thing `bloom undo` would take back in `profile` is a hand-logged
    /// wellbeing value logged on its own; its summary when it is. One logged with other records
    /// as one action (the items of one chat message) is taken back with them by `undoLast(for:)`.
    package func lastUndoableIsManualWellbeing(for profile: Profile) throws -> String? {
        try read {
            let rows = try db.query("SELECT kind, summary, action FROM undo_log WHERE profile_id = ? ORDER BY id DESC LIMIT 1", [profile.id]) {
                ($0.text(0) ?? "", $0.text(1) ?? "", $0[2])
            }
            guard let last = rows.first, last.0.hasPrefix(JournalStore.manualUndoPrefix), case .null = last.2 else { return nil }
            return last.1
        }
    }

    /// Takes back the latest hand-logged wellbeing change in `profile`: a new row is removed, a
    /// replaced one restored. One transaction.
    /// - Returns: what was undone and whether the row was removed; nil when the latest undoable
    ///   action is something else.
    package func undoManualWellbeing(for profile: Profile) throws -> (summary: String, removed: Bool)? {
        try write {
            let rows = try db.query("SELECT id, kind, row_id, before, summary FROM undo_log WHERE profile_id = ? ORDER BY id DESC LIMIT 1",
                                    [profile.id]) { row in
                (id: row.int64(0), kind: row.text(1) ?? "", rowID: row.int64(2), before: row.text(3), summary: row.text(4) ?? "")
            }
            guard let entry = rows.first, entry.kind.hasPrefix(JournalStore.manualUndoPrefix) else { return nil }
            try db.run("DELETE FROM undo_log WHERE id = ?", [entry.id])
            let removed = try undoManual(kind: entry.kind, rowID: entry.rowID, before: entry.before, profile: profile)
            return (entry.summary, removed)
        }
    }

    /// The record kind of a hand-logged undo entry's kind ("manual-workouts"), nil for other kinds.
    static func manualRecordKind(_ undoKind: String) -> RecordKind? {
        guard undoKind.hasPrefix(manualUndoPrefix) else { return nil }
        switch undoKind.dropFirst(manualUndoPrefix.count) {
        case "samples": return .handLoggedSample
        case "sleep_segments": return .handLoggedNight
        case "workouts": return .handLoggedWorkout
        default: return nil
        }
    }

    /// Takes back one hand-logged change inside the current transaction (its undo entry is
    /// already gone): a new row is removed, a replaced one restored.
    /// - Returns: true when the row was removed.
    func undoManual(kind: String, rowID: Int64, before: String?, profile: Profile) throws -> Bool {
        let table = String(kind.dropFirst(JournalStore.manualUndoPrefix.count))
        guard ["samples", "sleep_segments", "workouts"].contains(table) else {
            throw StoreError.corrupt(path: path, reason: "the undo history names an unknown table '\(table)'")
        }
        guard let text = before, case let .object(fields)? = try? JSONValue(parsing: text) else {
            try db.run("DELETE FROM \(table) WHERE id = ? AND profile_id = ?", [rowID, profile.id])
            return true
        }
        func number(_ key: String) -> Double? {
            switch fields[key] { case let .int(n)?: Double(n); case let .double(d)?: d; default: nil }
        }
        guard let start = number("start_utc"), let end = number("end_utc"), let offset = number("utc_offset"),
              case let .string(day)? = fields["day"] else {
            throw StoreError.corrupt(path: path, reason: "an undo snapshot of a hand-logged value cannot be read")
        }
        try db.run("UPDATE \(table) SET start_utc = ?, end_utc = ?, utc_offset = ?, day = ? WHERE id = ?",
                   [Int64(start), Int64(end), Int(offset), day, rowID])
        if let value = number("value") { try db.run("UPDATE \(table) SET value = ? WHERE id = ?", [value, rowID]) }
        return false
    }

    /// The row with `key` as JSON (its times, day and `extra` column), nil when there is none.
    private func snapshot(_ table: String, _ profile: Profile, _ key: String, extra: String?) throws -> String? {
        let columns = "start_utc, end_utc, utc_offset, day" + (extra.map { ", " + $0 } ?? "")
        let rows = try db.query("SELECT \(columns) FROM \(table) WHERE profile_id = ? AND source_key = ?", [profile.id, key]) { row -> JSONValue in
            var fields: [String: JSONValue] = ["start_utc": .int(Int(row.int64(0))), "end_utc": .int(Int(row.int64(1))),
                                               "utc_offset": .int(row.int(2)), "day": .string(row.text(3) ?? "")]
            if extra != nil { fields["value"] = .double(row.double(4)) }
            return .object(fields)
        }
        return rows.first?.rendered()
    }

    private func noteUndo(_ table: String, _ profile: Profile, _ key: String, before: String?, summary: String) throws {
        guard case let .integer(rowID) = try db.scalar("SELECT id FROM \(table) WHERE profile_id = ? AND source_key = ?", [profile.id, key]) else { return }
        try db.run("INSERT INTO undo_log (profile_id, kind, row_id, before, summary) VALUES (?, ?, ?, ?, ?)",
                   [profile.id, JournalStore.manualUndoPrefix + table, rowID, before, summary])
        try db.run("""
            DELETE FROM undo_log WHERE profile_id = ?1 AND id NOT IN
              (SELECT id FROM undo_log WHERE profile_id = ?1 ORDER BY id DESC LIMIT \(JournalStore.undoDepth))
            """, [profile.id])
    }
}
