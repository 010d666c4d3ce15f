@testable import IntentModel
import Testing

/// The saved model's format 4 (format 3's fixed-width base-64 runs, with the feature groups'
/// weights and the out-of-scope margin): read back exactly, format 3 still read, and every
/// kind of damaged or outdated file refused with the line that is wrong.
@Suite struct IntentModelFileFormatTests {
    static let settings = "format 4\nfingerprint x\nbits 20\ntemperature 1.0000\naccept 0.5000\nreject 0.2000\nmargin 0.0000\n"
        + "groups 1.0000 1.0000 1.0000 0.0000 0.0000 0.0000 0.0000\nclasses a b\nbias 0 0\n"

    /// A run's line as the writer lays it out.
    static func run(_ name: String, _ numbers: [UInt32], width: Int) -> String {
        "\(name) \(numbers.count) \(width) " + ModelDigits.encode(numbers, width: width) + "\n"
    }

    /// Buckets 12 (a: 1.50) and 17 (b: -0.25), with the runs given or these defaults.
    static func text(steps: [UInt32] = [12, 5], counts: [UInt32] = [1, 1], columns: [UInt32] = [0, 1],
                     weights: [Int32] = [150, -25]) -> String {
        settings + run("buckets", steps, width: 2) + run("counts", counts, width: 1) + run("columns", columns, width: 1)
            + run("weights", weights.map(ModelDigits.zigzag), width: 2)
    }

    @Test func numbersOfEveryWidthReadBackAsWritten() throws {
        let numbers: [UInt32] = [0, 1, 63, 64, 4095, 4096, 262_143, 262_144, 16_777_215, 1 << 29, UInt32.max]
        for width in 1...5 {
            let fitting = numbers.filter { $0 >> (6 * UInt32(width)) == 0 }
            let text = ModelDigits.encode(fitting, width: width)
            #expect(text.utf8.count == fitting.count * width)
            let read = Array(text.utf8).withUnsafeBufferPointer { ModelDigits.decode($0, count: fitting.count, width: width) }
            #expect(read == fitting, "width \(width)")
        }
        #expect(ModelDigits.width(for: [0, 63]) == 1)
        #expect(ModelDigits.width(for: [64]) == 2)
        #expect(ModelDigits.width(for: [1 << 20]) == 4)
        for value: Int32 in [0, -1, 1, -2, 2, 427, -233, .max, .min] {
            #expect(ModelDigits.unzigzag(ModelDigits.zigzag(value)) == value)
        }
        #expect([0, -1, 1, -2].map(ModelDigits.zigzag) == [0, 1, 2, 3])
    }

    @Test func theRunsAreLaidOutAsDocumented() throws {
        // 12 = "C", 5 = "5"; 150 zig-zags to 300 = 4·64 + 44 ("4i"); -25 to 49 ("0n").
        let text = Self.settings + "buckets 2 1 C5\ncounts 2 1 11\ncolumns 2 1 01\nweights 2 2 4i0n\n"
        let model = try IntentModel(serialized: text)
        #expect(model.row(of: 12) == 0)
        #expect(model.row(of: 17) == 1)
        #expect(model.row(of: 5) == nil)
        #expect(model.weightCount == 2 && model.featureCount == 2)
        #expect(model.serialized() == IntentModel.header + "\n" + text)
    }

    @Test func aModelWithWideNumbersReadsBackToTheSameModel() throws {
        // A bucket near the top of 20 bits, a row with every class, and weights of 3 digits.
        var weights: [UInt32: [(Int, Double)]] = [0: [(0, 1.5)], 1_048_575: [(1, -0.25)]]
        weights[70_000] = (0..<3).map { ($0, Double($0 * 10_000 - 15_000) / 100) }
        let model = IntentModel(classes: ["a", "b", "c"], hasher: FeatureHasher(bits: 20), bias: [0.5, -1.25, 0],
                                weights: weights, temperature: 0.75, accept: 0.5, reject: 0.2, fingerprint: "f")
        let text = model.serialized()
        let read = try IntentModel(serialized: text)
        #expect(read.serialized() == text)
        #expect(read.logits(["x"], named: [.init(name: "n", value: 1)]) == model.logits(["x"], named: [.init(name: "n", value: 1)]))
        #expect(read.row(of: 1_048_575) == 2)
        #expect(text.contains("\nweights 5 3 "))
    }

    @Test func everyWeightOfTwoDigitsIsLookedUpAsItsHundredths() {
        for width in 1...2 {
            let table = WeightTable(width: width, scale: IntentModel.scale).values
            #expect(table.count == 1 << (6 * width))
            for number in 0..<UInt32(table.count) {
                #expect(table[Int(number)].bitPattern == (Double(ModelDigits.unzigzag(number)) / IntentModel.scale).bitPattern)
            }
        }
        #expect(WeightTable(width: 3, scale: IntentModel.scale).values.isEmpty)
    }

    @Test func aModelOfTwoDigitWeightsIsReadAsCodesAndScoresToTheSameBits() throws {
        var weights: [UInt32: [(Int, Double)]] = [:]
        for bucket in UInt32(0)..<300 {
            weights[bucket * 3_491 % (1 << 20)] = (0..<3).map { ($0, Double((Int(bucket) * 37 + $0 * 11) % 4_001 - 2_000) / 100) }
        }
        let model = IntentModel(classes: ["a", "b", "c"], hasher: FeatureHasher(bits: 20), bias: [0.5, -1.25, 0],
                                weights: weights, temperature: 0.75, accept: 0.5, reject: 0.2, fingerprint: "f")
        let text = model.serialized()
        #expect(text.contains("\nweights 900 2 "))
        let read = try IntentModel(serialized: text)
        guard case .coded = read.values else {
            Issue.record("a model of two-digit weights should keep them as codes")
            return
        }
        #expect(read.values.all == model.values.all)
        #expect(read.serialized() == text)
        // Features on buckets that have weights (and one that has none), as a message's would be.
        for first in stride(from: UInt32(0), to: 300, by: 7) {
            let features = [first, first + 1, first + 2, 299].map { FeatureHasher.Feature(bucket: $0 * 3_491 % (1 << 20), value: 0.5 + Double($0 % 3)) }
                + [FeatureHasher.Feature(bucket: 5, value: 1)]
            #expect(read.logits(features) == model.logits(features))
            #expect(read.referenceLogits(features) == model.referenceLogits(features))
            #expect(read.logits(features) != read.bias)
        }
    }

