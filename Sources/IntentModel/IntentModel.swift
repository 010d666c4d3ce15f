/// A trained multinomial logistic-regression intent model with calibrated probabilities.
///
/// The model scores a message's hashed features (`FeatureHasher`) for every intent, divides
/// the scores by a temperature fitted on held-out folds, and returns the intents ranked by
/// probability. It holds no text and does no I/O: the caller normalises the message and reads
/// the model from `Knowledge/assistant/intent-model.txt` with `IntentModel(serialized:)`.
public struct IntentModel: Sendable {
    /// An intent and its calibrated probability.
    public struct Scored: Sendable, Equatable {
        public let intent: String
        public let probability: Double

        public init(intent: String, probability: Double) {
            self.intent = intent
            self.probability = probability
        }
    }

    /// The class every message that is not for Bloom belongs to.
    public static let outOfScope = "out_of_scope"

    /// The intents, in the order of the weight columns.
    public let classes: [String]
    public let hasher: FeatureHasher
    /// Scores are divided by this before the softmax (fitted on held-out folds).
    public let temperature: Double
    /// At or above this probability the best intent is taken without asking.
    public let accept: Double
    /// Below this probability nothing is likely: the message is out of scope.
    public let reject: Double
    /// A digest of the training data and settings the model was trained on.
    public let fingerprint: String
    /// Taken off the `out_of_scope` score before the softmax (a prior against out of scope),
    /// so a message that reads a little like an intent is answered rather than turned away.
    public let outOfScopeMargin: Double
    /// The column of `out_of_scope` in `classes`, if it is one.
    let outOfScopeColumn: Int?
    let bias: [Double]
    /// The feature buckets that have weights, ascending; row `i`'s weights are
    /// `columns[rowStart[i]..<rowStart[i + 1]]` and the same range of `values`.
    let buckets: [UInt32]
    let rowStart: [Int32]
    let columns: [UInt16]
    let values: WeightValues
    /// `buckets` as an open-addressing hash table: each slot holds a row + 1 (0 when empty),
    /// found from the bucket by `slot(of:)` and the slots after it. A message has hundreds of
    /// features, and a binary search over the buckets for each cost more than the rest of
    /// scoring it.
    private let slots: [Int32]
    private let slotShift: UInt32
    /// `slots` for scoring (`logits`): each slot holds its bucket, where its row starts and how
    /// long it is, in one word, so finding a feature's row reads one place in memory instead of
    /// three. Nil when the model is too large to pack (then scoring is `referenceLogits`).
    private let packed: PackedRows?

    /// - Parameters:
    ///   - classes: the intents, in the order of the weight columns.
    ///   - bias: one bias per class.
    ///   - weights: per feature bucket, its nonzero class weights.
    public init(
        classes: [String], hasher: FeatureHasher, bias: [Double], weights: [UInt32: [(Int, Double)]],
        temperature: Double, accept: Double, reject: Double, fingerprint: String, outOfScopeMargin: Double = 0
    ) {
        precondition(bias.count == classes.count, "one bias per class")
        let sorted = weights.keys.sorted()
        var rowStart: [Int32] = [0]
        var columns: [UInt16] = []
        var values: [Double] = []
        for bucket in sorted {
            for (column, value) in weights[bucket]!.sorted(by: { $0.0 < $1.0 }) {
                columns.append(UInt16(column))
                values.append(value)
            }
            rowStart.append(Int32(columns.count))
        }
        self.init(classes: classes, hasher: hasher, bias: bias, buckets: sorted, rowStart: rowStart, columns: columns, values: .plain(values),
                  temperature: temperature, accept: accept, reject: reject, fingerprint: fingerprint, outOfScopeMargin: outOfScopeMargin)
    }

    /// The model from its weights laid out flat (see `buckets`).
    init(classes: [String], hasher: FeatureHasher, bias: [Double], buckets: [UInt32], rowStart: [Int32], columns: [UInt16], values: WeightValues,
         temperature: Double, accept: Double, reject: Double, fingerprint: String, outOfScopeMargin: Double = 0) {
        self.classes = classes
        self.outOfScopeMargin = outOfScopeMargin
        self.outOfScopeColumn = classes.firstIndex(of: IntentModel.outOfScope)
        self.hasher = hasher
        self.bias = bias
        self.buckets = buckets
        self.rowStart = rowStart
        self.columns = columns
        self.values = values
        // At least twice as many slots as buckets, so probe runs stay short.
        var bits: UInt32 = 4
        while (1 << bits) < 2 * buckets.count { bits += 1 }
        var slots = [Int32](repeating: 0, count: 1 << bits)
        let shift = 32 - bits
        for (row, bucket) in buckets.enumerated() {
            var slot = IntentModel.slot(of: bucket, shift: shift)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(row + 1)
        }
        self.slots = slots
        self.slotShift = shift
        self.packed = PackedRows(slots: slots, buckets: buckets, rowStart: rowStart, columns: columns, values: values)
        self.temperature = temperature
        self.accept = accept
        self.reject = reject
        self.fingerprint = fingerprint
    }

