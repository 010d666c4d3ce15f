@testable import Assistant
import CycleCore
import Testing

/// "No, 37.1 not 36.1" right after a write corrects the value in place: the entry keeps its
/// kind and day, the rest of the message's entries stay, and "undo" still takes back the
/// whole message. Messages that add something, or that name no value just written, are not
/// corrections.
@Suite struct ValueCorrectionTests {
    let today = AssistantFixture.today

    func chat(_ messages: [String]) -> (store: InMemoryStore, replies: [Reply]) {
        let store = InMemoryStore()
        return (store, TopicFixture.chat(messages, store: store))
    }

    @Test func aTemperatureSaidWithTheOldOneAfterNotReplacesIt() {
        let (store, replies) = chat(["bbt 36.1 this morning", "no, 37.1 not 36.1"])
        #expect(store.writes == [.temperature(celsius: 37.1, today)], "\(replies.map(\.text))")
        #expect(replies[1].text.contains("37.1"), "\(replies[1].text)")
    }

    /// A day said with the new value picks that day's entry; read as a move, it put today's
    /// reading on yesterday, in the place of yesterday's.
    @Test func aDayNamedInAValueCorrectionPicksThatDaysEntry() {
        let (store, replies) = chat(["bbt 36.72 today and 36.68 yesterday", "sorry yesterday was 36.64 not 36.68"])
        #expect(store.writes.count == 2, "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.contains(.temperature(celsius: 36.72, today)), "\(store.writes)")
        #expect(store.writes.contains(.temperature(celsius: 36.64, today - 1)), "\(store.writes)")
        let (single, _) = chat(["bbt yesterday 36.68", "sorry yesterday was 36.64 not 36.68"])
        #expect(single.writes == [.temperature(celsius: 36.64, today - 1)], "\(single.writes)")
    }

    /// "I had 2 glasses of water, sorry I mean 4": a correction in the same message corrects
    /// the value told before it, and writes nothing of its own.
    @Test func aCorrectionInTheSameMessageCorrectsTheValueBeforeIt() {
        let (water, replies) = chat(["i had 2 glasses of water, sorry i mean 4"])
        #expect(water.writes == [.water(milliliters: 1000, today)], "\(water.writes) \(replies.map(\.text))")
        let (coffee, _) = chat(["had 3 coffees today, no wait 2"])
        #expect(coffee.writes.count == 1, "\(coffee.writes)")
        #expect(coffee.writes.contains { if case .lifestyle("caffeine", 2, _, today) = $0 { true } else { false } }, "\(coffee.writes)")
        let (cramps, _) = chat(["cramps today, not too bad"])
        #expect(cramps.writes.contains { if case .symptom("cramps", _, today) = $0 { true } else { false } }, "\(cramps.writes)")
    }

    /// A message that tells another item is no correction of the last one: "had 2 glasses of
    /// water, sorry I mean 4" after a coffee changed the coffee count to 2.
    @Test func aMessageTellingAnotherItemCorrectsNothingBefore() {
        let (store, replies) = chat(["had a coffee today", "had 2 glasses of water, sorry i mean 4"])
        let coffees = store.writes.compactMap { write -> Int? in if case let .lifestyle("caffeine", count, _, _) = write { count } else { nil } }
        #expect(coffees == [1], "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.contains(.water(milliliters: 1000, today)), "\(store.writes)")
    }

    /// A bare count corrects water only when the water was told in glasses in the same
    /// message and the clause names nothing else.
    @Test func aBareCountCorrectsOnlyWaterToldInGlasses() {
        let (store, replies) = chat(["drank 2 litres of water", "oh and 3 coffees, sorry forgot"])
        #expect(store.writes.contains(.water(milliliters: 2000, today)), "\(store.writes) \(replies.map(\.text))")
        let (litre, _) = chat(["1 litre of water, no wait 2"])
        #expect(!litre.writes.contains(.water(milliliters: 500, today)), "\(litre.writes)")
    }

    /// An item told again plainly with a day is a new entry, not a move of the one just
    /// written; "the" item names the entry to move.
    @Test func anItemToldAgainWithADayIsANewEntry() {
        let (store, replies) = chat(["cramps today", "also cramps yesterday, sorry forgot"])
        #expect(store.writes.contains(.symptom("cramps", severity: nil, today)), "\(store.writes) \(replies.map(\.text))")
        let (moved, _) = chat(["headache today", "sorry, the headache was yesterday"])
        #expect(moved.writes == [.symptom("headache", severity: nil, today - 1)], "\(moved.writes)")
    }

