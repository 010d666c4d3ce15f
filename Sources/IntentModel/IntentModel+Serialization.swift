/// Why a serialised intent model could not be read.
package struct IntentModelError: Error, Sendable, CustomStringConvertible {
    package let line: Int
    package let problem: String
    package var description: String {
        "intent model line \(line): \(problem) (regenerate it with `swift run IntentTrainer`)"
    }
}

extension IntentModel {
    /// The first line of every serialised model.
    static let header = "# Bloom intent model, written by `swift run IntentTrainer`. Do not edit."
    /// Format 4: format 3 with the feature groups' weights (`groups`) and the out-of-scope
    /// margin (`margin`). Format 3 files are still read (the three original groups, no margin);
    /// a build that reads only format 3 refuses a format 4 file rather than misreading it.
    /// Format 3: the weights as four runs of fixed-width base-64 numbers (`ModelDigits`), read
    /// in one tight loop each (format 2 held one decimal text line per bucket: 848 KB, about
    /// 3 ms to read at every start-up; format 1 held thousandths and whole bucket numbers).
    static let format = 4
    /// The formats this build reads.
    static let readableFormats = [3, 4]
    /// Weights and biases are stored as integers in hundredths.
    static let scale = 100.0
    /// The runs, in the order they are written.
    static let runNames = ["buckets", "counts", "columns", "weights"]

