/// One variant of an answer: text with `{{…}}` tags, parsed once and rendered many times.
///
/// Templates usually come from a `TemplateLibrary`; one can also be made on its own:
/// ```swift
/// let template = try Template("Next period {{next|relative}}.", key: "example")
/// try template.render(["today": .day(today), "next": .day(today + 12)])
/// // "Next period in 12 days."
/// ```
package struct Template: Sendable {
    /// The key of the group the variant belongs to, e.g. "cycle.next_period".
    package let key: String
    /// The file the variant was loaded from, as named when the library was loaded.
    package let file: String
    /// The 1-based line of the variant's first line of text in `file`.
    package let line: Int
    /// The group's `when:` conditions: attribute name → the values that match.
    package let conditions: [String: Set<String>]
    /// The variant's text as written (comment lines left out).
    package let text: String
    /// Every path into the render values the variant reads, e.g. "next", "cycle.phase",
    /// and "today" when it uses `|relative`. Names bound by `{{#each}}` and `{{#with}}` and
    /// loop variables such as `@index` are not included.
    package let referencedPaths: Set<String>
    /// The parsed form.
    let nodes: [TemplateNode]

    /// Parses one variant on its own. Its text follows the rules of a variant in a `.tmpl`
    /// file: lines starting with `#` are comments, and a leading `\` is dropped.
    /// - Parameters:
    ///   - text: the template text.
    ///   - key: the key to report in errors.
    ///   - file: the file to report in errors.
    ///   - line: the line of `text`'s first line in `file`.
    /// - Throws: `TemplateError` when the text is broken.
    package init(_ text: String, key: String = "template", file: String = "", line: Int = 1) throws(TemplateError) {
        var lines: [TemplateSourceLine] = []
        for (offset, raw) in TemplateFileParser.lines(of: text).enumerated() {
            if let body = TemplateFileParser.variantLine(raw) {
                lines.append(TemplateSourceLine(number: line + offset, text: body))
            }
        }
        try self.init(key: key, file: file, conditions: [:], lines: TemplateFileParser.trimmingBlankLines(lines))
    }

    /// Parses a variant from its lines, already free of comments and surrounding blank lines.
    init(key: String, file: String, conditions: [String: Set<String>], lines: [TemplateSourceLine]) throws(TemplateError) {
        self.key = key
        self.file = file
        let firstLine = lines.first?.number ?? 0
        self.line = firstLine
        self.conditions = conditions
        self.text = lines.map { String($0.text) }.joined(separator: "\n")
        do {
            var parser = TemplateParser(tokens: try TemplateScanner.tokens(of: lines))
            self.nodes = try parser.parse()
            self.referencedPaths = parser.referencedPaths
        } catch {
            throw error.error(file: file, key: key, at: TemplateLocation(line: firstLine, column: 1))
        }
    }
}
