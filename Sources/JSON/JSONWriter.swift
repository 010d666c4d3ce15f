/// What a JSON value is to the writer: a literal already in JSON form (`null`, `true`, a
/// number, a quoted string), an array, or an object's members in the order to write them.
public enum JSONShape<Element> {
    case literal(String)
    case array([Element])
    case object([(key: String, value: Element)])
}

/// A value Bloom writes as JSON. Both value trees conform (`JSONValue`, whose objects are
/// written with their keys sorted, and the `--json` views' ordered `JSON`), so there is one
/// writer: one layout, one number format (`JSONValue.numberText`), one escaping
/// (`JSONValue.quoted`).
public protocol JSONWritable {
    /// This value as the writer sees it.
    var jsonShape: JSONShape<Self> { get }
}

extension JSONWritable {
    /// The value as JSON text.
    ///
    /// - Parameter pretty: two-space indentation and one member a line (for files people
    ///   may read); otherwise one compact line (for columns and `--json`).
    public func rendered(pretty: Bool = false) -> String {
        var output = ""
        write(into: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(into output: inout String, pretty: Bool, indent: Int) {
        let newline = pretty ? "\n" : ""
        let pad = { (level: Int) in pretty ? String(repeating: "  ", count: level) : "" }
        switch jsonShape {
        case let .literal(text):
            output += text
        case let .array(items):
            if items.isEmpty { output += "[]"; return }
            output += "[" + newline
            for (index, item) in items.enumerated() {
                output += pad(indent + 1)
                item.write(into: &output, pretty: pretty, indent: indent + 1)
                output += (index < items.count - 1 ? "," : "") + newline
            }
            output += pad(indent) + "]"
        case let .object(members):
            if members.isEmpty { output += "{}"; return }
            output += "{" + newline
            for (index, member) in members.enumerated() {
                output += pad(indent + 1) + JSONValue.quoted(member.key) + (pretty ? ": " : ":")
                member.value.write(into: &output, pretty: pretty, indent: indent + 1)
                output += (index < members.count - 1 ? "," : "") + newline
            }
            output += pad(indent) + "}"
        }
    }
}
