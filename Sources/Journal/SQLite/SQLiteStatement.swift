import CSQLite

/// A prepared statement: bind parameters, step through rows, reset, reuse.
///
/// Owned by its `SQLiteConnection`, which finalizes it; do not keep one past the connection.
package final class SQLiteStatement {
    let handle: OpaquePointer
    private unowned let connection: SQLiteConnection
    /// The SQL text, for error messages.
    package let sql: String

    init(connection: SQLiteConnection, sql: String) throws(SQLiteError) {
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v3(connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard code == SQLITE_OK, let pointer else {
            throw SQLiteError(handle: connection.handle, code: code)
        }
        self.handle = pointer
        self.connection = connection
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// Clears earlier bindings and binds `values` to the parameters in order.
    /// - Throws: `SQLiteError` when a value cannot be bound (e.g. too many values).
    package func bind(_ values: [any SQLiteBindable]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value.sqliteValue {
            case .null: code = sqlite3_bind_null(handle, index)
            case let .integer(number): code = sqlite3_bind_int64(handle, index, number)
            case let .real(number): code = sqlite3_bind_double(handle, index, number)
            case let .text(text):
                // Bound with its byte length, so a U+0000 inside cannot cut the text short.
                var text = text
                code = text.withUTF8 { bytes in
                    guard let base = bytes.baseAddress, bytes.count > 0 else {
                        return sqlite3_bind_text(handle, index, "", 0, sqliteTransient)
                    }
                    return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                        sqlite3_bind_text(handle, index, $0, Int32(bytes.count), sqliteTransient)
                    }
                }
            }
            guard code == SQLITE_OK else { throw SQLiteError(handle: connection.handle, code: code) }
        }
    }

    /// Runs the statement to its next row.
    /// - Returns: the row, or nil when there are no more.
    /// - Throws: `SQLiteError` (busy, constraint, full, …) with SQLite's message.
    package func step() throws(SQLiteError) -> SQLiteRow? {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return SQLiteRow(statement: self)
        case SQLITE_DONE: return nil
        default:
            let error = SQLiteError(handle: connection.handle, code: code)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs the statement to completion, ignoring any rows, then resets it.
    package func run() throws(SQLiteError) {
        while try step() != nil {}
        sqlite3_reset(handle)
    }

    /// Every row mapped through `transform`, then resets the statement.
    package func rows<T>(_ transform: (SQLiteRow) throws -> T) throws -> [T] {
        var result: [T] = []
        defer { sqlite3_reset(handle) }
        while let row = try step() { result.append(try transform(row)) }
        return result
    }
}

/// The current row of a statement, valid until the statement steps again.
package struct SQLiteRow {
    let statement: SQLiteStatement

    /// The number of columns.
    package var count: Int { Int(sqlite3_column_count(statement.handle)) }

    /// The value of column `index` (0-based).
    package subscript(index: Int) -> SQLiteValue {
        let column = Int32(index)
        switch sqlite3_column_type(statement.handle, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement.handle, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement.handle, column))
        case SQLITE_NULL: return .null
        default:
            guard let text = sqlite3_column_text(statement.handle, column) else { return .null }
            let count = Int(sqlite3_column_bytes(statement.handle, column))  // whole, even past a U+0000
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        }
    }

    /// Column `index` as an integer (0 when null).
    package func int(_ index: Int) -> Int { Int(sqlite3_column_int64(statement.handle, Int32(index))) }

    /// Column `index` as a 64-bit integer (0 when null).
    package func int64(_ index: Int) -> Int64 { sqlite3_column_int64(statement.handle, Int32(index)) }

    /// Column `index` as text, or nil when null.
    package func text(_ index: Int) -> String? {
        if case let .text(value) = self[index] { return value }
        if case let .integer(value) = self[index] { return String(value) }
        return nil
    }
}

/// Tells SQLite to copy bound text before the call returns.
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
