/// The value of every weight of an intent model, in the order of its columns.
///
/// A model read from its file has weights in hundredths of at most two base-64 digits, so each
/// is one of 4,096 values: it keeps a two-byte code per weight and the table of the values (a
/// quarter of the memory, so a quarter of the pages to touch at start-up, and the same bits
/// as the values themselves). A model trained in memory keeps its values as they are.
enum WeightValues: Sendable {
    case plain([Double])
    /// `table[codes[i]]` is weight `i`.
    case coded(codes: [UInt16], table: [Double])

    var count: Int {
        switch self {
        case let .plain(values): values.count
        case let .coded(codes, _): codes.count
        }
    }

    /// Every value, in order.
    var all: [Double] {
        switch self {
        case let .plain(values): values
        case let .coded(codes, table): codes.map { table[Int($0)] }
        }
    }

    subscript(index: Int) -> Double {
        switch self {
        case let .plain(values): values[index]
        case let .coded(codes, table): table[Int(codes[index])]
        }
    }

    /// Calls `body` with a function that gives the value at an index, over buffer pointers (no
    /// bounds check per weight: the caller's indices come from rows checked when read).
    @inline(__always)
    func withValues<Result>(_ body: ((Int) -> Double) -> Result) -> Result {
        switch self {
        case let .plain(values):
            values.withUnsafeBufferPointer { values in body { values[$0] } }
        case let .coded(codes, table):
            codes.withUnsafeBufferPointer { codes in
                table.withUnsafeBufferPointer { table in body { table[Int(codes[$0])] } }
            }
        }
    }
}
