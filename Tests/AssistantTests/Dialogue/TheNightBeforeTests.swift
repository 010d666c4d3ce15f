@testable import Assistant
import CycleCore
import Testing

/// "Hang on, not last night, it was the night before": a correction that denies a day and says
/// "the night before" moves the entry to the night before the one denied, not to the day it
/// denies.
@Suite struct TheNightBeforeTests {
    let today = AssistantFixture.today

    @Test func theNightBeforeTheDeniedOneIsTheDayMeant() {
        let store = InMemoryStore(mode: .ttc)
        _ = AssistantFixture.chat(["we bd last night", "hang on, not last night, it was the night before"], store: store)
        let sex = store.writes.compactMap { write -> Day? in if case let .sex(_, day) = write { day } else { nil } }
        #expect(sex.last == today - 2, "\(store.writes)")
    }

    @Test func aShiftIsReadOnlyWithNoDayAfterIt() {
        #expect(SpeechOverrides.dayShift(["it", "was", "the", "night", "before"]) == -1)
        #expect(SpeechOverrides.dayShift(["no", "the", "day", "after"]) == 1)
        #expect(SpeechOverrides.dayShift(["the", "day", "before", "yesterday"]) == nil)
        #expect(SpeechOverrides.dayShift(["before", "bed"]) == nil)
    }
}
