/// How far apart two words are: the fewest single-letter edits that turn one into the other.
///
/// The caller chooses what a letter is by what it passes: `Character`s as people see them,
/// `Unicode.Scalar`s, or UTF-8 bytes when both words are ASCII (one byte a character, and
/// comparing bytes is many times quicker). The `String` form does that choice itself.
package enum EditDistance {
    /// Which edits count, one each.
    package enum Edits: Sendable {
        /// Inserting, deleting or substituting a letter: Levenshtein distance
        /// ("form" → "from" is two edits).
        case insertDeleteSubstitute
        /// Those, and swapping two adjacent letters: optimal string alignment distance
        /// ("form" → "from" is one edit; no letter is edited twice).
        case withAdjacentSwaps
    }

    /// The number of edits that turn `a` into `b`, or nil when it is more than `limit`.
    ///
    /// - Parameters:
    ///   - edits: which edits count.
    ///   - limit: the most edits wanted; the comparison stops as soon as every alignment of a
    ///     prefix costs more.
    /// - Returns: the distance, at most `limit`, or nil.
    /// - Complexity: O(`a.count` × `b.count`), less when `limit` stops it early.
    @inlinable
    package static func between<Letter: Equatable>(
        _ a: [Letter], _ b: [Letter], counting edits: Edits, atMost limit: Int = .max
    ) -> Int? {
        guard limit == .max || abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        let swaps = edits == .withAdjacentSwaps
        // Three rows of the table: the one before the previous is what a swap reaches back to.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if swaps, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The number of edits that turn `a` into `b`, letter by `Character`, or nil when it is more
    /// than `limit`. Words of ASCII text are compared byte by byte: each byte is one of their
    /// characters (a carriage return, which joins the line feed after it, aside).
    ///
    /// - Parameters:
    ///   - edits: which edits count.
    ///   - limit: the most edits wanted.
    /// - Returns: the distance, at most `limit`, or nil.
    package static func between(_ a: String, _ b: String, counting edits: Edits, atMost limit: Int = .max) -> Int? {
        if isSingleByteCharacters(a), isSingleByteCharacters(b) {
            return between(Array(a.utf8), Array(b.utf8), counting: edits, atMost: limit)
        }
        return between(Array(a), Array(b), counting: edits, atMost: limit)
    }

    /// Whether every character of `text` is one byte: ASCII, with no carriage return.
    static func isSingleByteCharacters(_ text: String) -> Bool {
        func check(_ bytes: some Sequence<UInt8>) -> Bool { bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
        return text.utf8.withContiguousStorageIfAvailable(check) ?? check(text.utf8)
    }
}
