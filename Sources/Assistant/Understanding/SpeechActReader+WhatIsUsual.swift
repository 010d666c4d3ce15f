/// What is usual for people in general: "cramping is common in early pregnancy right",
/// "spotting is normal at 6 weeks isnt it", "sore boobs are an early sign". A clause that says
/// how usual something is, with no word of the person's own and no day, tells no day of
/// theirs: it checks a belief, and is read as the question it is (the library answers it).
extension SpeechActReader {
    /// Words that say how usual something is for people.
    static let usualnessWords: Set<String> = ["common", "normal", "typical", "usual", "rare", "uncommon", "unusual", "expected"]
    /// Words that, in a clause's subject, compare one side of the person's body with the other.
    static let comparedSides: Set<String> = ["other", "left", "right"]
    /// Words that, before "sign" or "symptom", make the clause say what something is a sign of.
    static let signArticles: Set<String> = ["a", "an"]
    /// Words between the verb and the word of usualness ("is very common", "are pretty normal").
    static let usualnessIntensifiers: Set<String> = ["very", "really", "pretty", "quite", "so", "super", "totally", "completely", "fairly", "more", "less", "most", "also", "still", "actually", "kinda", "kind", "of", "like"]
    /// Words that may follow the word of usualness in a clause about people in general: where
    /// or when it is usual ("common in early pregnancy"), or a tag asking it be confirmed ("right").
    static let afterUsualness: Set<String> = ["in", "during", "before", "after", "at", "around", "when", "while", "for", "with", "early", "right", "yeah", "isnt", "arent", "innit", "though", "tho", "too", "then", "or", "and", "thing", "things", "symptom", "symptoms", "sign", "signs", "pregnancy", "pregnancies", "women", "people", "everyone"]

    /// Whether `tokens` (one clause's words) say how usual something is for people in general
    /// ("cramping is common in early pregnancy right"), naming no one and no day.
    static func saysWhatIsUsualForPeople(_ tokens: [String]) -> Bool {
        guard tokens.count >= 3, !tokens.contains(where: { firstPerson.contains($0) || dayWords.contains($0) || $0 == "again" }) else { return false }
        for index in tokens.indices.dropFirst() where ["is", "are", "its", "thats"].contains(tokens[index]) {
            // "Flow is normal" tells the day's flow (a medium one).
            if tokens[..<index].contains("flow") { return false }
            // "Other leg is normal", "left one is fine": a side compared tells of one's own body.
            if tokens[..<index].contains(where: comparedSides.contains) { return false }
            var next = index + 1
            while next < tokens.count, usualnessIntensifiers.contains(tokens[next]) { next += 1 }
            guard next < tokens.count else { continue }
            if usualnessWords.contains(tokens[next]) {
                let after = next + 1
                if after == tokens.count || afterUsualness.contains(tokens[after]) { return true }
            }
            // "Sore boobs are an early sign", "is a symptom of…".
            if signArticles.contains(tokens[next]) {
                let rest = tokens[(next + 1)...].prefix(3)
                if rest.contains("sign") || rest.contains("signs") || rest.contains("symptom") { return true }
            }
        }
        return false
    }
}
