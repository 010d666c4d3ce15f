@testable import Assistant
import Content
import Testing

/// Over-triage after a birth, found on the guard development sets: "baby blues" read as a baby
/// turning blue (an ambulance), and any mention of feeds or nappies read as a baby not feeding
/// (a same-day GP). Each case keeps the real red flag next to it, so narrowing a rule can
/// never hide one.
@Suite struct TriageAfterBirthTests {
    /// The triage of `message` from someone `days` days after giving birth.
    static func level(_ message: String, days: Int = 9) throws -> CareLevel {
        let context = try TriageContext(parsing: "postpartum:\(days)")
        return AssistantFixture.assistant.triage(message, context: context, today: AssistantFixture.today)?.level ?? .selfCare
    }

    @Test(arguments: ["baby blues hitting, crying at adverts, otherwise ok",
                      "the baby blues were rough but they've lifted now, when do periods come back",
                      "i think i'm going through the baby blues", "is it normal to have the baby blues on day 4"])
    func theBabyBluesAreNotABabyTurningBlue(message: String) throws {
        #expect(try Self.level(message) < .urgent, "\(message)")
    }

    @Test(arguments: ["my baby is turning blue", "baby went blue for a few seconds", "her lips are blue and she's not feeding",
                      "newborn looks grey and floppy", "the baby's lips look bluish", "baby blue around the mouth",
                      "my son is struggling to breathe", "baby is really hard to wake"])
    func aBabyTurningBlueOrFloppyIsStillAnAmbulance(message: String) throws {
        #expect(try Self.level(message) == .ambulance, "\(message)")
    }

    @Test(arguments: ["baby's feeding well, i'm just so tired", "she's feeding every 2 hrs, is that normal",
                      "is it normal she poops after every feed", "going through so many nappies lol"])
    func feedsAndNappiesGoingWellAreNotASameDayVisit(message: String) throws {
        #expect(try Self.level(message) < .gpToday, "\(message)")
    }

    @Test(arguments: ["baby isn't feeding and is really sleepy", "she's refusing feeds since this morning", "he won't latch and hasn't fed all day",
                      "only two wet nappies today", "baby's nappies have been dry since last night", "my baby is looking yellow",
                      "the baby has a temperature of 38"])
    func notFeedingFewNappiesOrJaundiceStillGetSameDayCare(message: String) throws {
        #expect(try Self.level(message) >= .gpToday, "\(message)")
    }

    @Test func afterpainsAreNotSeverePainButPainThatWillNotEaseIs() throws {
        #expect(try Self.level("afterpains when feeding are intense, like period cramps, is that normal with a second baby", days: 2) < .urgent)
        #expect(try Self.level("severe tummy pain that won't go away", days: 2) >= .urgent)
    }
}
