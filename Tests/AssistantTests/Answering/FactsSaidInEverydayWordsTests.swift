@testable import Assistant
import CycleCore
import Testing

/// Facts said the way people say them are written, and words in another sense write nothing:
/// "a glass of red" is wine, "3 cigs" a smoke counted, "gin and tonics" one drink, a night
/// named by its day the day of the drinks; "like mad" is how much, not anger; "a sunny day"
/// names no period; "we didn't bd" is a negation.
@Suite struct FactsSaidInEverydayWordsTests {
    let today = AssistantFixture.today
    func writes(_ message: String) -> [JournalWrite] { AssistantFixture.writes(message) }

    /// The drinks (or smokes) of `kind` written, summed by day.
    func counted(_ kind: String, in writes: [JournalWrite]) -> [Day: Int] {
        var byDay: [Day: Int] = [:]
        for case let .lifestyle(found, count, _, day) in writes where found == kind { byDay[day, default: 0] += count }
        return byDay
    }

    @Test func aGlassOfRedIsWine() {
        #expect(counted("alcohol", in: writes("had a glass of red with dinner last night")) == [today - 1: 1])
        #expect(counted("alcohol", in: writes("red discharge today")).isEmpty)
    }

    @Test func drinksNotHadWriteNothing() {
        #expect(writes("we need drinks for 25 for the leaving do, wine and soft").isEmpty)
        #expect(writes("a double espresso shot costs 3.80 now, wild").isEmpty)
        #expect(writes("did my coffee yesterday affect my sleep").isEmpty)
    }

    @Test func aSecondReadingAfterATemperatureIsATemperature() {
        let found = writes("bbt 36.72 today and 36.68 yesterday")
        #expect(found.contains(.temperature(celsius: 36.72, today)) && found.contains(.temperature(celsius: 36.68, today - 1)), "\(found)")
    }

