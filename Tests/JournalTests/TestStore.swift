import CycleCore
import BloomTestSupport
import Foundation
@testable import Journal

/// Fresh folders and stores for tests, each in its own temporary directory.
enum TestStore {
    /// A day tests treat as today.
    static let today = Day(year: 2026, month: 11, day: 10)!

    /// A new folder path that does not exist yet.
    static func folder() -> String {
        TestFolders.fresh("bloom-journal-test")
    }

    /// A new folder holding a store built by the first `step` migration steps only (an older
    /// store, for a step's upgrade tests), with the rows `rows` (SQL) in it and its version
    /// set to `step`.
    static func folder(before step: Int, holding rows: String) throws -> String {
        let folder = folder()
        try FileSystem.ensureFolder(folder)
        let old = try SQLiteConnection(path: JournalStore.databasePath(inFolder: folder), mode: .create)
        try old.execute("PRAGMA application_id = 1114402669;")
        for migration in Migrations.steps.prefix(step) { try old.execute(migration) }
        try old.execute(rows + "\nPRAGMA user_version = \(step);")
        return folder
    }

    /// A new store in a new folder.
    static func open(busyTimeout: Int = JournalStore.defaultBusyTimeout) throws -> JournalStore {
        try JournalStore.open(folder: folder(), busyTimeout: busyTimeout)!
    }

    /// A new store with the default profile.
    static func withProfile() throws -> (JournalStore, Profile) {
        let store = try open()
        return (store, try store.profileForLogging(today: today).profile)
    }

    /// The day `offset` days from `today`.
    static func day(_ offset: Int) -> Day { today + offset }

    /// A moment on `today` (or `offset` days from it) at `time` ("HH:MM").
    static func moment(_ time: String, _ offset: Int = 0) -> LocalTimestamp {
        LocalTimestamp(day: today + offset, time: TimeOfDay(text: time)!)
    }
}
