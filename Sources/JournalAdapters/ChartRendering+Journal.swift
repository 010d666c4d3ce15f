import CycleCore
import Glances
import Journal

/// The temperature chart's readings read from the journal.
/// Glances' views take values; the journal is read here.
extension ChartRendering {
    /// The readings of `profile` since its latest period start (the last 40 days when no
    /// period is logged) up to `today`, and that start.
    package static func readings(from store: JournalStore, profile: Profile, today: Day) throws -> ([BasalTemperature], Day?) {
        let temperatures = try store.records(TemperatureReading.self, of: profile)
        let start = try store.periodHistory(of: profile, asOf: today).latest?.start
        let from = start ?? today - 40
        let readings = temperatures.filter { $0.day >= from && $0.day <= today }.map {
            BasalTemperature(day: $0.day, celsius: $0.celsius, excluded: $0.isExcluded)
        }
        return (readings, start)
    }
}
