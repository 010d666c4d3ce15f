import CycleCore

extension JournalStore {
    /// Rows per INSERT when importing samples: one statement step writes this many rows.
    static let sampleGroupSize = 32

    /// Stores imported samples, tallied per kind. Samples of one kind go in groups of
    /// `sampleGroupSize` rows per INSERT … ON CONFLICT DO NOTHING, their text bound without
    /// copies; the rows a group did not add were already there. Heart-rate minutes are the
    /// exception that needs each row's outcome (a minute read in two pieces merges into the
    /// row this import added), so a heart-rate group that does not add every row is rolled
    /// back to its savepoint and written row by row, and so is the rest of that chunk's heart rate.
    func writeSamples(_ samples: [WellbeingSample], profileID: Int64, batchID: Int64, tally: inout ImportTally) throws {
        let writer = try SampleWriter(db: db, profileID: profileID, batchID: batchID)
        let kinds = SampleKind.allCases
        var byKind = [[Int]](repeating: [], count: kinds.count)
        for index in samples.indices {
            byKind[kinds.firstIndex(of: samples[index].kind)!].append(index)
        }
        for (position, rows) in byKind.enumerated() where !rows.isEmpty {
            let counts = try writer.write(rows, of: samples, kind: kinds[position])
            tally.add(kinds[position].rawValue, added: counts.added, alreadyThere: counts.alreadyThere)
        }
    }
}

/// Writes one chunk's samples, kind by kind (see `JournalStore.writeSamples`).
final class SampleWriter {
    private enum RowOutcome { case added, alreadyThere, merged }

    private static let columns = "profile_id, import_batch_id, source, source_key, kind, start_utc, end_utc, utc_offset, day, value, unit, minimum, maximum, count, detail"

    /// The INSERT of `rows` samples of one kind: ?1 profile, ?2 batch, ?3 source, ?4 kind,
    /// ?5 unit, then ten parameters a row from ?6 on.
    static func groupInsert(rows: Int) -> String {
        var sql = "INSERT INTO samples (\(columns)) VALUES "
        for row in 0..<rows {
            let first = 6 + row * 10
            if row > 0 { sql += ", " }
            sql += "(?1, ?2, ?3, ?\(first), ?4, ?\(first + 1), ?\(first + 2), ?\(first + 3), ?\(first + 4), ?\(first + 5), ?5, "
            sql += "?\(first + 6), ?\(first + 7), ?\(first + 8), ?\(first + 9))"
        }
        return sql + " ON CONFLICT (profile_id, source_key) DO NOTHING"
    }

    private let db: SQLiteConnection
    private let profileID: Int64
    private let batchID: Int64
    private let plain: SQLiteStatement
    private let merging: SQLiteStatement
    private let group: SQLiteStatement
    private let savepoint: SQLiteStatement
    private let rollBack: SQLiteStatement
    private let release: SQLiteStatement
    private let arena = BindingArena()
    private var days = DayText()

    init(db: SQLiteConnection, profileID: Int64, batchID: Int64) throws(SQLiteError) {
        self.db = db
        self.profileID = profileID
        self.batchID = batchID
        plain = try db.prepare("""
            INSERT INTO samples (\(SampleWriter.columns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
            ON CONFLICT (profile_id, source_key) DO NOTHING
            """)
        // A minute of heart rate read in two pieces (the file is not always in time order)
        // merges into the row this import already added; a row from an earlier import is left
        // alone, so importing again adds nothing. Tried only when the plain insert finds the key taken.
        merging = try db.prepare("""
            UPDATE samples SET
                value = (value * count + ?3 * ?4) / (count + ?4), minimum = min(minimum, ?5), maximum = max(maximum, ?6),
                count = count + ?4
            WHERE profile_id = ?1 AND source_key = ?2 AND import_batch_id = ?7
            """)
        group = try db.prepare(SampleWriter.groupInsert(rows: JournalStore.sampleGroupSize))
        savepoint = try db.prepare("SAVEPOINT import_samples")
        rollBack = try db.prepare("ROLLBACK TO import_samples")
        release = try db.prepare("RELEASE import_samples")
    }

