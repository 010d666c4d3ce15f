@testable import Assistant
import CycleCore
import Testing

/// A clause whose subject is a thing ("my sourdough looks flat and sad") says nothing of the
/// person's day, though its words name a mood or a symptom: the tenth development round's
/// out-of-domain requests logged the mood "sad", brain fog ("soggy" corrected to "foggy") and
/// caffeine for such clauses. The person's own body, mind and day as the subject still write.
/// Phrasings written for this suite.
@Suite struct ThingSubjectsWriteNothingTests {
    func acts(_ message: String) -> [SpeechAct] {
        AssistantFixture.assistant.understand(message, today: AssistantFixture.today, pregnant: false).speech.clauses.map(\.act)
    }

    @Test(arguments: [
        "my sourdough looks flat and sad",
        "the toast is soggy again",
        "my espresso machine has low pressure",
        "my new sofa looks a bit sad in that corner",
        "the spreadsheet is so bloated with old tabs",
        "our garden looks tired after the frost",
    ])
    func aThingsClauseWritesNothing(_ message: String) {
        #expect(AssistantFixture.writes(message).isEmpty, "\(message) → \(AssistantFixture.writes(message))")
        #expect(acts(message).first == .aboutAThing, "\(acts(message))")
    }

    @Test(arguments: [
        "my tummy feels bloated today",
        "my head is pounding today",
        "my mood is really low today",
        "the cramps are awful today",
        "my skin is breaking out today",
        "my belly is so bloated today",
    ])
    func thePersonsOwnSubjectStillWrites(_ message: String) {
        #expect(!acts(message).contains(.aboutAThing), "\(acts(message))")
        #expect(!AssistantFixture.writes(message).isEmpty, "\(message)")
    }

    /// A word of the person's own in the plural is still theirs ("temps" is read as "temperatures").
    @Test(arguments: ["my temps are up again today", "my piles are sore today"])
    func pluralsOfTheirOwnWordsAreTheirs(_ message: String) {
        #expect(!acts(message).contains(.aboutAThing), "\(acts(message))")
    }

    /// "The other" points back to what was named before: no thing of its own ("only 1 coffee,
    /// the other was decaf" logged nothing and asked).
    @Test func aHeadThatPointsBackIsNoThing() {
        #expect(!acts("only had 1 latte today, the other was decaf").contains(.aboutAThing))
    }

    /// After a comma, a clause with its subject dropped is the person's; after "and", it goes
    /// on describing the thing.
    @Test func aCommaStartsThePersonsOwnClause() {
        #expect(acts("my exams are on thursday, really stressed") == [.aboutAThing, .log])
        #expect(acts("my sourdough looks flat and sad") == [.aboutAThing, .aboutAThing])
    }

    @Test func aThingThatActsOnThePersonIsAboutThem() {
        // "…making me tired": the person comes back after the verb.
        #expect(!acts("the weather is making me tired today").contains(.aboutAThing))
        #expect(!AssistantFixture.writes("the weather is making me tired today").isEmpty)
    }

    @Test func aThingsClauseIsStillReadForASituation() {
        // Triage reads every clause; a subject the reader does not know must cost no safety answer.
        // "The lump" is no word of the person's own list, and the clause is still triaged.
        #expect(acts("the lump is swollen red and hot").first == .aboutAThing)
        let reply = AssistantFixture.chat(["the lump is swollen red and hot, its in my calf and im 30 weeks pregnant"], store: InMemoryStore())[0]
        #expect(reply.care.map { $0.level >= .urgent } == true, "\(reply.text)")
    }
}
