/// Bloom's one word wrapper: the chat's replies, content pages and every line written to a
/// terminal (`TerminalOutput`) are wrapped by it. Lines break only at spaces, never inside a
/// word (a word longer than the line is kept whole), and widths are terminal columns: colour
/// sequences take none, wide characters (CJK, most emoji) two, combining marks none.
package enum TextWrap {
    /// Greedy word wrap of prose: words joined by one space, `first` starting the first line
    /// and `rest` the others (a hanging indent).
    /// - Parameters:
    ///   - text: the words (spaces, tabs and line breaks all separate words).
    ///   - width: the columns a line may take, `first` or `rest` included.
    /// - Returns: at least one line (`first` alone for empty text).
    package static func wrap(_ text: String, width: Int, first: String = "", rest: String = "") -> [String] {
        var result: [String] = []
        var current = first
        var currentWidth = columns(first)
        var empty = true
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let length = columns(word)
            if !empty, currentWidth + 1 + length > width {
                result.append(current)
                current = rest
                currentWidth = columns(rest)
                empty = true
            }
            if !empty { current += " "; currentWidth += 1 }
            current += word
            currentWidth += length
            empty = false
        }
        if !empty || result.isEmpty { result.append(current) }
        return result
    }

    /// One line as it fits `width` columns: unchanged when it fits; else broken at spaces (the
    /// spacing between words kept), later lines hanging under where its text starts
    /// (`hangingIndent`). A line of a table or chart that fits is never touched.
    package static func fitted(_ line: String, width: Int) -> [String] {
        guard width > 0, columns(line) > width else { return [line] }
        let indent = hangingIndent(line, width: width)
        let pad = String(repeating: " ", count: indent)
        var result: [String] = []
        var current = ""
        var currentWidth = 0
        var pendingSpace = ""
        for piece in pieces(line, longest: max(1, width - indent)) {
            if piece.isSpace {
                pendingSpace += piece.text
                continue
            }
            let length = columns(piece.text)
            let hasWord = currentWidth > (result.isEmpty ? 0 : indent)
            if hasWord, currentWidth + columns(pendingSpace) + length > width {
                result.append(current)
                current = pad
                currentWidth = indent
            } else {
                current += pendingSpace
                currentWidth += columns(pendingSpace)
            }
            pendingSpace = ""
            current += piece.text
            currentWidth += length
        }
        if !current.isEmpty || result.isEmpty { result.append(current) }
        return result
    }

    /// The column later lines of `line` hang from: after its leading spaces and, when it starts
    /// with one, a bullet ("• ", "· ", "- ", "* "), a number ("2. ", "10) "), a prompt ("bloom › ")
    /// or a one-word label set off by two or more spaces ("  Eat        …", "  Recovery   62 …").
    /// Never more than half of `width`, so a continued line keeps room for its words.
    package static func hangingIndent(_ line: String, width: Int) -> Int {
        let plain = Array(stylesRemoved(line))
        var index = 0
        while index < plain.count, plain[index] == " " { index += 1 }
        let leading = index
        var indent = leading
        let rest = String(plain[index...])
        if let marker = ["• ", "· ", "- ", "* ", "– "].first(where: rest.hasPrefix) {
            indent = leading + marker.count
        } else if let number = numberedPrefix(rest) {
            indent = leading + number
        } else if let prompt = rest.range(of: " › "), rest.distance(from: rest.startIndex, to: prompt.lowerBound) <= 12,
                  !rest[..<prompt.lowerBound].contains(" ") {
            indent = leading + columns(rest[..<prompt.upperBound])
        } else if let label = labelColumn(rest) {
            indent = leading + label
        }
        return indent <= width / 2 ? indent : min(leading, width / 2)
    }

    /// Columns `text` takes on a terminal.
    package static func columns<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                // A CSI sequence ends with a letter (`m` for colour).
                if ("@"..."~").contains(scalar), scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" { inEscape = true; continue }
            total += columns(of: scalar)
        }
        return total
    }

    /// Columns one scalar takes: none for controls, combining marks and joiners, two for wide
    /// East Asian characters and emoji shown as emoji, else one.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200D || (0xFE00...0xFE0F).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                                           0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                                           0xFFE0...0xFFE6, 0x20000...0x3FFFD]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    /// `text` without its colour sequences.
    static func stylesRemoved(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var result = String.UnicodeScalarView()
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if ("@"..."~").contains(scalar), scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" { inEscape = true; continue }
            result.append(scalar)
        }
        return String(result)
    }

    /// The width of "12. " or "3) " at the start of `text`, if it starts so.
    private static func numberedPrefix(_ text: String) -> Int? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return nil }
        let after = text.dropFirst(digits.count)
        guard after.hasPrefix(". ") || after.hasPrefix(") ") else { return nil }
        return digits.count + 2
    }

    /// The column after a one-word label and the two or more spaces that follow it ("Eat
    /// ", "Recovery   "), within the first 16 columns; nil when the line has none.
    private static func labelColumn(_ text: String) -> Int? {
        let characters = Array(text)
        var end = 0
        while end < characters.count, characters[end] != " " { end += 1 }
        guard end > 0, end <= 14, end + 2 < characters.count, characters[end] == " ", characters[end + 1] == " " else { return nil }
        var start = end
        while start < characters.count, characters[start] == " " { start += 1 }
        guard start < characters.count, start <= 16 else { return nil }
        return columns(String(characters[..<start]))
    }

    /// Whether the characters before `index` end with a colour sequence (`ESC [ 2 m`).
    private static func endsStyle(_ characters: [Character], before index: Int) -> Bool {
        guard index > 0, characters[index - 1] == "m" else { return false }
        var start = index - 2
        while start >= 0, characters[start].isASCII, characters[start].isNumber || characters[start] == ";" { start -= 1 }
        return start >= 1 && characters[start] == "[" && characters[start - 1] == "\u{1B}"
    }

    /// `line` as runs of spaces and of everything else. A command quoted in single quotes or
    /// backquotes ('bloom log temp 36.45') is one piece, so it is not split across lines, unless it is
    /// wider than `longest` columns.
    private static func pieces(_ line: String, longest: Int, quoting: Bool = true) -> [(text: String, isSpace: Bool)] {
        var result: [(text: String, isSpace: Bool)] = []
        let characters = Array(line)
        var quoted = false
        var quote: Character = "'"
        var quoteStart = 0
        /// Splits the quoted span at its spaces again when it is too wide (or never closed).
        func release(always: Bool) {
            quoted = false
            guard quoteStart < result.count else { return }
            let span = result[quoteStart...].map(\.text).joined()
            guard always || columns(span) > longest else { return }
            result.removeSubrange(quoteStart...)
            result += pieces(span, longest: longest, quoting: false)
        }
        for (index, character) in characters.enumerated() {
            var closes = false
            if quoting, character == "'" || character == "`", !quoted || character == quote {
                // A colour sequence next to the quote counts as a space.
                let before = index == 0 || endsStyle(characters, before: index) ? " " : characters[index - 1]
                let after = index + 1 < characters.count && characters[index + 1] != "\u{1B}" ? characters[index + 1] : " "
                if !quoted, before == " " || before == "(" {
                    quoted = true
                    quote = character
                    quoteStart = result.last.map { $0.isSpace ? result.count : result.count - 1 } ?? 0
                } else if quoted, after == " " || ").,;:".contains(after) {
                    closes = true
                }
            }
            let space = character == " " && !quoted
            if let last = result.last, last.isSpace == space {
                result[result.count - 1].text.append(character)
            } else {
                result.append((String(character), space))
            }
            if closes { release(always: false) }
        }
        if quoted { release(always: true) }
        return result
    }
}