    /// Writes the samples at `rows` of `samples`, all of `kind`, in file order.
    func write(_ rows: [Int], of samples: [WellbeingSample], kind: SampleKind) throws -> (added: Int, alreadyThere: Int) {
        let size = JournalStore.sampleGroupSize
        var added = 0, alreadyThere = 0
        var next = 0
        var grouped = true
        while next < rows.count {
            if grouped, rows.count - next >= size, oneSource(rows[next..<(next + size)], of: samples) {
                let slice = rows[next..<(next + size)]
                if kind != .heartRate {
                    let changed = try insertGroup(slice, of: samples, kind: kind)
                    added += changed
                    alreadyThere += size - changed
                    next += size
                    continue
                }
                _ = try savepoint.stepChanging(db)
                let changed = try insertGroup(slice, of: samples, kind: kind)
                if changed == size {
                    _ = try release.stepChanging(db)
                    added += size
                    next += size
                    continue
                }
                _ = try rollBack.stepChanging(db)
                _ = try release.stepChanging(db)
                grouped = false
            }
            switch try writeRow(samples[rows[next]]) {
            case .added: added += 1
            case .alreadyThere: alreadyThere += 1
            case .merged: break
            }
            next += 1
        }
        return (added, alreadyThere)
    }

    private func oneSource(_ slice: ArraySlice<Int>, of samples: [WellbeingSample]) -> Bool {
        let source = samples[slice.first!].source
        return slice.allSatisfy { samples[$0].source == source }
    }

    /// One INSERT of the group's rows; how many it added.
    private func insertGroup(_ slice: ArraySlice<Int>, of samples: [WellbeingSample], kind: SampleKind) throws(SQLiteError) -> Int {
        arena.reset()
        group.bind(1, profileID)
        group.bind(2, batchID)
        group.bind(3, samples[slice.first!].source)
        group.bind(4, kind.rawValue)
        group.bind(5, kind.unit)
        for (row, index) in slice.enumerated() {
            let sample = samples[index]
            let first = Int32(6 + row * 10)
            let key = arena.copy(sample.sourceKey)
            group.bindStatic(first, key.bytes, count: key.count)
            group.bind(first + 1, sample.span.start)
            group.bind(first + 2, sample.span.end)
            group.bind(first + 3, sample.span.utcOffset)
            let day = arena.copy(days.text(sample.span.day))
            group.bindStatic(first + 4, day.bytes, count: day.count)
            group.bind(first + 5, sample.value)
            group.bind(first + 6, sample.minimum)
            group.bind(first + 7, sample.maximum)
            if let count = sample.count { group.bind(first + 8, count) } else { group.bind(first + 8, nil as Double?) }
            if let text = SampleWriter.detail(of: sample) {
                let detail = arena.copy(text)
                group.bindStatic(first + 9, detail.bytes, count: detail.count)
            } else {
                group.bind(first + 9, nil as Double?)
            }
        }
        return try group.stepCountingChanges(db)
    }

    /// The `detail` column: an HRV reading's beats per minute as a list, or a glucose's meal
    /// timing as `{"timing":"after-meal"}`; nil when there is neither.
    static func detail(of sample: WellbeingSample) -> String? {
        if let beats = sample.beatsPerMinute { return "[" + beats.map { decimalText($0) }.joined(separator: ",") + "]" }
        if let timing = sample.mealTiming { return #"{"timing":""# + timing.rawValue + #""}"# }
        return nil
    }

    private func writeRow(_ sample: WellbeingSample) throws(SQLiteError) -> RowOutcome {
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
        statement.bind(15, SampleWriter.detail(of: sample))
        if try statement.stepChanging(db) { return .added }
        if sample.kind == .heartRate, let count = sample.count {
            merging.bind(1, profileID)
            merging.bind(2, sample.sourceKey)
            merging.bind(3, sample.value)
            merging.bind(4, count)
            merging.bind(5, sample.minimum)
            merging.bind(6, sample.maximum)
            merging.bind(7, batchID)
            if try merging.stepChanging(db) { return .merged }
        }
        return .alreadyThere
    }
}
