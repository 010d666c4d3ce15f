/// "It" for what the last few messages named, read as `PartPronoun` reads "they":
/// - "if my period came 5 days early would that be something to worry about" … "well it just
///   did lol, started this afternoon": "it" with a verb of arriving is the period;
/// - "my periods have been lasting 10 days" … "its heavy again today": "it" with a word of
///   flow is the period;
/// - "my mum says heartburn means a hairy baby" … "but tonight its really bad": "it" with a
///   word of how bad is the symptom named.
/// The message is read again with the subject in the pronoun's place ("well my period just
/// came lol…", "but tonight my heartburn is really bad"), so the clause reader, the route and
/// the writes all read the person's own day. (Without it the first got "Sure. What should I
/// log?" and the second a library answer about infection after a miscarriage.)
///
/// Only a message that names no period or symptom of its own is read this way, and only when
/// "it" opens a statement: "is it bad?" asks, and "it" with no such verb or word after it
/// ("it said 36.5") stays what it was.
enum ItPronoun {
    /// How many turns after the message that named the period or the symptom "it" can still stand for it.
    static let turns = 3

    /// Verbs of a period arriving after "it" ("it came", "it just started", "its here").
    static let arrivingVerbs: Set<String> = ["came", "started", "starts", "arrived", "showed", "turned", "appeared", "began", "did", "here", "come"]
    /// Words that may stand between "it" and a verb of arriving or a word of how bad.
    static let fillers: Set<String> = ["just", "finally", "has", "have", "actually", "literally", "already", "only", "is", "was", "really", "so", "properly", "proper",
                                       "absolutely", "bloody", "pretty", "quite", "super", "very", "getting", "got", "been", "even"]
    /// Words of how bad a symptom is ("its really bad", "it's awful tonight").
    static let badWords: Set<String> = ["bad", "awful", "terrible", "horrendous", "unbearable", "worse", "horrible", "grim", "brutal", "intense", "severe", "rough", "vile", "agony"]

    /// The word after "it" (past the fillers), and its index, if any.
    static func wordAfter(_ tokens: [String], _ index: Int) -> Int? {
        var next = index + 1
        while next < tokens.count, next - index <= 3, fillers.contains(tokens[next]) { next += 1 }
        return next < tokens.count && next - index <= 3 ? next : nil
    }

    /// Whether the "it" at `index` opens a statement: not after a verb that asks ("is it", "does it").
    static func opensAStatement(_ tokens: [String], _ index: Int) -> Bool {
        index == 0 || !["is", "does", "did", "was", "will", "would", "could", "should", "can", "has", "if", "what", "why", "how"].contains(tokens[index - 1])
    }

    /// The pronouns read, and the verb each carries ("its" → "is": "its here", "its really bad").
    static let pronouns: [String: [String]] = ["it": [], "its": ["is"]]

    /// `tokens` with the first "it" that has a verb of arriving after it replaced by "my
    /// period" ("it just did" becomes "my period just came", "its just started" "my period has
    /// just started"); nil when there is none.
    static func resolvedPeriod(_ tokens: [String]) -> String? {
        replacements(forPeriodIn: tokens).map { apply($0, to: tokens).joined(separator: " ") }
    }

    /// The message as typed with the period in the pronoun's place, its commas kept so its
    /// clauses stay apart; nil when it has no such "it".
    static func resolvedPeriod(_ message: AnalyzedMessage) -> String? {
        replacements(forPeriodIn: message.normalized.tokens).flatMap { typedText(message, replacing: $0) }
    }

    /// The message as typed with the period in the place of an "it" after the period it names
    /// itself ("my period finished yesterday, it started on thursday" reads "…, my period started
    /// on thursday"); nil when it names no period or has no such "it" after it.
    /// Only an "it" whose verb is a start or an arrival and that names its day is read so: "it
    /// didn't hurt" and "this month it came light" tell how the period was, not a day to log.
    static func resolvedPeriodNamedBefore(_ message: AnalyzedMessage) -> String? {
        let tokens = message.normalized.tokens
        guard let named = tokens.firstIndex(where: periodWords.contains),
              let found = replacements(forPeriodIn: tokens, after: named), let index = found.keys.min(),
              let verb = wordAfter(tokens, index), tokens[verb] != "did",
              message.entities.contains(where: { $0.kind == .day && $0.start > verb }) else { return nil }
        return typedText(message, replacing: found)
    }

