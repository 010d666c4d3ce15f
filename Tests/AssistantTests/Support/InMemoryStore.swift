@testable import Assistant
import CycleCore
import EnergyBudget
import enum Wellness.ScoreKind
import struct Wellness.ScoreCard
import struct Wellness.PatternReport

/// An `AssistantStore` held in memory, for tests: it records every write and can undo.
final class InMemoryStore: AssistantStore {
    var profileName = "me"
    var mode: Mode
    var waterGoalMilliliters = 2000
    var typicalCycleLength: Int?
    var records: [PeriodRecord]
    var pregnancyDates: PregnancyDating?
    var profiles = ["me", "sam"]
    var writes: [JournalWrite] = []
    var waterLog: [Day: Int] = [:]
    var temperatureLog: [BasalTemperature] = []
    var lhTests: [LHTest] = []
    var kickCounts: [KickCount] = []
    var timedContractions: [TimedContraction] = []
    /// kcal logged on each day (only days with food logged).
    var foodLog: [Day: Double] = [:]
    var weightLog: [Day: Double] = [:]
    /// Breastfeeding, for the energy stage (the journal infers it from a recent due date).
    var breastfeeding = false
    /// Wellness cards by kind, a pattern report and an import summary (`InMemoryStore+Wellness.swift`);
    /// empty or nil reads as a store that keeps none.
    var wellnessCards: [ScoreKind: ScoreCard] = [:]
    var patternReport: PatternReport?
    var imports: ImportSummary?

    init(mode: Mode = .cycle, periods: [PeriodRecord] = [], pregnancy: PregnancyDating? = nil) {
        self.mode = mode
        self.records = periods
        self.pregnancyDates = pregnancy
    }

    func periods() throws -> [PeriodRecord] { records }
    func pregnancy() throws -> PregnancyDating? { pregnancyDates }
    func profileNames() throws -> [String] { profiles }
    func water(on day: Day) throws -> Int { waterLog[day] ?? 0 }
    func symptoms(from start: Day, through end: Day) throws -> [Day: [String]] {
        var found: [Day: [String]] = [:]
        for case let .symptom(id, _, day) in writes where day >= start && day <= end { found[day, default: []].append(id) }
        return found
    }
    func temperatures() throws -> [BasalTemperature] { temperatureLog }
    func ovulationTests() throws -> [LHTest] { lhTests }
    func kickSessions() throws -> [KickCount] { kickCounts }
    func contractions() throws -> [TimedContraction] { timedContractions }

    func apply(_ write: JournalWrite) throws -> String {
        writes.append(write)
        actionSizes.append(1)
        switch write {
        case let .periodStart(day):
            if let index = records.indices.last, records[index].end == nil, records[index].start < day {
                // An open period stays open: its end is unknown.
            }
            records.append(PeriodRecord(start: day))
            return "period started \(day.iso)"
        case let .periodEnd(day):
            guard let index = records.indices.last else { throw TestStoreError.noOpenPeriod }
            records[index].end = day
            return "period ended \(day.iso)"
        case let .temperature(celsius, day):
            temperatureLog.removeAll { $0.day == day }
            temperatureLog.append(BasalTemperature(day: day, celsius: celsius))
            return "temperature \(celsius) °C on \(day.iso)"
        case let .ovulationTest(result, day):
            if let result = LHTestResult(rawValue: result) { lhTests.append(LHTest(at: Moment(day: day, hour: 8, minute: 0), result: result)) }
            return "ovulation test \(result) on \(day.iso)"
        case let .water(milliliters, day):
            waterLog[day, default: 0] += milliliters
            return "water \(milliliters) ml on \(day.iso)"
        case let .food(kcal, _, _, _, _, day):
            foodLog[day, default: 0] += Double(kcal)
            return "food \(kcal) kcal on \(day.iso) · \(Int(foodLog[day]!)) kcal logged on \(day.iso)"
        case let .weight(kilograms, day):
            weightLog[day] = kilograms
            return "weight \(kilograms) kg on \(day.iso)"
        case let .mode(mode):
            self.mode = mode
            return "mode: \(mode.rawValue)"
        case let .switchProfile(name):
            profileName = name
            return "profile: \(name)"
        case let .typicalCycleLength(days):
            typicalCycleLength = days
            return "usual cycle length \(days) days"
        case let .pregnancy(dueDate):
            pregnancyDates = PregnancyDating(dueDate: dueDate)
            return "pregnancy due \(dueDate.iso)"
        case let .sleepLength(minutes, night):
            // As the journal's store says it (`JournalAssistantStore`).
            return "about \(FigureText.hoursAndMinutes(minutes)) of sleep on the night of \(night.iso)"
        default:
            return "\(write.name) on \(write.day?.iso ?? "-")"
        }
    }

