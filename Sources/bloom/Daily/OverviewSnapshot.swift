import CycleCore
import DayModel
import Journal

extension Overview {
    /// Every profile in the chosen home, each read through the day model on `today`.
    /// A fresh home gives an overview of nobody.
    static func load(_ context: CommandContext) throws -> Overview {
        let today = try context.today()
        guard let store = try context.journalForReading(readOnly: true)?.store else { return Overview(today: today, profiles: []) }
        return try read(from: store, today: today)
    }

    /// Every profile in `store` on `today`: the command and the chat read it through this.
    static func read(from store: JournalStore, today: Day) throws -> Overview {
        let glances = try journalErrors {
            try store.profiles().map { profile in
                let inputs = try DayInputs.read(from: store, profile: profile)
                let records = try store.recordCounts(of: profile).filter { $0.key.isUndoable }.values.reduce(0, +)
                let latest = try store.latestEntry(of: profile, asOf: today).map { (kind: $0.kind.noun, day: $0.day) }
                return ProfileGlance(name: profile.name, colour: profile.color, day: try DailySnapshot.dayModel(inputs, today: today),
                                     records: records, lastLogged: latest)
            }
        }
        return Overview(today: today, profiles: glances)
    }
}
