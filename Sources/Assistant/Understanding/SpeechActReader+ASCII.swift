extension SpeechActReader {
    /// `referenceSplit` for plain ASCII text (almost every message), on bytes: the same pieces,
    /// without making a `Character` of every letter or lowering every word. Nil for text with
    /// other characters or a carriage return (whose "\r\n" is one `Character`).
    static func splitASCII(_ text: String) -> [Piece]? {
        var text = text
        return text.withUTF8 { bytes -> [Piece]? in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
            var pieces: [Piece] = []
            // Sentences: up to "?", "!", ";", a line break, or a full stop before a space, a line
            // break or the end.
            var start = 0
            for index in 0...bytes.count {
                let isBreak: Bool
                if index == bytes.count {
                    isBreak = true
                } else {
                    let byte = bytes[index]
                    let next = index + 1 < bytes.count ? bytes[index + 1] : 0x20
                    isBreak = byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: ";") || byte == 0x0A
                        || (byte == UInt8(ascii: ".") && (next == 0x20 || next == 0x0A))
                }
                guard isBreak else { continue }
                let asked = index < bytes.count && bytes[index] == UInt8(ascii: "?")
                let surprised = asked && index + 1 < bytes.count && marksSurprise(Character(Unicode.Scalar(bytes[index + 1])))
                appendPieces(of: UnsafeBufferPointer(rebasing: bytes[start..<index]), asked: asked, surprised: surprised, to: &pieces)
                start = index + 1
            }
            return pieces
        }
    }

    /// The pieces of one sentence: its parts between commas and colons (not one between
    /// digits, as in "1,200" or "2:30", nor a colon after a label of a word or two, as in
    /// "update: …"), each split at the joining words.
    private static func appendPieces(of sentence: UnsafeBufferPointer<UInt8>, asked: Bool, surprised: Bool, to pieces: inout [Piece]) {
        var parts: [Range<Int>] = []
        var start = 0
        for index in 0..<sentence.count where sentence[index] == UInt8(ascii: ",") || sentence[index] == UInt8(ascii: ":") {
            if index > 0, isDigit(sentence[index - 1]), index + 1 < sentence.count, isDigit(sentence[index + 1]) { continue }
            // "update: cramps are gone": a word or two before a colon label what follows.
            if sentence[index] == UInt8(ascii: ":"), wordCount(UnsafeBufferPointer(rebasing: sentence[start..<index])) <= labelWords { continue }
            if start < index { parts.append(start..<index) }
            start = index + 1
        }
        if start < sentence.count { parts.append(start..<sentence.count) }
        var first = true
        for (partIndex, part) in parts.enumerated() {
            let asked = asked && partIndex == parts.count - 1
            // The part's words, between spaces and tabs.
            var tokens: [Range<Int>] = []
            tokens.reserveCapacity(part.count / 2 + 1)
            var wordStart = part.lowerBound
            for index in part.lowerBound...part.upperBound where index == part.upperBound || sentence[index] == 0x20 || sentence[index] == 0x09 {
                if index > wordStart { tokens.append(wordStart..<index) }
                wordStart = index + 1
            }
            var words: [Range<Int>] = []
            words.reserveCapacity(tokens.count)
            var afterJoiner = false
            func flush() {
                if words.contains(where: { range in range.contains { isLetterOrDigit(sentence[$0]) } }) {
                    var clause: [UInt8] = []
                    clause.reserveCapacity(words.reduce(words.count) { $0 + $1.count })
                    for (position, word) in words.enumerated() {
                        if position > 0 { clause.append(0x20) }
                        // As a buffer (copied at once), not a slice (copied byte by byte).
                        clause.append(contentsOf: UnsafeBufferPointer(rebasing: sentence[word]))
                    }
                    pieces.append(Piece(text: String(decoding: clause, as: UTF8.self), asked: asked, continues: !first, joined: afterJoiner,
                                        surprised: asked && surprised))
                    first = false
                }
                words.removeAll(keepingCapacity: true)
            }
            for (position, word) in tokens.enumerated() {
                // "…so i slept 8 hours": "so" before a subject of the person's own joins too
                // (`ownSubjectsAfterSo`, as `referenceSplit` reads it).
                let isJoiner = joinerBytes.contains { equalsLowered(sentence[word], $0) }
                    || equalsLowered(sentence[word], soBytes) && position + 1 < tokens.count
                    && ownSubjectsAfterSo.contains(String(decoding: sentence[tokens[position + 1]].filter(isLetter).map(lower), as: UTF8.self))
                if isJoiner, !words.isEmpty {
                    // "my partner and I": "and" followed by I/me is one subject, not two clauses.
                    let following = position + 1 < tokens.count ? lowered(sentence[tokens[position + 1]]) : ""
                    let previous = String(decoding: sentence[words[words.count - 1]].filter(isLetter).map(lower), as: UTF8.self)
                    let jointSubject = (["i", "me", "we"].contains(following) && (otherPeople.contains(previous) || jointSubjectWords.contains(previous)))
                        || (["me", "i"].contains(previous) && ["my", "our"].contains(following))
                        || namedPairs.contains(previous + " " + following.filter(\.isLetter))
                        || isAHalf(after: lowered(sentence[words[words.count - 1]]), following,
                                   position + 2 < tokens.count ? lowered(sentence[tokens[position + 2]]) : "")
                    if !jointSubject {
                        flush()
                        afterJoiner = true
                        continue
                    }
                }
                if isJoiner && words.isEmpty {
                    afterJoiner = true
                } else {
                    words.append(word)
                }
            }
            flush()
        }
    }

    /// The words of `bytes`: runs of anything but spaces and tabs.
    private static func wordCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0, inWord = false
        for byte in bytes {
            let isSpace = byte == 0x20 || byte == 0x09
            if !isSpace && !inWord { count += 1 }
            inWord = !isSpace
        }
        return count
    }

    private static let joinerBytes: [[UInt8]] = joiners.words.map { Array($0.utf8) }
    private static let soBytes: [UInt8] = Array("so".utf8)

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    private static func lowered(_ word: UnsafeBufferPointer<UInt8>.SubSequence) -> String {
        String(decoding: word.map(lower), as: UTF8.self)
    }

    /// Whether `word`, lowered, is `lowerCase`.
    private static func equalsLowered(_ word: UnsafeBufferPointer<UInt8>.SubSequence, _ lowerCase: [UInt8]) -> Bool {
        guard word.count == lowerCase.count else { return false }
        for (byte, other) in zip(word, lowerCase) where lower(byte) != other { return false }
        return true
    }
}
