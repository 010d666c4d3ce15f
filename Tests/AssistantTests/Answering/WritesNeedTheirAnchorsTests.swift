@testable import Assistant
import CycleCore
import Testing

/// A statement writes only what it says of the person's own present or recent day, and each
/// fact needs its anchor words: a temperature a body's, an amount of liquid water drunk, a
/// period start a word for the period, a lifestyle entry a kind Bloom logs. The person's long
/// past, someone else's day, what was not done and other senses of the words write nothing.
@Suite struct WritesNeedTheirAnchorsTests {
    func writes(_ message: String) -> [JournalWrite] { AssistantFixture.writes(message) }

    @Test(arguments: [
        "it hit 35 degrees here today and the tarmac is melting",
        "recipe for a 500ml batch of tomato sauce",
        "engine light came on today and the needle is above halfway",
        "tested all the smoke alarms today and two didn't beep",
        "lost 3 ranked games in a row today",
        "heavy traffic again this morning, 45 min late to work",
        "car started today",
        "the new job started today",
        // Animals, things and groups as the subject; other senses of cramps, gas, spots, cross, tired.
        "my puppy has had diarrhoea since yesterday",
        "the boiler engineer came round, the gas man says the pressure is low",
        "the van engine gets cramps on cold mornings",
        "my rose bush has black spots all over the leaves",
        "meet me at kings cross at 8 tomorrow",
        "im so tired of this show, every episode is the same",
        "my team did 45 min of yoga as a warm down",
    ])
    func anotherSenseOfAWordWritesNothing(message: String) {
        #expect(writes(message).isEmpty, "\(message)")
    }

    @Test(arguments: [
        "in my 20s i weighed 55kg",
        "at uni my cycles were all over the place",
        "my girlfriends period started today",
        "my mate ran 10k today",
        "no positive opk yet this cycle and im on cd 19",
        "i didnt take my prenatal today",
    ])
    func theLongPastSomeoneElseOrWhatWasNotDoneWritesNothing(message: String) {
        #expect(writes(message).isEmpty, "\(message)")
    }

    /// A start or end word whose object is a method, a medicine or an activity says nothing
    /// about the period, though the message names one (`PeriodVerbs`).
    @Test(arguments: [
        "began the mini pill on day 2 of my period",
        "came off the implant in june and i finally stopped taking it, my period is due soon",
        "finished the antibiotics yesterday, period due monday",
        "started feeling sick the week before my period",
    ])
    func aStartOrEndWordAboutSomethingElseWritesNoPeriod(message: String) {
        let store = InMemoryStore.cycles(from: Day(year: 2026, month: 8, day: 18)!, lengths: [28, 28, 28])
        _ = AssistantFixture.chat([message], store: store)
        #expect(!store.writes.contains { if case .periodStart = $0 { true } else if case .periodEnd = $0 { true } else { false } }, "\(message): \(store.writes)")
    }

    @Test(arguments: ["my period stopped this morning", "it stopped this morning, finally", "bleeding finished this morning"])
    func aStartOrEndWordSaidOfThePeriodStillEndsIt(message: String) {
        let store = InMemoryStore.cycles(from: Day(year: 2026, month: 8, day: 18)!, lengths: [28, 28, 28])
        _ = AssistantFixture.chat(["my period started 4 days ago", message], store: store)
        #expect(store.writes.contains { if case .periodEnd = $0 { true } else { false } }, "\(message): \(store.writes)")
    }

    /// A weight no adult has (a baby's at a scan) is not the person's weight: not written,
    /// not offered; and the answer to "what's the weight?" is the one saved.
    @Test func aWeightNoBodyHasIsNotThePersonsAndTheAnswerToTheQuestionIsSaved() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["the growth scan says the baby is 4 lbs 14 oz, weight is 4 lbs, is that small at 34 weeks?"], store: store)
        #expect(store.writes.isEmpty)
        #expect(!replies[0].text.contains("Shall I log weight"), "\(replies[0].text)")
        let asked = InMemoryStore()
        _ = AssistantFixture.chat(["weighed 1.8 kg this morning", "64.5 kg"], store: asked)
        #expect(asked.writes == [.weight(kilograms: 64.5, AssistantFixture.today)], "\(asked.writes)")
    }

    @Test func theSameFactsWithTheirAnchorsAreWritten() {
        let today = AssistantFixture.today
        #expect(writes("temp 36.45 this morning").contains(.temperature(celsius: 36.45, today)))
        #expect(writes("36.45 this morning").contains(.temperature(celsius: 36.45, today)))
        #expect(writes("drank 500ml of water").contains(.water(milliliters: 500, today)))
        #expect(writes("i came on today").contains(.periodStart(today)))
        // "Time" is another sense of "period" only away from "my" and a period frame.
        #expect(writes("my period came on time today").contains(.periodStart(today)))
        #expect(writes("slept badly in a hot room last night").contains { if case .lifestyle("sleep_environment", _, _, _) = $0 { true } else { false } })
        #expect(writes("smoked 3 cigarettes today").contains { if case .lifestyle("tobacco", 3, _, _) = $0 { true } else { false } })
        #expect(writes("had a late dinner at 11pm").contains { if case .lifestyle("late_meal", _, _, _) = $0 { true } else { false } })
    }

    @Test func aFewWordsOfAPeriodStartingNeedNoWordForThePeriod() {
        // "Started today" in a period tracker says nothing else could have started.
        #expect(writes("started today").contains(.periodStart(AssistantFixture.today)))
    }

    @Test func aPastClauseThatNamesTodayIsNoLongPast() {
        // "When I was at the gym" reads like the long past; "this morning" says it is today.
        let written = writes("when i was at the gym this morning i felt really dizzy")
        #expect(written.contains { if case .symptom("dizziness", _, _) = $0 { true } else { false } }, "\(written)")
    }

    @Test func thePastTimeReaderTakesDecadesOfLife() {
        let past = PastTime(longAgo: [], recentPast: [], resolved: [], stillGoing: [])
        #expect(past.isLongAgo(["in", "my", "20", "s", "i", "weighed", "55", "kg"]))
        #expect(!past.isLongAgo(["my", "20", "week", "scan"]))
    }
}
