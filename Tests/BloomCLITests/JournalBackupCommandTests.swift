import Foundation
import Testing

@Suite struct JournalBackupCommandTests {
    /// A home with two profiles and records of many kinds.
    static func filledHome() throws -> JournalHome {
        let home = try JournalHome()
        for arguments in [
            ["log", "period", "start", "2026-10-04", "--note", "heavy first day"], ["log", "period", "end", "2026-10-08"],
            ["log", "period", "start", "2026-11-01"], ["log", "day", "2026-11-02", "--flow", "medium", "--mood", "calm", "--symptom", "cramps:2"],
            ["log", "temp", "36.45", "--at", "06:30"], ["log", "opk", "high", "--at", "08:00"], ["log", "water", "250", "--at", "09:00"],
            ["log", "weight", "62.5"], ["log", "yoga", "15", "--routine", "morning"], ["log", "affirmation", "I am enough"],
            ["log", "appointment", "Scan", "--when", "2026-12-01 10:00"], ["log", "lifestyle", "--caffeine", "1", "--at", "07:00"],
            ["profile", "add", "Anna", "--mode", "pregnancy", "--units", "imperial"],
            ["log", "pregnancy", "--lmp", "2026-08-20", "--baby-name", "Robin", "--profile", "Anna"],
            ["log", "kicks", "--start", "14:00", "--end", "14:10", "--kicks", "14:01,14:03", "--profile", "Anna"],
            ["log", "contraction", "--start", "15:00", "--end", "15:01", "--profile", "Anna"],
        ] {
            let run = try home.run(arguments)
            guard run.status == 0 else { throw JournalHome.Failure(message: "\(arguments): \(run.stderr)") }
        }
        return home
    }

    @Test func exportWritesAPrivateFileAndWarnsThatItIsSensitive() throws {
        let home = try Self.filledHome()
        let out = home.path + "/../backup.json"
        let run = try home.run(["export", "--out", out])
        #expect(run.status == 0)
        #expect(run.stdout == "Exported 2 profiles (14 records) to \(out) (mode 0600).\n")
        #expect(run.stderr.contains("holds your health records unencrypted"))
        #expect(try JournalHome.permissions(out) == 0o600)
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains(#""format": "bloom-backup""#) && text.contains(#""version": 2"#))
        #expect(text.contains(#""start": "2026-10-04""#) && !text.contains("exported"))
    }

    @Test func exportThenImportIntoAnEmptyHomeThenExportGivesTheSameBytes() throws {
        let home = try Self.filledHome()
        let first = try home.ok("export")
        let empty = try JournalHome()
        let imported = try empty.run(["import", "-"], stdin: first)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Anna — new profile; 3 added"))
        #expect(try empty.ok("export") == first)
        #expect(try empty.ok("profile", "list").contains("*  me"))
    }

    @Test func importingTheSameFileTwiceChangesNothing() throws {
        let home = try Self.filledHome()
        let file = home.path + "/../backup.json"
        try home.ok("export", "--out", file)
        let target = try JournalHome()
        try target.ok("import", file)
        let before = try target.ok("export")
        #expect(try target.ok("import", file) == "Nothing to import: everything in \(file) is already stored (14 records).\n")
        #expect(try target.ok("export") == before)
    }

    @Test func aDryRunShowsWhatWouldChangeAndWritesNothing() throws {
        let home = try Self.filledHome()
        let file = home.path + "/../backup.json"
        try home.ok("export", "--out", file)
        let target = try JournalHome()
        let dry = try target.ok("import", file, "--dry-run")
        #expect(dry.hasPrefix("Importing \(file) (merge) would change:\n"))
        #expect(dry.contains("me — new profile, would be created; 11 to be added (periods 2, days 1"))
        #expect(dry.hasSuffix("Dry run: nothing was written.\n"))
        #expect(!FileManager.default.fileExists(atPath: target.path))
        try target.ok("log", "weight", "70")
        #expect(try target.ok("import", file, "--dry-run").contains("me — settings unchanged; 10 to be added"))
        #expect(try target.ok("export").contains(#""kg": 70"#))
    }

    @Test func replaceMakesTheHomeHoldExactlyTheBackup() throws {
        let home = try Self.filledHome()
        let file = home.path + "/../backup.json"
        try home.ok("export", "--out", file)
        let target = try JournalHome()
        try target.ok("log", "period", "start", "2026-06-01")
        try target.ok("profile", "add", "bob")
        let replaced = try target.ok("import", file, "--replace")
        #expect(replaced.contains("  bob — removed"))
        #expect(try target.ok("export") == (try home.ok("export")))
    }

    @Test func aBadBackupListsEveryProblemWithItsPathAndWritesNothing() throws {
        let home = try JournalHome()
        try home.ok("log", "water", "100")
        let before = try home.ok("export")
        let backup = """
            {"format": "bloom-backup", "version": 1, "activeProfile": null, "profiles": [
              {"name": "me", "color": "rose", "mode": "cycle", "units": "metric", "waterGoalMl": 2000, "created": "2026-01-01",
               "periods": [{"start": "2026-09-01", "end": "2026-09-05"}, {"start": "2026-10-01"}, {"start": "2026-10-05"},
                           {"start": "2026-11-03", "end": "2026-11-01"}],
               "water": [{"at": "2026-11-02T09:00:00", "ml": 9000}]}
            ]}
            """
        let run = try home.run(["import", "-"], stdin: backup)
        #expect(run.status == 65)
        #expect(run.stderr.contains("2 problems found; nothing was imported:"))
        #expect(run.stderr.contains("profiles[0].periods[3].end: 2026-11-01 is before the start 2026-11-03"))
        #expect(run.stderr.contains("profiles[0].water[0].ml: 9000 ml is outside 1–5000 ml"))
        #expect(try home.ok("export") == before)
    }

    @Test(arguments: [
        ("not json at all", 65, "is not valid JSON"),
        (#"{"format": "recipes"}"#, 65, "this is not a Bloom backup"),
        (#"{"format": "bloom-backup", "version": 7, "profiles": []}"#, 65, "written by a newer Bloom"),
    ])
    func filesThatAreNotBackupsAreNamedAsSuch(text: String, code: Int32, expected: String) throws {
        let home = try JournalHome()
        let file = FileManager.default.temporaryDirectory.appending(path: "bloom-\(UUID().uuidString).json").path
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        let run = try home.run(["import", file])
        #expect(run.status == code && run.stderr.contains(expected), "stderr: \(run.stderr)")
        let missing = try home.run(["import", "/nonexistent/backup.json"])
        #expect(missing.status == 74 && missing.stderr.contains("cannot read /nonexistent/backup.json"))
    }
}
