import CycleCore
import Foundation
import Journal

extension CommandContext {
    /// The journal in the chosen home (`--home`, `BLOOM_HOME`, `XDG_DATA_HOME`, `~/.local/share`).
    /// - Parameters:
    ///   - create: create the folder and file when missing; when false, nil if there is none.
    ///   - readOnly: open it only for reading (`JournalStore.open(readOnly:)`), so reading
    ///     commands work on a read-only or full disk; writing through it fails.
    /// - Throws: an I/O error (74) naming the file and what to do.
    func journal(create: Bool, readOnly: Bool = false) throws -> JournalStore? {
        try journalErrors { try JournalStore.open(folder: homeDirectory, create: create && !readOnly, readOnly: readOnly) }
    }

    /// The journal and profile a command logs into: `--profile`, else the active profile. On a
    /// fresh home the store and a default profile are created, and a note says so on stderr.
    func journalForLogging() throws -> (store: JournalStore, profile: Profile) {
        let store = try journal(create: true)!
        let (profile, created) = try journalErrors { try store.profileForLogging(named: profileOverride, today: today()) }
        if created {
            err.line("Created the profile '\(profile.name)' (cycle mode) in \(store.path); add others with 'bloom profile add NAME'.")
        }
        return (store, profile)
    }

    /// The journal and profile a command reads: nil when there is no store or no profile yet.
    /// - Parameter readOnly: the command only reads (history, export, today…): the store is
    ///   opened read-only, so it works on a read-only file or folder and on a full disk.
    /// - Throws: a usage error when `--profile` names no profile.
    func journalForReading(readOnly: Bool = false) throws -> (store: JournalStore, profile: Profile)? {
        guard let store = try journal(create: false, readOnly: readOnly) else {
            if let name = profileOverride { throw CLIError.usage(JournalError.noSuchProfile(name: name, known: []).description) }
            return nil
        }
        guard let profile = try journalErrors({ try store.chosenProfile(named: profileOverride) }) else { return nil }
        return (store, profile)
    }

    /// Now on the local clock, on `today()` (so `--today` moves it to another day).
    func now() throws -> LocalTimestamp {
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: Date())
        let time = TimeOfDay(hour: parts.hour ?? 12, minute: parts.minute ?? 0, second: parts.second ?? 0) ?? TimeOfDay(seconds: 43_200)!
        return LocalTimestamp(day: try today(), time: time)
    }

    /// `moment` with the local clock's offset from UTC at that moment (from the system's time
    /// zone, read here at the edge). Timers keep it, so a kick count or a contraction across a
    /// change of the clocks lasts the time that really passed.
    func withClockOffset(_ moment: LocalTimestamp) -> LocalTimestamp {
        var parts = DateComponents()
        parts.year = moment.day.components.year
        parts.month = moment.day.components.month
        parts.day = moment.day.components.day
        parts.hour = moment.time.seconds / 3600
        parts.minute = moment.time.seconds % 3600 / 60
        parts.second = moment.time.seconds % 60
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        guard let date = calendar.date(from: parts) else { return moment }
        return moment.with(utcOffset: TimeZone.current.secondsFromGMT(for: date))
    }

    /// `moment(option, on:)` with the clock's offset, for timers.
    func timerMoment(_ option: String = "--at", on day: Day) throws -> LocalTimestamp {
        withClockOffset(try moment(option, on: day))
    }

    /// Now with the clock's offset, for timers.
    func timerNow() throws -> LocalTimestamp {
        withClockOffset(try now())
    }

    /// The day named by `words` (`YYYY-MM-DD`, `today`, `yesterday`, `N days ago`); today when empty.
    /// - Throws: a usage error for words that are not a day, a data error for a day after today.
    func day(from words: [String], allowFuture: Bool = false) throws -> Day {
        if words.isEmpty { return try today() }
        return try journalErrors { try DayPhrase.parse(words.joined(separator: " "), today: today(), allowFuture: allowFuture) }
    }

    /// The moment `--at` names on `day` (a time, or a full `YYYY-MM-DD HH:MM`); now when absent
    /// (the current time of day, on `day`).
    func moment(_ option: String = "--at", on day: Day) throws -> LocalTimestamp {
        guard let text = arguments.value(option) else { return LocalTimestamp(day: day, time: try now().time) }
        return try journalErrors { try DayPhrase.moment(text, on: day, today: today()) }
    }
}

/// Runs `body`, turning the journal's errors into command-line errors with the right exit code:
/// the store's problems are I/O errors (74), broken rules are data errors (65), an unknown
/// profile or unreadable date is a usage error (64).
func journalErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as CLIError {
        throw error
    } catch let error as StoreError {
        throw CLIError.io(error.description)
    } catch let error as JournalError {
        if case .noSuchProfile = error { throw CLIError.usage(error.description) }
        throw CLIError.data(error.description)
    } catch let error as DayPhrase.ParseError {
        throw error.isFuture || error.isOutOfRange ? CLIError.data(error.description) : CLIError.usage(error.description)
    } catch let error as BackupFile.Failure {
        if case .notJSON = error { throw CLIError.data(error.description) }
        if case .notText = error { throw CLIError.data(error.description) }
        if case .tooLarge = error { throw CLIError.data(error.description) }
        throw CLIError.io(error.description)
    } catch let error as BackupIssues {
        let count = error.list.count
        throw CLIError.data("\(count) problem\(count == 1 ? "" : "s") found; nothing was imported:\n"
            + error.list.map { "  " + $0.description }.joined(separator: "\n"))
    }
}
