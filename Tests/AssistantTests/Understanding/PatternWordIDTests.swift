@testable import Assistant
import Content
import Testing

/// Pattern matching by word ids (`WordIDs`) finds exactly what matching the words themselves
/// found, on every corpus line and every pattern the assistant reads.
@Suite struct PatternWordIDTests {
    /// Every pattern text the assistant reads: intents, guards and triage rules.
    static let patterns: [Pattern] = {
        do {
            var cache = Pattern.ElementCache()
            return try AssistantFixture.patternTexts().map { try Pattern($0, cache: &cache) }
        } catch {
            fatalError("the patterns do not read: \(error)")
        }
    }()

    static let messages: [AnalyzedMessage] = AssistantFixture.corpus.map {
        AssistantFixture.assistant.analyzer.analyze($0.utterance, today: AssistantFixture.today, profiles: ["sam"])
    }

    @Test func internOfAListGivesTheIdsInterningOneByOneGives() {
        // Words no pattern uses, one known word and a repeat: the list gives each the id
        // the one-by-one path gives (a known word keeps its id; a repeat gets the same one).
        let known = WordIDs.shared.intern("bleed")
        let fresh = ["zzlistword-a-\(#line)", "zzlistword-b-\(#line)"]
        let listed = WordIDs.shared.intern(["bleed", fresh[0], fresh[1], fresh[0]])
        #expect(listed[0] == known)
        #expect(listed[1] == WordIDs.shared.intern(fresh[0]))
        #expect(listed[2] == WordIDs.shared.intern(fresh[1]))
        #expect(listed[3] == listed[1])
        #expect(listed[1] != listed[2])
    }

    @Test func lookingUpByTheCheapHashFindsTheIdsTheDictionaryGives() {
        // Every corpus stem and token, words no pattern uses, and text that is not ASCII,
        // including text that equals ASCII text (the Kelvin sign is "K").
        let kelvin = WordIDs.shared.intern("\u{212A}zz-kelvin-lookup")
        var words = Self.messages.flatMap { $0.stems + $0.normalized.tokens }
        words += ["", "zz-never-interned", "café", "cafe\u{301}", "Kzz-kelvin-lookup", "\u{212A}zz-kelvin-lookup"]
        let found = WordIDs.shared.lookUp(words).ids
        #expect(found == WordIDs.shared.referenceIDs(words))
        #expect(found.filter { $0 >= 0 }.count > 1_000)
        #expect(found.suffix(2) == [kelvin, kelvin])
    }

    @Test func matchingByWordIDsEqualsMatchingWordsOnEveryCorpusLine() {
        let patterns = Self.patterns
        #expect(patterns.count > 1_000)
        var matched = 0, mismatches: [String] = []
        for message in Self.messages {
            for pattern in patterns {
                let fast = pattern.match(message)
                let reference = ReferenceMatcher.match(pattern, message)
                if fast != nil { matched += 1 }
                if fast != reference, mismatches.count < 10 {
                    mismatches.append("\(pattern) on '\(message.normalized.original)': \(String(describing: fast)) vs \(String(describing: reference))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        // The comparison means something: thousands of matches were compared.
        #expect(matched > 3_000)
    }

    @Test func indexOffersEveryPatternThatMatchesAndTheSameCandidatesAsByWords() {
        let patterns = Self.patterns
        let index = PatternIndex(patterns)
        for message in Self.messages {
            let candidates = index.candidates(for: message)
            let reference = ReferenceMatcher.candidates(patterns, message)
            #expect(candidates == reference, "\(message.normalized.original)")
            let matching = patterns.indices.filter { patterns[$0].match(message) != nil }
            #expect(Set(matching).isSubset(of: Set(candidates)), "\(message.normalized.original)")
        }
    }

    @Test func aPatternReadAfterTheMessageStillFindsItsWords() throws {
        let message = AssistantFixture.assistant.analyzer.analyze("my quokkazz feel wobblyish today", today: AssistantFixture.today, profiles: [])
        // Words no pattern used when the message was read: ids made afterwards.
        let late = try Pattern("quokkazz * wobblyish")
        #expect(late.match(message) == ReferenceMatcher.match(late, message))
        #expect(late.match(message) != nil)
        #expect(PatternIndex([late]).candidates(for: message) == [0])
    }

    @Test func entityKindBitsAreDistinct() {
        let bits = EntityKind.allCases.map(\.bit)
        #expect(Set(bits).count == EntityKind.allCases.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
    }
}

/// The matcher as it was before word ids: it compares the stems as strings. Kept here as the
/// reference the id matcher is checked against.
enum ReferenceMatcher {
    static func match(_ pattern: Pattern, _ message: AnalyzedMessage) -> PatternMatch? {
        let stemSet = Set(message.stems)
        for words in pattern.requiredWords where !words.words.contains(where: stemSet.contains) { return nil }
        let kinds = Set(message.entities.map(\.kind))
        for kind in pattern.requiredEntities where !kinds.contains(kind) { return nil }
        let count = message.stems.count
        var best: PatternMatch?
        let starts = pattern.anchoredStart ? 0...0 : 0...count
        for start in starts {
            if let found = match(pattern, from: 0, at: start, in: message, weight: 0, covered: 0),
               best == nil || found.weight > best!.weight || (found.weight == best!.weight && found.covered > best!.covered) {
                best = found
            }
        }
        return best
    }

    private static func match(_ pattern: Pattern, from element: Int, at position: Int, in message: AnalyzedMessage, weight: Double, covered: Int) -> PatternMatch? {
        let count = message.stems.count
        if element == pattern.elements.count {
            if pattern.anchoredEnd && position != count { return nil }
            return PatternMatch(weight: weight, covered: covered)
        }
        switch pattern.elements[element] {
        case let .words(words):
            guard position < count, words.words.contains(message.stems[position]) else { return nil }
            return match(pattern, from: element + 1, at: position + 1, in: message, weight: weight + 1, covered: covered + 1)
        case let .optional(words):
            if position < count, words.words.contains(message.stems[position]),
               let found = match(pattern, from: element + 1, at: position + 1, in: message, weight: weight + 0.5, covered: covered + 1) {
                return found
            }
            return match(pattern, from: element + 1, at: position, in: message, weight: weight, covered: covered)
        case let .gap(limit):
            var best: PatternMatch?
            for skip in 0...limit where position + skip <= count {
                if let found = match(pattern, from: element + 1, at: position + skip, in: message, weight: weight, covered: covered),
                   best == nil || found.weight > best!.weight {
                    best = found
                }
            }
            return best
        case let .entity(kind):
            let spanIndex = Dictionary(grouping: message.entities, by: \.start)
            guard let length = spanIndex[position]?.filter({ $0.kind == kind }).map(\.length).max() else { return nil }
            return match(pattern, from: element + 1, at: position + length, in: message, weight: weight + 1, covered: covered + length)
        }
    }

    /// The patterns filed under a stem of `message` (their first required words), or with none.
    static func candidates(_ patterns: [Pattern], _ message: AnalyzedMessage) -> [Int] {
        let stemSet = Set(message.stems)
        return patterns.indices.filter { index in
            guard let anchor = patterns[index].requiredWords.first else { return true }
            return anchor.words.contains(where: stemSet.contains)
        }
    }
}
