/// Turns a message's normalised tokens into a sparse feature vector: word unigrams, word
/// bigrams (with start and end markers) and character 3–5-grams of each word with boundary
/// marks, each hashed into `1 << bits` buckets with 64-bit FNV-1a.
///
/// Digits are folded to `0` first, so "36.4" and "36.7" share their features. Each group of
/// features is scaled to unit length and the whole vector to unit length again, so a long
/// word's many character n-grams do not drown its one unigram.
public struct FeatureHasher: Sendable, Equatable {
    /// log2 of the number of buckets.
    public let bits: Int
    /// How much each group counts: word unigrams, word bigrams, character n-grams.
    public let groupWeights: [Double]

    /// - Parameters:
    ///   - bits: log2 of the number of hash buckets (20 gives about a million).
    ///   - groupWeights: the weight of unigrams, bigrams and character n-grams.
    public init(bits: Int = 20, groupWeights: [Double] = [1, 1, 1]) {
        precondition(bits > 0 && bits <= 30, "bits must be in 1...30")
        precondition(groupWeights.count == 3, "one weight per feature group")
        self.bits = bits
        self.groupWeights = groupWeights
    }

    /// One feature: a bucket and its value.
    public struct Feature: Sendable, Equatable {
        public let bucket: UInt32
        public let value: Double
    }

    /// A feature the caller computes (e.g. a pattern engine's score for an intent), added
    /// as it is after the n-grams are scaled.
    public struct Named: Sendable, Equatable {
        public let name: String
        public let value: Double

        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// The features of `tokens` and the `named` features, sorted by bucket, one entry per
    /// bucket.
    public func features(_ tokens: [String], named: [Named] = []) -> [Feature] {
        let words = tokens.map(FeatureHasher.foldDigits)
        var groups: [[UInt32]] = [[], [], []]
        for word in words { groups[0].append(bucket("w", word)) }
        let marked = ["<s>"] + words + ["</s>"]
        for index in 0..<(marked.count - 1) where marked.count > 2 {
            groups[1].append(bucket("b", marked[index] + " " + marked[index + 1]))
        }
        for word in words {
            let characters = Array("<" + word + ">")
            for length in 3...5 where characters.count >= length {
                for start in 0...(characters.count - length) {
                    groups[2].append(bucket("c", String(characters[start..<(start + length)])))
                }
            }
        }
        var values: [UInt32: Double] = [:]
        for (groupIndex, group) in groups.enumerated() where !group.isEmpty && groupWeights[groupIndex] > 0 {
            var counts: [UInt32: Double] = [:]
            for bucket in group { counts[bucket, default: 0] += 1 }
            // Sum in a fixed (sorted) order so the norm is the same on every machine.
            let keys = counts.keys.sorted()
            var norm = 0.0
            for key in keys { norm += counts[key]! * counts[key]! }
            norm = norm.squareRoot() / groupWeights[groupIndex]
            for key in keys { values[key, default: 0] += counts[key]! / norm }
        }
        let keys = values.keys.sorted()
        var total = 0.0
        for key in keys { total += values[key]! * values[key]! }
        total = total.squareRoot()
        var scaled: [UInt32: Double] = [:]
        if total > 0 { for key in keys { scaled[key] = values[key]! / total } }
        for feature in named { scaled[bucket("n", feature.name), default: 0] += feature.value }
        return scaled.keys.sorted().map { Feature(bucket: $0, value: scaled[$0]!) }
    }

    /// The bucket of a feature of `kind` with text `text`.
    func bucket(_ kind: String, _ text: String) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in kind.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash = (hash ^ 0x1f) &* 0x100_0000_01b3
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return UInt32(truncatingIfNeeded: hash & ((1 << UInt64(bits)) - 1))
    }

    static func foldDigits(_ word: String) -> String {
        guard word.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return word }
        return String(decoding: word.utf8.map { $0 >= 0x30 && $0 <= 0x39 ? UInt8(ascii: "0") : $0 }, as: UTF8.self)
    }
}
