/// "My boobs always get sore the week before af" … "theyre sore today too"; "boobs feel huge
/// today and theyre so sore": "they" with a pain word after it stands for the body parts named
/// just before, earlier in the message or in one of the last few messages. The message is read
/// again with the part in the pronoun's place ("my boobs are sore today too"), as
/// `ElidedItem` reads a bare count, so the clause reader, the route and the writes all read
/// the person's own complaint. (Without it "they" opened a clause about someone else: "I only
/// log your own days", just after Bloom had asked to be told on a day it happens.)
///
/// Only parts said in the plural ("boobs", "knees", "ovaries") can be "they", and only when a
/// pain word (`BodyComplaints.pains`) follows with nothing but filler words between, so "they
/// said it was normal" or "they're coming round later" stay about other people.
enum PartPronoun {
    /// How many turns after the message that named a part "they" can still stand for it.
    static let turns = 2

    /// The pronouns that can stand for a part, and the words that replace the verb they carry
    /// ("theyre" → "are").
    static let pronouns: [String: [String]] = ["they": [], "theyre": ["are"], "theyve": ["have"], "theyll": ["will"]]

    /// Whether `word` is a body part said in the plural: a part word whose singular is a part
    /// word too ("boobs", "knees", "ovaries"; not "pelvis").
    static func isPluralPart(_ word: String) -> Bool {
        guard word.hasSuffix("s"), BodyComplaints.parts[word] != nil else { return false }
        let singular = word.hasSuffix("ies") ? String(word.dropLast(3)) + "y" : String(word.dropLast())
        return BodyComplaints.parts[singular] != nil
    }

    /// The last body part `tokens` name in the plural, if any.
    static func lastPart(in tokens: [String]) -> String? {
        tokens.last(where: isPluralPart)
    }

    /// `tokens` with the first "they" that has a pain word after it replaced by the part it
    /// stands for: the last plural part named before it in `tokens`, else `lastNamed` (from a
    /// recent message); nil when there is no such "they" or no part for it.
    static func resolved(_ tokens: [String], lastNamed: String?) -> String? {
        for index in tokens.indices {
            guard let verb = pronouns[tokens[index]], saysItHurts(tokens, after: index) else { continue }
            guard let part = lastPart(in: Array(tokens[..<index])) ?? lastNamed else { return nil }
            var words = tokens
            words.replaceSubrange(index...index, with: ["my", part] + verb)
            return words.joined(separator: " ")
        }
        return nil
    }

    /// Whether a pain word follows `index` with only filler words between, as a body part's
    /// pain does (`BodyComplaints`): "they're so sore", "they really hurt", "they're killing me".
    static func saysItHurts(_ tokens: [String], after index: Int) -> Bool {
        var next = index + 1
        while next < tokens.count, next - index <= BodyComplaints.reach, BodyComplaints.fillers.contains(tokens[next]) { next += 1 }
        guard next < tokens.count, next - index <= BodyComplaints.reach, BodyComplaints.pains.contains(tokens[next]) else { return false }
        return tokens[next] != "killing" || (next + 1 < tokens.count && tokens[next + 1] == "me")
    }
}
