import Assistant
import CycleCore
import Journal
import JournalAdapters
import Testing

/// The chat's first questions: how answers are read and what they write.
@Suite struct OnboardingTests {
    static let today = Day(year: 2026, month: 11, day: 10)!

    @Test func aNameIsReadWithoutTheWordsAroundIt() {
        #expect(Onboarding.readName("") == .skipped)
        #expect(Onboarding.readName("  ") == .skipped)
        #expect(Onboarding.readName("Ana") == .name("Ana"))
        #expect(Onboarding.readName("call me Ana!") == .name("Ana"))
        #expect(Onboarding.readName("my name is Mary Jo") == .name("Mary Jo"))
        #expect(Onboarding.readName("I'm Imogen") == .name("Imogen"))
        #expect(Onboarding.readName("Imogen") == .name("Imogen"))
    }

    @Test func anAnswerSayingWhatBloomIsForIsNeverTakenAsAName() {
        #expect(Onboarding.readName("trying to get pregnant") == .purpose(.ttc))
        #expect(Onboarding.readName("we're trying for a baby") == .purpose(.ttc))
        #expect(Onboarding.readName("I'm pregnant, due 2027-06-01") == .purpose(.pregnancy))
        #expect(Onboarding.readName("just tracking my cycle") == .purpose(.cycle))
    }

    @Test func aSentenceOrANumberIsAskedAgain() {
        #expect(Onboarding.readName("why do you need my name?") == .unclear)
        #expect(Onboarding.readName("28") == .unclear)
        #expect(Onboarding.readName("i dont really want to say tbh") == .unclear)
    }

    @Test func tryingToGetPregnantIsTryingToConceiveNotPregnancy() {
        #expect(Onboarding.mode(from: "Trying to get pregnant") == .ttc)
        #expect(Onboarding.mode(from: "I'm pregnant") == .pregnancy)
        #expect(Onboarding.mode(from: "") == .cycle)
        #expect(Onboarding.mode(from: "no idea") == .cycle)
    }

    @Test func aDueDateIsReadInTheFutureAndALastPeriodInThePast() {
        #expect(Onboarding.day(in: "due 2027-02-06", today: Self.today) == Day(year: 2027, month: 2, day: 6))
        #expect(Onboarding.day(in: "2026-11-02", today: Self.today) == Day(year: 2026, month: 11, day: 2))
        #expect(Onboarding.day(in: "not a date", today: Self.today) == nil)
        #expect(Onboarding.lastPeriodStart(in: "3 weeks ago", today: Self.today) == Self.today - 21)
        #expect(Onboarding.lastPeriodStart(in: "2026-12-01", today: Self.today) == nil)
        // The day a period ended is not its start; a start told with its end still is.
        #expect(Onboarding.lastPeriodStart(in: "my period ended today", today: Self.today) == nil)
        #expect(Onboarding.lastPeriodStart(in: "it started 5 days ago and finished yesterday", today: Self.today) == Self.today - 5)
        // The end told first: the start is the day told with the start, not the first day named.
        #expect(Onboarding.lastPeriodStart(in: "my period finished yesterday, it started 6 days ago", today: Self.today) == Self.today - 6)
        #expect(Onboarding.lastPeriodStart(in: "finished yesterday and started 6 days ago", today: Self.today) == Self.today - 6)
    }

    @Test func aFutureDayIsTheDueDateAndAPastOneTheLastPeriod() {
        #expect(Onboarding.pregnancy(from: Self.today + 100, today: Self.today).dueDate == Self.today + 100)
        #expect(Onboarding.pregnancy(from: Self.today - 30, today: Self.today).lmp == Self.today - 30)
    }

