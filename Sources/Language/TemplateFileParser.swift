/// A `== key` group of a template file: its `when:` conditions and its variants.
struct TemplateGroup: Sendable {
    let key: String
    let conditions: [String: Set<String>]
    let variants: [Template]
    /// The conditions as a list, which is quicker to test than the sets.
    private let requirements: [(name: String, values: [String])]

    init(key: String, conditions: [String: Set<String>], variants: [Template]) {
        self.key = key
        self.conditions = conditions
        self.variants = variants
        self.requirements = conditions.map { ($0.key, Array($0.value)) }
    }

    /// Whether every condition holds for `attributes`.
    func matches(_ attributes: [String: String]) -> Bool {
        for requirement in requirements {
            guard let value = attributes[requirement.name], requirement.values.contains(value) else { return false }
        }
        return true
    }
}

/// A `== key` group as read from its file, its variants' lines not yet parsed.
struct TemplateGroupSource: Sendable {
    let key: String
    let file: String
    /// The line of the group's `==`.
    let line: Int
    let conditions: [String: Set<String>]
    /// Each variant's lines, free of comments and surrounding blank lines, with the line of
    /// the `--` before it (nil for the first).
    let variants: [(separator: Int?, lines: [TemplateSourceLine])]

    /// The error for the first empty variant, if any.
    var emptyVariant: TemplateError? {
        for (index, variant) in variants.enumerated() where variant.lines.isEmpty {
            // Report the `--` that begins the empty variant, or for an empty first variant
            // the `--` that ends it.
            let line = variant.separator ?? variants[index + 1].separator ?? self.line
            return TemplateError(.emptyVariant, file: file, line: line, key: key)
        }
        return nil
    }

    /// The group with its variants parsed.
    /// - Throws: `TemplateError` naming the file and line of the first empty or broken variant.
    func parsed() throws(TemplateError) -> TemplateGroup {
        var templates: [Template] = []
        for (index, variant) in variants.enumerated() {
            guard !variant.lines.isEmpty else {
                let line = variant.separator ?? variants[index + 1].separator ?? self.line
                throw TemplateError(.emptyVariant, file: file, line: line, key: key)
            }
            templates.append(try Template(key: key, file: file, conditions: conditions, lines: variant.lines))
        }
        return TemplateGroup(key: key, conditions: conditions, variants: templates)
    }
}

/// Reads a `.tmpl` file into groups of parsed variants.
///
/// ```text
/// # a comment
/// == cycle.next_period
/// when: mode=cycle, phase=luteal|menstrual
/// First variant.
/// --
/// Second variant.
/// ```
enum TemplateFileParser {
    /// A group being read.
    private struct OpenGroup {
        let key: String
        let line: Int
        var conditions: [String: Set<String>] = [:]
        /// Each variant's lines, with the line of the `--` before it (nil for the first).
        var variants: [(separator: Int?, lines: [TemplateSourceLine])] = [(nil, [])]
        /// Whether text or `--` has been seen, after which `when:` is out of place.
        var started = false
    }

    /// The groups of a file, in order.
    /// - Throws: `TemplateError` naming the file and line of the first problem.
    static func groups(in text: String, file: String) throws(TemplateError) -> [TemplateGroup] {
        var groups: [TemplateGroup] = []
        // Each group parsed as soon as it is read, so the first problem in the file is reported.
        try read(text, file: file) { (source) throws(TemplateError) in groups.append(try source.parsed()) }
        return groups
    }

    /// The groups of a file, in order, checked for their structure (keys, `when:` lines,
    /// variants that are not empty) but with their variants not yet parsed.
    /// - Throws: `TemplateError` naming the file and line of the first structural problem.
    static func sources(in text: String, file: String) throws(TemplateError) -> [TemplateGroupSource] {
        var groups: [TemplateGroupSource] = []
        try read(text, file: file) { (source) throws(TemplateError) in
            if let empty = source.emptyVariant { throw empty }
            groups.append(source)
        }
        return groups
    }

    /// Reads the groups of a file in order, handing each to `found` as soon as it ends.
    private static func read(
        _ text: String, file: String, found: (TemplateGroupSource) throws(TemplateError) -> Void
    ) throws(TemplateError) {
        var current: OpenGroup?
        for (offset, raw) in lines(of: text).enumerated() {
            let number = offset + 1
            func fail(_ kind: TemplateError.Kind) -> TemplateError {
                TemplateError(kind, file: file, line: number, column: 1, key: current?.key)
            }
            if starts(raw, "#") { continue }
            if starts(raw, "==") {
                if let finished = current { try found(try close(finished, file: file)) }
                let key = TemplateScanner.trimmed(raw.dropFirst(2))
                guard !key.isEmpty else { throw fail(.emptyKey) }
                guard isKey(key) else { throw fail(.invalidKey(String(key))) }
                current = OpenGroup(key: String(key), line: number)
                continue
            }
            guard current != nil else {
                if isBlank(raw) { continue }
                throw fail(.textOutsideGroup)
            }
            // The open group is changed where it is (a copy would copy its lines at every line).
            if starts(raw, "when:") {
                guard !current!.started, current!.conditions.isEmpty else { throw fail(.misplacedWhen) }
                current!.conditions = try conditions(raw.dropFirst("when:".count), fail: fail)
            } else if isSeparator(raw) {
                current!.started = true
                current!.variants.append((number, []))
            } else if let body = variantLine(raw) {
                if !isBlank(body) { current!.started = true }
                current!.variants[current!.variants.count - 1].lines.append(TemplateSourceLine(number: number, text: body))
            }
        }
        if let finished = current { try found(try close(finished, file: file)) }
    }