    /// How many writes each `apply(_:)` call stored, in order, so undo takes a message back whole.
    var actionSizes: [Int] = []

    func apply(_ writes: [JournalWrite]) throws -> [String] {
        let before = (self.writes, records, foodLog, actionSizes)
        var lines: [String] = []
        do {
            for write in writes { lines.append(try apply(write)) }
        } catch {
            (self.writes, records, foodLog, actionSizes) = before
            throw error
        }
        actionSizes.removeLast(writes.count)
        actionSizes.append(writes.count)
        return lines
    }

    func undoLast() throws -> String? {
        guard let size = actionSizes.popLast() else { return nil }
        var lines: [String] = []
        for _ in 0..<size { lines.append(try undoOne()) }
        return lines.reversed().joined(separator: "; ")
    }

    func lastUndoable() throws -> [String]? {
        guard let size = actionSizes.last else { return [] }
        return writes.suffix(size).reversed().map(InMemoryStore.summary)
    }

    /// An entry as the journal's summaries name it, as far as undo reads them ("lifestyle:
    /// caffeine 2", "walk 20 min"); other entries by their action's name.
    static func summary(_ write: JournalWrite) -> String {
        switch write {
        case let .lifestyle(kind, count, _, _): "lifestyle: \(kind) \(count)"
        case let .exercise(activity, minutes, _): "\(activity) \(minutes) min"
        default: write.name
        }
    }

    private func undoOne() throws -> String {
        guard let last = writes.popLast() else { return "" }
        if case .periodStart = last { records.removeLast() }
        if case let .food(kcal, _, _, _, _, day) = last {
            foodLog[day]! -= Double(kcal)
            if foodLog[day]! <= 0 { foodLog[day] = nil }
        }
        // Water taken back leaves the day's total as the journal's would be.
        if case let .water(milliliters, day) = last {
            waterLog[day, default: 0] -= milliliters
            if waterLog[day]! <= 0 { waterLog[day] = nil }
        }
        return "removed \(last.name)"
    }
}

extension InMemoryStore {
    /// The energy summary from the food and weights held here, for the stage the profile is in
    /// (pregnant in pregnancy mode, by trimester when dated).
    func energySummary(today: Day) throws -> EnergySummary? {
        var stage = EnergyLifeStage.standard
        if mode == .pregnancy {
            let trimester = pregnancyDates.map { GestationalAge(totalDays: $0.lmp.days(to: today)).trimester } ?? .first
            stage = .pregnant(trimester)
        } else if breastfeeding {
            stage = .breastfeeding
        }
        let input = EnergyInput(intake: foodLog.filter { $0.key <= today }, weights: weightLog.filter { $0.key <= today }, today: today)
        return EnergySummary(input, stage: stage)
    }
}

enum TestStoreError: Error, CustomStringConvertible {
    case noOpenPeriod
    var description: String { "there is no period to end" }
}

extension InMemoryStore {
    /// A store whose periods start `lengths` apart from `first`, each lasting 5 days, with the
    /// last one ongoing.
    static func cycles(from first: Day, lengths: [Int], mode: Mode = .cycle) -> InMemoryStore {
        var starts = [first]
        for length in lengths { starts.append(starts.last! + length) }
        let records = starts.enumerated().map { index, start in
            PeriodRecord(start: start, end: index == starts.count - 1 ? nil : start + 4)
        }
        return InMemoryStore(mode: mode, periods: records)
    }
}
