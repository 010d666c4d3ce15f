/// The key of a template group in `Knowledge/assistant/templates/*.tmpl` ("cycle.stats",
/// "log.done"): typed, so what a capability renders is declared and checked against the
/// library.
///
/// String literals still read as keys (`AnswerOutput(key: "log.done")`).
struct TemplateKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let rawValue: String

    init(rawValue: String) { self.rawValue = rawValue }
    init(_ rawValue: String) { self.rawValue = rawValue }
    init(stringLiteral value: String) { rawValue = value }

    /// The template named after an intent (most answers render the template of their intent).
    init(_ intent: IntentID) { rawValue = intent.rawValue }

    var description: String { rawValue }
}
