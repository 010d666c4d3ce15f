import Journal

/// Heart-rate readings folded into one sample per minute (mean, minimum, maximum, count),
/// holding at most `capacity` open minutes before writing them out.
struct HeartRateAggregator {
    struct Minute {
        var sum: Double
        var minimum: Double
        var maximum: Double
        var count: Int
        var offset: Int
    }

    var minutes: [Int64: Minute] = [:]
    let capacity = 4096

    mutating func add(_ value: Double, at utc: Int64, offset: Int, into emitter: ImportEmitter) throws {
        let minute = utc - ((utc % 60) + 60) % 60
        if var open = minutes[minute] {
            open.sum += value
            open.minimum = min(open.minimum, value)
            open.maximum = max(open.maximum, value)
            open.count += 1
            minutes[minute] = open
        } else {
            if minutes.count >= capacity { try flush(into: emitter) }
            minutes[minute] = Minute(sum: value, minimum: value, maximum: value, count: 1, offset: offset)
        }
    }

    mutating func flush(into emitter: ImportEmitter) throws {
        for start in minutes.keys.sorted() {
            let minute = minutes[start]!
            try emitter.add(WellbeingSample(kind: .heartRate, span: ImportedSpan(start: start, end: start + 59, utcOffset: minute.offset),
                                            value: minute.sum / Double(minute.count), minimum: minute.minimum, maximum: minute.maximum,
                                            count: minute.count, source: emitter.source, sourceKey: SourceKeys.heartRateMinute(start)))
        }
        minutes.removeAll(keepingCapacity: true)
    }
}
