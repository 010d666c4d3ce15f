@testable import Assistant
import Content
import CycleCore
import Testing

/// Red flags said without the words the rules knew: movements slower than usual told as the
/// time it took to count them, a baby's usual activity named as "boxing" or "rolling" and now
/// "not a thing", and a caesarean told as "it was a section". Phrasings written for this suite;
/// each keeps the calm side next to it.
@Suite struct MissedRedFlagsAfterRound11Tests {
    func level(_ message: String, _ context: String) throws -> CareLevel { try AssistantFixture.careLevel(message, context) }

    @Test(arguments: [
        ("usually feel 10 kicks in about half an hour after dinner, tonight it took ages to feel 3", "pregnant:32"),
        ("she's normally rolling around all morning, today i haven't felt a thing since breakfast", "pregnant:29"),
        ("he was boxing away last night, this morning i havent noticed anything at all", "pregnant:35"),
    ])
    func movementsSlowerThanUsualAreCheckedTheSameDay(_ message: String, _ context: String) throws {
        #expect(try level(message, context) == .urgent, "\(message)")
    }

    @Test(arguments: [
        ("she's been rolling around all evening, havent noticed any change in her pattern", "pregnant:30"),
        ("it took ages to find a comfy position to sleep but baby is kicking as usual", "pregnant:33"),
    ])
    func movementsAsUsualStayCalm(_ message: String, _ context: String) throws {
        #expect(try level(message, context) < .urgent, "\(message)")
    }

    @Test func aCaesareanToldAsASectionIsAfterABirth() throws {
        // The profile still says 41 weeks pregnant; the message tells the birth.
        #expect(try level("the end of my cut is weeping yellow stuff and it stings, it was a section", "pregnant:41") == .urgent)
        #expect(try level("my cut from the section is healing nicely, no redness", "pregnant:41") < .urgent)
    }
}

/// A pregnancy more than two weeks past its due date has most likely ended in a birth Bloom
/// holds no record of: triage and the guards read the person as after the birth, as the topic
/// answers do (`AnswerContext.pregnantNow`), so settling bleeding three weeks after the due date
/// is not "any bleeding in pregnancy", while a haemorrhage after the birth still gets an ambulance.
@Suite struct ADueDateLongPastIsAfterTheBirthTests {
    func reply(_ message: String, dueDaysAgo: Int) -> Reply {
        var conversation = Conversation()
        let today = AssistantFixture.today
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today - dueDaysAgo))
        return AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    @Test func theContextFromTheProfileEndsAt42Weeks() {
        #expect(TriageContext.pregnancyProfile(at: GestationalAge(weeks: 41, days: 6)) == TriageContext(pregnant: true, week: 41))
        #expect(TriageContext.pregnancyProfile(at: GestationalAge(weeks: 43, days: 0)) == TriageContext(postpartum: true, postpartumWeeks: 3))
    }

    @Test func settlingBleedingLongAfterTheDueDateIsNoPregnancyBleeding() {
        let answer = reply("bleeding has gone pinky brown and much lighter now", dueDaysAgo: 21)
        #expect(answer.care == nil || answer.care!.level < .urgent, "\(answer.text)")
        #expect(!answer.text.contains("urgent care now"), "\(answer.text)")
    }

    @Test func theSameBleedingBeforeTheDueDateIsStillChecked() {
        let answer = reply("bleeding has gone pinky brown and much lighter now", dueDaysAgo: 0)
        #expect(answer.care?.level == .urgent, "\(answer.text)")
    }

    @Test func aHaemorrhageLongAfterTheDueDateIsStillAnAmbulance() {
        let answer = reply("soaking through a pad every hour and passing clots as big as a plum", dueDaysAgo: 21)
        #expect(answer.care?.level == .ambulance, "\(answer.text)")
    }
}

/// Someone else's pregnancy that is over is not the person's: the week in "my sister had her
/// baby at 33 weeks" is the sister's, and the person's own week decides which rules apply. A
/// partner's pregnancy still going on is read whole.
@Suite struct SomeoneElsesPastPregnancyTests {
    let assistant = AssistantFixture.assistant

    func level(_ message: String) -> CareLevel {
        assistant.triage(message, context: .none, today: AssistantFixture.today)?.level ?? .selfCare
    }

    @Test func theWeekOfASistersPastBirthIsNotThePersons() {
        let message = "my sister had her baby at 33 weeks after her waters went. i am 14 weeks now, how likely is that for me?"
        let understanding = assistant.understand(message, today: AssistantFixture.today, pregnant: false)
        #expect(assistant.triageContext(of: understanding, profile: .none, today: AssistantFixture.today) == TriageContext(pregnant: true, week: 15))
        #expect(level(message) < .urgent)
    }

    @Test func aPartnersPregnancyGoingOnIsStillRead() {
        #expect(level("my wife is 34 weeks pregnant and the baby has been really still since yesterday") == .urgent)
        #expect(level("my girlfriend is 30 weeks pregnant and she's bleeding") >= .urgent)
    }
}
