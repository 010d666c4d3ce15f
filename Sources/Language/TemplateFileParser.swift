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
        var current: OpenGroup?
        for (offset, raw) in lines(of: text).enumerated() {
            let number = offset + 1
            func fail(_ kind: TemplateError.Kind) -> TemplateError {
                TemplateError(kind, file: file, line: number, column: 1, key: current?.key)
            }
            if raw.hasPrefix("#") { continue }
            if raw.hasPrefix("==") {
                if let finished = current { groups.append(try close(finished, file: file)) }
                let key = TemplateScanner.trimmed(raw.dropFirst(2))
                guard !key.isEmpty else { throw fail(.emptyKey) }
                guard key.allSatisfy(isKeyCharacter) else { throw fail(.invalidKey(String(key))) }
                current = OpenGroup(key: String(key), line: number)
                continue
            }
            guard var group = current else {
                if raw.allSatisfy(TemplateScanner.isSpace) { continue }
                throw fail(.textOutsideGroup)
            }
            if raw.hasPrefix("when:") {
                guard !group.started, group.conditions.isEmpty else { throw fail(.misplacedWhen) }
                group.conditions = try conditions(raw.dropFirst("when:".count), fail: fail)
            } else if TemplateScanner.trimmed(raw) == "--" && raw.hasPrefix("--") {
                group.started = true
                group.variants.append((number, []))
            } else if let body = variantLine(raw) {
                if !body.allSatisfy(TemplateScanner.isSpace) { group.started = true }
                group.variants[group.variants.count - 1].lines.append(TemplateSourceLine(number: number, text: body))
            }
            current = group
        }
        if let finished = current { groups.append(try close(finished, file: file)) }
        return groups
    }

    /// The group's variants parsed.
    private static func close(_ group: OpenGroup, file: String) throws(TemplateError) -> TemplateGroup {
        let variants = group.variants.map { (separator: $0.separator, lines: trimmingBlankLines($0.lines)) }
        guard variants.contains(where: { !$0.lines.isEmpty }) else {
            throw TemplateError(.groupWithoutVariants, file: file, line: group.line, key: group.key)
        }
        var templates: [Template] = []
        for (index, variant) in variants.enumerated() {
            guard !variant.lines.isEmpty else {
                // Report the `--` that begins the empty variant, or for an empty first variant
                // the `--` that ends it.
                let line = variant.separator ?? variants[index + 1].separator ?? group.line
                throw TemplateError(.emptyVariant, file: file, line: line, key: group.key)
            }
            templates.append(try Template(key: group.key, file: file, conditions: group.conditions, lines: variant.lines))
        }
        return TemplateGroup(key: group.key, conditions: group.conditions, variants: templates)
    }

    /// The conditions of a `when:` line (the part after `when:`).
    private static func conditions(_ text: Substring, fail: (TemplateError.Kind) -> TemplateError) throws(TemplateError) -> [String: Set<String>] {
        guard !TemplateScanner.trimmed(text).isEmpty else { throw fail(.malformedWhen(reason: "no conditions after 'when:'")) }
        var conditions: [String: Set<String>] = [:]
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let condition = TemplateScanner.trimmed(part)
            let sides = condition.split(separator: "=", omittingEmptySubsequences: false)
            guard !condition.isEmpty else { throw fail(.malformedWhen(reason: "an empty condition between commas")) }
            guard sides.count == 2 else { throw fail(.malformedWhen(reason: "'\(condition)' is not name=value")) }
            let name = String(TemplateScanner.trimmed(sides[0]))
            guard !name.isEmpty, name.allSatisfy(isKeyCharacter) else {
                throw fail(.malformedWhen(reason: "'\(name)' is not an attribute name"))
            }
            let values = sides[1].split(separator: "|", omittingEmptySubsequences: false).map { String(TemplateScanner.trimmed($0)) }
            guard !values.contains(where: \.isEmpty) else { throw fail(.malformedWhen(reason: "'\(condition)' has an empty value")) }
            guard conditions[name] == nil else { throw fail(.malformedWhen(reason: "'\(name)' is given twice")) }
            conditions[name] = Set(values)
        }
        return conditions
    }

    /// The lines of a file, without line breaks (`\n` or `\r\n`).
    static func lines(of text: String) -> [Substring] {
        // Byte by byte (splitting `Character`s is slow): a line ends at "\n", and a "\r" just
        // before it is part of the break. Both are controls, so every cut is a `Character` boundary.
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                var end = index
                if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
                lines.append(text[start..<end])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }

    /// The text a line contributes to a variant: nil for a comment (`#` in column 0); a leading
    /// `\` is dropped, so `\# …`, `\== …`, `\--` and `\when:` are text.
    static func variantLine(_ line: Substring) -> Substring? {
        if line.hasPrefix("#") { return nil }
        if line.hasPrefix("\\") { return line.dropFirst() }
        return line
    }

    /// The lines without blank lines at the start and end.
    static func trimmingBlankLines(_ lines: [TemplateSourceLine]) -> [TemplateSourceLine] {
        func isBlank(_ line: TemplateSourceLine) -> Bool { line.text.allSatisfy(TemplateScanner.isSpace) }
        guard let first = lines.firstIndex(where: { !isBlank($0) }), let last = lines.lastIndex(where: { !isBlank($0) }) else {
            return []
        }
        return Array(lines[first...last])
    }

    /// A letter, digit, `.`, `_` or `-`: what keys and attribute names are made of.
    private static func isKeyCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "." || character == "_" || character == "-")
    }
}
