import Assistant
import CycleCore
import Foundation
import Journal
import JournalAdapters
import Testing

/// The journal as the assistant's store: reads never create, the first write does, each write
/// says what it stored, and a store that cannot be read is reported, never read as empty.
@Suite struct JournalAssistantStoreTests {
    static let today = Day(year: 2026, month: 11, day: 10)!

    @Test func readingAFreshHomeCreatesNothingAndReadsAsEmpty() throws {
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        #expect(try store.periods().isEmpty)
        #expect(try store.pregnancy() == nil)
        #expect(store.profileName == Profile.defaultName)
        #expect(store.mode == .cycle)
        #expect(try store.undoLast() == nil)
        #expect(store.failure == nil)
        #expect(!access.databaseExists)
        #expect(access.loggingOpens == 0)
    }

    @Test func theFirstWriteCreatesTheStoreAndTheNextReadSeesIt() throws {
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        let start = Self.today - 2
        #expect(try store.apply(.periodStart(start)) == "period started \(start.shortText)")
        #expect(access.databaseExists)
        #expect(try store.periods().map(\.start) == [start])
        // A new adapter on the same home reads what was written.
        let again = JournalAssistantStore(context: access, today: Self.today)
        #expect(try again.dayInputs().periods.map(\.start) == [start])
        #expect(access.loggingOpens == 1)
    }

