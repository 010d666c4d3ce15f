import CycleCore
import Language

/// "Been temping for two months and want to see a pattern. Can you show my chart?": a long
/// message usually asks in its last sentence. When the whole message leaves the model unsure
/// (or reads as out of scope), the last sentence is read on its own, and a sure reading of it
/// answers; the whole message's entities and speech acts are kept either way.
extension Assistant {
    /// How sure the whole message's reading must be to skip reading the last sentence.
    static let sureOfTheWholeMessage = 0.75
    /// How sure the last sentence's reading must be to replace the whole message's.
    static let sureOfTheLastSentence = 0.75
    /// The fewest words a last sentence needs to be read on its own ("log it" says nothing).
    static let fewestWordsInALastSentence = 3

    /// The last sentence's classification, when it should replace `whole`; nil otherwise.
    /// The sentence's words are read through `memo`, the whole message's.
    func lastSentenceReading(_ message: String, whole: IntentClassifier.Classification, today: Day, profiles: [String],
                             memo: inout TextNormalizer.Memo) -> IntentClassifier.Classification? {
        let unsure = whole.intent == IntentClassifier.notSure || whole.intent == IntentClassifier.outOfScope
            || whole.confidence < Assistant.sureOfTheWholeMessage
        guard unsure, let last = Assistant.lastSentence(of: message) else { return nil }
        let reading = classifier.classify(analyzer.analyze(analyzer.normalizer.normalize(last, memo: &memo), today: today, profiles: profiles))
        guard reading.intent != IntentClassifier.notSure, reading.intent != IntentClassifier.outOfScope,
              reading.confidence >= Assistant.sureOfTheLastSentence, reading.confidence > whole.confidence || whole.intent != reading.intent
        else { return nil }
        return reading
    }

    /// The fewest words a last clause after a comma needs ("…, can you help" is not a request
    /// of its own).
    static let fewestWordsAfterAComma = 4
    /// Words that point back into the message: a last sentence holding one ("when exactly is
    /// it due?") cannot be read without what came before (`word-lists.json`).
    static let backReferences: Set<String> = WordList.lastSentenceBackReferences.set

    /// The text after the last sentence break (".", "?", "!", ";", a line break, or a comma
    /// when enough words follow it) before the message's end, when it can be read on its own;
    /// nil for one sentence.
    static func lastSentence(of message: String) -> String? {
        // ASCII without carriage returns: each character is one byte, so the same search over
        // the bytes finds the same places without making a `Character` of each.
        let plain = message.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        guard let found = plain ? lastBreakByBytes(in: message) : lastBreakByCharacters(in: message) else { return nil }
        return sentence(after: found.breakIndex, in: found.text)
    }

    /// `lastSentence` searching by characters only, as it was first written: the reference the
    /// byte search is tested against.
    static func referenceLastSentence(of message: String) -> String? {
        guard let found = lastBreakByCharacters(in: message) else { return nil }
        return sentence(after: found.breakIndex, in: found.text)
    }

    /// The message without the white space and punctuation that end it, and its last sentence
    /// break (".", "?", "!", ";", "," or a line break); nil when it has none.
    private static func lastBreakByCharacters(in message: String) -> (text: Substring, breakIndex: Substring.Index)? {
        var text = Substring(message)
        while let last = text.last, last.isWhitespace || ".?!;,".contains(last) { text = text.dropLast() }
        guard let breakIndex = text.lastIndex(where: { ".?!;,\n".contains($0) }) else { return nil }
        return (text, breakIndex)
    }

    /// `lastBreakByCharacters` over the bytes of a message of ASCII without carriage returns.
    private static func lastBreakByBytes(in message: String) -> (text: Substring, breakIndex: Substring.Index)? {
        var text = Substring(message)
        var end = text.utf8.endIndex
        while end > text.utf8.startIndex, isTrailing(text.utf8[text.utf8.index(before: end)]) { end = text.utf8.index(before: end) }
        text = text[..<end]
        guard let breakIndex = text.utf8.lastIndex(where: isBreak) else { return nil }
        return (text, breakIndex)
    }

    /// The text after `breakIndex` when it can be read on its own: not a decimal, enough words,
    /// none pointing back into the message.
    private static func sentence(after breakIndex: Substring.Index, in text: Substring) -> String? {
        // A decimal point ("36.4") is not a sentence break.
        let after = text.index(after: breakIndex)
        if text[breakIndex] == "." || text[breakIndex] == ",", after < text.endIndex, text[after].isNumber { return nil }
        let sentence = text[after...]
        let words = sentence.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" })
        guard words.count >= (text[breakIndex] == "," ? fewestWordsAfterAComma : fewestWordsInALastSentence),
              !words.contains(where: { backReferences.contains(String($0)) }) else { return nil }
        return String(sentence)
    }

    /// White space or sentence punctuation at the end of a message (ASCII).
    private static func isTrailing(_ byte: UInt8) -> Bool {
        (0x09...0x0D).contains(byte) || byte == 0x20 || isBreak(byte) && byte != UInt8(ascii: "\n")
    }

    /// A byte that ends a sentence: . ? ! ; , or a line break.
    private static func isBreak(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\n"): true
        default: false
        }
    }
}
