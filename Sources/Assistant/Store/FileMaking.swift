import CycleCore

/// The files the commands make (the clinic report, a partner share), made by the commands'
/// own code. Writes a file, never a record.
package protocol FileMaking {
    /// Makes the file asked for (the clinic report, a partner share) as its command makes it,
    /// on `today`; nil when this store cannot make files (the chat then names the command).
    /// Writes no record. Throws `FileRefusal` when the file cannot be made, with why.
    func make(_ request: FileRequest, today: Day) throws -> MadeFile?
}

extension FileMaking {
    /// Stores that cannot make files (tests, in memory) answer nil.
    package func make(_ request: FileRequest, today: Day) throws -> MadeFile? { nil }
}
