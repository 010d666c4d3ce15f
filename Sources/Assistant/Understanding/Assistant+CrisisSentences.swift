import CycleCore

/// "Period came today, heavy as usual. Honestly I think everyone would cope fine without me.
/// When is the next one due?": a crisis said in one sentence of a longer message is diluted by
/// the rest when the whole message is scored. When the whole message does not concern the
/// crisis check, each sentence of a message of several is scored too.
extension Assistant {
    /// The sentences of `message` worth scoring apart: split at ".", "?", "!", ";" and line
    /// breaks (not a decimal point), each with at least one letter; empty for one sentence.
    static func sentencesToScore(_ message: String) -> [Substring] {
        var sentences: [Substring] = []
        var start = message.startIndex
        var index = message.startIndex
        while index < message.endIndex {
            let character = message[index]
            let next = message.index(after: index)
            var isBreak = character == "?" || character == "!" || character == ";" || character == "\n"
            if character == ".", next == message.endIndex || !message[next].isNumber { isBreak = true }
            if isBreak {
                let sentence = message[start..<index]
                if sentence.contains(where: \.isLetter) { sentences.append(sentence) }
                start = next
            }
            index = next
        }
        let last = message[start...]
        if last.contains(where: \.isLetter) { sentences.append(last) }
        return sentences.count > 1 ? sentences : []
    }

    /// The fewest words a sentence needs to be scored on its own ("ugh." says too little).
    static let fewestWordsToScore = 3

    static func isLongEnoughToScore(_ sentence: String) -> Bool {
        sentence.split(whereSeparator: { !$0.isLetter && $0 != "'" }).count >= fewestWordsToScore
    }

    /// Whether one sentence of a message of several, three words or more, concerns the crisis
    /// check on its own. On guard-fresh.tsv (never tuned on) this met 6 more of its 82 crisis
    /// lines and flagged none of its 63 ordinary ones; scoring the message without its last
    /// sentence as well, or each pair of sentences, met none more.
    func aSentenceIsConcerning(_ message: String, today: Day, profiles: [String]) -> Bool {
        Assistant.sentencesToScore(message).lazy.map(String.init).filter(Assistant.isLongEnoughToScore).contains { sentence in
            crisisCheck.isConcerning(classifier.features(analyzer.analyze(sentence, today: today, profiles: profiles)))
        }
    }

    /// The crisis check's probability for `message` read whole, for diagnostics and benchmarks.
    public func crisisProbability(of message: String, today: Day) -> Double {
        crisisCheck.probability(classifier.features(analyzer.analyze(message, today: today, profiles: [])))
    }
}
