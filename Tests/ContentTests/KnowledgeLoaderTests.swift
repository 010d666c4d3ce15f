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