    /// A period started a few days ago, told in the message before, anchors the flow said of
    /// "it" next; one started weeks ago does not.
    @Test func aPeriodJustToldAnchorsTheFlowSaidOfItNext() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["my period started on friday", "it was heavy on friday and saturday"], store: store)
        #expect(store.writes.contains(.flow("heavy", today - 2)) && store.writes.contains(.flow("heavy", today - 1)), "\(store.writes)")
        #expect(FactAnchors.words(anchoredBy: [.periodStart(today - 3)], today: today) == ["period"])
        #expect(FactAnchors.words(anchoredBy: [.periodStart(today - 20)], today: today).isEmpty)
        // Spotting told for days ago anchors nothing today: "light cramps" stays cramps.
        #expect(FactAnchors.words(anchoredBy: [.flow("spotting", today - 3)], today: today).isEmpty)
    }

    /// "Light" right before a symptom says how bad it is, not the flow.
    @Test func aFlowWordBeforeASymptomIsItsSeverity() {
        let found = writes("period started today, light cramps")
        #expect(!found.contains { if case .flow = $0 { true } else { false } }, "\(found)")
        #expect(found.contains(.periodStart(today)), "\(found)")
        #expect(writes("period came today, heavy").contains(.flow("heavy", today)))
    }

    /// "Tired" alone, read as a symptom, holds a mood: it is offered as that mood, not
    /// answered with a topic about heavy periods.
    @Test func aWordReadAsAnotherKindIsOfferedAsWhatItSays() {
        let store = InMemoryStore()
        let reply = TopicFixture.chat(["tired"], store: store)[0]
        #expect(reply.topic == nil, "\(reply.topic ?? "")")
        #expect(reply.text.contains("tired"), "\(reply.text)")
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    /// "Ok nope its properly here now, medium flow": a start in bare words beside a flow is
    /// the period's start; a flow of spotting beside it starts nothing.
    @Test func aBareStartBesideAFlowStartsThePeriod() {
        let found = writes("ok nope its properly here now, medium flow")
        #expect(found.contains(.periodStart(today)) && found.contains(.flow("medium", today)), "\(found)")
        let spotting = writes("its here now, just spotting")
        #expect(!spotting.contains(.periodStart(today)), "\(spotting)")
        let car = AssistantFixture.assistant.understand("car started today", today: today).message
        #expect(!LogAnswers.saysABareStart(car))
    }

    /// A decaf coffee has no caffeine to count: "a decaf latte and one normal coffee" is one.
    @Test func aDecafIsNoCaffeineToCount() {
        let found = writes("had a decaf latte and one normal coffee")
        let counts = found.compactMap { if case let .lifestyle("caffeine", count, _, _) = $0 { count } else { nil } }
        #expect(counts == [1], "\(found)")
    }

    /// "Light" right before "pink spotting" says how much spotting: one flow, spotting.
    @Test func aFlowWordBeforeAnotherFlowSaysHowMuchOfIt() {
        let found = writes("had a bit of light pink spotting when i wiped this morning")
        let flows = found.compactMap { if case let .flow(id, _) = $0 { id } else { nil } }
        #expect(flows == ["spotting"], "\(found)")
    }

    /// Someone else's occasion is where the person's own drinks were had; someone else's
    /// symptom is still theirs.
    @Test func anotherPersonsOccasionIsWhereTheDayHappened() {
        #expect(counted("alcohol", in: writes("2 glasses of wine last night, my mates birthday")) == [today - 1: 2])
        #expect(writes("my sister had cramps today").isEmpty)
    }

    @Test func cigarettesCountedBesideAnAsideAreLogged() {
        #expect(counted("tobacco", in: writes("smoked 3 cigs today, i know i know")) == [today: 3])
    }

    @Test func aDrinkOfTwoNamesAndANightOutKeepTheirDay() {
        let found = writes("had a cider and 2 gin and tonics on saturday night")
        #expect(counted("alcohol", in: found) == [today - 1: 3], "\(found)")
        // A night slept is still the time of its own clause: the water was today.
        let slept = writes("slept badly last night and drank 5 glasses of water")
        #expect(slept.contains(.water(milliliters: 1250, today)), "\(slept)")
    }

    @Test func likeMadSaysHowMuchNotAMood() {
        let found = writes("craving salt and vinegar crisps like mad today")
        #expect(found.contains(.symptom("cravings", severity: nil, today)) || found.contains { if case .symptom("cravings", _, _) = $0 { true } else { false } }, "\(found)")
        #expect(!found.contains { if case .mood = $0 { true } else { false } }, "\(found)")
        #expect(writes("so mad at my boss today").contains(.mood("angry", today)))
    }

    @Test(arguments: ["morning! finally a sunny day here ☀️", "what a day, finally home", "new month, new me"])
    func aDayOrAMonthAloneNamesNoPeriod(_ message: String) {
        #expect(!writes(message).contains { if case .periodStart = $0 { true } else { false } }, "\(message)")
    }

    @Test(arguments: ["day 1 today", "new cycle started today"])
    func aDayOrACycleBesideAStartNamesOne(_ message: String) {
        #expect(writes(message).contains(.periodStart(today)), "\(message)")
    }

    @Test func sexNotHadWritesNothing() {
        #expect(writes("we didnt bd last night, he was away for work").isEmpty)
        #expect(writes("we didn't bd last night").isEmpty)
    }
}

/// Said of oneself in passing, and still logged: "6 months gone" is how one looks, not a
/// symptom gone; "could nap on the floor" a wish, not a question; "my lower back is in bits"
/// back pain; "my ankles are a bit swollen" swelling.
@Suite struct SaidInPassingTests {
    let today = AssistantFixture.today
    func symptoms(_ message: String) -> Set<String> {
        Set(AssistantFixture.writes(message).compactMap { if case let .symptom(id, _, _) = $0 { id } else { nil } })
    }

    @Test func monthsGoneIsNoSymptomGone() {
        #expect(symptoms("so bloated today i look about 6 months gone lol").contains("bloating"))
        #expect(symptoms("bloating is gone today finally").isEmpty)
    }

    @Test func aWishAfterASymptomIsNoQuestion() {
        #expect(symptoms("fatigue hitting so hard today, could nap on the floor").contains("fatigue"))
    }

    @Test(arguments: [("my lower back is in bits today", "back-pain"), ("my ankles are a bit swollen after being on my feet all day", "swelling")])
    func everydayWordsForASymptomAreLogged(_ message: String, _ symptom: String) {
        #expect(symptoms(message).contains(symptom), "\(message)")
    }

    @Test func anAsideBesideAStatementAsksForNothing() {
        #expect(AssistantFixture.writes("forgot to log this, my opk was peak on the 16th") == [.ovulationTest("peak", Day(year: 2026, month: 11, day: 16)!)])
        #expect(AssistantFixture.writes("ok fair. creamy cm today btw") == [.discharge("creamy", today)])
    }
}
