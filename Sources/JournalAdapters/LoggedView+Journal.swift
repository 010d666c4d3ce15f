import CycleCore
import Glances
import Journal

/// What was logged over a span, read from the journal.
/// Glances' views take values; the journal is read here.
extension LoggedView {
    /// Reads the records of `profile` from `first` through `last`.
    package static func read(from store: JournalStore, profile: Profile, first: Day, last: Day) throws -> LoggedView {
        let days = first...last
        var entries: [Entry] = []
        for period in try store.periods(of: profile) {
            if days.contains(period.start) { entries.append(Entry(day: period.start, kind: .period, text: "period started")) }
            if let end = period.end, days.contains(end) { entries.append(Entry(day: end, kind: .period, text: "period ended")) }
        }
        entries += try store.records(DailyLog.self, of: profile).filter { days.contains($0.day) }
            .map { Entry(day: $0.day, kind: .day, text: $0.spokenDetails) }
        entries += try store.records(TemperatureReading.self, of: profile).filter { days.contains($0.day) }
            .map { Entry(day: $0.day, kind: .temperature, text: $0.details) }
        entries += try store.records(OvulationTest.self, of: profile).filter { days.contains($0.at.day) }
            .map { Entry(day: $0.at.day, kind: .ovulationTest, text: "ovulation test \($0.result.rawValue) at \($0.at.time.shortText)") }
        entries += try store.records(PregnancyTest.self, of: profile).filter { days.contains($0.at.day) }
            .map { Entry(day: $0.at.day, kind: .pregnancyTest, text: "\($0.details) at \($0.at.time.shortText)") }
        entries += totals(try store.records(WaterIntake.self, of: profile).filter { days.contains($0.at.day) }.map { ($0.at.day, $0.milliliters) },
                          kind: .water) { "water \($0) ml" }
        entries += try store.records(WeightEntry.self, of: profile).filter { days.contains($0.day) }
            .map { Entry(day: $0.day, kind: .weight, text: $0.details) }
        entries += totals(try store.records(FoodEntry.self, of: profile).filter { days.contains($0.day) }.map { ($0.day, $0.kcal) },
                          kind: .food) { "food \(FigureText.kcal($0))" }
        entries += try store.records(VitalReading.self, of: profile).filter { days.contains($0.at.day) }
            .map { Entry(day: $0.at.day, kind: .vital, text: "\($0.details) at \($0.at.time.shortText)") }
        entries += try store.records(LifestyleEntry.self, of: profile).filter { days.contains($0.at.day) }
            .map { Entry(day: $0.at.day, kind: .lifestyle, text: "\($0.details) at \($0.at.time.shortText)") }
        entries += try store.records(NightLength.self, of: profile).filter { days.contains($0.morning) }
            .map { Entry(day: $0.morning, kind: .nightLength, text: "\(FigureText.hoursAndMinutes($0.minutes)) of sleep the night before (its length only)") }
        entries += try store.records(YogaSession.self, of: profile).filter { days.contains($0.day) }
            .map { Entry(day: $0.day, kind: .yoga, text: "yoga \($0.minutes) min (\($0.routine))") }
        entries += try store.records(KickSession.self, of: profile).filter { days.contains($0.start.day) }
            .map { Entry(day: $0.start.day, kind: .kickSession, text: "kick count at \($0.start.time.shortText): \($0.kicks.count) kick\($0.kicks.count == 1 ? "" : "s")") }
        let contractions = try store.records(Contraction.self, of: profile).filter { days.contains($0.start.day) }
        entries += totals(contractions.map { ($0.start.day, 1) }, kind: .contraction) { "\($0) contraction\($0 == 1 ? "" : "s") timed" }
        let order = Dictionary(uniqueKeysWithValues: RecordKind.allCases.enumerated().map { ($1, $0) })
        entries.sort { ($0.day, order[$0.kind] ?? 0) < ($1.day, order[$1.kind] ?? 0) }
        return LoggedView(first: first, last: last, profileName: profile.name, entries: entries)
    }
}
