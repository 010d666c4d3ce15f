extension SpeechActReader {
    /// Phrases of "if" that set no condition but comment on what is said ("…if I'm honest",
    /// "…if that matters"; `speechAct.asidePhrases`), each as its words.
    static let asidePhrases: [[String]] = WordList.speechActAsidePhrases.words.map { $0.split(separator: " ").map(String.init) }

    /// `pieces` with the asides taken out of their text ("bit anxious about it all if I'm
    /// honest" is a mood told, not one imagined; "16th if that matters" names only a day); a
    /// piece that was only an aside is left out.
    static func withoutAsides(_ pieces: [Piece]) -> [Piece] {
        guard pieces.contains(where: { $0.text.lowercased().contains("if ") }) else { return pieces }
        var kept: [Piece] = []
        for piece in pieces {
            let text = withoutAsides(piece.text)
            if text == piece.text { kept.append(piece); continue }
            guard text.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
            var trimmed = Piece(text: text, asked: piece.asked, continues: piece.continues)
            trimmed.joined = piece.joined
            trimmed.surprised = piece.surprised
            kept.append(trimmed)
        }
        return kept
    }

    /// `text` without the aside phrases in it, compared word by word in lower case without
    /// apostrophes; the punctuation after an aside's last word stays, but a question mark,
    /// which asks about the aside.
    static func withoutAsides(_ text: String) -> String {
        guard text.range(of: "if ", options: .caseInsensitive) != nil else { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let bare = words.map { word in
            String(word.lowercased().filter { $0.isLetter || $0.isNumber })
        }
        var kept: [String] = []
        var index = 0
        while index < words.count {
            if bare[index] == "if", let phrase = asidePhrases.first(where: { phrase in
                index + phrase.count <= words.count && Array(bare[index..<(index + phrase.count)]) == phrase
            }) {
                let last = words[index + phrase.count - 1]
                // "…bfn, if that helps?": the question mark asks about the aside, not the clause.
                let trailing = String(last.reversed().prefix { !$0.isLetter && !$0.isNumber }.reversed())
                    .replacingOccurrences(of: "?", with: "")
                if !trailing.isEmpty, !kept.isEmpty { kept[kept.count - 1] += trailing }
                index += phrase.count
                continue
            }
            kept.append(words[index])
            index += 1
        }
        return kept.count == words.count ? text : kept.joined(separator: " ")
    }
}
