import CSQLite

/// One open SQLite database file: statements, transactions and pragmas.
///
/// Not thread-safe: use one connection from one thread (Bloom opens one per command).
package final class SQLiteConnection {
    /// The database file.
    package let path: String
    let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    private var transactionDepth = 0

    /// How a connection opens its file.
    package enum Mode: Sendable {
        /// Read and write an existing file.
        case readWrite
        /// Read and write, creating the file when it is missing.
        case create
        /// Only read.
        case readOnly
        /// Only read a file nothing else may change while it is open (SQLite's `immutable`):
        /// no locks and no `-shm` file, so a file in a read-only folder can be read.
        case immutable
    }

    /// Opens the database at `path`.
    /// - Throws: `SQLiteError` when the file cannot be opened (missing folder, permissions).
    package init(path: String, mode: Mode = .readWrite) throws(SQLiteError) {
        var pointer: OpaquePointer?
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        switch mode {
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readOnly, .immutable: flags |= SQLITE_OPEN_READONLY
        }
        var name = path
        if mode == .immutable {
            flags |= SQLITE_OPEN_URI
            name = "file:" + SQLiteConnection.uriEscaped(path) + "?immutable=1"
        }
        let code = sqlite3_open_v2(name, &pointer, flags, nil)
        guard code == SQLITE_OK, let pointer else {
            let error = SQLiteError(handle: pointer, code: code)
            sqlite3_close_v2(pointer)
            throw error
        }
        self.path = path
        self.handle = pointer
    }

    /// `path` for a `file:` URI: `%`, `?` and `#` percent-encoded.
    static func uriEscaped(_ path: String) -> String {
        var result = ""
        for character in path {
            switch character {
            case "%": result += "%25"
            case "?": result += "%3F"
            case "#": result += "%23"
            default: result.append(character)
            }
        }
        return result
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Waits up to `milliseconds` for another connection's lock before failing with busy.
    package func setBusyTimeout(milliseconds: Int) {
        sqlite3_busy_timeout(handle, Int32(milliseconds))
    }

    /// Runs one or more statements that take no parameters (schema, pragmas).
    /// - Throws: `SQLiteError` with SQLite's message.
    package func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: code, extendedCode: sqlite3_extended_errcode(handle), message: text)
        }
    }

    /// A prepared statement for `sql`, reused across calls with the same text.
    /// - Throws: `SQLiteError` when the SQL does not compile.
    package func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statements[sql] { return cached }
        let statement = try SQLiteStatement(connection: self, sql: sql)
        statements[sql] = statement
        return statement
    }

    /// Runs `sql` with `values` bound, ignoring any rows.
    package func run(_ sql: String, _ values: [any SQLiteBindable] = []) throws(SQLiteError) {
        let statement = try prepare(sql)
        try statement.bind(values)
        try statement.run()
    }

    /// Runs `sql` with `values` bound and maps every row.
    package func query<T>(_ sql: String, _ values: [any SQLiteBindable] = [], _ transform: (SQLiteRow) throws -> T) throws -> [T] {
        let statement = try prepare(sql)
        try statement.bind(values)
        return try statement.rows(transform)
    }

    /// The first column of the first row of `sql`, or `.null` when there is no row.
    package func scalar(_ sql: String, _ values: [any SQLiteBindable] = []) throws(SQLiteError) -> SQLiteValue {
        let statement = try prepare(sql)
        try statement.bind(values)
        defer { sqlite3_reset(statement.handle) }
        return try statement.step()?[0] ?? .null
    }

    /// The row id of the last inserted row.
    package var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// The number of rows the last statement changed.
    package var changes: Int { Int(sqlite3_changes(handle)) }

    /// Whether a transaction is open.
    package var inTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// How a transaction takes its locks.
    package enum TransactionKind: String, Sendable {
        /// Read lock first; a later write may fail with busy. For reads.
        case deferred = "DEFERRED"
        /// Takes the write lock at once (waiting up to the busy timeout), so no other writer
        /// can change what this transaction read. For every read-modify-write.
        case immediate = "IMMEDIATE"
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    /// Nested calls join the outer transaction.
    /// - Throws: what `body` throws, or `SQLiteError` from BEGIN/COMMIT (busy, full, …).
    package func transaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        if transactionDepth > 0 {
            transactionDepth += 1
            defer { transactionDepth -= 1 }
            return try body()
        }
        try execute("BEGIN \(kind.rawValue)")
        transactionDepth = 1
        defer { transactionDepth = 0 }
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if inTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }
}
