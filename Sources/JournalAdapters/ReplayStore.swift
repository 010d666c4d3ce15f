import Assistant
import CycleCore
import DayModel
import EnergyBudget
import enum Wellness.ScoreKind
import struct Wellness.ScoreCard
import struct Wellness.PatternReport

/// A store that reads through to another and refuses every write: what an earlier message is
/// answered against when it is read again only to bring its question back (`OneQuestionTurn`).
/// A write asked for while replaying means the message no longer reads as it did, so it is
/// refused and noted, never stored twice.
final class ReplayStore: AssistantStore {
    let base: any AssistantReading
    /// Whether the assistant tried to write while replaying.
    private(set) var refusedWrite = false

    struct WriteRefused: Error, CustomStringConvertible {
        var description: String { "an earlier message was read again only to bring back its question" }
    }

    init(_ base: any AssistantReading) {
        self.base = base
    }

    var profileName: String { base.profileName }
    var mode: Mode { base.mode }
    var waterGoalMilliliters: Int { base.waterGoalMilliliters }
    var typicalCycleLength: Int? { base.typicalCycleLength }
    var weighsInPounds: Bool { base.weighsInPounds }
    func periods() throws -> [PeriodRecord] { try base.periods() }
    func pregnancy() throws -> PregnancyDating? { try base.pregnancy() }
    func profileNames() throws -> [String] { try base.profileNames() }
    func water(on day: Day) throws -> Int { try base.water(on: day) }
    func symptoms(from start: Day, through end: Day) throws -> [Day: [String]] { try base.symptoms(from: start, through: end) }
    func temperatures() throws -> [BasalTemperature] { try base.temperatures() }
    func ovulationTests() throws -> [LHTest] { try base.ovulationTests() }
    func kickSessions() throws -> [KickCount] { try base.kickSessions() }
    func contractions() throws -> [TimedContraction] { try base.contractions() }
    func dayInputs() throws -> DayInputs { try base.dayInputs() }
    func dayInputs(ofProfile name: String) throws -> DayInputs? { try base.dayInputs(ofProfile: name) }
    func overview(today: Day) throws -> Overview? { try base.overview(today: today) }
    func energySummary(today: Day) throws -> EnergySummary? { try base.energySummary(today: today) }
    func wellnessCard(_ kind: ScoreKind, today: Day) throws -> ScoreCard? { try base.wellnessCard(kind, today: today) }
    func wellnessPatterns(today: Day) throws -> PatternReport? { try base.wellnessPatterns(today: today) }
    func importSummary() throws -> ImportSummary? { try base.importSummary() }
    func importGuide(for source: String?) -> String? { base.importGuide(for: source) }
    func view(_ request: ViewRequest, width: Int, styled: Bool) throws -> String? { try base.view(request, width: width, styled: styled) }
    /// Replaying the earlier turns makes no file again.
    func make(_ request: FileRequest, today: Day) throws -> MadeFile? { nil }

    func apply(_ write: JournalWrite) throws -> String {
        refusedWrite = true
        throw WriteRefused()
    }

    func apply(_ writes: [JournalWrite]) throws -> [String] {
        refusedWrite = true
        throw WriteRefused()
    }

    func undoLast() throws -> String? {
        refusedWrite = true
        throw WriteRefused()
    }
}
