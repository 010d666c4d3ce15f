import NextSteps

/// Why the store on disk cannot be used. Each message names the file and what to do (the
/// steps typed, worded by the executable); in every case nothing in the store was changed.
package enum StoreError: ExplainedError, Sendable, Equatable, CustomStringConvertible {
    /// The folder for the store could not be created.
    case cannotCreateFolder(path: String, reason: String)
    /// The path meant for the store's folder is a file.
    case folderIsAFile(path: String)
    /// The store's folder or file cannot be written (permissions, read-only disk).
    case readOnly(path: String, reason: String)
    /// The file could not be opened for another reason.
    case cannotOpen(path: String, reason: String)
    /// The file exists but is not a Bloom database.
    case notABloomDatabase(path: String, reason: String)
    /// The database was written by a newer Bloom whose schema this one does not know.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The disk (or the database's page limit) is full.
    case diskFull(path: String)
    /// Another Bloom held the store for longer than the busy timeout.
    case busy(path: String)
    /// SQLite found damage in the file.
    case corrupt(path: String, reason: String)
    /// Any other SQLite failure, with SQLite's own message.
    case sqlite(path: String, message: String)

    /// The message with its steps as typed values (see `explanation`).
    package var description: String { explanation.description }

    /// What went wrong and what to do.
    package var explanation: StepText {
        switch self {
        case let .cannotCreateFolder(path, reason):
            "cannot create the folder \(path) for Bloom's data (\(reason)); choose another with \(NextStep.chooseAnotherHome)"
        case let .folderIsAFile(path):
            "\(path) is a file, not a folder; choose a folder for Bloom's data with \(NextStep.chooseAnotherHome)"
        case let .readOnly(path, reason):
            "cannot write \(path) (\(reason)); check the folder's permissions or choose another with \(NextStep.chooseAnotherHome). Nothing was changed."
        case let .cannotOpen(path, reason):
            "cannot open \(path) (\(reason)); check that the file and its folder are readable and writable. Nothing was changed."
        case let .notABloomDatabase(path, reason):
            "\(path) is not a Bloom database (\(reason)); Bloom left it untouched. Move it aside, or use another folder with \(NextStep.chooseAnotherHome)."
        case let .newerSchema(path, found, supported):
            "\(path) was written by a newer Bloom (schema version \(found); this Bloom knows up to \(supported)); update Bloom to open it. Nothing was changed."
        case let .diskFull(path):
            "the disk holding \(path) is full; free some space and try again. Nothing was changed."
        case let .busy(path):
            "the store \(path) is busy (another Bloom is writing to it); try again in a moment. Nothing was changed."
        case let .corrupt(path, reason):
            "\(path) is damaged (\(reason)); restore it from a backup into a new folder with '\(NextStep.restoreBackup)'. Nothing was changed."
        case let .sqlite(path, message):
            "the store \(path) reported an error: \(message). Nothing was changed."
        }
    }

    /// The error that explains `error`, a failure while using the database at `path`.
    init(_ error: SQLiteError, path: String) {
        if error.isBusy {
            self = .busy(path: path)
        } else if error.isFull {
            self = .diskFull(path: path)
        } else if error.isReadOnly {
            self = .readOnly(path: path, reason: error.message)
        } else if error.isNotADatabase {
            self = .notABloomDatabase(path: path, reason: "SQLite says: \(error.message)")
        } else if error.isCorrupt {
            self = .corrupt(path: path, reason: error.message)
        } else if error.isCannotOpen {
            self = .cannotOpen(path: path, reason: error.message)
        } else {
            self = .sqlite(path: path, message: error.message)
        }
    }
}
