import BloomBase

/// The feature groups after the first three (`FeatureHasher.Group`): features meant to carry
/// a message's meaning over to phrasings no training line used. Each is computed only when its
/// weight is above 0, by `addExtraGroups` (bytes, incremental hashes) and, as its reference,
/// `referenceExtraGroups` (text joined and hashed from the start).
extension FeatureHasher {
    static let skipBigramKind = Array("k".utf8), stemKind = Array("s".utf8), firstWordKind = Array("q".utf8)
    static let boundaryKind = Array("x".utf8), focusKind = Array("f".utf8)

    /// Adds the extra groups' buckets of `words` (digits folded) to `groups`.
    func addExtraGroups(_ words: [[UInt8]], to groups: inout [[UInt32]]) {
        guard !words.isEmpty else { return }
        // Room for each group's buckets at once (growing them was a reallocation or two each).
        for group in Group.allCases.dropFirst(3) where weight(group) > 0 {
            let most = switch group {
            case .boundaryCharacters: 15 * words.count
            case .focus: 2 * focusWords
            default: words.count
            }
            groups[group.rawValue].reserveCapacity(most)
        }
        if weight(.skipBigrams) > 0 {
            // Word i with word i + 2 of the words between the start and end markers.
            for index in 0..<words.count {
                let first = index == 0 ? FeatureHasher.start : words[index - 1]
                let second = index + 1 < words.count ? words[index + 1] : FeatureHasher.end
                groups[Group.skipBigrams.rawValue].append(bucket(FeatureHasher.skipBigramKind, first, second))
            }
        }
        if weight(.stems) > 0 {
            let mask = (UInt64(1) << UInt64(bits)) - 1
            let kindHash = FeatureHasher.prefixHash(FeatureHasher.stemKind)
            for word in words {
                let (end, y) = FeatureHasher.stemEnd(word)
                var hash = kindHash
                for index in 0..<end { hash = FNV1a.adding(word[index], to: hash) }
                if y { hash = FNV1a.adding(UInt8(ascii: "y"), to: hash) }
                groups[Group.stems.rawValue].append(UInt32(truncatingIfNeeded: hash & mask))
            }
        }
        if weight(.firstWordPairs) > 0 {
            for word in words.dropFirst() { groups[Group.firstWordPairs.rawValue].append(bucket(FeatureHasher.firstWordKind, words[0], word)) }
        }
        if weight(.boundaryCharacters) > 0 {
            let mask = (UInt64(1) << UInt64(bits)) - 1
            let kindHash = FeatureHasher.prefixHash(FeatureHasher.boundaryKind)
            for index in 0..<(words.count - 1) where FeatureHasher.isASCII(words[index]) && FeatureHasher.isASCII(words[index + 1]) {
                // The last up to four bytes of one word, the space, the first up to four of the next.
                let left = words[index].suffix(4), right = words[index + 1].prefix(4)
                let joined = Array(left) + [0x20] + Array(right)
                let space = left.count
                for first in max(0, space - 4)...space {
                    var hash = kindHash
                    for length in 1...5 where first + length <= joined.count {
                        hash = FNV1a.adding(joined[first + length - 1], to: hash)
                        if length >= 3 && first + length > space { groups[Group.boundaryCharacters.rawValue].append(UInt32(truncatingIfNeeded: hash & mask)) }
                    }
                }
            }
        }
        if weight(.focus) > 0 {
            // The last words, then each two neighbours among them (joined by a space).
            let tail = words.suffix(focusWords)
            for word in tail { groups[Group.focus.rawValue].append(bucket(FeatureHasher.focusKind, word[...])) }
            for index in tail.indices.dropFirst() { groups[Group.focus.rawValue].append(bucket(FeatureHasher.focusKind, words[index - 1], words[index])) }
        }
    }

