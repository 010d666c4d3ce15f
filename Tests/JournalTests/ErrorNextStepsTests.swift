import CycleCore
@testable import Journal
import NextSteps
import Testing

/// The journal's errors say what to do next as typed steps, never as a command: the executable
/// words them.
@Suite struct ErrorNextStepsTests {
    let today = TestStore.today

    /// The steps a thrown error names, or nil when it names none or is not a journal error.
    func steps(_ body: () throws -> Void) -> [NextStep]? {
        do {
            try body()
            return nil
        } catch let error as any ExplainedError {
            return error.explanation.steps
        } catch {
            return nil
        }
    }

    @Test func aStoreThatCannotBeUsedNamesAnotherHomeOrARestore() {
        #expect(StoreError.cannotCreateFolder(path: "/x", reason: "denied").explanation.steps == [.chooseAnotherHome])
        #expect(StoreError.folderIsAFile(path: "/x").explanation.steps == [.chooseAnotherHome])
        #expect(StoreError.readOnly(path: "/x", reason: "read-only").explanation.steps == [.chooseAnotherHome])
        #expect(StoreError.notABloomDatabase(path: "/x", reason: "no").explanation.steps == [.chooseAnotherHome])
        #expect(StoreError.corrupt(path: "/x", reason: "bad page").explanation.steps == [.restoreBackup])
        #expect(StoreError.busy(path: "/x").explanation.steps.isEmpty)
    }

    @Test func noLibraryMessageWordsACommand() {
        let messages = [StoreError.corrupt(path: "/x", reason: "r").description, JournalError.noSuchProfile(name: "sam", known: []).description,
                        BackupFile.Failure.cannotWrite(path: "/x", reason: "r").description]
        for message in messages {
            #expect(!message.contains("bloom ") && !message.contains("--"), "\(message)")
        }
    }

    @Test func anUnknownProfileNamesTheProfileToAdd() {
        #expect(JournalError.noSuchProfile(name: "sam", known: []).explanation.steps == [.addProfile(name: "sam")])
        #expect(JournalError.noSuchProfile(name: "sam", known: ["alex"]).explanation.steps.isEmpty)
    }

    @Test func aStartSoonAfterThePreviousOffersItsEndOrANewCycleOnThatDay() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPeriodStart(on: today - 6, for: profile, today: today)
        #expect(steps { _ = try store.logPeriodStart(on: today - 1, for: profile, today: today) }
            == [.logPeriodEnd(.blank), .logPeriodStart(.on(today - 1), newCycle: true)])
    }

    @Test func anEndWithNoStartNamesTheStartToLogFirst() throws {
        let (store, profile) = try TestStore.withProfile()
        #expect(steps { _ = try store.logPeriodEnd(on: today, for: profile, today: today) } == [.logPeriodStart(.blank)])
    }

    @Test func timersNameTheSessionToStartOrEnd() throws {
        let (store, profile) = try TestStore.withProfile()
        let now = LocalTimestamp(day: today, time: TimeOfDay(hour: 9, minute: 0, second: 0)!)
        #expect(steps { _ = try store.addKick(at: now, for: profile, today: today) } == [.startKickCount])
        _ = try store.startKickSession(at: now, for: profile, today: today)
        #expect(steps { _ = try store.startKickSession(at: now, for: profile, today: today) } == [.endKickCount])
        #expect(steps { _ = try store.endContraction(at: now, for: profile, today: today) } == [.startContraction])
        _ = try store.startContraction(at: now, for: profile, today: today)
        #expect(steps { _ = try store.startContraction(at: now, for: profile, today: today) } == [.endContraction])
    }
}
