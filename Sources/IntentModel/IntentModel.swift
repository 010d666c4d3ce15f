/// A trained multinomial logistic-regression intent model with calibrated probabilities.
///
/// The model scores a message's hashed features (`FeatureHasher`) for every intent, divides
/// the scores by a temperature fitted on held-out folds, and returns the intents ranked by
/// probability. It holds no text and does no I/O: the caller normalises the message and reads
/// the model from `Knowledge/assistant/intent-model.txt` with `IntentModel(serialized:)`.
package struct IntentModel: Sendable {
    /// An intent and its calibrated probability.
    package struct Scored: Sendable, Equatable {
        package let intent: String
        package let probability: Double

        package init(intent: String, probability: Double) {
            self.intent = intent
            self.probability = probability
        }
    }

    /// The class every message that is not for Bloom belongs to.
    package static let outOfScope = "out_of_scope"

    /// The intents, in the order of the weight columns.
    package let classes: [String]
    package let hasher: FeatureHasher
    /// Scores are divided by this before the softmax (fitted on held-out folds).
    package let temperature: Double
    /// At or above this probability the best intent is taken without asking.
    package let accept: Double
    /// Below this probability nothing is likely: the message is out of scope.
    package let reject: Double
    /// A digest of the training data and settings the model was trained on.
    package let fingerprint: String
    /// Taken off the `out_of_scope` score before the softmax (a prior against out of scope),
    /// so a message that reads a little like an intent is answered rather than turned away.
    package let outOfScopeMargin: Double
    /// The column of `out_of_scope` in `classes`, if it is one.
    let outOfScopeColumn: Int?
    let bias: [Double]
    /// The feature buckets that have weights, ascending; row `i`'s weights are
    /// `rowStart[i]..<rowStart[i + 1]` of `weights`.
    let buckets: [UInt32]
    let rowStart: [Int32]
    let weights: Weights
    /// The hash table of rows for scoring (`logits`): each slot holds its bucket, where its row
    /// starts and how long it is, in one word, so finding a feature's row reads one place in
    /// memory. A message has hundreds of features, and a binary search over the buckets for
    /// each cost more than the rest of scoring it. Nil when the model is too large to pack, and
    /// for weights read in place (then scoring is `referenceLogits`, by binary search): a model
    /// read in place scores one message, and filling the table (a megabyte, for the built-in
    /// model) would cost far more than the binary searches it saves.
    private let packed: PackedRows?

    /// Each weight's class, row after row (decoded, when the model reads them in place).
    var columns: [UInt16] {
        switch weights {
        case let .arrays(columns, _): columns
        case let .inText(text): text.columns
        }
    }

    /// Each weight's value, row after row.
    var values: WeightValues {
        switch weights {
        case let .arrays(_, values): values
        case let .inText(text): .coded(codes: text.codes, table: text.table)
        }
    }

    /// - Parameters:
    ///   - classes: the intents, in the order of the weight columns.
    ///   - bias: one bias per class.
    ///   - weights: per feature bucket, its nonzero class weights.
    package init(
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
    init(classes: [String], hasher: FeatureHasher, bias: [Double], buckets: [UInt32], rowStart: [Int32], weights: Weights,
         temperature: Double, accept: Double, reject: Double, fingerprint: String, outOfScopeMargin: Double = 0) {
        self.classes = classes
        self.outOfScopeMargin = outOfScopeMargin
        self.outOfScopeColumn = classes.firstIndex(of: IntentModel.outOfScope)
        self.hasher = hasher
        self.bias = bias
        self.buckets = buckets
        self.rowStart = rowStart
        self.weights = weights
        if case .inText = weights {
            self.packed = nil
        } else {
            self.packed = PackedRows(buckets: buckets, rowStart: rowStart, weightCount: weights.count)
        }
        self.temperature = temperature
        self.accept = accept
        self.reject = reject
        self.fingerprint = fingerprint
    }

    init(classes: [String], hasher: FeatureHasher, bias: [Double], buckets: [UInt32], rowStart: [Int32], columns: [UInt16], values: WeightValues,
         temperature: Double, accept: Double, reject: Double, fingerprint: String, outOfScopeMargin: Double = 0) {
        self.init(classes: classes, hasher: hasher, bias: bias, buckets: buckets, rowStart: rowStart, weights: .arrays(columns: columns, values: values),
                  temperature: temperature, accept: accept, reject: reject, fingerprint: fingerprint, outOfScopeMargin: outOfScopeMargin)
    }

    /// The raw (uncalibrated) score of every class for `tokens` and the `named` features.
    package func logits(_ tokens: [String], named: [FeatureHasher.Named] = []) -> [Double] {
        logits(hasher.features(tokens, named: named))
    }

    /// The scores of `features` from the rows found by binary search, one feature at a time:
    /// the reference the packed table (`PackedRows`) is tested against.
    func referenceLogits(_ features: [FeatureHasher.Feature]) -> [Double] {
        // Adding in the same order as ever, so the scores are the same to the bit.
        let rows = features.map { feature in
            row(of: feature.bucket).map { Weights.Row(start: rowStart[$0], end: rowStart[$0 + 1]) } ?? .none
        }
        return IntentModel.withScores(bias) { scores in
            rows.withUnsafeBufferPointer { rows in weights.add(features, rows: rows, to: scores) }
        }
    }

    /// `bias` copied into a buffer of at least 128 scores for `body` to add to (a column read in
    /// place is below 128 whatever the bytes), then the first `bias.count` of them.
    @inline(__always)
    static func withScores(_ bias: [Double], _ body: (UnsafeMutableBufferPointer<Double>) -> Void) -> [Double] {
        let capacity = max(bias.count, 128)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) { scores in
            _ = scores.initialize(fromContentsOf: bias)
            scores[bias.count...].initialize(repeating: 0)
            body(scores)
            return Array(scores[..<bias.count])
        }
    }

    /// Every intent ranked by calibrated probability (the scores with `outOfScopeMargin` taken
    /// off `out_of_scope`'s, divided by `temperature`), best first (ties by class order).
    /// - Parameters:
    ///   - tokens: the message's normalised tokens (the assistant's `TextNormalizer`).
    ///   - named: features the caller computed, as the model was trained with them.
    package func rank(_ tokens: [String], named: [FeatureHasher.Named] = []) -> [Scored] {
        rank(features: hasher.features(tokens, named: named))
    }

    /// `rank(_:named:)` for features already hashed by `hasher.features`: another model with
    /// the same hasher scores the same message without hashing it again.
    package func rank(features: [FeatureHasher.Feature]) -> [Scored] {
        IntentModel.ranked(probabilities(features: features), classes: classes)
    }

    /// The calibrated probability of every class, in `classes` order: what `rank` orders.
    package func probabilities(features: [FeatureHasher.Feature]) -> [Double] {
        Softmax.probabilities(margined(logits(features)), temperature: temperature)
    }

    /// The calibrated probability of `intent` (nil when it is not one of `classes`), without
    /// ranking the others.
    package func probability(of intent: String, features: [FeatureHasher.Feature]) -> Double? {
        guard let column = classes.firstIndex(of: intent) else { return nil }
        return probabilities(features: features)[column]
    }

    /// The first `count` entries of `rank(features:)` and out of scope's entry, found without
    /// ordering the rest: all `decide` reads, for one pass over the classes instead of a sort.
    package func leaders(features: [FeatureHasher.Feature], count: Int = Leaders.standardCount) -> Leaders {
        let probabilities = probabilities(features: features)
        return Leaders(leading: IntentModel.leading(count, probabilities, classes: classes),
                       outOfScope: outOfScopeColumn.map { Scored(intent: classes[$0], probability: probabilities[$0]) })
    }

    /// The first `count` of `ranked(probabilities, classes:)`, kept in one pass.
    static func leading(_ count: Int, _ probabilities: [Double], classes: [String]) -> [Scored] {
        guard count > 0 else { return [] }
        guard probabilities.allSatisfy({ $0 >= 0 && $0.sign == .plus }) else {
            return Array(ranked(probabilities, classes: classes).prefix(count))
        }
        // The best `count` so far in `ranked`'s order: higher first, ties by class order (a
        // column goes after every kept column as likely as it, all found before it).
        var chosen: [Int] = []
        chosen.reserveCapacity(count + 1)
        for column in probabilities.indices {
            let probability = probabilities[column]
            if chosen.count == count && probability <= probabilities[chosen[count - 1]] { continue }
            var at = chosen.count
            while at > 0 && probability > probabilities[chosen[at - 1]] { at -= 1 }
            chosen.insert(column, at: at)
            if chosen.count > count { chosen.removeLast() }
        }
        return chosen.map { Scored(intent: classes[$0], probability: probabilities[$0]) }
    }

    /// The start of a ranking and where out of scope is in it: what `decide` needs.
    package struct Leaders: Sendable, Equatable {
        /// How many classes `leaders` keeps: the best, the runner-up, and the first class after
        /// the best that is not out of scope (one of the two after it, there being one such class).
        package static let standardCount = 3
        /// The best classes, as `rank` orders them.
        package let leading: [Scored]
        /// `out_of_scope`'s entry wherever it ranks; nil when the model has no such class.
        package let outOfScope: Scored?

        package init(leading: [Scored], outOfScope: Scored?) {
            self.leading = leading
            self.outOfScope = outOfScope
        }

        /// The leaders of a whole ranking (best first).
        package init(ranked: [Scored], count: Int = standardCount) {
            self.init(leading: Array(ranked.prefix(count)), outOfScope: ranked.first { $0.intent == IntentModel.outOfScope })
        }
    }

    /// `scores` (raw, as `logits` gives them) with `outOfScopeMargin` taken off `out_of_scope`'s:
    /// the scores `rank` turns into probabilities.
    package func margined(_ scores: [Double]) -> [Double] {
        guard let column = outOfScopeColumn, outOfScopeMargin != 0 else { return scores }
        var scores = scores
        scores[column] -= outOfScopeMargin
        return scores
    }

    /// The scores of `features`, as `logits` computes them (the packed table when the model has it).
    func logits(_ features: [FeatureHasher.Feature]) -> [Double] {
        guard let packed else { return referenceLogits(features) }
        return packed.logits(features, bias: bias, weights: weights)
    }

    /// Where `bucket`'s weights are, from the packed table (nil when the model has none or the
    /// bucket has no weights).
    func packedRange(of bucket: UInt32) -> Range<Int>? {
        guard let entry = packed?.entry(of: bucket), entry != PackedRows.empty else { return nil }
        let start = Int((entry >> 32) & 0xFF_FFFF)
        return start..<start + Int(entry >> 56)
    }

    /// Probes the packed table with every bucket that has weights, its two neighbours and every
    /// 97th bucket: the probes where it disagrees with the binary search (none when it is right),
    /// and how many probes found a row. What the tests check the table with.
    func packedTableCheck() -> (disagreements: [UInt32], found: Int) {
        var probes: [UInt32] = []
        for bucket in buckets { probes += [bucket, bucket &+ 1, bucket &- 1] }
        probes += Array(stride(from: UInt32(0), to: 1 << 20, by: 97)) + [UInt32.max, 1 << 20]
        var disagreements: [UInt32] = [], found = 0
        for bucket in probes {
            let expected = row(of: bucket).map { Int(rowStart[$0])..<Int(rowStart[$0 + 1]) }
            if packedRange(of: bucket) != expected { disagreements.append(bucket) }
            if expected != nil { found += 1 }
        }
        return (disagreements, found)
    }

    /// The row of `bucket` in `buckets`, by binary search.
    func row(of bucket: UInt32) -> Int? {
        var low = 0, high = buckets.count
        while low < high {
            let middle = (low + high) / 2
            if buckets[middle] < bucket { low = middle + 1 } else { high = middle }
        }
        return low < buckets.count && buckets[low] == bucket ? low : nil
    }

    /// The first slot tried for `bucket` (Fibonacci hashing: the top bits of a multiple).
    fileprivate static func slot(of bucket: UInt32, shift: UInt32) -> Int {
        Int((bucket &* 2_654_435_769) >> shift)
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
package enum Softmax {
    package static func probabilities(_ scores: [Double], temperature: Double = 1) -> [Double] {
        guard let top = scores.max() else { return [] }
        var values = scores.map { exp(($0 - top) / temperature) }
        var total = 0.0
        for value in values { total += value }
        for index in values.indices { values[index] /= total }
        return values
    }
}


/// The model's hash table laid out for scoring: one 64-bit word per slot, holding its bucket
/// (low 32 bits), where its row starts in the weights (the next 24) and the row's length (the
/// top 8); all ones when empty. One read finds a feature's row.
private struct PackedRows: Sendable {
    static let empty = UInt64.max
    let slots: [UInt64]
    let shift: UInt32

    /// Nil when a row starts past 2^24 or is 256 or more long (the slot's fields would not hold it).
    init?(buckets: [UInt32], rowStart: [Int32], weightCount: Int) {
        guard weightCount < 1 << 24 else { return nil }
        // At most three slots in five filled, so the runs a lookup walks stay short, in as few
        // pages as that allows (each is written once at start-up).
        var bits: UInt32 = 4
        while (1 << bits) * 3 < 5 * buckets.count { bits += 1 }
        var packed = [UInt64](repeating: PackedRows.empty, count: 1 << bits)
        let shift = 32 - bits, mask = packed.count - 1
        for (row, bucket) in buckets.enumerated() {
            let start = UInt64(rowStart[row]), length = UInt64(rowStart[row + 1] - rowStart[row])
            guard length < 256 else { return nil }
            var slot = IntentModel.slot(of: bucket, shift: shift)
            while packed[slot] != PackedRows.empty { slot = (slot + 1) & mask }
            packed[slot] = UInt64(bucket) | start << 32 | length << 56
        }
        self.slots = packed
        self.shift = shift
    }

    /// The slot word of `bucket` (`empty` when it has no row).
    func entry(of bucket: UInt32) -> UInt64 {
        var slot = IntentModel.slot(of: bucket, shift: shift)
        while slots[slot] != PackedRows.empty && UInt32(truncatingIfNeeded: slots[slot]) != bucket {
            slot = (slot + 1) & (slots.count - 1)
        }
        return slots[slot]
    }

    /// The scores of `features`: `bias` plus each feature's row times its value, added in the
    /// same order as `IntentModel.referenceLogits` adds them (the same bits).
    ///
    /// In two passes: every feature's slot first, then every row's weights. The reads of the
    /// first pass do not wait on the second's, so the memory system serves many at once (a
    /// long message's features touch hundreds of places in megabytes of weights).
    func logits(_ features: [FeatureHasher.Feature], bias: [Double], weights: Weights) -> [Double] {
        withUnsafeTemporaryAllocation(of: Weights.Row.self, capacity: features.count) { rows in
            slots.withUnsafeBufferPointer { slots in
                let mask = slots.count - 1
                for (number, feature) in features.enumerated() {
                    var slot = IntentModel.slot(of: feature.bucket, shift: shift)
                    var entry = slots[slot]
                    while entry != PackedRows.empty && UInt32(truncatingIfNeeded: entry) != feature.bucket {
                        slot = (slot + 1) & mask
                        entry = slots[slot]
                    }
                    let start = Int32(truncatingIfNeeded: (entry >> 32) & 0xFF_FFFF)
                    rows[number] = entry == PackedRows.empty ? .none : Weights.Row(start: start, end: start + Int32(truncatingIfNeeded: entry >> 56))
                }
            }
            return IntentModel.withScores(bias) { scores in
                weights.add(features, rows: UnsafeBufferPointer(rows), to: scores)
            }
        }
    }
}

extension IntentModel {
    /// How many nonzero weights the model keeps.
    package var weightCount: Int { weights.count }
    /// How many feature buckets have any weight.
    package var featureCount: Int { buckets.count }
}