    /// The group's variants, with blank lines trimmed; at least one is not empty.
    private static func close(_ group: OpenGroup, file: String) throws(TemplateError) -> TemplateGroupSource {
        let variants = group.variants.map { (separator: $0.separator, lines: trimmingBlankLines($0.lines)) }
        guard variants.contains(where: { !$0.lines.isEmpty }) else {
            throw TemplateError(.groupWithoutVariants, file: file, line: group.line, key: group.key)
        }
        return TemplateGroupSource(key: group.key, file: file, line: group.line, conditions: group.conditions, variants: variants)
    }

    /// The conditions of a `when:` line (the part after `when:`).
    private static func conditions(_ text: Substring, fail: (TemplateError.Kind) -> TemplateError) throws(TemplateError) -> [String: Set<String>] {
        guard !TemplateScanner.trimmed(text).isEmpty else { throw fail(.malformedWhen(reason: "no conditions after 'when:'")) }
        var conditions: [String: Set<String>] = [:]
        for part in split(text, at: ",") {
            let condition = TemplateScanner.trimmed(part)
            let sides = split(condition, at: "=")
            guard !condition.isEmpty else { throw fail(.malformedWhen(reason: "an empty condition between commas")) }
            guard sides.count == 2 else { throw fail(.malformedWhen(reason: "'\(condition)' is not name=value")) }
            let name = String(TemplateScanner.trimmed(sides[0]))
            guard !name.isEmpty, isKey(name) else {
                throw fail(.malformedWhen(reason: "'\(name)' is not an attribute name"))
            }
            let values = split(sides[1], at: "|").map { String(TemplateScanner.trimmed($0)) }
            guard !values.contains(where: \.isEmpty) else { throw fail(.malformedWhen(reason: "'\(condition)' has an empty value")) }
            guard conditions[name] == nil else { throw fail(.malformedWhen(reason: "'\(name)' is given twice")) }
            conditions[name] = Set(values)
        }
        return conditions
    }

    /// The lines of a file, without line breaks (`\n` or `\r\n`).
    static func lines(of text: String) -> [Substring] {
        // Over the contiguous UTF-8 bytes (splitting `Character`s, or even walking the UTF-8
        // view index by index, is slow): a line ends at "\n", and a "\r" just before it is part
        // of the break. Both are controls, so every cut is a `Character` boundary.
        var text = text
        let bounds: [(start: Int, end: Int)] = text.withUTF8 { bytes in
            var bounds: [(start: Int, end: Int)] = []
            var start = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
                bounds.append((start, index > start && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index))
                start = index + 1
            }
            bounds.append((start, bytes.count))
            return bounds
        }
        // Native UTF-8 text: offsetting a UTF-8 index is O(1).
        let utf8 = text.utf8
        return bounds.map { bound in
            text[utf8.index(utf8.startIndex, offsetBy: bound.start)..<utf8.index(utf8.startIndex, offsetBy: bound.end)]
        }
    }

    /// `text` cut at every ASCII `separator` (`split(separator:omittingEmptySubsequences: false)`,
    /// byte by byte: splitting `Character`s is slow, and a `when:` line never puts a
    /// combining mark after a separator).
    static func split(_ text: Substring, at separator: Unicode.Scalar) -> [Substring] {
        let utf8 = text.utf8
        let byte = UInt8(ascii: separator)
        var parts: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == byte {
                parts.append(text[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        parts.append(text[start..<utf8.endIndex])
        return parts
    }

    /// The text a line contributes to a variant: nil for a comment (`#` in column 0); a leading
    /// `\` is dropped, so `\# …`, `\== …`, `\--` and `\when:` are text.
    static func variantLine(_ line: Substring) -> Substring? {
        if starts(line, "#") { return nil }
        if starts(line, "\\") { return line.dropFirst() }
        return line
    }

    /// The lines without blank lines at the start and end.
    static func trimmingBlankLines(_ lines: [TemplateSourceLine]) -> [TemplateSourceLine] {
        guard let first = lines.firstIndex(where: { !isBlank($0.text) }), let last = lines.lastIndex(where: { !isBlank($0.text) }) else {
            return []
        }
        return Array(lines[first...last])
    }

    /// Whether `line` is only spaces and tabs (or empty): `allSatisfy(TemplateScanner.isSpace)`
    /// byte by byte (a space or tab `Character` is exactly that one byte, and any other
    /// character has a byte that is neither), since reading `Character`s is slow.
    static func isBlank(_ line: some StringProtocol) -> Bool {
        line.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Whether `line` separates variants: `--` at its start, with only spaces and tabs after
    /// it (`TemplateScanner.trimmed(line) == "--" && line.hasPrefix("--")`, byte by byte).
    static func isSeparator(_ line: Substring) -> Bool {
        var bytes = line.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "-"), bytes.next() == UInt8(ascii: "-") else { return false }
        while let byte = bytes.next() {
            if byte != 0x20 && byte != 0x09 { return false }
        }
        return true
    }

    /// Whether `text` is made only of ASCII letters, digits, `.`, `_` and `-`, what keys and
    /// attribute names are made of. Byte by byte: any other character has a byte outside
    /// that set, and reading `Character`s is slow.
    private static func isKey(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    /// Whether `line` starts with the bytes of the ASCII `prefix` (`hasPrefix`, byte by byte:
    /// the markers are ASCII and a template line never puts a combining mark after one).
    static func starts(_ line: Substring, _ prefix: StaticString) -> Bool {
        let utf8 = line.utf8
        guard utf8.count >= prefix.utf8CodeUnitCount else { return false }
        var index = utf8.startIndex
        for offset in 0..<prefix.utf8CodeUnitCount {
            if utf8[index] != prefix.utf8Start[offset] { return false }
            index = utf8.index(after: index)
        }
        return true
    }
}
