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

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent
    /// transpositions each cost 1.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

/// One-character deletions of each known word → the words, built once, on first use.
final class DeletionIndex: @unchecked Sendable {
    private let lock = NSLock()
    private let vocabulary: Set<String>
    private var built: [String: [String]]?

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
