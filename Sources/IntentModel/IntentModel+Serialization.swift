/// Why a serialised intent model could not be read.
public struct IntentModelError: Error, Sendable, CustomStringConvertible {
    public let line: Int
    public let problem: String
    public var description: String {
        "intent model line \(line): \(problem) (regenerate it with `swift run IntentTrainer`)"
    }
}

extension IntentModel {
    /// The first line of every serialised model.
    static let header = "# Bloom intent model, written by `swift run IntentTrainer`. Do not edit."
    /// Format 2: weights in hundredths and each bucket as its distance from the one before
    /// (format 1 held thousandths and whole bucket numbers: 1.04 MB against 0.80 MB, the same
    /// cross-validation figures to the hundredth of a point).
    static let format = 2
    /// Weights and biases are stored as integers in hundredths.
    static let scale = 100.0

    /// The model as compact text: a header, the settings (with how many rows and weights
    /// follow), the classes, the biases, then one
    /// line per feature bucket in ascending order (`step class:weight class:weight …`, where
    /// `step` is the bucket minus the previous line's bucket, the first line's from 0, and
    /// the weights are in hundredths).
    public func serialized() -> String {
        var lines = [
            IntentModel.header,
            "format \(IntentModel.format)",
            "fingerprint \(fingerprint)",
            "bits \(hasher.bits)",
            "rows \(buckets.count)",
            "weights \(values.count)",
            "temperature \(IntentModel.fixed(temperature))",
            "accept \(IntentModel.fixed(accept))",
            "reject \(IntentModel.fixed(reject))",
            "classes " + classes.joined(separator: " "),
            "bias " + bias.map { String(Int(($0 * IntentModel.scale).rounded())) }.joined(separator: " "),
        ]
        var previous: UInt32 = 0
        for (row, bucket) in buckets.enumerated() {
            var line = String(bucket - previous)
            previous = bucket
            for index in Int(rowStart[row])..<Int(rowStart[row + 1]) {
                line += " \(columns[index]):\(Int((values[index] * IntentModel.scale).rounded()))"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a model written by `serialized()`.
    /// - Throws: `IntentModelError` naming the line that is wrong.
    public init(serialized text: String) throws(IntentModelError) {
        // Over a buffer pointer, with room reserved for every weight: the weight lines are
        // about a megabyte.
        let model = try Array(text.utf8).withUnsafeBufferPointer { (buffer) throws(IntentModelError) -> IntentModel in
            try IntentModel.read(ModelTextReader(buffer))
        }
        self = model
    }

    /// The model read from `reader`, which starts at the top of the text.
    private static func read(_ start: ModelTextReader) throws(IntentModelError) -> IntentModel {
        var reader = start
        var settings: [String: String] = [:]
        // Settings: "name value" lines until the first line that starts with a digit.
        while let line = reader.peekLine(), let first = line.first, !(first >= 0x30 && first <= 0x39) {
            reader.skipLine()
            if first == UInt8(ascii: "#") { continue }
            let text = String(decoding: line, as: UTF8.self)
            guard let space = text.firstIndex(of: " ") else { throw IntentModelError(line: reader.line, problem: "expected `name value`") }
            settings[String(text[..<space])] = String(text[text.index(after: space)...])
        }
        // The line errors about settings name (the reader itself is not captured, so it is
        // not boxed).
        var settingsLine = reader.line
        func setting(_ name: String) throws(IntentModelError) -> String {
            guard let value = settings[name] else { throw IntentModelError(line: settingsLine, problem: "missing `\(name)`") }
            return value
        }
        func number(_ name: String) throws(IntentModelError) -> Double {
            guard let value = Double(try setting(name)) else { throw IntentModelError(line: settingsLine, problem: "`\(name)` is not a number") }
            return value
        }
        guard try setting("format") == String(IntentModel.format) else {
            throw IntentModelError(line: reader.line, problem: "unknown format \(settings["format"] ?? "")")
        }
        let classes = try setting("classes").split(separator: " ").map(String.init)
        let bias = try setting("bias").split(separator: " ").compactMap { Double($0) }.map { $0 / IntentModel.scale }
        guard bias.count == classes.count else { throw IntentModelError(line: reader.line, problem: "expected \(classes.count) biases, found \(bias.count)") }
        guard let bits = Int(try setting("bits")), (1...30).contains(bits) else { throw IntentModelError(line: reader.line, problem: "bad `bits`") }
        var buckets: [UInt32] = [], rowStart: [Int32] = [0], columns: [UInt16] = [], values: [Double] = []
        // The header says how many rows and weights follow (counting them in the text took
        // as long as reading them).
        let rows = settings["rows"].flatMap { Int($0) }, weights = settings["weights"].flatMap { Int($0) }
        buckets.reserveCapacity(rows ?? 0)
        rowStart.reserveCapacity((rows ?? 0) + 1)
        columns.reserveCapacity(weights ?? 0)
        values.reserveCapacity(weights ?? 0)
        var previous = 0
        while !reader.atEnd {
            guard let step = reader.integer(), step >= 0, previous + step < (1 << bits) else {
                if reader.skipBlankLine() { continue }
                throw IntentModelError(line: reader.line, problem: "expected a feature bucket step (the distance from the previous bucket)")
            }
            if step == 0 && !buckets.isEmpty {
                throw IntentModelError(line: reader.line, problem: "feature buckets must be in ascending order (a step of 0)")
            }
            let bucket = previous + step
            previous = bucket
            while reader.skipSpace() {
                guard let column = reader.integer(), reader.skip(UInt8(ascii: ":")), let weight = reader.integer(),
                      column >= 0, column < classes.count else {
                    throw IntentModelError(line: reader.line, problem: "expected `class:weight`")
                }
                columns.append(UInt16(column))
                values.append(Double(weight) / IntentModel.scale)
            }
            buckets.append(UInt32(bucket))
            rowStart.append(Int32(columns.count))
            reader.skipLine()
        }
        if let rows, rows != buckets.count {
            throw IntentModelError(line: reader.line, problem: "the header says \(rows) rows, the file has \(buckets.count)")
        }
        if let weights, weights != values.count {
            throw IntentModelError(line: reader.line, problem: "the header says \(weights) weights, the file has \(values.count)")
        }
        settingsLine = reader.line
        return IntentModel(
            classes: classes, hasher: FeatureHasher(bits: bits), bias: bias,
            buckets: buckets, rowStart: rowStart, columns: columns, values: values,
            temperature: try number("temperature"), accept: try number("accept"), reject: try number("reject"),
            fingerprint: try setting("fingerprint")
        )
    }

    static func fixed(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        let fraction = String(magnitude % 10_000)
        return "\(sign)\(magnitude / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
    }
}

/// A byte cursor over the model text (much faster than splitting `String`s).
struct ModelTextReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var line = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { position >= bytes.count }

    func peekLine() -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard !atEnd else { return nil }
        var end = position
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        return bytes[position..<end]
    }

    mutating func skipLine() {
        while position < bytes.count && bytes[position] != 0x0A { position += 1 }
        if position < bytes.count { position += 1; line += 1 }
    }

    mutating func skipBlankLine() -> Bool {
        guard position < bytes.count, bytes[position] == 0x0A else { return false }
        position += 1
        line += 1
        return true
    }

    /// Skips one space; false at the end of the line.
    mutating func skipSpace() -> Bool {
        guard position < bytes.count, bytes[position] == 0x20 else { return false }
        position += 1
        return true
    }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A decimal integer, optionally negative.
    mutating func integer() -> Int? {
        var negative = false
        if position < bytes.count && bytes[position] == UInt8(ascii: "-") { negative = true; position += 1 }
        var value = 0
        var digits = 0
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            value = value * 10 + Int(bytes[position] - 0x30)
            position += 1
            digits += 1
        }
        guard digits > 0 else { return nil }
        return negative ? -value : value
    }
}
