@testable import Assistant
import CycleCore
import Testing

/// Drinks are counted drink by drink, whatever mode Bloom is in: the number before each
/// drink, one for a drink with none, one more for "another", and a measure and its drink
/// ("pints of cider") as one. Drinks bought or got in are none drunk.
@Suite struct DrinksCountedOneByOneTests {
    let today = AssistantFixture.today

    func drinks(_ messages: [String], kind: String) -> (counts: [Int], replies: [String]) {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(messages, store: store).map(\.text)
        let counts = store.writes.compactMap { write -> Int? in
            if case let .lifestyle(written, count, _, _) = write, written == kind { count } else { nil }
        }
        return (counts, replies)
    }

    @Test func eachDrinkAddsItsOwnNumber() {
        #expect(drinks(["2 builders teas and a can of diet coke so far today"], kind: "caffeine").counts == [3])
        #expect(drinks(["had 2 coffees and a tea"], kind: "caffeine").counts == [3])
        #expect(drinks(["coffee and tea this morning"], kind: "caffeine").counts == [2])
        #expect(drinks(["had 3 teas today, one of them was decaf"], kind: "caffeine").counts == [3])
    }

    @Test func anotherIsOneMoreOfTheDrinkJustTold() {
        let said = drinks(["flat white this morning, another at 11 and then a red bull at 3"], kind: "caffeine")
        #expect(said.counts == [3], "\(said.replies)")
    }

    @Test func aMeasureAndItsDrinkAreOneDrink() {
        #expect(drinks(["2 pints of cider last night"], kind: "alcohol").counts == [2])
        #expect(drinks(["3 cans of lager last night"], kind: "alcohol").counts == [3])
        #expect(drinks(["smoked 5 cigarettes today"], kind: "tobacco").counts == [5])
    }

    /// "3 cans of lager" was out of scope to someone only tracking a cycle: drinks told by
    /// count or by a verb of drinking are an entry in any mode.
    @Test func drinksToldAreAnEntryOutsidePregnancyToo() {
        #expect(drinks(["had a red bull"], kind: "caffeine").counts == [1])
        #expect(drinks(["3 cans of lager last night"], kind: "alcohol").counts == [3])
    }

    /// "Work drinks" names the occasion when the drinks themselves are named (it counted 3).
    @Test func aWordForDrinksInGeneralIsTheOccasionBesideNamedDrinks() {
        #expect(drinks(["had 2 glasses of wine at work drinks last night"], kind: "alcohol").counts == [2])
        #expect(drinks(["1 glass of fizz at my sisters engagement party"], kind: "alcohol").counts == [1])
        #expect(drinks(["went out for drinks last night"], kind: "alcohol").counts == [1])
    }

    @Test func drinksBoughtOrGotInAreNoneDrunk() {
        #expect(drinks(["got 2 bottles of wine in for christmas"], kind: "alcohol").counts.isEmpty)
        #expect(drinks(["the wine was 3 for 2 at tesco"], kind: "alcohol").counts.isEmpty)
        #expect(drinks(["bought 6 beers for the match"], kind: "alcohol").counts.isEmpty)
        #expect(drinks(["got a coffee in town"], kind: "caffeine").counts == [1])
    }
}
