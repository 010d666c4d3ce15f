/// The id of an intent ("cycle.next_period", "log.symptom", "topic.general"): typed, so an
/// intent is never confused with a template key or any other string.
///
/// String literals still read as intent ids (`context.intent == "cycle.stats"`).
struct IntentID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let rawValue: String

    init(rawValue: String) { self.rawValue = rawValue }
    init(_ rawValue: String) { self.rawValue = rawValue }
    init(stringLiteral value: String) { rawValue = value }

    var description: String { rawValue }

    /// Whether the id starts with `prefix` ("cycle.", "topic.").
    func hasPrefix(_ prefix: String) -> Bool { rawValue.hasPrefix(prefix) }
}
