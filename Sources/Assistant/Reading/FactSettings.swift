import CycleCore

/// What the fact reader needs to know beyond a clause's words: the profile's mode (someone
/// trying to conceive who says "we bd last night" had unprotected sex) and the kinds of
/// exercise it knows (`ReaderWords.exercise`), and whether the whole message speaks of
/// ovulation (then "tested positive" is no pregnancy test, `PregnancyTestFact`).
struct FactSettings {
    var mode: Mode = .cycle
    var exercise: [(id: String, words: MentionWords)] = []
    /// Whether any clause of the message speaks of ovulation or its tests ("…so when are my
    /// fertile days?"), questions included.
    var speaksOfOvulation = false
    /// Today, when known: a clause that names an earlier year tells no fact of now.
    var today: Day?
    /// What the chat's last message wrote: a message that only names a day ("and last night
    /// too") repeats it on that day, as a clause that only names a day repeats the clause
    /// before it.
    var lastWrites: [JournalWrite] = []
    /// Whether the message says the sex it tells was protected, in any clause: "we dtd twice
    /// this weekend, saturday morning and sunday night, no condom" says it once for both days.
    /// A clause's own word wins ("saturday with a condom, sunday without").
    var protectionSaid: Bool?
    /// Whether any clause of the message names a body temperature ("my temps are a mess. took
    /// it when I woke at 2pm, 36.9"): a bare reading in a body's range is one.
    var speaksOfTemperature = false
    /// The first day of the period under way (logged in the last `FactSettings.periodUnderWay`
    /// days): "flow was heavy the first 2 days" counts from it.
    var periodStart: Day?
    /// How many days after its start a logged period is still the one "the first 2 days" count from.
    static let periodUnderWay = 10

    /// The settings for `message` read for a person in `mode` on `today`.
    init(mode: Mode = .cycle, exercise: [(id: String, words: MentionWords)] = [], message: AnalyzedMessage? = nil, today: Day? = nil) {
        self.mode = mode
        self.exercise = exercise
        self.today = today
        speaksOfOvulation = message?.mentions(PregnancyTestFact.ovulationWords) ?? false
        speaksOfTemperature = message?.mentions(LogAnswers.bodyTemperatureWords) ?? false
    }

    /// Whether the day `span` of `message` names a night ("last night", "overnight", "saturday
    /// night"): a night slept is the time of its own clause, not carried to the clauses after it.
    static func isANight(_ span: EntitySpan, in message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return tokens[span.start..<min(tokens.count, span.start + span.length)].contains { ["night", "overnight", "tonight"].contains($0) }
    }

    /// Whether a day span is the night just gone or coming ("last night", "overnight",
    /// "tonight"), not a night named by its day ("saturday night").
    static func isLastNight(_ span: EntitySpan, in message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return tokens[span.start..<min(tokens.count, span.start + span.length)].contains { ["last", "overnight", "tonight"].contains($0) }
    }
}
