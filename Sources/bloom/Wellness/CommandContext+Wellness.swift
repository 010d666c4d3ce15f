import CycleCore
import Journal
import JournalAdapters
import Wellness

extension CommandContext {
    /// The wellness history of the chosen profile covering the `days` days ending today, with
    /// `--age` and `--max-hr`; an empty history (every score "data unavailable") without a journal.
    func wellnessHistory(days: Int) throws -> (profile: String?, history: WellnessHistory, today: Day) {
        let today = try today()
        let heart = HeartProfile(age: try arguments.integer("--age", in: 10...100),
                                 maximumHeartRate: try arguments.integer("--max-hr", in: 100...240).map(Double.init))
        guard let (store, profile) = try journalForReading() else { return (nil, WellnessHistory([], heart: heart), today) }
        let history = try journalErrors {
            try JournalWellness.history(of: profile, in: store, from: today - (days - 1), through: today, heart: heart)
        }
        return (profile.name, history, today)
    }
}

/// Options shared by the wellness commands.
enum WellnessOptions {
    static let age = OptionSpec.value("--age", "YEARS", "your age, for an estimated maximum heart rate when none is recorded")
    static let maxHR = OptionSpec.value("--max-hr", "BPM", "a maximum heart rate you measured")
    static let json = OptionSpec.flag("--json", "print the result as JSON")
    static let days = OptionSpec.value("--days", "N", "the trend window: 7, 30 or 90 days (default 7)")

    /// `--days`: 7, 30 or 90.
    static func days(_ arguments: ParsedArguments, default fallback: Int = 7) throws -> Int {
        guard let text = arguments.value("--days") else { return fallback }
        guard let days = Int(text), [7, 30, 90].contains(days) else { throw CLIError.usage("--days takes 7, 30 or 90, not '\(text)'") }
        return days
    }
}
