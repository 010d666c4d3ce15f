/// Something that renders answer templates: it declares every key it may render, so the
/// registry can check each one has a template in `Knowledge/assistant/templates/`.
protocol RendersTemplates: Sendable {
    /// Every template key this type's answers may carry (the answer's key and its footers).
    static var templateKeys: [TemplateKey] { get }
}

/// One thing the assistant can do (cycle questions, logging, pregnancy, …): the intents it
/// answers, the templates it renders, and its answer.
///
/// A capability registers itself by being listed once in `CapabilityRegistry.all`; the
/// assistant then routes its intents to it. It answers from `AnswerContext` alone: the message
/// has already been analysed and screened by the guards.
protocol Capability: RendersTemplates {
    /// The intents this capability answers, exactly.
    static var intents: [IntentID] { get }
    /// Open-ended families of intents this capability answers, as prefixes ("topic.").
    static var intentPrefixes: [String] { get }
    /// The answer to `context.intent`.
    static func answer(_ context: inout AnswerContext) -> AnswerOutput
}

extension Capability {
    static var intentPrefixes: [String] { [] }
}
