import CycleCore

extension JournalStore {
    /// Stores `chunk` as part of `batch` in one transaction. Records already stored (the same
    /// source key, or logged the same by hand) are counted, not written again; records that
    /// differ from what the person logged are left out and reported: their entries win.
    /// - Returns: what was added, already there, and in conflict.
    public func importChunk(_ chunk: ImportChunk, into batch: ImportBatch, today: Day) throws -> ImportTally {
        try write { try apply(chunk, profileID: batch.profileID, batchID: batch.id, today: today) }
    }

    /// What `importChunk` would do, without writing anything (its transaction is rolled back).
    public func previewChunk(_ chunk: ImportChunk, into profile: Profile, source: String, today: Day) throws -> ImportTally {
        struct RolledBack: Error { let tally: ImportTally }
        do {
            return try write {
                try db.run("INSERT INTO import_batches (profile_id, source, file_name, started) VALUES (?, ?, 'preview', '')",
                           [profile.id, source])
                let tally = try apply(chunk, profileID: profile.id, batchID: db.lastInsertRowID, today: today)
                throw RolledBack(tally: tally)
            }
        } catch let done as RolledBack {
            return done.tally
        }
    }

    private func apply(_ chunk: ImportChunk, profileID: Int64, batchID: Int64, today: Day) throws -> ImportTally {
        var tally = ImportTally()
        if !chunk.samples.isEmpty { try writeSamples(chunk.samples, profileID: profileID, batchID: batchID, tally: &tally) }
        if !chunk.sleep.isEmpty { try writeSleep(chunk.sleep, profileID: profileID, batchID: batchID, tally: &tally) }
        if !chunk.workouts.isEmpty { try writeWorkouts(chunk.workouts, profileID: profileID, batchID: batchID, tally: &tally) }
        if !chunk.periods.isEmpty { try writePeriods(chunk.periods, profileID: profileID, batchID: batchID, today: today, tally: &tally) }
        if !chunk.days.isEmpty { try writeDays(chunk.days, profileID: profileID, batchID: batchID, today: today, tally: &tally) }
        if !chunk.temperatures.isEmpty { try writeTemperatures(chunk.temperatures, profileID: profileID, batchID: batchID, today: today, tally: &tally) }
        if !chunk.ovulationTests.isEmpty { try writeOvulationTests(chunk.ovulationTests, profileID: profileID, batchID: batchID, today: today, tally: &tally) }
        return tally
    }

    private func writeSamples(_ samples: [WellbeingSample], profileID: Int64, batchID: Int64, tally: inout ImportTally) throws {
        let columns = "profile_id, import_batch_id, source, source_key, kind, start_utc, end_utc, utc_offset, day, value, unit, minimum, maximum, count, detail"
        let values = "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)"
        let plain = try db.prepare("INSERT INTO samples (\(columns)) \(values) ON CONFLICT (profile_id, source_key) DO NOTHING")
        // A minute of heart rate read in two pieces (the file is not always in time order)
        // merges into the row this import already added; a row from an earlier import is left
        // alone, so importing again adds nothing. Tried only when the plain insert finds the key taken.
        let merging = try db.prepare("""
            UPDATE samples SET
                value = (value * count + ?3 * ?4) / (count + ?4), minimum = min(minimum, ?5), maximum = max(maximum, ?6),
                count = count + ?4
            WHERE profile_id = ?1 AND source_key = ?2 AND import_batch_id = ?7
            """)
        var added: [SampleKind: Int] = [:], already: [SampleKind: Int] = [:]
        var days = DayText()
        for sample in samples {
            let statement = plain
            statement.bind(1, profileID)
            statement.bind(2, batchID)
            statement.bind(3, sample.source)
            statement.bind(4, sample.sourceKey)
            statement.bind(5, sample.kind.rawValue)
            statement.bind(6, sample.span.start)
            statement.bind(7, sample.span.end)
            statement.bind(8, sample.span.utcOffset)
            statement.bind(9, days.text(sample.span.day))
            statement.bind(10, sample.value)
            statement.bind(11, sample.kind.unit)
            statement.bind(12, sample.minimum)
            statement.bind(13, sample.maximum)
            if let count = sample.count { statement.bind(14, count) } else { statement.bind(14, nil as Double?) }
            statement.bind(15, sample.beatsPerMinute.map { bpm in "[" + bpm.map { decimalText($0) }.joined(separator: ",") + "]" })
            let isNew = try plain.stepChanging(db)
            if !isNew, sample.kind == .heartRate, let count = sample.count {
                merging.bind(1, profileID)
                merging.bind(2, sample.sourceKey)
                merging.bind(3, sample.value)
                merging.bind(4, count)
                merging.bind(5, sample.minimum)
                merging.bind(6, sample.maximum)
                merging.bind(7, batchID)
                if try merging.stepChanging(db) { continue } // merged into a minute this import already added
            }
            if isNew { added[sample.kind, default: 0] += 1 } else { already[sample.kind, default: 0] += 1 }
        }
        for kind in SampleKind.allCases where added[kind] != nil || already[kind] != nil {
            tally.add(kind.rawValue, added: added[kind] ?? 0, alreadyThere: already[kind] ?? 0)
        }
    }

