import Content
import CycleCore
import Foundation
import Language

/// Bloom's assistant: one message and a context in, one reply out.
///
/// A message's path: normalise → entities (days resolved against `today`) → intent →
/// follow-up resolution → input guard → the intent's handler (predictions from CycleCore,
/// records from the store, content from Knowledge) → template → output filter → `Reply`.
/// Everything it says comes from templates in `Knowledge/assistant/templates/`.
public struct Assistant: Sendable {
    public let knowledge: Knowledge
    let analyzer: MessageAnalyzer
    let classifier: IntentClassifier
    let guards: GuardScreen
    let templates: TemplateLibrary
    let topics: TopicRetriever
    let triageEngine: TriageEngine

    /// Builds the assistant from the Knowledge content and the files of `Knowledge/assistant/`
    /// (keyed by their path relative to `Knowledge/`, e.g. "assistant/intents.json").
    /// - Throws: `AssistantDataError` naming the file (and line, for templates) that is wrong.
    public init(knowledge: Knowledge, files: [String: String]) throws(AssistantDataError) {
        self.knowledge = knowledge
        do {
            let intents = try AssistantData.decode(AssistantData.IntentsFile.self, file: "assistant/intents.json", from: files)
            let guardsFile = try AssistantData.decode(AssistantData.GuardsFile.self, file: "assistant/guards.json", from: files)
            let words = try AssistantData.decode(AssistantData.WordsFile.self, file: "assistant/words.json", from: files)
            let triageFile = try AssistantData.decode(TriageFile.self, file: "triage/rules.json", from: files)
            let analyzer = MessageAnalyzer(
                knowledge: knowledge, intents: intents, guards: guardsFile,
                knownWords: words.words + Assistant.libraryWords(knowledge.topics, triage: triageFile),
                laySpellings: intents.laySpellings ?? [:]
            )
            triageEngine = try TriageEngine(file: triageFile, feverCelsius: guardsFile.feverCelsius)
            topics = TopicRetriever(knowledge: knowledge, normalizer: analyzer.normalizer)
            self.analyzer = analyzer
            var rules: [IntentClassifier.Rule] = []
            var seen: Set<String> = []
            for entry in intents.intents {
                guard seen.insert(entry.id).inserted else {
                    throw AssistantDataError(file: "assistant/intents.json", problem: "intent \(entry.id) is listed twice")
                }
                let patterns = try AssistantData.patterns(entry.patterns, file: "assistant/intents.json", owner: entry.id)
                rules.append(IntentClassifier.Rule(id: entry.id, patterns: patterns, examples: entry.examples))
            }
            classifier = IntentClassifier(rules: rules, floor: intents.confidenceFloor) { analyzer.normalizer.normalize($0).tokens }
            var guardRules: [GuardScreen.Rule] = []
            for entry in guardsFile.guards {
                guard let kind = GuardKind(rawValue: entry.id) else {
                    throw AssistantDataError(file: "assistant/guards.json", problem: "unknown guard \(entry.id)")
                }
                guardRules.append(GuardScreen.Rule(
                    kind: kind,
                    patterns: try AssistantData.patterns(entry.patterns, file: "assistant/guards.json", owner: entry.id),
                    pregnancyPatterns: try AssistantData.patterns(entry.pregnancyPatterns ?? [], file: "assistant/guards.json", owner: entry.id),
                    unless: try AssistantData.patterns(entry.unless ?? [], file: "assistant/guards.json", owner: entry.id)
                ))
            }
            let pregnancyPatterns = try AssistantData.patterns(guardsFile.pregnancyWords, file: "assistant/guards.json", owner: "pregnancyWords")
            guards = GuardScreen(rules: guardRules, feverCelsius: guardsFile.feverCelsius, pregnancyMarkers: pregnancyPatterns)
            let templateFiles = files.filter { $0.key.hasPrefix("assistant/templates/") && $0.key.hasSuffix(".tmpl") }
                .sorted { $0.key < $1.key }.map { (name: $0.key, text: $0.value) }
            do {
                templates = try TemplateLibrary(files: templateFiles)
            } catch {
                throw AssistantDataError(file: "assistant/templates", problem: error.description)
            }
        } catch let error as AssistantDataError {
            throw error
        } catch {
            throw AssistantDataError(file: "assistant", problem: "\(error)")
        }
    }

    /// The names of every intent the classifier knows, in priority order.
    public var intentNames: [String] { classifier.rules.map(\.id) }

    /// Reads a message without answering it: entities, intent and guard.
    public func understand(_ message: String, today: Day, profiles: [String] = [], pregnant: Bool = false) -> Understanding {
        let analyzed = analyzer.analyze(message, today: today, profiles: profiles)
        let classification = classifier.classify(analyzed)
        return Understanding(message: analyzed, classification: classification, guardKind: guards.screen(analyzed, pregnant: pregnant))
    }

