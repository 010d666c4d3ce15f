@testable import Assistant
import CycleCore
import Testing

/// From the seventh development round's out-of-domain requests: a thing that "ran" or is set
/// "to run" is no workout, "can I use…" asks for advice rather than telling Bloom to log,
/// "write a scene" asks for something made, fuel in a car and an accounting period are other
/// senses, and a holiday a year ago is long past. The person's own workouts and days still write.
@Suite struct OtherSubjectsWriteNothingTests {
    @Test(arguments: [
        "the nightly backup job ran for 45 minutes and then failed",
        "set the dishwasher to run at 2am for 90 minutes",
        "can i use diesel in a petrol car if its only a bit",
        "my van smells of gas after filling up at the garage",
        "write a short story where a girl spots a clue in a light grey envelope",
        "closed the payroll and the overtime figures are heavy this period",
        "last easter i had a stomach bug and threw up for days",
        "remind me to email acme about the invoice on friday",
    ])
    func anotherSubjectOrSenseWritesNothing(_ message: String) {
        #expect(AssistantFixture.writes(message).isEmpty, "\(message)")
    }

    @Test(arguments: [
        ("ran for 30 minutes this morning", "run"),
        ("this morning walked for 40 minutes with the pram", "walk"),
        ("me and the dog walked for an hour", "walk"),
    ])
    func theirOwnWorkoutStillWrites(_ message: String, _ activity: String) {
        let writes = AssistantFixture.writes(message)
        #expect(writes.contains { if case .exercise(activity, _, _) = $0 { true } else { false } }, "\(message) → \(writes)")
    }

    @Test func canILogIsStillAnInstruction() {
        let assistant = AssistantFixture.assistant
        #expect(assistant.understand("can i log a headache for today", today: AssistantFixture.today).speech.act == .instruction)
        #expect(assistant.understand("can i use tampons with a coil", today: AssistantFixture.today).speech.act == .question)
    }
}
