import CycleCore
import Language

/// "I feel sick all the time and I'm not even pregnant, is that my cycle?": a clear denial of
/// being pregnant, from a profile that is not in pregnancy mode, rules out the pregnancy
/// intents and the pregnancy-only topics for that message. A question whether one is pregnant
/// ("am I pregnant?", "I'm not sure if I'm pregnant", "not pregnant yet") is no denial.
extension Assistant {
    /// Words that may stand between "not" and "pregnant" in a denial ("not even pregnant";
    /// `word-lists.json`).
    static let denialFillers: Set<String> = WordList.notPregnantDenialFillers.set
    /// Words that deny, before "pregnant" and its fillers ("not", "never").
    static let denialWords: Set<String> = WordList.notPregnantDenialWords.set
    /// Words just before "not" that make it a condition or a hope, not a denial ("if I'm not pregnant").
    static let denialConditions: Set<String> = WordList.notPregnantDenialConditions.set

    /// Whether normalised `tokens` deny being pregnant: "not [even|definitely…] pregnant",
    /// not followed by "yet" and not after "if", "whether", "hope"….
    static func deniesPregnancy(_ tokens: [String]) -> Bool {
        for index in tokens.indices where tokens[index] == "pregnant" {
            if index + 1 < tokens.count, tokens[index + 1] == "yet" { continue }
            var at = index - 1
            while at >= 0, denialFillers.contains(tokens[at]) { at -= 1 }
            guard at >= 0, denialWords.contains(tokens[at]) else { continue }
            let before = tokens[max(0, at - 3)..<at]
            if before.contains(where: denialConditions.contains) { continue }
            return true
        }
        return false
    }

    /// Whether `message` denies a pregnancy from a profile that is not in pregnancy mode.
    static func deniesPregnancy(_ message: AnalyzedMessage, mode: Mode?, pregnantNow: Bool) -> Bool {
        guard let mode, mode != .pregnancy, !pregnantNow else { return false }
        return deniesPregnancy(message.normalized.tokens)
    }

    /// Whether `message` wonders whether the person is pregnant, from a profile not in pregnancy mode.
    static func doubtsPregnancy(_ message: AnalyzedMessage, mode: Mode?, pregnantNow: Bool) -> Bool {
        guard let mode, mode != .pregnancy, !pregnantNow else { return false }
        return doubtsPregnancy(message.normalized.tokens)
    }

    /// Words that put being pregnant in doubt when a first-person "…be / I'm pregnant" follows
    /// within three words ("not sure if I'm pregnant", "I think I might be pregnant").
    static let doubtWords: Set<String> = WordList.notPregnantDoubtWords.set
    /// Words after which "if" asks whether rather than sets a condition ("not sure if…").
    static let doubtBeforeIf: Set<String> = WordList.notPregnantDoubtBeforeIf.set
    /// Words just before "pregnant" that make it the person's own ("I'm pregnant", "be pregnant").
    static let beforePregnant: Set<String> = WordList.notPregnantBeforePregnant.set

    /// Whether normalised `tokens` wonder whether the person is pregnant: "am I pregnant",
    /// "could I be pregnant", "not sure if I'm pregnant". Such a message is about possibly being
    /// pregnant (tests, early signs), not about a pregnancy.
    static func doubtsPregnancy(_ tokens: [String]) -> Bool {
        for index in tokens.indices where tokens[index] == "pregnant" && index >= 2 {
            if tokens[index - 2] == "am", tokens[index - 1] == "i" { return true }
            guard beforePregnant.contains(tokens[index - 1]) else { continue }
            for at in max(0, index - 4)..<(index - 1) {
                if doubtWords.contains(tokens[at]) { return true }
                if tokens[at] == "if", at > 0, doubtBeforeIf.contains(tokens[at - 1]) { return true }
            }
        }
        return false
    }
}
