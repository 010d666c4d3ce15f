/// Builds the syntax tree of one variant from its tokens: matches block tags, resolves value
/// paths against the enclosing `{{#each}}` and `{{#with}}` names, and checks filters.
struct TemplateParser {
    private let tokens: [TemplateToken]
    private var position = 0
    /// Names bound by the enclosing `{{#each}}` and `{{#with}}` blocks; a name's index is its slot.
    var bindings: [String] = []
    /// Slots of the enclosing `{{#each}}` blocks, innermost last.
    var loops: [Int] = []
    /// Paths into the values the variant reads (not names bound by its blocks).
    var referencedPaths: Set<String> = []

    /// The names blocks can have.
    static let blockNames: Set<String> = ["if", "elif", "else", "unless", "each", "with"]

    init(tokens: [TemplateToken]) {
        self.tokens = tokens
    }

    /// The syntax tree of the variant.
    /// - Throws: a problem located at the tag at fault.
    mutating func parse() throws(TemplateProblem) -> [TemplateNode] {
        let (nodes, end) = try parseSequence()
        guard let (tag, block) = end else { return nodes }
        switch block {
        case .close(let name):
            throw TemplateProblem(.closeWithoutOpen(name), at: tag.location)
        case .branch(let name, _):
            throw TemplateProblem(.misplacedBranch(tag: name, reason: name == "elif" ? "is outside '{{#if}}'" : "is outside any block"), at: tag.location)
        case .open:
            preconditionFailure("parseSequence handles opening tags")
        }
    }

    /// A block tag, classified.
    private enum BlockTag {
        /// `{{#if …}}`, `{{#unless …}}`, `{{#each …}}`, `{{#with …}}`.
        case open(name: String, rest: Substring)
        /// `{{#elif …}}` or `{{#else}}`.
        case branch(name: String, rest: Substring)
        /// `{{/name}}`.
        case close(name: String)
    }

    /// Nodes up to the end of the tokens or the first `{{#elif}}`, `{{#else}}` or closing tag,
    /// which is returned for the enclosing block to handle.
    private mutating func parseSequence() throws(TemplateProblem) -> (nodes: [TemplateNode], end: (TemplateTag, BlockTag)?) {
        var nodes: [TemplateNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token {
            case .text(let text):
                nodes.append(.text(text))
            case .tag(let tag) where !tag.isBlock:
                nodes.append(.output(try parseOutput(tag)))
            case .tag(let tag):
                let block = try classify(tag)
                guard case .open(let name, let rest) = block else { return (nodes, (tag, block)) }
                if name == "if" || name == "unless" {
                    nodes.append(try parseConditional(name, condition: rest, opening: tag))
                } else {
                    nodes.append(try parseScope(name, rest, opening: tag))
                }
            }
        }
        return (nodes, nil)
    }

    /// Which block tag this is; `#name` must be a known block, and closing tags take nothing
    /// after the name.
    private func classify(_ tag: TemplateTag) throws(TemplateProblem) -> BlockTag {
        let isClose = tag.content.first == "/"
        let afterMark = tag.content.dropFirst()
        let name = String(afterMark.prefix { $0.isLetter })
        let remainder = afterMark.dropFirst(name.count)
        guard Self.blockNames.contains(name), remainder.first.map(TemplateScanner.isSpace) ?? true else {
            let written = afterMark.prefix { !TemplateScanner.isSpace($0) }
            throw TemplateProblem(.unknownBlock((isClose ? "/" : "#") + written), at: tag.location)
        }
        let rest = TemplateScanner.trimmed(remainder)
        if isClose {
            guard name != "elif" && name != "else" else { throw TemplateProblem(.unknownBlock("/" + name), at: tag.location) }
            guard rest.isEmpty else { throw invalid(tag, "nothing may follow the block name in a closing tag") }
            return .close(name: name)
        }
        switch name {
        case "else":
            guard rest.isEmpty else { throw invalid(tag, "'#else' takes no condition; use '#elif CONDITION'") }
            return .branch(name: name, rest: rest)
        case "elif":
            return .branch(name: name, rest: rest)
        default:
            return .open(name: name, rest: rest)
        }
    }

