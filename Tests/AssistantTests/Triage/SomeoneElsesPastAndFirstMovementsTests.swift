@testable import Assistant
import Testing

/// Someone else's story that is over is worth talking through at most, and no movement felt
/// yet between 16 and 23 weeks is expected (the midwife hears of it at 24 weeks).
@Suite struct SomeoneElsesPastAndFirstMovementsTests {
    @Test func noMovementFeltYetAt20WeeksIsWorthAnAppointmentAtMost() throws {
        let found = try AssistantFixture.triage("20 weeks today, is it normal i havent felt any kicks yet, its my first", in: "pregnant:20")
        #expect((found?.level ?? .selfCare) <= .appointment, "\(String(describing: found))")
        // Movements felt that have slowed are still the same day's.
        let slowed = try AssistantFixture.triage("the baby has been moving less than usual today", in: "pregnant:20")
        #expect((slowed?.level ?? .selfCare) >= .gpToday, "\(String(describing: slowed))")
        // By 24 weeks, none felt yet is the midwife's today.
        let late = try AssistantFixture.triage("i havent felt any kicks yet", in: "pregnant:25")
        #expect((late?.level ?? .selfCare) >= .gpToday, "\(String(describing: late))")
    }

    @Test func someoneElsesPastIsWorthAnAppointmentAtMost() throws {
        let sister = try AssistantFixture.triage("my sister had reduced movements at 32 weeks with her boy and got induced, is that common", in: "pregnant:20")
        #expect((sister?.level ?? .selfCare) <= .appointment, "\(String(describing: sister))")
        // Told as happening, it is theirs now.
        let wife = try AssistantFixture.triage("my wifes waters went, what do we do", in: "pregnant:38")
        #expect((wife?.level ?? .selfCare) >= .urgent, "\(String(describing: wife))")
    }
}
