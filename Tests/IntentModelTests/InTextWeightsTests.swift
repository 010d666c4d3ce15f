@testable import IntentModel
import Testing

/// A model read in place (`IntentModel(staticText:)`, its columns and weights left in the text)
/// scores every message exactly as the same model decoded into arrays, and its packed table
/// finds every row the binary search finds.
@Suite struct InTextWeightsTests {
    /// A model of `classes` classes over scattered buckets, rows of 1 to 5 weights of two digits.
    static func model(classes: Int) -> IntentModel {
        var weights: [UInt32: [(Int, Double)]] = [:]
        for bucket in 0..<700 as Range<UInt32> {
            let length = Int(bucket % 5) + 1
            weights[bucket &* 2_654_435 % (1 << 20)] = (0..<length).map { offset in
                ((Int(bucket) * 7 + offset * 13) % classes, Double((Int(bucket) * 37 + offset * 11) % 4_001 - 2_000) / 100)
            }
        }
        return IntentModel(classes: (0..<classes).map { "c\($0)" }, hasher: FeatureHasher(bits: 20),
                           bias: (0..<classes).map { Double($0 % 7) / 4 - 0.5 },
                           weights: weights, temperature: 0.75, accept: 0.5, reject: 0.2, fingerprint: "f")
    }

    /// Features on buckets with weights and on buckets without, as messages' would be.
    static func featureSets(_ model: IntentModel) -> [[FeatureHasher.Feature]] {
        var sets: [[FeatureHasher.Feature]] = []
        for first in stride(from: 0, to: model.buckets.count, by: 3) {
            var features: [FeatureHasher.Feature] = []
            for number in first..<first + 3 {
                let bucket = model.buckets[min(number, model.buckets.count - 1)]
                features.append(FeatureHasher.Feature(bucket: bucket, value: 0.5 + Double(number % 3)))
            }
            features.append(FeatureHasher.Feature(bucket: 5, value: 1))
            features.append(FeatureHasher.Feature(bucket: model.buckets[first] &+ 1, value: 2))
            sets.append(features)
        }
        return sets
    }

    @Test(arguments: [3, 64, 75, 120])
    func aModelReadInPlaceScoresAsTheDecodedOne(classes: Int) throws {
        let text = Self.model(classes: classes).serialized()
        let decoded = try IntentModel(serialized: text)
        var bytes = Array(text.utf8)
        try bytes.withUnsafeMutableBufferPointer { buffer in
            let inPlace = try IntentModel(readingInPlace: UnsafeBufferPointer(buffer))
            guard case .inText(let weights) = inPlace.weights else {
                Issue.record("\(classes) classes: the weights should stay in the text")
                return
            }
            #expect(weights.columnWidth == (classes > 64 ? 2 : 1))
            #expect(inPlace.serialized() == text)
            // Read in place for one message: rows are found by binary search, not a hash table.
            #expect(inPlace.packedRange(of: decoded.buckets[0]) == nil && decoded.packedRange(of: decoded.buckets[0]) != nil)
            for features in Self.featureSets(decoded) {
                let expected = decoded.logits(features)
                #expect(inPlace.logits(features) == expected)
                #expect(inPlace.referenceLogits(features) == expected)
                #expect(expected != decoded.bias)
            }
        }
    }

    @Test func aModelOfWiderWeightsIsDecodedEvenWhenReadInPlace() throws {
        var weights: [UInt32: [(Int, Double)]] = [:]
        weights[9] = [(0, 150.25), (1, -0.5)]
        let model = IntentModel(classes: ["a", "b"], hasher: FeatureHasher(bits: 20), bias: [0, 0], weights: weights,
                                temperature: 1, accept: 0.5, reject: 0.2, fingerprint: "f")
        let text = model.serialized()
        #expect(text.contains("\nweights 2 3 "))
        var bytes = Array(text.utf8)
        try bytes.withUnsafeMutableBufferPointer { buffer in
            let read = try IntentModel(readingInPlace: UnsafeBufferPointer(buffer))
            guard case .arrays = read.weights else {
                Issue.record("three-digit weights are not read in place")
                return
            }
            #expect(read.logits([FeatureHasher.Feature(bucket: 9, value: 2)]) == [300.5, -1])
        }
    }

    @Test func damagedDigitsReadInPlaceNeverReachPastTheScores() throws {
        // Every column and weight digit turned into a byte that is not a digit (read as 0, so
        // every weight is 0) or into the largest digit (every column 4,095, kept below 128: past
        // the 75 classes): either way no class's score moves from its bias, and nothing is
        // written outside the buffer of scores.
        let text = Self.model(classes: 75).serialized()
        for damage in [UInt8(ascii: "!"), UInt8(ascii: "_"), 0xC3] {
            var bytes = Array(text.utf8)
            for name in ["\ncolumns ", "\nweights "] {
                let start = try #require(text.utf8.firstRange(of: name.utf8)).upperBound
                var at = text.utf8.distance(from: text.utf8.startIndex, to: start)
                var spaces = 0
                while spaces < 2 { if bytes[at] == 0x20 { spaces += 1 }; at += 1 }
                while at < bytes.count && bytes[at] != 0x0A { bytes[at] = damage; at += 1 }
            }
            try bytes.withUnsafeMutableBufferPointer { buffer in
                let read = try IntentModel(readingInPlace: UnsafeBufferPointer(buffer))
                for features in Self.featureSets(read).prefix(20) {
                    #expect(read.logits(features) == read.bias, "damage \(damage)")
                }
            }
        }
    }

    @Test func everyPairOfBytesLooksUpBothDigits() {
        let digits = ModelDigits.values
        for first in 0..<256 {
            for second in 0..<256 {
                let bytes: [UInt8] = [UInt8(first), UInt8(second)]
                let key = bytes.withUnsafeBytes { Int($0.loadUnaligned(as: UInt16.self)) }
                func value(_ byte: Int) -> UInt16 { digits[byte] < 64 ? UInt16(digits[byte]) : 0 }
                #expect(ModelDigits.pairs[key] == value(first) << 6 | value(second))
            }
        }
        let number = Array(ModelDigits.encode([4_000], width: 2).utf8).withUnsafeBytes { $0.loadUnaligned(as: UInt16.self) }
        #expect(ModelDigits.pairs[Int(number)] == 4_000)
    }

    @Test func thePackedTableFindsTheRowsTheBinarySearchFinds() {
        let model = Self.model(classes: 75)
        let check = model.packedTableCheck()
        #expect(check.disagreements.isEmpty)
        #expect(check.found >= model.buckets.count && model.buckets.count == 700)
    }
}