    @Test func aFahrenheitTypoIsReadInTheUnitOfTheReadingItCorrects() {
        let (store, replies) = chat(["temp 97.5F this am", "typo, 97.8"])
        #expect(store.writes == [.temperature(celsius: 36.56, today)], "\(replies.map(\.text))")
    }

    @Test func aPeriodStartSaidToBeOnlySpottingBecomesSpotting() {
        let (store, replies) = chat(["af came today", "ugh false alarm, its only spotting not my period"])
        #expect(store.writes == [.flow("spotting", today)], "\(replies.map(\.text))")
        let (kept, _) = chat(["af came today", "spotting earlier too, not worried"])
        #expect(kept.writes.contains(.periodStart(today)), "\(kept.writes)")
    }

    @Test func aWeightTypoReplacesTheWeight() {
        let (store, replies) = chat(["weighed 65.2 kg this morning", "oops 62.5 not 65.2"])
        #expect(store.writes == [.weight(kilograms: 62.5, today)], "\(replies.map(\.text))")
    }

    @Test func minutesCorrectTheWorkoutAndKeepItsKind() {
        let (store, replies) = chat(["went for a run this morning, 30 mins", "sorry 45 mins not 30"])
        #expect(store.writes == [.exercise(activity: "run", minutes: 45, today)], "\(replies.map(\.text))")
    }

    @Test func aCountCorrectsTheDrinkItNamesAndLeavesTheOtherEntries() {
        let (store, replies) = chat(["drank 3 glasses of water and had 2 coffees", "no, 3 coffees"])
        let coffees = store.writes.compactMap { write -> Int? in
            if case let .lifestyle("caffeine", count, _, _) = write { count } else { nil }
        }
        #expect(coffees == [3], "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.contains(.water(milliliters: 750, today)), "\(store.writes)")
    }

    @Test func theNoteOfACorrectedCountAgreesWithTheNewCount() {
        #expect(ValueCorrection.renumbered("2 coffees", from: 2, to: 1) == "1 coffee")
        #expect(ValueCorrection.renumbered("had 2 glasses of wine", from: 2, to: 1) == "had 1 glass of wine")
        #expect(ValueCorrection.renumbered("1 glass of wine", from: 1, to: 3) == "3 glasses of wine")
        #expect(ValueCorrection.renumbered("3 coffees", from: 3, to: 4) == "4 coffees")
        let (store, replies) = chat(["2 coffees and a 20 min walk", "actually 1 coffee not 2"])
        let details = store.writes.compactMap { write -> String? in
            if case let .lifestyle("caffeine", _, detail, _) = write { detail } else { nil }
        }
        #expect(details == ["1 coffee"], "\(store.writes) \(replies.map(\.text))")
    }

    @Test func aMoodTakenBackForAnotherReplacesIt() {
        let (store, replies) = chat(["feeling really angry today", "actually no not angry, just stressed"])
        #expect(store.writes == [.mood("stressed", today)], "\(replies.map(\.text))")
    }

    @Test func undoAfterACorrectionTakesBackTheCorrectedEntry() {
        let (store, replies) = chat(["bbt 36.1 this morning", "no, 37.1 not 36.1", "undo"])
        #expect(store.writes.isEmpty, "\(replies.map(\.text))")
    }

    /// Adding to the day, a number that fits nothing written, or a correction with nothing
    /// written before it: no value is changed.
    @Test(arguments: [
        ["went for a run this morning, 30 mins", "and a 20 min walk this evening"],
        ["bbt 36.1 this morning", "no, 3 coffees not 2"],
        ["no, 37.1 not 36.1"],
    ])
    func messagesThatCorrectNoValueChangeNone(_ messages: [String]) {
        let (store, replies) = chat(messages)
        #expect(!replies.last!.text.hasPrefix("Changed") && !replies.last!.text.hasPrefix("Fixed"), "\(replies.map(\.text))")
        #expect(!store.writes.contains(.temperature(celsius: 37.1, today)), "\(store.writes)")
        #expect(!store.writes.contains(.exercise(activity: "walk", minutes: 30, today)), "\(store.writes)")
    }

