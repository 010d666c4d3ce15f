/// Whether text is plain ASCII, the test that sends a message down the byte-by-byte paths.
package enum ASCIIText {
    /// Whether every byte of `text` is below 0x80.
    ///
    /// Over the bytes in place (a native string's, small ones too): a few instructions a byte,
    /// where `text.utf8.allSatisfy` stepped through the view index by index at about 25.
    @inlinable
    package static func isASCII(_ text: String) -> Bool {
        if let all = text.utf8.withContiguousStorageIfAvailable(bitsOfAllBytes) { return all < 0x80 }
        return text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Every byte of `bytes` or-ed together.
    @inlinable
    static func bitsOfAllBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var all: UInt8 = 0
        for byte in bytes { all |= byte }
        return all
    }

    /// `text.lowercased()`, without making a new string when `text` is ASCII with no capital
    /// (most words: a message's words are lowered when it is normalised).
    package static func lowercased(_ text: String) -> String {
        let lower = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }
        }
        return lower == true ? text : text.lowercased()
    }
}
