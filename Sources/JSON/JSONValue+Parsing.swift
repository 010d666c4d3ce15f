extension JSONValue {
    /// How deeply a backup, an import or a list column may nest values (they need 4 or 5).
    package static let maximumDepth = 64

    /// Reads `text` as one JSON value (RFC 8259) with the one JSON reader (`JSONDocument`).
    /// A key repeated in one object is an error, and numbers without a fraction or exponent
    /// read as whole numbers.
    /// - Throws: `JSONSyntaxError` naming the line and column.
    package init(parsing text: String) throws(JSONSyntaxError) {
        let document = try JSONDocument(Array(text.utf8), maximumDepth: JSONValue.maximumDepth)
        self = try document.value(at: 0)
    }
}

extension JSONDocument {
    /// The tree of node `index` and everything under it.
    func value(at index: Int) throws(JSONSyntaxError) -> JSONValue {
        let node = nodes[index]
        switch node.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .string, .escapedString:
            do { return .string(try string(at: index)) } catch { throw failure(at: node.start - 1, "text that is not valid UTF-8") }
        case .number:
            let text = String(decoding: bytes[node.start..<node.end], as: UTF8.self)
            let whole = !bytes[node.start..<node.end].contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
            if whole, let value = Int(text) { return .int(value) }
            guard let value = Double(text), value.isFinite else { throw failure(at: node.start, "the number \(text) is out of range") }
            return .double(value)
        case .array:
            var items: [JSONValue] = []
            items.reserveCapacity(node.count)
            var child = index + 1
            for _ in 0..<node.count {
                items.append(try value(at: child))
                child = nodes[child].next
            }
            return .array(items)
        case .object:
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(node.count)
            var keyIndex = index + 1
            for _ in 0..<node.count {
                let key: String
                do { key = try string(at: keyIndex) } catch { throw failure(at: nodes[keyIndex].start - 1, "a key that is not valid UTF-8") }
                guard members[key] == nil else { throw failure(at: nodes[keyIndex].start - 1, "the key \"\(key)\" appears twice in one object") }
                let valueIndex = nodes[keyIndex].next
                members[key] = try value(at: valueIndex)
                keyIndex = nodes[valueIndex].next
            }
            return .object(members)
        }
    }
}
