import CycleCore
import DayModel
import Glances
import Journal

extension Overview {
    /// Every profile in `store` on `today`, each read through the day model: `bloom overview`
    /// and the chat read it through this.
    package static func read(from store: JournalStore, today: Day) throws -> Overview {
        let glances = try JournalFailure.classifying {
            try store.profiles().map { profile in
                let inputs = try DayInputs.read(from: store, profile: profile)
                let records = try store.recordCounts(of: profile).filter { $0.key.isUndoable }.values.reduce(0, +)
                let latest = try store.latestEntry(of: profile, asOf: today).map { (kind: $0.kind.noun, day: $0.day) }
                return ProfileGlance(name: profile.name, colour: profile.color, day: try PersonDay.checked(inputs, today: today),
                                     records: records, lastLogged: latest)
            }
        }
        return Overview(today: today, profiles: glances)
    }
}
