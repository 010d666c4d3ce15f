import Content
import CycleCore
import Foundation
import Testing

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
