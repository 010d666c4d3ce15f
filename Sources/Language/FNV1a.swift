/// 64-bit FNV-1a, the cheap byte hash Bloom's own word tables use (`WordTable`, the
/// normaliser's memo, the spelling corrector's deletion index): a few instructions a byte,
/// against `Hasher`'s seeded SipHash at several times that for a short word. The same text
/// always gets the same hash, in every process.
public enum FNV1a {
    // Constants written out (not stored `let`s, which are read through a one-time
    // initialisation check), so the loops that inline them are as quick as literals.
    @inlinable public static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }
    @inlinable public static var prime: UInt64 { 0x0000_0100_0000_01b3 }

    /// `hash` with one more byte.
    @inlinable @inline(__always)
    public static func adding(_ byte: UInt8, to hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte)) &* prime
    }

    /// The hash of `text`'s UTF-8 bytes, read in place when they are contiguous (stepping
    /// through `utf8` index by index costs several times as much).
    @inlinable
    public static func hash(_ text: String) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable(hash(bytes:)) ?? hash(bytes: text.utf8)
    }

    /// The hash of `bytes`.
    @inlinable
    public static func hash(bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes { hash = adding(byte, to: hash) }
        return hash
    }
}
