import Foundation
import Testing

@Suite struct JournalProfileCommandTests {
    @Test func profilesCanBeAddedUsedRenamedAndListed() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-01")
        #expect(try home.ok("profile", "add", "Anna", "--mode", "ttc", "--units", "imperial")
            == "Added the profile Anna (coral, ttc mode, imperial, water goal 2000 ml). Switch to it with 'bloom profile use Anna --home \(home.path)'.\n")
        #expect(try home.ok("log", "weight", "140", "--profile", "anna").contains("profile Anna"))
        #expect(try home.ok("history").contains("profile me"))
        #expect(try home.ok("profile", "use", "anna") == "Now using the profile Anna.\n")
        #expect(try home.ok("profile", "rename", "Anna", "Annie") == "Renamed the profile Anna to Annie.\n")
        #expect(try home.ok("profile", "set", "--water-goal", "2500").contains("water goal 2500 ml"))
        let list = try home.ok("profile", "list")
        #expect(list.contains("*  Annie") && list.contains("   me "))
        let json = try home.ok("profile", "list", "--json")
        #expect(json.contains(#"{"name":"Annie","active":true,"color":"coral","mode":"ttc","units":"imperial","waterGoalMl":2500,"created":"2026-11-10","records":1}"#))
    }

    @Test func removingAProfileNeedsYesAndTakesItsRecordsWithIt() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-01")
        try home.ok("profile", "add", "anna")
        try home.ok("log", "water", "300", "--profile", "anna")
        try home.ok("log", "weight", "60", "--profile", "anna")
        let refused = try home.run(["profile", "remove", "anna"])
        #expect(refused.status == 64 && refused.stderr.contains("deletes it and its 2 records for good; run again with --yes"))
        #expect(try home.ok("profile", "remove", "anna", "--yes") == "Removed the profile anna and its 2 records. The active profile is me.\n")
        let gone = try home.run(["log", "water", "100", "--profile", "anna"])
        #expect(gone.status == 64 && gone.stderr.contains("there is no profile named 'anna' (profiles: me)"))
        #expect(!(try home.ok("export")).contains("anna"))
    }

    @Test(arguments: [
        (["profile", "add", "me"], 65, "a profile named 'me' already exists"),
        (["profile", "add", "x", "--color", "chartreuse"], 65, "'chartreuse' is not a colour"),
        (["profile", "add", "x", "--mode", "flying"], 65, "'flying' is not a mode"),
        (["profile", "add", "x", "--water-goal", "100"], 64, "--water-goal takes a whole number from 500 to 6000"),
        (["profile", "use", "nobody"], 64, "there is no profile named 'nobody'"),
        (["profile", "frobnicate"], 64, "unknown action 'frobnicate'"),
        (["profile", "add"], 64, "missing a name"),
    ])
    func badProfileRequestsAreRefused(arguments: [String], code: Int32, expected: String) throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-01")
        let run = try home.run(arguments)
        #expect(run.status == code, "stderr: \(run.stderr)")
        #expect(run.stderr.contains(expected), "stderr: \(run.stderr)")
    }
}
