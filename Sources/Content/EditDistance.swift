/// Edit distances for forgiving search.
public enum EditDistance {
    /// The number of single-character insertions, deletions, substitutions and adjacent
    /// swaps that turn `a` into `b` (optimal string alignment distance).
    ///
    /// - Parameter limit: stop early and return `limit + 1` once the distance must exceed it.
    /// - Complexity: O(`a.count` × `b.count`).
    public static func between(_ a: String, _ b: String, limit: Int = .max) -> Int {
        between(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max) -> Int {
        if a == b { return 0 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if limit != .max, abs(a.count - b.count) > limit { return limit + 1 }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// How many typos a query word of this many letters may carry and still match:
    /// none up to 3 letters, one for 4–7, two for 8 or more.
    public static func tolerance(forLength length: Int) -> Int {
        switch length {
        case ...3: 0
        case 4...7: 1
        default: 2
        }
    }
}
