import Content
import Foundation
import CycleCore
import Language

/// Turns a message into an `AnalyzedMessage`: normalised tokens plus every entity found —
/// lexicon entities (symptoms, moods, poses, foods…) from Knowledge, and days, numbers,
/// quantities and pregnancy weeks from the Language readers.
struct MessageAnalyzer: Sendable {
    let normalizer: TextNormalizer
    private let phrases: PhraseIndex
    /// Other senses of words Bloom logs ("battery discharge"), whose entities are dropped.
    var otherSenses = OtherSenses.none

    init(knowledge: Knowledge, intents: AssistantData.IntentsFile, guards: AssistantData.GuardsFile, knownWords: [String], laySpellings: [String: String],
         exactOnly: Set<String> = []) {
        var lexicon: [(EntityKind, String, [String])] = []
        func add(_ kind: EntityKind, _ id: String, _ names: [String]) { lexicon.append((kind, id, names)) }
        for entry in knowledge.symptoms.entries { add(.symptom, entry.id, [entry.name] + entry.synonyms) }
        for entry in knowledge.moods.entries { add(.mood, entry.id, [entry.name] + entry.synonyms) }
        for entry in knowledge.flows.entries { add(.flow, entry.id, [entry.name] + entry.synonyms) }
        for entry in knowledge.discharge.entries { add(.discharge, entry.id, [entry.name] + entry.synonyms) }
        for entry in knowledge.foods.entries {
            add(entry.category == "nutrient" ? .nutrient : .food, entry.id, [entry.name] + entry.synonyms)
        }
        for nutrient in knowledge.nutrients { add(.nutrient, nutrient.id, [nutrient.name, nutrient.id] + nutrient.synonyms) }
        for item in knowledge.avoid.items { add(.food, item.id, [item.food] + item.examples) }
        for pose in knowledge.poses {
            add(.pose, pose.id, [pose.name, pose.id.replacingOccurrences(of: "-", with: " ")] + pose.aliases + [pose.sanskrit].compactMap { $0 })
        }
        for routine in knowledge.routines { add(.routine, routine.id, [routine.name, routine.id.replacingOccurrences(of: "-", with: " ")]) }
        for pattern in knowledge.breathingPatterns { add(.breathing, pattern.id, [pattern.name] + pattern.aliases) }
        for (id, names) in MessageAnalyzer.fixedPhrases { add(id.kind, id.id, names) }

        var vocabulary: Set<String> = MessageAnalyzer.calendarWords
        for (_, _, names) in lexicon { for name in names { vocabulary.formUnion(MessageAnalyzer.words(in: name)) } }
        for intent in intents.intents {
            for text in intent.patterns + intent.examples { vocabulary.formUnion(MessageAnalyzer.words(in: text)) }
        }
        // Guard words must never be "corrected" into intent words ("kill" into "fill").
        for guardEntry in guards.guards {
            for text in guardEntry.patterns + (guardEntry.pregnancyPatterns ?? []) + (guardEntry.unless ?? []) + (guardEntry.exceptions ?? []).flatMap(\.unless) {
                vocabulary.formUnion(MessageAnalyzer.words(in: text))
            }
        }
        for text in guards.pregnancyWords { vocabulary.formUnion(MessageAnalyzer.words(in: text)) }
        vocabulary.formUnion(knownWords.map { $0.lowercased() })
        // The words that say what a message does ("used to", "tend", "suppose") are never
        // "corrected" into other words.
        vocabulary.formUnion(SpeechActReader.vocabulary)
        vocabulary.formUnion(QuantityReader.unitWords.filter { $0.count >= 3 })
        let normalizer = TextNormalizer(vocabulary: vocabulary, laySpellings: laySpellings, exactOnly: exactOnly)
        var phrases = PhraseIndex()
        let tokenize = normalizer.tokenizer()
        for (kind, id, names) in lexicon {
            for name in names { phrases.add(kind, id: id, phrase: name, normalizer: tokenize) }
        }
        self.normalizer = normalizer
        self.phrases = phrases
    }

    /// An analyser from tables compiled ahead of time (`AnalyzerTables`): the same analyser
    /// as the one built from the files the tables were compiled from, without the work.
    init(tables: AnalyzerTables, laySpellings: [String: String]) {
        normalizer = TextNormalizer(knownWords: tables.knownWords, laySpellings: laySpellings, exactOnly: tables.exactOnly)
        phrases = tables.phrases
    }