    @Test func aFormat3FileIsReadWithTheThreeOriginalGroupsAndNoMargin() throws {
        let format3 = "format 3\nfingerprint x\nbits 20\ntemperature 1.0000\naccept 0.5000\nreject 0.2000\nclasses a b\nbias 0 0\n"
            + "buckets 2 1 C5\ncounts 2 1 11\ncolumns 2 1 01\nweights 2 2 4i0n\n"
        let model = try IntentModel(serialized: format3)
        #expect(model.hasher == FeatureHasher(bits: 20))
        #expect(model.outOfScopeMargin == 0)
        #expect(model.row(of: 17) == 1)
    }

    @Test func theGroupsAndMarginAreReadBack() throws {
        let hasher = FeatureHasher(bits: 20, groupWeights: [1, 0.8, 1, 0.5, 0.25])
        let model = IntentModel(classes: ["a", "out_of_scope"], hasher: hasher, bias: [0, 0], weights: [5: [(0, 1)]],
                                temperature: 1, accept: 0.5, reject: 0.2, fingerprint: "f", outOfScopeMargin: 0.3)
        let read = try IntentModel(serialized: model.serialized())
        #expect(read.hasher == hasher)
        #expect(read.hasher.groupWeights == [1, 0.8, 1, 0.5, 0.25, 0, 0, 0])
        #expect(read.outOfScopeMargin == 0.3)
        #expect(read.serialized() == model.serialized())
        let noGroups = Self.settings.replacingOccurrences(of: "groups 1.0000 1.0000 1.0000 0.0000 0.0000 0.0000 0.0000\n", with: "")
        #expect(throws: IntentModelError.self) { try IntentModel(serialized: noGroups + "buckets 0 1 \ncounts 0 1 \ncolumns 0 1 \nweights 0 1 \n") }
        let negative = Self.settings.replacingOccurrences(of: "groups 1.0000", with: "groups -1.0000")
        #expect(throws: IntentModelError.self) { try IntentModel(serialized: negative + "buckets 0 1 \ncounts 0 1 \ncolumns 0 1 \nweights 0 1 \n") }
    }

    @Test func aFormat2FileIsRefusedWithWhatToDo() {
        let old = "# Bloom intent model\nformat 2\nfingerprint x\nbits 20\nrows 1\nweights 1\nclasses a b\nbias 0 0\n12 0:150\n"
        do {
            _ = try IntentModel(serialized: old)
            Issue.record("a format 2 model was read")
        } catch {
            #expect(error.line == 2)
            #expect(error.description.contains("format 2"))
            #expect(error.description.contains("swift run IntentTrainer"))
        }
    }

    @Test func damagedRunsAreRefusedNamingTheirLine() throws {
        _ = try IntentModel(serialized: Self.text())
        func line(of text: String) -> Int? {
            do {
                _ = try IntentModel(serialized: text)
                return nil
            } catch {
                return error.line
            }
        }
        // A character that is not a digit in the weights (line 14).
        #expect(line(of: Self.text().replacingOccurrences(of: "weights 2 2 4i", with: "weights 2 2 4*")) == 14)
        // A run cut short: the file ends inside it.
        #expect(line(of: String(Self.text().dropLast(3))) == 14)
        // A step of 0 after the first bucket (line 13).
        #expect(line(of: Self.text(steps: [12, 0])) == 11)
        // Counts that do not add up to the columns (line 12).
        #expect(line(of: Self.text(counts: [1, 2])) == 12)
        // A class that does not exist (line 13).
        #expect(line(of: Self.text(columns: [0, 2])) == 13)
        // A missing run, a missing setting, a width out of range.
        #expect(line(of: Self.text().replacingOccurrences(of: "counts", with: "extra")) != nil)
        #expect(line(of: Self.text().replacingOccurrences(of: "bits 20\n", with: "")) != nil)
        #expect(line(of: Self.text().replacingOccurrences(of: "columns 2 1 01", with: "columns 2 0 ")) == 13)
        // A character that is not a digit in every other run, whatever its width: each run is
        // checked as it is decoded.
        #expect(line(of: Self.text().replacingOccurrences(of: "buckets 2 2 0C05", with: "buckets 2 2 0C0.")) == 11)
        #expect(line(of: Self.text().replacingOccurrences(of: "counts 2 1 11", with: "counts 2 1 1 ")) == 12)
        #expect(line(of: Self.text().replacingOccurrences(of: "columns 2 1 01", with: "columns 2 1 ~1")) == 13)
        let wide = Self.settings + Self.run("buckets", [12, 5], width: 2) + Self.run("counts", [1, 1], width: 1)
            + Self.run("columns", [0, 1], width: 1) + Self.run("weights", [15_000, -25].map(ModelDigits.zigzag), width: 3)
        _ = try IntentModel(serialized: wide)
        #expect(line(of: String(wide.dropLast(2)) + "!\n") == 14)
        // Weights before the format line.
        #expect(line(of: Self.run("buckets", [1], width: 1) + Self.text()) == 1)
    }
}
