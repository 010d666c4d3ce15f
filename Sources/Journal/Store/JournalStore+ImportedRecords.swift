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
            if let existing = try find(sameKeyAs: day.log, profileID: profileID) {
                if existing.record.merging(day.log) == existing.record {
                    tally.add("days", alreadyThere: 1)
                } else {
                    tally.conflict("days", "\(day.log.summary) in the file differs from what is logged for \(day.log.day.iso); that is kept")
                }
                continue
            }
            try check(day.log, today: today)
            let rowID = try insert(day.log, profileID: profileID)
            try markImported(table: "daily_logs", rowID: rowID, source: day.source, key: day.sourceKey, batchID: batchID)
            tally.add("days", added: 1)
        }
    }

    func writeTemperatures(_ readings: [ImportedTemperature], profileID: Int64, batchID: Int64, today: Day, tally: inout ImportTally) throws {
        for item in readings {
            if let existing = try find(sameKeyAs: item.reading, profileID: profileID) {
                if abs(existing.record.celsius - item.reading.celsius) < 0.005 {
                    tally.add("temperatures", alreadyThere: 1)
                } else {
                    tally.conflict("temperatures", "\(item.reading.summary) in the file differs from the \(decimalText(existing.record.celsius)) °C stored for that day; that is kept")
                }
                continue
            }
            try check(item.reading, today: today)
            let rowID = try insert(item.reading, profileID: profileID)
            try markImported(table: "temperatures", rowID: rowID, source: item.source, key: item.sourceKey, batchID: batchID)
            tally.add("temperatures", added: 1)
        }
    }

    func writeOvulationTests(_ tests: [ImportedOvulationTest], profileID: Int64, batchID: Int64, today: Day, tally: inout ImportTally) throws {
        for item in tests {
            if let existing = try find(sameKeyAs: item.test, profileID: profileID) {
                if existing.record.result == item.test.result {
                    tally.add("ovulationTests", alreadyThere: 1)
                } else {
                    tally.conflict("ovulationTests", "\(item.test.summary) in the file differs from the \(existing.record.result.rawValue) result stored then; that is kept")
                }
                continue
            }
            try check(item.test, today: today)
            let rowID = try insert(item.test, profileID: profileID)
            try markImported(table: "ovulation_tests", rowID: rowID, source: item.source, key: item.sourceKey, batchID: batchID)
            tally.add("ovulationTests", added: 1)
        }
    }

    private func markImported(table: String, rowID: Int64, source: String, key: String, batchID: Int64) throws {
        try db.run("UPDATE \(table) SET source = ?, source_key = ?, import_batch_id = ? WHERE id = ?", [source, key, batchID, rowID])
    }
}
