extension JSONValue {
    /// The value as JSON text: the one writer, one layout, one number format (`numberText`)
    /// and one escaping (`quoted`) for backups, columns, snapshots and `--json` alike.
    ///
    /// A dictionary's keys are written sorted; an ordered object's members in their order.
    ///
    /// - Parameter pretty: two-space indentation and one member a line (for files people
    ///   may read); otherwise one compact line (for columns and `--json`).
    package func rendered(pretty: Bool = false) -> String {
        var output = ""
        write(into: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(into output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case let .bool(value): output += value ? "true" : "false"
        case let .int(value): output += String(value)
        case let .double(value): output += JSONValue.numberText(value)
        case let .string(value): output += JSONValue.quoted(value)
        case let .array(items): JSONValue.write(items: items, into: &output, pretty: pretty, indent: indent)
        case let .object(members):
            JSONValue.write(members: members.keys.sorted().map { ($0, members[$0]!) }, into: &output, pretty: pretty, indent: indent)
        case let .orderedObject(members): JSONValue.write(members: members, into: &output, pretty: pretty, indent: indent)
        }
    }

    private static func write(items: [JSONValue], into output: inout String, pretty: Bool, indent: Int) {
        if items.isEmpty { output += "[]"; return }
        let newline = pretty ? "\n" : ""
        output += "[" + newline
        for (index, item) in items.enumerated() {
            output += padding(indent + 1, pretty)
            item.write(into: &output, pretty: pretty, indent: indent + 1)
            output += (index < items.count - 1 ? "," : "") + newline
        }
        output += padding(indent, pretty) + "]"
    }

    private static func write(members: [(String, JSONValue)], into output: inout String, pretty: Bool, indent: Int) {
        if members.isEmpty { output += "{}"; return }
        let newline = pretty ? "\n" : ""
        output += "{" + newline
        for (index, (key, value)) in members.enumerated() {
            output += padding(indent + 1, pretty) + quoted(key) + (pretty ? ": " : ":")
            value.write(into: &output, pretty: pretty, indent: indent + 1)
            output += (index < members.count - 1 ? "," : "") + newline
        }
        output += padding(indent, pretty) + "}"
    }

    private static func padding(_ level: Int, _ pretty: Bool) -> String {
        pretty ? String(repeating: "  ", count: level) : ""
    }
}
