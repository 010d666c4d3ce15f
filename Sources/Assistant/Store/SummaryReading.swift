import CycleCore
import EnergyBudget
import enum Wellness.ScoreKind
import struct Wellness.ScoreCard
import struct Wellness.PatternReport

/// What the commands work out from the logs, worked out by their own code: the food-energy
/// budget, the wellness scores and the patterns between lifestyle and the scores. Every one
/// is nil in a store that cannot tell.
package protocol SummaryReading {
    /// Today's food-energy budget, maintenance estimate and life stage: the very summary
    /// `bloom budget` prints for the same journal and day; nil when the store keeps no food log.
    func energySummary(today: Day) throws -> EnergySummary?
    /// One wellness score on `today` (for `.week`, the 7 days ending then), computed by the same
    /// code as `bloom scores` and `bloom week-score`; nil when the store cannot tell.
    func wellnessCard(_ kind: ScoreKind, today: Day) throws -> ScoreCard?
    /// Lifestyle factors against the scores over the 90 days ending `today`, as `bloom patterns`
    /// finds them; nil when the store cannot tell.
    func wellnessPatterns(today: Day) throws -> PatternReport?
}

extension SummaryReading {
    /// A store that keeps no food log (an older test double) has no energy summary.
    package func energySummary(today: Day) throws -> EnergySummary? { nil }
    /// No wellness data in a store that does not keep it (in-memory test stores).
    package func wellnessCard(_ kind: ScoreKind, today: Day) throws -> ScoreCard? { nil }
    /// No patterns in a store that does not keep lifestyle logs.
    package func wellnessPatterns(today: Day) throws -> PatternReport? { nil }
}
