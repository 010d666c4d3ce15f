// Value paths, filters and conditions inside tags.
//
//   expression := path ('|' name (':' argument)*)*
//   condition  := and ('or' and)*
//   and        := unary ('and' unary)*
//   unary      := 'not' unary | operand (comparison operand)?
//   operand    := number | "text" | true | false | null | expression

extension TemplateParser {
    /// Words that cannot be value names.
    static let keywords: Set<String> = ["and", "or", "not", "as", "true", "false", "null"]

    /// `{{path|filter…}}`.
    mutating func parseOutput(_ tag: TemplateTag) throws(TemplateProblem) -> TemplateExpression {
        let tokens = try TemplateTagLexer.tokens(of: tag.content, in: tag)
        if tokens.count == 1, case .word(let word) = tokens[0], Self.blockNames.contains(word) {
            throw invalid(tag, "block tags start with '#', e.g. '{{#\(word)}}'")
        }
        var position = 0
        let expression = try parseExpression(tokens, &position, in: tag)
        guard position == tokens.count else {
            throw invalid(tag, "unexpected '\(tokens[position].text)'; a tag shows one value, e.g. {{next|short}}")
        }
        return expression
    }

    /// The condition of `{{#if}}`, `{{#elif}}` or `{{#unless}}`.
    mutating func parseCondition(_ text: Substring, in tag: TemplateTag, block: String) throws(TemplateProblem) -> TemplateCondition {
        let tokens = try TemplateTagLexer.tokens(of: text, in: tag)
        guard !tokens.isEmpty else { throw invalid(tag, "'#\(block)' needs a condition, e.g. '{{#\(block) irregular}}'") }
        var position = 0
        let condition = try parseAlternatives(tokens, &position, in: tag)
        guard position == tokens.count else {
            throw invalid(tag, "unexpected '\(tokens[position].text)'; join conditions with 'and' or 'or'")
        }
        return condition
    }

    private mutating func parseAlternatives(_ tokens: [TemplateTagToken], _ position: inout Int, in tag: TemplateTag) throws(TemplateProblem) -> TemplateCondition {
        var parts = [try parseConjunction(tokens, &position, in: tag)]
        while position < tokens.count, tokens[position] == .word("or") {
            position += 1
            parts.append(try parseConjunction(tokens, &position, in: tag))
        }
        return parts.count == 1 ? parts[0] : .any(parts)
    }

    private mutating func parseConjunction(_ tokens: [TemplateTagToken], _ position: inout Int, in tag: TemplateTag) throws(TemplateProblem) -> TemplateCondition {
        var parts = [try parseUnary(tokens, &position, in: tag)]
        while position < tokens.count, tokens[position] == .word("and") {
            position += 1
            parts.append(try parseUnary(tokens, &position, in: tag))
        }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    private mutating func parseUnary(_ tokens: [TemplateTagToken], _ position: inout Int, in tag: TemplateTag) throws(TemplateProblem) -> TemplateCondition {
        if position < tokens.count, tokens[position] == .word("not") {
            position += 1
            return .not(try parseUnary(tokens, &position, in: tag))
        }
        let left = try parseOperand(tokens, &position, in: tag)
        guard position < tokens.count, case .comparison(let comparison) = tokens[position] else {
            return .truthy(left)
        }
        position += 1
        let right = try parseOperand(tokens, &position, in: tag)
        return .compare(left, comparison, right, tag.location)
    }

    private mutating func parseOperand(_ tokens: [TemplateTagToken], _ position: inout Int, in tag: TemplateTag) throws(TemplateProblem) -> TemplateOperand {
        guard position < tokens.count else { throw invalid(tag, "the condition ends where a value should be") }
        switch tokens[position] {
        case .quoted(let text):
            position += 1
            return .literal(.string(text))
        case .word(let word):
            if let literal = Self.literal(word) {
                position += 1
                return .literal(literal)
            }
            return .expression(try parseExpression(tokens, &position, in: tag))
        default:
            throw invalid(tag, "expected a value where '\(tokens[position].text)' is")
        }
    }

    /// A number, `true`, `false` or `null`, or nil for anything else.
    private static func literal(_ word: String) -> TemplateValue? {
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        let digits = word.first == "-" ? word.dropFirst() : word[...]
        guard let first = digits.first, first.isASCII, first.isNumber else { return nil }
        if let number = Int(word) { return .int(number) }
        if let number = Double(word) { return .double(number) }
        return nil
    }

    /// A value path and its filters, starting at `position`.
    mutating func parseExpression(_ tokens: [TemplateTagToken], _ position: inout Int, in tag: TemplateTag) throws(TemplateProblem) -> TemplateExpression {
        guard position < tokens.count, case .word(let pathText) = tokens[position] else {
            throw invalid(tag, "expected a value name, e.g. {{next|short}}")
        }
        position += 1
        let path = try resolvePath(pathText, in: tag)
        var filters: [TemplateFilter] = []
        while position < tokens.count, tokens[position] == .pipe {
            position += 1
            guard position < tokens.count, case .word(let name) = tokens[position] else {
                throw invalid(tag, "a filter name must follow '|'")
            }
            position += 1
            var arguments: [String] = []
            while position < tokens.count, tokens[position] == .colon {
                position += 1
                guard position < tokens.count else { throw invalid(tag, "an argument must follow ':'") }
                switch tokens[position] {
                case .word(let argument), .quoted(let argument): arguments.append(argument)
                default: throw invalid(tag, "an argument must follow ':'; quote it if it holds spaces or symbols")
                }
                position += 1
            }
            do {
                filters.append(try TemplateFilter(name: name, arguments: arguments))
            } catch {
                throw TemplateProblem(error.kind, at: tag.location)
            }
            if name == "relative" { referencedPaths.insert("today") }
        }
        return TemplateExpression(path: path, filters: filters, location: tag.location)
    }

    /// Where the value named `text` comes from: an enclosing block's name, a loop variable, or
    /// the values the template is rendered with.
    mutating func resolvePath(_ text: String, in tag: TemplateTag) throws(TemplateProblem) -> TemplatePath {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let notAPath = invalid(tag, "'\(text)' is not a value path; write names joined by dots, like cycle.next")
        var members: [TemplatePath.Member] = []
        for part in parts.dropFirst() {
            if let index = Int(part), index >= 0 {
                members.append(.index(index))
            } else if Self.isIdentifier(part) {
                members.append(.name(String(part)))
            } else {
                throw notAPath
            }
        }
        let first = String(parts[0])
        if first.hasPrefix("@") {
            guard let variable = TemplateLoopVariable(rawValue: first), members.isEmpty else {
                throw invalid(tag, "'\(text)' is not a loop variable; use @index, @number, @first or @last")
            }
            guard let slot = loops.last else { throw TemplateProblem(.loopVariableOutsideEach(first), at: tag.location) }
            return TemplatePath(base: .loop(variable, slot: slot), members: [], text: text)
        }
        guard Self.isIdentifier(parts[0]) else { throw notAPath }
        guard !Self.keywords.contains(first) else { throw invalid(tag, "'\(first)' is a keyword, not a value name") }
        if let slot = bindings.lastIndex(of: first) {
            return TemplatePath(base: .local(slot: slot), members: members, text: text)
        }
        referencedPaths.insert(text)
        return TemplatePath(base: .root(first), members: members, text: text)
    }

    /// Whether `text` is a name: an ASCII letter or `_`, then letters, digits and `_`.
    static func isIdentifier(_ text: Substring) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
        }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
