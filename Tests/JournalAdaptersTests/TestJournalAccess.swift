import BloomTestSupport
import Content
import Foundation
import CycleCore
import Journal
import JournalAdapters
import NextSteps

/// A temporary home as the adapters' journal: the default profile, a fixed clock, the built-in Knowledge.
final class TestJournalAccess: JournalAccess {
    let home = TemporaryHome("bloom-adapters")
    let today: Day
    /// How many times the adapter asked to open the journal for writing.
    private(set) var loggingOpens = 0

    init(today: Day) { self.today = today }

    func journalForReading() throws -> (store: JournalStore, profile: Profile)? {
        guard let store = try JournalStore.open(folder: home.path, create: false, readOnly: false),
              let profile = try store.chosenProfile(named: nil) else { return nil }
        return (store, profile)
    }

    func journalForLogging() throws -> (store: JournalStore, profile: Profile) {
        loggingOpens += 1
        let store = try JournalStore.open(folder: home.path, create: true)!
        return (store, try store.profileForLogging(named: nil, today: today).profile)
    }

    func now() throws -> LocalTimestamp { LocalTimestamp(day: today, time: TimeOfDay(hour: 8, minute: 30, second: 0)!) }
    func timerNow() throws -> LocalTimestamp { try now() }
    func knowledge() throws -> Knowledge { try Knowledge.load() }
    /// Steps as `[step]`, so a test sees which step a message named.
    var stepWording: StepWording { Self.brackets }
    /// Steps in files as `[file: step]`, so a test sees which wording a file was written with.
    var stepWordingForFiles: StepWording { StepWording { "[file: \($0)]" } }

    /// Steps as `[step]`.
    static let brackets = StepWording { "[\($0)]" }

    /// The store's file, which exists only once something was written.
    var databaseExists: Bool { FileManager.default.fileExists(atPath: JournalStore.databasePath(inFolder: home.path)) }
}
