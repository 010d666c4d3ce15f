@testable import Assistant
import CycleCore
import Testing

@Suite struct ConfirmationLineTests {
    @Test func severalAdditionsToOneDayLogAreListedOnceAsTheDayEndsUp() {
        let actions = [
            Reply.Action(kind: "symptom", day: nil, summary: "2026-11-22: symptoms cramps"),
            Reply.Action(kind: "symptom", day: nil, summary: "2026-11-22: symptoms cramps, headache"),
            Reply.Action(kind: "water", day: nil, summary: "water 750 ml at 2026-11-22 09:00"),
        ]
        #expect(LogAnswers.confirmed(actions) == ["2026-11-22: symptoms cramps, headache", "water 750 ml at 2026-11-22 09:00"])
    }

    @Test func differentDaysAndKindsAreAllListed() {
        let actions = [
            Reply.Action(kind: "symptom", day: nil, summary: "2026-11-21: symptoms cramps"),
            Reply.Action(kind: "symptom", day: nil, summary: "2026-11-22: symptoms headache"),
            Reply.Action(kind: "temperature", day: nil, summary: "temperature 36.4 °C on 2026-11-22"),
        ]
        #expect(LogAnswers.confirmed(actions).count == 3)
    }
}
