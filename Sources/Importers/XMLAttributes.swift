#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one attribute's name and (decoded) value lie in the reader's buffer.
struct XMLAttributeSpan {
    var nameStart: Int
    var nameEnd: Int
    var valueStart: Int
    var valueEnd: Int
    var needsDecoding: Bool
}

/// The attributes of the element being read, as bytes in the reader's buffer: valid only
/// during the `startElement` call. Values have their entities decoded.
package struct XMLAttributes {
    let base: UnsafeMutablePointer<UInt8>
    let spans: UnsafeMutablePointer<XMLAttributeSpan>
    /// How many attributes the element has.
    package let count: Int

    /// The value of the attribute named `name`, compared as bytes, or nil when it is absent.
    @inline(__always)
    package func value(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        let length = name.utf8CodeUnitsCount
        let key = name.utf8Start
        var index = 0
        while index < count {
            let span = spans[index]
            if span.nameEnd - span.nameStart == length, memcmp(base + span.nameStart, key, length) == 0 {
                return UnsafeBufferPointer(start: base + span.valueStart, count: span.valueEnd - span.valueStart)
            }
            index += 1
        }
        return nil
    }

    /// The value of `name` as a String (allocates; for rare attributes and messages).
    package func string(_ name: StaticString) -> String? {
        value(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Attribute `index`'s name and value.
    package subscript(index: Int) -> (name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) {
        let span = spans[index]
        return (UnsafeBufferPointer(start: base + span.nameStart, count: span.nameEnd - span.nameStart),
                UnsafeBufferPointer(start: base + span.valueStart, count: span.valueEnd - span.valueStart))
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether these bytes are exactly `text`'s UTF-8.
    @inline(__always)
    package func equals(_ text: StaticString) -> Bool {
        count == text.utf8CodeUnitsCount && (count == 0 || memcmp(baseAddress!, text.utf8Start, count) == 0)
    }

    /// Whether these bytes start with `text`'s UTF-8.
    @inline(__always)
    package func hasPrefix(_ text: StaticString) -> Bool {
        count >= text.utf8CodeUnitsCount && memcmp(baseAddress!, text.utf8Start, text.utf8CodeUnitsCount) == 0
    }

    /// The bytes as text (allocates).
    package var string: String { String(decoding: self, as: UTF8.self) }
}

extension StaticString {
    var utf8CodeUnitsCount: Int { utf8CodeUnitCount }
}
