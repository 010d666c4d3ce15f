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

    /// Adds, for each of `features` in order, its row of weights (`rows(number)`, the range of
    /// weights of feature `number`; nil for none) times its value to `scores`, over pointers (no
    /// bounds check per weight: the ranges come from rows checked when the model was read).
    @inline(__always)
    func add(_ features: [FeatureHasher.Feature], rows: (Int) -> Range<Int>?, to scores: UnsafeMutableBufferPointer<Double>) {
        switch self {
        case let .arrays(columns, .plain(values)):
            columns.withUnsafeBufferPointer { columns in
                values.withUnsafeBufferPointer { values in
                    Weights.add(features, rows: rows, of: PlainWeights(columns: columns, values: values), to: scores)
                }
            }
        case let .arrays(columns, .coded(codes, table)):
            columns.withUnsafeBufferPointer { columns in
                codes.withUnsafeBufferPointer { codes in
                    table.withUnsafeBufferPointer { table in
                        Weights.add(features, rows: rows, of: CodedWeights(columns: columns, codes: codes, table: table), to: scores)
                    }
                }
            }
        case let .inText(text):
            text.table.withUnsafeBufferPointer { table in
                Weights.add(features, rows: rows, of: text.reader(table: table), to: scores)
            }
        }
    }

    @inline(__always)
    private static func add<Reader: WeightReader>(_ features: [FeatureHasher.Feature], rows: (Int) -> Range<Int>?, of weights: Reader,
                                                  to scores: UnsafeMutableBufferPointer<Double>) {
        for (number, feature) in features.enumerated() {
            guard let row = rows(number) else { continue }
            for index in row {
                scores[weights.column(index)] += weights.value(index) * feature.value
            }
        }
    }
}

/// Reads weight `index`'s column and value.
protocol WeightReader {
    /// The column of weight `index`: below 128 whatever the model's bytes (scores are kept in a
    /// buffer of at least 128, so a damaged in-text column can write nowhere it should not).
    func column(_ index: Int) -> Int
    func value(_ index: Int) -> Double
}

struct PlainWeights: WeightReader {
    let columns: UnsafeBufferPointer<UInt16>
    let values: UnsafeBufferPointer<Double>
    @inline(__always) func column(_ index: Int) -> Int { Int(columns[index]) }
    @inline(__always) func value(_ index: Int) -> Double { values[index] }
}

struct CodedWeights: WeightReader {
    let columns: UnsafeBufferPointer<UInt16>
    let codes: UnsafeBufferPointer<UInt16>
    let table: UnsafeBufferPointer<Double>
    @inline(__always) func column(_ index: Int) -> Int { Int(columns[index]) }
    @inline(__always) func value(_ index: Int) -> Double { table[Int(codes[index])] }
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

    @inline(__always)
    func reader(table: UnsafeBufferPointer<Double>) -> TextWeightReader {
        TextWeightReader(columnDigits: columnDigits, weightDigits: weightDigits, oneDigitColumns: columnWidth == 1,
                         digits: ModelDigits.values, pairs: ModelDigits.pairs, table: table)
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

/// `TextWeights` read one weight at a time: a pair of digits is one two-byte load and one look-up
/// in `ModelDigits.pairs`.
struct TextWeightReader: WeightReader {
    let columnDigits: UnsafePointer<UInt8>
    let weightDigits: UnsafePointer<UInt8>
    let oneDigitColumns: Bool
    let digits: UnsafeBufferPointer<UInt8>
    let pairs: UnsafeBufferPointer<UInt16>
    let table: UnsafeBufferPointer<Double>

    @inline(__always) func column(_ index: Int) -> Int {
        if oneDigitColumns { return Int(digits[Int(columnDigits[index])] & 63) }
        return Int(pairs[Int(UnsafeRawPointer(columnDigits + 2 * index).loadUnaligned(as: UInt16.self))] & 127)
    }

    @inline(__always) func value(_ index: Int) -> Double {
        table[Int(pairs[Int(UnsafeRawPointer(weightDigits + 2 * index).loadUnaligned(as: UInt16.self))])]
    }
}
