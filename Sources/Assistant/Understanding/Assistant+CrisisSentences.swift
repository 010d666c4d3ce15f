import CycleCore
import Language

/// "Period came today, heavy as usual. Honestly I think everyone would cope fine without me.
/// When is the next one due?": a crisis said in one sentence of a longer message is diluted by
/// the rest when the whole message is scored. When the whole message does not concern the
/// crisis check, each sentence of a message of several is scored too.
extension Assistant {
    /// The sentences of `message` worth scoring apart: split at ".", "?", "!", ";" and line
    /// breaks (not a decimal point), each with at least one letter; empty for one sentence.
    static func sentencesToScore(_ message: String) -> [Substring] {
        asciiSentencesToScore(message) ?? referenceSentencesToScore(message)
    }

    /// `sentencesToScore` byte by byte, for ASCII text (where a character is a byte, and a
    /// number is a digit); nil for other text.
    static func asciiSentencesToScore(_ message: String) -> [Substring]? {
        let utf8 = message.utf8
        guard ASCIIText.isASCII(message) else { return nil }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        var sentences: [Substring] = []
        var start = utf8.startIndex
        var hasLetter = false
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            var isBreak = byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: ";")
            // "\r\n" is one character, and not the character "\n".
            if byte == UInt8(ascii: "\n"), index == utf8.startIndex || utf8[utf8.index(before: index)] != UInt8(ascii: "\r") { isBreak = true }
            if byte == UInt8(ascii: "."), next == utf8.endIndex || !(utf8[next] >= 0x30 && utf8[next] <= 0x39) { isBreak = true }
            if isBreak {
                if hasLetter { sentences.append(message[start..<index]) }
                start = next
                hasLetter = false
            } else if isLetter(byte) {
                hasLetter = true
            }
            index = next
        }
        if hasLetter { sentences.append(message[start...]) }
        return sentences.count > 1 ? sentences : []
    }

    /// `sentencesToScore` by `Character`s: for any text, and the reference the ASCII reading
    /// is tested against.
    static func referenceSentencesToScore(_ message: String) -> [Substring] {
        var sentences: [Substring] = []
        var start = message.startIndex
        var index = message.startIndex
        while index < message.endIndex {
            let character = message[index]
            let next = message.index(after: index)
            var isBreak = character == "?" || character == "!" || character == ";" || character == "\n"
            if character == ".", next == message.endIndex || !message[next].isNumber { isBreak = true }
            if isBreak {
                let sentence = message[start..<index]
                if sentence.contains(where: \.isLetter) { sentences.append(sentence) }
                start = next
            }
            index = next
        }
        let last = message[start...]
        if last.contains(where: \.isLetter) { sentences.append(last) }
        return sentences.count > 1 ? sentences : []
    }

    /// The fewest words a sentence needs to be scored on its own ("ugh." says too little).
    static let fewestWordsToScore = 3

    static func isLongEnoughToScore(_ sentence: String) -> Bool {
        let utf8 = sentence.utf8
        guard ASCIIText.isASCII(sentence) else {
            return sentence.split(whereSeparator: { !$0.isLetter && $0 != "'" }).count >= fewestWordsToScore
        }
        // ASCII: words are runs of letters and apostrophes.
        var words = 0, inWord = false
        for byte in utf8 {
            let partOfWord = ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == UInt8(ascii: "'")
            if partOfWord && !inWord { words += 1 }
            inWord = partOfWord
        }
        return words >= fewestWordsToScore
    }

    /// The crisis check's highest probability among the sentences of a message of several,
    /// three words or more each (0 for a message of one). On guard-fresh.tsv (never tuned on
    /// then) this met 6 more of its 82 crisis lines and flagged none of its 63 ordinary ones;
    /// scoring the message without its last sentence as well, or each pair of sentences, met
    /// none more, and scoring runs of ten words of a long sentence met none more on
    /// guard-fresh.tsv and guard-fresh2.tsv and flagged more ordinary lines.
    ///
    /// Each sentence's words are read through `memo`, the whole message's (they are its words).
    /// - Parameter leavingOutDoses: read each sentence without the doses it names
    ///   (`CrisisCheck.leavingOutDoses`), for a message that names only an ordinary dose.
    func mostConcerningSentence(_ message: String, today: Day, profiles: [String], leavingOutDoses: Bool = false, memo: inout TextNormalizer.Memo) -> Double {
        var highest = 0.0
        for sentence in Assistant.sentencesToScore(message).lazy.map(String.init) where Assistant.isLongEnoughToScore(sentence) {
            var normalized = analyzer.normalizer.normalize(sentence, memo: &memo)
            if leavingOutDoses {
                normalized = analyzer.normalizer.normalize(CrisisCheck.leavingOutDoses(normalized.tokens).joined(separator: " "), memo: &memo)
            }
            let analyzed = analyzer.analyze(normalized, today: today, profiles: profiles)
            highest = max(highest, crisisCheck.probability(classifier.features(analyzed)))
        }
        return highest
    }

    /// The crisis check's probability for `message` read whole, for diagnostics and benchmarks.
    package func crisisProbability(of message: String, today: Day) -> Double {
        crisisCheck.probability(classifier.features(analyzer.analyze(message, today: today, profiles: [])))
    }
}

