/// Where a share's salt, nonce and code come from. Bloom uses the operating system's random
/// source (`SystemRandomSource`); tests pass a `SeededRandomSource`, so that with a fixed day
/// and seed a share is the same bytes every time.
package protocol RandomSource: AnyObject {
    /// The next `count` bytes.
    func bytes(_ count: Int) -> [UInt8]
}

/// The operating system's random source, through libsodium's `randombytes_buf`.
package final class SystemRandomSource: RandomSource {
    package init() {}

    package func bytes(_ count: Int) -> [UInt8] { Sodium.randomBytes(count) }
}

/// A repeatable stream of bytes from a seed (libsodium's `randombytes_buf_deterministic`):
/// for tests and reproducible examples only, never for a real share.
package final class SeededRandomSource: RandomSource {
    private let seed: [UInt8]
    private var used = 0

    /// A stream determined by `seed`: the same seed gives the same bytes in the same calls.
    package init(seed: UInt64) {
        var seedBytes = [UInt8](repeating: 0, count: 32)
        for index in 0..<8 { seedBytes[index] = UInt8(truncatingIfNeeded: seed >> (8 * UInt64(index))) }
        self.seed = seedBytes
    }

    package func bytes(_ count: Int) -> [UInt8] {
        let stream = Sodium.deterministicBytes(used + count, seed: seed)
        used += count
        return Array(stream[(used - count)...])
    }
}
