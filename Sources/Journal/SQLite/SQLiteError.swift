import CSQLite

/// A failure reported by SQLite: its result code and its own message.
package struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The primary result code, e.g. `SQLITE_BUSY` (5).
    package let code: Int32
    /// The extended result code, e.g. `SQLITE_BUSY_SNAPSHOT`.
    package let extendedCode: Int32
    /// SQLite's own explanation (`sqlite3_errmsg`).
    package let message: String

    package init(code: Int32, extendedCode: Int32? = nil, message: String) {
        self.code = code & 0xFF
        self.extendedCode = extendedCode ?? code
        self.message = message
    }

    /// Reads the last error of the connection `handle`.
    init(handle: OpaquePointer?, code: Int32) {
        let text = handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            ?? String(cString: sqlite3_errstr(code))
        self.init(code: code, extendedCode: handle.map { sqlite3_extended_errcode($0) } ?? code, message: text)
    }

    /// Another connection holds a lock SQLite waited for in vain.
    package var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
    /// The disk, or the database's page limit, is full.
    package var isFull: Bool { code == SQLITE_FULL }
    /// The file or its folder cannot be written.
    package var isReadOnly: Bool { code == SQLITE_READONLY || code == SQLITE_PERM }
    /// The file is not an SQLite database.
    package var isNotADatabase: Bool { code == SQLITE_NOTADB }
    /// The file is damaged.
    package var isCorrupt: Bool { code == SQLITE_CORRUPT }
    /// The file could not be opened (missing folder, permissions).
    package var isCannotOpen: Bool { code == SQLITE_CANTOPEN }
    /// A constraint (unique, check, foreign key, trigger) refused the change.
    package var isConstraint: Bool { code == SQLITE_CONSTRAINT }

    package var description: String { "\(message) (SQLite code \(extendedCode))" }
}
