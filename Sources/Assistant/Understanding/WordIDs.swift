import Foundation
import Language

/// Small integer ids for the words phrase patterns use (and the word lists a message is asked
/// about, `MentionWords`), so matching a message against a thousand patterns compares integers
/// instead of hashing the same strings again and again.
///
/// Patterns take ids for their words when they are read (`intern`); a message looks its stems
/// up once (`lookUp`), and a word nothing interned gets -1. The ids depend only on the order in
/// which patterns were read and never change what matches.
final class WordIDs: @unchecked Sendable {
    /// The ids every pattern of the process shares.
    static let shared = WordIDs()

    private let lock = NSLock()
    private var ids: [String: Int32] = [:]
    /// Each id's word (the id is its place).
    private var words: [String] = []
    /// The ASCII words' ids again, found by `WordTable`'s cheap hash (a message's look-up
    /// hashes each stem and token; `Dictionary`'s seeded hash costs several times as much).
    /// Open addressing, at most half full; -1 is an empty slot. Words that are not ASCII are
    /// only in `ids`, unless `String` calls them equal to ASCII text (`WordTable.asciiEquivalentHash`).
    private var asciiSlots = [Int32](repeating: -1, count: 1 << 10)
    /// The hash of each id's word (nil for a word that is not ASCII and equals no ASCII text).
    private var asciiHashes: [UInt64?] = []
    private var asciiCount = 0

    /// Gives `word` the next id (the caller holds the lock and found no id for it).
    private func add(_ word: String) -> Int32 {
        let id = Int32(words.count)
        ids[word] = id
        words.append(word)
        let hash = WordTable<Bool>.asciiHash(word) ?? WordTable<Bool>.asciiEquivalentHash(word)
        asciiHashes.append(hash)
        guard let hash else { return id }
        asciiCount += 1
        if 2 * asciiCount > asciiSlots.count {
            makeRoom(for: asciiCount)
        } else {
            place(id, hash: hash)
        }
        return id
    }

    /// Makes the table at least twice as large as `count` words, placing every word again.
    private func makeRoom(for count: Int) {
        guard 2 * count > asciiSlots.count else { return }
        var size = asciiSlots.count
        while 2 * count > size { size *= 2 }
        asciiSlots = [Int32](repeating: -1, count: size)
        for (id, hash) in asciiHashes.enumerated() {
            if let hash { place(Int32(id), hash: hash) }
        }
    }

    private func place(_ id: Int32, hash: UInt64) {
        let mask = asciiSlots.count - 1
        var slot = Int(truncatingIfNeeded: (hash &* WordTable<Bool>.spread) >> UInt64(64 - asciiSlots.count.trailingZeroBitCount))
        while asciiSlots[slot] >= 0 { slot = (slot + 1) & mask }
        asciiSlots[slot] = id
    }

    /// The id of `word`, or -1 (the caller holds the lock).
    private func id(of word: String) -> Int32 { Snapshot(self).id(of: word) }

    /// The tables as they are (the caller holds the lock), read once for a message's look-ups:
    /// reading a class's stored properties word by word had each read checked for exclusive
    /// access at run time.
    private struct Snapshot {
        let slots: [Int32], hashes: [UInt64?], words: [String], ids: [String: Int32]

        init(_ table: WordIDs) {
            (slots, hashes, words, ids) = (table.asciiSlots, table.asciiHashes, table.words, table.ids)
        }

        func id(of word: String) -> Int32 {
            guard let hash = WordTable<Bool>.asciiHash(word) else { return ids[word] ?? -1 }
            return slots.withUnsafeBufferPointer { slots in
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: (hash &* WordTable<Bool>.spread) >> UInt64(64 - slots.count.trailingZeroBitCount))
                while true {
                    let id = slots[slot]
                    if id < 0 { return -1 }
                    if hashes[Int(id)] == hash && words[Int(id)] == word { return id }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// `lookUp`'s ids as the dictionary gives them: the reference the hashed table is tested against.
    func referenceIDs(_ words: [String]) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return words.map { ids[$0] ?? -1 }
    }

    /// The id of `word`, given a new one if no pattern used it before.
    func intern(_ word: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        let id = id(of: word)
        return id >= 0 ? id : add(word)
    }

    /// The word `id` was given to.
    /// - Precondition: `id` was given by `intern`.
    func word(of id: Int32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return words[Int(id)]
    }

    /// The id of each of `words`, in order, under one lock and with room made for them at
    /// once (the compiled patterns give every word at start-up).
    func intern(_ words: [String]) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        ids.reserveCapacity(ids.count + words.count)
        self.words.reserveCapacity(self.words.count + words.count)
        asciiHashes.reserveCapacity(asciiHashes.count + words.count)
        makeRoom(for: asciiCount + words.count)
        var found: [Int32] = []
        found.reserveCapacity(words.count)
        for word in words {
            let id = id(of: word)
            found.append(id >= 0 ? id : add(word))
        }
        return found
    }

