import CycleCore
import Foundation
@testable import Journal
import Testing

/// Issue 16, items 2, 3 and 6: files written without following planted links, 0600; a
/// read-only store.
@Suite struct PrivateFileTests {
    @Test func writingNeverFollowsASymlinkPlantedAtTheTargetOrTheOldTemporaryName() throws {
        let folder = TestStore.folder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let victim = folder + "/victim", target = folder + "/backup.json"
        try "precious".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: target + ".tmp-\(getpid())", withDestinationPath: victim)
        try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: victim)
        try PrivateFile.write("backup", to: target)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "backup")
        #expect(FileSystem.permissions(target) == 0o600)
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
    }

    @Test func bytesAreWrittenPrivatelyAndReadBackWithALimit() throws {
        let folder = TestStore.folder() + "/kept/deeper"
        try PrivateFile.makeFolder(folder)
        #expect(FileSystem.permissions(folder) == 0o700)
        let path = folder + "/sealed.bin"
        let bytes: [UInt8] = [0, 0xFF, 0x42, 0x0A, 0x80]  // not UTF-8 text
        try PrivateFile.write(bytes: bytes, to: path)
        #expect(FileSystem.permissions(path) == 0o600)
        #expect(try PrivateFile.bytes(of: path, limit: 5) == bytes)
        #expect(throws: TextFile.Failure.tooLarge(path: path, limit: 4)) { try PrivateFile.bytes(of: path, limit: 4) }
        #expect(throws: TextFile.Failure.cannotRead(path: folder + "/missing")) { try PrivateFile.bytes(of: folder + "/missing", limit: 5) }
        #expect(throws: TextFile.Failure.cannotRead(path: folder)) { try PrivateFile.bytes(of: folder, limit: 5) }
    }

    @Test func temporaryNamesAreBesideTheTargetAndDifferEachTime() {
        #expect(FileSystem.temporaryPath(beside: "/a/b.json", suffix: "x") == "/a/.b.json.x.tmp")
        #expect(FileSystem.temporaryPath(beside: "b.json", suffix: "x") == ".b.json.x.tmp")
        #expect(FileSystem.temporaryPath(beside: "/b.json", suffix: "x") == "/.b.json.x.tmp")
    }

    @Test func aStoreOpenedReadOnlyReadsAndWritesNothing() throws {
        let folder = TestStore.folder()
        do {
            let store = try JournalStore.open(folder: folder)!
            _ = try store.logPeriodStart(on: TestStore.today - 3, for: try store.profileForLogging(today: TestStore.today).profile,
                                         today: TestStore.today)
        }
        let path = JournalStore.databasePath(inFolder: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let reader = try #require(try JournalStore.open(folder: folder, create: false, readOnly: true))
        let profile = try #require(try reader.activeProfile())
        #expect(try reader.periods(of: profile).count == 1)
        #expect(throws: StoreError.self) { try reader.logPeriodStart(on: TestStore.today, for: profile, today: TestStore.today) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try JournalStore.open(folder: TestStore.folder(), create: true, readOnly: true) == nil)
    }
}

/// Issue 16, item 8: a backup's size is capped while it is read.
@Suite struct BackupSizeLimitTests {
    @Test func aFileLargerThanTheLimitIsRefusedWithoutReadingItAll() throws {
        let folder = TestStore.folder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/big.json"
        try Data(repeating: UInt8(ascii: " "), count: 200_000).write(to: URL(fileURLWithPath: path))
        #expect(throws: BackupFile.Failure.tooLarge(path: path, limit: 100_000)) { try BackupFile.read(path, limit: 100_000) }
        #expect(throws: BackupFile.Failure.tooLarge(path: "/dev/zero", limit: BackupFile.sizeLimit)) { try BackupFile.read("/dev/zero") }
    }
}
