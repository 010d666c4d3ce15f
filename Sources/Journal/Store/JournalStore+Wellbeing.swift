import CycleCore
import JSON

/// Reading back imported wellbeing data (samples, sleep, workouts) for the scores.
extension JournalStore {
    /// The profile's samples of `kind` whose local day is in `first...last`, oldest first.
    package func samples(_ kind: SampleKind, from first: Day, through last: Day, of profile: Profile) throws -> [WellbeingSample] {
        try read {
            try db.query("""
                SELECT source, source_key, start_utc, end_utc, utc_offset, day, value, minimum, maximum, count, detail
                FROM samples WHERE profile_id = ? AND kind = ? AND day BETWEEN ? AND ? ORDER BY start_utc, id
                """, [profile.id, kind.rawValue, first.iso, last.iso]) { row in
                let detail = row.text(10).flatMap { try? JSONValue(parsing: $0) }
                var bpm: [Double]?
                var timing: GlucoseTiming?
                switch detail {
                case let .array(items)?:
                    bpm = items.compactMap { item in
                        switch item { case let .int(n): Double(n); case let .double(d): d; default: nil }
                    }
                case let .object(members)?:
                    if case let .string(word)? = members["timing"] { timing = GlucoseTiming(rawValue: word) }
                default: break
                }
                return WellbeingSample(kind: kind, span: span(row, 2), value: row.double(6), minimum: row.optionalDouble(7),
                                       maximum: row.optionalDouble(8), count: row.optionalInt(9), beatsPerMinute: bpm,
                                       mealTiming: timing, source: row.text(0) ?? "", sourceKey: row.text(1) ?? "")
            }
        }
    }

    /// The profile's sleep segments whose day (the morning they end on) is in `first...last`, oldest first.
    package func sleepSegments(from first: Day, through last: Day, of profile: Profile) throws -> [SleepSegment] {
        try read {
            try db.query("""
                SELECT source, source_key, start_utc, end_utc, utc_offset, day, stage
                FROM sleep_segments WHERE profile_id = ? AND day BETWEEN ? AND ? ORDER BY start_utc, id
                """, [profile.id, first.iso, last.iso]) { row in
                SleepSegment(stage: SleepStage(rawValue: row.text(6) ?? "") ?? .asleep, span: span(row, 2),
                             source: row.text(0) ?? "", sourceKey: row.text(1) ?? "")
            }
        }
    }

    /// The profile's workouts that started on a local day in `first...last`, oldest first.
    package func workouts(from first: Day, through last: Day, of profile: Profile) throws -> [Workout] {
        try read {
            try db.query("""
                SELECT source, source_key, start_utc, end_utc, utc_offset, day, activity, duration_s, energy_kcal, distance_m,
                       average_heart_rate, maximum_heart_rate
                FROM workouts WHERE profile_id = ? AND day BETWEEN ? AND ? ORDER BY start_utc, id
                """, [profile.id, first.iso, last.iso]) { row in
                Workout(activity: row.text(6) ?? "", span: span(row, 2), durationSeconds: row.double(7),
                        energyKcal: row.optionalDouble(8), distanceMeters: row.optionalDouble(9),
                        averageHeartRate: row.optionalDouble(10), maximumHeartRate: row.optionalDouble(11),
                        source: row.text(0) ?? "", sourceKey: row.text(1) ?? "")
            }
        }
    }

    /// One summary per local day of the profile's samples of `kind` in `first...last`, oldest
    /// first: the sum (steps, energy, nutrients, mindful minutes), the mean (weighted by each
    /// heart-rate minute's count), the smallest and largest value, and how many readings.
    package func dailySummaries(_ kind: SampleKind, from first: Day, through last: Day, of profile: Profile) throws -> [DailySampleSummary] {
        try read {
            try db.query("""
                SELECT day, sum(value * coalesce(count, 1)), sum(coalesce(count, 1)), min(coalesce(minimum, value)),
                       max(coalesce(maximum, value)), sum(value)
                FROM samples WHERE profile_id = ? AND kind = ? AND day BETWEEN ? AND ? GROUP BY day ORDER BY day
                """, [profile.id, kind.rawValue, first.iso, last.iso]) { row in
                let readings = row.int(2)
                return DailySampleSummary(day: Day(row.text(0) ?? "") ?? first, sum: row.double(5),
                                          mean: readings > 0 ? row.double(1) / Double(readings) : 0,
                                          minimum: row.double(3), maximum: row.double(4), readings: readings)
            }
        }
    }

    /// How many rows of imported wellbeing data the profile has, per table.
    package func wellbeingCounts(of profile: Profile) throws -> (samples: Int, sleep: Int, workouts: Int) {
        try read {
            func count(_ table: String) throws -> Int {
                if case let .integer(n) = try db.scalar("SELECT count(*) FROM \(table) WHERE profile_id = ?", [profile.id]) { return Int(n) }
                return 0
            }
            return (try count("samples"), try count("sleep_segments"), try count("workouts"))
        }
    }

    private func span(_ row: SQLiteRow, _ first: Int) -> ImportedSpan {
        ImportedSpan(start: row.int64(first), end: row.int64(first + 1), utcOffset: row.int(first + 2),
                     day: Day(row.text(first + 3) ?? "") ?? ImportedSpan.localDay(of: row.int64(first), utcOffset: row.int(first + 2)))
    }
}

/// A day's samples of one kind, summed up.
package struct DailySampleSummary: Sendable, Equatable {
    /// The person's local day.
    package let day: Day
    /// The values added up (for counts and amounts: steps, kcal, grams, minutes).
    package let sum: Double
    /// The mean reading (heart-rate minutes weighted by how many readings each holds).
    package let mean: Double
    package let minimum: Double
    package let maximum: Double
    /// How many readings the day holds.
    package let readings: Int
}

extension SQLiteRow {
    /// Column `index` as a number (0 when null).
    func double(_ index: Int) -> Double {
        switch self[index] {
        case let .real(value): value
        case let .integer(value): Double(value)
        default: 0
        }
    }

    func optionalDouble(_ index: Int) -> Double? {
        switch self[index] {
        case let .real(value): value
        case let .integer(value): Double(value)
        default: nil
        }
    }

    func optionalInt(_ index: Int) -> Int? {
        if case let .integer(value) = self[index] { return Int(value) }
        return nil
    }
}
