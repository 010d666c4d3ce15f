import CycleCore
import JSON
import NextSteps

extension JournalStore {
    /// Everything stored, as a backup, read in one consistent snapshot.
    /// - Parameter name: only this profile (ignoring case); every profile when nil.
    /// - Throws: `JournalError.noSuchProfile` for an unknown name, `StoreError` for a damaged row.
    package func backup(profileNamed name: String? = nil) throws -> Backup {
        try read {
            var profiles = try allProfiles()
            if let name {
                guard let chosen = try findProfile(named: name) else { throw try noSuchProfile(name) }
                profiles = [chosen]
            }
            let active = try currentProfile()
            let entries = try profiles.enumerated().map { index, profile in
                var records: [RecordKind: [any StoredRecord]] = [:]
                for kind in RecordKind.allCases {
                    records[kind] = try selectAll(kind: kind, profileID: profile.id).map(\.record)
                }
                return BackupProfile(profile: profile, records: records, index: index)
            }
            let activeName = active.flatMap { active in profiles.contains { $0.id == active.id } ? active.name : nil }
            return Backup(activeProfile: activeName, profiles: entries)
        }
    }
}

/// Reading and writing backup files.
package enum BackupFile {
    /// Why a backup file could not be read or written.
    package enum Failure: ExplainedError, Sendable, Equatable, CustomStringConvertible {
        case cannotRead(path: String)
        case notText(path: String)
        case notJSON(path: String, JSONSyntaxError)
        case cannotWrite(path: String, reason: String)
        case tooLarge(path: String, limit: Int)

        /// The message with its steps as typed values (see `explanation`).
        package var description: String { explanation.description }

        /// What went wrong and what to do.
        package var explanation: StepText {
            switch self {
            case let .cannotRead(path): "cannot read \(path): no such file, or it is not readable"
            case let .notText(path): "\(path) is not UTF-8 text, so it is not a Bloom backup"
            case let .notJSON(path, error): "\(path) is not valid JSON (\(error)); nothing was imported"
            case let .cannotWrite(path, reason): "cannot write \(path) (\(reason)); choose another place with \(NextStep.chooseAnotherOutput)"
            case let .tooLarge(path, limit):
                "\(path == "-" ? "standard input" : path) is larger than \(limit / 1_048_576) MiB, more than any Bloom backup holds; nothing was imported"
            }
        }
    }

    /// Writes `text` to `path` with mode 0600, atomically (a new file renamed into place).
    /// - Throws: `Failure.cannotWrite` naming the file and the system's reason.
    package static func write(_ text: String, to path: String) throws(Failure) {
        do {
            try FileSystem.writePrivateFile(path, bytes: Array(text.utf8))
        } catch {
            throw .cannotWrite(path: path, reason: error.isFull ? "the disk is full" : error.reason)
        }
    }

    /// The largest backup Bloom reads: far above years of records (a busy year is well under
    /// 1 MiB), low enough that a wrong file or an endless stream fails in a moment.
    package static let sizeLimit = 64 * 1_048_576

    /// Reads the JSON in the file at `path` (`"-"`: standard input), at most `limit` bytes.
    /// - Throws: `Failure` when the file is missing, too large, not text or not JSON (with
    ///   line and column).
    package static func read(_ path: String, limit: Int = sizeLimit) throws(Failure) -> JSONValue {
        let bytes: [UInt8]
        switch FileSystem.contents(of: path == "-" ? nil : path, limit: limit) {
        case let .read(read): bytes = read
        case .unreadable: throw .cannotRead(path: path)
        case .tooLarge: throw .tooLarge(path: path, limit: limit)
        }
        let source = path == "-" ? "standard input" : path
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText(path: source) }
        do { return try JSONValue(parsing: text) } catch { throw .notJSON(path: source, error) }
    }
}
