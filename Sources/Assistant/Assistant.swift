import Content
import CycleCore
import DayModel
import Foundation
import IntentModel
import Language

/// Bloom's assistant: one message and a context in, one reply out.
///
/// A message's path: normalise → entities (days resolved against `today`) → intent →
/// follow-up resolution → input guard → the intent's handler (predictions from CycleCore,
/// records from the store, content from Knowledge) → template → output filter → `Reply`.
/// Everything it says comes from templates in `Knowledge/assistant/templates/`.
package struct Assistant: Sendable {
    package let knowledge: Knowledge
    let analyzer: MessageAnalyzer
    let classifier: IntentClassifier
    let guards: GuardScreen
    let templates: TemplateLibrary
    /// The topic retriever, made when a message first needs the library (a cycle question
    /// never reads the topic files).
    private let topicRetriever: OnFirstUse<TopicRetriever>
    var topics: TopicRetriever { topicRetriever.value }
    let triageEngine: TriageEngine
    /// The learned second look for a crisis the guard's phrases miss (`CrisisCheck`).
    let crisisCheck: CrisisCheck
    /// The learned safety net under the triage rules (`EmergencyTraining`): concerned by a red
    /// flag said in words no rule holds.
    let emergencyModel: IntentModel
    /// Reads what kind of answer a message gets (`Route`), before any capability.
    let routeReader: RouteReader
    /// Reads whose a crisis said in a message is, and when (`CrisisPlacement`).
    let crisisPlacement: CrisisPlacement
    /// The day model of the last message, for the next one with the same journal and day.
    let dayMemo = DayMemo()

    /// Builds the assistant from the Knowledge content and the files of `Knowledge/assistant/`
    /// (keyed by their path relative to `Knowledge/`, e.g. "assistant/intents.json").
    /// - Throws: `AssistantDataError` naming the file (and line, for templates) that is wrong.
    ///   Every intent must have a capability and every key a capability declares a template.
    package init(knowledge: Knowledge, files: [String: String]) throws(AssistantDataError) {
        try self.init(knowledge: knowledge, files: files, checkingCapabilities: true)
    }

    /// - Parameter decoding: `files` already being decoded (nil: start now).
    init(knowledge: Knowledge, files: [String: String], checkingCapabilities: Bool, decoding: StartupDecoding? = nil) throws(AssistantDataError) {
        let decoding = decoding ?? StartupDecoding(decodingFrom: files)
        // The intents', guards' and triage rules' patterns share their words: each is read once;
        // and when the compiled patterns are those of these files (`decoding` reads them), none
        // is parsed at all.
        var elements = Pattern.ElementCache()
        try self.init(knowledge: knowledge, files: files, checkingCapabilities: checkingCapabilities, elements: &elements, decoding: decoding)
    }

    /// `init(knowledge:files:checkingCapabilities:decoding:)`, reading every pattern through
    /// `elements`, and through the compiled patterns `decoding` read, if it read any.
    init(knowledge: Knowledge, files: [String: String], checkingCapabilities: Bool, elements: inout Pattern.ElementCache,
         decoding: StartupDecoding? = nil) throws(AssistantDataError) {
        // The models decode on other threads while the analyser, guards and triage rules are read here.
        let decoding = decoding ?? StartupDecoding(decodingFrom: files, patterns: false)
        self.knowledge = knowledge
        do {
            var decodedTriage: TriageFile?
            let (analyzer, intents, guardsFile) = try Assistant.makeAnalyzer(knowledge: knowledge, files: files, triage: &decodedTriage)
            let triageFile = try decodedTriage ?? AssistantData.decode(TriageFile.self, file: "triage/rules.json", from: files)
            let compiled = try decoding.compiledPatterns()
            if !compiled.isEmpty { elements.compiled = compiled }
            triageEngine = try TriageEngine(file: triageFile, feverCelsius: guardsFile.feverCelsius, cache: &elements)
            let normalizer = analyzer.normalizer
            // The topic index is read from its precomputed file (or built) on the first topic
            // question, unless `decoding` is already reading it on another thread.
            let precomputedIndex = files[TopicIndex.precomputedPath]
            topicRetriever = OnFirstUse {
                TopicRetriever(knowledge: knowledge, normalizer: normalizer, precomputed: precomputedIndex, readAhead: decoding.precomputedTopicIndex)
            }
            self.analyzer = analyzer
            let rules = try Assistant.intentRules(intents, cache: &elements)
            var guardRules: [GuardScreen.Rule] = []
            for entry in guardsFile.guards {
                guard let kind = GuardKind(rawValue: entry.id) else {
                    throw AssistantDataError(file: "assistant/guards.json", problem: "unknown guard \(entry.id)")
                }
                guardRules.append(GuardScreen.Rule(
                    kind: kind,
                    patterns: try AssistantData.patterns(entry.patterns, file: "assistant/guards.json", owner: entry.id, cache: &elements),
                    pregnancyPatterns: try AssistantData.patterns(entry.pregnancyPatterns ?? [], file: "assistant/guards.json", owner: entry.id, cache: &elements),
                    unless: try AssistantData.patterns(entry.unless ?? [], file: "assistant/guards.json", owner: entry.id, cache: &elements),
                    exceptions: try GuardScreen.exceptions(entry, cache: &elements)
                ))
            }
            let pregnancyPatterns = try AssistantData.patterns(guardsFile.pregnancyWords, file: "assistant/guards.json", owner: "pregnancyWords", cache: &elements)
            guards = GuardScreen(rules: guardRules, feverCelsius: guardsFile.feverCelsius, pregnancyMarkers: pregnancyPatterns)
            let templateFiles = files.filter { $0.key.hasPrefix("assistant/templates/") && $0.key.hasSuffix(".tmpl") }
                .sorted { $0.key < $1.key }.map { (name: $0.key, text: $0.value) }
            do {
                // Each key is parsed when first rendered; `problems` checks them all.
                templates = try TemplateLibrary(parsingOnFirstUse: templateFiles)
            } catch {
                throw AssistantDataError(file: "assistant/templates", problem: error.description)
            }
            // Last, so the models had the whole of the above to decode in.
            let readingNames = try Assistant.readingNames(files: files)
            classifier = IntentClassifier(rules: rules, model: try decoding.intent(), readingNames: readingNames)
            let readerWords = try ReaderWords(files: files)
            let crisisWords = Set(try CrisisCheck.words(files: files))
            crisisPlacement = try CrisisPlacement(files: files, crisisWords: crisisWords, pastTime: readerWords.pastTime)
            crisisCheck = CrisisCheck(model: try decoding.crisis(), words: crisisWords, means: crisisPlacement.means)
            routeReader = RouteReader(words: readerWords)
            guard crisisCheck.model.hasher == classifier.model.hasher else {
                throw AssistantDataError(file: CrisisTraining.modelPath, problem: "its features differ from the intent model's: run `swift run IntentTrainer`")
            }
            emergencyModel = try decoding.emergency()
            guard emergencyModel.hasher == classifier.model.hasher else {
                throw AssistantDataError(file: EmergencyTraining.modelPath, problem: "its features differ from the intent model's: run `swift run IntentTrainer`")
            }
            if checkingCapabilities { try Assistant.checkCapabilities(intents: rules.map { IntentID($0.id) }, templates: templates) }
        } catch let error as AssistantDataError {
            throw error
        } catch {
            throw AssistantDataError(file: "assistant", problem: "\(error)")
        }
    }

    /// What an assistant is built for, which shapes its start-up.
    package enum Use: Sendable {
        /// One message, then the process ends (`bloom ask`): the learned models are read in
        /// place (`IntentModel(staticText:)`) and their rows found by binary search, so start-up
        /// decodes almost none of them and builds no hash table, at the cost of more work for
        /// each message scored (which one message does not notice).
        case oneQuestion
        /// A chat: the models are decoded into arrays while the rest is built (the cheapest
        /// scoring for every message after).
        case conversation
    }

    /// The assistant over the built-in Knowledge (`Knowledge.load()` and `EmbeddedFiles.all`),
    /// built on first use and kept for the process, like the Knowledge it reads: a command
    /// that asks one question never spends time taking it apart again on the way out.
    /// - Throws: `AssistantDataError` when the built-in files are broken (the tests build it).
    package static func builtIn(for use: Use = .conversation) throws(AssistantDataError) -> Assistant {
        switch use {
        case .oneQuestion: try builtInForOneQuestion.get()
        case .conversation: try builtInCopy.get()
        }
    }

    private static let builtInCopy = Result { () throws(AssistantDataError) -> Assistant in try makeBuiltIn(modelsInPlace: false) }
    private static let builtInForOneQuestion = Result { () throws(AssistantDataError) -> Assistant in try makeBuiltIn(modelsInPlace: true) }

    private static func makeBuiltIn(modelsInPlace: Bool) throws(AssistantDataError) -> Assistant {
        let knowledge: Knowledge
        do {
            knowledge = try Knowledge.load()
        } catch {
            throw AssistantDataError(file: "Knowledge", problem: "\(error)")
        }
        // The models, the patterns and the topic index start decoding first: on other cores,
        // while the rest is read here.
        let decoding = StartupDecoding(decodingFrom: EmbeddedFiles.all, topicsOf: knowledge, modelsInPlace: modelsInPlace)
        // The built-in files cannot change after the build, and a test checks their
        // capabilities (`CapabilityRegistryTests`): not again at every start-up.
        return try Assistant(knowledge: knowledge, files: EmbeddedFiles.all, checkingCapabilities: false, decoding: decoding)
    }

    /// The names of every intent the classifier knows, in priority order.
    package var intentNames: [String] { classifier.rules.map(\.id) }

    /// The most words a statement may have for a medicine taken beside what it logs to leave
    /// the medicine guard out ("ugh, proper cramps now, had to take 2 ibuprofen").
    static let longestLogBesideAMedicine = 20

    /// Reads a message without answering it: what it does (its speech act, clause by clause),
    /// entities, intent and guard.
    /// - Parameter anchoredBy: words that anchor a fact from outside the message (`FactAnchors`):
    ///   "period" when the message before wrote a period starting today.
    package func understand(_ message: String, today: Day, profiles: [String] = [], pregnant: Bool = false, anchoredBy: [String] = []) -> Understanding {
        // "Question: white discharge…": an enquiry asks with every clause, and its labels say nothing.
        let enquiry = EnquiryHeading(message)
        // An aside ("…if I'm honest", "…if that helps?") comments on what is said: the whole
        // message is read without it, as each clause is, so the intent model does not take its
        // "if" for a condition ("is 37.9 classed as a fever if im honest" was out of scope).
        let message = SpeechActReader.withoutAsides(enquiry?.text ?? message)
        // The message's clauses and sentences are read again apart: each word is read once.
        var memo = TextNormalizer.Memo()
        let analyzed = analyzer.analyze(analyzer.normalizer.normalize(message, memo: &memo), today: today, profiles: profiles, context: anchoredBy)
        let features = classifier.features(analyzed)
        var classification = classifier.classify(features: features)
        if let request = lastSentenceReading(message, whole: classification, today: today, profiles: profiles, memo: &memo) { classification = request }
        let whole = TextTrimming.trimmed(message)
        // Each clause's words are read at once, its entities only when its act needs them.
        let analyzer = self.analyzer
        // A fact's anchor may stand in the clause either side ("period came today, heavy"), not
        // anywhere in a long message ("no period for seven months, not pregnant, I have some
        // slight discomfort" names no flow).
        let neighbourhoods = clauseNeighbourhoods(message, memo: &memo)
        let speech = SpeechActReader(readsEveryClauseAsAsked: enquiry != nil).read(message) { clause in
            clause == whole ? analyzed.normalized : analyzer.normalizer.normalize(clause, memo: &memo)
        } analyze: { clause, normalized in
            clause == whole ? analyzed : analyzer.analyze(normalized, today: today, profiles: profiles, context: (neighbourhoods[clause] ?? analyzed.normalized.tokens) + anchoredBy)
        }
        var guardKind = guards.screen(analyzed, pregnant: pregnant)
        // "Ugh, proper cramps now, had to take 2 ibuprofen": the medicine guard answers a question
        // about medicines; a statement that tells something to log beside a medicine taken asks
        // for none, and what it tells is logged. (A long story of what a doctor prescribed is
        // history, not a day's log: the guard stays.)
        if guardKind == .medication, !message.contains("?"), analyzed.normalized.tokens.count <= Assistant.longestLogBesideAMedicine,
           !speech.clauses.contains(where: { [.question, .request, .hypothetical, .instruction].contains($0.act) }),
           speech.clauses.contains(where: { [.log, .unclear].contains($0.act) && SpeechActReader.loggableKinds.contains(where: $0.message.hasEntity) }) {
            guardKind = guards.screen(analyzed, pregnant: pregnant, skipping: .medication)
        }
        // "No bleeding, just mild cramps": a red flag the message denies is not one.
        if guardKind == .emergency, let kept = TriageNegation.withoutDenied(analyzed.normalized.tokens) {
            guardKind = guards.screen(analyzer.analyze(kept.joined(separator: " "), today: today, profiles: profiles),
                                      pregnant: pregnant || guards.isAboutPregnancy(analyzed, pregnant: false))
        }
        // "We had sex on Saturday without a condom": the contraception guard answers a question
        // about safe days; a statement asks for none.
        if guardKind == .contraception, !message.contains("?"),
           !speech.clauses.contains(where: { [.question, .request, .hypothetical].contains($0.act) }) {
            guardKind = guards.screen(analyzed, pregnant: pregnant, skipping: .contraception)
        }
        // "My friend told me she feels suicidal, how can I help her?": the crisis the guard's
        // phrases found is someone else's, past and over, a topic or an accident.
        var placedElsewhere: CrisisPlacement.Place?
        if guardKind == .crisis, let place = crisisPlacedElsewhere(speech, text: message, tokens: analyzed.normalized.tokens, pregnant: pregnant, guardTripped: true, today: today) {
            placedElsewhere = place
            guardKind = guards.screen(analyzed, pregnant: pregnant, skipping: .crisis)
        }
        var understanding = Understanding(message: analyzed, classification: classification, guardKind: guardKind, speech: speech)
        understanding.crisisPlacedElsewhere = placedElsewhere
        understanding.features = features
        // The medicine, diagnosis and contraception guards shape an answer; a crisis said in the
        // same message ("…if i was gone for good. can i take gaviscon") still gets the support line.
        if guardKind != .crisis, placedElsewhere == nil {
            var probability = crisisCheck.probability(features)
            // "Crampy since lunch, took 2 paracetamol": the crisis lines the check learned from
            // name medicines too, so an ordinary dose taken for a pain is left out of what it
            // reads; whatever else concerns it still does.
            let onlyAnOrdinaryDose = crisisCheck.namesOnlyAnOrdinaryDose(analyzed.normalized.tokens)
            if onlyAnOrdinaryDose {
                let rest = CrisisCheck.leavingOutDoses(analyzed.normalized.tokens).joined(separator: " ")
                probability = crisisCheck.probability(classifier.features(analyzer.analyze(rest, today: today, profiles: profiles)))
            }
            var onlyASentence = false
            if probability < crisisCheck.model.accept {
                let sentence = mostConcerningSentence(message, today: today, profiles: profiles, leavingOutDoses: onlyAnOrdinaryDose, memo: &memo)
                onlyASentence = sentence >= crisisCheck.model.accept
                probability = max(probability, sentence)
            }
            let asked = speech.clauses.contains { $0.act == .question } || message.contains("?")
            var finding = crisisCheck.finding(probability, tokens: analyzed.normalized.tokens,
                                              asked: asked,
                                              asksHowLethal: crisisPlacement.has(analyzed.normalized.tokens, "lethality"),
                                              onlyASentence: onlyASentence)
            // "What's the least painful way to give birth?": a question in no words of harm that
            // the library answers squarely and strongly gets its topic, with the support line
            // after it. The bar is higher than for the support line alone: "would anyone notice
            // if I never came back" meets a topic on "coming back" at a score near 5.
            if finding == .crisis, asked, !crisisCheck.namesWordsOfHarm(analyzed.normalized.tokens),
               !crisisPlacement.has(analyzed.normalized.tokens, "lethality"),
               libraryAnswersSquarely(analyzed, mode: pregnant ? .pregnancy : .cycle, pregnantNow: pregnant, score: Assistant.scoreThatOutweighsConcern) {
                finding = .concerning
            }
            // "We did last night and will again tonight" (told of sex while trying): in no words
            // of harm, a message the person tells only as "we", and that the classifier reads as
            // a log of what was done, is a couple's day, not a crisis. Crisis lines in no words of
            // harm speak of the person ("I", "me"); "…so we both go" is no log and is kept.
            if finding != .none, !crisisCheck.namesWordsOfHarm(analyzed.normalized.tokens),
               CrisisCheck.speaksOnlyAsWe(analyzed.normalized.tokens), classification.intent.hasPrefix("log.") {
                finding = .none
            }
            // "Restless legs again tonight, keep having to get up and walk about": in no words of
            // harm, a message that names a symptom of the body and that the classifier reads as a
            // symptom logged tells a day's symptom; the check heard "walk" and "keep". (A mood
            // named, "empty", "numb", is not such a symptom and stays; so does a message that
            // takes something or cannot cope, "swallowed the rest of the co-codamol strip…
            // couldnt cope anymore, feel weird and floaty", a longer message, "my hips ache and
            // I can't sleep and I don't want to see the other side of the birth…", and one with
            // a clause that is not a day's statement.)
            if finding != .none, !crisisCheck.namesWordsOfHarm(analyzed.normalized.tokens), !CrisisCheck.namesTakingOrCoping(analyzed.normalized.tokens),
               classification.intent == IntentID.logSymptom.rawValue, analyzed.normalized.tokens.count <= CrisisCheck.longestDaysSymptom,
               analyzed.hasEntity(.symptom), !analyzed.hasEntity(.mood), speech.clauses.allSatisfy({ $0.act == .log }) {
                finding = .none
            }
            // "Headache so took 2 paracetamol, thinking about taking the rest": more of a
            // medicine the person means to take gets the support line in any words.
            if finding == .none, CrisisCheck.meansToTakeMore(analyzed.normalized.tokens, means: crisisCheck.means) { finding = .concerning }
            if finding != .none, let place = crisisPlacedElsewhere(speech, text: message, tokens: analyzed.normalized.tokens, pregnant: pregnant, guardTripped: false, today: today) {
                understanding.crisisPlacedElsewhere = place
                finding = .none
            }
            switch finding {
            // A crisis in words of harm, death or an ending: the crisis reply first, as the guard
            // gives it (before an emergency too).
            case .crisis: understanding.guardKind = .crisis
            case .concerning where guardKind != .emergency: understanding.crisisConcern = true
            case .concerning, .none: break
            }
        }
        return understanding
    }

    /// The score a topic needs to answer a question the crisis check is concerned by, in no
    /// words of harm, in place of the crisis reply (the pain-relief topic scores 9.3 for "the
    /// least painful way to give birth"; stray matches on a crisis line score about 5 to 6).
    static let scoreThatOutweighsConcern = 8.0

    /// For each clause of a message of several, the words of the clauses either side of it:
    /// where a fact's anchor word may stand (`FactAnchors`).
    func clauseNeighbourhoods(_ message: String, memo: inout TextNormalizer.Memo) -> [String: [String]] {
        let pieces = SpeechActReader.split(message)
        guard pieces.count > 1 else { return [:] }
        let words = pieces.map { analyzer.normalizer.normalize($0.text, memo: &memo).tokens }
        var neighbourhoods: [String: [String]] = [:]
        // "Period came today, 6 days early, light so far": a short clause that only tells how
        // early or late, or which day of the cycle, stands between a fact and its anchor without
        // parting them. ("And lasts five days" tells a length: "my period is usually heavy and
        // lasts five days. this month it came light" compares a past period with the usual.)
        // "Period turned up early!! about an hour ago, light so far": nor does one that only
        // says how long ago.
        // "Almost a whole week early": words that only hedge or stress the count count for nothing.
        func onlyCounts(_ index: Int) -> Bool {
            let counting = words[index].filter { !Assistant.countHedges.contains($0) }
            return counting.count <= Assistant.shortCountingClause && counting.contains { Int($0) != nil || Assistant.countWords.contains($0) }
                && counting.contains(where: Assistant.timingWords.contains)
                || SpeechActReader.tellsOnlyHowLongAgo(words[index])
        }
        for index in pieces.indices {
            var before = index > 0 ? words[index - 1] : []
            if index > 1, onlyCounts(index - 1) { before = words[index - 2] + before }
            // "Period arrived yesterday, it was light yesterday and today its medium": a clause
            // that speaks of "it" after one that did too speaks of what that one did, so the
            // anchor before them both reaches it.
            if index > 1, words[index].contains(where: Assistant.referringWords.contains), words[index - 1].contains(where: Assistant.referringWords.contains) {
                before = words[index - 2] + before
            }
            var after = index + 1 < pieces.count ? words[index + 1] : []
            if index + 2 < pieces.count, onlyCounts(index + 1) { after += words[index + 2] }
            neighbourhoods[pieces[index].text, default: []] += before + after
        }
        return neighbourhoods
    }

    /// Words by which a clause speaks of what the clause before it named ("it was light").
    static let referringWords: Set<String> = ["it", "its"]

    /// The longest clause read as only counting ("6 days early", "cd 2").
    static let shortCountingClause = 4
    /// Words of a counting clause that tell when ("6 days early", "cd 2", "day 3").
    static let timingWords: Set<String> = ["early", "late", "overdue", "cd", "day", "dpo"]
    /// Number words a counting clause may use instead of digits ("a week early": one week).
    static let countWords: Set<String> = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "few", "couple", "a"]
    /// Words that hedge or stress a count without counting ("almost a whole week early").
    static let countHedges: Set<String> = ["almost", "nearly", "about", "around", "like", "over", "just", "whole", "full", "good", "only"]

    /// Answers one message.
    /// - Parameters:
    ///   - message: what the person typed.
    ///   - conversation: what this chat remembers; updated for follow-ups.
    ///   - store: where the person's data is read from and written to.
    ///   - today: the day to answer for.
    package func respond(to message: String, in conversation: inout Conversation, store: any AssistantStore, today: Day) -> Reply {
        var turn = Turn(message: message, store: store, today: today, conversation: conversation)
        walk(&turn)
        conversation = turn.conversation
        return turn.finished!
    }

    /// The level of care a reply carries: a crisis always gets the emergency level with
    /// support; otherwise triage's level for a situation described now (nil for a question
    /// asked in general, which triage answered with what to do if it happens).
    static func care(_ understanding: Understanding, triage: TriageAssessment?) -> Reply.Care? {
        if understanding.guardKind == .crisis {
            let overdose = GuardAnswers.tookAnOverdose(understanding.message)
            return Reply.Care(level: .ambulance, reason: overdose ? "an overdose needs emergency care even before it causes symptoms"
                                                                 : "thoughts of harming yourself or someone else need support right now",
                              rule: "crisis")
        }
        guard let triage, triage.askedAheadOf == nil else { return nil }
        return Reply.Care(level: triage.level, reason: triage.reason, rule: triage.rule)
    }

    /// The other profile a cycle or pregnancy question names, with its day inputs, when the
    /// message names a profile that is not the active one.
    func otherProfile(named understanding: Understanding, store: any AssistantStore) -> (name: String, inputs: DayInputs)? {
        let intent = understanding.classification.intent
        guard intent.hasPrefix("cycle.") || intent == IntentID.pregnancyWeek.rawValue || intent == IntentID.pregnancyDueDate.rawValue,
              let name = understanding.message.first(.profile)?.id,
              name.compare(store.profileName, options: .caseInsensitive) != .orderedSame,
              let inputs = try? store.dayInputs(ofProfile: name) else { return nil }
        return (inputs.profileName, inputs)
    }

    /// Whether `output`'s own template renders with the values it carries.
    func canRender(_ output: AnswerOutput, context: inout AnswerContext) -> Bool {
        var values = context.baseValues
        for (key, value) in output.values { values[key] = value }
        var attributes = context.attributes
        for (key, value) in output.attributes { attributes[key] = value }
        return (try? templates.render(output.key, attributes: attributes, values: values, seed: 0)) != nil
    }

    /// The answer given when the chosen one cannot be rendered: the library's answer to the
    /// message as a general question (a topic, or who can help with it), else what Bloom can
    /// do. Whatever was offered for logging this turn is withdrawn.
    func bestOtherAnswer(_ understanding: Understanding, context: inout AnswerContext) -> AnswerOutput {
        context.conversation.pending = nil
        context.conversation.offered = nil
        let general = RouteReading(route: .general, rule: "the chosen answer could not be rendered", inDomain: true)
        if var library = generalAnswer(understanding, routing: general, context: &context), canRender(library, context: &context) {
            library.values["offer"] = nil
            library.footers.removeAll { $0 == .speechConfirm }
            return library
        }
        return AnswerOutput(key: .chatHelp, rememberIntent: false)
    }

    /// Renders an answer's templates: the answer itself, then the not-a-clinician note when
    /// the answer is medical-adjacent.
    func render(_ output: AnswerOutput, context: inout AnswerContext) -> String {
        var values = context.baseValues
        values.reserveCapacity(values.count + output.values.count)
        for (key, value) in output.values { values[key] = value }
        var attributes = context.attributes
        attributes.reserveCapacity(attributes.count + output.attributes.count)
        for (key, value) in output.attributes { attributes[key] = value }
        let seed = TemplateLibrary.seed(key: output.key.rawValue, day: context.today, salt: context.conversation.turn)
        var text: String
        do {
            text = try templates.render(output.key, attributes: attributes, values: values, seed: seed)
        } catch {
            text = (try? templates.render(.safetyUnavailable, attributes: attributes, values: values, seed: seed))
                ?? "Sorry, I could not put that answer together."
        }
        for footer in output.footers {
            if let line = try? templates.render(footer, attributes: attributes, values: values, seed: seed) { text += "\n" + line }
        }
        if output.medical, let note = try? templates.render(.noteNotAClinician, attributes: attributes, values: values, seed: seed) {
            text += "\n" + note
        }
        return TextTrimming.trimmed(text)
    }
}

