import CycleCore
import DayModel
import Foundation
import Glances
import Journal
import NextSteps
import Sharing

/// Partner sharing over the journal: the owner's snapshot read from the journal and sealed into
/// a file (`make`, which `bloom share` and the chat call), and on the partner's side the file
/// read and checked, and the last snapshot opened kept in the partner's data folder.
package enum PartnerShare {
    /// Which name the partner sees.
    package enum Name: Sendable, Hashable {
        /// The profile's name, or none when it is the default name ("me"), which would mean nothing to a partner.
        case profile
        /// No name: the partner sees "your partner".
        case none
        /// This name.
        case custom(String)
    }

    /// What to share and where to write it.
    package struct Options: Sendable {
        /// How many days the snapshot stays valid (1–365).
        package var days: Int
        /// The optional parts to include (symptoms, moods).
        package var include: Set<ShareInclusion>
        /// With symptoms or moods, how many days back they go (1–90).
        package var recentDays: Int
        package var name: Name
        /// The file to write; nil for `bloom-share-YYYY-MM-DD.bloomshare` in the current folder
        /// (with `-2`, `-3`… when that name is taken).
        package var out: String?
        /// The key derivation's cost: `.standard` except in tests.
        package var kdf: ShareKDF

        package init(days: Int = ShareRequest.defaultDays, include: Set<ShareInclusion> = [],
                    recentDays: Int = ShareRequest.defaultRecentDays, name: Name = .profile, out: String? = nil,
                    kdf: ShareKDF = .standard) {
            self.days = days
            self.include = include
            self.recentDays = recentDays
            self.name = name
            self.out = out
            self.kdf = kdf
        }
    }

    /// A share made: the file written (0600), the code to tell the partner (shown once, stored
    /// nowhere) and the snapshot sealed in it (for saying what was shared).
    package struct Made: Sendable {
        package let file: URL
        package let code: String
        package let snapshot: ShareSnapshot
    }

    /// The file name extension of share files.
    package static let fileExtension = "bloomshare"

    /// Shares the chosen profile's day on `today`: reads the journal through `access`, builds the
    /// snapshot from the day model (and, when included, the logs of the last days), makes a
    /// fresh code from `random`, seals the snapshot under it and writes the file 0600.
    /// - Throws: `ShareRequest.Problem` for options out of range (usage), `ShareError.nothingToShare`
    ///   when nothing is logged for the mode (data), `JournalFailure` for a journal that cannot
    ///   be read or a file that cannot be written (I/O). Nothing is written when it throws.
    package static func make(_ options: Options, access: any JournalAccess, today: Day, random: any RandomSource) throws -> Made {
        let (inputs, logs, profileName) = try JournalFailure.classifying { () throws -> (DayInputs, [DailyLog], String?) in
            guard let (store, profile) = try access.journalForReading() else { return (.empty(profileName: Profile.defaultName), [], nil) }
            let logs = options.include.isEmpty ? [] : try store.records(DailyLog.self, of: profile)
            return (try DayInputs.read(from: store, profile: profile), logs, profile.name)
        }
        let name: String? = switch options.name {
        case .profile: profileName == Profile.defaultName ? nil : profileName
        case .none: nil
        case let .custom(text): text
        }
        let request = try ShareRequest(days: options.days, include: options.include, recentDays: options.recentDays, name: name)
        let day = try PersonDay.checked(inputs, today: today)
        let snapshot = try ShareSnapshot.make(from: day, request: request, logs: logs.map(sharedDay))
        let code = ShareCode.generate(using: random)
        let sealed = snapshot.sealed(under: code, kdf: options.kdf, random: random)
        let path = options.out ?? defaultPath(on: today)
        do {
            try PrivateFile.write(bytes: sealed, to: path)
        } catch {
            throw JournalFailure(.io, explaining: error)
        }
        return Made(file: URL(fileURLWithPath: path).standardizedFileURL, code: code.text, snapshot: snapshot)
    }

    /// One day's log as sharing sees it: symptom and mood ids, nothing else.
    static func sharedDay(_ log: DailyLog) -> SharedDay {
        SharedDay(day: log.day, symptoms: log.symptoms.map { SharedSymptom(id: $0.key.rawValue, severity: $0.value) },
                  moods: log.moods.map(\.rawValue))
    }

    /// `bloom-share-YYYY-MM-DD.bloomshare` in the current folder, or the first of `-2`, `-3`…
    /// not taken, so a second share the same day does not replace the first.
    static func defaultPath(on today: Day) -> String {
        let base = "bloom-share-\(today.iso)"
        var path = "\(base).\(fileExtension)"
        var number = 2
        while FileManager.default.fileExists(atPath: path) {
            path = "\(base)-\(number).\(fileExtension)"
            number += 1
        }
        return path
    }

    /// The bytes of the share file at `path`, its header checked (so a file that is not a share
    /// is refused before anyone is asked for a code).
    /// - Throws: `ShareError` for a file that is not a share, of another version, truncated or
    ///   with a header that does not hold; `JournalFailure` (I/O) when it cannot be read.
    package static func readFile(_ path: String) throws -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try PrivateFile.bytes(of: path, limit: ShareFile.sizeLimit)
        } catch {
            if case .tooLarge = error { throw ShareError.notAShareFile }
            throw JournalFailure(.io, explaining: error)
        }
        _ = try ShareFile.header(of: bytes)
        return bytes
    }

    // MARK: The partner's kept snapshot

    /// Where the partner's Bloom keeps the last snapshot opened: `partner/snapshot.json` in
    /// the data folder (0700), written 0600.
    package static func keptPath(inHome home: String) -> String {
        (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/partner/snapshot.json"
    }

    /// Keeps `snapshot` (decrypted, in its canonical JSON) in the partner's data folder,
    /// replacing the one kept before.
    /// - Throws: `JournalFailure` (I/O) when the folder or file cannot be written.
    package static func keep(_ snapshot: ShareSnapshot, inHome home: String) throws {
        let path = keptPath(inHome: home)
        do {
            try PrivateFile.makeFolder(String(path[..<path.lastIndex(of: "/")!]))
        } catch {
            let why = (error as? any ExplainedError)?.explanation ?? StepText(String(describing: error))
            throw JournalFailure(.io, "could not keep a copy in \(path): \(why)" as StepText)
        }
        do {
            try PrivateFile.write(bytes: snapshot.canonicalJSON, to: path)
        } catch {
            throw JournalFailure(.io, "could not keep a copy in \(path) (\(error.isFull ? "the disk is full" : error.reason))")
        }
    }

    /// The snapshot kept in the partner's data folder, or nil when there is none. It may have
    /// expired: check it with `checkValid(on:)`.
    /// - Throws: `ShareError.damaged` when the kept file does not read, `JournalFailure` (I/O)
    ///   when it cannot be read.
    package static func kept(inHome home: String) throws -> ShareSnapshot? {
        let path = keptPath(inHome: home)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try PrivateFile.bytes(of: path, limit: ShareFile.sizeLimit)
        } catch {
            if case .tooLarge = error { throw ShareError.damaged("the kept copy \(path) is too large") }
            throw JournalFailure(.io, explaining: error)
        }
        return try ShareSnapshot(canonicalJSON: bytes)
    }

    /// Removes the kept snapshot; false when there was none.
    /// - Throws: `JournalFailure` (I/O) when it cannot be removed.
    @discardableResult
    package static func forget(inHome home: String) throws -> Bool {
        let path = keptPath(inHome: home)
        guard FileManager.default.fileExists(atPath: path) else { return false }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw JournalFailure(.io, "could not remove \(path): \(error.localizedDescription)")
        }
        return true
    }
}