    @Test func aCycleLengthIsKeptOnlyWithinTheRangeAProfileMayRecord() {
        #expect(Onboarding.typicalCycleLength(in: "about 29 days") == 29)
        #expect(Onboarding.typicalCycleLength(in: "7") == nil)
        #expect(Onboarding.typicalCycleLength(in: "I don't know") == nil)
        // A day of the month or a start is not a length ("it started on the 21st").
        #expect(Onboarding.typicalCycleLength(in: "it started on the 21st") == nil)
        #expect(Onboarding.typicalCycleLength(in: "the 28th") == nil)
        #expect(Onboarding.typicalCycleLength(in: "28 days") == 28)
        #expect(Onboarding.typicalCycleLength(saidWith: "my period started nov 5th, cycles are usually around 30 days") == 30)
        #expect(Onboarding.typicalCycleLength(saidWith: "started 20 days ago") == nil)
        #expect(Onboarding.typicalCycleLength(saidWith: "on the 3rd") == nil)
    }

    @Test func aGreetingIsNotTakenAsAName() {
        #expect(Onboarding.readName("hi") == .unclear)
        #expect(Onboarding.readName("Hello!") == .unclear)
        #expect(Onboarding.readName("ok") == .unclear)
        #expect(Onboarding.readName("Hiyori") == .name("Hiyori"))
    }

    @Test func startingCreatesTheProfileInItsModeAndChoosesIt() throws {
        let access = TestJournalAccess(today: Self.today)
        let (journal, first) = try access.journalForLogging()
        try Onboarding.start(profileNamed: "Ana", mode: .ttc, in: journal, today: Self.today)
        #expect(try journal.chosenProfile(named: nil)?.name == "Ana")
        #expect(try journal.profile(named: "Ana")?.mode == .ttc)
        // An existing profile is chosen and put in the mode answered.
        try Onboarding.start(profileNamed: first.name, mode: .pregnancy, in: journal, today: Self.today)
        #expect(try journal.chosenProfile(named: nil)?.name == first.name)
        #expect(try journal.profile(named: first.name)?.mode == .pregnancy)
    }

    @Test func theAnswersAreRecordedForTheProfileNamed() throws {
        let access = TestJournalAccess(today: Self.today)
        let (journal, _) = try access.journalForLogging()
        try Onboarding.start(profileNamed: "Ana", mode: .pregnancy, in: journal, today: Self.today)
        _ = try Onboarding.record(Pregnancy(lmp: Self.today - 60), forProfileNamed: "Ana", in: journal, today: Self.today)
        try Onboarding.recordTypicalCycleLength(31, forProfileNamed: "Ana", in: journal)
        let ana = try #require(try journal.profile(named: "Ana"))
        #expect(try journal.currentPregnancy(of: ana)?.lmp == Self.today - 60)
        #expect(ana.typicalCycleLength == 31)
        #expect(try Onboarding.isNeeded(JournalAssistantStore(context: access, today: Self.today)) == false)
    }

    @Test func anEmptyProfileNeedsOnboarding() throws {
        #expect(try Onboarding.isNeeded(JournalAssistantStore(context: TestJournalAccess(today: Self.today), today: Self.today)))
    }

    /// The records alone, no profile, writes or views: all `isNeeded` reads.
    struct RecordsOnly: RecordReading {
        var records: [PeriodRecord] = []
        var dating: PregnancyDating?
        func periods() throws -> [PeriodRecord] { records }
        func pregnancy() throws -> PregnancyDating? { dating }
        func water(on day: Day) throws -> Int { 0 }
        func symptoms(from start: Day, through end: Day) throws -> [Day: [String]] { [:] }
    }

    @Test func whetherOnboardingIsNeededIsReadFromTheRecordsAlone() throws {
        #expect(try Onboarding.isNeeded(RecordsOnly()))
        #expect(try Onboarding.isNeeded(RecordsOnly(records: [PeriodRecord(start: Self.today - 3)])) == false)
        #expect(try Onboarding.isNeeded(RecordsOnly(dating: PregnancyDating(dueDate: Self.today + 100))) == false)
    }
}
