import CycleCore
import JSON

extension JournalStore {
    /// Every record of `type` that `profile` holds, in key order (e.g. periods by start).
    package func records<R: StoredRecord>(_ type: R.Type, of profile: Profile) throws -> [R] {
        try read { try selectAll(type, profileID: profile.id).map(\.record) }
    }

    // MARK: - SQL derived from each kind's fields (call inside a transaction)

    func selectAll<R: StoredRecord>(_ type: R.Type, profileID: Int64) throws -> [(id: Int64, record: R)] {
        let sql = "SELECT id, \(columnList(R.self)) FROM \(R.kind.table) WHERE \(R.kind.rowsCondition) ORDER BY \(keyList(R.self)), id"
        return try db.query(sql, [profileID]) { row in (row.int64(0), try decodeRow(R.self, row)) }
    }

    func selectAll(kind: RecordKind, profileID: Int64) throws -> [(id: Int64, record: any StoredRecord)] {
        func load<R: StoredRecord>(_ type: R.Type) throws -> [(id: Int64, record: any StoredRecord)] {
            try selectAll(type, profileID: profileID).map { ($0.id, $0.record as any StoredRecord) }
        }
        return try load(kind.recordType)
    }

    func select<R: StoredRecord>(_ type: R.Type, rowID: Int64) throws -> R? {
        let sql = "SELECT id, \(columnList(R.self)) FROM \(R.kind.table) WHERE id = ?"
        return try db.query(sql, [rowID]) { try decodeRow(R.self, $0) }.first
    }

    /// The stored record of `profileID` with the same natural key as `record`.
    func find<R: StoredRecord>(sameKeyAs record: R, profileID: Int64) throws -> (id: Int64, record: R)? {
        let keyColumns = R.keyFields.map { key in R.fields.first { $0.key == key }! }
        let values = record.sqlValues
        let keyValues = keyColumns.map { field in values[R.fields.firstIndex { $0.key == field.key }!] as any SQLiteBindable }
        let condition = keyColumns.map { "\(quoted($0.column)) = ?" }.joined(separator: " AND ")
        let sql = "SELECT id, \(columnList(R.self)) FROM \(R.kind.table) WHERE \(R.kind.rowsCondition) AND \(condition)"
        return try db.query(sql, [profileID] + keyValues) { row in (row.int64(0), try decodeRow(R.self, row)) }.first
    }

    @discardableResult
    func insert(_ record: any StoredRecord, profileID: Int64) throws -> Int64 {
        let type = type(of: record)
        // A kind that shares its table with other sources writes its own source beside the fields.
        let source = type.storage.source.map { [$0 as any SQLiteBindable] } ?? []
        let placeholders = Array(repeating: "?", count: type.fields.count + 1 + source.count).joined(separator: ", ")
        let sql = "INSERT INTO \(type.kind.table) (profile_id, \(source.isEmpty ? "" : "source, ")\(columnList(type))) VALUES (\(placeholders))"
        try db.run(sql, [profileID] + source + record.sqlValues.map { $0 as any SQLiteBindable })
        return db.lastInsertRowID
    }

    func update(_ record: any StoredRecord, rowID: Int64) throws {
        let type = type(of: record)
        let assignments = type.fields.map { "\(quoted($0.column)) = ?" }.joined(separator: ", ")
        try db.run("UPDATE \(type.kind.table) SET \(assignments) WHERE id = ?", record.sqlValues.map { $0 as any SQLiteBindable } + [rowID])
    }

    func delete(kind: RecordKind, rowID: Int64) throws {
        try db.run("DELETE FROM \(kind.table) WHERE id = ?", [rowID])
    }

    private func decodeRow<R: StoredRecord>(_ type: R.Type, _ row: SQLiteRow) throws -> R {
        let values = (0..<R.fields.count).map { row[$0 + 1] }
        switch R.decode(R.json(fromColumns: values)) {
        case let .success(record): return record
        case let .failure(problems):
            throw StoreError.corrupt(path: path, reason: "\(R.kind.noun) row \(row.int64(0)): \(problems.list.map(\.description).joined(separator: "; "))")
        }
    }

    private func columnList(_ type: any StoredRecord.Type) -> String {
        type.fields.map { quoted($0.column) }.joined(separator: ", ")
    }

    private func keyList(_ type: any StoredRecord.Type) -> String {
        type.keyFields.map { key in quoted(type.fields.first { $0.key == key }!.column) }.joined(separator: ", ")
    }

    private func quoted(_ identifier: String) -> String { "\"\(identifier)\"" }
}