    /// The extra groups' buckets of `words` (digits folded) as text: every group's list, the
    /// first three empty.
    func referenceExtraGroups(_ words: [String]) -> [[UInt32]] {
        var groups = [[UInt32]](repeating: [], count: Group.allCases.count)
        guard !words.isEmpty else { return groups }
        if weight(.skipBigrams) > 0 {
            let marked = ["<s>"] + words + ["</s>"]
            for index in 0..<(marked.count - 2) { groups[Group.skipBigrams.rawValue].append(bucket("k", marked[index] + " " + marked[index + 2])) }
        }
        if weight(.stems) > 0 {
            for word in words { groups[Group.stems.rawValue].append(bucket("s", String(decoding: FeatureHasher.stem(Array(word.utf8)), as: UTF8.self))) }
        }
        if weight(.firstWordPairs) > 0 {
            for word in words.dropFirst() { groups[Group.firstWordPairs.rawValue].append(bucket("q", words[0] + " " + word)) }
        }
        if weight(.boundaryCharacters) > 0 {
            for index in 0..<(words.count - 1) where words[index].utf8.allSatisfy({ $0 < 0x80 }) && words[index + 1].utf8.allSatisfy({ $0 < 0x80 }) {
                let joined = Array(words[index] + " " + words[index + 1])
                let space = words[index].count
                for length in 3...5 {
                    for first in 0...max(0, joined.count - length) where first + length <= joined.count && first <= space && first + length > space {
                        groups[Group.boundaryCharacters.rawValue].append(bucket("x", String(joined[first..<(first + length)])))
                    }
                }
            }
        }
        if weight(.focus) > 0 {
            let tail = Array(words.suffix(focusWords))
            for word in tail { groups[Group.focus.rawValue].append(bucket("f", word)) }
            for index in tail.indices.dropFirst() { groups[Group.focus.rawValue].append(bucket("f", tail[index - 1] + " " + tail[index])) }
        }
        return groups
    }

    /// The weight of `group`.
    func weight(_ group: Group) -> Double { groupWeights[group.rawValue] }

    static func isASCII(_ word: [UInt8]) -> Bool { word.allSatisfy { $0 < 0x80 } }

    /// FNV-1a's state after `kind` and the separator that follows it in every feature.
    static func prefixHash(_ kind: [UInt8]) -> UInt64 {
        FNV1a.adding(0x1f, to: FNV1a.hash(bytes: kind))
    }

    /// A crude English stem of an ASCII word (others are kept whole): the first of "sses" → "ss",
    /// "ies" → "y", "ing", "ed", "ly", or a plural "s" (not after "s", "u" or "i") taken off when
    /// three letters stay, then a final "e" when three letters stay. "aches", "ached", "aching"
    /// and "ache" all give "ach"; "bleeding" gives "bleed".
    static func stem(_ word: [UInt8]) -> [UInt8] {
        let (end, y) = stemEnd(word)
        return Array(word[..<end]) + (y ? [UInt8(ascii: "y")] : [])
    }

    /// The stem of `word` (see `stem`) as how many of its bytes it keeps and whether a "y"
    /// follows them, found without copying the word.
    static func stemEnd(_ word: [UInt8]) -> (end: Int, y: Bool) {
        guard isASCII(word) else { return (word.count, false) }
        var end = word.count
        var y = false
        if ends(word, end, "sses") {
            end -= 2
        } else if ends(word, end, "ies") {
            end -= 3
            y = true
        } else if ends(word, end, "ing") {
            end -= 3
        } else if ends(word, end, "ed") || ends(word, end, "ly") {
            end -= 2
        } else if ends(word, end, "s"), word[end - 2] != UInt8(ascii: "s"), word[end - 2] != UInt8(ascii: "u"), word[end - 2] != UInt8(ascii: "i") {
            end -= 1
        }
        if !y && ends(word, end, "e") { end -= 1 }
        return (end, y)
    }

    /// Whether `word`'s first `end` bytes end with `suffix` and keep at least three bytes before
    /// it. (A function of its own: a nested one capturing `end`, which changes, had each call
    /// checked for exclusive access at run time.)
    private static func ends(_ word: [UInt8], _ end: Int, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard end >= count + 3 else { return false }
        let bytes = suffix.utf8Start
        for index in 0..<count where word[end - count + index] != bytes[index] { return false }
        return true
    }
}