    private func writeSleep(_ segments: [SleepSegment], profileID: Int64, batchID: Int64, tally: inout ImportTally) throws {
        let statement = try db.prepare("""
            INSERT INTO sleep_segments (profile_id, import_batch_id, source, source_key, stage, start_utc, end_utc, utc_offset, day)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (profile_id, source_key) DO NOTHING
            """)
        var added = 0
        var days = DayText()
        for segment in segments {
            statement.bind(1, profileID)
            statement.bind(2, batchID)
            statement.bind(3, segment.source)
            statement.bind(4, segment.sourceKey)
            statement.bind(5, segment.stage.rawValue)
            statement.bind(6, segment.span.start)
            statement.bind(7, segment.span.end)
            statement.bind(8, segment.span.utcOffset)
            statement.bind(9, days.text(segment.span.day))
            if try statement.stepChanging(db) { added += 1 }
        }
        tally.add("sleep", added: added, alreadyThere: segments.count - added)
    }

    private func writeWorkouts(_ workouts: [Workout], profileID: Int64, batchID: Int64, tally: inout ImportTally) throws {
        let statement = try db.prepare("""
            INSERT INTO workouts (profile_id, import_batch_id, source, source_key, activity, start_utc, end_utc, utc_offset, day,
                                  duration_s, energy_kcal, distance_m, average_heart_rate, maximum_heart_rate)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14) ON CONFLICT (profile_id, source_key) DO NOTHING
            """)
        var added = 0
        for workout in workouts {
            statement.bind(1, profileID)
            statement.bind(2, batchID)
            statement.bind(3, workout.source)
            statement.bind(4, workout.sourceKey)
            statement.bind(5, workout.activity)
            statement.bind(6, workout.span.start)
            statement.bind(7, workout.span.end)
            statement.bind(8, workout.span.utcOffset)
            statement.bind(9, workout.span.day.iso)
            statement.bind(10, workout.durationSeconds)
            statement.bind(11, workout.energyKcal)
            statement.bind(12, workout.distanceMeters)
            statement.bind(13, workout.averageHeartRate)
            statement.bind(14, workout.maximumHeartRate)
            if try statement.stepChanging(db) { added += 1 }
        }
        tally.add("workouts", added: added, alreadyThere: workouts.count - added)
    }
}

/// The ISO text of the day last asked for, so rows of the same day share one string.
private struct DayText {
    var day: Day?
    var iso = ""

    mutating func text(_ wanted: Day) -> String {
        if wanted != day { day = wanted; iso = wanted.iso }
        return iso
    }
}
