/// Where an intent model's weights are kept, row after row: each weight's class (its column)
/// and its value.
///
/// - `arrays`: decoded into arrays (a model trained in memory, or read from a `String`).
/// - `inText`: left where they are in a model file compiled into the program (`StaticString`),
///   read digit by digit as a message is scored. Reading the built-in model then decodes only
///   its buckets and counts (a fifth of its numbers) and writes no page for the rest: decoding
///   the 1.1 million columns and weights of the two built-in models, and touching the 2 MB of
///   arrays they filled, was most of what `bloom ask` spent before it could answer.
enum Weights: Sendable {
    case arrays(columns: [UInt16], values: WeightValues)
    case inText(TextWeights)

    var count: Int {
        switch self {
        case let .arrays(columns, _): columns.count
        case let .inText(text): text.count
        }
    }

    /// A feature's row of weights as a range of them (`start == end`: none).
    struct Row {
        var start: Int32
        var end: Int32
        static let none = Row(start: 0, end: 0)
    }

    /// Adds, for each of `features` in order, its row of weights (`rows[number]`) times its
    /// value to `scores`, over pointers (no bounds check per weight: the rows come from the
    /// model's, checked when it was read). One plain loop per way of keeping the weights: a
    /// generic reader was not specialised and cost a call per weight.
    func add(_ features: [FeatureHasher.Feature], rows: UnsafeBufferPointer<Row>, to scores: UnsafeMutableBufferPointer<Double>) {
        switch self {
        case let .arrays(columns, .plain(values)):
            columns.withUnsafeBufferPointer { columns in
                values.withUnsafeBufferPointer { values in
                    for (number, feature) in features.enumerated() {
                        for index in Int(rows[number].start)..<Int(rows[number].end) {
                            scores[Int(columns[index])] += values[index] * feature.value
                        }
                    }
                }
            }
        case let .arrays(columns, .coded(codes, table)):
            columns.withUnsafeBufferPointer { columns in
                codes.withUnsafeBufferPointer { codes in
                    table.withUnsafeBufferPointer { table in
                        for (number, feature) in features.enumerated() {
                            for index in Int(rows[number].start)..<Int(rows[number].end) {
                                scores[Int(columns[index])] += table[Int(codes[index])] * feature.value
                            }
                        }
                    }
                }
            }
        case let .inText(text):
            text.table.withUnsafeBufferPointer { table in
                // A pair of digits is one two-byte load and one look-up; a column is kept below
                // 128, so a damaged digit can write nowhere past the scores.
                let pairs = ModelDigits.pairs, digits = ModelDigits.values
                let weights = UnsafeRawPointer(text.weightDigits)
                if text.columnWidth == 1 {
                    let columns = text.columnDigits
                    for (number, feature) in features.enumerated() {
                        for index in Int(rows[number].start)..<Int(rows[number].end) {
                            let value = table[Int(pairs[Int(weights.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self))])]
                            scores[Int(digits[Int(columns[index])] & 63)] += value * feature.value
                        }
                    }
                } else {
                    let columns = UnsafeRawPointer(text.columnDigits)
                    for (number, feature) in features.enumerated() {
                        for index in Int(rows[number].start)..<Int(rows[number].end) {
                            let value = table[Int(pairs[Int(weights.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self))])]
                            let column = pairs[Int(columns.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self))] & 127
                            scores[Int(column)] += value * feature.value
                        }
                    }
                }
            }
        }
    }
}

/// The `columns` and `weights` runs of a model file that lives as long as the program: one or
/// two base-64 digits per column, two per weight (a code into `table`, as `WeightValues.coded`).
struct TextWeights: @unchecked Sendable {
    /// The first digit of the `columns` run and of the `weights` run, in a `StaticString`'s bytes.
    let columnDigits: UnsafePointer<UInt8>
    let weightDigits: UnsafePointer<UInt8>
    /// 1 or 2.
    let columnWidth: Int
    let count: Int
    /// The value of each two-digit weight code (`WeightTable`).
    let table: [Double]

    /// Reads the runs, or nil when their widths are not the ones read in place (then the caller
    /// decodes them).
    init?(columns: DigitRun, weights: DigitRun, table: [Double]) {
        guard let columnDigits = columns.digits.baseAddress, let weightDigits = weights.digits.baseAddress,
              (1...2).contains(columns.width), weights.width == 2, table.count == 1 << 12, columns.count == weights.count else { return nil }
        self.columnDigits = columnDigits
        self.weightDigits = weightDigits
        self.columnWidth = columns.width
        self.count = columns.count
        self.table = table
    }

    /// Every column, decoded (for writing the model out, and for tests).
    var columns: [UInt16] {
        (0..<count).map { index in
            UInt16(ModelDigits.number(at: index, width: columnWidth, in: UnsafeBufferPointer(start: columnDigits, count: count * columnWidth)))
        }
    }

    /// Every weight's code, decoded.
    var codes: [UInt16] {
        (0..<count).map { UInt16(ModelDigits.number(at: $0, width: 2, in: UnsafeBufferPointer(start: weightDigits, count: count * 2))) }
    }
}
