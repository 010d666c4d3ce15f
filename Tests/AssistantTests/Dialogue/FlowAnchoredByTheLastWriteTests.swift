@testable import Assistant
import CycleCore
import Testing

/// "My period started today", then "it's pretty heavy and crampy": the period just written
/// anchors the flow the next message tells of it (`FactAnchors.words(anchoredBy:today:)`).
/// Without that write, "heavy" names no flow.
@Suite struct FlowAnchoredByTheLastWriteTests {
    let today = AssistantFixture.today

    @Test func aFlowSaidRightAfterAPeriodStartIsLogged() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["my period started today", "it's pretty heavy and crampy"], store: store)
        #expect(store.writes.contains(.flow("heavy", today)), "\(store.writes)")
        #expect(store.writes.contains { if case .symptom("cramps", _, today) = $0 { true } else { false } }, "\(store.writes)")
    }

    @Test func heavyWithNoPeriodBeforeItNamesNoFlow() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["headache today", "it's pretty heavy"], store: store)
        #expect(!store.writes.contains { if case .flow = $0 { true } else { false } }, "\(store.writes)")
    }

    /// A period started in the last days anchors ("started on saturday", then "it was heavy on
    /// saturday and sunday"); one weeks ago, or a flow or discharge told for another day, does not.
    @Test func aRecentPeriodStartOrTodaysWriteAnchors() {
        #expect(FactAnchors.words(anchoredBy: [.periodStart(today)], today: today) == ["period"])
        #expect(FactAnchors.words(anchoredBy: [.periodStart(today - 3)], today: today) == ["period"])
        #expect(FactAnchors.words(anchoredBy: [.periodStart(today - 12)], today: today).isEmpty)
        #expect(FactAnchors.words(anchoredBy: [.flow("heavy", today - 3)], today: today).isEmpty)
        #expect(FactAnchors.words(anchoredBy: [.discharge("creamy", today - 1)], today: today).isEmpty)
        #expect(FactAnchors.words(anchoredBy: [.discharge("creamy", today)], today: today) == ["discharge"])
        #expect(FactAnchors.words(anchoredBy: [.mood("sad", today)], today: today).isEmpty)
    }
}

/// One day's flow told over two clauses of a message is one entry: the heaviest said, but "a
/// little" beside spotting says how much spotting.
@Suite struct OneFlowADayTests {
    let today = AssistantFixture.today

    @Test func aLittleBesideSpottingIsSpotting() {
        let writes = AssistantFixture.writes("spotting this morning, just a little")
        #expect(writes.contains(.flow("spotting", today)), "\(writes)")
        #expect(!writes.contains(.flow("light", today)), "\(writes)")
    }

    @Test func twoFlowsOnOneDayKeepTheHeaviest() {
        let writes = AssistantFixture.writes("light flow this morning, heavy flow by lunch")
        #expect(writes.filter { if case .flow = $0 { true } else { false } } == [.flow("heavy", today)], "\(writes)")
    }
}
