/// The id of an intent ("cycle.next_period", "log.symptom", "topic.general"): typed, so an
/// intent is never confused with a template key or any other string.
///
/// Code names an intent by its generated id (`.cycleStats`, from `IntentID+Generated.swift`,
/// which `swift run KnowledgeCompiler` writes from `Knowledge/assistant/intents.json`): a string
/// is not an intent id, so an id that is not in the file does not compile. `init(_:)` reads
/// the ids the classifier and the dialogue state hand over at run time.
struct IntentID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    let rawValue: String

    init(rawValue: String) { self.rawValue = rawValue }
    init(_ rawValue: String) { self.rawValue = rawValue }

    var description: String { rawValue }

    /// Whether the id starts with `prefix` ("cycle.", "topic.").
    func hasPrefix(_ prefix: String) -> Bool { rawValue.hasPrefix(prefix) }
}

extension IntentID {
    // Intents the classifier or the dialogue produce that are not in intents.json.
    /// Several loggable things said at once ("cramps and a headache").
    static let logItems = IntentID(rawValue: "log.items")
    /// "No, it was yesterday": moves the last message's entries.
    static let logCorrectDay = IntentID(rawValue: "log.correct_day")
    /// When the period ends.
    static let cyclePeriodEnd = IntentID(rawValue: "cycle.period_end")
    /// A topic about the profile's mode.
    static let topicMode = IntentID(rawValue: "topic.mode")
    /// A pregnancy test's result.
    static let topicPregnancyTest = IntentID(rawValue: "topic.pregnancy_test")
    /// The classifier could not choose (`IntentClassifier.notSure`).
    static let notSure = IntentID(rawValue: IntentClassifier.notSure)
    /// Outside what Bloom does (`IntentClassifier.outOfScope`).
    static let outOfScope = IntentID(rawValue: IntentClassifier.outOfScope)
}
