import Foundation

/// A `Decoder` over a parsed `JSONDocument`: the models' `Codable` conformances, without the
/// per-object dictionaries Foundation's `JSONDecoder` builds (about twice as fast on
/// Knowledge; see Benchmarks/ContentBenchmark). Errors are ordinary `DecodingError`s with
/// the coding path. Knowledge and the assistant's files are decoded with it.
package struct JSONDocumentDecoder: Decoder {
    let document: JSONDocument
    let index: Int

    /// Decodes a `T` from the whole of `document`.
    package static func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
        try T(from: JSONDocumentDecoder(document: document, index: 0))
    }

    package var codingPath: [any CodingKey] { document.codingPath(to: index) }
    package var userInfo: [CodingUserInfoKey: Any] { [:] }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try document.expect(.object, at: index, as: [String: Any].self)
        return KeyedDecodingContainer(KeyedContainer<Key>(document: document, index: index))
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try document.expect(.array, at: index, as: [Any].self)
        return UnkeyedContainer(document: document, index: index)
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(document: document, index: index)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let document: JSONDocument
    let index: Int

    var codingPath: [any CodingKey] { document.codingPath(to: index) }

    var allKeys: [Key] {
        var keys: [Key] = []
        var position = index + 1
        for _ in 0..<document.nodes[index].count {
            if let name = try? document.string(at: position), let key = Key(stringValue: name) { keys.append(key) }
            position = document.nodes[position + 1].next
        }
        return keys
    }

    /// The index of the value stored under `key`, if any. The search starts after the member
    /// found last in this object and wraps round, so keys read in file order cost one compare.
    private func valueIndex(_ key: Key) -> Int? {
        let name = key.stringValue
        let nodes = document.nodes
        let count = nodes[index].count
        guard count > 0 else { return nil }
        let first = index + 1
        let end = nodes[index].next
        let last = document.lastMember.pointee
        var position = last > index && last < end && nodes[last].parent == index ? nodes[last + 1].next : first
        for _ in 0..<count {
            if position >= end { position = first }
            if document.key(at: position, is: name) {
                document.lastMember.pointee = position
                return position + 1
            }
            position = nodes[position + 1].next
        }
        return nil
    }

    private func require(_ key: Key) throws -> Int {
        guard let value = valueIndex(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value for key '\(key.stringValue)'."))
        }
        return value
    }

    func contains(_ key: Key) -> Bool { valueIndex(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = valueIndex(key) else { return true }
        return document.nodes[value].kind == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try document.bool(at: require(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try document.string(at: require(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try document.double(at: require(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try document.double(at: require(key))) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try document.integer(at: require(key), as: Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try document.integer(at: require(key), as: Int8.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try document.integer(at: require(key), as: Int16.self) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try document.integer(at: require(key), as: Int32.self) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try document.integer(at: require(key), as: Int64.self) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try document.integer(at: require(key), as: UInt.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try document.integer(at: require(key), as: UInt8.self) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try document.integer(at: require(key), as: UInt16.self) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try document.integer(at: require(key), as: UInt32.self) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try document.integer(at: require(key), as: UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try document.decode(T.self, at: require(key)) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = valueIndex(key), document.nodes[value].kind != .null else { return nil }
        return try document.decode(T.self, at: value)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONDocumentDecoder(document: document, index: require(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONDocumentDecoder(document: document, index: require(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { JSONDocumentDecoder(document: document, index: index) }

    func superDecoder(forKey key: Key) throws -> any Decoder { JSONDocumentDecoder(document: document, index: try require(key)) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let document: JSONDocument
    let index: Int
    private(set) var currentIndex = 0
    private var position: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
        self.position = index + 1
    }

    var codingPath: [any CodingKey] { document.codingPath(to: index) }
    var count: Int? { document.nodes[index].count }
    var isAtEnd: Bool { currentIndex >= document.nodes[index].count }

    /// The next element's index, advancing past it.
    private mutating func next<T>(_ type: T.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [AnyCodingKey(intValue: currentIndex)!],
                debugDescription: "Unkeyed container is at end."))
        }
        let element = position
        position = document.nodes[element].next
        currentIndex += 1
        return element
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, document.nodes[position].kind == .null else { return false }
        _ = try next(Never.self)
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try document.bool(at: next(type)) }
    mutating func decode(_ type: String.Type) throws -> String { try document.string(at: next(type)) }
    mutating func decode(_ type: Double.Type) throws -> Double { try document.double(at: next(type)) }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try document.double(at: next(type))) }
    mutating func decode(_ type: Int.Type) throws -> Int { try document.integer(at: next(type), as: Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try document.integer(at: next(type), as: Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try document.integer(at: next(type), as: Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try document.integer(at: next(type), as: Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try document.integer(at: next(type), as: Int64.self) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try document.integer(at: next(type), as: UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try document.integer(at: next(type), as: UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try document.integer(at: next(type), as: UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try document.integer(at: next(type), as: UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try document.integer(at: next(type), as: UInt64.self) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try document.decode(T.self, at: next(type)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONDocumentDecoder(document: document, index: next([String: Any].self)).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try JSONDocumentDecoder(document: document, index: next([Any].self)).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { JSONDocumentDecoder(document: document, index: try next(Any.self)) }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
    let document: JSONDocument
    let index: Int

    var codingPath: [any CodingKey] { document.codingPath(to: index) }

    func decodeNil() -> Bool { document.nodes[index].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try document.bool(at: index) }
    func decode(_ type: String.Type) throws -> String { try document.string(at: index) }
    func decode(_ type: Double.Type) throws -> Double { try document.double(at: index) }
    func decode(_ type: Float.Type) throws -> Float { Float(try document.double(at: index)) }
    func decode(_ type: Int.Type) throws -> Int { try document.integer(at: index, as: Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try document.integer(at: index, as: Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try document.integer(at: index, as: Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try document.integer(at: index, as: Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try document.integer(at: index, as: Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try document.integer(at: index, as: UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try document.integer(at: index, as: UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try document.integer(at: index, as: UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try document.integer(at: index, as: UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try document.integer(at: index, as: UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try document.decode(T.self, at: index) }
}
