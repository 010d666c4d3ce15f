import BloomBase

/// Turns a message's normalised tokens into a sparse feature vector: word unigrams, word
/// bigrams (with start and end markers) and character 3–5-grams of each word with boundary
/// marks, each hashed into `1 << bits` buckets with 64-bit FNV-1a; optionally (a weight above
/// 0 in `groupWeights`) the extra groups of `FeatureHasher+ExtraGroups.swift`.
///
/// Digits are folded to `0` first, so "36.4" and "36.7" share their features. Each group of
/// features is scaled to unit length and the whole vector to unit length again, so a long
/// word's many character n-grams do not drown its one unigram.
package struct FeatureHasher: Sendable, Equatable {
    /// log2 of the number of buckets.
    package let bits: Int
    /// How much each group counts, in `Group` order (always `Group.allCases.count` weights; 0
    /// leaves a group out).
    package let groupWeights: [Double]
    /// How many of a message's last words make the `focus` group (used when its weight is above 0).
    package let focusWords: Int
    /// The default `focusWords`.
    package static let standardFocusWords = 6

    /// The groups of features, in the order of `groupWeights`.
    package enum Group: Int, CaseIterable, Sendable {
        /// Each word.
        case words
        /// Each two neighbouring words, with start and end markers.
        case bigrams
        /// Each word's character 3–5-grams, between boundary marks.
        case characters
        /// Each word with the word after next (start and end markers included).
        case skipBigrams
        /// Each word's crude stem (`FeatureHasher.stem`).
        case stems
        /// The first word with each later word.
        case firstWordPairs
        /// The character 3–5-grams across each space between two words.
        case boundaryCharacters
        /// The last `focusWords` words and each two neighbours among them, as features of
        /// their own: the request that usually ends a long message ("…my last period was
        /// weird. when should i test"), weighed as much as a short message's whole text
        /// however much background comes before it. In a short message they are its words.
        case focus
    }

    /// The weights of the three original groups alone.
    package static let standardWeights: [Double] = [1, 1, 1]

    /// - Parameters:
    ///   - bits: log2 of the number of hash buckets (20 gives about a million).
    ///   - groupWeights: the weight of each `Group`, in order; groups not given weigh 0.
    ///   - focusWords: how many of the last words make the `focus` group.
    package init(bits: Int = 20, groupWeights: [Double] = FeatureHasher.standardWeights, focusWords: Int = FeatureHasher.standardFocusWords) {
        precondition(bits > 0 && bits <= 30, "bits must be in 1...30")
        precondition(focusWords > 0, "the focus group needs at least one word")
        self.focusWords = focusWords
        precondition(groupWeights.count <= Group.allCases.count && groupWeights.allSatisfy { $0 >= 0 }, "at most one weight (≥ 0) per feature group")
        self.bits = bits
        self.groupWeights = groupWeights + Array(repeating: 0, count: Group.allCases.count - groupWeights.count)
    }

    /// One feature: a bucket and its value.
    package struct Feature: Sendable, Equatable {
        package let bucket: UInt32
        package let value: Double
    }

    /// A feature the caller computes (e.g. a pattern engine's score for an intent), added
    /// as it is after the n-grams are scaled.
    package struct Named: Sendable, Equatable {
        package let name: String
        package let value: Double

        package init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// The features of `tokens` and the `named` features, sorted by bucket, one entry per
    /// bucket.
    ///
    /// Works on bytes and sorted arrays (no dictionaries, no `Character`s for ASCII words), in
    /// a fixed order of additions, so it is fast and gives the same bits everywhere.
    package func features(_ tokens: [String], named: [Named] = []) -> [Feature] {
        scaled(quickBuckets(tokens), named: named)
    }

    /// `features` with the buckets found as they first were (a padded copy of every n-gram
    /// hashed from the start): the reference `quickBuckets` is tested against.
    func referenceFeatures(_ tokens: [String], named: [Named] = []) -> [Feature] {
        referenceScaled(referenceBuckets(tokens), named: named)
    }

    /// The buckets of each group (unigrams, bigrams, character n-grams), in no set order.
    ///
    /// FNV-1a reads bytes in order, so the state after a kind's prefix is computed once, and
    /// a character 4-gram and 5-gram continue the 3-gram that starts where they start.
    func quickBuckets(_ tokens: [String]) -> [[UInt32]] {
        let mask = (UInt64(1) << UInt64(bits)) - 1
        @inline(__always) func add(_ hash: UInt64, _ byte: UInt8) -> UInt64 { FNV1a.adding(byte, to: hash) }
        let wordStart = FeatureHasher.prefixHash(FeatureHasher.wordKind), bigramStart = FeatureHasher.prefixHash(FeatureHasher.bigramKind)
        let characterStart = FeatureHasher.prefixHash(FeatureHasher.characterKind)
        var words: [[UInt8]] = []
        words.reserveCapacity(tokens.count)
        for token in tokens {
            var bytes = Array(token.utf8)
            for index in bytes.indices where bytes[index] >= 0x30 && bytes[index] <= 0x39 { bytes[index] = UInt8(ascii: "0") }
            words.append(bytes)
        }
        var groups = [[UInt32]](repeating: [], count: Group.allCases.count)
        groups[0].reserveCapacity(words.count)
        for word in words {
            var hash = wordStart
            for byte in word { hash = add(hash, byte) }
            groups[0].append(UInt32(truncatingIfNeeded: hash & mask))
        }
        if !words.isEmpty {
            groups[1].reserveCapacity(words.count + 1)
            var previous = FeatureHasher.start
            for index in 0...words.count {
                let next = index < words.count ? words[index] : FeatureHasher.end
                var hash = bigramStart
                for byte in previous { hash = add(hash, byte) }
                hash = add(hash, 0x20)
                for byte in next { hash = add(hash, byte) }
                groups[1].append(UInt32(truncatingIfNeeded: hash & mask))
                previous = next
            }
        }
        // At most three n-grams start at each byte of a word between its marks.
        groups[2].reserveCapacity(words.reduce(0) { $0 + 3 * ($1.count + 2) })
        for word in words {
            guard word.allSatisfy({ $0 < 0x80 }) else {
                groups[2].append(contentsOf: FeatureHasher.characterGrams(of: word).map { bucket(FeatureHasher.characterKind, $0[...]) })
                continue
            }
            // The word between "<" and ">".
            let count = word.count + 2
            func byte(_ index: Int) -> UInt8 { index == 0 ? UInt8(ascii: "<") : index == count - 1 ? UInt8(ascii: ">") : word[index - 1] }
            guard count >= 3 else { continue }
            for first in 0...(count - 3) {
                var hash = add(add(add(characterStart, byte(first)), byte(first + 1)), byte(first + 2))
                groups[2].append(UInt32(truncatingIfNeeded: hash & mask))
                for length in 4...5 where first + length <= count {
                    hash = add(hash, byte(first + length - 1))
                    groups[2].append(UInt32(truncatingIfNeeded: hash & mask))
                }
            }
        }
        addExtraGroups(words, to: &groups)
        return groups
    }

    /// The character 3–5-grams of a word that is not ASCII, by `Character`s, as UTF-8.
    static func characterGrams(of word: [UInt8]) -> [[UInt8]] {
        let characters = Array("<" + String(decoding: word, as: UTF8.self) + ">")
        var grams: [[UInt8]] = []
        for length in 3...5 where characters.count >= length {
            for first in 0...(characters.count - length) {
                grams.append(Array(String(characters[first..<(first + length)]).utf8))
            }
        }
        return grams
    }

    /// The buckets of each group as they were first computed.
    func referenceBuckets(_ tokens: [String]) -> [[UInt32]] {
        let words = tokens.map { Array(FeatureHasher.foldDigits($0).utf8) }
        var groups = referenceExtraGroups(tokens.map(FeatureHasher.foldDigits))
        groups[0].reserveCapacity(words.count)
        for word in words { groups[0].append(bucket(FeatureHasher.wordKind, word[...])) }
        if !words.isEmpty {
            let marked = [FeatureHasher.start] + words + [FeatureHasher.end]
            groups[1].reserveCapacity(marked.count - 1)
            for index in 0..<(marked.count - 1) {
                groups[1].append(bucket(FeatureHasher.bigramKind, marked[index], marked[index + 1]))
            }
        }
        for word in words {
            if word.allSatisfy({ $0 < 0x80 }) {
                let padded = [UInt8(ascii: "<")] + word + [UInt8(ascii: ">")]
                for length in 3...5 where padded.count >= length {
                    for first in 0...(padded.count - length) {
                        groups[2].append(bucket(FeatureHasher.characterKind, padded[first..<(first + length)]))
                    }
                }
            } else {
                let characters = Array("<" + String(decoding: word, as: UTF8.self) + ">")
                for length in 3...5 where characters.count >= length {
                    for first in 0...(characters.count - length) {
                        groups[2].append(bucket(FeatureHasher.characterKind, Array(String(characters[first..<(first + length)]).utf8)[...]))
                    }
                }
            }
        }
        return groups
    }

    /// The features of the buckets of each group and the `named` features.
    ///
    /// Every (bucket, group) pair is one sortable integer key (32 bits when bucket and group
    /// fit in them, as in Bloom's models; 64 otherwise), so one sort of plain integers
    /// gives each group's runs and the buckets in order; the arithmetic is `referenceScaled`'s,
    /// in the same order (counts are whole numbers, so their squares add up exactly), and the
    /// features are the same to the bit.
    private func scaled(_ groups: [[UInt32]], named: [Named]) -> [Feature] {
        var total = 0
        for (group, buckets) in groups.enumerated() where groupWeights[group] > 0 { total += buckets.count }
        var result: [Feature]
        if let sorted = FeatureHasher.sortedSmallKeys(groups, total: total, weights: groupWeights) {
            // Read as they were sorted (no copy of them widened to 64 bits).
            let groupBits = sorted.groupBits, groupMask = (UInt32(1) << groupBits) &- 1
            result = scaled(sorted.keys, bucket: { $0 >> groupBits }, group: { Int($0 & groupMask) })
        } else {
            let keys = FeatureHasher.referenceSortedKeys(groups, total: total, weights: groupWeights)
            result = scaled(keys, bucket: { UInt32(truncatingIfNeeded: $0 >> 32) }, group: { Int($0 & 0xFFFF_FFFF) })
        }
        FeatureHasher.add(named, to: &result, bucket: { bucket(FeatureHasher.namedKind, $0.utf8) })
        return result
    }

    /// The n-gram features of `keys`, sorted by bucket and, within a bucket, by group (as
    /// `referenceScaled` merges them), each key's bucket and group read by `bucket` and `group`.
    @inline(__always)
    private func scaled<Key: FixedWidthInteger>(_ keys: [Key], bucket: (Key) -> UInt32, group: (Key) -> Int) -> [Feature] {
        let groupCount = groupWeights.count
        // Each group's length: the square root of its counts' squares, over its weight.
        var norms = [Double](repeating: 0, count: groupCount)
        var index = 0
        while index < keys.count {
            var end = index + 1
            while end < keys.count && keys[end] == keys[index] { end += 1 }
            let count = Double(end - index)
            norms[group(keys[index])] += count * count
            index = end
        }
        for group in 0..<groupCount where norms[group] > 0 { norms[group] = norms[group].squareRoot() / groupWeights[group] }
        var merged: [Feature] = []
        merged.reserveCapacity(keys.count)
        var lastBucket: UInt32?
        var sum = 0.0, square = 0.0
        index = 0
        while index < keys.count {
            var end = index + 1
            while end < keys.count && keys[end] == keys[index] { end += 1 }
            let bucket = bucket(keys[index])
            let value = Double(end - index) / norms[group(keys[index])]
            if bucket == lastBucket {
                sum += value
            } else {
                if let lastBucket { merged.append(Feature(bucket: lastBucket, value: sum)) }
                lastBucket = bucket
                sum = 0 + value
            }
            index = end
        }
        if let lastBucket { merged.append(Feature(bucket: lastBucket, value: sum)) }
        for feature in merged { square += feature.value * feature.value }
        square = square.squareRoot()
        guard square > 0 else { return [] }
        // Scaled in place (no second array).
        for position in merged.indices { merged[position] = Feature(bucket: merged[position].bucket, value: merged[position].value / square) }
        return merged
    }

    /// Every bucket of the groups weighted above zero as a key (bucket in the top 32 bits, group below),
    /// ascending. When the buckets and group numbers fit in 32 bits between them (Bloom's
    /// models: 20 and 3) the sort is a radix sort of those bits; otherwise `KeySort.sort`.
    /// The keys are the same either way.
    static func sortedKeys(_ groups: [[UInt32]], total: Int, weights: [Double]) -> [UInt64] {
        guard let sorted = sortedSmallKeys(groups, total: total, weights: weights) else {
            return referenceSortedKeys(groups, total: total, weights: weights)
        }
        let groupBits = sorted.groupBits, groupMask = (UInt32(1) << groupBits) &- 1
        return sorted.keys.map { UInt64($0 >> groupBits) << 32 | UInt64($0 & groupMask) }
    }

    /// The keys of `sortedKeys` as 32-bit keys (the bucket above `groupBits` bits of group),
    /// radix sorted; nil when the buckets and group numbers do not fit in 32 bits between them.
    static func sortedSmallKeys(_ groups: [[UInt32]], total: Int, weights: [Double]) -> (keys: [UInt32], groupBits: UInt32)? {
        let groupBits = groups.count <= 1 ? 0 : UInt32.bitWidth - UInt32(groups.count - 1).leadingZeroBitCount
        var allBuckets: UInt32 = 0
        for (group, buckets) in groups.enumerated() where weights[group] > 0 {
            for bucket in buckets { allBuckets |= bucket }
        }
        let bucketBits = UInt32.bitWidth - allBuckets.leadingZeroBitCount
        guard bucketBits + groupBits <= 32 else { return nil }
        var small: [UInt32] = []
        small.reserveCapacity(total)
        for (group, buckets) in groups.enumerated() where weights[group] > 0 {
            for bucket in buckets { small.append(bucket << groupBits | UInt32(group)) }
        }
        KeySort.radixSort(&small, bits: bucketBits + groupBits)
        return (small, UInt32(groupBits))
    }

    /// `sortedKeys` by `KeySort.sort` of the 64-bit keys: the reference.
    static func referenceSortedKeys(_ groups: [[UInt32]], total: Int, weights: [Double]) -> [UInt64] {
        var keys: [UInt64] = []
        keys.reserveCapacity(total)
        for (group, buckets) in groups.enumerated() where weights[group] > 0 {
            for bucket in buckets { keys.append(UInt64(bucket) << 32 | UInt64(group)) }
        }
        KeySort.sort(&keys)
        return keys
    }

    /// Adds each `named` feature to the sorted `result`: to its bucket's value, or as a new entry.
    private static func add(_ named: [Named], to result: inout [Feature], bucket: (String) -> UInt32) {
        for feature in named {
            let bucket = bucket(feature.name)
            var low = 0, high = result.count
            while low < high {
                let middle = (low + high) / 2
                if result[middle].bucket < bucket { low = middle + 1 } else { high = middle }
            }
            if low < result.count && result[low].bucket == bucket {
                result[low] = Feature(bucket: bucket, value: result[low].value + feature.value)
            } else {
                result.insert(Feature(bucket: bucket, value: 0 + feature.value), at: low)
            }
        }
    }

    /// `scaled` as it was first written (tuples sorted by a closure): the reference the quick
    /// one is tested against, to the bit.
    func referenceScaled(_ groups: [[UInt32]], named: [Named]) -> [Feature] {
        // Each group: counts per bucket, scaled to length `groupWeights[group]`.
        var entries: [(bucket: UInt32, group: Int, value: Double)] = []
        for (group, buckets) in groups.enumerated() where !buckets.isEmpty && groupWeights[group] > 0 {
            var runs: [(bucket: UInt32, count: Double)] = []
            for bucket in buckets.sorted() {
                if let last = runs.last, last.bucket == bucket { runs[runs.count - 1].count += 1 } else { runs.append((bucket, 1)) }
            }
            var norm = 0.0
            for run in runs { norm += run.count * run.count }
            norm = norm.squareRoot() / groupWeights[group]
            for run in runs { entries.append((run.bucket, group, run.count / norm)) }
        }
        entries.sort { ($0.bucket, $0.group) < ($1.bucket, $1.group) }
        var merged: [(bucket: UInt32, value: Double)] = []
        for entry in entries {
            if let last = merged.last, last.bucket == entry.bucket { merged[merged.count - 1].value += entry.value } else { merged.append((entry.bucket, 0 + entry.value)) }
        }
        var total = 0.0
        for entry in merged { total += entry.value * entry.value }
        total = total.squareRoot()
        var result: [Feature] = total > 0 ? merged.map { Feature(bucket: $0.bucket, value: $0.value / total) } : []
        FeatureHasher.add(named, to: &result, bucket: { bucket(FeatureHasher.namedKind, $0.utf8) })
        return result
    }

    static let wordKind = Array("w".utf8), bigramKind = Array("b".utf8), characterKind = Array("c".utf8), namedKind = Array("n".utf8)
    static let start = Array("<s>".utf8), end = Array("</s>".utf8)

    /// The bucket of a feature of `kind` with text `text`.
    func bucket(_ kind: String, _ text: String) -> UInt32 {
        bucket(Array(kind.utf8), Array(text.utf8)[...])
    }

    /// The bucket of a feature of `kind` whose text is `text`'s bytes (as `bucket(_:_:)` of them,
    /// without copying them out).
    func bucket(_ kind: [UInt8], _ text: String.UTF8View) -> UInt32 {
        let hash = FNV1a.adding(text, to: FeatureHasher.prefixHash(kind))
        return UInt32(truncatingIfNeeded: hash & ((1 << UInt64(bits)) - 1))
    }

    /// The bucket of a feature of `kind` whose text is `first`, a space, then `second`: the
    /// bucket of the joined text, without building it.
    func bucket(_ kind: [UInt8], _ first: [UInt8], _ second: [UInt8]) -> UInt32 {
        var hash = FNV1a.adding(first, to: FeatureHasher.prefixHash(kind))
        hash = FNV1a.adding(second, to: FNV1a.adding(0x20, to: hash))
        return UInt32(truncatingIfNeeded: hash & ((1 << UInt64(bits)) - 1))
    }

    /// The bucket of a feature of `kind` whose text is `bytes` (64-bit FNV-1a).
    func bucket(_ kind: [UInt8], _ bytes: ArraySlice<UInt8>) -> UInt32 {
        let hash = FNV1a.adding(bytes, to: FeatureHasher.prefixHash(kind))
        return UInt32(truncatingIfNeeded: hash & ((1 << UInt64(bits)) - 1))
    }

    static func foldDigits(_ word: String) -> String {
        guard word.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return word }
        return String(decoding: word.utf8.map { $0 >= 0x30 && $0 <= 0x39 ? UInt8(ascii: "0") : $0 }, as: UTF8.self)
    }
}
