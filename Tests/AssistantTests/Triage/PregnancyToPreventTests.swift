@testable import Assistant
import CycleCore
import Testing

/// A pregnancy named only as one to prevent ("how do I avoid getting pregnant", after the
/// morning-after pill) is no pregnancy to bleed in: heavy periods said beside it get the care a
/// heavy period gets, never the ambulance a heavy bleed in pregnancy does. A question about a
/// contraceptive method is the library's when a topic fits; one about a safe time for sex
/// without contraception keeps the guard's answer. Written for this suite (not from the
/// real-question development set).
@Suite struct PregnancyToPreventTests {
    static func reply(_ message: String) -> Reply {
        TopicFixture.chat([message], store: InMemoryStore())[0]
    }

    static func describe(_ reply: Reply) -> String {
        "\(reply.triage.map { "\($0.level) \($0.rule)" } ?? "no triage") [\(reply.guardKind.map { "\($0)" } ?? "no guard")]: \(reply.text)"
    }

    @Test(arguments: [
        "on tablets for my heavy periods and want to prevent my pregnancy after sex last week, what are the options",
        "my periods are really heavy, how do i avoid getting pregnant while on norethisterone",
        "took the morning after pill, periods have always been heavy, does the pill stop a pregnancy",
    ])
    func aPregnancyToPreventIsNoBleedInPregnancy(message: String) {
        let reply = Self.reply(message)
        #expect(reply.triage?.rule != "pregnancy-heavy-bleeding" && (reply.triage?.level ?? .selfCare) < .ambulance, "\(Self.describe(reply))")
    }

    @Test(arguments: ["i'm 9 weeks pregnant and bleeding heavily, soaking a pad every hour",
                      "bleeding really heavy in my pregnancy, filling a pad an hour"])
    func heavyBleedingInAPregnancyStillGetsAnAmbulance(message: String) {
        let reply = Self.reply(message)
        #expect(reply.triage?.level == .ambulance, "\(Self.describe(reply))")
    }

    /// Asked in general or told about oneself ("I am bleeding…", "my period is late since…"),
    /// it is the same question about the method.
    @Test(arguments: ["been bleeding on and off for weeks since my contraceptive injection, is that normal",
                      "I am bleeding nonstop since my birth control shot?",
                      "my period has been all over the place since i started birth control 2 months ago"])
    func aQuestionAboutAMethodIsAnsweredByTheLibrary(message: String) {
        let reply = Self.reply(message)
        #expect(reply.topic != nil && !reply.text.contains("can't tell you a day"), "\(Self.describe(reply))")
    }

    @Test(arguments: ["is it safe to skip condoms the week after my period if im on no birth control",
                      "what are the chances of getting pregnant without contraception two days before my period"])
    func askingForASafeTimeKeepsTheGuardsAnswer(message: String) {
        let reply = Self.reply(message)
        #expect(reply.guardKind == .contraception && reply.topic == nil, "\(Self.describe(reply))")
    }

    /// Emergency contraception named in a question is the library's to answer (how it works,
    /// bleeding after it, when to test), whatever safe-time word the question has.
    @Test(arguments: ["is it safe to rely on the morning after pill instead of condoms", "whats the chance plan b doesnt work",
                      "took an emergency pill right after sex on day 3 of my period, now bleeding a week on, any chance im pregnant"])
    func aQuestionAboutEmergencyContraceptionIsAnsweredByTheLibrary(message: String) {
        let reply = Self.reply(message)
        #expect(reply.topic != nil && !reply.text.contains("can't tell you a day"), "\(Self.describe(reply))")
    }

    /// Sex without contraception this morning: emergency contraception today is the advice.
    @Test func unprotectedSexThisMorningGetsTheSameDayAdvice() {
        let reply = Self.reply("we had sex without a condom this morning, should she get the morning after pill or is it too early to tell")
        #expect(reply.triage?.rule == "emergency-contraception", "\(Self.describe(reply))")
    }

    /// A late pill is no emergency contraception taken: the advice stands.
    @Test func aLatePillKeepsTheSameDayAdvice() {
        let reply = Self.reply("took my contraceptive pill 2 days late and had unprotected sex last night")
        #expect(reply.triage?.rule == "emergency-contraception", "\(Self.describe(reply))")
    }

    /// Once it has been taken, "get it soon" is no longer the advice.
    @Test(arguments: ["had unprotected sex 2 days ago and took the morning after pill, now spotting, is that normal",
                      "been spotting since yesterday, is that normal after the morning after pill?"])
    func emergencyContraceptionAlreadyTakenIsNotAdvisedAgain(message: String) {
        let reply = Self.reply(message)
        #expect(reply.triage?.rule != "emergency-contraception", "\(Self.describe(reply))")
    }

    /// A recent time of day ("last night") makes a question's story the situation now.
    @Test func aCondomThatBrokeLastNightGetsTheSameDayAdvice() {
        let reply = Self.reply("condom broke last night what do i do")
        #expect(reply.triage?.rule == "emergency-contraception" && reply.triage?.level == .gpToday, "\(Self.describe(reply))")
    }
}
