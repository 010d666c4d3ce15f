/// A token inside a `{{…}}` tag.
enum TemplateTagToken: Equatable {
    /// A path, filter name, number, keyword or unquoted filter argument.
    case word(String)
    /// Text in double quotes, with `\"` and `\\` unescaped.
    case quoted(String)
    /// `|`, before a filter.
    case pipe
    /// `:`, before a filter argument.
    case colon
    /// `==`, `!=`, `<`, `<=`, `>` or `>=`.
    case comparison(TemplateComparison)

    /// The token as written, for messages.
    var text: String {
        switch self {
        case .word(let word): return word
        case .quoted(let text): return "\"\(text)\""
        case .pipe: return "|"
        case .colon: return ":"
        case .comparison(let comparison): return comparison.rawValue
        }
    }
}

/// Splits what is inside a tag into tokens.
enum TemplateTagLexer {
    /// The tokens of `content` (a tag's inside, or the part after a block name).
    /// - Throws: `invalidTag` at `tag` for unterminated quotes and a lone `=` or `!`.
    static func tokens(of content: Substring, in tag: TemplateTag) throws(TemplateProblem) -> [TemplateTagToken] {
        func invalid(_ reason: String) -> TemplateProblem {
            TemplateProblem(.invalidTag(tag: String(tag.content), reason: reason), at: tag.location)
        }
        var tokens: [TemplateTagToken] = []
        var scalars = content.unicodeScalars
        while let scalar = scalars.first {
            switch scalar {
            case " ", "\t":
                scalars.removeFirst()
            case "|":
                scalars.removeFirst()
                tokens.append(.pipe)
            case ":":
                scalars.removeFirst()
                tokens.append(.colon)
            case "\"":
                scalars.removeFirst()
                var text = String.UnicodeScalarView()
                var closed = false
                while let next = scalars.popFirst() {
                    if next == "\"" { closed = true; break }
                    if next == "\\", let escaped = scalars.popFirst() {
                        text.append(escaped)
                    } else {
                        text.append(next)
                    }
                }
                guard closed else { throw invalid("quoted text is not closed with '\"'") }
                tokens.append(.quoted(String(text)))
            case "=", "!", "<", ">":
                scalars.removeFirst()
                let hasEquals = scalars.first == "="
                if hasEquals { scalars.removeFirst() }
                switch (scalar, hasEquals) {
                case ("=", true): tokens.append(.comparison(.equal))
                case ("!", true): tokens.append(.comparison(.notEqual))
                case ("<", false): tokens.append(.comparison(.less))
                case ("<", true): tokens.append(.comparison(.lessOrEqual))
                case (">", false): tokens.append(.comparison(.greater))
                case (">", true): tokens.append(.comparison(.greaterOrEqual))
                case ("=", false): throw invalid("compare with '==', not '='")
                default: throw invalid("write 'not' or '!=' instead of '!'")
                }
            default:
                var word = String.UnicodeScalarView()
                while let next = scalars.first, !isDelimiter(next) {
                    word.append(next)
                    scalars.removeFirst()
                }
                tokens.append(.word(String(word)))
            }
        }
        return tokens
    }

    private static func isDelimiter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "|", ":", "\"", "=", "!", "<", ">": return true
        default: return false
        }
    }
}
