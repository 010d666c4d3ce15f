import Language

/// The key of a template group in `Knowledge/assistant/templates/*.tmpl` ("cycle.stats",
/// "log.done"): typed, so what a capability renders is declared and checked against the
/// library.
///
/// Code names a key by its generated constant (`AnswerOutput(key: .logDone)`, from
/// `TemplateKey+Generated.swift`), so a key that has no template does not compile. A key is
/// made from a string only where it is built at run time: from an intent (`TemplateKey(intent)`)
/// or from a family of keys and a value (`TemplateKey("triage.\(level.rawValue)")`).
struct TemplateKey: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    let rawValue: String

    init(rawValue: String) { self.rawValue = rawValue }
    init(_ rawValue: String) { self.rawValue = rawValue }

    /// The template named after an intent (most answers render the template of their intent).
    init(_ intent: IntentID) { rawValue = intent.rawValue }

    var description: String { rawValue }
}

extension TemplateLibrary {
    /// Renders one variant of the template of `key` (`render(_:attributes:values:seed:)` of its
    /// raw value).
    /// - Throws: `unknownKey`, `noMatchingGroup`, or the variant's render error.
    func render(_ key: TemplateKey, attributes: [String: String] = [:], values: [String: TemplateValue], seed: UInt64 = 0) throws(TemplateError) -> String {
        try render(key.rawValue, attributes: attributes, values: values, seed: seed)
    }
}
