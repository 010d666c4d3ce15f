/// The lines of a compiled Knowledge file (the analyser tables, the compiled patterns), read
/// byte by byte over one copy of the text: splitting the `String` is several times slower, and
/// these files are read at every start-up.
struct CompiledLines {
    /// The file's bytes.
    let bytes: [UInt8]
    /// Each line's byte range, without its newline.
    let lines: [Range<Int>]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var lines: [Range<Int>] = []
        lines.reserveCapacity(bytes.count / 8)
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        self.bytes = bytes
        self.lines = lines
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
