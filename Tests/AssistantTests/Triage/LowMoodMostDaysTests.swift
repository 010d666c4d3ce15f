@testable import Assistant
import Testing

/// Low "most days" is the duration depression is asked about in: after a birth it is the GP's
/// today, not urgent care (the learned check, with no rule placing it, sent it to urgent care
/// even when the person said there were no thoughts of harm).
@Suite struct LowMoodMostDaysTests {
    @Test func lowMostDaysAfterABirthIsTheGPsTodayNotUrgent() throws {
        let found = try AssistantFixture.triage("low most days since she was born 6 weeks ago, not enjoying anything, no thoughts of hurting me or her though",
                                                in: "postpartum:6")
        #expect(found?.level == .gpToday, "\(String(describing: found))")
        // Thoughts of harm told are urgent still.
        let harm = try AssistantFixture.triage("low most days since she was born and i keep having thoughts of hurting her", in: "postpartum:6")
        #expect((harm?.level ?? .selfCare) >= .urgent, "\(String(describing: harm))")
    }
}
