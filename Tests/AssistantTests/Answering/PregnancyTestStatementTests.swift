@testable import Assistant
import CycleCore
import Testing

/// A home pregnancy test's result said as the person's own recent statement is logged as a
/// pregnancy test (never an ovulation test, never a symptom of its faint line), with anything
/// else the message says; a question, a plan, a denial, another time or someone else's test
/// writes nothing, and a question about tests keeps its answer. The reply says what was saved
/// and, in Bloom's own words, what may come next.
@Suite struct PregnancyTestStatementTests {
    static let today = AssistantFixture.today

    /// Trying to conceive, the last period 25 days ago.
    static func trying(_ mode: Mode = .ttc) -> InMemoryStore {
        InMemoryStore(mode: mode, periods: [PeriodRecord(start: today - 25)])
    }

    static func tests(in store: InMemoryStore) -> [JournalWrite] {
        store.writes.filter { if case .pregnancyTest = $0 { true } else { false } }
    }

    @Test(arguments: [
        ("bfp this morning", true, false),
        ("BFP this morning!!", true, false),
        ("positive pregnancy test!!", true, false),
        ("took a test today, negative", false, false),
        ("8dpo and bfn", false, false),
        ("clearblue says not pregnant", false, false),
        ("clearblue said pregnant 1-2 weeks!!", true, false),
        ("2 lines on the test this morning", true, false),
        ("retested today and it's clearly positive", true, false),
        ("took a test, faint positive", true, true),
        ("faint line on the pregnancy test this morning", true, true),
        ("negative pregnancy test today", false, false),
        ("did a pregnancy test and it was positive", true, false),
        ("hpt this morning, neg", false, false),
        ("tested negative again today", false, false),
        ("only one line on the test today", false, false),
        ("did a test this morning. it's positive!", true, false),
        ("First Response says pregnant", true, false),
        ("took a clearblue digital this morning and it says pregnant", true, false),
        ("hpt negative again", false, false),
    ])
    func aStatementOfTheirOwnTestIsLogged(message: String, positive: Bool, faint: Bool) {
        let store = Self.trying()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(store.writes == [.pregnancyTest(positive: positive, faint: faint, Self.today)], "\(message) → \(store.writes): \(reply.text)")
        #expect(reply.text.contains("pregnancy test \(positive ? "positive" : "negative")\(faint ? " (a faint line)" : "") today"), "\(reply.text)")
        #expect(reply.actions.map(\.kind) == ["pregnancy_test"])
    }

    @Test(arguments: [
        "should I test tomorrow?", "can a positive opk mean pregnant?", "my sister got a bfp", "going to test on friday",
        "is a faint line a positive?", "still no bfp", "trying to get fit before bfp", "period is a week late, did a few tests but all were negative", "waiting for a positive test, cd 29 now", "one of the girls in my ttc group got her bfp at 10dpo",
        "with baby #1 i got my bfp at 11dpo", "my first ever positive test was christmas day 2017", "if i get a bfp should i call the midwife",
        "hoping for a bfp this cycle", "i think there's a faint line?", "evap line on the test this morning", "my partner did a test and it's negative",
        "tested positive for covid today", "glucose test came back negative", "staying positive this cycle", "will test again in 3 days if af doesnt show",
        "i'll do a pregnancy test in the morning", "haven't tested yet", "years ago i got a bfp at 9dpo", "what does a bfn at 12dpo mean?",
        "bfn last cycle", "she tested positive", "my lab results came back positive", "no bfp for us this cycle",
    ])
    func questionsPlansOtherTimesAndOtherPeopleWriteNothing(message: String) {
        let store = Self.trying()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(message) → \(store.writes): \(reply.text)")
        #expect(reply.actions.isEmpty)
    }

