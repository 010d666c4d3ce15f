/// Finds the patterns that could match a message without trying them all.
///
/// Each pattern is filed under the words of one element it cannot match without (its first
/// required word element); patterns with none (only entities and optional words) are always
/// candidates. A message then reads only the lists of its own word ids (`WordIDs`) — about
/// ten array reads instead of a thousand pattern attempts.
struct PatternIndex: Sendable {
    /// The patterns filed under each word id, one list after another: word `id`'s are
    /// `filed[start[id]..<start[id + 1]]` (two passes over the patterns at start-up, instead of
    /// a list of its own per word, each grown one pattern at a time).
    private let filed: [Int]
    private let start: [Int]
    private let always: [Int]
    let count: Int

    init(_ patterns: [Pattern]) {
        count = patterns.count
        var always: [Int] = []
        let anchors = patterns.map { $0.requiredWords.first?.ids }
        var lengths = [Int](repeating: 0, count: Int(anchors.lazy.compactMap { $0?.max() }.max() ?? -1) + 1)
        for (index, anchor) in anchors.enumerated() {
            guard let anchor else {
                always.append(index)
                continue
            }
            for id in anchor { lengths[Int(id)] += 1 }
        }
        var start = [0]
        start.reserveCapacity(lengths.count + 1)
        for length in lengths { start.append(start[start.count - 1] + length) }
        var filed = [Int](repeating: 0, count: start[start.count - 1])
        var next = start
        for (index, anchor) in anchors.enumerated() {
            for id in anchor ?? [] {
                filed[next[Int(id)]] = index
                next[Int(id)] += 1
            }
        }
        self.filed = filed
        self.start = start
        self.always = always
    }

    /// How many word ids have patterns filed under them (ids from here on have none).
    private var wordCount: Int { start.count - 1 }

    /// Indices of the patterns worth trying on `message`, ascending, each once.
    func candidates(for message: AnalyzedMessage) -> [Int] {
        let words = message.words.covers(Int32(wordCount)) ? message.words : WordIDs.shared.lookUp(message.stems)
        // A bit per pattern: marking them and reading the bits back in order gives each once,
        // ascending, without sorting.
        var marks = [UInt64](repeating: 0, count: (count + 63) / 64)
        var total = always.count
        for index in always { marks[index >> 6] |= 1 << UInt64(index & 63) }
        for id in words.distinct where Int(id) < wordCount {
            let range = start[Int(id)]..<start[Int(id) + 1]
            for index in filed[range] { marks[index >> 6] |= 1 << UInt64(index & 63) }
            total += range.count
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
