import Content
import CycleCore
import Foundation
import Testing

@Suite struct KnowledgeLoaderTests {
    @Test func theEmbeddedCopyLoads() throws {
        let knowledge = try Knowledge.load()
        #expect(knowledge.poses.count >= 40)
        #expect(knowledge.pose(id: "childs-pose")?.name == "Child's Pose")
        #expect(knowledge.week(20)?.trimester == .second)
        #expect(knowledge.pregnancyWeeks.weeks.count == 42)
    }

    @Test func theBuiltInCopyDecodedOnFirstUseEqualsTheCopyDecodedUpFront() throws {
        // `load()` decodes each part when first read; `init(files:)` decodes and checks all.
        let lazy = try Knowledge.load()
        let eager = try Knowledge(files: EmbeddedFiles.all)
        #expect(lazy.poses == eager.poses)
        #expect(lazy.routines == eager.routines)
        #expect(lazy.nutritionTips == eager.nutritionTips)
        #expect(lazy.nutrients == eager.nutrients)
        #expect(lazy.avoid == eager.avoid)
        #expect(lazy.affirmations == eager.affirmations)
        #expect(lazy.pregnancyWeeks == eager.pregnancyWeeks)
        #expect(lazy.breathingPatterns == eager.breathingPatterns)
        #expect(lazy.selfCare == eager.selfCare)
        #expect(lazy.conceptionTips == eager.conceptionTips)
        #expect(lazy.partnerTips == eager.partnerTips)
        #expect(lazy.symptoms == eager.symptoms)
        #expect(lazy.moods == eager.moods)
        #expect(lazy.flows == eager.flows)
        #expect(lazy.discharge == eager.discharge)
        #expect(lazy.foods == eager.foods)
        #expect(lazy.guardrails == eager.guardrails)
        #expect(lazy.topics.topics == eager.topics.topics)
        #expect(lazy.topics.areaByID == eager.topics.areaByID)
        #expect(lazy.topics.synonyms == eager.topics.synonyms)
        #expect(lazy.topics.stopWords == eager.topics.stopWords)
        for pose in eager.poses { #expect(lazy.pose(id: pose.id) == eager.pose(id: pose.id)) }
        for routine in eager.routines { #expect(lazy.routine(id: routine.id) == eager.routine(id: routine.id)) }
        for nutrient in eager.nutrients { #expect(lazy.nutrient(id: nutrient.id) == eager.nutrient(id: nutrient.id)) }
        for pattern in eager.breathingPatterns {
            #expect(lazy.breathingPattern(id: pattern.id) == eager.breathingPattern(id: pattern.id))
        }
        let text = "Take 1000 mg of ibuprofen and you are definitely pregnant."
        #expect(lazy.outputFilter.check(text) == eager.outputFilter.check(text))
    }

    @Test func theBuiltInCopyIsReadFromManyThreadsAtOnce() async throws {
        let knowledge = try Knowledge.load()
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { knowledge.poses.count + knowledge.topics.topics.count } }
            return await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(counts.count == 1)
    }

    @Test func aFolderLoadsIntoTypedModels() throws {
        let folder = try KnowledgeFixture.valid().write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let knowledge = try Knowledge.load(from: folder)
        #expect(knowledge.poses.count == 40)
        let pose = try #require(knowledge.pose(id: "childs-pose"))
        #expect(pose.sanskrit == "Balasana")
        #expect(pose.hold == .breaths(5))
        #expect(pose.pregnancy[.second] == .safe)
        #expect(knowledge.pose(id: "pose-1")?.pregnancy.needsModification == true)
        #expect(knowledge.pose(id: "pose-2")?.sanskrit == nil)
        #expect(knowledge.routine(id: "prenatal-third-trimester")?.trimester == .third)
        #expect(knowledge.nutrient(id: "folate")?.synonyms == ["folic acid"])
        #expect(knowledge.week(1)?.lengthCm == nil)
        #expect(knowledge.week(30)?.lengthType == .crownHeel)
        #expect(knowledge.breathingPattern(id: "box")?.secondsPerRound == 9.5)
        #expect(knowledge.avoid.caffeine.limitMgPerDay == 200)
        #expect(knowledge.flows.entries.map(\.id) == ["spotting", "light", "medium", "heavy"])
        #expect(knowledge.guardrails.output.count == 4)
    }

    @Test func fileTextsLoadLikeAFolder() throws {
        let knowledge = try Knowledge(files: KnowledgeFixture.valid().texts)
        #expect(knowledge.affirmations.count == 150)
    }

    @Test func aBrokenFolderThrowsEveryProblem() throws {
        var fixture = KnowledgeFixture.valid()
        fixture[.poses]["poses"][3]["hold"] = ["minutes": 2]
        fixture.remove(.moods)
        let folder = try fixture.write()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try Knowledge.load(from: folder)
            Issue.record("a broken folder loaded")
        } catch {
            #expect(error.problems.map(\.description) == [
                "yoga/poses.json: poses[3].hold: expected breaths or seconds",
                "lexicons/moods.json: file is missing",
            ])
            #expect(!error.isIOError)
            #expect(error.description.hasPrefix("cannot load Knowledge from \(folder.path):\n  yoga/poses.json: "))
        }
    }

    @Test func aMissingFolderIsAnIOError() {
        #expect {
            try Knowledge.load(from: URL(fileURLWithPath: "/nonexistent/knowledge"))
        } throws: { error in
            (error as? KnowledgeLoadError)?.isIOError == true
        }
    }
}