    /// The raw (uncalibrated) score of every class for `tokens` and the `named` features.
    public func logits(_ tokens: [String], named: [FeatureHasher.Named] = []) -> [Double] {
        let features = hasher.features(tokens, named: named)
        guard let packed else { return referenceLogits(features) }
        return packed.logits(features, bias: bias, columns: columns, values: values, shift: slotShift)
    }

    /// The scores of `features` from the flat arrays (the hash table of rows, then each row's
    /// columns and values): the reference the packed tables (`PackedRows`) are tested against.
    func referenceLogits(_ features: [FeatureHasher.Feature]) -> [Double] {
        var scores = bias
        // Over buffer pointers (no bounds check per weight; the rows were checked when read),
        // adding in the same order as ever, so the scores are the same to the bit.
        scores.withUnsafeMutableBufferPointer { scores in
            columns.withUnsafeBufferPointer { columns in
                values.withValues { value in
                    rowStart.withUnsafeBufferPointer { rowStart in
                        for feature in features {
                            guard let row = row(of: feature.bucket) else { continue }
                            for index in Int(rowStart[row])..<Int(rowStart[row + 1]) {
                                scores[Int(columns[index])] += value(index) * feature.value
                            }
                        }
                    }
                }
            }
        }
        return scores
    }

    /// Every intent ranked by calibrated probability (the scores with `outOfScopeMargin` taken
    /// off `out_of_scope`'s, divided by `temperature`), best first (ties by class order).
    /// - Parameters:
    ///   - tokens: the message's normalised tokens (the assistant's `TextNormalizer`).
    ///   - named: features the caller computed, as the model was trained with them.
    public func rank(_ tokens: [String], named: [FeatureHasher.Named] = []) -> [Scored] {
        rank(features: hasher.features(tokens, named: named))
    }

    /// `rank(_:named:)` for features already hashed by `hasher.features`: another model with
    /// the same hasher scores the same message without hashing it again.
    public func rank(features: [FeatureHasher.Feature]) -> [Scored] {
        let probabilities = Softmax.probabilities(margined(logits(features)), temperature: temperature)
        return IntentModel.ranked(probabilities, classes: classes)
    }

    /// `scores` (raw, as `logits` gives them) with `outOfScopeMargin` taken off `out_of_scope`'s:
    /// the scores `rank` turns into probabilities.
    public func margined(_ scores: [Double]) -> [Double] {
        guard let column = outOfScopeColumn, outOfScopeMargin != 0 else { return scores }
        var scores = scores
        scores[column] -= outOfScopeMargin
        return scores
    }

    /// The scores of `features`, as `logits` computes them (the packed tables when the model has them).
    func logits(_ features: [FeatureHasher.Feature]) -> [Double] {
        guard let packed else { return referenceLogits(features) }
        return packed.logits(features, bias: bias, columns: columns, values: values, shift: slotShift)
    }

    /// The row of `bucket` in `buckets`, from the hash table.
    func row(of bucket: UInt32) -> Int? {
        let mask = slots.count - 1
        var slot = IntentModel.slot(of: bucket, shift: slotShift)
        while true {
            let row = Int(slots[slot]) - 1
            if row < 0 { return nil }
            if buckets[row] == bucket { return row }
            slot = (slot + 1) & mask
        }
    }

    /// The first slot tried for `bucket` (Fibonacci hashing: the top bits of a multiple).
    fileprivate static func slot(of bucket: UInt32, shift: UInt32) -> Int {
        Int((bucket &* 2_654_435_769) >> shift)
    }

    /// The row of `bucket` in `buckets`, by binary search: the reference `row(of:)` is tested against.
    func searchedRow(of bucket: UInt32) -> Int? {
        var low = 0, high = buckets.count
        while low < high {
            let middle = (low + high) / 2
            if buckets[middle] < bucket { low = middle + 1 } else { high = middle }
        }
        return low < buckets.count && buckets[low] == bucket ? low : nil
    }

