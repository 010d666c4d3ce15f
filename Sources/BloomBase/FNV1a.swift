/// FNV-1a, the cheap byte hash Bloom uses wherever a hash must be the same in every process:
/// word tables, the spelling corrector's deletion index, the intent model's feature buckets,
/// Knowledge files' fingerprints, seeds and stable identifiers. A few instructions a byte,
/// against `Hasher`'s seeded SipHash at several times that for a short word.
///
/// Hashes are written into files (models, compiled tables, fingerprints, calendar UIDs), so
/// this function never changes: the published test values hold it (`FNV1aTests`).
package enum FNV1a {
    // Constants written out (not stored `let`s, which are read through a one-time
    // initialisation check), so the loops that inline them are as quick as literals.

    /// The 64-bit hash of no bytes, where every hash starts.
    @inlinable package static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }
    /// The 64-bit FNV prime each step multiplies by.
    @inlinable package static var prime: UInt64 { 0x0000_0100_0000_01b3 }

    /// `hash` with one more byte.
    @inlinable @inline(__always)
    package static func adding(_ byte: UInt8, to hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte)) &* prime
    }

    /// `hash` with `bytes` added in order: the hash of what it was the hash of, then `bytes`.
    @inlinable
    package static func adding(_ bytes: some Sequence<UInt8>, to hash: UInt64) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = adding(byte, to: hash) }
        return hash
    }

    /// The 64-bit hash of `text`'s UTF-8 bytes, read in place when they are contiguous
    /// (stepping through `utf8` index by index costs several times as much).
    @inlinable
    package static func hash(_ text: String) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable(hash(bytes:)) ?? hash(bytes: text.utf8)
    }

    /// The 64-bit hash of `bytes`.
    @inlinable
    package static func hash(bytes: some Sequence<UInt8>) -> UInt64 {
        adding(bytes, to: offsetBasis)
    }

    /// The 32-bit hash of `bytes` (offset basis 2166136261, prime 16777619), for short keys.
    @inlinable
    package static func hash32(bytes: some Sequence<UInt8>) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }
}
