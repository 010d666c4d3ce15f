/// A broken template (found when the library loads) or a failed render (a value is missing or
/// of the wrong kind), with the file, line and column of the template text at fault.
///
/// The description reads like a compiler message and says what to do, e.g.
/// `cycle.tmpl:12:40: in 'cycle.next_period': missing value 'next'; pass it in the values,
/// or write {{next|default:"…"}}`.
package struct TemplateError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong.
    package enum Kind: Sendable, Equatable {
        // Load errors: the template text is broken.
        /// A `{{` with no `}}` after it on the same line.
        case unclosedTag
        /// A `}}` with no `{{` before it.
        case strayClose
        /// `{{ }}` with nothing inside.
        case emptyTag
        /// A tag whose expression or condition cannot be read.
        case invalidTag(tag: String, reason: String)
        /// A filter name that does not exist.
        case unknownFilter(String)
        /// A known filter given the wrong arguments.
        case invalidFilterArguments(filter: String, usage: String)
        /// `{{#name}}` or `{{/name}}` where name is not a block.
        case unknownBlock(String)
        /// `{{/if}}` (or another closing tag) with no block open.
        case closeWithoutOpen(String)
        /// A closing tag that does not match the innermost open block.
        case misnested(close: String, open: String, openedOnLine: Int)
        /// A block that is never closed.
        case unclosedBlock(String)
        /// `{{#elif}}` or `{{#else}}` where it cannot go.
        case misplacedBranch(tag: String, reason: String)
        /// `@index`, `@number`, `@first` or `@last` outside `{{#each}}`.
        case loopVariableOutsideEach(String)
        /// An `as NAME` that reuses the name of an enclosing block's value.
        case nameInUse(String)
        /// A `==` line without a key.
        case emptyKey
        /// A key with characters other than letters, digits, `.`, `_` and `-`.
        case invalidKey(String)
        /// A `when:` line that cannot be read.
        case malformedWhen(reason: String)
        /// A `when:` line that does not come right after its `== key` line.
        case misplacedWhen
        /// Text before the first `== key` line.
        case textOutsideGroup
        /// A variant with no text (usually a stray `--`).
        case emptyVariant
        /// A group with no text at all.
        case groupWithoutVariants

        // Render errors: the values do not fit the template.
        /// No template has this key.
        case unknownKey(String)
        /// Templates have the key, but none of their groups match the attributes.
        case noMatchingGroup(attributes: [String: String])
        /// A value the template uses was not given.
        case missingValue(path: String)
        /// A value the template shows is null.
        case nullValue(path: String)
        /// A filter was given a value of the wrong kind.
        case wrongType(filter: String, path: String, expected: String, found: String)
        /// `|relative` was used but the values have no day named `today`.
        case relativeWithoutToday
        /// A list, object or true/false value placed directly in the text.
        case notPrintable(path: String, found: String)
        /// `{{#each}}` over something that is not a list.
        case notAList(path: String, found: String)
        /// `<`, `<=`, `>` or `>=` between values that have no order.
        case notComparable(left: String, operator: String, right: String)
    }

    /// What went wrong.
    package let kind: Kind
    /// The template file, as named when the library was loaded ("" when none applies).
    package let file: String
    /// The 1-based line in `file` (0 when none applies).
    package let line: Int
    /// The 1-based column of the tag at fault, when known.
    package let column: Int?
    /// The key of the template being loaded or rendered, when known.
    package let key: String?

    /// Creates an error; `line` 0 means no position applies.
    package init(_ kind: Kind, file: String = "", line: Int = 0, column: Int? = nil, key: String? = nil) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.key = key
    }

    /// The error as `file:line:column: in 'key': message`.
    package var description: String {
        var text = ""
        if !file.isEmpty {
            text += file
            if line > 0 { text += ":\(line)" }
            if let column { text += ":\(column)" }
            text += ": "
        }
        if let key { text += "in '\(key)': " }
        return text + message
    }

    /// The message alone, without the position.
    package var message: String {
        switch kind {
        case .unclosedTag:
            return "'{{' is not closed; end the tag with '}}' on the same line"
        case .strayClose:
            return "'}}' without a '{{' before it; did you mean '{{…}}'?"
        case .emptyTag:
            return "empty tag '{{}}'; write a value such as {{next|short}}"
        case .invalidTag(let tag, let reason):
            return "cannot read '{{\(tag)}}': \(reason)"
        case .unknownFilter(let name):
            if let suggestion = TemplateFilter.suggestion(for: name) {
                return "unknown filter '\(name)'; did you mean '\(suggestion)'?"
            }
            return "unknown filter '\(name)'; filters are \(TemplateFilter.names.joined(separator: ", "))"
        case .invalidFilterArguments(let filter, let usage):
            return "wrong arguments for filter '\(filter)'; write \(usage)"
        case .unknownBlock(let name):
            return "unknown block '{{\(name)}}'; blocks are #if, #elif, #else, #unless, #each and #with"
        case .closeWithoutOpen(let name):
            return "'{{/\(name)}}' without an opening '{{#\(name)}}'"
        case .misnested(let close, let open, let openedOnLine):
            return "'{{/\(close)}}' cannot close '{{#\(open)}}' (opened on line \(openedOnLine)); "
                + "close the inner block first with '{{/\(open)}}'"
        case .unclosedBlock(let name):
            return "'{{#\(name)}}' is never closed; add '{{/\(name)}}'"
        case .misplacedBranch(let tag, let reason):
            return "'{{#\(tag)}}' \(reason)"
        case .loopVariableOutsideEach(let name):
            return "'\(name)' can only be used inside '{{#each}}'"
        case .nameInUse(let name):
            return "'\(name)' already names the value of an enclosing block; choose another name"
        case .emptyKey:
            return "'==' needs a template key, e.g. '== cycle.next_period'"
        case .invalidKey(let key):
            return "template key '\(key)' may hold only letters, digits, '.', '_' and '-'"
        case .malformedWhen(let reason):
            return "malformed 'when:' line: \(reason); write e.g. 'when: mode=cycle, phase=luteal|menstrual'"
        case .misplacedWhen:
            return "'when:' must come right after its '== key' line (write '\\when:' for text)"
        case .textOutsideGroup:
            return "text before the first '== key' line; start a group with '== key'"
        case .emptyVariant:
            return "empty variant; remove the extra '--' or write the variant's text"
        case .groupWithoutVariants:
            return "group has no text; write at least one variant under its '== key' line"
        case .unknownKey(let key):
            return "no template has the key '\(key)'"
        case .noMatchingGroup(let attributes):
            let listed = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return "no group matches \(listed.isEmpty ? "no attributes" : listed.joined(separator: ", ")); "
                + "add a group without 'when:' as the fallback"
        case .missingValue(let path):
            return "missing value '\(path)'; pass it in the values, or write {{\(path)|default:\"…\"}}"
        case .nullValue(let path):
            return "value '\(path)' is null and cannot be shown; write {{\(path)|default:\"…\"}} or test it with {{#if \(path)}}"
        case .wrongType(let filter, let path, let expected, let found):
            return "filter '\(filter)' needs \(expected) but '\(path)' is \(found)"
        case .relativeWithoutToday:
            return "filter 'relative' counts from the value 'today'; pass today (a day) in the values"
        case .notPrintable(let path, let found):
            let hint = found == "a list" ? "use |join or {{#each}}" : found == "an object" ? "show one of its members, e.g. \(path).name" : "test it with {{#if \(path)}}"
            return "'\(path)' is \(found) and cannot be shown as text; \(hint)"
        case .notAList(let path, let found):
            return "'{{#each}}' needs a list but '\(path)' is \(found)"
        case .notComparable(let left, let op, let right):
            return "cannot compare \(left) with \(right) using '\(op)'"
        }
    }
}

/// A template problem found where the file and key are not known; the caller adds them,
/// and the location too when the problem does not carry its own.
struct TemplateProblem: Error {
    let kind: TemplateError.Kind
    let location: TemplateLocation?

    init(_ kind: TemplateError.Kind, at location: TemplateLocation? = nil) {
        self.kind = kind
        self.location = location
    }

    /// The problem as a `TemplateError` in a template file.
    /// - Parameter fallback: the location to report when the problem carries none.
    func error(file: String, key: String?, at fallback: TemplateLocation?) -> TemplateError {
        let place = location ?? fallback
        return TemplateError(kind, file: file, line: place?.line ?? 0, column: place?.column, key: key)
    }
}

/// Where a tag starts in its file: 1-based line and column.
struct TemplateLocation: Sendable, Equatable {
    let line: Int
    let column: Int
}
