/// A line of a variant as it stands in its file.
struct TemplateSourceLine: Sendable {
    /// The 1-based line number in the file.
    let number: Int
    /// The line's text, without its line break.
    let text: Substring
}

/// A `{{…}}` tag found in a variant.
struct TemplateTag {
    /// What is between the braces, without `~` marks and surrounding spaces.
    let content: Substring
    /// Where the tag's `{{` is.
    let location: TemplateLocation
    /// `{{~`: the whitespace before the tag is removed.
    let trimsBefore: Bool
    /// `~}}`: the whitespace after the tag is removed.
    let trimsAfter: Bool

    /// Whether this is a block tag (`{{#if}}`, `{{/each}}`, …) rather than a value.
    var isBlock: Bool { content.first == "#" || content.first == "/" }
}

/// Text and tags of a variant, in order, after whitespace control.
enum TemplateToken {
    case text(String)
    case tag(TemplateTag)
}

/// Splits a variant's lines into text and tags and applies whitespace control: a line holding
/// only block tags (and spaces) disappears with its line break, and `{{~` / `~}}` remove the
/// whitespace next to them.
enum TemplateScanner {
    private enum Piece {
        case text(Substring)
        case tag(TemplateTag)
    }

    /// The tokens of a variant.
    /// - Throws: `unclosedTag`, `strayClose` or `emptyTag`, with their location.
    static func tokens(of lines: [TemplateSourceLine]) throws(TemplateProblem) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var pending = ""
        for (position, line) in lines.enumerated() {
            let pieces = try scan(line)
            let standalone = isStandalone(pieces)
            for piece in pieces {
                switch piece {
                case .text(let text):
                    if !standalone { pending += text }
                case .tag(let tag):
                    if !pending.isEmpty { tokens.append(.text(pending)) }
                    pending = ""
                    tokens.append(.tag(tag))
                }
            }
            if !standalone && position < lines.count - 1 { pending += "\n" }
        }
        if !pending.isEmpty { tokens.append(.text(pending)) }
        return trimmingAroundTildes(tokens)
    }

    /// Whether a line holds nothing but block tags and spaces.
    private static func isStandalone(_ pieces: [Piece]) -> Bool {
        var sawTag = false
        for piece in pieces {
            switch piece {
            case .text(let text):
                if !text.allSatisfy(isSpace) { return false }
            case .tag(let tag):
                if !tag.isBlock { return false }
                sawTag = true
            }
        }
        return sawTag
    }

    /// The text and tags of one line.
    private static func scan(_ line: TemplateSourceLine) throws(TemplateProblem) -> [Piece] {
        let text = line.text
        let bytes = text.utf8
        // Columns count characters; they are counted on from the last tag, not from the start.
        var counted = (index: text.startIndex, column: 1)
        func location(_ index: String.Index) -> TemplateLocation {
            counted = (index, counted.column + text.distance(from: counted.index, to: index))
            return TemplateLocation(line: line.number, column: counted.column)
        }
        func pair(_ byte: UInt8, at index: String.Index) -> Bool {
            guard bytes[index] == byte else { return false }
            let next = bytes.index(after: index)
            return next < bytes.endIndex && bytes[next] == byte
        }

        var pieces: [Piece] = []
        var textStart = text.startIndex
        var index = text.startIndex
        while index < bytes.endIndex {
            if pair(UInt8(ascii: "}"), at: index) {
                throw TemplateProblem(.strayClose, at: location(index))
            }
            guard pair(UInt8(ascii: "{"), at: index) else {
                index = bytes.index(after: index)
                continue
            }
            let contentStart = bytes.index(index, offsetBy: 2)
            var close = contentStart
            while close < bytes.endIndex && !pair(UInt8(ascii: "}"), at: close) {
                close = bytes.index(after: close)
            }
            guard close < bytes.endIndex else { throw TemplateProblem(.unclosedTag, at: location(index)) }
            if textStart < index { pieces.append(.text(text[textStart..<index])) }
            pieces.append(.tag(try tag(text[contentStart..<close], at: location(index))))
            index = bytes.index(close, offsetBy: 2)
            textStart = index
        }
        if textStart < text.endIndex { pieces.append(.text(text[textStart...])) }
        return pieces
    }

    /// A tag from what is between its braces.
    private static func tag(_ inner: Substring, at location: TemplateLocation) throws(TemplateProblem) -> TemplateTag {
        var content = inner
        let trimsBefore = content.first == "~"
        if trimsBefore { content = content.dropFirst() }
        let trimsAfter = content.last == "~"
        if trimsAfter { content = content.dropLast() }
        content = trimmed(content)
        guard !content.isEmpty else { throw TemplateProblem(.emptyTag, at: location) }
        return TemplateTag(content: content, location: location, trimsBefore: trimsBefore, trimsAfter: trimsAfter)
    }

    /// Applies `{{~` and `~}}` and drops text left empty.
    private static func trimmingAroundTildes(_ tokens: [TemplateToken]) -> [TemplateToken] {
        var tokens = tokens
        for index in tokens.indices {
            guard case .tag(let tag) = tokens[index] else { continue }
            if tag.trimsBefore, index > 0, case .text(let text) = tokens[index - 1] {
                let end = text.lastIndex(where: { !isWhitespace($0) }).map(text.index(after:)) ?? text.startIndex
                tokens[index - 1] = .text(String(text[..<end]))
            }
            if tag.trimsAfter, index + 1 < tokens.count, case .text(let text) = tokens[index + 1] {
                tokens[index + 1] = .text(String(text.drop(while: isWhitespace)))
            }
        }
        return tokens.filter {
            if case .text(let text) = $0 { return !text.isEmpty }
            return true
        }
    }

    /// A space or tab.
    static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    /// A space, tab or line break.
    static func isWhitespace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\n"
    }

    /// The text without spaces and tabs at either end.
    static func trimmed(_ text: Substring) -> Substring {
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) })
        else { return text[text.endIndex...] }
        return text[first...last]
    }
}
