import CycleCore
import Foundation
@testable import Importers
@testable import Journal
import Testing

@Suite struct BadInputTests {
    /// Imports `bytes` as a file into a fresh store; the error, with the store left as it was.
    func failedImport(_ bytes: [UInt8], today: Day = Fixtures.today) throws -> (ImportError, JournalStore, Profile) {
        let (store, profile) = try Fixtures.store()
        let path = Fixtures.temporaryFile(bytes)
        do {
            _ = try Importer(path: path, format: try ImportFormat.detect(path: path), today: today)
                .run(into: store, profile: profile, dryRun: false, started: "2026-11-10T09:00:00", finished: { "" })
        } catch let error as ImportError {
            return (error, store, profile)
        }
        Issue.record("the import did not fail")
        throw ImportError.unknownFormat(file: path)
    }

    func expectNothingWritten(_ store: JournalStore, _ profile: Profile) throws {
        #expect(try store.wellbeingCounts(of: profile) == (0, 0, 0))
        #expect(try store.periods(of: profile).isEmpty && store.importBatches(of: profile).isEmpty)
    }

    @Test func malformedXMLHalfWayThroughLeavesNothingBehindAndNamesTheLine() throws {
        var xml = String(decoding: Fixtures.bytes("export.xml"), as: UTF8.self)
        xml = xml.replacingOccurrences(of: "<ActivitySummary dateComponents=\"2026-10-01\" activeEnergyBurned=\"420\"/>", with: "<ActivitySummary>")
        let (error, store, profile) = try failedImport(Array(xml.utf8))
        guard case let .malformedXML(_, line, detail) = error else { Issue.record("\(error)"); return }
        #expect(line == 65 && detail == "</HealthData> closes <ActivitySummary>")
        try expectNothingWritten(store, profile)
    }

    @Test func aTruncatedZipIsRefusedWithWhatToDo() throws {
        let whole = ZipWriter.archive([("apple_health_export/export.xml", Fixtures.bytes("export.xml"))])
        let (error, store, profile) = try failedImport(Array(whole[..<(whole.count - 30)]))
        #expect(error.description.contains("truncated ZIP archive") && error.description.contains("export it again"))
        try expectNothingWritten(store, profile)
    }

    @Test func anUnknownFileIsNamedAndTheFormatsListed() throws {
        let path = Fixtures.temporaryFile(Array("just some notes\n".utf8))
        #expect(throws: ImportError.unknownFormat(file: path)) { _ = try ImportFormat.detect(path: path) }
        #expect(ImportError.unknownFormat(file: path).description.contains("Apple Health export"))
    }

    @Test func aCSVWithoutItsColumnsSaysWhichAreMissing() throws {
        let (error, store, profile) = try failedImport(Array("date,bleeding.value\n2026-07-01,2\n".utf8))
        #expect(error == .missingColumns(file: error.file, missing: ["temperature"], found: ["date", "bleeding.value"]))
        try expectNothingWritten(store, profile)
    }

    @Test func aDateInTheFutureIsRefusedWithItsLine() throws {
        let csv = "date,temperature.value,bleeding.value\n2026-07-01,36.5,2\n2027-01-01,36.5,\n"
        let (error, store, profile) = try failedImport(Array(csv.utf8))
        guard case let .badRecord(_, line, _, detail) = error else { Issue.record("\(error)"); return }
        #expect(line == 3 && detail.contains("in the future"))
        try expectNothingWritten(store, profile)
    }

    @Test func aDateBefore1900IsRefused() throws {
        var xml = String(decoding: Fixtures.bytes("export.xml"), as: UTF8.self)
        xml = xml.replacingOccurrences(of: "startDate=\"2026-10-02 12:00:00 +0100\" endDate=\"2026-10-02 12:00:00 +0100\" value=\"2092\"",
                                       with: "startDate=\"1899-10-02 12:00:00 +0100\" endDate=\"1899-10-02 12:00:00 +0100\" value=\"2092\"")
        let (error, store, profile) = try failedImport(Array(xml.utf8))
        guard case let .badRecord(_, line, _, detail) = error else { Issue.record("\(error)"); return }
        #expect(line == 28 && detail.contains("before 1900"))
        try expectNothingWritten(store, profile)
    }
}

extension ImportError {
    var file: String {
        switch self {
        case let .unreadable(file, _), let .unknownFormat(file), let .truncatedArchive(file, _), let .zipBomb(file, _, _),
             let .badArchive(file, _), let .malformedXML(file, _, _), let .malformedJSON(file, _), let .missingColumns(file, _, _),
             let .badRecord(file, _, _, _): file
        }
    }
}
