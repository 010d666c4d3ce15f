import CycleCore

extension JournalStore {
    /// Logs food as its own entry: when an entry for the day was already logged at the same
    /// second, this one is stamped a second later (so two quick logs stay two entries and
    /// `bloom undo` takes back only the last). Near midnight, when no later second is free,
    /// it is added to the last one.
    package func logFood(_ entry: FoodEntry, for profile: Profile, today: Day) throws -> Logged<FoodEntry> {
        try write {
            var entry = entry
            while try find(sameKeyAs: entry, profileID: profile.id) != nil,
                  let later = TimeOfDay(seconds: entry.created.time.seconds + 1) {
                entry.created = LocalTimestamp(day: entry.created.day, time: later)
            }
            return try upsert(entry, profileID: profile.id, today: today) { old, new in old.adding(new) }
        }
    }

    /// Total kcal logged on each day that has any food logged (days with none are absent).
    package func dailyIntake(of profile: Profile) throws -> [Day: Double] {
        var totals: [Day: Double] = [:]
        for entry in try records(FoodEntry.self, of: profile) { totals[entry.day, default: 0] += Double(entry.kcal) }
        return totals
    }

    /// The goal in force on `day` (0 when none was set or it was cleared).
    package func energyGoal(of profile: Profile, on day: Day) throws -> Int {
        try records(EnergyGoal.self, of: profile).filter { $0.since <= day }.max { $0.since < $1.since }?.kcal ?? 0
    }
}
