@testable import Assistant
import CycleCore
import Testing

/// Conversations around writes: confirmations, questions that never write, corrections, the
/// end of a period, modes and due dates said in chat, and the typical cycle length as a prior.
@Suite struct SpeechDialogueTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    func chat(_ messages: [String], store: InMemoryStore) -> [Reply] { AssistantFixture.chat(messages, store: store) }

    @Test func aBareSymptomIsAskedAboutAndYesWritesIt() {
        let store = InMemoryStore()
        let replies = chat(["cramps", "yes"], store: store)
        #expect(replies[0].text.contains("Shall I log cramps for today?") || replies[0].text.contains("save cramps for today"))
        #expect(replies[0].actions.isEmpty)
        #expect(store.writes == [.symptom("cramps", severity: nil, today)])
        #expect(replies[1].actions.map(\.kind) == ["symptom"])
    }

    @Test func aStatementBeforeAQuestionIsOfferedAfterTheAnswerAndYesWritesIt() {
        let store = InMemoryStore()
        let replies = chat(["had cramps and what phase am i in", "yes"], store: store)
        // The question is answered, the statement offered, and nothing written until "yes".
        #expect(replies[0].intent == "cycle.phase")
        #expect(replies[0].actions.isEmpty)
        #expect(replies[0].text.contains("Shall I log cramps for today?") || replies[0].text.contains("save cramps for today"), "\(replies[0].text)")
        #expect(store.writes == [.symptom("cramps", severity: nil, today)])
        #expect(replies[1].actions.map(\.kind) == ["symptom"])
        // About someone else: answered, never offered.
        let other = InMemoryStore()
        let sister = chat(["my sister had cramps, what phase am i in"], store: other)[0]
        #expect(!sister.text.contains("Shall I log") && !sister.text.contains("save cramps"), "\(sister.text)")
        #expect(other.writes.isEmpty)
    }

    @Test func noToTheQuestionWritesNothing() {
        let store = InMemoryStore()
        let replies = chat(["headache", "no"], store: store)
        #expect(store.writes.isEmpty)
        #expect(replies[1].text.lowercased().contains("nothing") || replies[1].text.contains("haven't logged"))
    }

    @Test func aNewItemAfterTheQuestionIsANewMessageNotAYes() {
        let store = InMemoryStore()
        _ = chat(["cramps", "log a headache"], store: store)
        #expect(store.writes == [.symptom("headache", severity: nil, today)])
    }

    @Test func aCorrectionAfterAnotherQuestionMovesNothing() {
        let store = InMemoryStore()
        _ = chat(["had cramps today", "what is the luteal phase?", "no, I meant the 3rd"], store: store)
        #expect(store.writes == [.symptom("cramps", severity: nil, today)])
    }

    @Test func pleaseDontIsANo() {
        let store = InMemoryStore()
        _ = chat(["cramps", "please don't"], store: store)
        #expect(store.writes.isEmpty)
    }

    @Test func aVagueDayIsAskedAndTheAnswerWrites() {
        let store = InMemoryStore()
        let replies = chat(["i had cramps last week", "the 17th"], store: store)
        #expect(replies[0].actions.isEmpty)
        #expect(store.writes == [.symptom("cramps", severity: nil, Day(year: 2026, month: 11, day: 17)!)])
    }

    @Test func anotherMessageAfterTheQuestionIsAnsweredAndWritesNothingPending() {
        let store = InMemoryStore()
        _ = chat(["bloating", "what is the luteal phase?", "yes"], store: store)
        #expect(store.writes.isEmpty)
    }

    @Test func askingHowToDeleteALogRemovesNothingAndExplainsUndo() {
        let store = InMemoryStore()
        let replies = chat(["had cramps today", "how do i delete a symptom i logged by mistake"], store: store)
        #expect(store.writes == [.symptom("cramps", severity: nil, today)])
        #expect(replies[1].text.contains("bloom undo"))
        #expect(replies[1].actions.isEmpty)
    }

    @Test func aQuestionWithAStatementIsAnsweredThenOffersToLogIt() {
        let store = InMemoryStore()
        let replies = chat(["i've had cramps all day, is that normal?", "yes"], store: store)
        #expect(replies[0].actions.isEmpty)
        #expect(replies[0].text.contains("Shall I log cramps"))
        #expect(store.writes == [.symptom("cramps", severity: nil, today)])
    }

    @Test func theIssueQuestionsAreAnsweredAndNeverLogged() {
        let questions = [
            "What helps with awful morning sickness?", "what does a positive opk mean", "is a bbt of 36.2 too low?",
            "what counts as a heavy period", "my wife keeps getting migraines", "i never get cramps, is that weird?",
        ]
        for question in questions {
            let store = InMemoryStore(mode: question.contains("morning") ? .pregnancy : .cycle)
            let reply = chat([question], store: store)[0]
            #expect(store.writes.isEmpty, "\(question) wrote \(store.writes)")
            #expect(!reply.text.contains("out of scope"), "\(question)")
        }
        let opk = chat(["what does a positive opk mean"], store: InMemoryStore())[0]
        #expect(opk.text.contains("12 to 36 hours"))
        let heavy = chat(["what counts as a heavy period"], store: InMemoryStore())[0]
        #expect(heavy.text.contains("every 1 to 2 hours"))
        // Her migraines are about her: never the person's own insights, and not logged.
        let wife = chat(["my wife keeps getting migraines"], store: InMemoryStore())[0]
        #expect(wife.text.contains("I only log your own days"), "\(wife.text)")
        #expect(!wife.text.contains("Insights"))
    }

    @Test func severalItemsAreConfirmedInOneLine() {
        let store = InMemoryStore()
        let reply = chat(["had cramps and a headache, also drank 3 glasses of water"], store: store)[0]
        #expect(store.writes == [.symptom("cramps", severity: nil, today), .symptom("headache", severity: nil, today), .water(milliliters: 750, today)])
        let firstLine = reply.text.split(separator: "\n").first.map(String.init) ?? ""
        for action in reply.actions { #expect(firstLine.contains(SavedWrites.spoken(action.summary, today: today)), "\(firstLine)") }
    }

    @Test func countsAreKeptAndWineIsNeverWater() {
        let store = InMemoryStore()
        _ = chat(["drank two glasses of wine tonight", "had 3 coffees"], store: store)
        #expect(store.writes.count == 2)
        guard case let .lifestyle("alcohol", 2, _, day) = store.writes[0], case .lifestyle("caffeine", 3, _, _) = store.writes[1] else {
            Issue.record("wrote \(store.writes)"); return
        }
        #expect(day == today)
    }

    @Test func theThirdIsTheMostRecentThirdNotAFutureOne() {
        let store = InMemoryStore()
        _ = chat(["my period came on the 3rd", "headache on the 25th"], store: store)
        #expect(store.writes == [.periodStart(Day(year: 2026, month: 11, day: 3)!), .symptom("headache", severity: nil, Day(year: 2026, month: 10, day: 25)!)])
    }

    @Test func iMeantTheThirdMovesTheLastWrite() {
        let store = InMemoryStore()
        let replies = chat(["had cramps and a headache today", "no, I meant the 3rd"], store: store)
        let third = Day(year: 2026, month: 11, day: 3)!
        #expect(store.writes == [.symptom("cramps", severity: nil, third), .symptom("headache", severity: nil, third)])
        // One undo takes back the whole first message.
        #expect(replies[1].actions.filter { $0.kind == "undo" }.count == 1)
    }

    @Test func aHedgedPeriodWithSpottingLogsTheSpottingAndNeverEndsALongOpenPeriod() {
        let store = InMemoryStore(periods: [PeriodRecord(start: today - 29)])
        _ = chat(["i think i'm getting my period, spotting a little"], store: store)
        #expect(store.writes == [.flow("spotting", today)])
    }

    @Test func aTestWithoutAnOvulationWordIsAPregnancyTestAndAnOvulationWordKeepsItAnOvulationTest() {
        let store = InMemoryStore()
        let replies = chat(["took a test this morning, negative"], store: store)
        #expect(store.writes == [.pregnancyTest(positive: false, faint: false, today)])
        #expect(!replies[0].text.contains("ovulation test"), "\(replies[0].text)")
        // In pregnancy mode "the test" is more often the midwife's: asked about, never a pregnancy test.
        let pregnant = InMemoryStore(mode: .pregnancy)
        let askedFirst = chat(["took a test this morning, negative", "yes"], store: pregnant)
        #expect(askedFirst[0].text.contains("Shall I log a negative ovulation test for today?"))
        #expect(pregnant.writes == [.ovulationTest("negative", today)])
        let asked = InMemoryStore()
        let question = chat(["took a test this morning, negative. when should i test again?"], store: asked)
        #expect(asked.writes.isEmpty)
        // The question is answered; the test told before it is offered as a pregnancy test.
        #expect(!question[0].text.contains("ovulation test for today"))
        #expect(question[0].text.contains("Shall I log a negative pregnancy test for today?"), "\(question[0].text)")
        let named = InMemoryStore()
        _ = chat(["opk negative today"], store: named)
        #expect(named.writes == [.ovulationTest("negative", today)])
    }

    @Test func sexWithNoWordOnProtectionIsAskedAboutAndTheAnswerKeepsTheDay() {
        let store = InMemoryStore()
        let replies = chat(["we had sex last night", "unprotected"], store: store)
        #expect(replies[0].text.contains("protected or unprotected"))
        #expect(replies[0].actions.isEmpty)
        #expect(store.writes == [.sex(protected: false, today - 1)])
        let said = InMemoryStore()
        _ = chat(["had sex with a condom today"], store: said)
        #expect(said.writes == [.sex(protected: true, today)])
    }

    @Test func aSeverityOutOfThreeIsNeverReadAsADay() {
        let store = InMemoryStore()
        _ = chat(["headache 2/3", "cramps 3/3 yesterday"], store: store)
        #expect(store.writes == [.symptom("headache", severity: 2, today), .symptom("cramps", severity: 3, today - 1)])
    }

    @Test func aWeightWithNoUnitIsInTheProfilesUnits() {
        let store = InMemoryStore()
        _ = chat(["weight 63.2", "my weight is 9000"], store: store)
        #expect(store.writes == [.weight(kilograms: 63.2, today)])
    }

    @Test func aPeriodStartSaidWithADoubtIsAskedAboutFirst() {
        let store = InMemoryStore()
        let replies = chat(["i think i'm getting my period", "yes"], store: store)
        #expect(replies[0].text.contains("Shall I log your period starting for today?"))
        #expect(store.writes == [.periodStart(today)])
    }

    @Test func askingToDeleteEverythingExplainsWhereDataLivesAndRemovesNothing() {
        let store = InMemoryStore()
        let replies = chat(["drank 500 ml of water", "delete everything", "is my data private", "where is my data stored"], store: store)
        for reply in replies.dropFirst() {
            #expect(reply.intent == "chat.privacy", "\(reply.text)")
            #expect(reply.text.contains("bloom profile remove") && reply.text.contains("network"), "\(reply.text)")
            #expect(reply.actions.isEmpty)
        }
        #expect(store.writes == [.water(milliliters: 500, today)])
    }

    @Test func askingForAReminderAtATimeSaysWhatBloomCanDoAndWritesNothing() {
        let store = InMemoryStore()
        let replies = chat(["remind me to take my pill at 9pm", "can you remind me to drink water"], store: store)
        for reply in replies {
            #expect(reply.intent == "chat.set_reminder", "\(reply.text)")
            #expect(reply.text.contains("bloom remind") && reply.text.contains("alarm"), "\(reply.text)")
        }
        #expect(store.writes.isEmpty)
    }

    @Test func undoTakesBackEveryItemOfTheLastMessage() {
        let store = InMemoryStore()
        let replies = chat(["drank 500 ml of water", "had cramps and a headache, also drank 3 glasses of water", "undo"], store: store)
        #expect(store.writes == [.water(milliliters: 500, today)])
        #expect(replies[2].actions.map(\.summary) == ["removed symptom; removed symptom; removed water"])
    }

    @Test func yesterdayNotTodayMovesTheLastWrite() {
        let store = InMemoryStore()
        _ = chat(["temp 36.4 this morning", "sorry, yesterday not today"], store: store)
        #expect(store.writes == [.temperature(celsius: 36.4, today - 1)])
    }

    @Test func aCorrectionWithNothingToMoveWritesNothing() {
        let store = InMemoryStore()
        _ = chat(["no, I meant the 3rd"], store: store)
        #expect(store.writes.isEmpty)
    }

    @Test func theOpenPeriodIsEndedByEveryWayOfSayingIt() {
        for (message, day) in [("it ended on the 19th", Day(year: 2026, month: 11, day: 19)!), ("my period is over", today),
                               ("finished yesterday", today - 1)] {
            let store = InMemoryStore(periods: [PeriodRecord(start: Day(year: 2026, month: 11, day: 17)!)])
            _ = chat([message], store: store)
            #expect(store.writes == [.periodEnd(day)], "\(message)")
        }
    }

    @Test func aPeriodEndedTodayLongAfterItStartedIsAskedAboutFirst() {
        let store = InMemoryStore(periods: [PeriodRecord(start: Day(year: 2026, month: 11, day: 3)!)])
        let replies = chat(["my period is over", "the 8th"], store: store)
        #expect(replies[0].actions.isEmpty)
        #expect(replies[0].text.contains("20 days long") && replies[0].text.contains("Which day did it end?"), "\(replies[0].text)")
        #expect(store.writes == [.periodEnd(Day(year: 2026, month: 11, day: 8)!)])
    }

    @Test func sayingTodayToTheQuestionEndsAPeriodThatReallyWasLong() {
        let store = InMemoryStore(periods: [PeriodRecord(start: today - 11)])
        let replies = chat(["period finished", "today"], store: store)
        #expect(replies[0].actions.isEmpty)
        #expect(store.writes == [.periodEnd(today)])
    }

    @Test func whenWillThisPeriodEndAnswersFromTheUsualLength() {
        let store = InMemoryStore.cycles(from: Day(year: 2026, month: 8, day: 26)!, lengths: [29, 28, 29])
        // Periods of 5 days; the last started 20 November, so it should end around 24 November.
        let reply = chat(["when will this period end?"], store: store)[0]
        #expect(store.writes.isEmpty)
        #expect(reply.text.contains("Tue 24 Nov"))
    }

    @Test(arguments: ["how long will it last", "when will it end"])
    func itWithNothingSaidBeforeIsThePersonsOwnPeriod(_ message: String) {
        let store = InMemoryStore.cycles(from: Day(year: 2026, month: 8, day: 26)!, lengths: [29, 28, 29])
        let reply = chat([message], store: store)[0]
        #expect(reply.topic == nil, "\(reply.topic ?? ""): \(reply.text)")
        #expect(reply.text.contains("Tue 24 Nov"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func howLongTheLastPeriodWasSaysItsLengthAndDays() {
        let store = TopicFixture.cycleStore()
        let reply = chat(["how many days was my last period"], store: store)[0]
        #expect(reply.text.contains("lasted 5 days, from Mon 12 Oct to Fri 16 Oct"), "\(reply.intent): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func itAfterATopicIsThatTopicNotThePersonsPeriod() {
        #expect(Assistant.asksWhatItWillDo(["how", "long", "will", "it", "last"], after: nil))
        #expect(!Assistant.asksWhatItWillDo(["how", "long", "will", "it", "last"], after: "perimenopause-how-long"))
        #expect(!Assistant.asksWhatItWillDo(["how", "long", "does", "it", "take"], after: nil))
    }

    @Test func tryingForABabyIsTryingToConceiveNeverPregnancy() {
        for message in ["we're trying for a baby", "trying to get pregnant", "TTC now"] {
            let store = InMemoryStore()
            _ = chat([message], store: store)
            #expect(store.writes == [.mode(.ttc)], "\(message)")
        }
        for answer in ["trying to get pregnant", "TTC", "trying to conceive", "we want a baby, trying"] {
            #expect(ModeAnnouncement.mode(in: answer) == .ttc, "\(answer)")
        }
        for answer in ["pregnancy", "I'm pregnant", "expecting", "due in June"] {
            #expect(ModeAnnouncement.mode(in: answer) == .pregnancy, "\(answer)")
        }
        #expect(ModeAnnouncement.mode(in: "just tracking my cycle") == .cycle)
        #expect(ModeAnnouncement.mode(in: "my period is due on friday") == .cycle)
    }

    @Test func aPregnancyThatTellsWhenSomethingWasSetsNoMode() {
        // "Heavier than before I got pregnant", ten weeks after a birth, switched to pregnancy mode.
        for message in ["its quite heavy today, heavier than before i got pregnant", "my skin was clear until i got pregnant with my son"] {
            let store = InMemoryStore()
            _ = chat([message], store: store)
            #expect(!store.writes.contains(.mode(.pregnancy)), "\(message): \(store.writes)")
        }
        #expect(ModeAnnouncement.mode(in: "i got pregnant!!") == .pregnancy)
    }

    @Test func aModeMentionedInPassingIsAskedAboutAndYesSetsIt() {
        let store = InMemoryStore()
        let replies = chat(["cutting back on wine while we ttc", "yes"], store: store)
        #expect(replies[0].actions.isEmpty)
        #expect(replies[0].text.contains("switch"), "\(replies[0].text)")
        #expect(store.writes == [.mode(.ttc)])
        let declined = InMemoryStore()
        _ = chat(["no caffeine for me because we're ttc", "no"], store: declined)
        #expect(declined.writes.isEmpty)
    }

    @Test func pregnancyWithADueDateStoresTheDate() {
        let store = InMemoryStore()
        let reply = chat(["I just found out I'm pregnant, due 2027-06-01"], store: store)[0]
        let due = Day(year: 2027, month: 6, day: 1)!
        #expect(store.writes == [.mode(.pregnancy), .pregnancy(dueDate: due)])
        #expect(store.pregnancyDates?.dueDate == due)
        #expect(reply.text.contains("1 June 2027"))
    }

    @Test func dueInAMonthSetsPregnancyAndAsksTheDay() {
        let store = InMemoryStore()
        let reply = chat(["we're expecting, due in June"], store: store)[0]
        #expect(store.writes == [.mode(.pregnancy)])
        #expect(reply.text.contains("June"))
    }

    /// "Expecting" is a pregnancy before a word of a baby or of when, or at the end.
    @Test(arguments: ["we're expecting twins!", "i'm expecting our second", "we are expecting!"])
    func expectingABabySetsPregnancy(message: String) {
        let store = InMemoryStore()
        _ = chat([message], store: store)
        #expect(store.writes.contains(.mode(.pregnancy)), "\(message)")
    }

    @Test func aPeriodDueOnFridayChangesNoMode() {
        let store = InMemoryStore(mode: .ttc)
        _ = chat(["my period is due on friday"], store: store)
        #expect(!store.writes.contains(.mode(.pregnancy)))
    }

    @Test func theTypicalCycleLengthIsThePriorBeforeThreeCycles() {
        let start = Day(year: 2026, month: 11, day: 10)!
        let store = InMemoryStore(periods: [PeriodRecord(start: start, end: start + 4)])
        store.typicalCycleLength = 35
        let reply = chat(["when is my next period?"], store: store)[0]
        #expect(reply.text.contains((start + 35).shortText))
        let plain = InMemoryStore(periods: [PeriodRecord(start: start, end: start + 4)])
        #expect(chat(["when is my next period?"], store: plain)[0].text.contains((start + 29).shortText))
    }

    @Test func theReadOnlyStoreRefusesEveryWrite() {
        let base = InMemoryStore()
        let gated = ReadOnlyStore(base)
        #expect(throws: WriteRefused.self) { try gated.apply(.symptom("cramps", severity: nil, today)) }
        #expect(throws: WriteRefused.self) { try gated.undoLast() }
        #expect(base.writes.isEmpty)
    }

    @Test func aBareCorrectionWithNothingToMoveUndoesNoOlderEntry() {
        let store = TopicFixture.cycleStore()
        let before = store.writes
        let reply = TopicFixture.chat(["no, I meant the 3rd"], store: store)[0]
        #expect(store.writes == before, "\(reply.text)")
        #expect(reply.intent == "log.correct_day", "\(reply.intent): \(reply.text)")
        #expect(!reply.text.lowercased().contains("undone"), "\(reply.text)")
    }

    @Test func undoStillUndoes() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["cramps today", "yes", "undo that"], store: store)
        #expect(store.writes.isEmpty)
    }
}