    /// The words to put in place of the "it" (and of "did") that a verb of arriving follows,
    /// looking only past `start`.
    static func replacements(forPeriodIn tokens: [String], after start: Int = -1) -> [Int: [String]]? {
        for index in tokens.indices where index > start && pronouns[tokens[index]] != nil && opensAStatement(tokens, index) {
            guard let verb = wordAfter(tokens, index), arrivingVerbs.contains(tokens[verb]) else { continue }
            let carried = tokens[index] == "its" ? [tokens[verb] == "here" ? "is" : "has"] : []
            var found: [Int: [String]] = [index: ["my", "period"] + carried]
            if tokens[verb] == "did" { found[verb] = ["came"] }
            return found
        }
        return nil
    }

    /// The message as typed with the period in the place of an "it" that a word of flow
    /// follows ("its heavy again today" a turn after the periods were talked about reads "my
    /// period is heavy again today"); nil when it has no such "it".
    static func resolvedPeriodFlow(_ message: AnalyzedMessage) -> String? {
        let tokens = message.normalized.tokens
        for index in tokens.indices where opensAStatement(tokens, index) {
            guard let carried = pronouns[tokens[index]], let word = wordAfter(tokens, index), flowWords.contains(tokens[word]) else { continue }
            return typedText(message, replacing: [index: ["my", "period"] + carried])
        }
        return nil
    }

    /// Words of a period's flow after "it" ("its heavy again", "it's lighter today").
    static let flowWords: Set<String> = ["heavy", "heavier", "light", "lighter", "medium", "spotting", "flooding"]

    /// `tokens` with the first "it" that has a word of how bad after it replaced by "my" and
    /// `symptom`; nil when there is none.
    static func resolvedSymptom(_ tokens: [String], symptom: String) -> String? {
        replacements(forSymptom: symptom, in: tokens).map { apply($0, to: tokens).joined(separator: " ") }
    }

    /// The message as typed with the symptom in the pronoun's place; nil when it has no such "it".
    static func resolvedSymptom(_ message: AnalyzedMessage, symptom: String) -> String? {
        replacements(forSymptom: symptom, in: message.normalized.tokens).flatMap { typedText(message, replacing: $0) }
    }

    /// The words to put in place of the "it" that a word of how bad follows.
    static func replacements(forSymptom symptom: String, in tokens: [String]) -> [Int: [String]]? {
        for index in tokens.indices where opensAStatement(tokens, index) {
            guard let carried = pronouns[tokens[index]], let word = wordAfter(tokens, index),
                  badWords.contains(tokens[word]) || BodyComplaints.pains.contains(tokens[word]) else { continue }
            return [index: ["my"] + symptom.split(separator: " ").map(String.init) + carried]
        }
        return nil
    }

    /// `tokens` with the words at each index replaced.
    static func apply(_ replacements: [Int: [String]], to tokens: [String]) -> [String] {
        var words = tokens
        for (index, with) in replacements.sorted(by: { $0.key > $1.key }) { words.replaceSubrange(index...index, with: with) }
        return words
    }

    /// The message as typed with the words at each index replaced, found by where each word
    /// as typed ends (`ElidedItem.endOfWord`); the normalised words joined when a word cannot
    /// be found.
    static func typedText(_ message: AnalyzedMessage, replacing replacements: [Int: [String]]) -> String? {
        let typed = message.normalized.typed
        var text = message.normalized.original
        for (index, with) in replacements.sorted(by: { $0.key > $1.key }) {
            guard index < typed.count,
                  let end = ElidedItem.endOfWord(typed[index], occurrence: typed[..<index].filter { $0 == typed[index] }.count, in: text) else {
                return apply(replacements, to: message.normalized.tokens).joined(separator: " ")
            }
            let start = text.index(end, offsetBy: -typed[index].count)
            text.replaceSubrange(start..<end, with: with.joined(separator: " "))
        }
        return text
    }

    /// Words that name the period.
    static let periodWords: Set<String> = ["period", "periods", "af"]
}
