import CycleCore
import Journal

/// Reads an Apple Health `export.xml` as a stream into an `ImportEmitter`.
///
/// Heart rate is kept per minute (mean, minimum, maximum, count); every other sample as it
/// is. A record's day is the local day of its own UTC offset. Blood pressure is read from the
/// systolic and diastolic Records wherever they stand: inside their
/// HKCorrelationTypeIdentifierBloodPressure Correlation, at the top level, or both (exports
/// list a correlation's members twice), each reading kept once.
package struct AppleHealthParser: XMLHandler {
    let emitter: ImportEmitter
    var heartRate = HeartRateAggregator()
    var pending: PendingRecord?
    var workout: PendingWorkout?
    let source = "apple-health"
    /// The source keys of the blood-pressure halves read so far: a correlation's member listed
    /// again at the top level is the same reading (a few a day at most, so the set stays small).
    var bloodPressureKeys: Set<String> = []

    package init(emitter: ImportEmitter) {
        self.emitter = emitter
    }

    /// Reads the whole document from `reader`, then writes what is left.
    package static func parse(_ reader: XMLReader, into emitter: ImportEmitter) throws {
        var parser = AppleHealthParser(emitter: emitter)
        try reader.parse(&parser)
        if let failure = parser.failure { throw failure }
        try parser.heartRate.flush(into: emitter)
        try emitter.finish()
    }

    /// A failure the emitter's sink threw, kept because XMLHandler methods throw only `ImportError`.
    var failure: Error?

    package mutating func startElement(_ name: UnsafeBufferPointer<UInt8>, attributes: XMLAttributes, reader: XMLReader) throws(ImportError) {
        do {
            if name.equals("Record") {
                try startRecord(attributes, reader: reader)
            } else if pending != nil {
                if name.equals("MetadataEntry") {
                    pending!.metadata(key: attributes.value("key"), value: attributes.value("value"))
                } else if name.equals("InstantaneousBeatsPerMinute"), let bpm = attributes.value("bpm").flatMap(ByteParsing.double) {
                    pending!.beats.append(bpm)
                }
            } else if name.equals("Workout") {
                try startWorkout(attributes, reader: reader)
            } else if workout != nil, name.equals("WorkoutStatistics") {
                workout!.statistics(attributes)
            }
        } catch let error as ImportError {
            throw error
        } catch {
            failure = failure ?? error
            throw .badRecord(file: emitter.fileName, line: reader.line, record: "a record", detail: "it could not be stored (\(error))")
        }
    }

    package mutating func endElement(_ name: UnsafeBufferPointer<UInt8>, reader: XMLReader) throws(ImportError) {
        do {
            if let record = pending, name.equals("Record") {
                pending = nil
                try finish(record, reader: reader)
            } else if let done = workout, name.equals("Workout") {
                workout = nil
                try emitter.add(done.workout(source: source))
            }
        } catch let error as ImportError {
            throw error
        } catch {
            failure = failure ?? error
            throw .badRecord(file: emitter.fileName, line: reader.line, record: "a record", detail: "it could not be stored (\(error))")
        }
    }

    private mutating func startRecord(_ attributes: XMLAttributes, reader: XMLReader) throws {
        guard let typeBytes = attributes.value("type"), let type = AppleHealthType.named(typeBytes) else { return }
        guard let startBytes = attributes.value("startDate"), let start = ByteParsing.appleDate(startBytes) else {
            throw ImportError.badRecord(file: emitter.fileName, line: reader.line, record: "the \(typeBytes.string) record",
                                        detail: "its startDate is missing or not a date like 2024-01-31 07:15:00 +0100")
        }
        let end = attributes.value("endDate").flatMap(ByteParsing.appleDate) ?? start
        guard try emitter.accepts(start.day, line: reader.line, record: "the \(typeBytes.string) record") else { return }
        if case .quantity(.heartRate) = type {
            guard let value = attributes.value("value").flatMap(ByteParsing.double) else { return emitter.skip("heart rate without a value") }
            try heartRate.add(value, at: start.utc, offset: start.offset, into: emitter)
            return
        }
        let record = PendingRecord(type: type, start: start, end: end, value: attributes.value("value"),
                                   unit: attributes.value("unit"), sourceHash: ByteParsing.shortHash(attributes.value("sourceName")))
        if case .quantity(let kind) = type, kind != .heartRateVariabilitySDNN, kind != .bloodGlucose {
            try finish(record, reader: reader)
        } else {
            pending = record
        }
    }

    private mutating func finish(_ record: PendingRecord, reader: XMLReader) throws {
        let span = ImportedSpan(start: record.start.utc, end: record.end.utc, utcOffset: record.start.offset, day: record.start.day)
        func key(_ prefix: String, _ second: String? = nil) -> String {
            SourceKeys.span(prefix, second, start: record.start.utc, end: record.end.utc, hash: record.sourceHash)
        }
        switch record.type {
        case let .quantity(kind):
            guard let value = record.number else {
                return emitter.skip("\(kind.rawValue) without a readable value or unit")
            }
            let sourceKey = key(kind.rawValue)
            if kind == .bloodPressureSystolic || kind == .bloodPressureDiastolic {
                guard bloodPressureKeys.insert(sourceKey).inserted else { return }
            }
            try emitter.add(WellbeingSample(kind: kind, span: span, value: value,
                                            beatsPerMinute: record.beats.isEmpty ? nil : record.beats,
                                            mealTiming: record.mealTiming, source: source, sourceKey: sourceKey))
        case .mindful:
            try emitter.add(WellbeingSample(kind: .mindfulSession, span: span, value: Double(span.seconds) / 60,
                                            source: source, sourceKey: key("mindful")))
        case .pregnancy, .lactation:
            let kind: SampleKind = if case .pregnancy = record.type { .pregnancy } else { .lactation }
            try emitter.add(WellbeingSample(kind: kind, span: span, value: 1, source: source, sourceKey: key(kind.rawValue)))
        case .sleep:
            guard let stage = record.sleepStage else { return emitter.skip("sleep with an unknown stage") }
            let night = ImportedSpan(start: record.start.utc, end: record.end.utc, utcOffset: record.end.offset, day: record.end.day)
            try emitter.add(SleepSegment(stage: stage, span: night, source: source, sourceKey: key("sleep", stage.rawValue)))
        case .basalTemperature:
            guard let celsius = record.number else { return emitter.skip("basal temperature without a value") }
            guard Units.celsiusRange.contains(celsius) else {
                throw ImportError.badRecord(file: emitter.fileName, line: reader.line, record: "the basal body temperature of \(record.start.day.iso)",
                                            detail: "\(decimal(celsius)) °C is not a body temperature")
            }
            emitter.addTemperature(TemperatureReading(day: record.start.day, time: record.start.time, celsius: (celsius * 100).rounded() / 100))
        case .menstrualFlow:
            guard let flow = record.flowMark else { return emitter.skip("menstrual flow marked none or unknown") }
            emitter.addFlow(flow, on: record.start.day)
        case .intermenstrualBleeding:
            emitter.addFlow(FlowMark(level: .spotting), on: record.start.day)
        case .ovulationTest:
            guard let result = record.ovulationResult else { return emitter.skip("indeterminate ovulation test") }
            emitter.addTest(result, at: LocalTimestamp(day: record.start.day, time: record.start.time))
        case .cervicalMucus:
            guard let discharge = record.discharge else { return emitter.skip("cervical mucus of an unknown kind") }
            emitter.addDay(DailyLog(day: record.start.day, discharge: discharge))
        case .sexualActivity:
            guard let protected = record.protectionUsed else { return emitter.skip("sexual activity with no protection recorded") }
            emitter.addDay(DailyLog(day: record.start.day, sex: protected ? .protected : .unprotected))
        }
    }

    private mutating func startWorkout(_ attributes: XMLAttributes, reader: XMLReader) throws {
        guard let startBytes = attributes.value("startDate"), let start = ByteParsing.appleDate(startBytes) else {
            throw ImportError.badRecord(file: emitter.fileName, line: reader.line, record: "a workout", detail: "its startDate is missing or not a date")
        }
        guard try emitter.accepts(start.day, line: reader.line, record: "a workout") else { return }
        let end = attributes.value("endDate").flatMap(ByteParsing.appleDate) ?? start
        workout = PendingWorkout(attributes, start: start, end: end, sourceHash: ByteParsing.shortHash(attributes.value("sourceName")))
    }
}