extension Assistant {
    /// Every variant of the answer `message` would get, rendered — for the template sweep test.
    /// Each element is the rendered text, or the render error's description prefixed "ERROR: ".
    /// `producer` is the capability (or pipeline stage) that answered and `declared` the
    /// template keys it declares, so a test can check the answer's keys are among them.
    func renderEveryVariant(of message: String, store: any AssistantStore, today: Day, conversation: Conversation = Conversation()) -> (key: String, texts: [String], footers: [String], producer: String, declared: Set<String>) {
        // The same stages as `respond`, up to the answer.
        var turn = Turn(message: message, store: store, today: today, conversation: conversation, purpose: .templateSweep)
        walk(&turn)
        let output = turn.output, producer = turn.producer
        var context = turn.context
        var values = context.baseValues
        values.reserveCapacity(values.count + output.values.count)
        for (key, value) in output.values { values[key] = value }
        var attributes = context.attributes
        attributes.reserveCapacity(attributes.count + output.attributes.count)
        for (key, value) in output.attributes { attributes[key] = value }
        var keys = [output.key]
        keys += output.footers
        if output.medical { keys.append(.noteNotAClinician) }
        var texts: [String] = []
        for key in keys {
            let variants = templates.variants(for: key.rawValue, attributes: attributes)
            if variants.isEmpty { texts.append("ERROR: no template for \(key) with \(attributes)") }
            for variant in variants {
                do { texts.append(try variant.render(values)) } catch { texts.append("ERROR: \(key): \(error)") }
            }
        }
        return (output.key.rawValue, texts, output.footers.map(\.rawValue), "\(producer)", Set(producer.templateKeys.map(\.rawValue)))
    }
}

/// A message read by the assistant: its entities, its intent and any guard it trips.
package struct Understanding: Sendable {
    package let message: AnalyzedMessage
    package internal(set) var classification: IntentClassifier.Classification
    /// The guard the message trips: its phrases (`GuardScreen`), or the crisis guard when the
    /// learned crisis check is sure (`CrisisCheck.Finding.crisis`).
    package internal(set) var guardKind: GuardKind?
    /// What the message does, clause by clause.
    package internal(set) var speech: SpeechReading
    /// Whether the learned crisis check (`CrisisCheck`) is concerned by a message no crisis or
    /// emergency guard caught: it is answered, nothing is written, and a line says where
    /// support is.
    package internal(set) var crisisConcern = false
    /// Where a crisis the guard or the check found was read to belong, when it is not the
    /// person's own now (`CrisisPlacement`): the message then gets its own answer.
    package internal(set) var crisisPlacedElsewhere: CrisisPlacement.Place?
    /// The whole message's features as the classifier hashed them (empty when the
    /// understanding was made some other way): the learned checks score the same features.
    var features: [FeatureHasher.Feature] = []
}
