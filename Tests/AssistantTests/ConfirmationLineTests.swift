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
        #expect(SavedWrites.confirmed(actions) == ["2026-11-22: symptoms cramps, headache", "water 750 ml at 2026-11-22 09:00"])
    }

    @Test func drinksMergedIntoOneMinutesLifestyleEntryAreListedOnce() {
        let actions = [
            Reply.Action(kind: "lifestyle", day: nil, summary: "lifestyle at 2026-11-22 09:30: alcohol 1 · note “a glass of wine”"),
            Reply.Action(kind: "lifestyle", day: nil, summary: "lifestyle at 2026-11-22 09:30: caffeine 2 · alcohol 1 · note “a glass of wine / 2 coffees”"),
            Reply.Action(kind: "lifestyle", day: nil, summary: "lifestyle at 2026-11-22 09:31: caffeine 1"),
            Reply.Action(kind: "water", day: nil, summary: "water 250 ml at 2026-11-22 09:31"),
            Reply.Action(kind: "water", day: nil, summary: "water 250 ml at 2026-11-22 09:31 (added to the 250 ml logged then)"),
        ]
        #expect(SavedWrites.confirmed(actions) == [
            "lifestyle at 2026-11-22 09:30: caffeine 2 · alcohol 1 · note “a glass of wine / 2 coffees”",
            "lifestyle at 2026-11-22 09:31: caffeine 1",
            "water 250 ml at 2026-11-22 09:31",
            "water 250 ml at 2026-11-22 09:31 (added to the 250 ml logged then)",
        ])
    }

    @Test func differentDaysAndKindsAreAllListed() {
        let actions = [
            Reply.Action(kind: "symptom", day: nil, summary: "2026-11-21: symptoms cramps"),
            Reply.Action(kind: "symptom", day: nil, summary: "2026-11-22: symptoms headache"),
            Reply.Action(kind: "temperature", day: nil, summary: "temperature 36.4 °C on 2026-11-22"),
        ]
        #expect(SavedWrites.confirmed(actions).count == 3)
    }
}
