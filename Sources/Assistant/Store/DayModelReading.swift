import CycleCore
import DayModel

/// What the day model is built from: the active profile's inputs, another profile's, and
/// everyone on this device at a glance.
package protocol DayModelReading {
    /// Everything the day model is built from (a store that also reads the profile and the
    /// records has a default reading it through them).
    func dayInputs() throws -> DayInputs
    /// What the day model of another profile on this device is built from, read without
    /// switching to it; nil when there is no such profile (or the store keeps one profile).
    func dayInputs(ofProfile name: String) throws -> DayInputs?
    /// Everyone on this device at a glance on `today`; nil when the store cannot tell.
    func overview(today: Day) throws -> Overview?
}

extension DayModelReading {
    /// A store that keeps one profile has no other profile's day.
    package func dayInputs(ofProfile name: String) throws -> DayInputs? { nil }
    /// A store that keeps one profile has no overview.
    package func overview(today: Day) throws -> Overview? { nil }
}

extension DayModelReading where Self: ProfileReading & RecordReading {
    /// What the day model is built from, read through the store's own methods. The journal's
    /// store reads the same thing in one pass (and includes the period-end questions shown).
    package func dayInputs() throws -> DayInputs {
        DayInputs(profileName: profileName, mode: mode, periods: try periods(), temperatures: try temperatures(),
                  ovulationTests: try ovulationTests(), pregnancy: try pregnancy().map { PregnancyRecord(lmp: $0.lmp) },
                  typicalCycleLength: typicalCycleLength)
    }
}
