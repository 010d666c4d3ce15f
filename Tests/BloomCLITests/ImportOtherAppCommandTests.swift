import Foundation
import Testing

@Suite struct ImportOtherAppCommandTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "ImportersTests/Fixtures/\(name)").path
    }

    @Test func aDryRunPrintsCountsPerKindAndWritesNothing() throws {
        let home = try JournalHome()
        let run = try home.run(["import", Self.fixture("export.xml"), "--dry-run"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("to add  already there  conflicts"))
        #expect(run.stdout.contains("  periods                        2              0          0"))
        #expect(run.stdout.hasSuffix("Dry run: nothing was written.\n"))
        #expect(run.stderr.isEmpty, "piped output has no progress bar")
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }

    @Test func anImportSnapshotsTheStoreIsIdempotentAndUndoRightAfterTakesItAllBack() throws {
        let home = try JournalHome()
        try home.ok("log", "weight", "61")
        let first = try home.ok("import", Self.fixture("flo.json"))
        #expect(first.contains("Imported from Flo (flo.json) on 2026-11-10: 2 periods"))
        let again = try home.ok("import", Self.fixture("flo.json"))
        #expect(again.contains("Nothing new to import"))
        let snapshots = try FileManager.default.contentsOfDirectory(atPath: home.path + "/import-snapshots")
        #expect(snapshots.count == 2 && snapshots.allSatisfy { $0.hasPrefix("bloom-before-import-") })
        #expect(try home.ok("undo").hasPrefix("Undid the import of flo.json (Flo)"))
        #expect(try home.ok("history").contains("no periods") || !(try home.ok("history")).contains("2026-06-01"))
        #expect(try home.ok("undo").hasPrefix("Undid weight 61 kg"))
    }

    @Test func onlyTheLastFiveSnapshotsAreKept() throws {
        let home = try JournalHome()
        for name in ["flo.json", "measurements.json", "backup.cluedata", "drip.csv", "export.xml", "flo.json", "drip.csv"] {
            _ = try home.run(["import", Self.fixture(name)])
            _ = try home.run(["import", "--undo"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/import-snapshots").count == 5)
    }

    @Test func badInputExitsWith65NamingTheFileAndWritesNothing() throws {
        let home = try JournalHome()
        try home.ok("log", "weight", "61")
        let broken = home.path + "/../broken.xml"
        try Data("""
            <HealthData>
             <Record type="HKQuantityTypeIdentifierHeartRate" startDate="2026-10-01 07:00:00 +0100" value="61">
            </HealthData>

            """.utf8)
            .write(to: URL(fileURLWithPath: broken))
        let run = try home.run(["import", broken])
        #expect(run.status == 65)
        #expect(run.stderr.contains("line 3: the XML is not well formed") && run.stderr.contains("nothing was imported"))
        let unknown = home.path + "/../notes.txt"
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: unknown))
        #expect(try home.run(["import", unknown]).status == 65)
        #expect(try home.ok("undo").hasPrefix("Undid weight 61 kg"))
    }

    @Test func jsonOutputGivesCountsPerKind() throws {
        let home = try JournalHome()
        let run = try home.run(["import", Self.fixture("drip.csv"), "--json"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("{\"file\":") && run.stdout.contains("\"format\":\"drip\""))
        #expect(run.stdout.contains("\"periods\":{\"added\":1,\"alreadyThere\":0,\"conflicts\":0}"))
    }
}
