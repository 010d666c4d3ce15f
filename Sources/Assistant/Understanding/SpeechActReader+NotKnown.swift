/// What the person says they do not know: "cant remember when it stopped", "no idea what day
/// it started", "forgot when i took it". The clause names an entry ("it stopped") only as what
/// is not known, so it tells nothing to write.
extension SpeechActReader {
    /// Verbs of knowing that a denial before them makes a gap in what the person knows ("no
    /// reason why" says a cause is not known, like "no idea why").
    static let knowingWords: Set<String> = ["remember", "recall", "know", "sure", "idea", "certain", "reason"]
    /// Verbs that say the knowing is lost on their own ("forgot when…").
    static let forgettingWords: Set<String> = ["forgot", "forget", "forgotten"]
    /// Words that, right before a verb of knowing, deny it ("cannot remember", "not sure").
    static let denialsOfKnowing: Set<String> = ["cannot", "not", "no", "never", "dont", "cant", "couldnt"]
    /// Words that open what is not known ("…when it stopped", "…what day", "…if it was").
    static let unknownOpeners: Set<String> = ["when", "what", "which", "if", "whether", "how", "exactly"]

    /// Whether `tokens` (one clause's words) say the person does not know or remember when or
    /// what something was: a denial ("cannot", "not", "no") before a verb of knowing, or a verb
    /// of forgetting, followed by what is not known.
    static func saysWhatIsNotKnown(_ tokens: [String]) -> Bool {
        tokens.indices.dropLast().contains { index in
            let lost = forgettingWords.contains(tokens[index])
                || knowingWords.contains(tokens[index]) && index > 0 && denialsOfKnowing.contains(tokens[index - 1])
            // "Don't know what to do", "not sure how to cope": a plea, not a fact not known.
            let plea = index + 2 < tokens.count && tokens[index + 2] == "to"
            // "Jittery since lunchtime, no idea what set it off": a cause not known leaves what
            // was felt told.
            let cause = index + 2 < tokens.count && tokens[index + 1] == "what" && causingVerbs.contains(tokens[index + 2])
            return lost && unknownOpeners.contains(tokens[index + 1]) && !plea && !cause
        }
    }

    /// Whether the word at `index` of `tokens` is a verb of knowing a denial makes a gap ("no
    /// idea"), or opens what is not known just after one ("no idea what…", "not sure why…").
    static func isNotKnown(_ tokens: [String], at index: Int) -> Bool {
        func deniedKnowing(_ position: Int) -> Bool {
            position > 0 && knowingWords.contains(tokens[position]) && denialsOfKnowing.contains(tokens[position - 1])
        }
        return deniedKnowing(index) || index > 0 && deniedKnowing(index - 1)
    }

    /// Verbs of causing that, after "what", make what is not known a cause ("no idea what set
    /// it off", "not sure what brought it on").
    static let causingVerbs: Set<String> = ["set", "sets", "caused", "causes", "causing", "triggered", "triggers", "brought", "brings",
                                            "made", "makes", "started", "starts", "kicked", "sparked"]
}
