@testable import Assistant
import CycleCore
import Testing

/// Hours slept, told in the first person ("slept about 6 hours last night", "only got 5 hrs
/// sleep"), write the night's length as it was told (`JournalWrite.sleepLength`), for last
/// night unless another night is named; no bedtime or waking is made up. A question, a habit,
/// a plan, a denial or someone else's night writes nothing.
@Suite struct SleepLengthStatementTests {
    let today = AssistantFixture.today
    /// The night before the fixture's Sunday: Saturday 21 November.
    var lastNight: Day { today - 1 }

    func written(_ messages: [String]) -> (writes: [JournalWrite], replies: [Reply]) {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(messages, store: store)
        return (store.writes, replies)
    }

    @Test(arguments: [
        ("slept about 6 hours last night", 360), ("only got 5 hrs sleep", 300), ("maybe 4 and a half hours sleep all in", 270),
        ("slept 8 hours straight", 480), ("slept 5.5 hours", 330), ("slept six hours last night", 360), ("slept 6ish hours", 360),
        ("got 7h sleep", 420), ("7 hrs sleep last night", 420), ("slept 7 hours 20 last night", 440), ("slept 7h30 last night", 450),
        ("slept like six and a half hours", 390), ("i think i slept about 5 hours", 300),
    ])
    func hoursSleptAreWrittenAsLastNightsLength(message: String, minutes: Int) {
        let (writes, replies) = written([message])
        #expect(writes == [.sleepLength(minutes: minutes, night: lastNight)], "\(message): \(replies.map(\.text))")
    }

    @Test func aNamedNightIsTheNightThatBeganThatEvening() {
        // Thursday 19 November's night.
        #expect(written(["slept 9 hours on thursday night"]).writes == [.sleepLength(minutes: 540, night: Day(year: 2026, month: 11, day: 19)!)])
        #expect(written(["slept 6 hours yesterday"]).writes == [.sleepLength(minutes: 360, night: lastNight)])
    }

    @Test(arguments: [
        "is 6 hours sleep enough?", "i usually sleep 6 hours", "my husband slept 10 hours", "if i sleep 6 hours will i be ok",
        "i didn't sleep 8 hours", "napped 2 hours this afternoon", "how many hours did i sleep last night", "my baby only slept 3 hours",
    ])
    func aQuestionAHabitAPlanADenialOrSomeoneElsesNightWritesNothing(message: String) {
        let (writes, replies) = written([message])
        #expect(!writes.contains { $0.isSleep }, "\(message): \(writes) \(replies.map(\.text))")
    }

    @Test func theConfirmationSaysTheLengthAndTheNight() {
        let (_, replies) = written(["slept about 6 hours last night"])
        let text = replies[0].text
        #expect(text.contains("about 6 h of sleep on the night of Sat 21 Nov"), "\(text)")
        #expect(!text.contains("times"), "no times are asked for: \(text)")
        #expect(replies[0].actions.map(\.kind) == ["sleep_length"])
    }

    @Test func aLengthToldWithOtherThingsIsSavedWithThemAndNothingIsAsked() {
        let (writes, replies) = written(["slept 6 hours, had 2 coffees and a walk"])
        #expect(writes.contains(.sleepLength(minutes: 360, night: lastNight)), "\(writes)")
        #expect(writes.contains { if case .lifestyle("caffeine", 2, _, _) = $0 { true } else { false } }, "\(writes)")
        #expect(!replies[0].text.contains("how many hours"), "\(replies[0].text)")
    }

    @Test func aLengthInTheClauseAfterTheSleepIsThatSleeps() {
        let (writes, _) = written(["slept badly last night, only 5 hours"])
        #expect(writes.contains(.sleepLength(minutes: 300, night: lastNight)), "\(writes)")
    }

    @Test func aRangeIsAskedAboutAndTheAnswerWritesTheLength() {
        let (first, replies) = written(["slept 5 to 6 hours last night"])
        #expect(!first.contains { $0.isSleep }, "\(first)")
        #expect(replies[0].text.contains("how long") || replies[0].text.contains("how many hours"), "\(replies[0].text)")
        #expect(written(["slept 5 to 6 hours last night", "about 6"]).writes == [.sleepLength(minutes: 360, night: lastNight)])
        #expect(written(["slept 5 to 6 hours last night", "5 and a half hours"]).writes == [.sleepLength(minutes: 330, night: lastNight)])
        // Times in the answer still make the night from bedtime to waking.
        #expect(written(["slept 5 to 6 hours last night", "1am to 6:30am"]).writes == [.sleep(bedtime: 3600, wake: 6 * 3600 + 1800, morning: today)])
    }

    @Test func aCorrectionOfTheNextMessageReplacesTheLength() {
        #expect(written(["slept about 6 hours last night", "actually more like 5 and a half"]).writes == [.sleepLength(minutes: 330, night: lastNight)])
        #expect(written(["slept about 6 hours last night", "sorry, 7 not 6"]).writes == [.sleepLength(minutes: 420, night: lastNight)])
        // "The night before" moves it to Friday's night.
        #expect(written(["slept about 6 hours last night", "no I meant the night before"]).writes == [.sleepLength(minutes: 360, night: lastNight - 1)])
    }

    @Test func undoTakesItBack() {
        let (writes, replies) = written(["slept about 6 hours last night", "undo that"])
        #expect(writes.isEmpty, "\(writes) \(replies.map(\.text))")
    }

    @Test func theReaderReadsOneLengthInHours() {
        func minutes(_ text: String) -> Int? {
            SleepLengthFact.read(AssistantFixture.assistant.analyzer.analyze(text, today: today, profiles: []))?.minutes
        }
        #expect(minutes("slept 7 hours and 20 minutes") == 440)
        #expect(minutes("slept an hour") == 60)
        #expect(minutes("slept 5-6 hours") == nil)
        #expect(minutes("slept 6 hours, in bed for 8 hours") == nil)
        #expect(minutes("slept for hours") == nil)
        #expect(minutes("didn't sleep well, only 5 hours") == 300)
        func bare(_ text: String) -> Int? { SleepLengthFact.bare(AssistantFixture.assistant.analyzer.analyze(text, today: today, profiles: []))?.minutes }
        #expect(bare("about 6") == 360)
        #expect(bare("6ish") == 360)
        #expect(bare("more like 5 and a half") == 330)
        #expect(bare("5 to 6") == nil)
        #expect(bare("3 coffees") == nil)
    }
}
