import CSQLite

/// The version of the system SQLite library Bloom is linked against.
public enum SQLiteLibrary {
    /// e.g. "3.40.1".
    public static var version: String { String(cString: sqlite3_libversion()) }
}