    /// This analyser's tables, to write ahead of time; `sources` is the fingerprint of the
    /// files it was built from.
    func tables(sources: UInt64) -> AnalyzerTables {
        AnalyzerTables(sources: sources, knownWords: normalizer.knownWords, exactOnly: normalizer.exactOnly, phrases: phrases)
    }

    /// Reads `message` against `today` (for days) and the device's profile names.
    func analyze(_ message: String, today: Day, profiles: [String]) -> AnalyzedMessage {
        analyze(normalizer.normalize(message), today: today, profiles: profiles)
    }

    /// Reads a message already normalised by `normalizer` (the same analysis as of its text).
    /// - Parameter context: the words of the clauses either side, when `normalized` is one clause
    ///   of a message: a fact's anchor may stand there ("period came today, heavy"), and so may
    ///   the cue that gives a word another sense ("my vagina is itchy and irritated").
    func analyze(_ normalized: NormalizedText, today: Day, profiles: [String], context: [String] = []) -> AnalyzedMessage {
        let stems = normalized.tokens.map(Stemmer.stem)
        var entities = phrases.find(in: stems, tokens: normalized.tokens)
        // "8dpo symptom spotting as usual": an anchor word in another sense anchors nothing.
        let inAnotherSense = entities.isEmpty ? [] : otherSenses.wordsInAnotherSense(normalized.tokens)
        FactAnchors.dropComparisons(&entities, tokens: normalized.tokens)
        FactAnchors.dropUnanchored(&entities, tokens: inAnotherSense.isEmpty ? normalized.tokens : normalized.tokens.filter { !inAnotherSense.contains($0) },
                                   context: context)
        TestConclusion.keepTheConclusion(&entities, tokens: normalized.tokens)
        EmojiMoods.dropBesideTypedMoods(&entities, original: normalized.original)
        entities.append(contentsOf: BodyComplaints.spans(in: normalized.tokens, existing: entities))
        TimesSick.apply(&entities, tokens: normalized.tokens, original: normalized.original)
        // A profile's name is matched as typed: spelling correction does not know people's names.
        // (A handful of names: compared one by one, which costs less than hashing each token.)
        let profileNames = profiles.map { $0.lowercased() }
        if !profileNames.isEmpty {
            for (index, token) in normalized.tokens.enumerated() {
                if profileNames.contains(token) {
                    entities.append(EntitySpan(kind: .profile, start: index, length: 1, id: token, text: token))
                } else if index < normalized.typed.count, case let typed = ASCIIText.lowercased(normalized.typed[index]), typed != token, profileNames.contains(typed) {
                    entities.append(EntitySpan(kind: .profile, start: index, length: 1, id: typed, text: typed))
                }
            }
        }
        let language = LanguageEntities.read(normalized, today: today)
        entities.append(contentsOf: language.spans)
        FactAnchors.dropMoneyWeights(&entities, normalized: normalized, context: context)
        otherSenses.dropOtherSenses(&entities, in: normalized, context: context)
        SelfCorrection.dropCorrected(&entities, tokens: normalized.tokens)
        return AnalyzedMessage(normalized: normalized, entities: entities, vagueDays: language.vague, invalidDays: language.invalid, stems: stems)
    }

    static func words(in text: String) -> [String] {
        let utf8 = text.utf8
        // ASCII (almost every entry) is split byte by byte: `Character.isLetter` is slow.
        if ASCIIText.isASCII(text) {
            var words: [String] = []
            var word: [UInt8] = []
            for byte in utf8 {
                if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A {
                    word.append(byte | 0x20)
                } else {
                    if word.count >= 3 { words.append(String(decoding: word, as: UTF8.self)) }
                    word.removeAll(keepingCapacity: true)
                }
            }
            if word.count >= 3 { words.append(String(decoding: word, as: UTF8.self)) }
            return words
        }
        // Accents folded as the normaliser folds messages ("pâté" is known as "pate").
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
        return folded.split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 }
    }

    /// Words the spelling corrector knows besides those of the files the analyser is built
    /// from: months, days, units and numbers written out (`word-lists.json`'s `analyzer.knownWords`).
    static let calendarWords: Set<String> = WordList.analyzerKnownWords.set

    /// Phrases that are not in any lexicon: phases, modes and ovulation-test results
    /// (`word-lists.json`'s `analyzer.fixedPhrases`, each group's id the entity's kind and id,
    /// "phase.luteal"), in the file's order.
    static let fixedPhrases: [((kind: EntityKind, id: String), [String])] = WordGroups.analyzerFixedPhrases.groups.compactMap { group in
        let parts = group.id.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = EntityKind(rawValue: parts[0]) else { return nil }
        return ((kind, parts[1]), group.words)
    }
}
