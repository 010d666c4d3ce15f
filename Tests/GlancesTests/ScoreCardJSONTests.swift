import BloomTestSupport
import CycleCore
import Glances
import JSON
import Testing
import Wellness

/// A score card as `bloom scores --json` prints it.
@Suite struct ScoreCardJSONTests {
    static let today = Day(year: 2026, month: 11, day: 22)!

    @Test func aCardWithoutDataIsUnavailableWithANullScoreAndItsMessage() throws {
        let card = WellnessScores.card(.recovery, on: Self.today, history: WellnessHistory([], heart: HeartProfile()))
        #expect(card.statusName == "unavailable")
        guard case let .orderedObject(pairs) = card.json(.tags) else { Issue.record("not an object"); return }
        #expect(pairs.map(\.0) == ["kind", "day", "value", "band", "status", "message", "terms", "inputsUsed", "inputsMissing",
                                   "baseline", "notes", "figures"])
        let text = card.json(.tags).rendered()
        #expect(text.contains(#""kind":"recovery","day":"2026-11-22","value":null,"band":null,"status":"unavailable""#))
        #expect(text.contains(#""baseline":null"#))
        let message = try #require(card.status.message)
        #expect(text.contains(JSONValue.quoted(message.worded(by: .tags))))
        #expect(text.contains("log them with `<log>` and `<log>`") && !text.contains("⟨"), "the steps are worded: \(text)")
    }
}
