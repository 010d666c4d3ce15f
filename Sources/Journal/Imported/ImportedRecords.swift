import CycleCore

/// A period rebuilt from another app's data, with where it came from.
package struct ImportedPeriod: Sendable, Hashable {
    package var start: Day
    package var end: Day
    package var source: String
    package var sourceKey: String

    package init(start: Day, end: Day, source: String, sourceKey: String) {
        self.start = start
        self.end = max(end, start)
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// What another app logged about one day: flow, discharge, sex, symptoms and moods.
package struct ImportedDay: Sendable, Equatable {
    package var log: DailyLog
    package var source: String
    package var sourceKey: String

    package init(log: DailyLog, source: String, sourceKey: String) {
        self.log = log
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// A basal body temperature from another app.
package struct ImportedTemperature: Sendable, Equatable {
    package var reading: TemperatureReading
    package var source: String
    package var sourceKey: String

    package init(reading: TemperatureReading, source: String, sourceKey: String) {
        self.reading = reading
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// An ovulation test result from another app.
package struct ImportedOvulationTest: Sendable, Equatable {
    package var test: OvulationTest
    package var source: String
    package var sourceKey: String

    package init(test: OvulationTest, source: String, sourceKey: String) {
        self.test = test
        self.source = source
        self.sourceKey = sourceKey
    }
}

/// A batch of imported records written in one transaction.
package struct ImportChunk: Sendable {
    package var samples: [WellbeingSample] = []
    package var sleep: [SleepSegment] = []
    package var workouts: [Workout] = []
    package var periods: [ImportedPeriod] = []
    package var days: [ImportedDay] = []
    package var temperatures: [ImportedTemperature] = []
    package var ovulationTests: [ImportedOvulationTest] = []

    package init() {}

    /// How many records the chunk holds.
    package var count: Int {
        samples.count + sleep.count + workouts.count + periods.count + days.count + temperatures.count + ovulationTests.count
    }

    package var isEmpty: Bool { count == 0 }

    package mutating func removeAll() {
        samples.removeAll(keepingCapacity: true)
        sleep.removeAll(keepingCapacity: true)
        workouts.removeAll(keepingCapacity: true)
        periods.removeAll()
        days.removeAll()
        temperatures.removeAll()
        ovulationTests.removeAll()
    }
}
