import Content
import CycleCore
import Testing

/// Issue 49, item 6: a routine built on the fly goes warm-up → peak → rest, a resting pose last.
@Suite struct YogaSequenceTests {
    static let knowledge = try! Knowledge.load()
    static func pose(_ id: String) -> Pose { knowledge.poses.first { $0.id == id }! }

    @Test func camelCorpseAndGoddessGoFromTheWorkToTheRest() {
        let ordered = YogaSequence.ordered(["camel", "corpse", "goddess"].map(Self.pose))
        #expect(ordered.map(\.id) == ["goddess", "camel", "corpse"])
    }

    @Test func everyCategoryHasAStageAndOnlyRestorativePosesRest() {
        for pose in Self.knowledge.poses {
            let stage = YogaSequence.stage(of: pose.category)
            #expect((stage == .rest) == (pose.category == .restorative), "\(pose.id)")
        }
    }

    /// Every routine built from any day's rotation, for every phase, trimester and focus the
    /// chat filters by, is in stage order and ends with a resting pose.
    @Test(arguments: [nil, Phase.menstrual, .follicular, .ovulation, .luteal])
    func routinesFromEveryRotationEndResting(phase: Phase?) {
        let poses = Self.knowledge.poses.filter { $0.difficulty != .advanced }
        let resting = poses.filter { $0.category == .restorative }
        var pools: [[Pose]] = [phase.map { phase in poses.filter { $0.phases.contains(phase) } } ?? poses]
        for tag in ["energy", "hips", "balance", "cramps", "sleep"] { pools.append(poses.filter { $0.tags.contains(tag) }) }
        for trimester in Trimester.allCases { pools.append(poses.filter { $0.pregnancy[trimester] != .avoid }) }
        for pool in pools where !pool.isEmpty {
            for start in 0..<pool.count {
                let routine = YogaSequence.routine(from: pool, count: 3, start: start, resting: resting)
                #expect(routine.count == min(3, pool.count + (pool.contains { $0.category == .restorative } ? 0 : 1)))
                let stages = routine.map { YogaSequence.stage(of: $0.category) }
                #expect(stages == stages.sorted(), "\(routine.map(\.id))")
                #expect(routine.last?.category == .restorative, "\(routine.map(\.id))")
                #expect(Set(routine.map(\.id)).count == routine.count, "\(routine.map(\.id))")
            }
        }
    }

    @Test func theRotationDecidesWhichPosesAndTheOrderIsStillTheSame() {
        let pool = ["camel", "corpse", "goddess", "cat-cow", "bound-angle"].map(Self.pose)
        #expect(YogaSequence.routine(from: pool, count: 3, start: 0).map(\.id) == ["goddess", "camel", "corpse"])
        #expect(YogaSequence.routine(from: pool, count: 3, start: 2).map(\.id) == ["cat-cow", "goddess", "corpse"])
        #expect(YogaSequence.routine(from: pool, count: 4, start: 3).map(\.id) == ["cat-cow", "camel", "bound-angle", "corpse"])
    }
}