    static func ranked(_ probabilities: [Double], classes: [String]) -> [Scored] {
        // Each class as one 64-bit integer: its probability's bits inverted (a non-negative
        // double's bits order as the number does), the lowest 7 given to the class index. One
        // sort of plain integers nearly ranks them; probabilities that differ only in those 7
        // bits are then put in order by the exact comparison, in one pass over the nearly
        // sorted list. The result is `referenceRanked`'s: best first, ties by class order.
        guard probabilities.count <= 128, probabilities.allSatisfy({ $0 >= 0 && $0.sign == .plus }) else {
            return referenceRanked(probabilities, classes: classes)
        }
        var keys = probabilities.enumerated().map { (~$0.element.bitPattern & ~0x7F) | UInt64($0.offset) }
        KeySort.sort(&keys)
        var order = keys.map { Int($0 & 0x7F) }
        func before(_ a: Int, _ b: Int) -> Bool {
            probabilities[a] != probabilities[b] ? probabilities[a] > probabilities[b] : a < b
        }
        for position in order.indices.dropFirst() {
            var at = position
            while at > 0 && before(order[at], order[at - 1]) {
                order.swapAt(at, at - 1)
                at -= 1
            }
        }
        return order.map { Scored(intent: classes[$0], probability: probabilities[$0]) }
    }

    /// `ranked` by (probability, index) pairs sorted with a comparison: the reference.
    static func referenceRanked(_ probabilities: [Double], classes: [String]) -> [Scored] {
        // (probability, class) pairs sorted by a total order: the same ranking as any stable
        // sort by probability, without a closure reading the arrays on every comparison.
        var pairs = probabilities.enumerated().map { (probability: $0.element, index: $0.offset) }
        pairs.sort { $0.probability != $1.probability ? $0.probability > $1.probability : $0.index < $1.index }
        return pairs.map { Scored(intent: classes[$0.index], probability: $0.probability) }
    }
}

/// The softmax with a temperature, computed stably (the largest score subtracted first).
public enum Softmax {
    public static func probabilities(_ scores: [Double], temperature: Double = 1) -> [Double] {
        guard let top = scores.max() else { return [] }
        var values = scores.map { exp(($0 - top) / temperature) }
        var total = 0.0
        for value in values { total += value }
        for index in values.indices { values[index] /= total }
        return values
    }
}


/// The model's hash table laid out for scoring: one 64-bit word per slot, holding its bucket
/// (low 32 bits), where its row starts in `columns` and `values` (the next 24) and the row's
/// length (the top 8); all ones when empty. One read finds a feature's row.
private struct PackedRows: Sendable {
    static let empty = UInt64.max
    let slots: [UInt64]

    /// Nil when a row starts past 2^24 or is 256 or more long (the slot's fields would not hold it).
    init?(slots: [Int32], buckets: [UInt32], rowStart: [Int32], columns: [UInt16], values: WeightValues) {
        guard values.count < 1 << 24 else { return nil }
        var packed = [UInt64](repeating: PackedRows.empty, count: slots.count)
        for (slot, entry) in slots.enumerated() where entry != 0 {
            let row = Int(entry) - 1
            let start = UInt64(rowStart[row]), length = UInt64(rowStart[row + 1] - rowStart[row])
            guard length < 256 else { return nil }
            packed[slot] = UInt64(buckets[row]) | start << 32 | length << 56
        }
        self.slots = packed
    }

    /// The scores of `features`: `bias` plus each feature's row times its value, added in the
    /// same order as `IntentModel.referenceLogits` adds them (the same bits).
    ///
    /// In two passes: every feature's slot first, then every row's weights. The reads of the
    /// first pass do not wait on the second's, so the memory system serves many at once (a
    /// long message's features touch hundreds of places in megabytes of weights).
    func logits(_ features: [FeatureHasher.Feature], bias: [Double], columns: [UInt16], values: WeightValues, shift: UInt32) -> [Double] {
        var scores = bias
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: features.count) { found in
            slots.withUnsafeBufferPointer { slots in
                let mask = slots.count - 1
                for (number, feature) in features.enumerated() {
                    var slot = IntentModel.slot(of: feature.bucket, shift: shift)
                    var entry = slots[slot]
                    while entry != PackedRows.empty && UInt32(truncatingIfNeeded: entry) != feature.bucket {
                        slot = (slot + 1) & mask
                        entry = slots[slot]
                    }
                    found[number] = entry
                }
            }
            scores.withUnsafeMutableBufferPointer { scores in
                columns.withUnsafeBufferPointer { columns in
                    values.withValues { value in
                        for (number, feature) in features.enumerated() {
                            let entry = found[number]
                            guard entry != PackedRows.empty else { continue }
                            let start = Int((entry >> 32) & 0xFF_FFFF), end = start + Int(entry >> 56)
                            for index in start..<end {
                                scores[Int(columns[index])] += value(index) * feature.value
                            }
                        }
                    }
                }
            }
        }
        return scores
    }
}

extension IntentModel {
    /// How many nonzero weights the model keeps.
    public var weightCount: Int { values.count }
    /// How many feature buckets have any weight.
    public var featureCount: Int { buckets.count }
}
