/// Finds the patterns that could match a message without trying them all.
///
/// Each pattern is filed under the words of one element it cannot match without (its first
/// required word element); patterns with none (only entities and optional words) are always
/// candidates. A message then reads only the lists of its own word ids (`WordIDs`) — about
/// ten array reads instead of a thousand pattern attempts.
struct PatternIndex: Sendable {
    /// Word id → the patterns filed under it.
    private var byWord: [[Int]] = []
    private var always: [Int] = []
    let count: Int

    init(_ patterns: [Pattern]) {
        count = patterns.count
        for (index, pattern) in patterns.enumerated() {
            if let anchor = pattern.requiredWords.first {
                for id in anchor.ids {
                    while byWord.count <= Int(id) { byWord.append([]) }
                    byWord[Int(id)].append(index)
                }
            } else {
                always.append(index)
            }
        }
    }

    /// Indices of the patterns worth trying on `message`, ascending, each once.
    func candidates(for message: AnalyzedMessage) -> [Int] {
        let words = message.words.covers(Int32(byWord.count)) ? message.words : WordIDs.shared.lookUp(message.stems)
        // A bit per pattern: marking them and reading the bits back in order gives each once,
        // ascending, without sorting.
        var marks = [UInt64](repeating: 0, count: (count + 63) / 64)
        var total = always.count
        for index in always { marks[index >> 6] |= 1 << UInt64(index & 63) }
        for id in words.distinct where Int(id) < byWord.count {
            for index in byWord[Int(id)] { marks[index >> 6] |= 1 << UInt64(index & 63) }
            total += byWord[Int(id)].count
        }
        var found: [Int] = []
        found.reserveCapacity(total)
        for (block, bits) in marks.enumerated() {
            var bits = bits
            while bits != 0 {
                found.append(block << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return found
    }
}
