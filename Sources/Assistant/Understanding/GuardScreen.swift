/// The five safety guards, in the order they are checked.
package enum GuardKind: String, Sendable, Codable, CaseIterable {
    /// Red-flag symptoms: urgent care first, nothing else.
    case emergency
    /// Self-harm or harming the baby: crisis resources, kindly.
    case crisis
    /// Requests for a diagnosis: general information and a referral.
    case diagnosis
    /// Medicines and doses: refer to a clinician or pharmacist.
    case medication
    /// "Is today safe?": predictions are not contraception.
    case contraception
}

/// Screens a message for the guards before any intent handler runs.
///
/// Each guard has patterns that fire in any mode, patterns that fire only in pregnancy (when
/// the profile is pregnant or the message says so), and in pregnancy emergency also fires on
/// a temperature at or above the fever threshold.
package struct GuardScreen: Sendable {
    package struct Rule: Sendable {
        package let kind: GuardKind
        package let patterns: [Pattern]
        package let pregnancyPatterns: [Pattern]
        /// Patterns that cancel this guard ("moving more", "no bleeding").
        package let unless: [Pattern]
        /// Figures of speech that cancel one pattern only: "ending things" does not count in
        /// "ending things with my boyfriend", while any other pattern in the message still does.
        package let exceptions: [Pattern: [Pattern]]
    }

    /// Rules in the order they are checked (crisis before emergency: both are urgent, and a
    /// person in crisis needs that answer first).
    package let rules: [Rule]
    package let feverCelsius: Double
    /// Words and phrases that mark a message as about a pregnancy.
    package let pregnancyMarkers: [Pattern]

    /// All patterns of all rules (each rule's patterns, pregnancy patterns and exceptions) in
    /// one indexed list, so a message only tries the patterns that could match it.
    private let all: [Pattern]
    private let index: PatternIndex
    /// `pregnancyMarkers` indexed the same way: a message tries only the markers it could match.
    private let markerIndex: PatternIndex
    /// For each rule: the ranges of `all` holding its patterns, pregnancy patterns and exceptions.
    private let ranges: [(patterns: Range<Int>, pregnancy: Range<Int>, unless: Range<Int>)]
    /// For each pattern of `all`: the figures of speech that cancel it (its rule's
    /// `exceptions` for it), looked up by position rather than by hashing the pattern.
    private let exceptionsAt: [[Pattern]]

    package init(rules: [Rule], feverCelsius: Double, pregnancyMarkers: [Pattern]) {
        self.rules = rules
        self.feverCelsius = feverCelsius
        self.pregnancyMarkers = pregnancyMarkers
        var all: [Pattern] = []
        var ranges: [(Range<Int>, Range<Int>, Range<Int>)] = []
        for rule in rules {
            let a = all.count; all += rule.patterns
            let b = all.count; all += rule.pregnancyPatterns
            let c = all.count; all += rule.unless
            ranges.append((a..<b, b..<c, c..<all.count))
        }
        var exceptionsAt = [[Pattern]](repeating: [], count: all.count)
        // Each exception's pattern found among its rule's (compared, not hashed: hashing each
        // of a rule's patterns to look it up cost more than the few exceptions there are).
        for (rule, range) in zip(rules, ranges) {
            for (pattern, exceptions) in rule.exceptions {
                for position in range.0.lowerBound..<range.1.upperBound where all[position] == pattern { exceptionsAt[position] = exceptions }
            }
        }
        self.exceptionsAt = exceptionsAt
        self.all = all
        self.ranges = ranges
        self.index = PatternIndex(all)
        self.markerIndex = PatternIndex(pregnancyMarkers)
    }

    /// Whether `message` is about a pregnancy: the profile is pregnant, or the message names
    /// a pregnancy week or a pregnancy word.
    package func isAboutPregnancy(_ message: AnalyzedMessage, pregnant: Bool) -> Bool {
        if pregnant || message.first(.week) != nil { return true }
        let markers = markerIndex.candidates(for: message).filter { pregnancyMarkers[$0].match(message) != nil }
        guard !markers.isEmpty else { return false }
        // "Could I still be pregnant?" wonders about a pregnancy: it is not about one under way.
        let others = markers.contains { !["pregnant", "pregnancy"].contains(pregnancyMarkers[$0].description) }
        return !PregnancyMention.isOnlyAPossibility(message.normalized.tokens, otherMarkers: others)
    }

    /// Words of a fever that, in a pregnancy or the year after, make a reading from the fever
    /// threshold an emergency ("temp 38.1, shivery").
    static let feverWords: MentionWords = WordList.guardScreenFeverWords.mentionWords

    /// The guard `message` trips, if any.
    /// - Parameters:
    ///   - pregnant: whether the active profile is in pregnancy mode.
    ///   - skipping: a guard not to check (the crisis guard, once the crisis it found was read
    ///     as someone else's or past: `CrisisPlacement`).
    ///   - readingPregnancy: whether a pregnancy the message names counts (false: only
    ///     `pregnant` does, as triage has read it: "took the morning-after pill, no withdrawal
    ///     bleed yet" names no pregnancy under way).
    package func screen(_ message: AnalyzedMessage, pregnant: Bool, skipping: GuardKind? = nil, readingPregnancy: Bool = true) -> GuardKind? {
        let aboutPregnancy = readingPregnancy ? isAboutPregnancy(message, pregnant: pregnant) : pregnant
        // The few patterns the message matches (most messages: none), by position in `all`.
        let matched = index.candidates(for: message).filter { all[$0].match(message) != nil }
        // A pattern counts unless one of its own figures of speech is in the message.
        func counts(_ positions: Range<Int>) -> Bool {
            matched.contains { positions.contains($0) && !exceptionsAt[$0].contains { $0.match(message) != nil } }
        }
        for (position, rule) in rules.enumerated() where rule.kind != skipping {
            let range = ranges[position]
            if matched.contains(where: range.unless.contains) { continue }
            if counts(range.patterns) { return rule.kind }
            if aboutPregnancy, counts(range.pregnancy) { return rule.kind }
            // A fever is a red flag in pregnancy and the year after (CDC's urgent maternal warning
            // signs); otherwise the triage rules read it with what comes with it (bleeding,
            // pelvic pain, a tampon in, pain when peeing).
            if rule.kind == .emergency, aboutPregnancy, let reading = message.first(.temperature)?.value, reading >= feverCelsius,
               message.mentions(GuardScreen.feverWords) || reading >= 38.5 {
                return .emergency
            }
        }
        return nil
    }

    /// The patterns of `message` that count for `kind` (its phrases, and its pregnancy phrases
    /// when `pregnant`), as written in `guards.json`: for diagnostics and tests.
    func matchedPatterns(_ message: AnalyzedMessage, kind: GuardKind, pregnant: Bool) -> [String] {
        guard let position = rules.firstIndex(where: { $0.kind == kind }) else { return [] }
        let range = ranges[position]
        let candidates = index.candidates(for: message).filter { all[$0].match(message) != nil }
        return candidates.filter { range.patterns.contains($0) || pregnant && range.pregnancy.contains($0) }
            .filter { !exceptionsAt[$0].contains { $0.match(message) != nil } }
            .map { all[$0].description }
    }

    /// The exceptions of a guard in `guards.json`, keyed by the pattern they cancel, which
    /// must be one of the guard's own patterns.
    static func exceptions(_ entry: AssistantData.GuardEntry, cache: inout Pattern.ElementCache) throws -> [Pattern: [Pattern]] {
        var exceptions: [Pattern: [Pattern]] = [:]
        let own = Set(entry.patterns + (entry.pregnancyPatterns ?? []))
        for exception in entry.exceptions ?? [] {
            guard own.contains(exception.pattern) else {
                throw AssistantDataError(file: "assistant/guards.json", problem: "\(entry.id): the exception for '\(exception.pattern)' names no pattern of this guard")
            }
            let pattern = try AssistantData.patterns([exception.pattern], file: "assistant/guards.json", owner: entry.id).first!
            exceptions[pattern, default: []] += try AssistantData.patterns(exception.unless, file: "assistant/guards.json", owner: entry.id, cache: &cache)
        }
        return exceptions
    }
}
