@testable import Assistant
import CycleCore
import DayModel
import Testing

/// The store split by purpose: a store implements only the parts it serves, and code that
/// needs one part takes a store serving that part alone.
@Suite struct StorePartsTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    /// Four periods 28 days apart from 26 Jul, each lasting 5 days but the last, still open.
    static let periods: [PeriodRecord] = {
        let first = Day(year: 2026, month: 7, day: 26)!
        var starts = [first]
        for length in [28, 28, 28] { starts.append(starts.last! + length) }
        return starts.enumerated().map { index, start in PeriodRecord(start: start, end: index == starts.count - 1 ? nil : start + 4) }
    }()

    /// A store that serves reads only, and of them only the profile and the records: no writes,
    /// no summaries, imports, views or files, and the day model read through the defaults.
    final class ReadingOnly: AssistantReading {
        let profileName = "me"
        let mode = Mode.cycle
        let waterGoalMilliliters = 2000
        func profileNames() throws -> [String] { ["me"] }
        func periods() throws -> [PeriodRecord] { StorePartsTests.periods }
        func pregnancy() throws -> PregnancyDating? { nil }
        func water(on day: Day) throws -> Int { 0 }
        func symptoms(from start: Day, through end: Day) throws -> [Day: [String]] { [:] }
    }

    /// The periods alone, for code that reads nothing else.
    struct PeriodsOnly: RecordReading {
        var records: [PeriodRecord]
        func periods() throws -> [PeriodRecord] { records }
        func pregnancy() throws -> PregnancyDating? { nil }
        func water(on day: Day) throws -> Int { 0 }
        func symptoms(from start: Day, through end: Day) throws -> [Day: [String]] { [:] }
    }

    @Test func aStoreServingOnlyReadsAnswersACycleQuestionAsAFullStoreDoes() throws {
        let full = InMemoryStore(periods: Self.periods)
        var conversation = Conversation(), again = Conversation()
        let expected = assistant.respond(to: "when is my next period", in: &conversation, store: full, today: today)
        let reply = assistant.respond(to: "when is my next period", in: &again, store: ReadOnlyStore(ReadingOnly()), today: today)
        #expect(reply.intent == "cycle.next_period")
        #expect(reply.text == expected.text)
        #expect(reply.text.contains("15 Nov"), "\(reply.text)")
    }

    @Test func aStoreServingOnlyReadsRefusesALogAndWritesNothing() {
        var conversation = Conversation()
        let reply = assistant.respond(to: "I have cramps today", in: &conversation, store: ReadOnlyStore(ReadingOnly()), today: today)
        #expect(reply.actions.isEmpty)
        #expect(reply.text.contains("wasn't saved"), "\(reply.text)")
    }

    @Test func theDefaultsOfEachPartAreItsOwn() throws {
        let store = ReadingOnly()
        #expect(store.typicalCycleLength == nil)
        #expect(store.weighsInPounds == false)
        #expect(try store.temperatures().isEmpty)
        #expect(try store.dayInputs() == DayInputs(profileName: "me", mode: .cycle, periods: Self.periods))
        #expect(try store.dayInputs(ofProfile: "sam") == nil)
        #expect(try store.overview(today: today) == nil)
        #expect(try store.energySummary(today: today) == nil)
        #expect(try store.importSummary() == nil)
        #expect(try store.view(ViewRequest(kind: .calendar, today: today), width: 80, styled: false) == nil)
        #expect(try store.make(.partnerShare, today: today) == nil)
    }

    @Test func anOpenPeriodIsReadFromTheRecordsAlone() {
        #expect(SpeechOverrides.openPeriod(PeriodsOnly(records: Self.periods)))
        #expect(!SpeechOverrides.openPeriod(PeriodsOnly(records: [PeriodRecord(start: today - 10, end: today - 6)])))
        #expect(!SpeechOverrides.openPeriod(PeriodsOnly(records: [])))
    }
}
