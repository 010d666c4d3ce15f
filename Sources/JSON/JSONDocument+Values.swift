import Foundation

// Reading values out of a parsed document for `JSONDocumentDecoder`: strings (with escapes),
// numbers, booleans, key comparison and the coding path of a node for error messages.

extension JSONDocument {
    /// The coding path from the root to node `target`, rebuilt from parent links (only
    /// needed for error messages).
    func codingPath(to target: Int) -> [any CodingKey] {
        var path: [any CodingKey] = []
        var child = target
        var parent = target < nodes.count ? nodes[target].parent : -1
        while parent >= 0 {
            let container = nodes[parent]
            if container.kind == .object {
                path.append(AnyCodingKey((try? string(at: child - 1)) ?? "?"))
            } else {
                var position = parent + 1, offset = 0
                while position < child { position = nodes[position].next; offset += 1 }
                path.append(AnyCodingKey(intValue: offset)!)
            }
            child = parent
            parent = container.parent
        }
        return path.reversed()
    }

    /// Throws a type mismatch unless node `index` is of `kind`.
    func expect(_ kind: Kind, at index: Int, as type: Any.Type) throws {
        let actual = nodes[index].kind
        if actual == kind || (kind == .string && actual == .escapedString) { return }
        let expected = kind == .object ? "object" : kind == .array ? "array" : "string"
        if actual == .null {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath(to: index),
                debugDescription: "Expected \(expected) but found null instead."))
        }
        throw DecodingError.typeMismatch(type, .init(codingPath: codingPath(to: index),
            debugDescription: "Expected to decode \(expected) but found \(describe(actual)) instead."))
    }

    func describe(_ kind: Kind) -> String {
        switch kind {
        case .object: "dictionary"
        case .array: "array"
        case .string, .escapedString: "string"
        case .number: "number"
        case .true, .false: "bool"
        case .null: "null"
        }
    }

    func mismatch(_ type: Any.Type, at index: Int) -> DecodingError {
        let kind = nodes[index].kind
        if kind == .null {
            return .valueNotFound(type, .init(codingPath: codingPath(to: index),
                debugDescription: "Expected \(type) but found null instead."))
        }
        return .typeMismatch(type, .init(codingPath: codingPath(to: index),
            debugDescription: "Expected to decode \(type) but found \(describe(kind)) instead."))
    }

    /// The text of string node `index`, with escapes resolved.
    func string(at index: Int) throws -> String {
        let node = nodes[index]
        switch node.kind {
        case .string:
            return try bytes.withUnsafeBufferPointer { buffer in
                guard let text = JSONDocument.validUTF8(UnsafeBufferPointer(rebasing: buffer[node.start..<node.end])) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: codingPath(to: index), debugDescription: "text is not valid UTF-8"))
                }
                return text
            }
        case .escapedString:
            return try unescapedString(node, index: index)
        default:
            throw mismatch(String.self, at: index)
        }
    }

    /// The text of `bytes` when they are valid UTF-8, else nil: what `String(validating:as:)`
    /// returns, without its generic path (which looks types up at run time and cost about a
    /// thousand instructions a string; a `bloom ask` reads some 9,000 strings).
    static func validUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        var ascii = true
        for byte in bytes where byte >= 0x80 { ascii = false; break }
        // Decoding repairs a bad sequence with U+FFFD, whose bytes (EF BF BD) are valid and so
        // cannot stand where the bad ones were: the bytes come back unchanged only when valid.
        return ascii || text.utf8.elementsEqual(bytes) ? text : nil
    }

    private func unescapedString(_ node: Node, index: Int) throws -> String {
        var output: [UInt8] = []
        output.reserveCapacity(node.end - node.start)
        var position = node.start
        func hex4(_ at: Int) -> UInt32 {
            (at..<at + 4).reduce(0) { $0 << 4 | UInt32(hexValue(bytes[$1])!) }
        }
        while position < node.end {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                position += 1
                continue
            }
            let escape = bytes[position + 1]
            position += 2
            switch escape {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "u"):
                var scalar = hex4(position)
                position += 4
                if (0xD800..<0xDC00).contains(scalar), position + 6 <= node.end,
                   bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                    let low = hex4(position + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        position += 6
                    }
                }
                UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { output.append($0) }
            default: output.append(escape)  // \" \\ \/
            }
        }
        guard let text = output.withUnsafeBufferPointer(JSONDocument.validUTF8) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(to: index), debugDescription: "text is not valid UTF-8"))
        }
        return text
    }

    func bool(at index: Int) throws -> Bool {
        switch nodes[index].kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, at: index)
        }
    }

    func double(at index: Int) throws -> Double {
        let node = nodes[index]
        guard node.kind == .number else { throw mismatch(Double.self, at: index) }
        if let whole = wholeNumber(node) { return Double(whole) }
        let text = String(decoding: bytes[node.start..<node.end], as: UTF8.self)
        guard let value = Double(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(to: index), debugDescription: "'\(text)' is not a number Bloom can read"))
        }
        guard value.isFinite else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(to: index), debugDescription: "the number \(text) is out of range"))
        }
        return value
    }

    func integer<T: FixedWidthInteger>(at index: Int, as type: T.Type) throws -> T {
        let node = nodes[index]
        guard node.kind == .number else { throw mismatch(T.self, at: index) }
        if let whole = wholeNumber(node), let value = T(exactly: whole) { return value }
        let text = bytes[node.start..<node.end]
        let plain = !text.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        // A plain integer too long for `wholeNumber` is read exactly: a double holds only 53
        // bits, so going through one would round 1234567890123456789 and refuse `Int.max`.
        if plain, let value = T(String(decoding: text, as: UTF8.self)) { return value }
        guard !plain, let exact = T(exactly: try double(at: index)) else {
            throw DecodingError.typeMismatch(T.self, .init(codingPath: codingPath(to: index),
                debugDescription: "Expected to decode \(T.self) but found number \(String(decoding: text, as: UTF8.self)) instead."))
        }
        return exact
    }

    /// The value of a number node written as a plain integer of up to 18 digits.
    private func wholeNumber(_ node: Node) -> Int? {
        var position = node.start
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        guard node.end - position <= 18 else { return nil }
        var value = 0
        while position < node.end {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            position += 1
        }
        return negative ? -value : value
    }

    /// Whether the key node at `index` spells `key`.
    func key(at index: Int, is key: String) -> Bool {
        let node = nodes[index]
        if node.kind == .escapedString { return (try? string(at: index)) == key }
        let length = node.end - node.start
        guard key.utf8.count == length else { return false }
        let start = base.baseAddress! + node.start
        return key.utf8.withContiguousStorageIfAvailable { wanted in
            memcmp(wanted.baseAddress!, start, length) == 0
        } ?? key.utf8.elementsEqual(UnsafeBufferPointer(start: start, count: length))
    }

    /// Decodes a `T` at node `index`, with fast paths for the common leaf types.
    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        if T.self == String.self { return try string(at: index) as! T }
        if T.self == Int.self { return try integer(at: index, as: Int.self) as! T }
        if T.self == Double.self { return try double(at: index) as! T }
        if T.self == Bool.self { return try bool(at: index) as! T }
        return try T(from: JSONDocumentDecoder(document: self, index: index))
    }
}
