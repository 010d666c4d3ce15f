import CycleCore
import Foundation
import Journal
import JournalAdapters
import NextSteps

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
    /// (Through `journalForLogging()`, which words the errors' steps.)
    fileprivate func openForLogging() throws -> (store: JournalStore, profile: Profile) {
        let database = JournalStore.databasePath(inFolder: homeDirectory)
        let hadFolder = FileManager.default.fileExists(atPath: homeDirectory)
        let hadFile = FileManager.default.fileExists(atPath: database)
        let store = try journal(create: true)!
        let (profile, created) = try journalErrors { try store.profileForLogging(named: profileOverride, today: today()) }
        if created, createdForLogging == nil {
            // Said, or taken back, once the command has finished (`settleCreatedProfile`).
            createdForLogging = CreatedForLogging(store: store, profile: profile, newFile: !hadFile, newFolder: !hadFolder)
        }
        return (store, profile)
    }

    /// The journal and profile a command reads: nil when there is no store or no profile yet.
    /// - Parameter readOnly: the command only reads (history, export, today…): the store is
    ///   opened read-only, so it works on a read-only file or folder and on a full disk.
    /// - Throws: a usage error when `--profile` names no profile.
    func journalForReading(readOnly: Bool = false) throws -> (store: JournalStore, profile: Profile)? {
        guard let store = try journal(create: false, readOnly: readOnly) else {
            if let name = profileOverride { throw CLIError(explaining: JournalError.noSuchProfile(name: name, known: []), code: .usage) }
            return nil
        }
        guard let profile = try journalErrors({ try store.chosenProfile(named: profileOverride) }) else { return nil }
        return (store, profile)
    }

    /// Now on the local clock, on `today()` (so `--today` moves it to another day). The time of
    /// day is `BLOOM_TIME` (`HH:MM` or `HH:MM:SS`) when set, so evening reminders and "now" in
    /// logs can be reproduced, as `BLOOM_TODAY` does for the day.
    /// - Throws: a usage error when `BLOOM_TIME` is not a time of day.
    func now() throws -> LocalTimestamp {
        if let text = environment["BLOOM_TIME"], !text.isEmpty {
            guard let time = TimeOfDay(text: text) else {
                throw CLIError.usage("BLOOM_TIME: '\(text)' is not a time of day; use HH:MM or HH:MM:SS, e.g. 07:30")
            }
            return LocalTimestamp(day: try today(), time: time)
        }
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: Date())
        let time = TimeOfDay(hour: parts.hour ?? 12, minute: parts.minute ?? 0, second: parts.second ?? 0) ?? TimeOfDay(seconds: 43_200)!
        return LocalTimestamp(day: try today(), time: time)
    }

    /// `moment` with the local clock's offset from UTC at that moment (from the system's time
    /// zone, read here at the edge). Timers keep it, so a kick count or a contraction across a
    /// change of the clocks lasts the time that really passed. A clock time that happens twice
    /// (the night the clocks go back) takes its first offset; see `timerMoment(after:at:)`.
    func withClockOffset(_ moment: LocalTimestamp) -> LocalTimestamp {
        moment.with(utcOffset: ClockOffsets.possible(for: moment).first)
    }

    /// The first moment at `time` not before `previous`, for timers: the same day, else the
    /// next day (past midnight). On the night the clocks go back, a clock time in the repeated
    /// hour is read as its second occurrence when the first was before `previous`.
    func timerMoment(after previous: LocalTimestamp, at time: TimeOfDay) -> LocalTimestamp {
        guard previous.utcOffset != nil else { return withClockOffset(.following(previous, at: time)) }
        let sameDay = LocalTimestamp(day: previous.day, time: time)
        if let offset = ClockOffsets.possible(for: sameDay).first(where: { !(sameDay.with(utcOffset: $0) < previous) }) {
            return sameDay.with(utcOffset: offset)
        }
        return withClockOffset(LocalTimestamp(day: previous.day + 1, time: time))
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

/// Runs `body`, turning the journal's errors into command-line errors with the right exit code
/// (`JournalFailure.classifying` says whose problem each is).
func journalErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try JournalFailure.classifying(body)
    } catch let failure as JournalFailure {
        throw CLIError(failure)
    }
}

extension CLIError {
    /// A classified journal failure with its exit status: usage 64, data 65, I/O 74.
    init(_ failure: JournalFailure) {
        switch failure.kind {
        case .usage: self.init(explaining: failure, code: .usage)
        case .data: self.init(explaining: failure, code: .dataError)
        case .io: self.init(explaining: failure, code: .ioError)
        }
    }

    /// `error` as a command-line error: itself, a classified journal failure, else an I/O error
    /// (with its explanation when it has one).
    static func from(_ error: any Error) -> CLIError {
        if let error = error as? CLIError { return error }
        if let failure = error as? JournalFailure { return CLIError(failure) }
        if let explained = error as? any ExplainedError { return CLIError(message: explained.explanation, code: .ioError) }
        return .io("\(error)")
    }
}

/// The command line's home, profile, clock and Knowledge, for the journal adapters (the chat's
/// store). Errors are handed over in words: the adapters pass them to the assistant as they are.
extension CommandContext: JournalAccess {
    func journalForReading() throws -> (store: JournalStore, profile: Profile)? {
        try worded { try journalForReading(readOnly: false) }
    }

    func journalForLogging() throws -> (store: JournalStore, profile: Profile) {
        try worded { try openForLogging() }
    }

    var stepWordingForFiles: StepWording { .plainCommands }

    /// `body`, its command-line errors with their steps worded by `stepWording`.
    private func worded<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as CLIError {
            throw CLIError(message: stepWording(error.message), code: error.code)
        }
    }
}

/// The offsets from UTC the system's time zone gives a clock time.
enum ClockOffsets {
    /// Every offset at which the local clock shows `moment`, earliest instant first: one
    /// normally, two in the hour repeated when the clocks go back, the zone's nearest in the
    /// hour skipped when they go forward.
    static func possible(for moment: LocalTimestamp) -> [Int] {
        var parts = DateComponents()
        (parts.year, parts.month, parts.day) = moment.day.components
        parts.hour = moment.time.seconds / 3600
        parts.minute = moment.time.seconds % 3600 / 60
        parts.second = moment.time.seconds % 60
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        guard let wall = utc.date(from: parts) else { return [] }  // the clock time read as if in UTC
        let zone = TimeZone.current
        // Every offset the zone uses within a day of this clock time; those at which the clock
        // really shows it are the answers (a larger offset is an earlier instant).
        let candidates = Set(stride(from: -26, through: 26, by: 1).map { zone.secondsFromGMT(for: wall.addingTimeInterval(Double($0 * 3600))) })
        let valid = candidates.filter { zone.secondsFromGMT(for: wall.addingTimeInterval(Double(-$0))) == $0 }.sorted(by: >)
        // A clock time skipped when the clocks go forward is read on the clock before the change.
        return valid.isEmpty ? candidates.min().map { [$0] } ?? [] : valid
    }
}
