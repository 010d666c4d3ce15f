@testable import Assistant
import CycleCore
import Testing

/// Period pain bad enough to keep someone in bed is a GP appointment (NHS: see a GP when period
/// pain affects daily life), even when the emergency guard reads the words "so bad" or "can't
/// stand up" as an emergency. The same pain with a red flag next to it keeps urgent care.
@Suite struct PeriodPainCareLevelTests {
    static func reply(_ message: String) -> Reply {
        TopicFixture.chat([message], store: InMemoryStore())[0]
    }

    static func describe(_ reply: Reply) -> String {
        "\(reply.triage.map { "\($0.level) \($0.rule)" } ?? "no triage"): \(reply.text)"
    }

    @Test(arguments: ["worst period cramps ever, cant get out of bed", "my period cramps are so bad i cant stand up",
                      "period pain so bad i had to miss work again"])
    func periodPainThatStopsTheDayIsAGPAppointment(message: String) {
        let reply = Self.reply(message)
        #expect(reply.triage?.level == .appointment, "\(Self.describe(reply))")
    }

    @Test(arguments: ["my period cramps are so bad i cant stand up and i fainted",
                      "period cramps so bad i cant stand up and i'm soaking a pad every hour"])
    func periodPainWithARedFlagKeepsUrgentCare(message: String) {
        let reply = Self.reply(message)
        #expect((reply.triage?.level ?? .selfCare) >= .urgent, "\(Self.describe(reply))")
    }

    /// A high temperature with period pain can be an infection (fever-unwell): checked today.
    @Test func periodPainWithAFeverIsCheckedToday() {
        let reply = Self.reply("period pain so bad i cant stand up and i have a fever")
        #expect((reply.triage?.level ?? .selfCare) >= .gpToday, "\(Self.describe(reply))")
    }
}