    /// `{{#if}}…{{#elif}}…{{#else}}…{{/if}}` or `{{#unless}}…{{#else}}…{{/unless}}`, after the
    /// opening tag.
    private mutating func parseConditional(_ name: String, condition text: Substring, opening: TemplateTag) throws(TemplateProblem) -> TemplateNode {
        var condition = try parseCondition(text, in: opening, block: name)
        if name == "unless" { condition = .not(condition) }
        var branches: [TemplateBranch] = []
        while true {
            let (body, end) = try parseSequence()
            guard let (tag, block) = end else { throw TemplateProblem(.unclosedBlock(name), at: opening.location) }
            branches.append(TemplateBranch(condition: condition, body: body))
            switch block {
            case .branch("elif", let rest):
                guard name == "if" else {
                    throw TemplateProblem(.misplacedBranch(tag: "elif", reason: "can only be used inside '{{#if}}'"), at: tag.location)
                }
                condition = try parseCondition(rest, in: tag, block: "elif")
            case .branch:
                return .conditional(branches: branches, otherwise: try parseElse(of: name, opening: opening))
            case .close(let closing):
                try check(closing, closes: name, opening: opening, at: tag)
                return .conditional(branches: branches, otherwise: [])
            case .open:
                preconditionFailure("parseSequence handles opening tags")
            }
        }
    }

    /// `{{#each PATH as NAME}}…{{/each}}` or `{{#with PATH as NAME}}…{{/with}}` (each with an
    /// optional `{{#else}}`), after the opening tag.
    private mutating func parseScope(_ name: String, _ text: Substring, opening: TemplateTag) throws(TemplateProblem) -> TemplateNode {
        let words = try TemplateTagLexer.tokens(of: text, in: opening)
        guard words.count == 3, case .word(let pathText) = words[0], words[1] == .word("as"), case .word(let local) = words[2] else {
            throw invalid(opening, "write '{{#\(name) PATH as NAME}}'")
        }
        guard Self.isIdentifier(local[...]), !Self.keywords.contains(local) else {
            throw invalid(opening, "'\(local)' cannot name a value; use letters, digits and '_'")
        }
        guard !bindings.contains(local) else { throw TemplateProblem(.nameInUse(local), at: opening.location) }
        let source = TemplateExpression(path: try resolvePath(pathText, in: opening), filters: [], location: opening.location)

        let slot = bindings.count
        bindings.append(local)
        if name == "each" { loops.append(slot) }
        let (body, end) = try parseSequence()
        bindings.removeLast()
        if name == "each" { loops.removeLast() }

        guard let (tag, block) = end else { throw TemplateProblem(.unclosedBlock(name), at: opening.location) }
        var otherwise: [TemplateNode] = []
        switch block {
        case .close(let closing):
            try check(closing, closes: name, opening: opening, at: tag)
        case .branch("else", _):
            otherwise = try parseElse(of: name, opening: opening)
        case .branch(let branch, _):
            throw TemplateProblem(.misplacedBranch(tag: branch, reason: "can only be used inside '{{#if}}'"), at: tag.location)
        case .open:
            preconditionFailure("parseSequence handles opening tags")
        }
        if name == "each" {
            return .each(source: source, slot: slot, body: body, empty: otherwise)
        }
        return .with(source: source, slot: slot, body: body, otherwise: otherwise)
    }

    /// The nodes after `{{#else}}`, up to the block's closing tag.
    private mutating func parseElse(of name: String, opening: TemplateTag) throws(TemplateProblem) -> [TemplateNode] {
        let (body, end) = try parseSequence()
        guard let (tag, block) = end else { throw TemplateProblem(.unclosedBlock(name), at: opening.location) }
        switch block {
        case .close(let closing):
            try check(closing, closes: name, opening: opening, at: tag)
            return body
        case .branch(let branch, _):
            throw TemplateProblem(.misplacedBranch(tag: branch, reason: "cannot follow '{{#else}}'"), at: tag.location)
        case .open:
            preconditionFailure("parseSequence handles opening tags")
        }
    }

    private func check(_ closing: String, closes name: String, opening: TemplateTag, at tag: TemplateTag) throws(TemplateProblem) {
        guard closing == name else {
            throw TemplateProblem(.misnested(close: closing, open: name, openedOnLine: opening.location.line), at: tag.location)
        }
    }

    /// An `invalidTag` problem at `tag`.
    func invalid(_ tag: TemplateTag, _ reason: String) -> TemplateProblem {
        TemplateProblem(.invalidTag(tag: String(tag.content), reason: reason), at: tag.location)
    }
}
