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

extension SQLiteStatement {
    /// Binds `count` bytes at `bytes` as text without SQLite copying them (`SQLITE_STATIC`):
    /// the bytes must stay put and unchanged until the statement has been stepped and rebound.
    func bindStatic(_ index: Int32, _ bytes: UnsafePointer<UInt8>, count: Int) {
        bytes.withMemoryRebound(to: CChar.self, capacity: max(count, 1)) { chars in
            _ = sqlite3_bind_text(handle, index, chars, Int32(count), nil)
        }
    }

    /// Steps once and resets; how many rows the statement changed.
    func stepCountingChanges(_ connection: SQLiteConnection) throws(SQLiteError) -> Int {
        defer { sqlite3_reset(handle) }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE || code == SQLITE_ROW else { throw SQLiteError(handle: connection.handle, code: code) }
        return Int(sqlite3_changes(connection.handle))
    }
}

/// Bytes of text bound to a statement with `bindStatic`, copied into blocks that never move,
/// so many rows' keys can be bound at once without an allocation per value.
/// `reset()` once the statement that uses them has been stepped.
final class BindingArena {
    private var blocks: [UnsafeMutablePointer<UInt8>] = []
    /// Texts longer than a block, each in its own allocation, freed by `reset()`.
    private var large: [UnsafeMutablePointer<UInt8>] = []
    private let blockSize: Int
    private var block = 0
    private var used = 0

    init(blockSize: Int = 1 << 16) {
        self.blockSize = blockSize
    }

    deinit {
        for block in blocks { block.deallocate() }
        for text in large { text.deallocate() }
    }

    /// Makes every block free again (the texts handed out before must no longer be bound).
    func reset() {
        block = 0
        used = 0
        for text in large { text.deallocate() }
        large.removeAll(keepingCapacity: true)
    }

    /// A copy of `text`'s UTF-8 that stays put until `reset()`.
    func copy(_ text: String) -> (bytes: UnsafePointer<UInt8>, count: Int) {
        var text = text
        return text.withUTF8 { utf8 in
            let place = reserve(utf8.count)
            if let source = utf8.baseAddress, utf8.count > 0 { place.update(from: source, count: utf8.count) }
            return (UnsafePointer(place), utf8.count)
        }
    }

    private func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if count > blockSize {
            let own = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            large.append(own)
            return own
        }
        if blocks.isEmpty { blocks.append(.allocate(capacity: blockSize)) }
        if used + count > blockSize {
            block += 1
            used = 0
            if block == blocks.count { blocks.append(.allocate(capacity: blockSize)) }
        }
        let place = blocks[block] + used
        used += count
        return place
    }
}