    @Test func aQuestionAboutPregnancyTestsKeepsItsAnswer() {
        let store = Self.trying()
        let reply = AssistantFixture.chat(["is a faint line on a pregnancy test a positive?"], store: store)[0]
        #expect(store.writes.isEmpty)
        #expect(reply.topic.map { $0.contains("test") } ?? false, "\(reply.topic ?? "none"): \(reply.text)")
        #expect(!reply.text.contains("Saved"))
    }

    @Test(arguments: [
        ("positive opk today", JournalWrite.ovulationTest("peak", today)),
        ("opk negative today", JournalWrite.ovulationTest("negative", today)),
        ("got a positive ovulation test this morning", JournalWrite.ovulationTest("peak", today)),
    ])
    func anOvulationTestStaysAnOvulationTest(message: String, write: JournalWrite) {
        let store = Self.trying()
        _ = AssistantFixture.chat([message], store: store)
        #expect(store.writes == [write], "\(message) → \(store.writes)")
    }

    @Test func aTestThatMayBeAnOvulationTestIsNoPregnancyTest() {
        // "Tested positive" in a message about fertile days, or on a brand that makes both
        // tests, is never read as a pregnancy test.
        for message in ["tested positive, so when are my fertile days?", "got a positive on the clearblue this morning", "got my peak on the clearblue today"] {
            let store = Self.trying()
            let reply = AssistantFixture.chat([message], store: store)[0]
            #expect(Self.tests(in: store).isEmpty, "\(message) → \(store.writes)")
            #expect(!reply.text.contains("pregnancy test for today"), "\(message): \(reply.text)")
        }
    }

