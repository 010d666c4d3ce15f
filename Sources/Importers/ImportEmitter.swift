import CycleCore
import Journal

/// Where parsers put what they read: wellbeing records stream out in chunks of `chunkSize`,
/// reproductive records are gathered (they are few) and written at the end, after periods
/// are rebuilt from the flow days.
package final class ImportEmitter {
    /// The format's source name stored with every record, e.g. "apple-health".
    package let source: String
    /// The file, for messages.
    package let fileName: String
    /// Dates after this day are refused.
    package let today: Day
    /// The earliest day accepted.
    package static let earliest = Day(year: 1900, month: 1, day: 1)!
    let chunkSize: Int
    let sink: (ImportChunk) throws -> Void
    var chunk = ImportChunk()
    /// Records read so far (for progress).
    package private(set) var recordsRead = 0

    var flow: [Day: FlowMark] = [:]
    var days: [Day: DailyLog] = [:]
    var temperatures: [Day: TemperatureReading] = [:]
    var tests: [LocalTimestamp: LHTestResult] = [:]
    /// Things read but not imported, with why, e.g. "sexual activity without protection recorded": 3.
    package private(set) var skipped: [String: Int] = [:]

    package init(source: String, fileName: String, today: Day, chunkSize: Int = 20_000, sink: @escaping (ImportChunk) throws -> Void) {
        self.source = source
        self.fileName = fileName
        self.today = today
        self.chunkSize = chunkSize
        self.sink = sink
        chunk.samples.reserveCapacity(chunkSize)
    }

    /// Refuses a day in the future or before 1900.
    package func check(_ day: Day, line: @autoclosure () -> Int?, record: @autoclosure () -> String) throws(ImportError) {
        if day > today {
            throw .badRecord(file: fileName, line: line(), record: record(), detail: "its date \(day.iso) is in the future (today is \(today.iso))")
        }
        if day < ImportEmitter.earliest {
            throw .badRecord(file: fileName, line: line(), record: record(), detail: "its date \(day.iso) is before 1900")
        }
    }

    /// Why a record dated after today was left out, as the import report counts it.
    package static let datedAfterToday = "dated after today"

    /// Whether a record of `day` is imported: false, counted as skipped, for a day after today
    /// (a watch's clock, a time zone or travel can date a record ahead); a day before 1900 is
    /// refused, as it is no real record.
    package func accepts(_ day: Day, line: @autoclosure () -> Int?, record: @autoclosure () -> String) throws(ImportError) -> Bool {
        if day > today {
            skip(ImportEmitter.datedAfterToday)
            return false
        }
        try check(day, line: line(), record: record())
        return true
    }

    package func add(_ sample: WellbeingSample) throws {
        chunk.samples.append(sample)
        try counted()
    }

    package func add(_ segment: SleepSegment) throws {
        chunk.sleep.append(segment)
        try counted()
    }

    package func add(_ workout: Workout) throws {
        chunk.workouts.append(workout)
        try counted()
    }

    private func counted() throws {
        recordsRead += 1
        if chunk.count >= chunkSize { try flush() }
    }

    /// Writes what is gathered so far.
    package func flush() throws {
        guard !chunk.isEmpty else { return }
        try sink(chunk)
        chunk.removeAll()
    }

    /// Notes a day of bleeding; a heavier level or a cycle-start marker on the same day wins.
    package func addFlow(_ mark: FlowMark, on day: Day) {
        recordsRead += 1
        var merged = flow[day] ?? mark
        if let level = mark.level, merged.level.map({ $0 < level }) ?? true { merged.level = level }
        merged.cycleStart = merged.cycleStart || mark.cycleStart
        flow[day] = merged
    }

    /// Notes something about a day (discharge, sex, symptoms, moods, note), merged into the day.
    package func addDay(_ log: DailyLog) {
        recordsRead += 1
        days[log.day] = days[log.day].map { $0.merging(log) } ?? log
    }

    /// Notes a basal temperature; the day's earliest reading is kept.
    package func addTemperature(_ reading: TemperatureReading) {
        recordsRead += 1
        if let kept = temperatures[reading.day], let keptTime = kept.time, let time = reading.time, keptTime <= time { return }
        temperatures[reading.day] = reading
    }

    /// Notes an ovulation test result.
    package func addTest(_ result: LHTestResult, at moment: LocalTimestamp) {
        recordsRead += 1
        tests[moment] = result
    }

    /// Counts something read but not imported.
    package func skip(_ reason: String) {
        recordsRead += 1
        skipped[reason, default: 0] += 1
    }

    /// Rebuilds periods, writes the reproductive records and anything still gathered.
    package func finish() throws {
        try flush()
        var final = ImportChunk()
        final.periods = PeriodRebuilder.periods(from: flow).map { period in
            ImportedPeriod(start: period.start, end: period.end, source: source, sourceKey: "\(source)|period|\(period.start.iso)")
        }
        var logs = days
        for (day, mark) in flow {
            guard let level = mark.level else { continue }
            var log = logs[day] ?? DailyLog(day: day)
            log.flow = log.flow.map { max($0, level) } ?? level
            logs[day] = log
        }
        final.days = logs.keys.sorted().compactMap { day in
            let log = logs[day]!
            return log.isEmpty ? nil : ImportedDay(log: log, source: source, sourceKey: "\(source)|day|\(day.iso)")
        }
        final.temperatures = temperatures.keys.sorted().map { day in
            ImportedTemperature(reading: temperatures[day]!, source: source, sourceKey: "\(source)|temperature|\(day.iso)")
        }
        final.ovulationTests = tests.keys.sorted().map { at in
            ImportedOvulationTest(test: OvulationTest(at: at, result: tests[at]!), source: source, sourceKey: "\(source)|ovulation|\(at.iso)")
        }
        if !final.isEmpty { try sink(final) }
    }
}
