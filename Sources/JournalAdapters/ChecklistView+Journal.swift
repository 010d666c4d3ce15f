import CycleCore
import Glances
import Journal

/// The checklist's ticks read from the journal.
/// Glances' views take values; the journal is read here.
extension ChecklistView {
    /// The items of `week` ticked for `pregnancy` of `profile` in `store`.
    package static func ticked(in store: JournalStore, profile: Profile, pregnancy: Pregnancy, week: Int) throws -> Set<Int> {
        let ticks = try store.records(ChecklistTick.self, of: profile)
        return Set(ticks.filter { $0.lmp == pregnancy.lmp && $0.week == week }.map(\.item))
    }
}
