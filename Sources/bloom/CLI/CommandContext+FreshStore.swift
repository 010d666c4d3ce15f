#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Journal

/// The default profile (and perhaps the store and its folder) a command created to log into.
struct CreatedForLogging {
    let store: JournalStore
    let profile: Profile
    /// Whether the command created the database file, and its folder.
    let newFile: Bool
    let newFolder: Bool
}

extension CommandContext {
    /// After the command: when it succeeded, says on stderr that a profile was created; when it
    /// failed (a refused `bloom log weight 999` on a fresh home), takes the profile away again,
    /// and the file and folder too when this command made them, so a refused input writes
    /// nothing. Only a profile still empty is removed, and only a store with no profile left.
    func settleCreatedProfile(succeeded: Bool) {
        guard let created = createdForLogging else { return }
        createdForLogging = nil
        if succeeded {
            err.line("Created the profile '\(created.profile.name)' (cycle mode) in \(created.store.path); "
                + "add others with \(hint("profile add NAME", forProfile: false)).")
            return
        }
        guard let counts = try? created.store.recordCounts(of: created.profile), counts.values.allSatisfy({ $0 == 0 }),
              (try? created.store.removeProfile(named: created.profile.name)) != nil else { return }
        guard created.newFile, (try? created.store.profiles().isEmpty) == true else { return }
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(created.store.path + suffix) }
        if created.newFolder { rmdir(homeDirectory) }
    }
}
