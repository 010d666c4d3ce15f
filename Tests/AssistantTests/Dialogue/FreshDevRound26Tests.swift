@testable import Assistant
import CycleCore
import Content
import Testing

/// Found on the twenty-sixth development round: a colour a discharge had "gone" read as its
/// end, a symptom listed before "night sweats last night" put on today, a test's reading told
/// by the test ("clearblue said low fertility") only offered, "mondays temp" put on today, and
/// days past ovulation and a due date asked while trying that got pregnancy-mode answers.
@Suite struct FreshDevRound26Tests {
    let today = AssistantFixture.today

    /// "Gone" before what the discharge became ("a weird greeny colour") is no negation.
    @Test(arguments: ["discharge has gone a weird greeny colour", "my discharge has gone really yellowy"])
    func aDischargeThatHasGoneAColourIsLogged(message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(store.writes.contains { if case .discharge("unusual", today) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    @Test func aHeadacheThatHasGoneIsStillNotLogged() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["my headache has gone now"], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes) \(reply.text)")
    }

    /// A list of symptoms takes the day its last item names.
    @Test func symptomsListedBeforeLastNightAreLastNights() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["hot flushes and night sweats last night"], store: store)[0]
        #expect(store.writes == [.symptom("hot-flushes", severity: nil, today - 1), .symptom("night-sweats", severity: nil, today - 1)],
                "\(store.writes) \(reply.text)")
    }

    /// A clause that goes on to tell more is no item of a list: it keeps its own day.
    @Test func aClauseThatTellsMoreKeepsItsOwnDay() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["cramps so i stayed in, and a headache last night"], store: store)[0]
        #expect(store.writes.contains(.symptom("cramps", severity: nil, today)), "\(store.writes) \(reply.text)")
    }

    /// A reading told by the test that gave it is a statement, logged like "opk negative".
    @Test(arguments: ["clearblue said low fertility", "clearblue says high fertility this morning"])
    func aTestsOwnReadingIsLogged(message: String) {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(store.writes.contains { if case .ovulationTest(_, today) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    /// "Mondays temp" is Monday's; "on mondays" stays a habit.
    @Test func aWeekdayWithAnSBeforeItsReadingIsThatDay() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["forgot mondays temp, it was 36.4"], store: store)[0]
        let monday = Day(year: 2026, month: 11, day: 16)!
        #expect(store.writes == [.temperature(celsius: 36.4, monday)], "\(store.writes) \(reply.text)")
    }

    /// Days past ovulation are counted from the estimate "when do I ovulate?" gives.
    @Test func daysPastOvulationAreCountedFromTheOvulationEstimate() throws {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(["when do i ovulate", "how many dpo am i", "when is 12dpo for me"], store: store)
        let ovulation = try #require(replies[0].text.firstMatch(of: /Estimated ovulation: (\w+ \d+ \w+)/)).1
        #expect(replies[1].text.contains("DPO today"), "\(replies[1].text)")
        #expect(replies[1].text.contains("estimated ovulation on \(ovulation)"), "\(replies[1].text)")
        #expect(replies[2].text.contains("12 DPO would be"), "\(replies[2].text)")
        #expect(store.writes.isEmpty)
    }

    /// A general question at a DPO is no question about the person's own count.
    @Test func aQuestionAtADaysPastOvulationCountIsGeneral() {
        #expect(DaysPastOvulationQuestion.read(["is", "cramping", "normal", "at", "8dpo"]) == nil)
        #expect(DaysPastOvulationQuestion.read(["when", "can", "i", "test", "at", "10dpo"]) == nil)
        #expect(DaysPastOvulationQuestion.read(["how", "many", "dpo", "am", "i"]) == DaysPastOvulationQuestion(count: nil))
        #expect(DaysPastOvulationQuestion.read(["when", "will", "i", "be", "10", "dpo"]) == DaysPastOvulationQuestion(count: 10))
    }

    /// While trying, "when would I be due?" gives the date conceiving this cycle would give.
    @Test func aDueDateAskedWhileTryingCountsFromTheLastPeriod() throws {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let last = try #require(store.periods().last).start
        let reply = TopicFixture.chat(["when would i be due"], store: store)[0]
        #expect(reply.text.contains("If you conceive this cycle"), "\(reply.text)")
        let due = last + 280
        #expect(reply.text.contains("\(due.dayOfMonth) \(due.monthName)"), "\(reply.text)")
    }

    /// "Actually it stopped yesterday" after a start and an end moved both to yesterday.
    @Test func aCorrectionThatNamesTheEndMovesOnlyTheEnd() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["period finished today i think, it started last thursday", "actually it stopped yesterday not today"], store: store)
        #expect(store.writes.contains(.periodStart(Day(year: 2026, month: 11, day: 19)!)), "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.contains(.periodEnd(today - 1)), "\(store.writes) \(replies.map(\.text))")
        #expect(!store.writes.contains(.periodStart(today - 1)), "\(store.writes) \(replies.map(\.text))")
    }

    /// "Heavy the first 2 days" counts from the period's start; today's flow told by its own
    /// clause stays.
    @Test func theFirstDaysOfThePeriodCountFromItsStart() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["my period started on friday", "flow was heavy the first 2 days but its light today"], store: store)
        let friday = Day(year: 2026, month: 11, day: 20)!
        #expect(store.writes.contains(.flow("heavy", friday)) && store.writes.contains(.flow("heavy", friday + 1)), "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.contains(.flow("light", today)) && !store.writes.contains(.flow("heavy", today)), "\(store.writes) \(replies.map(\.text))")
    }

    @Test func firstDaysAreReadFromTheirWords() {
        #expect(LogAnswers.firstDays(["heavy", "the", "first", "2", "days"]) == 2)
        #expect(LogAnswers.firstDays(["first", "couple", "of", "days"]) == 2)
        #expect(LogAnswers.firstDays(["the", "first", "day"]) == 1)
        #expect(LogAnswers.firstDays(["first", "time", "in", "days"]) == nil)
    }

    /// "If u track that" comments on the statement; it imagines nothing.
    @Test func ifYouTrackThatIsAnAside() {
        let store = InMemoryStore()
        let reply = TopicFixture.chat(["had 2 glasses of wine last night if u track that"], store: store)[0]
        #expect(store.writes.contains { if case .lifestyle("alcohol", 2, _, today - 1) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    @Test func stickItOnIsAnInstructionToLog() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["stick cramps on too, theyre bad"], store: store)[0]
        #expect(store.writes.contains { if case .symptom("cramps", _, today) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    /// A type named by its own word outranks "thick"; an unusual sign outranks any type.
    @Test(arguments: [("thick white creamy discharge today", "creamy"), ("thick yellowish discharge today", "unusual"), ("thick discharge today", "sticky")])
    func theDischargeTypeIsTheMostTellingWord(message: String, kind: String) {
        let store = InMemoryStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(store.writes == [.discharge(kind, today)], "\(store.writes) \(reply.text)")
    }

    /// "What could that be?" just after an offer to log asks about what was offered, in the
    /// words it was told in; "ok log it then" still takes the offer.
    @Test func aQuestionAboutAnOfferAsksAboutWhatWasOffered() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["discharge smells kinda fishy and its a greyish colour", "what could that be", "ok log it then"], store: store)
        #expect(replies[1].route?.route == .general, "\(replies[1].text)")
        #expect(replies[1].text.contains("bacterial vaginosis"), "\(replies[1].text)")
        #expect(store.writes == [.discharge("unusual", today)], "\(store.writes) \(replies.map(\.text))")
    }

    /// A new value for what was offered says yes with that value.
    @Test(arguments: ["make that 3 actually, forgot the one at lunch", "no 3 coffees"])
    func aNewValueForAnOfferLogsIt(answer: String) {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["2 coffees so far today, is that too much", answer], store: store)
        #expect(store.writes.contains { if case .lifestyle("caffeine", 3, _, today) = $0 { true } else { false } }, "\(store.writes) \(replies.map(\.text))")
    }

    @Test func aBareNoToAnOfferStillLogsNothing() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["2 coffees so far today, is that too much", "no thanks"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes) \(replies.map(\.text))")
    }

    /// "The night before" right after a night named repeats what that clause told, a day earlier.
    @Test func theNightBeforeRepeatsTheClauseBeforeADayEarlier() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["we bd last night and the night before"], store: store)[0]
        #expect(store.writes.filter { if case .sex = $0 { true } else { false } }.compactMap(\.day).sorted() == [today - 2, today - 1],
                "\(store.writes) \(reply.text)")
    }

    /// "So how long was it?" after a period's dates: the period, as "how long was my period?".
    @Test func howLongWasItAfterAPeriodsDatesIsItsLength() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["my period finished yesterday, it started on thursday", "so how long was it"], store: store)
        #expect(replies[1].text.contains("lasted 3 days"), "\(replies[1].text)")
    }

    /// During a period "normal" reads as a flow; "is that normal?" still asks about what was told.
    @Test func isThatNormalAfterAPeriodStartAsksAboutThePeriod() {
        let replies = TopicFixture.chat(["period started today", "is that normal?"], store: TopicFixture.cycleStore())
        #expect(!replies[1].text.contains("pregnancy mode"), "\(replies[1].text)")
        #expect(replies[1].route?.route == .general && replies[1].text.contains("period problems"), "\(replies[1].text)")
    }

    /// A plan before an instruction imagines nothing the instruction asks for.
    @Test func aPlanBeforeAnInstructionToLogStillLogs() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["ok ill ring them. stick cramps on too, theyre bad"], store: store)[0]
        #expect(store.writes.contains { if case .symptom("cramps", _, today) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    /// "A bit sick" and "sickness" are nausea, said and denied.
    @Test func aBitSickIsNausea() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["i felt a bit sick after lunch"], store: store)[0]
        #expect(store.writes.contains { if case .symptom("nausea", _, today) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
        let denied = TopicFixture.chat(["no sickness today at all, first time in ages"], store: TopicFixture.pregnantStore(weeks: 10))[0]
        #expect(denied.route?.route != .outOfScope, "\(denied.text)")
    }

    /// Everyday words are read as typed: "lime and soda" was corrected to "lice and sofa".
    @Test func everydayWordsAreNotCorrectedIntoOthers() {
        let analyzed = AssistantFixture.assistant.understand("stuck to lime and soda sometime last week", today: today)
        #expect(analyzed.message.normalized.tokens.contains("lime") && analyzed.message.normalized.tokens.contains("soda"), "\(analyzed.message.normalized.tokens)")
        #expect(analyzed.message.normalized.tokens.contains("sometime"), "\(analyzed.message.normalized.tokens)")
        // A typo of Bloom's own word is still corrected.
        #expect(AssistantFixture.assistant.understand("crmaps today", today: today).message.normalized.tokens.first == "cramps")
    }

    /// A symptom told on its night and said again with no day of its own is one entry; said to
    /// go on ("still"), it is today's too.
    @Test func aSymptomToldAgainIsOneEntryUnlessItGoesOn() {
        let store = InMemoryStore()
        let reply = TopicFixture.chat(["couldnt sleep at all last night, insomnia is back with a vengeance"], store: store)[0]
        #expect(store.writes == [.symptom("insomnia", severity: nil, today - 1)], "\(store.writes) \(reply.text)")
        let going = InMemoryStore()
        _ = TopicFixture.chat(["had cramps last night, still have cramps"], store: going)
        #expect(going.writes.contains(.symptom("cramps", severity: nil, today)), "\(going.writes)")
    }

    /// A birth weight in news of a friend's baby is the baby's: the news is small talk.
    @Test func aBirthWeightInAFriendsNewsIsSmallTalk() {
        let reply = TopicFixture.chat(["my best friend had her baby last night, 7lb 2oz girl 🥹"], store: TopicFixture.pregnantStore(weeks: 20))[0]
        #expect(reply.route?.route == .smallTalk, "\(reply.text)")
    }

    /// "What date do I hit the third trimester?": 28+0 counted from the recorded due date.
    @Test func theDayAPregnancyReachesAPointIsCountedFromTheDueDate() throws {
        let store = TopicFixture.pregnantStore(weeks: 21)
        let due = try #require(try store.pregnancy()).dueDate
        let replies = TopicFixture.chat(["and what date do i hit the third trimester", "when will i be 30 weeks"], store: store)
        let third = due - 280 + 28 * 7, thirty = due - 280 + 30 * 7
        #expect(replies[0].text.contains("third trimester on") && replies[0].text.contains("\(third.dayOfMonth) \(third.monthName)"), "\(replies[0].text)")
        #expect(replies[1].text.contains("30 weeks on") && replies[1].text.contains("\(thirty.dayOfMonth) \(thirty.monthName)"), "\(replies[1].text)")
    }

    @Test func aQuestionAboutAWeekIsNoMilestone() {
        #expect(PregnancyMilestoneQuestion.read(["how", "big", "is", "the", "baby", "at", "30", "weeks"]) == nil)
        #expect(PregnancyMilestoneQuestion.read(["when", "am", "i", "full", "term"])?.days == 37 * 7)
    }

    /// "What's that in celsius?" just after a temperature: the reading in that unit.
    @Test func aReadingJustLoggedIsGivenInTheUnitAsked() {
        let replies = TopicFixture.chat(["temp 36.5 this morning", "and in fahrenheit?"], store: TopicFixture.cycleStore())
        #expect(replies[1].text.contains("97.7 °F") && replies[1].route?.route == .ownData, "\(replies[1].text)")
        #expect(TemperatureUnitQuestion.asked(["whats", "that", "in", "celsius"]) == .celsius)
        #expect(TemperatureUnitQuestion.asked(["cramps", "in", "my", "back"]) == nil)
    }

    /// "Actually it stopped yesterday" after flows were logged tells the period's end: the flows
    /// stay where they were (they were moved to yesterday, three entries made one).
    @Test func thePeriodsEndAfterFlowsIsANewEntryNotAMove() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["my period started on friday", "flow was heavy the first 2 days but its light today",
                                         "actually it stopped yesterday not today"], store: store)
        #expect(store.writes.contains(.periodEnd(today - 1)), "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.contains(.flow("light", today)) && store.writes.contains(.flow("heavy", Day(year: 2026, month: 11, day: 20)!)),
                "\(store.writes) \(replies.map(\.text))")
    }
}
