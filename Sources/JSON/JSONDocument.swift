import Foundation

/// JSON text parsed once into a flat list of nodes, for `JSONDocumentDecoder`.
///
/// Each node records its kind, its bytes (for strings and numbers) and where the next
/// sibling starts, so containers are walked without building dictionaries. Syntax errors
/// name the line and column.
package final class JSONDocument: @unchecked Sendable {
    // @unchecked: immutable after `init`.

    enum Kind: UInt8 {
        case object, array, string, escapedString, number, `true`, `false`, null
    }

    struct Node {
        var kind: Kind
        /// Strings: the bytes between the quotes; numbers: the number's bytes.
        var start: Int
        var end: Int
        /// The index of the node after this one's subtree (its next sibling, if any).
        var next: Int
        /// Objects: members; arrays: elements.
        var count: Int
        /// The index of the enclosing container (-1 for the root).
        var parent: Int
    }

    let bytes: [UInt8]
    let nodes: [Node]
    /// A copy of `bytes` that key lookups compare against without bounds checks.
    let base: UnsafeMutableBufferPointer<UInt8>
    /// Where the last key lookup found its member: lookups in the same object start after
    /// it, since files usually list keys in the order the models decode them.
    let lastMember: UnsafeMutablePointer<Int>

    /// Parses `bytes` (UTF-8, an optional byte-order mark is skipped).
    /// - Parameter maximumDepth: how deeply arrays and objects may nest.
    /// - Throws: `JSONSyntaxError` at the first place the text is not JSON.
    package init(_ bytes: [UInt8], maximumDepth: Int = 512) throws(JSONSyntaxError) {
        var nodes: [Node] = []
        nodes.reserveCapacity(bytes.count / 8)
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in
            var parser = Parser(bytes: buffer, position: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0, maximumDepth: maximumDepth)
            parser.skipWhitespace()
            try parser.value(parent: -1, depth: 0, into: &nodes)
            parser.skipWhitespace()
            if parser.position < buffer.count { throw parser.failure("unexpected text after the end of the JSON value") }
        }
        self.bytes = bytes
        self.nodes = nodes
        base = .allocate(capacity: max(1, bytes.count))
        _ = base.initialize(from: bytes)
        lastMember = .allocate(capacity: 1)
        lastMember.initialize(to: -1)
    }

    deinit {
        base.deallocate()
        lastMember.deallocate()
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var position: Int
        let maximumDepth: Int

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }

        func failure(_ message: String) -> JSONSyntaxError {
            var line = 1, column = 1
            for byte in bytes[..<min(position, bytes.count)] {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return JSONSyntaxError(line: line, column: column, message: message)
        }

        var found: String {
            guard position < bytes.count else { return "the end of the file" }
            let byte = bytes[position]
            return byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        }

        mutating func value(parent: Int, depth: Int, into nodes: inout [Node]) throws(JSONSyntaxError) {
            guard depth < maximumDepth else { throw failure("values nested more than \(maximumDepth) deep") }
            guard position < bytes.count else { throw failure("expected a value, found the end of the file") }
            let index = nodes.count
            switch bytes[position] {
            case UInt8(ascii: "{"):
                nodes.append(Node(kind: .object, start: position, end: position, next: 0, count: 0, parent: parent))
                position += 1
                skipWhitespace()
                var count = 0
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                } else {
                    while true {
                        skipWhitespace()
                        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                            throw failure("expected a key in double quotes, found \(found)")
                        }
                        try string(parent: index, into: &nodes)
                        skipWhitespace()
                        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                            throw failure("expected ':' after the key, found \(found)")
                        }
                        position += 1
                        skipWhitespace()
                        try value(parent: index, depth: depth + 1, into: &nodes)
                        count += 1
                        skipWhitespace()
                        guard position < bytes.count else { throw failure("expected ',' or '}', found the end of the file") }
                        if bytes[position] == UInt8(ascii: "}") { position += 1; break }
                        guard bytes[position] == UInt8(ascii: ",") else { throw failure("expected ',' or '}', found \(found)") }
                        position += 1
                    }
                }
                nodes[index].count = count
            case UInt8(ascii: "["):
                nodes.append(Node(kind: .array, start: position, end: position, next: 0, count: 0, parent: parent))
                position += 1
                skipWhitespace()
                var count = 0
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                } else {
                    while true {
                        skipWhitespace()
                        try value(parent: index, depth: depth + 1, into: &nodes)
                        count += 1
                        skipWhitespace()
                        guard position < bytes.count else { throw failure("expected ',' or ']', found the end of the file") }
                        if bytes[position] == UInt8(ascii: "]") { position += 1; break }
                        guard bytes[position] == UInt8(ascii: ",") else { throw failure("expected ',' or ']', found \(found)") }
                        position += 1
                    }
                }
                nodes[index].count = count
            case UInt8(ascii: "\""):
                try string(parent: parent, into: &nodes)
            case UInt8(ascii: "t"):
                try literal("true", .true, parent: parent, into: &nodes)
            case UInt8(ascii: "f"):
                try literal("false", .false, parent: parent, into: &nodes)
            case UInt8(ascii: "n"):
                try literal("null", .null, parent: parent, into: &nodes)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number(parent: parent, into: &nodes)
            default:
                throw failure("expected a value, found \(found)")
            }
            nodes[index].next = nodes.count
        }

        mutating func string(parent: Int, into nodes: inout [Node]) throws(JSONSyntaxError) {
            position += 1
            let start = position
            var escaped = false
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    nodes.append(Node(kind: escaped ? .escapedString : .string, start: start, end: position,
                                      next: nodes.count + 1, count: 0, parent: parent))
                    position += 1
                    return
                }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    position += 1
                    guard position < bytes.count else { break }
                    switch bytes[position] {
                    case UInt8(ascii: "u"):
                        let code = try hex4(at: position + 1)
                        position += 5
                        if (0xD800..<0xDC00).contains(code) {
                            // A high surrogate must be followed by an escaped low one.
                            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                                  (0xDC00..<0xE000).contains(try hex4(at: position + 2)) else {
                                throw failure("an unpaired surrogate in a \\u escape")
                            }
                            position += 6
                        } else if (0xDC00..<0xE000).contains(code) {
                            throw failure("an unpaired surrogate in a \\u escape")
                        }
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                         UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        position += 1
                    default:
                        throw failure("unknown escape \\\(Character(Unicode.Scalar(bytes[position])))")
                    }
                    continue
                }
                if byte < 0x20 {
                    throw failure(byte == 0x0A ? "a line break inside text (write \\n)" : "a control character inside text")
                }
                position += 1
            }
            throw failure("text is not closed with '\"'")
        }

        mutating func number(parent: Int, into nodes: inout [Node]) throws(JSONSyntaxError) {
            let start = position
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            let digits = position
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            guard position > digits else { throw failure("expected a digit") }
            if bytes[digits] == UInt8(ascii: "0"), position - digits > 1 {
                position = digits
                throw failure("a number may not start with 0")
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                let fraction = position
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
                guard position > fraction else { throw failure("expected a digit after '.'") }
            }
            if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                let exponent = position
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
                guard position > exponent else { throw failure("expected a digit in the exponent") }
            }
            nodes.append(Node(kind: .number, start: start, end: position, next: nodes.count + 1, count: 0, parent: parent))
        }

        mutating func literal(_ word: StaticString, _ kind: Kind, parent: Int, into nodes: inout [Node]) throws(JSONSyntaxError) {
            let length = word.utf8CodeUnitCount
            let matches = position + length <= bytes.count && word.withUTF8Buffer { expected in
                (0..<length).allSatisfy { bytes[position + $0] == expected[$0] }
            }
            guard matches else { throw failure("expected a value, found \(found)") }
            nodes.append(Node(kind: kind, start: position, end: position + length, next: nodes.count + 1, count: 0, parent: parent))
            position += length
        }

        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

        /// The value of the four hex digits at `start`.
        func hex4(at start: Int) throws(JSONSyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for offset in 0..<4 {
                guard start + offset < bytes.count, let digit = hexValue(bytes[start + offset]) else {
                    throw failure("expected four hex digits after \\u")
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
    }

    /// A syntax error at byte `offset` (for problems found after parsing, e.g. a repeated key).
    func failure(at offset: Int, _ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}

/// Where JSON text first goes wrong: a 1-based line and column and what was expected.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line where reading stopped (from 1).
    package let line: Int
    /// The column where reading stopped (from 1).
    package let column: Int
    /// What was wrong there.
    package let message: String

    package init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    package var description: String { "line \(line), column \(column): \(message)" }
}

/// The value of a hex digit, or nil.
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
