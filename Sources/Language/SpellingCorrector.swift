/// Corrects typos toward a known vocabulary by edit distance, stricter for short words:
/// words of 3 letters or fewer must be exact, 4–7 letters may be one edit away, 8 or more two.
///
/// Lookups use a deletion index (the symmetric-delete idea): every word is indexed under each
/// string obtained by deleting one character, so a candidate within one edit is found by a few
/// dictionary lookups instead of a scan of the vocabulary. Two-edit candidates for long words
/// are found through the one-deletion keys of the typed word's own one-deletions.
///
/// The deletion index is built on the first word that needs correcting, not at start-up: a
/// message of known words (most of them) never pays for it.
public struct SpellingCorrector: Sendable {
    /// The words typos are corrected toward.
    let vocabulary: Set<String>
    private let index: DeletionIndex

    public init(vocabulary: Set<String>) {
        self.vocabulary = vocabulary
        self.index = DeletionIndex(vocabulary: vocabulary)
    }

    /// The longest word corrected. No word Bloom knows is longer than about 20 letters, and the
    /// two-edit search costs the cube of the length, so a longer run of letters (a pasted URL,
    /// a keyboard mash) is left as it is.
    public static let longestCorrectedWord = 24

    /// `word` corrected to the closest known word, or unchanged when it is known, short,
    /// longer than `longestCorrectedWord`, numeric, or nothing is close enough.
    public func correct(_ word: String) -> String {
        let asciiLetters = SpellingCorrector.isASCIILetters(word)
        let count = asciiLetters ? word.utf8.count : word.count
        guard count >= 4, count <= SpellingCorrector.longestCorrectedWord,
              !vocabulary.contains(word), asciiLetters || word.allSatisfy(\.isLetter) else { return word }
        let deletions = index.deletions
        let limit = count >= 8 ? 2 : 1
        var candidates: Set<String> = []
        // Distance 1: the typed word is a deletion of a known word (missing letter), a known
        // word is a deletion of it (extra letter), or both share a deletion (substitution,
        // transposition).
        if let words = deletions[word] { candidates.formUnion(words) }
        let ownDeletions = SpellingCorrector.oneDeletions(of: word)
        for variant in ownDeletions {
            if vocabulary.contains(variant) { candidates.insert(variant) }
            if let words = deletions[variant] { candidates.formUnion(words) }
        }
        if candidates.isEmpty && limit == 2 {
            for variant in ownDeletions {
                for second in SpellingCorrector.oneDeletions(of: variant) {
                    if vocabulary.contains(second) { candidates.insert(second) }
                    if let words = deletions[second] { candidates.formUnion(words) }
                }
            }
            // The keys above miss two edits that both change the known word (two substituted
            // letters: "maintanence"). Known words within two letters of the length are few;
            // they are compared directly, each comparison given up once it passes 2.
            if candidates.isEmpty {
                return index.closestLongWord(to: word, length: count) ?? word
            }
        }
        var best: (word: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = SpellingCorrector.distance(word, candidate)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.word ?? word
    }

    /// Whether every byte of `word` is an ASCII letter (then its characters are its bytes).
    static func isASCIILetters(_ word: String) -> Bool {
        !word.utf8.isEmpty && word.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) }
    }

    static func oneDeletions(of word: String) -> Set<String> {
        if isASCIILetters(word) {
            // Byte by byte: the same strings as deleting `Character`s, far quicker (this builds
            // the deletion index, one entry per letter of every known word).
            let bytes = Array(word.utf8)
            var result = Set<String>(minimumCapacity: bytes.count)
            for index in bytes.indices {
                result.insert(String(unsafeUninitializedCapacity: bytes.count - 1) { buffer in
                    var at = 0
                    for (position, byte) in bytes.enumerated() where position != index {
                        buffer[at] = byte
                        at += 1
                    }
                    return at
                })
            }
            return result
        }
        let characters = Array(word)
        var result: Set<String> = []
        for index in characters.indices {
            var copy = characters
            copy.remove(at: index)
            result.insert(String(copy))
        }
        return result
    }

    /// The optimal-string-alignment distance of `a` and `b` when it is at most `limit`, or nil;
    /// stops as soon as every alignment of a prefix costs more than `limit`.
    static func distance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        guard limit == .max || abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent
    /// transpositions each cost 1.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b), atMost: .max) ?? .max
    }
}

/// One-character deletions of each known word → the words, built once, on first use.
final class DeletionIndex: @unchecked Sendable {
    private let lock = NSLock()
    private let vocabulary: Set<String>
    private var built: [String: [String]]?
    private var longWords: [Int: [LongWord]]?

    /// A known word of 6 letters or more, with the set of its letters (a bit for each of a–z,
    /// one bit for any other letter) to rule most words out before comparing.
    struct LongWord {
        let characters: [Character]
        let letters: UInt32

        init(_ word: String) {
            characters = Array(word)
            letters = LongWord.letters(of: word)
        }

        static func letters(of word: String) -> UInt32 {
            var mask: UInt32 = 0
            for byte in word.utf8 { mask |= byte >= 0x61 && byte <= 0x7A ? 1 << UInt32(byte - 0x61) : 1 << 26 }
            return mask
        }

        /// Whether two edits could turn a word with `typed` letters into this one: each edit
        /// brings at most one new letter in and takes at most one out.
        func withinTwoEdits(of typed: UInt32) -> Bool {
            (typed & ~letters).nonzeroBitCount <= 2 && (letters & ~typed).nonzeroBitCount <= 2
        }
    }

    /// The known word at most two edits from `word` (of `length` characters, 8 or more), the
    /// nearest and then the first in alphabetical order, or nil.
    func closestLongWord(to word: String, length: Int) -> String? {
        let byLength = wordsByLength
        let typed = Array(word), typedLetters = LongWord.letters(of: word)
        var best: (word: [Character], distance: Int)?
        for candidateLength in (length - 2)...(length + 2) {
            for long in byLength[candidateLength] ?? [] where long.withinTwoEdits(of: typedLetters) {
                let candidate = long.characters
                guard let distance = SpellingCorrector.distance(typed, candidate, atMost: best.map { $0.distance } ?? 2) else { continue }
                if best == nil || distance < best!.distance || (distance == best!.distance && String(candidate) < String(best!.word)) {
                    best = (candidate, distance)
                }
            }
        }
        return best.map { String($0.word) }
    }

    /// Known words of 6 letters or more, by length: the only ones two edits from a word of 8.
    private var wordsByLength: [Int: [LongWord]] {
        lock.lock()
        defer { lock.unlock() }
        if let longWords { return longWords }
        var byLength: [Int: [LongWord]] = [:]
        for word in vocabulary.sorted() where word.count >= 6 && word.allSatisfy(\.isLetter) {
            byLength[word.count, default: []].append(LongWord(word))
        }
        longWords = byLength
        return byLength
    }

    init(vocabulary: Set<String>) { self.vocabulary = vocabulary }

    var deletions: [String: [String]] {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        var deletions: [String: [String]] = [:]
        for word in vocabulary where SpellingCorrector.isASCIILetters(word) ? word.utf8.count >= 4 : word.count >= 4 && word.allSatisfy(\.isLetter) {
            for variant in SpellingCorrector.oneDeletions(of: word) {
                deletions[variant, default: []].append(word)
            }
        }
        for key in deletions.keys { deletions[key]?.sort() }
        built = deletions
        return deletions
    }
}

import Foundation
