import Language
/// Symptoms a message says the person does NOT have ("no bleeding", "never had a headache",
/// "I don't feel dizzy or faint"): they are the subject of the question, not a red flag, so
/// triage reads the message without them. So are words that name no symptom or side where
/// they stand: a test's "faint line", "right at the tip of my shoulder".
///
/// Only symptoms whose presence is the worry are removed (bleeding, pain, fever, dizziness…);
/// an absence that is itself the worry ("not felt the baby move", "no period for 6 months",
/// "can't breathe") is never touched. Nothing is removed when anything but a few filler words
/// stands between the negation and the symptom ("not stopped bleeding"), or when what follows
/// turns the sentence round ("never had pain like this before", "no bleeding until today").
enum TriageNegation {
    static let negators: WordTable<Bool> = WordList.triageNegationNegators.table
    /// Symptoms whose absence can be stated safely.
    static let deniable: WordTable<Bool> = WordList.triageNegationDeniable.table
    /// Words that may stand between the negation and the symptom.
    static let fillers: WordTable<Bool> = WordList.triageNegationFillers.table
    /// Words after the symptom that mean the negation does not clear it.
    static let turns: WordTable<Bool> = WordList.triageNegationTurns.table
    /// Words that end the clause a negation reaches over.
    static let boundaries: WordTable<Bool> = WordList.triageNegationBoundaries.table

    /// The message's words without the symptoms it denies, or nil when it denies none.
    static func withoutDenied(_ tokens: [String]) -> [String]? {
        var keep = [Bool](repeating: true, count: tokens.count)
        var removed = false
        var at = 0
        while at < tokens.count {
            guard negators.contains(tokens[at]) else { at += 1; continue }
            // The first symptom word after the negation, over filler words only.
            var next = at + 1
            while next < tokens.count, next - at <= 5, fillers.contains(tokens[next]) { next += 1 }
            guard next < tokens.count, deniable.contains(tokens[next]) else { at += 1; continue }
            // "no fever or pain", "not dizzy or faint": the list the negation covers.
            var end = next
            // "one sided pain": a symptom said in more than one word.
            while end + 1 < tokens.count, deniable.contains(tokens[end + 1]) { end += 1 }
            while end + 2 < tokens.count, ["or", "nor", "and"].contains(tokens[end + 1]),
                  deniable.contains(tokens[end + 2]) || (end + 3 < tokens.count && fillers.contains(tokens[end + 2]) && deniable.contains(tokens[end + 3])) {
                end += deniable.contains(tokens[end + 2]) ? 2 : 3
            }
            // What follows, up to the end of the clause, must not turn it round.
            var after = end + 1
            var turned = false
            while after < tokens.count, after - end <= 5, !boundaries.contains(tokens[after]), !negators.contains(tokens[after]) {
                if turns.contains(tokens[after]) { turned = true; break }
                after += 1
            }
            if turned { at = end + 1; continue }
            for index in at...end { keep[index] = false }
            removed = true
            at = end + 1
        }
        // "Faint bfp 3 days ago", "a faint line": a test's faint result is no feeling faint.
        // "Feeling faint, positive test last week" still feels faint.
        for index in tokens.indices where keep[index] && tokens[index] == "faint"
            && tokens[(index + 1)...].prefix(2).contains(where: faintResultWords.contains)
            && !tokens[max(0, index - 2)..<index].contains(where: feelingFaintWords.contains) {
            keep[index] = false
            removed = true
        }
        // "A weird ache right at the tip of my shoulder": "right" just before where is no side.
        for index in tokens.indices.dropLast() where keep[index] && tokens[index] == "right"
            && adverbRightBefore.contains(tokens[index + 1]) && !(index > 0 && sideRightAfter.contains(tokens[index - 1])) {
            keep[index] = false
            removed = true
        }
        // "My vision is fine", "breathing's normal": a symptom word said to be fine is no symptom.
        for index in tokens.indices where keep[index] && deniable.contains(tokens[index]) && saidToBeFine(tokens, after: index) {
            keep[index] = false
            removed = true
        }
        guard removed else { return nil }
        return tokens.indices.filter { keep[$0] }.map { tokens[$0] }
    }

