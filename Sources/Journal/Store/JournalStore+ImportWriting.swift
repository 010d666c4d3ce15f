import CycleCore

extension JournalStore {
    /// Stores `chunk` as part of `batch` in one transaction. Records already stored (the same
    /// source key, or logged the same by hand) are counted, not written again; records that
    /// differ from what the person logged are left out and reported: their entries win.
    /// - Returns: what was added, already there, and in conflict.
    package func importChunk(_ chunk: ImportChunk, into batch: ImportBatch, today: Day) throws -> ImportTally {
        try write { try apply(chunk, profileID: batch.profileID, batchID: batch.id, today: today) }
    }

    /// What `importChunk` would do, without writing anything (its transaction is rolled back).
    package func previewChunk(_ chunk: ImportChunk, into profile: Profile, source: String, today: Day) throws -> ImportTally {
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
struct DayText {
    var day: Day?
    var iso = ""

    mutating func text(_ wanted: Day) -> String {
        if wanted != day { day = wanted; iso = wanted.iso }
        return iso
    }
}
