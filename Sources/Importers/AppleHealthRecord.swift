import CycleCore
import Journal

typealias AppleDate = (utc: Int64, offset: Int, day: Day, time: TimeOfDay)

/// A Record being read: what its attributes said, copied out of the reader's buffer, plus
/// what its children (metadata, beat-to-beat lists) add.
struct PendingRecord {
    let type: AppleHealthType
    let start: AppleDate
    let end: AppleDate
    let sourceHash: String
    /// The value as a number in Bloom's unit (°C for temperatures), when it is one.
    let number: Double?
    var sleepStage: SleepStage?
    var flowMark: FlowMark?
    var ovulationResult: LHTestResult?
    var discharge: Discharge?
    var protectionUsed: Bool?
    var beats: [Double] = []
    /// A blood glucose's meal timing (Apple's HKBloodGlucoseMealTime: 1 before, 2 after a meal).
    var mealTiming: GlucoseTiming?

    init(type: AppleHealthType, start: AppleDate, end: AppleDate, value: UnsafeBufferPointer<UInt8>?,
         unit: UnsafeBufferPointer<UInt8>?, sourceHash: String) {
        self.type = type
        self.start = start
        self.end = end
        self.sourceHash = sourceHash
        let raw = value.flatMap(ByteParsing.double)
        switch type {
        case let .quantity(kind): number = raw.flatMap { AppleHealthType.convert($0, unit: unit, to: kind) }
        case .basalTemperature: number = raw.map { unit?.equals("degF") == true ? ($0 - 32) * 5 / 9 : $0 }
        default: number = nil
        }
        guard let value else { return }
        switch type {
        case .sleep: sleepStage = PendingRecord.sleepStage(value)
        case .menstrualFlow: flowMark = PendingRecord.flow(value)
        case .ovulationTest: ovulationResult = PendingRecord.ovulation(value)
        case .cervicalMucus: discharge = PendingRecord.mucus(value)
        default: break
        }
    }

    mutating func metadata(key: UnsafeBufferPointer<UInt8>?, value: UnsafeBufferPointer<UInt8>?) {
        guard let key, let value else { return }
        let yes = value.equals("1") || value.equals("true") || value.equals("YES")
        if key.equals("HKMenstrualCycleStart") {
            flowMark?.cycleStart = yes
        } else if key.equals("HKSexualActivityProtectionUsed") {
            protectionUsed = yes
        } else if key.equals("HKBloodGlucoseMealTime") {
            if value.equals("1") || value.equals("HKBloodGlucoseMealTimePreprandial") { mealTiming = .beforeMeal }
            if value.equals("2") || value.equals("HKBloodGlucoseMealTimePostprandial") { mealTiming = .afterMeal }
        }
    }

    static func sleepStage(_ value: UnsafeBufferPointer<UInt8>) -> SleepStage? {
        guard value.hasPrefix("HKCategoryValueSleepAnalysis") else { return nil }
        let stage = UnsafeBufferPointer(rebasing: value[28...])
        if stage.equals("InBed") { return .inBed }
        if stage.equals("Asleep") || stage.equals("AsleepUnspecified") { return .asleep }
        if stage.equals("Awake") { return .awake }
        if stage.equals("AsleepCore") { return .core }
        if stage.equals("AsleepDeep") { return .deep }
        if stage.equals("AsleepREM") { return .rem }
        return nil
    }

    /// Both the older "HKCategoryValueMenstrualFlow…" and the newer "HKCategoryValueVaginalBleeding…" names.
    static func flow(_ value: UnsafeBufferPointer<UInt8>) -> FlowMark? {
        let level: UnsafeBufferPointer<UInt8>
        if value.hasPrefix("HKCategoryValueMenstrualFlow") {
            level = UnsafeBufferPointer(rebasing: value[28...])
        } else if value.hasPrefix("HKCategoryValueVaginalBleeding") {
            level = UnsafeBufferPointer(rebasing: value[30...])
        } else {
            return nil
        }
        if level.equals("Light") { return FlowMark(level: .light) }
        if level.equals("Medium") { return FlowMark(level: .medium) }
        if level.equals("Heavy") { return FlowMark(level: .heavy) }
        if level.equals("Unspecified") { return FlowMark(level: nil) }
        return nil
    }

    static func ovulation(_ value: UnsafeBufferPointer<UInt8>) -> LHTestResult? {
        guard value.hasPrefix("HKCategoryValueOvulationTestResult") else { return nil }
        let result = UnsafeBufferPointer(rebasing: value[34...])
        if result.equals("Negative") { return .negative }
        if result.equals("LuteinizingHormoneSurge") || result.equals("Positive") { return .peak }
        if result.equals("EstrogenSurge") { return .high }
        return nil
    }