    /// Words a symptom is said to be fine with ("vision fine", "vision is fine", "eyesight totally normal").
    /// Words that make "faint" just before them a test's result ("faint line", "faint positive").
    static let faintResultWords: Set<String> = ["line", "lines", "positive", "pos", "test", "tests", "bfp", "hpt", "frer", "second", "2nd", "pregnancy"]
    /// Words before "faint" that make it a feeling ("feel faint", "going faint").
    static let feelingFaintWords: Set<String> = ["feel", "feeling", "felt", "feels", "went", "go", "going", "gone", "gonna", "about", "nearly",
                                                 "almost", "might", "dizzy", "and", "am", "was", "so", "bit", "quite", "slightly", "little"]
    /// Words that make "right" just before them mean "just" ("right at the tip", "right in the middle").
    static let adverbRightBefore: Set<String> = ["at", "in", "across", "under", "above", "below", "by", "through", "inside", "up", "down", "into", "between"]
    /// Words that, just before "right", make it the side ("on the right at night", "my right under the ribs").
    static let sideRightAfter: Set<String> = ["the", "my", "her", "on", "to", "lower", "upper", "bottom", "top", "far", "and", "or"]
    static let fineWords: Set<String> = ["fine", "normal", "ok", "okay", "clear", "perfect", "good"]
    /// Words that may stand between a symptom word and `fineWords`.
    static let fineLinks: Set<String> = ["is", "are", "seems", "totally", "completely", "absolutely", "all", "still", "back", "to", "perfectly"]

    /// Whether the word at `index` is followed, over link words only, by a word of fine.
    static func saidToBeFine(_ tokens: [String], after index: Int) -> Bool {
        var next = index + 1
        while next < tokens.count, next - index <= 3, fineLinks.contains(tokens[next]) { next += 1 }
        guard next < tokens.count, fineWords.contains(tokens[next]) else { return false }
        if next > index + 1 { return true }
        // "Vision fine" with no link word says it only with "fine", and not as a question
        // ("is bleeding fine at 6 weeks?" asks).
        return tokens[next] == "fine" && (index == 0 || !["is", "are", "it", "its"].contains(tokens[index - 1]))
    }

    /// Movements said to be as usual ("baby moving well", "kicking loads", "baby active"):
    /// words of movement followed by a word of normal.
    static let movementWords: WordTable<Bool> = WordList.triageNegationMovementWords.table
    /// Words of normal, within two words after a word of movement ("moving fine", "kicks lots").
    static let normalWords: WordTable<Bool> = WordList.triageNegationNormalWords.table
    /// Words that say or contrast a change in movements: with one anywhere in the message,
    /// nothing is removed ("she normally kicks loads after dinner but tonight barely anything").
    static let decreaseWords: WordTable<Bool> = WordList.triageNegationDecreaseWords.table

    /// The message's words without movements it says are as usual, or nil when it says none
    /// or says anywhere that movements changed.
    static func withoutReassuredMovements(_ tokens: [String]) -> [String]? {
        // "Normally" after a word of movement says it is as usual ("baby moving normally");
        // before one it contrasts with now ("she normally kicks loads after dinner").
        let contrasts = tokens.indices.contains { index in
            decreaseWords.contains(tokens[index])
                && !(normalWords.contains(tokens[index]) && tokens[max(0, index - 2)..<index].contains(where: movementWords.contains))
        }
        guard !contrasts else { return nil }
        var keep = [Bool](repeating: true, count: tokens.count)
        var removed = false
        for index in tokens.indices where movementWords.contains(tokens[index]) {
            let next = tokens[(index + 1)..<min(tokens.count, index + 3)]
            guard next.contains(where: normalWords.contains) else { continue }
            for position in index..<min(tokens.count, index + 3) { keep[position] = false }
            removed = true
        }
        guard removed else { return nil }
        return tokens.indices.filter { keep[$0] }.map { tokens[$0] }
    }

    /// Words that say a symptom got better ("helped", "eased", "gone").
    static let reliefWords: WordTable<Bool> = WordList.triageNegationReliefWords.table
    /// Words that deny the relief after them ("not", "hasnt", "nothing").
    static let reliefNegators: WordTable<Bool> = WordList.triageNegationReliefNegators.table
    /// Words that may stand between the denial and the relief ("has not really helped").
    static let reliefLinks: WordTable<Bool> = WordList.triageNegationReliefLinks.table

    /// The message's words without the relief it denies ("paracetamol hasn't helped", "the
    /// headache's not gone", "they don't ease when I lie down"), or nil when it denies none.
    ///
    /// What lowers a level (a rule's exception "paracetamol helped", a modifier, the fallback's
    /// "settles when I rest") reads these words: relief said not to have come is no relief.
    /// Only the relief word goes; the denial stays for the rules that read it ("not helping").
    static func withoutDeniedRelief(_ tokens: [String]) -> [String]? {
        var keep = [Bool](repeating: true, count: tokens.count)
        var removed = false
        for index in tokens.indices where reliefWords.contains(tokens[index]) {
            var before = index - 1
            while before >= 0, index - before <= 4, reliefLinks.contains(tokens[before]) { before -= 1 }
            guard before >= 0, index - before <= 4, reliefNegators.contains(tokens[before]) else { continue }
            keep[index] = false
            removed = true
        }
        guard removed else { return nil }
        return tokens.indices.filter { keep[$0] }.map { tokens[$0] }
    }
}
