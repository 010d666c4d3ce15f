import BloomBase

/// Corrects typos toward a known vocabulary by edit distance (`EditDistance`, an adjacent swap
/// counting one), stricter for short words: words of 3 letters or fewer must be exact, 4–7
/// letters may be one edit away, 8 or more two.
///
/// Lookups use a deletion index (the symmetric-delete idea): every word is indexed under each
/// string obtained by deleting one character, so a candidate within one edit is found by a few
/// lookups (`DeletionIndex`) instead of a scan of the vocabulary. Two-edit candidates for long words
/// are found through the one-deletion keys of the typed word's own one-deletions.
///
/// The deletion index is built on the first word that needs correcting, not at start-up: a
/// message of known words (most of them) never pays for it.
package struct SpellingCorrector: Sendable {
    /// The words typos are corrected toward. A `Set`, not a `WordTable`: building a table of
    /// its thousands of words cost `bloom ask` about 1.5 million instructions at start-up, far
    /// more than the table saves on one message's look-ups.
    let vocabulary: Set<String>
    /// Known words no typo is corrected into, only read as typed: "owed" must not become the
    /// overdose slang "oded", nor "cute" the word "cut".
    let exactOnly: Set<String>
    private let index: DeletionIndex

    /// - Parameters:
    ///   - vocabulary: the known words.
    ///   - exactOnly: known words that are never a correction's result.
    package init(vocabulary: Set<String>, exactOnly: Set<String> = []) {
        self.vocabulary = vocabulary
        self.exactOnly = exactOnly
        self.index = DeletionIndex(vocabulary: vocabulary.subtracting(exactOnly))
    }

    /// The longest word corrected. No word Bloom knows is longer than about 20 letters, and the
    /// two-edit search costs the cube of the length, so a longer run of letters (a pasted URL,
    /// a keyboard mash) is left as it is.
    package static let longestCorrectedWord = 24

    /// `word` corrected to the closest known word, or unchanged when it is known, short,
    /// longer than `longestCorrectedWord`, numeric, or nothing is close enough.
    package func correct(_ word: String) -> String {
        let asciiLetters = SpellingCorrector.isASCIILetters(word)
        let count = asciiLetters ? word.utf8.count : word.count
        guard count >= 4, count <= SpellingCorrector.longestCorrectedWord,
              !vocabulary.contains(word), asciiLetters || word.allSatisfy(\.isLetter) else { return word }
        // "killed", "hears", "boxing": a regular form of a known word is a word, not a
        // typo ("killed" was read as "filled", "hears" as "ears").
        if asciiLetters, isRegularForm(word) { return word }
        let limit = count >= 8 ? 2 : 1
        var candidates: Set<String> = []
        // Distance 1: the typed word is a deletion of a known word (missing letter), a known
        // word is a deletion of it (extra letter), or both share a deletion (substitution,
        // transposition).
        candidates.formUnion(index.words(deletingTo: word))
        let ownDeletions = SpellingCorrector.deletionList(of: word)
        for variant in ownDeletions {
            if vocabulary.contains(variant), !exactOnly.contains(variant) { candidates.insert(variant) }
            candidates.formUnion(index.words(deletingTo: variant))
        }
        if candidates.isEmpty && limit == 2 {
            for variant in ownDeletions {
                for second in SpellingCorrector.deletionList(of: variant) {
                    if vocabulary.contains(second), !exactOnly.contains(second) { candidates.insert(second) }
                    candidates.formUnion(index.words(deletingTo: second))
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
            guard let distance = EditDistance.between(word, candidate, counting: .withAdjacentSwaps, atMost: limit) else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.word ?? word
    }

    /// Whether `word` (ASCII letters) is a regular form of a known word: a plural or third
    /// person ("hears", "pies"), a past ("killed", "hoped") or an "-ing" ("boxing", "hoping").
    /// A doubled consonant must be doubled where English doubles it: "spoting" is a typo of
    /// "spotting", not a form of "spot". Adjectives in "-y" are left out: "crampy" and "achy"
    /// are read through their corrections.
    func isRegularForm(_ word: String) -> Bool {
        func known(_ base: Substring) -> Bool { base.count >= 3 && vocabulary.contains(String(base)) }
        func endsShortVowelConsonant(_ base: Substring) -> Bool {
            let letters = Array(base.utf8)
            guard letters.count >= 3 else { return false }
            let vowels = Set("aeiou".utf8)
            let (a, b, c) = (letters[letters.count - 3], letters[letters.count - 2], letters[letters.count - 1])
            return !vowels.contains(a) && vowels.contains(b) && !vowels.contains(c) && !Set("wxy".utf8).contains(c)
        }
        for suffix in ["ing", "ed"] where word.hasSuffix(suffix) {
            let stem = word.dropLast(suffix.count)
            if known(stem + "e") { return true }
            if let last = stem.last, stem.dropLast().last == last, known(stem.dropLast()) { return true }
            // One syllable ending consonant-vowel-consonant doubles ("spot" → "spotting").
            if known(stem), !(stem.count <= 4 && endsShortVowelConsonant(stem)) { return true }
            if suffix == "ed", stem.hasSuffix("i"), known(stem.dropLast() + "y") { return true }
        }
        if word.hasSuffix("ies"), known(word.dropLast(3) + "y") { return true }
        if word.hasSuffix("es"), known(word.dropLast(2)) { return true }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), known(word.dropLast()) { return true }
        return false
    }

    /// Whether every byte of `word` is an ASCII letter (then its characters are its bytes).
    static func isASCIILetters(_ word: String) -> Bool {
        func allLetters(_ bytes: some Collection<UInt8>) -> Bool {
            !bytes.isEmpty && bytes.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
        }
        // Over the bytes in place when they are (stepping through `utf8` costs several times as much).
        return word.utf8.withContiguousStorageIfAvailable(allLetters) ?? allLetters(word.utf8)
    }

    /// `oneDeletions` as a list, each deletion once (in no set order: the callers collect what
    /// they find in a set). A word of ASCII letters gives the same deletion twice only within a
    /// run of one letter ("ll"), so one deletion a run is kept, with no set of strings to hash.
    static func deletionList(of word: String) -> [String] {
        guard isASCIILetters(word) else { return Array(oneDeletions(of: word)) }
        let bytes = Array(word.utf8)
        var result: [String] = []
        result.reserveCapacity(bytes.count)
        for index in bytes.indices where index == 0 || bytes[index] != bytes[index - 1] {
            result.append(deleting(index, from: bytes))
        }
        return result
    }

    /// The ASCII `bytes` without the one at `index`, as a string.
    private static func deleting(_ index: Int, from bytes: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: bytes.count - 1) { buffer in
            var at = 0
            for (position, byte) in bytes.enumerated() where position != index {
                buffer[at] = byte
                at += 1
            }
            return at
        }
    }

    static func oneDeletions(of word: String) -> Set<String> {
        if isASCIILetters(word) {
            // Byte by byte: the same strings as deleting `Character`s, far quicker (this builds
            // the deletion index, one entry per letter of every known word).
            let bytes = Array(word.utf8)
            var result = Set<String>(minimumCapacity: bytes.count)
            for index in bytes.indices { result.insert(deleting(index, from: bytes)) }
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

}

/// One-character deletions of each known word → the words, built once, on first use.
///
/// The index is one sorted array of 64-bit keys, a key for each deletion of each word: the
/// deletion's hash above, the word's place in `words` below. Building it hashes bytes and sorts
/// integers (a few milliseconds for Bloom's vocabulary) where a dictionary of deletion strings
/// would make a string for every one of them (tens of milliseconds, paid by the first message
/// with a typo). A lookup finds the keys with the hash by binary search and keeps the words of
/// which the looked-up text really is a deletion, so a shared hash never adds a word:
/// `words(deletingTo:)` gives the same words as the dictionary (`referenceDeletions`).
final class DeletionIndex: @unchecked Sendable {
    private let lock = NSLock()
    private let vocabulary: Set<String>
    private var built: Keys?
    private var longWords: [Int: [LongWord]]?

    /// The indexed words (in no order: a lookup sorts what it finds), and the sorted keys.
    struct Keys {
        let words: [String]
        let keys: [UInt64]
    }

    /// Bits of a key that hold the word's place; the hash keeps the 44 above them.
    static let wordBits: UInt64 = 20

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
                guard let distance = EditDistance.between(typed, candidate, counting: .withAdjacentSwaps, atMost: best.map { $0.distance } ?? 2) else { continue }
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

    /// Whether `word` is indexed: four letters or more, all of them letters.
    static func isIndexed(_ word: String) -> Bool {
        SpellingCorrector.isASCIILetters(word) ? word.utf8.count >= 4 : word.count >= 4 && word.allSatisfy(\.isLetter)
    }

    /// The known words from which deleting one character leaves `text`, in alphabetical order.
    func words(deletingTo text: String) -> [String] {
        let index = keys
        let hash = FNV1a.hash(text) >> DeletionIndex.wordBits
        var low = 0, high = index.keys.count
        index.keys.withUnsafeBufferPointer { keys in
            while low < high {
                let middle = (low + high) / 2
                if keys[middle] >> DeletionIndex.wordBits < hash { low = middle + 1 } else { high = middle }
            }
        }
        var found: [String] = []
        let mask: UInt64 = (1 << DeletionIndex.wordBits) - 1
        while low < index.keys.count, index.keys[low] >> DeletionIndex.wordBits == hash {
            let word = index.words[Int(index.keys[low] & mask)]
            // A word's repeated letters give the same deletion twice, in adjacent keys.
            if DeletionIndex.deleting(oneFrom: word, leaves: text), found.last != word { found.append(word) }
            low += 1
        }
        return found.count > 1 ? found.sorted() : found
    }

    /// The index, built on first use.
    private var keys: Keys {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        var words: [String] = []
        for word in vocabulary where DeletionIndex.isIndexed(word) { words.append(word) }
        precondition(words.count < 1 << DeletionIndex.wordBits, "too many words for the deletion index")
        var keys: [UInt64] = []
        keys.reserveCapacity(words.reduce(0) { $0 + $1.utf8.count })
        for (place, word) in words.enumerated() {
            let tag = UInt64(place)
            if SpellingCorrector.isASCIILetters(word) {
                let bytes = Array(word.utf8)
                bytes.withUnsafeBufferPointer { bytes in
                    // The hash of the bytes before the deleted one carries on over those after.
                    var prefix = FNV1a.offsetBasis
                    for deleted in bytes.indices {
                        let hash = FNV1a.adding(bytes[(deleted + 1)...], to: prefix)
                        keys.append(DeletionIndex.key(hash, tag))
                        prefix = FNV1a.adding(bytes[deleted], to: prefix)
                    }
                }
            } else {
                for deletion in SpellingCorrector.oneDeletions(of: word) { keys.append(DeletionIndex.key(FNV1a.hash(deletion), tag)) }
            }
        }
        DeletionIndex.sort(&keys)
        built = Keys(words: words, keys: keys)
        return built!
    }

    /// The dictionary the keys stand for: each deletion of each indexed word → the words, in
    /// alphabetical order. Built in full on every call; what `words(deletingTo:)` is tested against.
    func referenceDeletions() -> [String: [String]] {
        var deletions: [String: [String]] = [:]
        for word in vocabulary where DeletionIndex.isIndexed(word) {
            for variant in SpellingCorrector.oneDeletions(of: word) { deletions[variant, default: []].append(word) }
        }
        for key in deletions.keys { deletions[key]?.sort() }
        return deletions
    }

    /// Sorts `keys` ascending: a radix sort, eleven bits a pass (tens of thousands of keys,
    /// where a comparison sort costs several times as much).
    static func sort(_ keys: inout [UInt64]) {
        guard keys.count > 64 else { keys.sort(); return }
        var other = [UInt64](repeating: 0, count: keys.count)
        let bits: UInt64 = 11, digits = 1 << 11
        var counts = [Int](repeating: 0, count: digits)
        var shift: UInt64 = 0
        while shift < 64 {
            keys.withUnsafeBufferPointer { from in
                other.withUnsafeMutableBufferPointer { to in
                    counts.withUnsafeMutableBufferPointer { counts in
                        for digit in 0..<digits { counts[digit] = 0 }
                        let mask = UInt64(digits - 1)
                        for key in from { counts[Int((key >> shift) & mask)] += 1 }
                        var start = 0
                        for digit in 0..<digits { (counts[digit], start) = (start, start + counts[digit]) }
                        for key in from {
                            let digit = Int((key >> shift) & mask)
                            to[counts[digit]] = key
                            counts[digit] += 1
                        }
                    }
                }
            }
            swap(&keys, &other)
            shift += bits
        }
    }

    static func key(_ hash: UInt64, _ tag: UInt64) -> UInt64 {
        (hash >> wordBits) << wordBits | tag
    }

    /// Whether deleting one character of `word` can leave `text`.
    static func deleting(oneFrom word: String, leaves text: String) -> Bool {
        if SpellingCorrector.isASCIILetters(word) {
            let long = word.utf8, short = text.utf8
            guard long.count == short.count + 1 else { return false }
            var shortIndex = short.startIndex, skipped = false
            for byte in long {
                if shortIndex != short.endIndex, short[shortIndex] == byte {
                    short.formIndex(after: &shortIndex)
                } else if skipped {
                    return false
                } else {
                    skipped = true
                }
            }
            return shortIndex == short.endIndex
        }
        return SpellingCorrector.oneDeletions(of: word).contains(text)
    }
}

import Foundation
