@testable import Assistant
import CycleCore
import Testing

/// What a clause says is read with the words around it: the day told after it, the drink
/// list it opens, the emoji that ends it, the body part a mood word describes, "af" that
/// stresses the word before it, a reading with no word for what it is right after a
/// temperature, and how a night went beside its length.
@Suite struct FactsReadInTheirContextTests {
    let today = AssistantFixture.today

    func writes(_ messages: [String], store: InMemoryStore = InMemoryStore()) -> [JournalWrite] {
        _ = AssistantFixture.chat(messages, store: store)
        return store.writes
    }

    @Test func aDayToldAloneAfterAnItemIsWhenThatItemHappened() {
        #expect(writes(["heartburn, last night"]) == [.symptom("heartburn", severity: nil, today - 1)])
        // A day of its own still repeats the items of the clause before it.
        let both = writes(["headache, yesterday and today"])
        #expect(both.contains(.symptom("headache", severity: nil, today - 1)) && both.contains(.symptom("headache", severity: nil, today)), "\(both)")
        // Said as a yes to "Shall I log heartburn?", the day stays the item's.
        #expect(writes(["heartburn 🔥", "yes last night"]) == [.symptom("heartburn", severity: nil, today - 1)])
    }

    @Test func aDayAtTheEndOfAListOfDrinksIsTheDayOfEveryDrinkInIt() {
        let said = writes(["had 2 glasses of prosecco and a gin at my mates last night though"])
        #expect(said.count == 1, "\(said)")
        if case let .lifestyle(kind, count, _, day) = said.first {
            #expect(kind == "alcohol" && count == 3 && day == today - 1)
        } else {
            Issue.record("no drinks: \(said)")
        }
    }

    @Test func anEmojiBetweenWordsEndsWhatWasBeingSaid() {
        let said = writes(["temp dropped to 36.31 this morning at 8dpo 😭 yesterday was 36.62"], store: InMemoryStore(mode: .ttc))
        #expect(said.contains(.temperature(celsius: 36.31, today)) && said.contains(.temperature(celsius: 36.62, today - 1)), "\(said)")
    }

    @Test func aMoodWordSaidOfABodyPartIsNoMood() {
        let said = writes(["woke up with a pounding head and my jaw is all tense"])
        #expect(!said.contains { if case .mood = $0 { true } else { false } }, "\(said)")
        #expect(writes(["feeling really tense today"]).contains { if case .mood = $0 { true } else { false } })
    }

    @Test func afThatStressesTheWordBeforeItIsNoPeriod() {
        let said = writes(["and its oily af today by lunchtime"])
        #expect(!said.contains { if case .periodStart = $0 { true } else { false } }, "\(said)")
        #expect(writes(["af arrived this morning"]).contains(.periodStart(today)))
    }

    @Test func aReadingWithNoWordForItJustAfterATemperatureIsAnotherTemperature() {
        let said = writes(["bbt 98.1 this morning", "yesterdays was 97.8, can you add that too"], store: InMemoryStore(mode: .ttc))
        #expect(said.contains(.temperature(celsius: 36.56, today - 1)), "\(said)")
        // With no temperature before it, a bare number is nothing to log.
        #expect(writes(["yesterday was 97.8, can you log that too"]).isEmpty)
    }

    @Test func howANightWentBesideItsLengthIsThatNightsSleep() {
        let said = writes(["slept badly last night too, maybe 5 hours"])
        #expect(said.contains { if case .sleepLength(300, _) = $0 { true } else { false } }, "\(said)")
        #expect(!said.contains { if case .symptom("insomnia", _, _) = $0 { true } else { false } }, "\(said)")
        // Named as insomnia, it is the symptom.
        #expect(writes(["insomnia again, 3 hours sleep"]).contains { if case .symptom("insomnia", _, _) = $0 { true } else { false } })
    }

    @Test func aMedicineTakenBesideASymptomLogsTheSymptom() {
        #expect(writes(["ugh now proper cramps, had to take 2 ibuprofen"]).contains { if case .symptom("cramps", _, _) = $0 { true } else { false } })
        // Asked about, a medicine still gets the medicine guard and writes nothing.
        let store = InMemoryStore()
        let reply = AssistantFixture.chat(["can i take ibuprofen for cramps"], store: store)[0]
        #expect(store.writes.isEmpty && reply.guardKind == .medication, "\(reply.text)")
    }

    @Test func aCorrectionOfTheDayBlamesItsMistakeOnWhatFollowsSorry() {
        let said = writes(["first period since the baby started on sunday", "it was monday actually, sorry baby brain"])
        #expect(!said.contains { if case .symptom("brain-fog", _, _) = $0 { true } else { false } }, "\(said)")
    }
}
