import CycleCore

/// A period rebuilt from another app's data, with where it came from.
public struct ImportedPeriod: Sendable, Hashable {
    public var start: Day
    public var end: Day
    public var source: String
    public var sourceKey: String

    public init(start: Day, end: Day, source: String, sourceKey: String) {
        self.start = start
        self.end = max(end, start)
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// What another app logged about one day: flow, discharge, sex, symptoms and moods.
public struct ImportedDay: Sendable, Equatable {
    public var log: DailyLog
    public var source: String
    public var sourceKey: String

    public init(log: DailyLog, source: String, sourceKey: String) {
        self.log = log
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// A basal body temperature from another app.
public struct ImportedTemperature: Sendable, Equatable {
    public var reading: TemperatureReading
    public var source: String
    public var sourceKey: String

    public init(reading: TemperatureReading, source: String, sourceKey: String) {
        self.reading = reading
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// An ovulation test result from another app.
public struct ImportedOvulationTest: Sendable, Equatable {
    public var test: OvulationTest
    public var source: String
    public var sourceKey: String

    public init(test: OvulationTest, source: String, sourceKey: String) {
        self.test = test
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// A batch of imported records written in one transaction.
public struct ImportChunk: Sendable {
    public var samples: [WellbeingSample] = []
    public var sleep: [SleepSegment] = []
    public var workouts: [Workout] = []
    public var periods: [ImportedPeriod] = []
    public var days: [ImportedDay] = []
    public var temperatures: [ImportedTemperature] = []
    public var ovulationTests: [ImportedOvulationTest] = []

    public init() {}

    /// How many records the chunk holds.
    public var count: Int {
        samples.count + sleep.count + workouts.count + periods.count + days.count + temperatures.count + ovulationTests.count
    }

    public var isEmpty: Bool { count == 0 }

    public mutating func removeAll() {
        samples.removeAll(keepingCapacity: true)
        sleep.removeAll(keepingCapacity: true)
        workouts.removeAll(keepingCapacity: true)
        periods.removeAll()
        days.removeAll()
        temperatures.removeAll()
        ovulationTests.removeAll()
    }
}
