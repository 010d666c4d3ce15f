@testable import Assistant
import Testing

/// "Stressed out of my mind": "of" after a mood word that only says how much ("out of my mind",
/// "of my head") keeps the mood (`LogAnswers.saysHowMuch`); "tired of these cramps" names what
/// the person is tired of, and is no mood.
@Suite struct MoodsSaidHowMuchTests {
    @Test func aMoodOutOfMyMindIsLogged() {
        let writes = AssistantFixture.writes("stressed out of my mind, deadline day")
        #expect(writes.contains { if case .mood("stressed", _) = $0 { true } else { false } }, "\(writes)")
    }

    @Test func aMoodOfSomethingIsNoMood() {
        #expect(LogAnswers.saysHowMuch(["out", "of", "my", "mind"], from: 0))
        #expect(!LogAnswers.saysHowMuch(["of", "these", "cramps"], from: 0))
        let writes = AssistantFixture.writes("tired of these cramps today")
        #expect(!writes.contains { if case .mood = $0 { true } else { false } }, "\(writes)")
    }
}

/// "Feeling so loving towards my boyfriend today": the person after "towards" is what the
/// feeling is towards, not its subject (`speechAct.beforeAnObject`).
@Suite struct FeelingsTowardsSomeoneTests {
    @Test func aFeelingTowardsSomeoneIsTheSpeakersOwn() {
        let writes = AssistantFixture.writes("feeling so loving towards my boyfriend today lol must be the hormones")
        #expect(writes.contains { if case .mood("loving", _) = $0 { true } else { false } }, "\(writes)")
    }

    @Test func someoneElsesFeelingIsStillTheirs() {
        #expect(AssistantFixture.writes("my sister feels angry towards me").isEmpty)
    }
}