    /// The model as compact text: a header, the settings, the classes, the biases (decimal,
    /// in hundredths), then four runs, each a line `name COUNT WIDTH DIGITS` holding COUNT
    /// numbers of WIDTH base-64 digits (`ModelDigits`):
    /// - `buckets`: each feature bucket that has weights, ascending, as its distance from the
    ///   one before (the first from 0);
    /// - `counts`: how many weights each of those buckets has;
    /// - `columns`: each weight's class, bucket after bucket;
    /// - `weights`: each weight in hundredths, zig-zagged (0, -1, 1, -2… as 0, 1, 2, 3…).
    package func serialized() -> String {
        var steps: [UInt32] = []
        var previous: UInt32 = 0
        for bucket in buckets {
            steps.append(bucket - previous)
            previous = bucket
        }
        let counts = (0..<buckets.count).map { UInt32(rowStart[$0 + 1] - rowStart[$0]) }
        let weights = values.all.map { ModelDigits.zigzag(Int32(($0 * IntentModel.scale).rounded())) }
        let runs: [[UInt32]] = [steps, counts, columns.map(UInt32.init), weights]
        var lines = [
            IntentModel.header,
            "format \(IntentModel.format)",
            "fingerprint \(fingerprint)",
            "bits \(hasher.bits)",
            "temperature \(IntentModel.fixed(temperature))",
            "accept \(IntentModel.fixed(accept))",
            "reject \(IntentModel.fixed(reject))",
            "margin \(IntentModel.fixed(outOfScopeMargin))",
            "groups " + hasher.groupWeights.prefix(IntentModel.savedGroupCount(hasher)).map(IntentModel.fixed).joined(separator: " "),
        ]
        // Only a model that uses the focus group says how many words it takes (older readers
        // skip the line, and refuse the longer `groups` line before it).
        if hasher.weight(.focus) > 0 { lines.append("focus \(hasher.focusWords)") }
        lines += [
            "classes " + classes.joined(separator: " "),
            "bias " + bias.map { String(Int(($0 * IntentModel.scale).rounded())) }.joined(separator: " "),
        ]
        for (name, run) in zip(IntentModel.runNames, runs) {
            let width = ModelDigits.width(for: run)
            lines.append("\(name) \(run.count) \(width) " + ModelDigits.encode(run, width: width))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many group weights the `groups` line holds: the seven groups a model before the
    /// focus group knew, and the focus group's weight only when it is used, so a model without
    /// it is written as it always was.
    static func savedGroupCount(_ hasher: FeatureHasher) -> Int {
        hasher.weight(.focus) > 0 ? FeatureHasher.Group.allCases.count : FeatureHasher.Group.focus.rawValue
    }

    /// Reads a model written by `serialized()`.
    /// - Throws: `IntentModelError` naming the line that is wrong, including a file of another
    ///   format (an older model must be regenerated).
    package init(serialized text: String) throws(IntentModelError) {
        // Straight over the text's bytes (the built-in copy is a literal: nothing is copied).
        var text = text
        let read = text.withUTF8 { buffer in
            Result { () throws(IntentModelError) -> IntentModel in try IntentModel.read(buffer) }
        }
        self = try read.get()
    }

    /// Reads a model written by `serialized()` from text compiled into the program, leaving its
    /// columns and weights in the text (`Weights.inText`): only the buckets and counts are
    /// decoded. The runs left in the text are not checked digit by digit here (a damaged digit
    /// reads as 0, and no column can reach past the scores): the tests read the embedded models
    /// with `init(serialized:)`, which checks every byte, and compare the two.
    /// - Throws: `IntentModelError` as `init(serialized:)` does for everything it decodes.
    package init(staticText text: StaticString) throws(IntentModelError) {
        guard text.hasPointerRepresentation else { throw IntentModelError(line: 1, problem: "not a model file") }
        self = try IntentModel.read(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), inPlace: true)
    }

    /// `init(staticText:)` over any bytes: the caller keeps `bytes` alive and unchanged for as
    /// long as the model is used (the tests, over a text they hold).
    init(readingInPlace bytes: UnsafeBufferPointer<UInt8>) throws(IntentModelError) {
        self = try IntentModel.read(bytes, inPlace: true)
    }

    /// The model read from the whole text in `bytes`.
    /// - Parameter inPlace: `bytes` live as long as the program: the columns and weights are read
    ///   from them as a message is scored (when their widths allow it) instead of decoded.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, inPlace: Bool = false) throws(IntentModelError) -> IntentModel {
        var reader = ModelFileReader(bytes)
        var settings: [String: String] = [:]
        var runs: [String: DigitRun] = [:]
        while let name = reader.nextName() {
            if runNames.contains(name) {
                guard settings["format"] != nil else { throw reader.error("expected `format \(format)` before the weights") }
                runs[name] = try reader.run(name)
                continue
            }
            let value = try reader.restOfLine()
            if name == "format", !readableFormats.map(String.init).contains(value) {
                throw reader.error("this is a format \(value) model; this build reads format \(format)")
            }
            settings[name] = value
        }
        func setting(_ name: String) throws(IntentModelError) -> String {
            guard let value = settings[name] else { throw IntentModelError(line: reader.line, problem: "missing `\(name)`") }
            return value
        }
        func number(_ name: String) throws(IntentModelError) -> Double {
            guard let value = Double(try setting(name)) else { throw IntentModelError(line: reader.line, problem: "`\(name)` is not a number") }
            return value
        }
        func run(_ name: String) throws(IntentModelError) -> DigitRun {
            guard let run = runs[name] else { throw IntentModelError(line: reader.line, problem: "missing the `\(name)` line") }
            return run
        }
        _ = try setting("format")
        let classes = try setting("classes").split(separator: " ").map(String.init)
        let bias = try setting("bias").split(separator: " ").compactMap { Double($0) }.map { $0 / scale }
        guard bias.count == classes.count else { throw IntentModelError(line: reader.line, problem: "expected \(classes.count) biases, found \(bias.count)") }
        guard let bits = Int(try setting("bits")), (1...30).contains(bits) else { throw IntentModelError(line: reader.line, problem: "bad `bits`") }
        let format = Int(try setting("format")) ?? IntentModel.format
        var groupWeights = FeatureHasher.standardWeights, margin = 0.0
        if format >= 4 {
            groupWeights = try setting("groups").split(separator: " ").compactMap { Double($0) }
            guard (1...FeatureHasher.Group.allCases.count).contains(groupWeights.count), groupWeights.allSatisfy({ $0 >= 0 }) else {
                throw IntentModelError(line: reader.line, problem: "`groups` must be 1 to \(FeatureHasher.Group.allCases.count) weights of at least 0")
            }
            margin = try number("margin")
        }
        var focusWords = FeatureHasher.standardFocusWords
        if let focus = settings["focus"] {
            guard let words = Int(focus), words > 0 else { throw IntentModelError(line: reader.line, problem: "`focus` must be a whole number of words above 0") }
            focusWords = words
        }
        let stepRun = try run("buckets"), countRun = try run("counts"), columnRun = try run("columns"), weightRun = try run("weights")
        func notDigits(_ run: DigitRun) -> IntentModelError {
            IntentModelError(line: run.line, problem: "`\(run.name)` holds a character that is not a base-64 digit")
        }
        // Each run is decoded straight into the model's own arrays, in one loop each that also
        // checks every byte is a digit (`DigitRun.decode`).
        var bucket = 0, zeroStep: Int?, stepsAreDigits = true
        let buckets = [UInt32](unsafeUninitializedCapacity: stepRun.count) { out, initialized in
            stepsAreDigits = stepRun.decode { index, step in
                if step == 0 && index > 0 && zeroStep == nil { zeroStep = index }
                bucket += Int(step)
                out[index] = UInt32(truncatingIfNeeded: bucket)
            }
            initialized = stepRun.count
        }
        guard stepsAreDigits else { throw notDigits(stepRun) }
        if let zeroStep {
            throw IntentModelError(line: stepRun.line, problem: "feature buckets must be in ascending order (bucket \(zeroStep + 1) has a step of 0)")
        }
        // Steps are never negative: the last bucket is the largest.
        guard bucket < 1 << bits else { throw IntentModelError(line: stepRun.line, problem: "a bucket is beyond \(bits) bits") }
        guard countRun.count == buckets.count else {
            throw IntentModelError(line: countRun.line, problem: "expected \(buckets.count) counts (one per bucket), found \(countRun.count)")
        }
        guard weightRun.count == columnRun.count else {
            throw IntentModelError(line: weightRun.line, problem: "expected \(columnRun.count) weights (one per column), found \(weightRun.count)")
        }
        // Counts are never negative either, so a total that ends equal to the columns never wrapped.
        var total = 0, countsAreDigits = true
        let rowStart = [Int32](unsafeUninitializedCapacity: countRun.count + 1) { out, initialized in
            out[0] = 0
            countsAreDigits = countRun.decode { index, count in
                total += Int(count)
                out[index + 1] = Int32(truncatingIfNeeded: total)
            }
            initialized = countRun.count + 1
        }
        guard countsAreDigits else { throw notDigits(countRun) }
        guard total == columnRun.count else {
            throw IntentModelError(line: countRun.line, problem: "the counts add up to \(total), but there are \(columnRun.count) columns")
        }
        let weightOf = WeightTable(width: weightRun.width, scale: scale)
        func model(_ weights: Weights) throws(IntentModelError) -> IntentModel {
            IntentModel(
                classes: classes, hasher: FeatureHasher(bits: bits, groupWeights: groupWeights, focusWords: focusWords), bias: bias,
                buckets: buckets, rowStart: rowStart, weights: weights,
                temperature: try number("temperature"), accept: try number("accept"), reject: try number("reject"),
                fingerprint: try setting("fingerprint"), outOfScopeMargin: margin
            )
        }
        if inPlace, let text = TextWeights(columns: columnRun, weights: weightRun, table: weightOf.values) {
            return try model(.inText(text))
        }
        var largest: UInt32 = 0, columnsAreDigits = true
        let columns = [UInt16](unsafeUninitializedCapacity: columnRun.count) { out, initialized in
            columnsAreDigits = columnRun.decode { index, column in
                largest = max(largest, column)
                out[index] = UInt16(truncatingIfNeeded: column)
            }
            initialized = columnRun.count
        }
        guard columnsAreDigits else { throw notDigits(columnRun) }
        guard columns.isEmpty || largest < classes.count else {
            throw IntentModelError(line: columnRun.line, problem: "a column is not one of the \(classes.count) classes")
        }
        // A weight of at most two digits is one of 4,096 values: kept as its code into a table
        // of them (`WeightValues.coded`), with the same bits as `Double(unzigzag(number)) / scale`.
        var weightsAreDigits = true
        let values: WeightValues
        if weightOf.values.isEmpty {
            values = .plain([Double](unsafeUninitializedCapacity: weightRun.count) { out, initialized in
                weightsAreDigits = weightRun.decode { index, number in out[index] = Double(ModelDigits.unzigzag(number)) / scale }
                initialized = weightRun.count
            })
        } else {
            values = .coded(codes: [UInt16](unsafeUninitializedCapacity: weightRun.count) { out, initialized in
                weightsAreDigits = weightRun.decode { index, number in out[index] = UInt16(truncatingIfNeeded: number) }
                initialized = weightRun.count
            }, table: weightOf.values)
        }
        guard weightsAreDigits else { throw notDigits(weightRun) }
        return try model(.arrays(columns: columns, values: values))
    }

