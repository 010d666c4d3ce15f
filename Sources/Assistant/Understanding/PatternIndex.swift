/// Finds the patterns that could match a message without trying them all.
///
/// Each pattern is filed under the words of one element it cannot match without (its first
/// required word element); patterns with none (only entities and optional words) are always
/// candidates. A message then looks up only its own stems — about ten dictionary lookups
/// instead of a thousand pattern attempts.
struct PatternIndex: Sendable {
    private var byWord: [String: [Int]] = [:]
    private var always: [Int] = []
    let count: Int

    init(_ patterns: [Pattern]) {
        count = patterns.count
        byWord.reserveCapacity(patterns.count)
        for (index, pattern) in patterns.enumerated() {
            if let anchor = pattern.requiredWords.first {
                for word in anchor { byWord[word, default: []].append(index) }
            } else {
                always.append(index)
            }
        }
    }

    /// Indices of the patterns worth trying on `message`, ascending, each once.
    func candidates(for message: AnalyzedMessage) -> [Int] {
        var found = always
        for stem in message.stemSet {
            if let list = byWord[stem] { found.append(contentsOf: list) }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for index in found where unique.last != index { unique.append(index) }
        return unique
    }
}
