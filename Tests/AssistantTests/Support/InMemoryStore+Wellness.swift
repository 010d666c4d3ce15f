@testable import Assistant
import CycleCore
import enum Wellness.ScoreKind
import struct Wellness.ScoreCard
import struct Wellness.PatternReport

extension InMemoryStore {
    func wellnessCard(_ kind: ScoreKind, today: Day) throws -> ScoreCard? { wellnessCards[kind] }
    func wellnessPatterns(today: Day) throws -> PatternReport? { patternReport }
    func importSummary() throws -> ImportSummary? { imports }
    func importGuide(for source: String?) -> String? { nil }
}