    @Test func aWordTheJournalCannotStoreIsADataFailureAndNothingIsWritten() throws {
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        #expect(throws: JournalFailure(.data, "the journal cannot store 'glitter' yet")) {
            try store.apply(.flow("glitter", Self.today))
        }
        #expect(try store.symptoms(from: Self.today - 7, through: Self.today).isEmpty)
    }

    @Test func anAppointmentFromChatIsTheRecordTheAppointmentsCommandKeeps() throws {
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        let at = Moment(day: Self.today + 3, hour: 10, minute: 30)
        let line = try store.apply(.appointment(title: "Midwife appointment", at: at))
        #expect(line == "appointment “Midwife appointment” on 2026-11-13 10:30")
        let (journal, profile) = try #require(try access.journalForReading())
        let stored = try journal.records(Appointment.self, of: profile)
        #expect(stored.map(\.title) == ["Midwife appointment"])
        #expect(stored.first?.at.iso == "2026-11-13T10:30:00")
        #expect(try store.undoLast() != nil)
        #expect(try journal.records(Appointment.self, of: profile).isEmpty)
    }

    @Test func aNightFromChatIsTheNightTheSleepCommandStores() throws {
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        let line = try store.apply(.sleep(bedtime: 23 * 3600 + 40 * 60, wake: 7 * 3600 + 5 * 60, morning: Self.today))
        #expect(line == "sleep 23:40–07:05 (7 h 25 min) ending 2026-11-10")
        #expect(try store.undoLast() == "sleep 23:40–07:05 ending 2026-11-10 (removed)")
        #expect(throws: JournalFailure.self) { try store.apply(.sleep(bedtime: 7 * 3600, wake: 7 * 3600 + 10 * 60, morning: Self.today)) }
    }

    @Test func chatUndoLeavesAnImportToTheUndoCommand() throws {
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        _ = try store.apply(.periodStart(Self.today - 2))
        let (journal, profile) = try access.journalForLogging()
        let batch = try journal.beginImport(into: profile, source: "clue", fileName: "clue.json", started: "2026-11-10T09:00:00")
        _ = try journal.finishImport(batch, tally: ImportTally(), finished: "2026-11-10T09:00:01")
        #expect(try journal.lastUndoableIsImport(for: profile) != nil)
        #expect(throws: JournalFailure.self) { try store.undoLast() }
        #expect(try journal.lastUndoableIsImport(for: profile) != nil)
        #expect(try store.periods().map(\.start) == [Self.today - 2])
    }

    @Test func ovulationTestsAndTemperaturesReadBackAsTheCoresValues() throws {
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        _ = try store.apply(.ovulationTest("peak", Self.today))
        _ = try store.apply(.temperature(celsius: 36.6, Self.today))
        let tests = try store.ovulationTests()
        #expect(tests.map(\.result) == [.peak])
        #expect(tests.first?.at.day == Self.today)
        #expect(try store.temperatures().map(\.celsius) == [36.6])
    }

    @Test func aPregnancyTestIsTheJournalsRecordAndUndoTakesItBack() throws {
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        let line = try store.apply(.pregnancyTest(positive: true, faint: true, Self.today - 1))
        #expect(line.hasPrefix("pregnancy test positive (faint line) at \((Self.today - 1).iso) "), "\(line)")
        let (journal, profile) = try #require(store.openedStore)
        let tests = try journal.records(PregnancyTest.self, of: profile)
        #expect(tests.map(\.result) == [.positive] && tests.map(\.faint) == [true] && tests.first?.at.day == Self.today - 1)
        let undone = try #require(try store.undoLast())
        #expect(undone.contains("pregnancy test positive"), "\(undone)")
        #expect(try journal.records(PregnancyTest.self, of: profile).isEmpty)
    }

    @Test func aSecondWaterEntryAtTheSameMomentSaysWhatItAdded() throws {
        let store = JournalAssistantStore(context: TestJournalAccess(today: Self.today), today: Self.today)
        let first = try store.apply(.water(milliliters: 250, Self.today))
        let second = try store.apply(.water(milliliters: 250, Self.today))
        #expect(first.hasPrefix("water 250 ml at "))
        #expect(second.hasPrefix("water 250 ml at ") && second.hasSuffix("(added to the 250 ml logged then)"))
        #expect(try store.water(on: Self.today) == 500)
    }

    @Test func changingTheModeIsWhatTheNextTurnReads() throws {
        let store = JournalAssistantStore(context: TestJournalAccess(today: Self.today), today: Self.today)
        #expect(try store.apply(.mode(.pregnancy)) == "\(Profile.defaultName) is now in \(Mode.pregnancy.displayName) mode")
        #expect(store.mode == .pregnancy)
    }

    @Test func theWritesOfOneMessageAreStoredAndUndoneTogether() throws {
        let store = JournalAssistantStore(context: TestJournalAccess(today: Self.today), today: Self.today)
        _ = try store.apply(.weight(kilograms: 60, Self.today))
        let lines = try store.apply([.symptom("cramps", severity: nil, Self.today), .water(milliliters: 750, Self.today)])
        #expect(lines.count == 2)
        let undone = try #require(try store.undoLast())
        #expect(undone.contains("cramps") && undone.contains("750 ml"))
        #expect(try store.undoLast()?.contains("weight 60 kg") == true)
        #expect(try store.undoLast() == nil)
    }

    @Test func aMessageWhoseLastWriteFailsStoresNone() throws {
        let store = JournalAssistantStore(context: TestJournalAccess(today: Self.today), today: Self.today)
        #expect(throws: (any Error).self) {
            try store.apply([.water(milliliters: 750, Self.today), .symptom("not-a-symptom", severity: nil, Self.today)])
        }
        #expect(try store.water(on: Self.today) == 0)
        #expect(try store.undoLast() == nil)
    }

    @Test func undoRemovesTheLastWrite() throws {
        let store = JournalAssistantStore(context: TestJournalAccess(today: Self.today), today: Self.today)
        _ = try store.apply(.weight(kilograms: 60, Self.today))
        #expect(try store.undoLast() != nil)
        #expect(try store.undoLast() == nil)
    }

    @Test func aStoreThatCannotBeReadIsReportedNotAnsweredFromNothing() throws {
        let access = TestJournalAccess(today: Self.today)
        try Data("not a database, just text".utf8).write(to: URL(fileURLWithPath: JournalStore.databasePath(inFolder: access.home.path)))
        let store = JournalAssistantStore(context: access, today: Self.today)
        #expect(store.failure != nil)
        #expect(throws: (any Error).self) { try store.dayInputs() }
        #expect(throws: (any Error).self) { try store.energySummary(today: Self.today) }
    }

    @Test func aViewIsRenderedFromTheJournal() throws {
        let access = TestJournalAccess(today: Self.today)
        let store = JournalAssistantStore(context: access, today: Self.today)
        _ = try store.apply(.periodStart(Self.today - 2))
        let history = try #require(try store.view(ViewRequest(kind: .history, today: Self.today), width: 80, styled: false))
        #expect(history.contains((Self.today - 2).shortText) || history.contains((Self.today - 2).iso))
        let appointments = try #require(try store.view(ViewRequest(kind: .appointments, today: Self.today), width: 80, styled: false))
        #expect(!appointments.isEmpty)
    }
}