    static func fixed(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        let fraction = String(magnitude % 10_000)
        return "\(sign)\(magnitude / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
    }
}

/// A cursor over the lines of a model file: `name value` settings and `name COUNT WIDTH DIGITS`
/// runs; comment (`#`) and blank lines are skipped.
struct ModelFileReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// The line being read (1-based).
    private(set) var line = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func error(_ problem: String) -> IntentModelError { IntentModelError(line: line, problem: problem) }

    /// The next line's first word (up to its first space), or nil at the end.
    mutating func nextName() -> String? {
        while position < bytes.count {
            line += 1
            if bytes[position] == 0x0A { position += 1; continue }
            if bytes[position] == UInt8(ascii: "#") { skipLine(); continue }
            let start = position
            while position < bytes.count && bytes[position] != 0x20 && bytes[position] != 0x0A { position += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }
        return nil
    }

    /// The rest of a setting's line, after the space that follows its name.
    mutating func restOfLine() throws(IntentModelError) -> String {
        guard skip(0x20) else { throw error("expected `name value`") }
        let start = position
        skipLine()
        let end = position > start && bytes[position - 1] == 0x0A ? position - 1 : position
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The digits of a run's line, after its name: ` COUNT WIDTH DIGITS` (decoded by the caller).
    mutating func run(_ name: String) throws(IntentModelError) -> DigitRun {
        guard skip(0x20), let count = integer(), skip(0x20), let width = integer(), skip(0x20), (1...5).contains(width) else {
            throw error("expected `\(name) COUNT WIDTH DIGITS`, WIDTH from 1 to 5")
        }
        let end = position + count * width
        guard end <= bytes.count, end == bytes.count || bytes[end] == 0x0A else {
            throw error("expected \(count) numbers of \(width) digits in `\(name)`")
        }
        let run = DigitRun(name: name, line: line, count: count, width: width, digits: UnsafeBufferPointer(rebasing: bytes[position..<end]))
        position = min(end + 1, bytes.count)
        return run
    }

    private mutating func skipLine() {
        while position < bytes.count && bytes[position] != 0x0A { position += 1 }
        if position < bytes.count { position += 1 }
    }

    private mutating func skip(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A decimal integer of at most 9 digits.
    private mutating func integer() -> Int? {
        var value = 0, digits = 0
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39, digits < 9 {
            value = value * 10 + Int(bytes[position] - 0x30)
            position += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}

/// A run's digits as found in the file, not yet decoded.
struct DigitRun {
    let name: String
    let line: Int
    let count: Int
    let width: Int
    let digits: UnsafeBufferPointer<UInt8>

    /// Every number of the run, in order, handed to `body` with its index, in one loop that
    /// also checks each byte: false when one is not a base-64 digit (the numbers handed over
    /// are then meaningless, but each stays below 64 to the power of `width`).
    @inline(__always)
    func decode(_ body: (Int, UInt32) -> Void) -> Bool {
        let table = ModelDigits.values
        var bad: UInt8 = 0
        switch width {
        case 1:
            for index in 0..<count {
                let digit = table[Int(digits[index])]
                bad |= digit
                body(index, UInt32(digit & 63))
            }
        case 2:
            for index in 0..<count {
                let high = table[Int(digits[2 * index])], low = table[Int(digits[2 * index + 1])]
                bad |= high | low
                body(index, UInt32(high & 63) << 6 | UInt32(low & 63))
            }
        default:
            for index in 0..<count {
                var number: UInt32 = 0
                for position in index * width..<(index + 1) * width {
                    let digit = table[Int(digits[position])]
                    bad |= digit
                    number = number << 6 | UInt32(digit & 63)
                }
                body(index, number)
            }
        }
        // A digit is below 64; the table gives 0xFF for anything else.
        return bad & 0xC0 == 0
    }
}

/// The weight of every zig-zagged number of at most two digits, in hundredths as read
/// (`Double(unzigzag(number)) / scale`, so the same bits); empty for wider weights.
struct WeightTable {
    let values: [Double]

    init(width: Int, scale: Double) {
        values = width <= 2 ? (0..<UInt32(1 << (6 * width))).map { Double(ModelDigits.unzigzag($0)) / scale } : []
    }
}
