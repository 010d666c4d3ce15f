/// A small seeded pseudo-random generator (SplitMix64): the same seed gives the same numbers
/// on every machine, so training is reproducible.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// - Parameter seed: any number; equal seeds give equal sequences.
    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, by multiply-shift (no platform-dependent library call).
    package mutating func below(_ bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// Fisher–Yates shuffle of `array`, reproducible from the seed.
    package mutating func shuffle<T>(_ array: inout [T]) {
        guard array.count > 1 else { return }
        for index in stride(from: array.count - 1, to: 0, by: -1) {
            array.swapAt(index, below(index + 1))
        }
    }
}