    /// Bare items said right after a write for today go on telling today; at the start of a
    /// chat, or after a question, Bloom still asks first.
    @Test func bareItemsRightAfterTodaysWriteAreWritten() {
        let (store, replies) = chat(["af arrived this morning", "heavy flow and awful cramps"])
        #expect(store.writes.contains(.flow("heavy", today)), "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.contains { if case .symptom("cramps", _, today) = $0 { true } else { false } }, "\(store.writes)")
    }

    @Test(arguments: [["heavy flow and awful cramps"], ["when is my next period?", "heavy flow and awful cramps"],
                      ["af arrived this morning", "so bloated before my period"]])
    func bareItemsWithoutATodaysWriteJustBeforeAreAskedAbout(_ messages: [String]) {
        let (store, replies) = chat(messages)
        #expect(!store.writes.contains(.flow("heavy", today)), "\(store.writes) \(replies.map(\.text))")
        #expect(!store.writes.contains { if case .symptom("bloating", _, _) = $0 { true } else { false } }, "\(store.writes)")
    }

    /// "That night" points back at the day just written; with nothing written just before, it
    /// is today's.
    @Test func thatNightIsTheDayJustWritten() {
        let store = InMemoryStore(mode: .ttc)
        let replies = TopicFixture.chat(["positive opk on monday", "we bd that night too"], store: store)
        let monday = store.writes.compactMap { write -> Day? in if case let .ovulationTest(_, day) = write { day } else { nil } }.first
        #expect(monday != nil && monday != today, "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.contains { if case let .sex(_, day) = $0 { day == monday } else { false } }, "\(store.writes) \(replies.map(\.text))")
    }

    /// 160 lb is 72.575 kg to the gram, the value `bloom log weight 160lb` keeps.
    @Test func aWeightInPoundsIsCorrectedInPounds() {
        let (store, replies) = chat(["weighed 150 lbs this morning", "no, 160 not 150"])
        #expect(store.writes == [.weight(kilograms: 72.575, today)], "\(replies.map(\.text))")
    }

    /// A weight said in pounds is kept to the gram, once: 152 lb is 68.946 kg, as on the
    /// command line, not 68.95 rounded again to 69.0.
    @Test func aWeightInPoundsIsKeptToTheGramAsTheCommandLineKeepsIt() {
        let (store, replies) = chat(["weighed myself this morning, 152 lb"])
        #expect(store.writes == [.weight(kilograms: 68.946, today)], "\(replies.map(\.text))")
        let (stones, _) = chat(["weight 10st 4lb today"])
        #expect(stones.writes == [.weight(kilograms: 65.317, today)], "\(stones.writes)")
    }

    /// An emoji beside a test result is a reaction, not a mood; "feeling 😡" is a mood.
    @Test func anEmojiBesideAResultIsNotLoggedAsAMood() {
        let (store, replies) = chat(["bfn this morning 😞"])
        #expect(!store.writes.contains { $0.isMood }, "\(store.writes) \(replies.map(\.text))")
        let (alone, _) = chat(["feeling 😡"])
        #expect(alone.writes.contains { $0.isMood }, "\(alone.writes)")
    }

    @Test func aNightSaidAsTwoBareHoursAfterSleptIsKeptAsANight() {
        let (store, replies) = chat(["slept 11 till 5 last night"])
        #expect(store.writes.contains { if case .sleep = $0 { true } else { false } }, "\(store.writes) \(replies.map(\.text))")
    }

    /// Bloom's own "protected or unprotected?" answered "no protection, I'm already pregnant"
    /// is an answer, not a question for the safe-days guard.
    @Test func noProtectionAnswersBloomsQuestion() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["we had sex on saturday", "no protection, im already pregnant lol"], store: store)
        #expect(store.writes.contains { if case .sex(false, _) = $0 { true } else { false } }, "\(store.writes) \(replies.map(\.text))")
    }

    /// "The yoga was yesterday" after yoga and a run moves only the yoga.
    @Test func aDayCorrectionThatNamesOneEntryMovesOnlyThatEntry() {
        let (store, replies) = chat(["did 30 min yoga and a 5k run in 31 mins", "no sorry the yoga was yesterday"])
        #expect(store.writes.contains(.exercise(activity: "yoga", minutes: 30, today - 1)), "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.contains(.exercise(activity: "run", minutes: 31, today)), "\(store.writes)")
    }
}
