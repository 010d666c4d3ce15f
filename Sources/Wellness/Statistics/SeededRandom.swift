import Foundation

/// A small deterministic random generator (SplitMix64): the same seed gives the same numbers on
/// every machine, so bootstraps, permutation tests and synthetic data are reproducible.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in [0, 1).
    package mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// A whole number in 0..<bound.
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A standard normal number (Box–Muller).
    package mutating func normal() -> Double {
        let u = max(unit(), 1e-300), v = unit()
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