@Suite struct ContentModelTests {
    @Test func holdsDecodeFromBreathsOrSeconds() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Hold.self, from: Data(#"{"breaths": 8}"#.utf8)) == .breaths(8))
        #expect(try decoder.decode(Hold.self, from: Data(#"{"seconds": 90}"#.utf8)) == .seconds(90))
        #expect(throws: DecodingError.self) { try decoder.decode(Hold.self, from: Data(#"{"minutes": 1}"#.utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(Hold.self, from: Data("8".utf8)) }
    }

    @Test func aBreathCountsAsFiveSeconds() {
        #expect(Hold.breaths(8).duration == 40)
        #expect(Hold.seconds(30).duration == 30)
        #expect(Hold.breaths(1).description == "1 breath")
        #expect(Hold.seconds(300).description == "5 min")
        #expect(Hold.seconds(90).description == "1 min 30 s")
    }

    @Test func routineLengthCountsBothSidesTwice() {
        let routine = Routine(
            id: "test", name: "Test", purpose: "Testing.", phases: [], trimester: nil, tags: [],
            steps: [RoutineStep(pose: "a", hold: .breaths(6)), RoutineStep(pose: "b", hold: .seconds(30), bothSides: true)],
            source: "yoga tradition"
        )
        #expect(routine.totalSeconds == 30 + 60)
        #expect(routine.totalMinutes == 2)
        let timeline = routine.timeline { _ in nil }
        #expect(timeline.map(\.startsAt) == [0, 30, 60])
        #expect(timeline.map(\.side) == [nil, "right", "left"])
        #expect(timeline.map(\.poseID) == ["a", "b", "b"])
    }

    @Test func breathingScheduleRepeatsThePatternEachRound() {
        let pattern = BreathingPattern(
            id: "478", name: "4-7-8", aliases: [],
            pattern: [BreathStep(phase: .inhale, seconds: 4), BreathStep(phase: .hold, seconds: 7), BreathStep(phase: .exhale, seconds: 8)],
            rounds: 4, steps: [], helpsWith: [], cautions: [], pregnancy: "", source: ""
        )
        let schedule = pattern.schedule(rounds: 2)
        #expect(schedule.count == 6)
        #expect(schedule.map(\.startsAt) == [0, 4, 11, 19, 23, 30])
        #expect(schedule.map(\.round) == [1, 1, 1, 2, 2, 2])
        #expect(pattern.schedule().count == 12)
    }
}

@Suite struct AffirmationRotationTests {
    static let knowledge = try! Knowledge(files: KnowledgeFixture.valid().texts)
    static let start = Day(year: 2026, month: 1, day: 1)!

    @Test func theSameDayGivesTheSameAffirmation() {
        let day = Day(year: 2026, month: 11, day: 10)!
        #expect(Self.knowledge.affirmation(on: day)?.id == Self.knowledge.affirmation(on: day)?.id)
    }

    @Test func consecutiveDaysDiffer() {
        for offset in 0..<400 {
            let today = Self.knowledge.affirmation(on: Self.start + offset)
            let tomorrow = Self.knowledge.affirmation(on: Self.start + offset + 1)
            #expect(today?.id != tomorrow?.id, "day \(offset) repeats")
        }
    }

    @Test func everyAffirmationComesRoundBeforeAnyRepeats() {
        let count = Self.knowledge.affirmations.count
        let ids = Set((0..<count).compactMap { Self.knowledge.affirmation(on: Self.start + $0)?.id })
        #expect(ids.count == count)
    }

    @Test func aPhaseOrModeNarrowsTheChoice() throws {
        var fixture = KnowledgeFixture.valid()
        fixture.editAll(.affirmations, "affirmations") { index, item in
            item["phases"] = index < 10 ? ["luteal"] : ["menstrual"]
            item["modes"] = index == 3 ? ["pregnancy"] : []
        }
        let knowledge = try Knowledge(files: fixture.texts)
        for offset in 0..<30 {
            let chosen = try #require(knowledge.affirmation(on: Self.start + offset, phase: .luteal, mode: .cycle))
            #expect(chosen.phases == [.luteal])
            #expect(chosen.id != "a004")
        }
        #expect(knowledge.affirmation(on: Self.start, phase: .ovulation) == nil)
    }
}
