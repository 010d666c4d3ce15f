@testable import Assistant
import CycleCore
import Testing

/// "Slept badly last night" says how the night went: the symptom the lexicon knows
/// (insomnia), on the night's day, not a sleep environment kept as text. A room or its heat
/// named beside it is still where one slept.
@Suite struct SleepSaidAsASymptomTests {
    let yesterday = AssistantFixture.today - 1

    @Test(arguments: ["slept badly last night", "barely slept last night", "terrible sleep last night"])
    func aBadNightIsLoggedAsInsomniaOnItsDay(message: String) {
        let writes = AssistantFixture.writes(message)
        #expect(writes.contains { if case .symptom("insomnia", _, yesterday) = $0 { true } else { false } }, "\(writes)")
        #expect(!writes.contains { if case .lifestyle = $0 { true } else { false } }, "\(writes)")
    }

    @Test func aBadNightBesideWaterWritesBothOnTheirOwnDays() {
        let writes = AssistantFixture.writes("slept badly last night and drank 5 glasses of water")
        #expect(writes.contains { if case .symptom("insomnia", _, yesterday) = $0 { true } else { false } }, "\(writes)")
        #expect(writes.contains { if case .water(_, AssistantFixture.today) = $0 { true } else { false } }, "\(writes)")
    }

    @Test func aRoomNamedIsStillWhereOneSlept() {
        let writes = AssistantFixture.writes("slept badly in a hot room last night")
        #expect(writes.contains { if case .lifestyle("sleep_environment", _, _, _) = $0 { true } else { false } }, "\(writes)")
    }

    @Test func aQuestionAboutABadNightWritesNothing() {
        #expect(AssistantFixture.writes("why do i always sleep badly before my period?").isEmpty)
    }
}
