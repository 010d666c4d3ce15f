import CSQLite

/// Binding without boxing, for loops that write many rows (imports).
extension SQLiteStatement {
    /// Resets the statement so it can be bound and stepped again (bindings are kept until rebound).
    func reset() { sqlite3_reset(handle) }

    func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(handle, index, value) }

    func bind(_ index: Int32, _ value: Int) { sqlite3_bind_int64(handle, index, Int64(value)) }

    func bind(_ index: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    func bind(_ index: Int32, _ value: String?) {
        guard let value else { sqlite3_bind_null(handle, index); return }
        var text = value
        text.withUTF8 { bytes in
            _ = bytes.withMemoryRebound(to: CChar.self) { chars in
                sqlite3_bind_text(handle, index, chars.baseAddress, Int32(chars.count), sqliteTransient)
            }
        }
    }

    /// Steps once and resets; true when the statement changed a row.
    func stepChanging(_ connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        defer { sqlite3_reset(handle) }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE || code == SQLITE_ROW else { throw SQLiteError(handle: connection.handle, code: code) }
        return sqlite3_changes(connection.handle) > 0
    }

    /// Steps once; the first column of the row it returns, or nil when there is none. Resets.
    func stepReturningInt(_ connection: SQLiteConnection) throws(SQLiteError) -> Int64? {
        defer { sqlite3_reset(handle) }
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return sqlite3_column_int64(handle, 0)
        case SQLITE_DONE: return nil
        default: throw SQLiteError(handle: connection.handle, code: code)
        }
    }
}
