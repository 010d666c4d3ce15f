@testable import Assistant
import CycleCore
import Testing

/// Red flags the rules missed on real questions (phrasings here are written for this suite):
/// pain called "extreme" is severe pain, and a clot passed with a possible miscarriage is no
/// heavy-period sign to book an appointment for. Each keeps its ordinary neighbour beside it.
@Suite struct TriageUnderTriageTests {
    static func reply(_ message: String) -> Reply {
        TopicFixture.chat([message], store: InMemoryStore())[0]
    }

    static func describe(_ reply: Reply) -> String {
        "\(reply.triage.map { "\($0.level) \($0.rule)" } ?? "no triage"): \(reply.text)"
    }

    @Test(arguments: ["the pain low in my tummy is extreme, should i go to a&e", "sharp pain in my lower belly, the pain is extreme and it started an hour ago"])
    func painCalledExtremeIsSeverePain(message: String) {
        let reply = Self.reply(message)
        #expect((reply.triage?.level ?? .selfCare) >= .urgent, "\(Self.describe(reply))")
    }

    @Test func extremePeriodCrampsAreStillPeriodPain() {
        let reply = Self.reply("extreme cramps on the first day of my period every month")
        #expect((reply.triage?.level ?? .selfCare) < .urgent, "\(Self.describe(reply))")
    }

    @Test(arguments: ["bad cramping pains and passed a big clot, am i having a miscarriage",
                      "i think im miscarrying, there was a large clot and lots of pain"])
    func aClotWithAPossibleMiscarriageIsNotAnAppointment(message: String) {
        let reply = Self.reply(message)
        #expect(reply.triage?.rule != "large-clots" && (reply.triage?.level ?? .selfCare) >= .urgent, "\(Self.describe(reply))")
    }

    @Test func largeClotsInAHeavyPeriodAreStillAnAppointment() {
        let reply = Self.reply("passing clots bigger than a 10p coin during my period")
        #expect(reply.triage?.rule == "large-clots", "\(Self.describe(reply))")
    }
}

/// Something felt in the vagina once the waters have gone may be the cord (`cord-felt-after-waters`):
/// an ambulance. Without the waters it is not read as the cord.
@Suite struct CordFeltAfterTheWatersTests {
    @Test func somethingFeltAfterTheWatersIsAnAmbulance() throws {
        let level = try AssistantFixture.careLevel("waters just went and i can feel something in my vagina, like a slippery loop", "pregnant:38")
        #expect(level == .ambulance)
    }

    @Test func theWatersAloneAreNotTheCord() throws {
        let assessment = try AssistantFixture.triage("i think my waters just went, its clear", "pregnant:38")
        #expect(assessment?.rule != "cord-felt-after-waters", "\(String(describing: assessment))")
    }
}
