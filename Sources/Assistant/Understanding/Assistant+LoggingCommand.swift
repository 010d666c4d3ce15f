import CycleCore
import Language

/// "Log sex from last night pls, dh was finally home", "had 2 glasses since lunch, add them":
/// an explicit command to log says the message is a log, whatever its background words say.
/// The intent is then the log the model ranks highest (the write gate still decides whether
/// anything is written: a question or someone else's day never is).
extension Assistant {
    /// First words that command a log ("log my temp"; `word-lists.json`). "Record" is left out:
    /// people record matches and videos.
    static let loggingCommandOpeners: Set<String> = WordList.loggingCommandOpeners.set
    /// Words after "log" or "record" that make something else of it ("log me out", "log in").
    static let notALoggingCommand: Set<String> = WordList.loggingCommandNotACommand.set
    /// Last words that command a log of what came before ("…, log it", "add those please").
    /// Each verb with each word pointing back, then the other phrases, word by word.
    static let loggingCommandTails: [[String]] = {
        var tails: [[String]] = []
        for verb in WordList.loggingCommandTailVerbs.words {
            for object in WordList.loggingCommandTailObjects.words { tails.append([verb, object]) }
        }
        return tails + WordList.loggingCommandTailPhrases.words.map { $0.split(separator: " ").map(String.init) }
    }()
    /// Words that may follow a command's tail ("log it please").
    static let politeEnds: Set<String> = WordList.loggingCommandPoliteEnds.set
    /// Intents that log through a timer ("baby's kicking, log it"), not the journal's log.
    static let timedLogs: Set<String> = [IntentID.pregnancyKicks.rawValue, IntentID.pregnancyContractions.rawValue]
    /// How likely (by the model) the best log must be for a command to choose it.
    static let leastLikelyLogForACommand = 0.2

    /// Whether `tokens` (normalised words) command a log.
    static func commandsALog(_ tokens: [String]) -> Bool {
        guard let first = tokens.first else { return false }
        if loggingCommandOpeners.contains(first), tokens.count > 1, !notALoggingCommand.contains(tokens[1]) { return true }
        var end = tokens.count
        while end > 0, politeEnds.contains(tokens[end - 1]) { end -= 1 }
        // Compared word by word: no copy of the message's end for each of the 33 tails.
        return loggingCommandTails.contains { tail in
            end > tail.count && tail.indices.allSatisfy { tokens[end - tail.count + $0] == tail[$0] }
        }
    }

    /// The log the model ranks highest for a message that commands one and was not read as a
    /// log; nil otherwise.
    func loggingCommandReading(_ message: AnalyzedMessage, whole: IntentClassifier.Classification) -> IntentClassifier.Classification? {
        guard !whole.intent.hasPrefix("log."), !Assistant.timedLogs.contains(whole.intent), Assistant.commandsALog(message.normalized.tokens) else { return nil }
        let ranked = classifier.rank(message)
        guard let log = ranked.first(where: { $0.intent.hasPrefix("log.") }), log.probability >= Assistant.leastLikelyLogForACommand else { return nil }
        // The person said to log: which log is the only doubt, so the reading is as sure as a
        // write needs (the write is confirmed in one line and "undo" takes it back).
        return IntentClassifier.Classification(intent: log.intent, confidence: max(LogAnswers.writeFloor, IntentClassifier.rounded(log.probability)),
                                               runnerUp: ranked.first { $0.intent != log.intent }?.intent)
    }
}
