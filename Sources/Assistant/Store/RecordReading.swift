import CycleCore

/// What the person logged: periods, a pregnancy, water, symptoms, fertility signs and the
/// pregnancy timers. Reading never writes.
package protocol RecordReading {
    /// Every logged period (in any order).
    func periods() throws -> [PeriodRecord]
    /// The pregnancy's dates, when one is recorded.
    func pregnancy() throws -> PregnancyDating?
    /// Millilitres of water logged on `day`.
    func water(on day: Day) throws -> Int
    /// Symptom ids logged on each day from `start` through `end`.
    func symptoms(from start: Day, through end: Day) throws -> [Day: [String]]
    /// Every basal temperature logged (any order).
    func temperatures() throws -> [BasalTemperature]
    /// Every ovulation (LH) test logged (any order).
    func ovulationTests() throws -> [LHTest]
    /// Every kick-count session (any order).
    func kickSessions() throws -> [KickCount]
    /// Every timed contraction (any order).
    func contractions() throws -> [TimedContraction]
}

/// The fertility-sign and pregnancy-timer records the assistant reads. A store that keeps none
/// of them (an older test double) reads as empty.
extension RecordReading {
    package func temperatures() throws -> [BasalTemperature] { [] }
    package func ovulationTests() throws -> [LHTest] { [] }
    package func kickSessions() throws -> [KickCount] { [] }
    package func contractions() throws -> [TimedContraction] { [] }
}
