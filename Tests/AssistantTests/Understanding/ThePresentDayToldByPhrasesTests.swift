@testable import Assistant
import CycleCore
import Testing

/// "Low mood all day", "2 flat whites so far": a phrase of the present day (`speechAct.dayPhrases`)
/// tells the day as "today" does, so the item is logged rather than asked about. An item added
/// with "also" adds to what the person is telling. A bare item still asks, and a habit writes nothing.
@Suite struct ThePresentDayToldByPhrasesTests {
    @Test func anItemToldWithAPhraseOfTheDayIsLogged() {
        #expect(AssistantFixture.writes("low mood all day, cant shake it").contains { if case .symptom("low-mood", _, _) = $0 { true } else { false } })
        let drinks = AssistantFixture.writes("2 flat whites and a diet coke so far and its only 11")
        #expect(drinks.contains { if case .lifestyle = $0 { true } else { false } }, "\(drinks)")
    }

    @Test func anItemAddedWithAlsoIsLogged() {
        let writes = AssistantFixture.writes("also mild cramps and sore boobs")
        #expect(writes.contains { if case .symptom("cramps", _, _) = $0 { true } else { false } }, "\(writes)")
    }

    @Test func aBareItemAndAHabitWriteNothing() {
        #expect(AssistantFixture.writes("cramps").isEmpty)
        #expect(AssistantFixture.writes("i always get cramps all day on day 1").isEmpty)
    }
}

/// "Want to log sex from this week": wanting Bloom to log something asks it to
/// (`SpeechActReader.asksToLog`); it was read as a wish, and Bloom said it had not happened.
@Suite struct WantingToLogIsAskingToLogTests {
    @Test func wantingToLogIsAnInstruction() {
        #expect(SpeechActReader.asksToLog(["want", "to", "log", "it"]))
        #expect(SpeechActReader.asksToLog(["i", "would", "like", "to", "add", "a", "headache"]))
        #expect(!SpeechActReader.asksToLog(["i", "want", "to", "get", "pregnant"]))
        let writes = AssistantFixture.writes("i would like to add a headache for yesterday")
        #expect(writes == [.symptom("headache", severity: nil, AssistantFixture.today - 1)], "\(writes)")
    }

    @Test func aWishThatIsNoLoggingStaysAWish() {
        #expect(AssistantFixture.writes("i want to have a headache free week").isEmpty)
    }
}
