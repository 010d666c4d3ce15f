@testable import Assistant
import CycleCore
import Testing

/// When the emergency guard fires, the answer never says "an appointment rather than an
/// emergency": a rule below the guard's level (large clots, changing pads often) does not set
/// the level, unless the rule answers the guard's fear at its own stage (movements not felt
/// at 13 weeks). Found by a helper reading replies: "changing my pad every hour… blood running
/// down my legs" tripped the emergency guard and was told to book a GP appointment.
@Suite struct TriageGuardLevelTests {
    static func describe(_ reply: Reply) -> String {
        "\(reply.guardKind.map { "\($0)" } ?? "no guard") \(reply.triage.map { "\($0.level) \($0.rule)" } ?? "no triage"): \(reply.text)"
    }

    @Test(arguments: [
        "changing my pad every hour and theres blood running down my legs",
        "clots as big as a golf ball and my heart's racing",
    ])
    func anEmergencyNeverGetsAnAppointmentAnswer(message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore(mode: .cycle))[0]
        #expect(reply.guardKind == .emergency, "\(Self.describe(reply))")
        #expect((reply.triage?.level ?? .selfCare) >= .urgent, "\(Self.describe(reply))")
        #expect(!reply.text.contains("rather than an emergency"), "\(Self.describe(reply))")
    }

    @Test func bloodRunningDownTheLegsIsHeavyBleedingNotAGenericFallback() {
        let reply = TopicFixture.chat(["bleeding so much its running down my legs"], store: TopicFixture.cycleStore(mode: .cycle))[0]
        #expect(reply.triage?.rules.contains("heavy-bleeding") == true, "\(Self.describe(reply))")
    }

    @Test func largeClotsAloneStillGetAnAppointment() {
        let reply = TopicFixture.chat(["i keep passing clots the size of a 10p every period"], store: TopicFixture.cycleStore(mode: .cycle))[0]
        #expect(reply.triage?.level == .appointment, "\(Self.describe(reply))")
    }

    @Test(arguments: ["late period, pain on my right side and my shoulder aches", "missed my period and theres a sore shoulder and pain on the left side"])
    func oneSidedPainWithAnAchingShoulderIsTheEctopicAmbulanceRule(message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore(mode: .cycle))[0]
        #expect(reply.triage?.rule == "ectopic-shoulder", "\(Self.describe(reply))")
        #expect(reply.triage?.level == .ambulance, "\(Self.describe(reply))")
    }
}

/// The appointment rules for heavy periods answer the guard's fear themselves, so long as no
/// sign of losing too much blood comes with them.
@Suite struct HeavyPeriodAppointmentTests {
    @Test(arguments: ["changing my pad every hour on my heavy days", "my tampons need changing every hour on day one"])
    func changingOftenIsAnAppointment(message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore(mode: .cycle))[0]
        #expect(reply.triage?.level == .appointment, "\(TriageGuardLevelTests.describe(reply))")
    }

    @Test(arguments: ["changing my pad every hour and i feel really dizzy", "clots the size of a 10p and my heart is pounding"])
    func aSignOfBloodLossLiftsItToUrgentCare(message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore(mode: .cycle))[0]
        #expect((reply.triage?.level ?? .selfCare) >= .urgent, "\(TriageGuardLevelTests.describe(reply))")
    }
}
