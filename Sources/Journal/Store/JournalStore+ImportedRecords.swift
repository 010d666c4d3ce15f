import CycleCore

/// Writing periods, days, temperatures and ovulation tests from another app next to what the
/// person logged by hand. The person's own entries always win.
extension JournalStore {
    func writePeriods(_ periods: [ImportedPeriod], profileID: Int64, batchID: Int64, today: Day, tally: inout ImportTally) throws {
        var stored = try db.query("SELECT start, \"end\", source_key FROM periods WHERE profile_id = ? ORDER BY start", [profileID]) { row in
            (start: Day(row.text(0) ?? ""), end: row.text(1).flatMap { Day($0) }, key: row.text(2))
        }.compactMap { row in row.start.map { (start: $0, end: row.end, key: row.key) } }
        for period in periods.sorted(by: { $0.start < $1.start }) {
            if stored.contains(where: { $0.key == period.sourceKey }) { tally.add("periods", alreadyThere: 1); continue }
            let overlapping = stored.first { $0.start <= period.end && ($0.end ?? $0.start) >= period.start }
            if let other = overlapping {
                if other.start == period.start && (other.end == period.end || other.end == nil) {
                    tally.add("periods", alreadyThere: 1)
                } else {
                    let theirs = other.end.map { "\(other.start.iso) to \($0.iso)" } ?? "from \(other.start.iso)"
                    let whose = other.key == nil ? "your period" : "an imported period"
                    tally.conflict("periods", "period \(period.start.iso) to \(period.end.iso) in the file overlaps \(whose) \(theirs); that one is kept")
                }
                continue
            }
            let record = PeriodRecord(start: period.start, end: period.end, notes: nil)
            try check(record, today: today)
            let rowID = try insert(record, profileID: profileID)
            try markImported(table: "periods", rowID: rowID, source: period.source, key: period.sourceKey, batchID: batchID)
            stored.append((start: period.start, end: period.end, key: period.sourceKey))
            tally.add("periods", added: 1)
        }
    }

    func writeDays(_ days: [ImportedDay], profileID: Int64, batchID: Int64, today: Day, tally: inout ImportTally) throws {
        for day in days {
            try writeImported(day.log, list: "days", source: day.source, key: day.sourceKey, profileID: profileID, batchID: batchID,
                              today: today, tally: &tally, same: { $0.merging(day.log) == $0 }) { _ in
                "\(day.log.summary) in the file differs from what is logged for \(day.log.day.iso); that is kept"
            }
        }
    }

    func writeTemperatures(_ readings: [ImportedTemperature], profileID: Int64, batchID: Int64, today: Day, tally: inout ImportTally) throws {
        for item in readings {
            try writeImported(item.reading, list: "temperatures", source: item.source, key: item.sourceKey, profileID: profileID,
                              batchID: batchID, today: today, tally: &tally,
                              same: { abs($0.celsius - item.reading.celsius) < 0.005 }) { existing in
                "\(item.reading.summary) in the file differs from the \(decimalText(existing.celsius)) °C stored for that day; that is kept"
            }
        }
    }

    func writeOvulationTests(_ tests: [ImportedOvulationTest], profileID: Int64, batchID: Int64, today: Day, tally: inout ImportTally) throws {
        for item in tests {
            try writeImported(item.test, list: "ovulationTests", source: item.source, key: item.sourceKey, profileID: profileID,
                              batchID: batchID, today: today, tally: &tally, same: { $0.result == item.test.result }) { existing in
                "\(item.test.summary) in the file differs from the \(existing.result.rawValue) result stored then; that is kept"
            }
        }
    }

    /// One imported record beside what is stored: a record with the same natural key that says
    /// the same is already there; one that differs is a conflict and the stored one is kept;
    /// otherwise the record is checked, inserted and marked with its source and batch.
    private func writeImported<R: StoredRecord>(
        _ record: R, list: String, source: String, key: String, profileID: Int64, batchID: Int64, today: Day,
        tally: inout ImportTally, same: (R) -> Bool, conflict: (R) -> String
    ) throws {
        if let existing = try find(sameKeyAs: record, profileID: profileID) {
            if same(existing.record) {
                tally.add(list, alreadyThere: 1)
            } else {
                tally.conflict(list, conflict(existing.record))
            }
            return
        }
        try check(record, today: today)
        let rowID = try insert(record, profileID: profileID)
        try markImported(table: R.kind.table, rowID: rowID, source: source, key: key, batchID: batchID)
        tally.add(list, added: 1)
    }

    private func markImported(table: String, rowID: Int64, source: String, key: String, batchID: Int64) throws {
        try db.run("UPDATE \(table) SET source = ?, source_key = ?, import_batch_id = ? WHERE id = ?", [source, key, batchID, rowID])
    }
}