extension Assistant {
    /// Where the crisis a message speaks of belongs, when every clause that speaks of it
    /// places it elsewhere (`CrisisPlacement`): someone else's, a topic, an accident, or a
    /// past the person says is over. Nil when any such clause is the person's own, or when no
    /// clause can be read apart.
    /// - Parameters:
    ///   - speech: the message's clauses.
    ///   - text: the message as typed (its sentences are read for the past).
    ///   - tokens: the whole message's normalised words.
    ///   - guardTripped: whether the crisis guard's phrases matched the message (then the
    ///     clauses that trip it on their own are the ones read; else those holding a word of
    ///     harm, death or an ending).
    func crisisPlacedElsewhere(_ speech: SpeechReading, text: String, tokens: [String], pregnant: Bool, guardTripped: Bool, today: Day) -> CrisisPlacement.Place? {
        // "My ex is outside screaming he's going to kill me": someone else is the subject, but
        // the danger is the person's own.
        if guardTripped, GuardAnswers.tellsOfDangerFromSomeone(tokens) { return nil }
        var saying: [Clause] = []
        if guardTripped {
            saying = speech.clauses.filter { guards.screen($0.message, pregnant: pregnant) == .crisis }
        }
        if saying.isEmpty {
            saying = speech.clauses.filter { $0.message.normalized.tokens.contains(where: crisisPlacement.crisisWords.contains) }
        }
        guard !saying.isEmpty else { return nil }
        // The past is read in the clause's whole sentence: "…had suicidal thoughts back then, but
        // I'm much better now" is split at "then".
        let split = Assistant.sentencesToScore(text).map(String.init)
        let sentences = split.isEmpty ? [text] : split
        let places = saying.map { clause in
            let sentence = sentences.first { $0.contains(clause.text) }.map { analyzer.normalizer.normalize($0).tokens }
            return crisisPlacement.place(clause.message.normalized.tokens, sentence: sentence ?? clause.message.normalized.tokens, in: tokens,
                                         asked: clause.act == .question || clause.text.contains("?"))
        }
        guard !places.contains(.own) else { return nil }
        if !guardTripped {
            // The learned check read the whole message: the concern must have come from the
            // clauses placed elsewhere ("my grandma died" is hers; "and I want to be with her"
            // still concerns the check on its own).
            let placed = Set(saying.map(\.text))
            let rest = speech.clauses.filter { !placed.contains($0.text) }.map(\.text).joined(separator: ". ")
            if !rest.isEmpty {
                let analyzed = analyzer.analyze(rest, today: today, profiles: [])
                if crisisCheck.probability(classifier.features(analyzed)) >= crisisCheck.model.accept { return nil }
            }
        }
        return places.first
    }
}
