#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A streaming, non-validating XML reader over bytes read in pieces: elements, attributes
/// (with the five named entities and numeric character references decoded), text, CDATA;
/// comments, processing instructions and the DOCTYPE (with its internal subset) are skipped.
///
/// It works on a byte buffer, never builds a String per token, and checks that the document
/// is well formed (tags nest and match, one root, nothing cut short), reporting errors with
/// their line number.
///
/// ```swift
/// let reader = XMLReader(source: try FileByteSource(path: "export.xml"), fileName: "export.xml")
/// try reader.parse(&handler)
/// ```
package final class XMLReader {
    let source: ByteSource
    /// The file's name, for messages.
    package let fileName: String
    var buffer: UnsafeMutablePointer<UInt8>
    var capacity: Int
    var count = 0
    var position = 0
    var atEnd = false
    var linesBefore = 0
    var markStart = 0
    var attributes: UnsafeMutablePointer<XMLAttributeSpan>
    var attributeCapacity = 64
    var stackBytes: [UInt8] = []
    var stackEnds: [Int] = []
    var sawRoot = false
    /// The longest tag (or text between tags) the reader accepts.
    static let maximumTokenSize = 64 << 20

    /// - Parameters:
    ///   - source: where the bytes come from.
    ///   - fileName: named in error messages.
    ///   - bufferSize: bytes read at a time (tokens longer than this grow the buffer).
    package init(source: ByteSource, fileName: String, bufferSize: Int = 1 << 20) {
        self.source = source
        self.fileName = fileName
        capacity = max(bufferSize, 16)
        buffer = .allocate(capacity: capacity)
        attributes = .allocate(capacity: attributeCapacity)
        stackBytes.reserveCapacity(1024)
    }

    deinit {
        buffer.deallocate()
        attributes.deallocate()
    }

    /// The depth of open elements.
    package var depth: Int { stackEnds.count }

    /// The line (from 1) of the token being read; counts lines on demand, for messages.
    package var line: Int {
        linesBefore + newlines(from: 0, to: min(markStart, count)) + 1
    }

    /// Reads the whole document, calling `handler` for each element and text.
    /// - Throws: `ImportError.malformedXML` with the line, or what the source or handler throws.
    package func parse<H: XMLHandler>(_ handler: inout H) throws(ImportError) {
        if try fill(keepingFrom: 0), count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { position = 3 }
        let wantsText = handler.wantsText
        while true {
            let rest = count - position
            if rest > 0, let found = memchr(buffer + position, 0x3C, rest) {
                let lt = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if lt > position { try handleText(from: position, to: lt, wantsText: wantsText, &handler) }
                position = lt
                markStart = lt
                let next = try readMarkup(at: lt, &handler)
                if next >= 0 {
                    position = next
                } else if try !fill(keepingFrom: lt) {
                    throw malformed("the file ends inside a tag; it is truncated")
                }
            } else {
                markStart = position
                if try !fill(keepingFrom: position) {
                    try handleText(from: position, to: count, wantsText: false, &handler)
                    break
                }
            }
        }
        if let open = openElementName {
            throw malformed("the file ends inside <\(open)>; it is truncated")
        }
        if !sawRoot { throw malformed("there is no element at all") }
    }

    var openElementName: String? {
        guard let end = stackEnds.last else { return nil }
        let start = stackEnds.count > 1 ? stackEnds[stackEnds.count - 2] : 0
        return String(decoding: stackBytes[start..<end], as: UTF8.self)
    }

    func malformed(_ detail: String) -> ImportError {
        .malformedXML(file: fileName, line: line, detail: detail)
    }

    /// Keeps the bytes from `keep` on, moves them to the front and reads more after them.
    /// - Returns: false at the end of the input (nothing more was read).
    func fill(keepingFrom keep: Int) throws(ImportError) -> Bool {
        if atEnd { return false }
        if keep > 0 {
            linesBefore += newlines(from: 0, to: keep)
            let kept = count - keep
            if kept > 0 { memmove(buffer, buffer + keep, kept) }
            count = kept
            position -= keep
            markStart = max(0, markStart - keep)
        }
        if count == capacity {
            guard capacity < XMLReader.maximumTokenSize else {
                throw malformed("a tag or text longer than \(XMLReader.maximumTokenSize >> 20) MiB")
            }
            let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            bigger.update(from: buffer, count: count)
            buffer.deallocate()
            buffer = bigger
            capacity *= 2
        }
        let got = try source.read(into: UnsafeMutableRawBufferPointer(start: buffer + count, count: capacity - count))
        if got == 0 { atEnd = true; return false }
        count += got
        return true
    }

    func newlines(from start: Int, to end: Int) -> Int {
        var lines = 0
        var index = start
        while index < end, let found = memchr(buffer + index, 0x0A, end - index) {
            lines += 1
            index = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return lines
    }

    private func handleText<H: XMLHandler>(from start: Int, to end: Int, wantsText: Bool, _ handler: inout H) throws(ImportError) {
        if stackEnds.isEmpty {
            var index = start
            while index < end {
                if !isSpace(buffer[index]) {
                    markStart = index
                    throw malformed(sawRoot ? "text after the root element ends" : "text before the first element")
                }
                index += 1
            }
            return
        }
        guard wantsText else { return }
        let decodedEnd = try decodeEntities(from: start, to: end)
        try handler.text(UnsafeBufferPointer(start: buffer + start, count: decodedEnd - start), reader: self)
    }

    @inline(__always)
    func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}