    static func mucus(_ value: UnsafeBufferPointer<UInt8>) -> Discharge? {
        guard value.hasPrefix("HKCategoryValueCervicalMucusQuality") else { return nil }
        let quality = UnsafeBufferPointer(rebasing: value[35...])
        if quality.equals("Dry") { return .dry }
        if quality.equals("Sticky") { return .sticky }
        if quality.equals("Creamy") { return .creamy }
        if quality.equals("Watery") { return .watery }
        if quality.equals("EggWhite") { return .eggWhite }
        return nil
    }
}

/// A Workout being read, with the statistics its children add.
struct PendingWorkout {
    let activity: String
    let start: AppleDate
    let end: AppleDate
    let sourceHash: String
    var durationSeconds: Double
    var energyKcal: Double?
    var distanceMeters: Double?
    var averageHeartRate: Double?
    var maximumHeartRate: Double?

    init(_ attributes: XMLAttributes, start: AppleDate, end: AppleDate, sourceHash: String) {
        self.start = start
        self.end = end
        self.sourceHash = sourceHash
        var name = attributes.value("workoutActivityType").map(\.string) ?? "other"
        if name.hasPrefix("HKWorkoutActivityType") { name.removeFirst(21) }
        activity = name.prefix(1).lowercased() + name.dropFirst()
        let duration = attributes.value("duration").flatMap(ByteParsing.double)
        let durationUnit = attributes.value("durationUnit")
        durationSeconds = duration.map { value in
            if durationUnit?.equals("s") == true { return value }
            if durationUnit?.equals("h") == true || durationUnit?.equals("hr") == true { return value * 3600 }
            return value * 60
        } ?? Double(end.utc - start.utc)
        energyKcal = PendingWorkout.energy(attributes.value("totalEnergyBurned"), attributes.value("totalEnergyBurnedUnit"))
        distanceMeters = PendingWorkout.distance(attributes.value("totalDistance"), attributes.value("totalDistanceUnit"))
    }

    /// A WorkoutStatistics child (newer exports put the totals there).
    mutating func statistics(_ attributes: XMLAttributes) {
        guard let type = attributes.value("type") else { return }
        if type.equals("HKQuantityTypeIdentifierHeartRate") {
            averageHeartRate = attributes.value("average").flatMap(ByteParsing.double) ?? averageHeartRate
            maximumHeartRate = attributes.value("maximum").flatMap(ByteParsing.double) ?? maximumHeartRate
        } else if type.equals("HKQuantityTypeIdentifierActiveEnergyBurned") {
            energyKcal = energyKcal ?? PendingWorkout.energy(attributes.value("sum"), attributes.value("unit"))
        } else if type.hasPrefix("HKQuantityTypeIdentifierDistance") {
            distanceMeters = distanceMeters ?? PendingWorkout.distance(attributes.value("sum"), attributes.value("unit"))
        }
    }

    static func energy(_ value: UnsafeBufferPointer<UInt8>?, _ unit: UnsafeBufferPointer<UInt8>?) -> Double? {
        guard let number = value.flatMap(ByteParsing.double) else { return nil }
        return AppleHealthType.convert(number, unit: unit, to: .activeEnergy)
    }

    static func distance(_ value: UnsafeBufferPointer<UInt8>?, _ unit: UnsafeBufferPointer<UInt8>?) -> Double? {
        guard let number = value.flatMap(ByteParsing.double) else { return nil }
        guard let unit else { return number * 1000 }
        if unit.equals("km") { return number * 1000 }
        if unit.equals("m") { return number }
        if unit.equals("mi") { return number * 1609.344 }
        if unit.equals("yd") { return number * 0.9144 }
        if unit.equals("ft") { return number * 0.3048 }
        return nil
    }

    func workout(source: String) -> Workout {
        Workout(activity: activity, span: ImportedSpan(start: start.utc, end: end.utc, utcOffset: start.offset, day: start.day),
                durationSeconds: max(0, durationSeconds), energyKcal: energyKcal, distanceMeters: distanceMeters,
                averageHeartRate: averageHeartRate, maximumHeartRate: maximumHeartRate,
                source: source, sourceKey: SourceKeys.span("workout", start: start.utc, end: end.utc, hash: sourceHash))
    }
}

func decimal(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
