import CycleCore
@testable import Journal
import Testing

@Suite struct ProfileTests {
    @Test func theFirstLogCreatesTheDefaultProfileOnceAndMakesItActive() throws {
        let store = try TestStore.open()
        let first = try store.profileForLogging(today: TestStore.today)
        #expect(first.created && first.profile.name == "me" && first.profile.mode == .cycle)
        let second = try store.profileForLogging(today: TestStore.today)
        #expect(!second.created && second.profile == first.profile)
        #expect(try store.activeProfile() == first.profile)
    }

    @Test func aNamedProfileMustExist() throws {
        let store = try TestStore.open()
        try store.addProfile(Profile(name: "me", created: TestStore.today))
        #expect(throws: JournalError.noSuchProfile(name: "anna", known: ["me"])) {
            try store.profileForLogging(named: "anna", today: TestStore.today)
        }
    }

    @Test func namesAreUniqueIgnoringCase() throws {
        let store = try TestStore.open()
        try store.addProfile(Profile(name: "Anna", created: TestStore.today))
        #expect(throws: JournalError.profileExists(name: "Anna")) {
            try store.addProfile(Profile(name: "anna", created: TestStore.today))
        }
        #expect(try store.profile(named: "ANNA")?.name == "Anna")
    }

    @Test(arguments: [
        (Profile(name: "", created: TestStore.today), "name"),
        (Profile(name: " me", created: TestStore.today), "name"),
        (Profile(name: String(repeating: "x", count: 41), created: TestStore.today), "name"),
        (Profile(name: "--me", created: TestStore.today), "name"),
        (Profile(name: "me", color: "chartreuse", created: TestStore.today), "color"),
        (Profile(name: "me", color: "#12345", created: TestStore.today), "color"),
        (Profile(name: "me", waterGoalMl: 100, created: TestStore.today), "waterGoalMl"),
    ])
    func badSettingsAreRefused(profile: Profile, field: String) throws {
        let store = try TestStore.open()
        #expect {
            try store.addProfile(profile)
        } throws: { error in
            guard case let .invalid(problem) = error as? JournalError else { return false }
            return problem.field == field
        }
        #expect(try store.profiles().isEmpty)
    }

    @Test func renamingKeepsTheRecordsAndRefusesATakenName() throws {
        let (store, me) = try TestStore.withProfile()
        try store.addProfile(Profile(name: "anna", created: TestStore.today))
        _ = try store.logPeriodStart(on: TestStore.day(-3), for: me, today: TestStore.today)
        let renamed = try store.renameProfile("me", to: "Mia")
        #expect(try store.periods(of: renamed).count == 1)
        #expect(throws: JournalError.profileExists(name: "anna")) { try store.renameProfile("Mia", to: "ANNA") }
        // Changing only the case of one's own name is fine.
        #expect(try store.renameProfile("Mia", to: "MIA").name == "MIA")
    }

    @Test func removingAProfileDeletesEveryRecordItHeld() throws {
        let (store, me) = try TestStore.withProfile()
        let anna = try store.addProfile(Profile(name: "anna", created: TestStore.today))
        try SampleData.logEveryKind(in: store, for: me)
        try SampleData.logEveryKind(in: store, for: anna)
        #expect(try store.recordCounts(of: me).values.allSatisfy { $0 > 0 })
        let (removed, records, active) = try store.removeProfile(named: "me")
        #expect(removed.name == "me" && records == SampleData.recordCount && active?.name == "anna")
        for kind in RecordKind.allCases {
            #expect(try store.db.scalar("SELECT count(*) FROM \(kind.table) WHERE profile_id = ?", [me.id]) == .integer(0))
        }
        #expect(try store.db.scalar("SELECT count(*) FROM undo_log WHERE profile_id = ?", [me.id]) == .integer(0))
        #expect(try store.recordCounts(of: anna).values.reduce(0, +) == SampleData.recordCount)
        #expect(try store.integrityProblems().isEmpty)
    }

    @Test func useSwitchesTheActiveProfile() throws {
        let (store, _) = try TestStore.withProfile()
        try store.addProfile(Profile(name: "anna", created: TestStore.today))
        #expect(try store.activeProfile()?.name == "me")
        try store.useProfile(named: "Anna")
        #expect(try store.activeProfile()?.name == "anna")
        #expect(try store.chosenProfile(named: "me")?.name == "me")
        #expect(try store.activeProfile()?.name == "anna")
    }
}
