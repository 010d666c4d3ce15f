/// Writing to the person's journal, and taking the last write back.
package protocol JournalWriting {
    /// Stores `write` as one transaction.
    /// - Returns: one line saying what was stored.
    func apply(_ write: JournalWrite) throws -> String
    /// Stores `writes` (the items of one message) as one action: all of them or, on an error,
    /// none; one `undoLast()` takes them all back.
    /// - Returns: one line per write saying what was stored.
    func apply(_ writes: [JournalWrite]) throws -> [String]
    /// Removes the last thing logged: everything one `apply(_:)` stored.
    /// - Returns: one line saying what was removed, or nil when there is nothing to undo.
    func undoLast() throws -> String?
    /// Removes the records of the last message whose summaries `only` accepts ("undo the
    /// water" after a run and water logged together), leaving the others; all of them when it
    /// accepts none.
    func undoLast(only: @escaping (String) -> Bool) throws -> String?
    /// What `undoLast()` would remove, without removing it: one line per record, or nil when
    /// it cannot be told (a change of profile or mode is taken back too).
    func lastUndoable() throws -> [String]?
}

extension JournalWriting {
    /// Stores without transactions (benchmarks) store the writes one by one.
    package func apply(_ writes: [JournalWrite]) throws -> [String] { try writes.map { try apply($0) } }

    /// A store that cannot take back part of a message takes back all of it.
    package func undoLast(only: @escaping (String) -> Bool) throws -> String? { try undoLast() }

    /// A store that cannot tell what undo would remove says so.
    package func lastUndoable() throws -> [String]? { nil }
}
