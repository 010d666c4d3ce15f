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
}
