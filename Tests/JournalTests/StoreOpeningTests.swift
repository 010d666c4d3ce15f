#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CycleCore
import Foundation
@testable import Journal
import Testing

@Suite struct StoreOpeningTests {
    @Test func createsTheFolder0700AndTheDatabase0600() throws {
        let folder = TestStore.folder() + "/nested/bloom"
        let store = try #require(try JournalStore.open(folder: folder))
        #expect(FileSystem.permissions(folder) == 0o700)
        #expect(FileSystem.permissions(folder + "/..") == 0o700)
        #expect(FileSystem.permissions(store.path) == 0o600)
        _ = try store.profileForLogging(today: TestStore.today)
        // The write-ahead log and its index inherit the database's mode.
        for suffix in ["-wal", "-shm"] where FileSystem.exists(store.path + suffix) {
            #expect(FileSystem.permissions(store.path + suffix) == 0o600)
        }
    }

    @Test func openingWithoutCreateLeavesAMissingStoreMissing() throws {
        let folder = TestStore.folder()
        #expect(try JournalStore.open(folder: folder, create: false) == nil)
        #expect(!FileSystem.exists(folder))
    }

    @Test func turnsOnWriteAheadLoggingForeignKeysAndTheLatestSchema() throws {
        let store = try TestStore.open()
        #expect(try store.db.scalar("PRAGMA journal_mode") == .text("wal"))
        #expect(try store.db.scalar("PRAGMA foreign_keys") == .integer(1))
        #expect(try store.db.scalar("PRAGMA synchronous") == .integer(2))
        #expect(try store.db.scalar("PRAGMA application_id") == .integer(JournalStore.applicationID))
        #expect(try store.schemaVersionOnDisk() == JournalStore.schemaVersion)
        #expect(try store.integrityProblems().isEmpty)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
        let folder = TestStore.folder()
        try FileSystem.ensureFolder(folder)
        let path = JournalStore.databasePath(inFolder: folder)
        let text = String(repeating: "my shopping list: milk, eggs, bread\n", count: 40)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        #expect {
            try JournalStore.open(folder: folder)
        } throws: { error in
            guard case let .notABloomDatabase(errorPath, _) = error as? StoreError else { return false }
            return errorPath == path && "\(error)".contains("left it untouched")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(!FileSystem.exists(path + "-wal"))
    }

    @Test func anotherProgramsSQLiteDatabaseIsRefused() throws {
        let folder = TestStore.folder()
        try FileSystem.ensureFolder(folder)
        let path = JournalStore.databasePath(inFolder: folder)
        do {
            let other = try SQLiteConnection(path: path, mode: .create)
            try other.execute("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup');")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            try JournalStore.open(folder: folder)
        } throws: { error in
            "\(error)".contains("another program")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aNewerSchemaIsRefusedWithoutWritingAByte() throws {
        let folder = TestStore.folder()
        do {
            let store = try #require(try JournalStore.open(folder: folder))
            try store.db.execute("PRAGMA user_version = 999")
        }
        let path = JournalStore.databasePath(inFolder: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.newerSchema(path: path, found: 999, supported: JournalStore.schemaVersion)) {
            try JournalStore.open(folder: folder)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let message = StoreError.newerSchema(path: path, found: 999, supported: 3).description
        #expect(message.contains(path) && message.contains("update Bloom"))
    }

    @Test func aFolderThatIsAFileIsNamed() throws {
        let file = TestStore.folder()
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(throws: StoreError.folderIsAFile(path: file)) { try JournalStore.open(folder: file) }
    }

    @Test(.enabled(if: getuid() != 0, "root can write to read-only folders"))
    func aReadOnlyFolderGivesAClearError() throws {
        let folder = TestStore.folder()
        try FileSystem.ensureFolder(folder)
        chmod(folder, 0o500)
        defer { chmod(folder, 0o700) }
        #expect {
            try JournalStore.open(folder: folder)
        } throws: { error in
            guard case .readOnly = error as? StoreError else { return false }
            return "\(error)".contains(folder)
        }
    }

    /// SQLite's codes for a `-shm` file it could not create: `SQLITE_CANTOPEN` (14) in an
    /// immutable folder, `SQLITE_READONLY_DIRECTORY` (8 | 6 << 8) in another user's 0555 folder.
    @Test(arguments: [SQLiteError(code: 14, message: "unable to open database file"),
                      SQLiteError(code: 8, extendedCode: 8 | 6 << 8, message: "attempt to write a readonly database"),
                      SQLiteError(code: 8, extendedCode: 8 | 8 << 8, message: "attempt to write a readonly database")])
    func aReaderThatCannotMakeTheSharedMemoryFileReadsTheFileAsImmutable(_ error: SQLiteError) {
        #expect(JournalStore.readsAsImmutable(after: error, leftoverLogBytes: 0))
        // A write-ahead log left over holds changes the file lacks: never read past it.
        #expect(!JournalStore.readsAsImmutable(after: error, leftoverLogBytes: 4096))
    }

    @Test(arguments: [SQLiteError(code: 5, message: "database is locked"), SQLiteError(code: 26, message: "file is not a database"),
                      SQLiteError(code: 11, message: "database disk image is malformed")])
    func otherFailuresOfAReadOnlyOpenAreReported(_ error: SQLiteError) {
        #expect(!JournalStore.readsAsImmutable(after: error, leftoverLogBytes: 0))
    }

    @Test func aFolderThatCannotBeCreatedIsNamed() throws {
        #expect {
            try JournalStore.open(folder: "/proc/bloom-cannot-be-here")
        } throws: { error in
            "\(error)".contains("/proc/bloom-cannot-be-here")
        }
    }

    @Test func aFullDiskIsReportedAndTheTransactionRolledBack() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(WaterIntake(at: TestStore.moment("08:00"), milliliters: 100), for: profile, today: TestStore.today)
        guard case let .integer(pages) = try store.db.scalar("PRAGMA page_count") else { Issue.record("no page count"); return }
        try store.db.execute("PRAGMA max_page_count = \(pages)")
        let note = String(repeating: "a long note that fills pages ", count: 60)
        #expect {
            for offset in 1...200 {
                _ = try store.logDay(DailyLog(day: TestStore.day(-offset), note: note), for: profile, today: TestStore.today)
            }
        } throws: { error in
            guard case let .diskFull(path) = error as? StoreError else { return false }
            return path == store.path && "\(error)".contains("free some space")
        }
        #expect(try store.integrityProblems().isEmpty)
        #expect(try store.records(WaterIntake.self, of: profile).count == 1)
    }

    @Test func theSQLiteLayerCarriesSQLitesOwnMessage() throws {
        let store = try TestStore.open()
        #expect {
            try store.db.execute("SELECT * FROM no_such_table")
        } throws: { error in
            (error as? SQLiteError)?.message.contains("no such table: no_such_table") == true
        }
    }
}
