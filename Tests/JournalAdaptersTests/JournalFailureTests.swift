import CycleCore
import Journal
import JournalAdapters
import NextSteps
import Testing

/// Whose problem a journal error is: the command line's, the data's, or the store's.
@Suite struct JournalFailureTests {
    static let today = Day(year: 2026, month: 11, day: 10)!

    func kind(of body: () throws -> Void) -> JournalFailure.Kind? {
        do {
            try JournalFailure.classifying(body)
            return nil
        } catch let failure as JournalFailure {
            return failure.kind
        } catch {
            return nil
        }
    }

    @Test func anUnknownProfileIsAUsageFailure() {
        #expect(kind { throw JournalError.noSuchProfile(name: "sam", known: ["alex"]) } == .usage)
    }

    @Test func theStoresOwnProblemsAreIOFailuresWithTheStoresMessage() throws {
        let error = StoreError.busy(path: "/tmp/x/bloom.sqlite")
        #expect(kind { throw error } == .io)
        #expect(throws: JournalFailure(.io, error.description)) { try JournalFailure.classifying { throw error } }
    }

    @Test func aFailureKeepsTheStepsItNamesTypedUntilItIsWorded() throws {
        let failure = try #require(throws: JournalFailure.self) {
            try JournalFailure.classifying { throw JournalError.noSuchProfile(name: "sam", known: []) }
        }
        #expect(failure.message.steps == [.addProfile(name: "sam")])
        #expect(!failure.description.contains("bloom"))
        let worded = failure.worded(by: StepWording { _ in "ADD SAM" })
        #expect(worded.kind == .usage && worded.message.steps.isEmpty)
        #expect(worded.description == "there is no profile named 'sam'; create it with 'ADD SAM'")
    }

    @Test func aFileThatCannotBeWrittenIsExplainedWithWhereElseToWriteIt() {
        let failure = JournalFailure(.io, explaining: BackupFile.Failure.cannotWrite(path: "/full/b.json", reason: "No space left on device"))
        #expect(failure.message.steps == [.chooseAnotherOutput])
    }

    @Test func aDayInTheFutureIsDataButWordsThatAreNoDayAreUsage() {
        #expect(kind { _ = try DayPhrase.parse("tomorrow", today: Self.today) } == .data)
        #expect(kind { _ = try DayPhrase.parse("blue moon", today: Self.today) } == .usage)
    }

    @Test func aBackupThatIsNotJSONIsDataButOneThatCannotBeReadIsIO() {
        #expect(kind { throw BackupFile.Failure.notText(path: "b.json") } == .data)
        #expect(kind { throw BackupFile.Failure.cannotRead(path: "b.json") } == .io)
    }

    @Test func otherErrorsAndClassifiedFailuresPassThroughUnchanged() {
        struct Other: Error {}
        #expect(throws: Other.self) { try JournalFailure.classifying { throw Other() } }
        #expect(throws: JournalFailure(.usage, "x")) { try JournalFailure.classifying { throw JournalFailure(.usage, "x") } }
        #expect((try? JournalFailure.classifying { 7 }) == 7)
    }
}
