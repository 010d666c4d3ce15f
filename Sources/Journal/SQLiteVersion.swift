import CSQLite

/// The version of the system SQLite library Bloom is linked against.
package enum SQLiteLibrary {
    /// e.g. "3.40.1".
    package static var version: String { String(cString: sqlite3_libversion()) }
}
