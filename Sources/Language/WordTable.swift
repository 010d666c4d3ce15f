import BloomBase

/// A fixed table of words and their values, found by a cheap hash of a word's bytes.
///
/// Reading a message looks up each token in several fixed word lists: lay spellings, number
/// and unit words, negations, and so on. `Dictionary` and `Set` hash a `String` with
/// SipHash, seeded anew in each process. For a short word that costs several times the rest
/// of the look-up.
///
/// This table hashes an ASCII word's bytes with 64-bit FNV-1a (`FNV1a`), a few instructions a byte,
/// and finds it by open addressing, comparing the stored hash before the text. A word with
/// any other byte is looked up in an ordinary `Dictionary`. That keeps `String`'s own idea of
/// equal text (é typed as one scalar or as two), so every look-up finds what the dictionary
/// would. The one crossing between the two, text that is not ASCII but equals ASCII text
/// (the Kelvin sign and "K"), is hashed as that ASCII text on both sides. The table is built
/// once and never changes.
package struct WordTable<Value: Sendable>: Sendable {
    // The look-up is `@inlinable`, so each module compiles it for its own `Value`: called
    // across modules as a generic, every look-up asked the runtime for the type `Value?`,
    // which cost as much as the hashing it saves.

    /// Each slot's entry (an index into `keys`), or -1 when empty; at most half are filled.
    @usableFromInline let slots: [Int32]
    @usableFromInline let hashes: [UInt64]
    @usableFromInline let keys: [String]
    @usableFromInline let values: [Value]
    /// Takes a hash's top bits as its first slot.
    @usableFromInline let shift: UInt64
    /// The words that are not ASCII, with their values.
    @usableFromInline let others: [String: Value]

    /// A table of `dictionary`'s words and values.
    @inlinable
    package init(_ dictionary: [String: Value]) {
        self.init(entries: dictionary.lazy.map { ($0.key, $0.value) }, capacity: dictionary.count)
    }

    /// A table of `entries` (the first value of a word given twice), with room for `capacity`.
    /// (Compiled in each module for its `Value`, as the look-up is: generic, building a table
    /// of a few thousand phrase lists cost several milliseconds at start-up.)
    @inlinable
    init(entries: some Sequence<(String, Value)>, capacity: Int) {
        var bits: UInt64 = 4
        while (1 << bits) < 2 * capacity { bits += 1 }
        var slots = [Int32](repeating: -1, count: 1 << bits)
        var hashes: [UInt64] = [], keys: [String] = [], values: [Value] = []
        hashes.reserveCapacity(capacity)
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        var others: [String: Value] = [:]
        let shift = 64 - bits, mask = slots.count - 1
        // In the order given, which for a dictionary differs from process to process: where a
        // word sits then differs too, never whether it is found.
        entries: for (key, value) in entries {
            guard let hash = WordTable.asciiHash(key) ?? WordTable.asciiEquivalentHash(key) else {
                if others[key] == nil { others[key] = value }
                continue
            }
            var slot = Int(truncatingIfNeeded: (hash &* WordTable.spread) >> shift)
            while slots[slot] >= 0 {
                let entry = Int(slots[slot])
                if hashes[entry] == hash && keys[entry] == key { continue entries }
                slot = (slot + 1) & mask
            }
            slots[slot] = Int32(keys.count)
            hashes.append(hash)
            keys.append(key)
            values.append(value)
        }
        self.slots = slots
        self.hashes = hashes
        self.keys = keys
        self.values = values
        self.shift = shift
        self.others = others
    }

    /// The words the table holds (ASCII words in the order given, then the others).
    package var words: [String] { keys + others.keys }

    /// How many words the table holds.
    package var count: Int { keys.count + others.count }

    /// The value of `word`, or nil when the table does not hold it.
    @inlinable
    package subscript(word: String) -> Value? {
        guard let hash = WordTable.asciiHash(word) ?? WordTable.asciiEquivalentHash(word) else { return others[word] }
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: (hash &* WordTable.spread) >> shift)
            while true {
                let entry = Int(slots[slot])
                if entry < 0 { return nil }
                if hashes[entry] == hash && keys[entry] == word { return values[entry] }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Whether the table holds `word`.
    @inlinable
    package func contains(_ word: String) -> Bool {
        self[word] != nil
    }

    /// Spreads a hash's bits over its top bits, which pick the first slot (Fibonacci hashing).
    @inlinable
    package static var spread: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    /// For a word that is not ASCII but that `String` calls equal to an ASCII one, the hash
    /// of that ASCII text, so an ASCII look-up finds it; nil for any other word.
    ///
    /// Three scalars past ASCII compose to ASCII (`String` compares text by its canonical
    /// composition): the Greek question mark U+037E (";"), the Greek varia U+1FEF ("`") and the
    /// Kelvin sign U+212A ("K"). A word equals ASCII text when every other scalar of it is ASCII;
    /// any other scalar (an accent that might combine, a letter, an emoji) rules it out at once.
    package static func asciiEquivalentHash(_ word: String) -> UInt64? {
        var hash = FNV1a.offsetBasis
        for scalar in word.unicodeScalars {
            guard let byte = asciiEquivalent(of: scalar) else { return nil }
            hash = FNV1a.adding(byte, to: hash)
        }
        return hash
    }

    /// The ASCII byte `scalar` composes to: itself when ASCII, the three above, else nil.
    static func asciiEquivalent(of scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0..<0x80: UInt8(scalar.value)
        case 0x037E: UInt8(ascii: ";")
        case 0x1FEF: UInt8(ascii: "`")
        case 0x212A: UInt8(ascii: "K")
        default: nil
        }
    }

    /// The FNV-1a hash of `word`'s bytes, or nil when one of them is not ASCII.
    @inlinable @inline(__always)
    package static func asciiHash(_ word: String) -> UInt64? {
        // Over the bytes in place (a native string's, small ones too): stepping through
        // `utf8` index by index costs several times as much.
        if let hash = word.utf8.withContiguousStorageIfAvailable(asciiHash) { return hash }
        return asciiHash(Array(word.utf8))
    }

    @inlinable @inline(__always)
    static func asciiHash(_ bytes: some Collection<UInt8>) -> UInt64? {
        var hash = FNV1a.offsetBasis
        var all: UInt8 = 0
        for byte in bytes {
            all |= byte
            hash = FNV1a.adding(byte, to: hash)
        }
        return all < 0x80 ? hash : nil
    }
}

extension WordTable where Value == Bool {
    /// A table of `words`, each with the value `true`: a set.
    @inlinable
    package init(words: some Collection<String>) {
        self.init(entries: words.lazy.map { ($0, true) }, capacity: words.count)
    }
}
