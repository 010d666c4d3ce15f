import BloomBase
import Foundation

/// How search reads text: lower-cased, accents folded, punctuation dropped, plurals made singular.
///
/// `"Child’s Poses!"` and `"childs pose"` both read as the words `["child", "pose"]`.
package enum SearchText {
    /// The words of `text` as search compares them.
    ///
    /// Apostrophes are removed inside words ("child's" → "childs"), other punctuation splits
    /// words ("downward-facing" → "downward", "facing"), and each word is made singular.
    package static func words(_ text: String) -> [String] {
        foldedBytes(text).split(separator: space).map { String(decoding: singular($0), as: UTF8.self) }
    }

    /// `text` lower-cased with diacritics removed and punctuation turned into spaces
    /// (apostrophes are dropped), words separated by single spaces.
    package static func folded(_ text: String) -> String {
        String(decoding: foldedBytes(text), as: UTF8.self)
    }

    /// A simple English singular: "poses" → "pose", "berries" → "berry", "childs" → "child";
    /// words of three letters or fewer, and ones ending in -ss, -us or -is, are left alone.
    package static func singular(_ word: String) -> String {
        String(decoding: singular(Array(word.utf8)[...]), as: UTF8.self)
    }

    /// Search's singular forms: "es" goes after "ss", "ch", "sh", "x", "z" and "o"
    /// ("tomatoes" → "tomato"), the length counted in bytes of the folded text.
    private static let singularForms = Singular(esEndings: [.sses, .ches, .shes, .xes, .zes, .oes])

    private static let space = UInt8(ascii: " ")

    /// How many typos a query word of this many letters may carry and still match:
    /// none up to 3 letters, one for 4–7, two for 8 or more (each an edit of
    /// `EditDistance.Edits.withAdjacentSwaps`, letters being Unicode scalars).
    package static func typoTolerance(forLength length: Int) -> Int {
        switch length {
        case ...3: 0
        case 4...7: 1
        default: 2
        }
    }

    static func singular(_ word: ArraySlice<UInt8>) -> ArraySlice<UInt8> { singularForms.of(bytes: word) }

    /// The folded text as UTF-8 bytes.
    static func foldedBytes(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        func appendLetter(_ byte: UInt8) {
            if pendingSpace, !result.isEmpty { result.append(space) }
            pendingSpace = false
            result.append(byte)
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                switch value {
                case 0x61...0x7A, 0x30...0x39: appendLetter(UInt8(value))
                case 0x41...0x5A: appendLetter(UInt8(value + 32))
                case 0x27: continue  // apostrophe joins "child's" into "childs"
                default: pendingSpace = true
                }
                continue
            }
            if value == 0x2019 || value == 0x2018 || value == 0x02BC { continue }
            let folded = (0xC0...0x24F).contains(value) ? latinFolding[Int(value - 0xC0)] : fold(scalar)
            if folded.isEmpty {
                pendingSpace = true
            } else {
                for byte in folded.utf8 { appendLetter(byte) }
            }
        }
        return result
    }

    /// Folded forms of U+00C0–U+024F (accented Latin letters), computed once.
    private static let latinFolding: [String] = (0xC0...0x24F).map { fold(Unicode.Scalar($0)!) }

    /// One scalar decomposed, its marks dropped, lower-cased; empty when it is not a letter or digit.
    private static func fold(_ scalar: Unicode.Scalar) -> String {
        if let replacement = ligatures[scalar] { return replacement }
        var folded = ""
        for part in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars {
            let properties = part.properties
            if properties.generalCategory == .nonspacingMark { continue }
            guard properties.isAlphabetic || properties.numericType == .decimal else { return folded }
            folded += properties.changesWhenLowercased ? properties.lowercaseMapping : String(part)
        }
        return folded
    }

    /// Letters that do not decompose into a base letter and a mark.
    private static let ligatures: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l",
        "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "ı": "i",
    ]
}
