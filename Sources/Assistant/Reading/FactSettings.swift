import CycleCore

/// What the fact reader needs to know beyond a clause's words: the profile's mode (someone
/// trying to conceive who says "we bd last night" had unprotected sex) and the kinds of
/// exercise it knows (`ReaderWords.exercise`).
struct FactSettings {
    var mode: Mode = .cycle
    var exercise: [(id: String, words: MentionWords)] = []

    /// Whether the day `span` of `message` names a night ("last night", "overnight"): the time
    /// of its own clause, never carried to the clauses after it.
    static func isANight(_ span: EntitySpan, in message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return tokens[span.start..<min(tokens.count, span.start + span.length)].contains { ["night", "overnight", "tonight"].contains($0) }
    }
}
