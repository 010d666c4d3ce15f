@testable import Assistant
import CycleCore
import Testing

/// The same-day check for a pregnancy with contraception in place (`pregnant-with-coil`) needs
/// the person to be pregnant or have a positive test: "had the implant put in to avoid getting
/// pregnant" names pregnancy only as what the method prevents.
@Suite struct PregnantWithContraceptionTests {
    static func rule(_ message: String) throws -> String? {
        try AssistantFixture.assistant.triage(message, context: TriageContext(parsing: "none"), today: AssistantFixture.today)?.rule
    }

    @Test(arguments: ["i had the implant put in to avoid getting pregnant and ive been bleeding on and off for ten weeks, how long does it last",
                      "got the coil so i dont get pregnant again, is spotting normal", "mirena in and i am not pregnant, just crampy"])
    func contraceptionThatPreventsPregnancyIsNoSameDayCheck(message: String) throws {
        #expect(try Self.rule(message) != "pregnant-with-coil", "\(message)")
    }

    @Test(arguments: ["positive test and i have the mirena coil", "im pregnant and have a copper iud", "just found out im pregnant with the implant in"])
    func aPregnancyWithContraceptionInPlaceIsCheckedToday(message: String) throws {
        #expect(try Self.rule(message) == "pregnant-with-coil", "\(message)")
    }
}