    /// Answers one message.
    /// - Parameters:
    ///   - message: what the person typed.
    ///   - conversation: what this chat remembers; updated for follow-ups.
    ///   - store: where the person's data is read from and written to.
    ///   - today: the day to answer for.
    public func respond(to message: String, in conversation: inout Conversation, store: any AssistantStore, today: Day) -> Reply {
        let profiles = (try? store.profileNames()) ?? []
        var understanding = understand(message, today: today, profiles: profiles, pregnant: store.mode == .pregnancy)
        let followUp = FollowUp.resolve(understanding, conversation: conversation)
        understanding.classification = followUp.classification
        var context = AnswerContext(
            assistant: self, store: store, today: today, message: understanding.message,
            intent: understanding.classification.intent, conversation: conversation, followUp: followUp.kind
        )
        context.confidence = understanding.classification.confidence
        let output: AnswerOutput
        if let library = libraryAnswer(understanding, context: &context) {
            output = library
        } else if let kind = understanding.guardKind {
            output = GuardAnswers.answer(kind, context: &context)
        } else {
            output = Handlers.answer(context: &context)
        }
        conversation = context.conversation
        conversation.turn += 1
        if output.rememberIntent { conversation.lastIntent = understanding.classification.intent }
        var text = render(output, context: &context)
        var filtered = false
        if knowledge.outputFilter.check(text) != nil {
            filtered = true
            conversation.filteredCount += 1
            text = (try? templates.render("safety.filtered", attributes: context.attributes, values: context.baseValues, seed: 0))
                ?? "I can't answer that well here. Please ask a midwife, doctor or pharmacist."
        }
        var reply = Reply(
            text: text,
            intent: understanding.classification.intent,
            confidence: understanding.classification.confidence,
            guardKind: understanding.guardKind,
            entities: understanding.message.entities,
            actions: output.actions,
            filtered: filtered
        )
        reply.triage = context.triage
        reply.topic = context.topic
        return reply
    }

    /// Renders an answer's templates: the answer itself, then the not-a-clinician note when
    /// the answer is medical-adjacent.
    func render(_ output: AnswerOutput, context: inout AnswerContext) -> String {
        var values = context.baseValues
        for (key, value) in output.values { values[key] = value }
        var attributes = context.attributes
        for (key, value) in output.attributes { attributes[key] = value }
        let seed = TemplateLibrary.seed(key: output.key, day: context.today, salt: context.conversation.turn)
        var text: String
        do {
            text = try templates.render(output.key, attributes: attributes, values: values, seed: seed)
        } catch {
            text = (try? templates.render("safety.unavailable", attributes: attributes, values: values, seed: seed))
                ?? "Sorry, I could not put that answer together."
        }
        if output.medical, let note = try? templates.render("note.not_a_clinician", attributes: attributes, values: values, seed: seed) {
            text += "\n" + note
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension Assistant {
    /// Every variant of the answer `message` would get, rendered — for the template sweep test.
    /// Each element is the rendered text, or the render error's description prefixed "ERROR: ".
    func renderEveryVariant(of message: String, store: any AssistantStore, today: Day, conversation: Conversation = Conversation()) -> (key: String, texts: [String]) {
        let profiles = (try? store.profileNames()) ?? []
        let understanding = understand(message, today: today, profiles: profiles, pregnant: store.mode == .pregnancy)
        var context = AnswerContext(
            assistant: self, store: store, today: today, message: understanding.message,
            intent: understanding.classification.intent, conversation: conversation, followUp: nil
        )
        let output = understanding.guardKind.map { GuardAnswers.answer($0, context: &context) } ?? Handlers.answer(context: &context)
        var values = context.baseValues
        for (key, value) in output.values { values[key] = value }
        var attributes = context.attributes
        for (key, value) in output.attributes { attributes[key] = value }
        var keys = [output.key]
        if output.medical { keys.append("note.not_a_clinician") }
        var texts: [String] = []
        for key in keys {
            let variants = templates.variants(for: key, attributes: attributes)
            if variants.isEmpty { texts.append("ERROR: no template for \(key) with \(attributes)") }
            for variant in variants {
                do { texts.append(try variant.render(values)) } catch { texts.append("ERROR: \(key): \(error)") }
            }
        }
        return (output.key, texts)
    }
}

/// A message read by the assistant: its entities, its intent and any guard it trips.
public struct Understanding: Sendable {
    public let message: AnalyzedMessage
    public internal(set) var classification: IntentClassifier.Classification
    public let guardKind: GuardKind?
}
