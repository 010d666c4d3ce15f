import Assistant
import CycleCore
import Foundation
import Journal
import Language

/// The chat's first questions on an empty profile, as rules: how each answer is read and what
/// it writes. The chat asks and prints; nothing here touches the terminal. Every answer can be
/// skipped, and nothing is guessed: an answer that is not a date writes nothing.
package enum Onboarding {
    /// Whether the profile in use has nothing logged yet (no periods, no pregnancy).
    package static func isNeeded(_ store: some RecordReading) throws -> Bool {
        try store.periods().isEmpty && store.pregnancy() == nil
    }

    /// What an answer to "What should I call you?" gives.
    package enum NameAnswer: Equatable, Sendable {
        /// Skipped: the default profile name.
        case skipped
        /// A name to call the person and their profile by.
        case name(String)
        /// Not a name but what Bloom is for ("trying to get pregnant", "I'm pregnant, due in
        /// June"): the mode question is answered already, and the name stays the default.
        case purpose(Mode)
        /// A sentence, a question or a number, not a name: ask once more.
        case unclear
    }

    /// Words people put before their name ("call me Ana", "my name is Ana", "I'm Ana").
    static let namePrefixes = ["call me ", "my name is ", "my names ", "my name's ", "name is ", "name's ",
                               "i am ", "i'm ", "im ", "it's ", "its ", "it is "]

    /// Reads an answer to "What should I call you?". A name is at most three words with no
    /// digits and no question mark ("Ana", "call me Ana", "Mary Jo"); an answer that says what
    /// Bloom is for is taken as that, never as a name.
    package static func readName(_ answer: String) -> NameAnswer {
        var text = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { return .skipped }
        if let mode = ModeAnnouncement.mode(in: text) { return .purpose(mode) }
        let lowered = text.lowercased()
        if let prefix = namePrefixes.first(where: { lowered.hasPrefix($0) }) {
            text = String(text.dropFirst(prefix.count))
        }
        text = text.trimmingCharacters(in: CharacterSet(charactersIn: " .!,;:\"'"))
        // "hi", "ok", "help" answer something else: asked again, never taken as a name.
        if notNames.contains(text.lowercased()) { return .unclear }
        let words = text.split(separator: " ")
        guard !words.isEmpty, words.count <= 3, text.count <= Self.longestName,
              !text.contains(where: { $0.isNumber || $0 == "?" || $0 == "/" || $0 == "@" })
        else { return .unclear }
        return .name(text)
    }

    /// Greetings and replies that are not a name.
    static let notNames: Set<String> = [
        "hi", "hello", "hey", "hiya", "heya", "hi there", "hey there", "hello there", "yo", "ok", "okay", "yes", "yeah", "no", "nope",
        "thanks", "thank you", "help", "what", "why", "sure", "good morning", "morning", "good evening", "evening", "hi bloom", "hey bloom", "hello bloom",
    ]

    /// The longest name the onboarding takes without asking again.
    static let longestName = 40

    /// The mode an answer names, cycle when it names none. "Trying to get pregnant" is trying
    /// to conceive, never pregnancy (`ModeAnnouncement` reads it as the chat does).
    package static func mode(from answer: String) -> Mode {
        ModeAnnouncement.mode(in: answer.lowercased()) ?? .cycle
    }

    /// Creates the profile named `name` in `mode` when `journal` has none by that name, makes it
    /// the active one, and puts it in `mode`.
    /// - Throws: `JournalFailure` when the journal refuses the name or cannot be written.
    @discardableResult
    package static func start(profileNamed name: String, mode: Mode, in journal: JournalStore, today: Day) throws -> Profile {
        try JournalFailure.classifying {
            if try journal.profile(named: name) == nil {
                _ = try journal.addProfile(Profile(name: name, mode: mode, created: today))
            }
            var profile = try journal.useProfile(named: name)
            if profile.mode != mode {
                profile.mode = mode
                try journal.updateProfile(profile)
            }
            return profile
        }
    }

    /// The day an answer names ("2026-05-01", "3 weeks ago", "due 2027-02-06"): read as past,
    /// or as future when it says "due"; then either way. Nil when it names no day.
    package static func day(in answer: String, today: Day) -> Day? {
        let normalized = TextNormalizer().normalize(answer).text
        let preference: DayPreference = answer.lowercased().contains("due") ? .future : .past
        return DayExpressionParser().firstDay(in: normalized, today: today, preference: preference)?.day
            ?? DayExpressionParser().firstDay(in: normalized, today: today, preference: .future)?.day
    }

    /// The last period's start an answer names; nil when it names no day, a day after today,
    /// or the day the period ended ("my period ended today" is no start, and today is not one).
    package static func lastPeriodStart(in answer: String, today: Day) -> Day? {
        guard !tellsOnlyAnEnd(answer) else { return nil }
        return day(in: partTellingTheStart(of: answer), today: today).flatMap { $0 <= today ? $0 : nil }
    }

    /// The part of `answer` that tells the start when it tells the end too ("my period finished
    /// yesterday, it started on thursday": the Thursday, not yesterday); the whole answer when
    /// it tells no end or no part names the start with a day.
    static func partTellingTheStart(of answer: String) -> String {
        let words = { (text: Substring) in Set(text.lowercased().split { !$0.isLetter }.map(String.init)) }
        guard !words(Substring(answer)).isDisjoint(with: endWords) else { return answer }
        let parts = answer.split(whereSeparator: { ",.;".contains($0) }).flatMap { $0.components(separatedBy: " and ") }.map { Substring($0) }
        return parts.first { !words($0).isDisjoint(with: startWords) && words($0).isDisjoint(with: endWords) }.map(String.init) ?? answer
    }

    /// The last period's start said with the purpose ("just tracking, my period started on the
    /// 2nd"): only with a word for the period. "We had sex last night" names a day, and no period.
    package static func lastPeriodStart(saidWithThePurpose answer: String, today: Day) -> Day? {
        let words = Set(answer.lowercased().split { !$0.isLetter }.map(String.init))
        guard !words.isDisjoint(with: periodWords) else { return nil }
        return lastPeriodStart(in: answer, today: today)
    }

    /// Words for a period, which a start said with the purpose needs.
    static let periodWords: Set<String> = ["period", "periods", "af", "lmp", "bleed", "bleeding", "menstruation", "menstrual", "menses", "flow"]

    /// Whether `answer` tells when a period ended and nothing of when it started.
    package static func tellsOnlyAnEnd(_ answer: String) -> Bool {
        let words = Set(answer.lowercased().split { !$0.isLetter }.map(String.init))
        return !words.isDisjoint(with: endWords) && words.isDisjoint(with: startWords)
    }

    /// Words that tell a period's end, and those that tell its start.
    static let endWords: Set<String> = ["ended", "finished", "stopped", "over", "end"]
    static let startWords: Set<String> = ["started", "start", "began", "begun", "came", "arrived"]

    /// The pregnancy a date gives: a day after today is the due date, else the last period's start.
    package static func pregnancy(from day: Day, today: Day) -> Pregnancy {
        day > today ? Pregnancy(dueDate: day) : Pregnancy(lmp: day)
    }

    /// The usual cycle length an answer gives, in days, when it is one a profile may record.
    /// A day of the month ("the 21st") or a date is not a length.
    package static func typicalCycleLength(in answer: String) -> Int? {
        let lowered = answer.lowercased()
        guard lowered.range(of: "[0-9](st|nd|rd|th)\\b", options: .regularExpression) == nil,
              !lowered.contains("started"), !lowered.contains("ago"),
              let days = Int(answer.filter(\.isNumber)), Profile.typicalCycleLengthRange.contains(days) else { return nil }
        return days
    }

    /// A usual cycle length said along with the period start ("started on the 5th, my cycles
    /// are about 30 days"): a number of days in the usual range, not "… days ago". Nil when none.
    package static func typicalCycleLength(saidWith answer: String) -> Int? {
        let words = answer.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        for (index, word) in words.enumerated() where index + 1 < words.count && ["day", "days"].contains(words[index + 1]) {
            guard let days = Int(word), Profile.typicalCycleLengthRange.contains(days) else { continue }
            if index + 2 < words.count, words[index + 2] == "ago" { continue }
            return days
        }
        return nil
    }

    /// Records the pregnancy for the profile named `name`.
    package static func record(_ pregnancy: Pregnancy, forProfileNamed name: String, in journal: JournalStore, today: Day) throws -> Logged<Pregnancy> {
        try JournalFailure.classifying {
            try journal.logPregnancy(pregnancy, for: try journal.useProfile(named: name), today: today)
        }
    }

    /// Records the usual cycle length of the profile named `name`, the prediction's prior until
    /// three cycles are logged.
    package static func recordTypicalCycleLength(_ days: Int, forProfileNamed name: String, in journal: JournalStore) throws {
        try JournalFailure.classifying {
            var profile = try journal.useProfile(named: name)
            profile.typicalCycleLength = days
            try journal.updateProfile(profile)
        }
    }
}