    /// The ids of `stems` and, for `AnalyzedMessage.mentions`, of the stems and `tokens`
    /// together, under one lock (a token equal to its stem is looked up once).
    func lookUp(_ stems: [String], tokens: [String]) -> (stems: MessageWords, stemsAndTokens: MessageWords) {
        lock.lock()
        let known = Int32(ids.count)
        let table = Snapshot(self)
        let found = stems.map(table.id(of:))
        var both = found
        for (index, token) in tokens.enumerated() where index >= stems.count || token != stems[index] {
            both.append(table.id(of: token))
        }
        lock.unlock()
        return (MessageWords(ids: found, known: known), MessageWords(ids: both, known: known))
    }

    /// The ids of `stems` (-1 for a word no pattern uses), with every id they include.
    func lookUp(_ stems: [String]) -> MessageWords {
        lock.lock()
        let known = Int32(ids.count)
        let found = stems.map(Snapshot(self).id(of:))
        lock.unlock()
        return MessageWords(ids: found, known: known)
    }
}

/// A message's stems as word ids (`WordIDs`).
struct MessageWords: Sendable {
    /// The id of each stem, in order; -1 for words no pattern uses.
    let ids: [Int32]
    /// The distinct ids, ascending, without -1.
    let distinct: [Int32]
    /// How many ids existed when the stems were looked up: ids from then on were not looked for.
    let known: Int32
    /// One bit per id below `known`, set for the stems' ids: a pattern asks for each word it
    /// needs, and a bit test answers at once.
    private let bits: [UInt64]

    init(ids: [Int32], known: Int32) {
        self.ids = ids
        var distinct = ids.filter { $0 >= 0 }
        distinct.sort()
        var unique: [Int32] = []
        unique.reserveCapacity(distinct.count)
        for id in distinct where unique.last != id { unique.append(id) }
        self.distinct = unique
        self.known = known
        var bits = [UInt64](repeating: 0, count: (Int(known) + 63) / 64)
        for id in unique { bits[Int(id) >> 6] |= 1 << UInt64(id & 63) }
        self.bits = bits
    }

    /// Whether every id below `limit` was known when the stems were looked up.
    func covers(_ limit: Int32) -> Bool { limit <= known }

    /// Whether some stem has id `id` (an id of a word no pattern used when the stems were
    /// looked up is never one of theirs).
    func contains(_ id: Int32) -> Bool {
        guard id >= 0, id < known else { return false }
        return bits[Int(id) >> 6] & (1 << UInt64(id & 63)) != 0
    }
}

/// One element's words, as their ids (`WordIDs`), ascending. Two sets are equal when they hold
/// the same words, that is the same ids: an id stands for one word for the whole process. The
/// words themselves are kept only by `WordIDs` (a set of strings for each of the ~1,800
/// elements read at start-up cost about 4 M instructions there, and matching never reads it).
struct WordSet: Sendable, Hashable {
    let ids: [Int32]

    init(_ words: Set<String>) {
        self.ids = words.sorted().map(WordIDs.shared.intern).sorted()
    }

    /// A word set whose ids were interned already.
    /// - Parameter ids: ascending, without repeats.
    init(ids: [Int32]) {
        self.ids = ids
    }

    /// The words (for writing patterns out, and for tests).
    var words: Set<String> { Set(ids.map(WordIDs.shared.word(of:))) }

    /// One more than the largest id.
    var limit: Int32 { (ids.last ?? -1) + 1 }

    /// Whether `id` is one of the words (a handful: a scan beats a search).
    func contains(_ id: Int32) -> Bool {
        for own in ids where own == id { return true }
        return false
    }
}
