import CycleCore

/// The fertility-sign and pregnancy-timer records the assistant reads. A store that keeps none
/// of them (an older test double) reads as empty.
extension AssistantStore {
    public func temperatures() throws -> [BasalTemperature] { [] }
    public func ovulationTests() throws -> [LHTest] { [] }
    public func kickSessions() throws -> [KickCount] { [] }
    public func contractions() throws -> [TimedContraction] { [] }
    public var typicalCycleLength: Int? { nil }
}