    @Test func otherFactsAndATestInOneMessageAreAllLogged() {
        let store = Self.trying()
        let reply = AssistantFixture.chat(["feeling sick and tired today, bfp this morning!"], store: store)[0]
        #expect(store.writes.contains(.pregnancyTest(positive: true, faint: false, Self.today)), "\(store.writes)")
        #expect(store.writes.contains(.symptom("nausea", severity: nil, Self.today)), "\(store.writes)")
        #expect(reply.text.contains("pregnancy test positive today"), "\(reply.text)")
        #expect(reply.text.contains("Congratulations"), "the test is what the answer is about: \(reply.text)")

        let temperature = Self.trying()
        _ = AssistantFixture.chat(["temp 36.9 this morning and a bfp!"], store: temperature)
        #expect(temperature.writes == [.temperature(celsius: 36.9, Self.today), .pregnancyTest(positive: true, faint: false, Self.today)],
                "\(temperature.writes)")
    }

    @Test func aFaintLineIsAPositiveAndNoDizziness() {
        let store = Self.trying()
        _ = AssistantFixture.chat(["took a test, faint positive"], store: store)
        #expect(store.writes == [.pregnancyTest(positive: true, faint: true, Self.today)])
        let dizzy = Self.trying()
        _ = AssistantFixture.chat(["feeling faint and dizzy today"], store: dizzy)
        #expect(dizzy.writes.contains { if case .symptom = $0 { true } else { false } }, "feeling faint is still a symptom: \(dizzy.writes)")
    }

    @Test func theTestsDayIsTheDaySaid() {
        let store = Self.trying()
        _ = AssistantFixture.chat(["took a test yesterday, negative"], store: store)
        #expect(store.writes == [.pregnancyTest(positive: false, faint: false, Self.today - 1)])
    }

    @Test func inPregnancyModeOnlyAPregnancyTestByNameIsOne() {
        let pregnant = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: Self.today - 70))
        _ = AssistantFixture.chat(["urine test at the midwife today, negative"], store: pregnant)
        #expect(Self.tests(in: pregnant).isEmpty, "\(pregnant.writes)")
        let named = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: Self.today - 70))
        _ = AssistantFixture.chat(["did another pregnancy test today, still positive"], store: named)
        #expect(named.writes == [.pregnancyTest(positive: true, faint: false, Self.today)], "\(named.writes)")
    }

    @Test func afterAPositiveTheReplyCongratulatesAndOffersTheNextStep() {
        let store = Self.trying()
        let reply = AssistantFixture.chat(["bfp this morning"], store: store)[0]
        #expect(reply.text.contains("Congratulations"), "\(reply.text)")
        #expect(reply.text.contains("\"I'm pregnant\"") && reply.text.contains("pregnancy mode"), "\(reply.text)")
        #expect(reply.text.contains("GP or a midwife"), "\(reply.text)")
        // Counted from the last logged period, 25 days before: 280 days on.
        let due = PregnancyDating(lmp: Self.today - 25).dueDate
        #expect(reply.text.contains(String(due.year)), "the due date from the last period: \(reply.text)")
        #expect(AssistantFixture.assistant.knowledge.outputFilter.check(reply.text) == nil)

        let tracking = Self.trying(.cycle)
        let cycle = AssistantFixture.chat(["bfp this morning"], store: tracking)[0]
        #expect(cycle.text.contains("Congratulations") && cycle.text.contains("pregnancy mode"), "\(cycle.text)")
    }

    @Test func afterANegativeTheReplyIsKindAndSaysWhenATestGivesAClearerAnswer() {
        for mode in [Mode.ttc, .cycle] {
            let store = Self.trying(mode)
            let reply = AssistantFixture.chat(["negative pregnancy test today"], store: store)[0]
            #expect(reply.text.contains("too early"), "\(reply.text)")
            #expect(reply.text.contains("a few days after"), "\(reply.text)")
            #expect(reply.text.contains("NHS"), "\(reply.text)")
            #expect(!reply.text.contains("Congratulations"))
            #expect(AssistantFixture.assistant.knowledge.outputFilter.check(reply.text) == nil)
        }
    }

    @Test func inPregnancyModeTheTestIsSavedWithoutOfferingTheMode() {
        let pregnant = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: Self.today - 40))
        let reply = AssistantFixture.chat(["bfp this morning"], store: pregnant)[0]
        #expect(pregnant.writes == [.pregnancyTest(positive: true, faint: false, Self.today)])
        #expect(!reply.text.contains("switch to pregnancy mode") && !reply.text.contains("\"I'm pregnant\""), "\(reply.text)")
    }

    @Test func undoTakesTheTestBack() {
        let store = Self.trying()
        let replies = AssistantFixture.chat(["bfp this morning", "undo that"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(replies[1].actions.map(\.kind) == ["undo"])
    }

    @Test func aStatementInsideAQuestionIsOfferedAndYesLogsIt() {
        let store = Self.trying()
        let replies = AssistantFixture.chat(["bfp this morning! what should I do now?", "yes"], store: store)
        #expect(replies[0].actions.isEmpty)
        #expect(replies[0].text.contains("Shall I log a positive pregnancy test for today?"), "\(replies[0].text)")
        #expect(store.writes == [.pregnancyTest(positive: true, faint: false, Self.today)])
        #expect(replies[1].text.contains("pregnancy test positive today"), "\(replies[1].text)")
    }

    @Test(arguments: [
        ("positive pregnancy test", true), ("negative pregnancy test", false), ("not a positive pregnancy test", false),
        ("clearblue says not pregnant", false), ("it said pregnant 2 3 weeks", true), ("2 lines on the test", true),
        ("a faint second line", true), ("only one line on the test", false), ("tested neg", false),
    ])
    func aResultIsReadFromItsWords(text: String, positive: Bool) throws {
        let fact = try #require(PregnancyTestFact.result(in: text.split(separator: " ").map(String.init)), "\(text)")
        #expect(fact.positive == positive, "\(text)")
    }

    @Test(arguments: ["still no positive pregnancy test", "staying positive", "positive vibes only", "trying to get pregnant",
                      "not negative", "a line", "never a positive"])
    func wordsThatTellNoResultAreNone(text: String) {
        #expect(PregnancyTestFact.result(in: text.split(separator: " ").map(String.init)) == nil, "\(text)")
    }
}
