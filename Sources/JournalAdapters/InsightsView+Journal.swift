import CycleCore
import DayModel
import Glances
import Journal

/// The insights view read from the journal.
/// Glances' views take values; the journal is read here.
extension InsightsView {
    /// The view of `profile` in `store` on `day.today`: its logs and the last 60 days of
    /// temperatures and weights.
    package static func read(from store: JournalStore, profile: Profile, day: PersonDay) throws -> InsightsView {
        let since = day.today - 60
        let temperatures = try store.records(TemperatureReading.self, of: profile)
            .filter { $0.day > since && $0.day <= day.today }.map(\.celsius)
        let weights = try store.records(WeightEntry.self, of: profile).filter { $0.day > since && $0.day <= day.today }.map(\.kilograms)
        return InsightsView(day: day, storedProfile: profile.name, temperatures: temperatures, weights: weights,
                            logged: try store.records(DailyLog.self, of: profile).map(\.loggedDay))
    }
}

extension DailyLog {
    /// The symptoms and moods of the day, as the phase heatmap counts them.
    var loggedDay: LoggedDay {
        LoggedDay(day: day, symptoms: symptoms.keys.map(\.rawValue), moods: moods.map(\.rawValue))
    }
}
