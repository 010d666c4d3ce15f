/// Receives what an `XMLReader` reads. Names, attributes and text are bytes in the reader's
/// buffer, valid only during the call.
package protocol XMLHandler {
    /// An element starts (a self-closing element is reported as a start then an end).
    mutating func startElement(_ name: UnsafeBufferPointer<UInt8>, attributes: XMLAttributes, reader: XMLReader) throws(ImportError)
    /// An element ends.
    mutating func endElement(_ name: UnsafeBufferPointer<UInt8>, reader: XMLReader) throws(ImportError)
    /// Text inside an element, entities decoded (CDATA as written); only when `wantsText`.
    mutating func text(_ text: UnsafeBufferPointer<UInt8>, reader: XMLReader) throws(ImportError)
    /// Whether `text` is called at all (skipping text is faster).
    var wantsText: Bool { get }
}

extension XMLHandler {
    package mutating func text(_ text: UnsafeBufferPointer<UInt8>, reader: XMLReader) throws(ImportError) {}
    package var wantsText: Bool { false }
}
