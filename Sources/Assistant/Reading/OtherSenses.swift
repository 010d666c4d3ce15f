import JSON
import Language

/// Words Bloom logs that have other senses, told apart by the words beside them
/// (`Knowledge/assistant/reader.json`, `otherSenses`): "battery discharge", "spotting trains
/// at Crewe", "transfer 50 pounds to Jamie" name no discharge, flow or weight. An entity of a
/// listed kind whose own words hold an ambiguous word is dropped when the clause holds one of
/// that sense's cues, so nothing is written for it and it puts no message in Bloom's domain.
struct OtherSenses: Sendable {
    struct Sense: Sendable {
        /// The entities the sense rules out: a kind ("flow") or a kind and id ("symptom:spotting").
        let entities: [(kind: EntityKind, id: String?)]
        /// The ambiguous words, as typed (lower case).
        let words: Set<String>
        /// Words beside them that give them another sense.
        let cues: Set<String>
        /// Whether a cue counts only as the word right after the ambiguous one ("sad songs",
        /// "happy hour"), rather than anywhere in the clause.
        var follows = false
        /// Whether a cue counts only as the word right before the ambiguous one ("the same
        /// spot", "a sore spot"), rather than anywhere in the clause.
        var precedes = false
        /// Whether a cue counts only as the place the ambiguous word points to: "down" right
        /// after it, or a cue within two words after "in", "on" or "across" ("a pulling feeling
        /// low in my tummy", "low down"; "feeling low in myself" is still the mood).
        var place = false
        /// Whether a cue may be anywhere in the clause.
        var anywhere: Bool { !follows && !precedes && !place }

        /// Whether the ambiguous word at `index` of `tokens` has a cue for this sense: the word
        /// after it or before it, or the place after it, when the sense says so, else any word
        /// of `tokens`.
        func isCued(at index: Int, in tokens: [String]) -> Bool {
            if place {
                guard index + 1 < tokens.count else { return false }
                if tokens[index + 1] == "down" { return true }
                guard ["in", "on", "across"].contains(tokens[index + 1]) else { return false }
                return tokens[(index + 2)..<min(tokens.count, index + 4)].contains(where: cues.contains)
            }
            if follows { return index + 1 < tokens.count && cues.contains(tokens[index + 1]) }
            if precedes { return index > 0 && cues.contains(tokens[index - 1]) }
            return tokens.contains(where: cues.contains)
        }

        func rulesOut(_ span: EntitySpan) -> Bool {
            entities.contains { $0.kind == span.kind && ($0.id == nil || $0.id == span.id) }
        }
    }

    let senses: [Sense]

    static let none = OtherSenses(senses: [])

    init(senses: [Sense]) {
        self.senses = senses
    }

    /// `entities` of `text` without those a cue gives another sense. The ambiguous words are
    /// looked for as typed ("50 pounds" is read as "50 lb"), the cues in the normalised words,
    /// and, for a clause that only goes on from the one before ("… and irritated", two words
    /// or fewer, or one opening with "and"), in `context`, the clauses either side: "my vagina
    /// is itchy and irritated" is one complaint, while "bad cramps today and the car engine is
    /// making a noise" tells two things.
    func dropOtherSenses(_ entities: inout [EntitySpan], in text: NormalizedText, context: [String] = []) {
        guard !senses.isEmpty, !entities.isEmpty else { return }
        let tokens = text.tokens
        let goesOn = tokens.count <= 2 || ["and", "but", "also", "plus"].contains(tokens.first ?? "")
        for sense in senses where !sense.entities.isEmpty
            && (tokens.contains(where: sense.cues.contains) || goesOn && sense.anywhere && context.contains(where: sense.cues.contains)) {
            entities.removeAll { span in
                guard sense.rulesOut(span) else { return false }
                let range = span.start..<min(tokens.count, span.start + max(1, span.length))
                return range.contains { index in
                    guard sense.words.contains(tokens[index]) || (index < text.typed.count && sense.words.contains(text.typed[index].lowercased())) else { return false }
                    return sense.anywhere || sense.isCued(at: index, in: tokens)
                }
            }
        }
    }

    /// The ambiguous words of `tokens` said in another sense: each beside a cue for it
    /// ("my son has eye discharge", "clear discharge from my nose").
    /// - Parameter onlyWordSenses: only the senses that rule out no entity, but a word itself
    ///   ("a pregnant pause", "conceive a business"), not "a pregnant dog" (a mode not set).
    func wordsInAnotherSense(_ tokens: [String], onlyWordSenses: Bool = false) -> Set<String> {
        var found: Set<String> = []
        for sense in senses where !onlyWordSenses || sense.entities.isEmpty {
            for index in tokens.indices where sense.words.contains(tokens[index]) {
                if sense.isCued(at: index, in: tokens) { found.insert(tokens[index]) }
            }
        }
        return found
    }

    /// Whether `tokens` hold an ambiguous word beside a cue for its other sense ("renewal due
    /// date is the 20th").
    func givesAnotherSense(in tokens: [String]) -> Bool {
        senses.contains { sense in
            tokens.indices.contains { sense.words.contains(tokens[$0]) && sense.isCued(at: $0, in: tokens) }
        }
    }
}

extension OtherSenses {
    /// Reads the senses of `reader.json`.
    /// - Throws: `AssistantDataError` naming the file when it is malformed or names an unknown kind.
    init(files: [String: String]) throws {
        let file = try AssistantData.read(AssistantData.OtherSensesFile.self, file: ReaderWords.path, from: files)
        senses = try file.senses.map { sense in
            let entities = try sense.entities.map { name -> (EntityKind, String?) in
                let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
                guard let kind = EntityKind(rawValue: parts[0]) else {
                    throw AssistantDataError(file: ReaderWords.path, problem: "otherSenses: no entity kind '\(parts[0])'")
                }
                return (kind, parts.count > 1 ? parts[1] : nil)
            }
            return Sense(entities: entities, words: Set(sense.words), cues: Set(sense.cues), follows: sense.follows, precedes: sense.precedes, place: sense.place)
        }
    }
}

extension AssistantData {
    /// The `otherSenses` of `Knowledge/assistant/reader.json`.
    struct OtherSensesFile: JSONReadable {
        let senses: [(entities: [String], words: [String], cues: [String], follows: Bool, precedes: Bool, place: Bool)]

        init(json: JSONNode) throws {
            senses = try (json.optional("otherSenses")?.elements() ?? []).map { sense in
                (try sense.required("entities").strings(), try sense.required("words").strings(), try sense.required("cues").strings(),
                 try sense.optional("follows")?.bool() ?? false, try sense.optional("precedes")?.bool() ?? false,
                 try sense.optional("place")?.bool() ?? false)
            }
        }
    }
}
