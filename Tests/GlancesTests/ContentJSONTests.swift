import Content
import CycleCore
import Glances
import JSON
import Testing

/// The `--json` shapes of the content models: stable keys in SCHEMA.md's order.
@Suite struct ContentJSONTests {
    static let knowledge = try! Knowledge.load()

    func keys(_ json: JSONValue) -> [String] {
        guard case let .orderedObject(pairs) = json else { return [] }
        return pairs.map(\.0)
    }

    @Test func aPoseKeepsItsKeysInOrderWithEachTrimestersAdvice() throws {
        let pose = try #require(Self.knowledge.poses.first)
        #expect(keys(pose.json) == ["id", "name", "sanskrit", "aliases", "category", "difficulty", "benefits", "steps", "hold",
                                    "holdSeconds", "cautions", "phases", "pregnancy", "pregnancyNote", "features", "tags", "source"])
        guard case let .orderedObject(pairs) = pose.json, let pregnancy = pairs.first(where: { $0.0 == "pregnancy" })?.1 else {
            Issue.record("no pregnancy advice"); return
        }
        #expect(keys(pregnancy) == ["1", "2", "3"])
        #expect(pose.json.rendered().contains("\"id\":\"\(pose.id)\""))
    }

    @Test func aRoutineNamesEachStepsPose() throws {
        let routine = try #require(Self.knowledge.routines.first)
        let text = routine.json(in: Self.knowledge).rendered()
        let firstPose = try #require(Self.knowledge.pose(id: routine.steps[0].pose))
        #expect(text.contains("\"name\":\"\(firstPose.name)\""))
        #expect(keys(routine.json(in: Self.knowledge)).last == "source")
    }

    @Test func holdsAreBreathsOrSeconds() {
        #expect(Hold.breaths(5).json.rendered() == "{\"breaths\":5}")
        #expect(Hold.seconds(30).json.rendered() == "{\"seconds\":30}")
    }
}
