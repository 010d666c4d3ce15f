import CycleCore
import DayModel
import EnergyBudget

/// The fertility-sign and pregnancy-timer records the assistant reads. A store that keeps none
/// of them (an older test double) reads as empty.
extension AssistantStore {
    package func temperatures() throws -> [BasalTemperature] { [] }
    package func ovulationTests() throws -> [LHTest] { [] }
    package func kickSessions() throws -> [KickCount] { [] }
    package func contractions() throws -> [TimedContraction] { [] }
    package var typicalCycleLength: Int? { nil }
}

extension AssistantStore {
    /// What the day model is built from, read through the store's own methods. The journal's
    /// store reads the same thing in one pass (and includes the period-end questions shown).
    package func dayInputs() throws -> DayInputs {
        DayInputs(profileName: profileName, mode: mode, periods: try periods(), temperatures: try temperatures(),
                  ovulationTests: try ovulationTests(), pregnancy: try pregnancy().map { PregnancyRecord(lmp: $0.lmp) },
                  typicalCycleLength: typicalCycleLength)
    }
}

extension AssistantStore {
    package func dayInputs(ofProfile name: String) throws -> DayInputs? { nil }
    package func overview(today: Day) throws -> Overview? { nil }
    /// A store that keeps no food log (an older test double) has no energy summary.
    package func energySummary(today: Day) throws -> EnergySummary? { nil }
}
