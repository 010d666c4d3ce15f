@testable import IntentModel
import Testing

/// The key sort behind feature vectors and rankings sorts as the standard library does, and
/// a ranking made with it is the comparison-sorted one, ties and near ties included.
@Suite struct KeySortTests {
    @Test func sortsLikeTheStandardSortWhateverBytesVary() {
        var random = SplitMix64(seed: 7)
        let masks: [UInt64] = [.max, 0xFF, 0xFFFF_0000_0000_0007, 0x8000_0000_0000_0000, 0x00F0_0F00_F00F_00F0, 0]
        for count in [0, 1, 2, 3, 17, 100, 300, 1_000] {
            for mask in masks {
                var keys = (0..<count).map { _ in random.next() & mask }
                // Duplicates as well as distinct keys.
                if count > 4 { keys[count / 2] = keys[0]; keys[count - 1] = keys[1] }
                var sorted = keys
                KeySort.sort(&sorted)
                #expect(sorted == keys.sorted(), "\(count) keys under \(String(mask, radix: 16))")
            }
        }
    }

    @Test func radixSortsLikeTheStandardSortForEveryWidth() {
        var random = SplitMix64(seed: 5)
        for bits in [1, 7, 8, 9, 16, 23, 24, 31, 32] {
            for count in [0, 1, 2, 5, 300, 2_000] {
                var keys = (0..<count).map { _ in UInt32(truncatingIfNeeded: random.next()) & UInt32(truncatingIfNeeded: (UInt64(1) << bits) - 1) }
                if count > 4 { keys[count / 2] = keys[0] }
                var sorted = keys
                KeySort.radixSort(&sorted, bits: bits)
                #expect(sorted == keys.sorted(), "\(count) keys of \(bits) bits")
            }
        }
    }

    @Test func featureKeysAreTheReferenceKeysWhicheverSortMakesThem() {
        var random = SplitMix64(seed: 9)
        // Bloom's models (20-bit buckets, 8 groups), more groups than 3 bits hold, one group,
        // buckets too wide to share 32 bits with the group, and a group weighted zero.
        for (bucketBits, groupCount) in [(20, 8), (20, 9), (20, 1), (30, 8), (32, 2), (4, 3)] {
            for count in [0, 1, 40, 400] {
                let groups = (0..<groupCount).map { _ in
                    (0..<count).map { _ in UInt32(truncatingIfNeeded: random.next() >> UInt64(64 - bucketBits)) }
                }
                var weights = [Double](repeating: 1, count: groupCount)
                if groupCount > 2 { weights[1] = 0 }
                let total = zip(groups, weights).reduce(0) { $0 + ($1.1 > 0 ? $1.0.count : 0) }
                #expect(FeatureHasher.sortedKeys(groups, total: total, weights: weights)
                        == FeatureHasher.referenceSortedKeys(groups, total: total, weights: weights),
                        "\(bucketBits)-bit buckets in \(groupCount) groups, \(count) each")
            }
        }
    }

    @Test func rankedOrdersAsTheReferenceWithTiesAndNearTies() {
        var random = SplitMix64(seed: 11)
        let classes = (0..<120).map { "class\($0)" }
        for round in 0..<200 {
            var probabilities = (0..<classes.count).map { _ in Double(random.next() >> 11) / Double(1 << 53) }
            // Exact ties, zeros, and values that differ only in the last bits of the mantissa.
            probabilities[3] = probabilities[70]
            probabilities[5] = 0
            probabilities[6] = 0
            probabilities[9] = Double(bitPattern: probabilities[40].bitPattern ^ UInt64(round % 64 + 1))
            probabilities[10] = Double(bitPattern: probabilities[40].bitPattern + 1)
            let ranked = IntentModel.ranked(probabilities, classes: classes)
            let reference = IntentModel.referenceRanked(probabilities, classes: classes)
            #expect(ranked.map(\.intent) == reference.map(\.intent))
            #expect(ranked.map(\.probability.bitPattern) == reference.map(\.probability.bitPattern))
        }
    }

    @Test func theLeadersAreTheRankingsFirstEntriesWithTiesAndNearTies() {
        var random = SplitMix64(seed: 12)
        let classes = (0..<75).map { "class\($0)" }
        for round in 0..<300 {
            // Values from a few levels, so ties are common, and some differing in the last bit.
            var probabilities = (0..<classes.count).map { _ in Double(random.next() % 6) / 8 }
            probabilities[round % 75] = Double(bitPattern: probabilities[(round + 1) % 75].bitPattern + 1)
            for count in [0, 1, 3, 5, 75, 80] {
                let leading = IntentModel.leading(count, probabilities, classes: classes)
                let ranked = Array(IntentModel.ranked(probabilities, classes: classes).prefix(count))
                #expect(leading == ranked, "round \(round), count \(count)")
            }
        }
        let odd = [0.5, -0.0, .nan, 0.25]
        #expect(IntentModel.leading(2, odd, classes: ["a", "b", "c", "d"]) == Array(IntentModel.ranked(odd, classes: ["a", "b", "c", "d"]).prefix(2)))
    }

    @Test func rankedFallsBackToTheComparisonForWhatTheKeysCannotHold() {
        let many = (0..<200).map { Double($0 % 7) / 7 }
        let names = (0..<200).map { "c\($0)" }
        #expect(IntentModel.ranked(many, classes: names).map(\.intent) == IntentModel.referenceRanked(many, classes: names).map(\.intent))
        let odd = [0.5, -0.0, 0.25, 0.25]
        #expect(IntentModel.ranked(odd, classes: ["a", "b", "c", "d"]).map(\.intent) == ["a", "c", "d", "b"])
    }
}
