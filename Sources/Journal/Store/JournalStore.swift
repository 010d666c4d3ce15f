import CycleCore

/// The person's journal on disk: one SQLite file holding every profile and record.
///
/// Every method that changes something does it in one transaction that takes the write lock
/// first (`BEGIN IMMEDIATE`), so a crash leaves the old state or the new one, and two Blooms
/// writing at once take turns (or one is told the store is busy) without losing an update.
///
/// ```swift
/// let store = try JournalStore.open(folder: "/home/me/.local/share/bloom")
/// let (profile, _) = try store.profileForLogging(today: today)
/// try store.logPeriodStart(on: today, for: profile, today: today)
/// ```
package final class JournalStore {
    /// The database's file name inside the folder.
    package static let fileName = "bloom.sqlite"
    /// Written in the file header so Bloom recognises its own databases ("Blom").
    package static let applicationID: Int64 = 0x426C_6F6D
    /// The schema version this build writes and reads.
    package static var schemaVersion: Int { Migrations.latest }
    /// How long to wait for another Bloom's write lock by default, in milliseconds.
    package static let defaultBusyTimeout = 5000

    /// The database file.
    package let path: String
    let db: SQLiteConnection

    private init(path: String, connection: SQLiteConnection) {
        self.path = path
        self.db = connection
    }

    /// The database path inside `folder`.
    package static func databasePath(inFolder folder: String) -> String {
        (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/" + fileName
    }

    /// Opens the journal in `folder`, creating the folder (0700) and file (0600) when asked,
    /// and bringing an older schema up to date.
    ///
    /// - Parameters:
    ///   - folder: where `bloom.sqlite` lives.
    ///   - create: create a missing folder and file; when false, a missing file gives nil.
    ///   - busyTimeout: milliseconds to wait for another writer before failing with `.busy`.
    ///   - readOnly: only read: the file is opened with `SQLITE_OPEN_READONLY` and nothing is
    ///     written to it (no WAL switch, no checkpoint), so reading works on a read-only file or
    ///     folder and on a full disk. A missing file gives nil. A file whose schema is older
    ///     than this build's is opened for writing instead, to be brought up to date.
    /// - Returns: the open store, or nil when `create` is false (or `readOnly`) and there is no file.
    /// - Throws: `StoreError` naming the file: not a Bloom database, a newer schema,
    ///   read-only, disk full, busy. Nothing is overwritten in any of these cases.
    package static func open(folder: String, create: Bool = true, busyTimeout: Int = defaultBusyTimeout,
                            readOnly: Bool = false) throws(StoreError) -> JournalStore? {
        let path = databasePath(inFolder: folder)
        if readOnly, FileSystem.exists(path), !FileSystem.isFolder(path),
           let store = try openReadOnly(path: path, busyTimeout: busyTimeout) {
            return store
        }
        if !FileSystem.exists(path) {
            guard create, !readOnly else { return nil }
            try FileSystem.ensureFolder(folder)
            try FileSystem.createPrivateFile(path)
        } else if FileSystem.isFolder(path) {
            throw .notABloomDatabase(path: path, reason: "it is a folder")
        }
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path, mode: .readWrite)
        } catch {
            throw StoreError(error, path: path)
        }
        connection.setBusyTimeout(milliseconds: busyTimeout)
        let store = JournalStore(path: path, connection: connection)
        try store.prepare()
        return store
    }

    /// The store at `path` opened only for reading, or nil when its schema needs bringing up to
    /// date first (or the file is still empty), which takes a write.
    ///
    /// In a folder Bloom cannot write to, SQLite cannot make the shared-memory file a WAL
    /// reader needs; when no write-ahead log is left over (so the file holds everything), the
    /// file is then read as immutable.
    private static func openReadOnly(path: String, busyTimeout: Int) throws(StoreError) -> JournalStore? {
        func attempt(_ mode: SQLiteConnection.Mode) throws(SQLiteError) -> (JournalStore, FileIdentity) {
            let connection = try SQLiteConnection(path: path, mode: mode)
            try connection.execute("PRAGMA query_only = ON")
            connection.setBusyTimeout(milliseconds: busyTimeout)
            let store = JournalStore(path: path, connection: connection)
            do {
                return (store, try store.fileIdentity())
            } catch let error as SQLiteError {
                throw error
            } catch {
                throw SQLiteError(code: 1, extendedCode: 1, message: "\(error)")
            }
        }
        let store: JournalStore
        let identity: FileIdentity
        do {
            (store, identity) = try attempt(.readOnly)
        } catch let error where readsAsImmutable(after: error, leftoverLogBytes: FileSystem.size(path + "-wal") ?? 0) {
            do { (store, identity) = try attempt(.immutable) } catch { throw StoreError(error, path: path) }
        } catch {
            throw StoreError(error, path: path)
        }
        switch identity {
        case .empty: return nil
        case let .bloom(version) where version > Migrations.latest:
            throw StoreError.newerSchema(path: path, found: version, supported: Migrations.latest)
        case let .bloom(version) where version < Migrations.latest: return nil
        case .bloom: return store
        case let .foreign(reason): throw StoreError.notABloomDatabase(path: path, reason: reason)
        }
    }

    /// Whether a read-only open that failed with `error` may read the file as immutable instead.
    ///
    /// In a folder it cannot write to, SQLite cannot create the shared-memory file (`-shm`) a
    /// reader of a write-ahead-logged file needs. It reports that as `SQLITE_CANTOPEN` when the
    /// folder refuses with `EPERM` (an immutable folder) and as `SQLITE_READONLY` (for example
    /// `SQLITE_READONLY_DIRECTORY`) when it refuses with `EACCES` (a 0555 folder of another user).
    /// Either way, reading the file as immutable is right only when no write-ahead log is left
    /// over: then the file itself holds everything.
    /// - Parameters:
    ///   - error: what SQLite reported for the read-only open.
    ///   - leftoverLogBytes: the size of the `-wal` file beside the database (0 when missing).
    static func readsAsImmutable(after error: SQLiteError, leftoverLogBytes: Int) -> Bool {
        (error.isCannotOpen || error.isReadOnly) && leftoverLogBytes == 0
    }

    /// Checks the file is Bloom's (or empty) and of a schema this build knows, then turns on
    /// WAL, full sync and foreign keys and runs any pending migrations.
    private func prepare() throws(StoreError) {
        do {
            let onDisk: Int
            switch try fileIdentity() {
            case .empty: onDisk = 0
            case let .bloom(version) where version > Migrations.latest:
                throw StoreError.newerSchema(path: path, found: version, supported: Migrations.latest)
            case let .bloom(version): onDisk = version
            case let .foreign(reason): throw StoreError.notABloomDatabase(path: path, reason: reason)
            }
            let mode = try db.scalar("PRAGMA journal_mode = WAL")
            guard mode == .text("wal") else {
                throw StoreError.cannotOpen(path: path, reason: "SQLite could not turn on write-ahead logging")
            }
            try db.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")
            if onDisk < Migrations.latest { try migrate() }
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError(error, path: path)
        } catch {
            throw StoreError.sqlite(path: path, message: "\(error)")
        }
    }

    private enum FileIdentity {
        case empty
        case bloom(version: Int)
        case foreign(String)
    }

    /// What the file is, read in one snapshot (another Bloom may be creating it right now)
    /// without writing anything to it.
    private func fileIdentity() throws -> FileIdentity {
        let (application, version, objects) = try db.transaction(.deferred) {
            (try db.scalar("PRAGMA application_id"), try db.scalar("PRAGMA user_version"),
             try db.scalar("SELECT count(*) FROM sqlite_schema"))
        }
        guard case let .integer(app) = application, case let .integer(user) = version, case let .integer(count) = objects else {
            return .foreign("its header cannot be read")
        }
        if app == JournalStore.applicationID { return .bloom(version: Int(user)) }
        if app == 0, user == 0, count == 0 { return .empty }
        return .foreign(app == 0 ? "it is an SQLite database of another program" : "its application id is \(app), not Bloom's")
    }

    /// Brings the file to the latest schema, one step a transaction.
    private func migrate() throws {
        while true {
            let done: Bool = try db.transaction(.immediate) {
                // Read the version inside the lock: another Bloom may have migrated meanwhile.
                guard case let .integer(current) = try db.scalar("PRAGMA user_version") else { return true }
                let version = Int(current)
                if version > Migrations.latest {
                    throw StoreError.newerSchema(path: path, found: version, supported: Migrations.latest)
                }
                if version == Migrations.latest { return true }
                if version == 0 { try db.execute("PRAGMA application_id = \(JournalStore.applicationID)") }
                try db.execute(Migrations.steps[version])
                try db.execute("PRAGMA user_version = \(version + 1)")
                return false
            }
            if done { return }
        }
    }

    /// The schema version of the open file.
    package func schemaVersionOnDisk() throws -> Int {
        try read { guard case let .integer(version) = try db.scalar("PRAGMA user_version") else { return 0 }; return Int(version) }
    }

    /// SQLite's full integrity check plus the foreign-key check.
    /// - Returns: the problems found; empty when the file is sound.
    package func integrityProblems() throws -> [String] {
        try read {
            let integrity = try db.query("PRAGMA integrity_check") { $0.text(0) ?? "" }.filter { $0 != "ok" }
            let keys = try db.query("PRAGMA foreign_key_check") { row in "foreign key: \(row.text(0) ?? "?") row \(row.int64(1))" }
            return integrity + keys
        }
    }

    /// Runs `body` in one write transaction (write lock taken first); rolled back if it throws.
    /// SQLite failures become `StoreError`s naming this file, except a constraint the schema
    /// enforces, which is a rule the data broke: `JournalError.invalid` (bad data, not I/O).
    func write<T>(_ body: () throws -> T) throws -> T {
        do {
            return try db.transaction(.immediate, body)
        } catch let error as SQLiteError where error.isConstraint {
            throw JournalError.invalid(RecordProblem("", "the store refused it (\(error.message)); nothing was changed"))
        } catch let error as SQLiteError {
            throw StoreError(error, path: path)
        }
    }

    /// Runs `body` in one read transaction, so it sees a single consistent state.
    func read<T>(_ body: () throws -> T) throws -> T {
        do {
            return try db.transaction(.deferred, body)
        } catch let error as SQLiteError {
            throw StoreError(error, path: path)
        }
    }
}
