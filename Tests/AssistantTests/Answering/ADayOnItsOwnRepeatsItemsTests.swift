@testable import Assistant
import Content
import CycleCore
import Testing

/// A clause that only names a day repeats the items before it ("cramps on the 3rd and the
/// 4th"); a clause that tells a state on a day ("fine today", "better yesterday") does not.
@Suite struct ADayOnItsOwnRepeatsItemsTests {
    func symptomDays(_ message: String) -> [Day] {
        let store = InMemoryStore()
        _ = AssistantFixture.chat([message], store: store)
        return store.writes.compactMap { write in
            if case let .symptom(_, _, day) = write { return day }
            return nil
        }
    }

    @Test func aDayOnItsOwnRepeatsTheItems() {
        #expect(symptomDays("backache on the 18th and the 19th").count == 2)
    }

    @Test func aStateOnADayRepeatsNothing() {
        let days = symptomDays("nausea on friday, headache saturday, fine today")
        #expect(days.count == 2, "\(days)")
        #expect(!days.contains(AssistantFixture.today), "\(days)")
    }

    /// The last message's items repeat only for a first clause of a day alone ("and last night
    /// too"): after a heavy flow, "we bd on the 21st and 22nd" wrote a flow on the 22nd.
    @Test func theLastMessagesItemsRepeatOnlyForAFirstClauseOfADay() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["period started today, heavy flow", "we bd on the 20th and 21st"], store: store)
        let flows = store.writes.filter { if case .flow = $0 { true } else { false } }
        #expect(flows.count == 1, "\(store.writes)")
    }
}
