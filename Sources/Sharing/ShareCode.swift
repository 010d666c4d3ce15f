/// The code a share is sealed under: 6 characters from an alphabet without look-alikes,
/// made fresh for every share, shown once to the owner and never stored.
///
/// The alphabet is the digits 2–9 and the capital letters without I, L and O (31 characters;
/// 0/O and 1/I/L are left out because they are easily mistaken for each other), so there are
/// 31⁶ = 887,503,681 codes. People may type it in lower case and with spaces or dashes.
package struct ShareCode: Sendable, Hashable, CustomStringConvertible {
    /// The characters a code is made of.
    package static let alphabet: [Character] = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
    /// How many characters a code has.
    package static let length = 6
    /// How many different codes there are (`alphabet.count` to the power `length`).
    package static var possibleCodes: Int { (0..<length).reduce(1) { total, _ in total * alphabet.count } }

    /// The code's characters, e.g. "7KQM4X".
    package let text: String

    package var description: String { text }

    /// A new code from `random`: each character uniformly from the alphabet (bytes at or above
    /// the largest multiple of 31 below 256 are thrown away, so no character is likelier).
    package static func generate(using random: any RandomSource) -> ShareCode {
        let count = alphabet.count
        let limit = 256 - 256 % count
        var characters: [Character] = []
        while characters.count < length {
            for byte in random.bytes(length * 2) where Int(byte) < limit && characters.count < length {
                characters.append(alphabet[Int(byte) % count])
            }
        }
        return ShareCode(checked: String(characters))
    }

    /// The code someone typed: case, spaces and dashes are forgiven ("7kq-m4x" is 7KQM4X).
    /// - Throws: `ShareError.malformedCode` when what is left is not 6 characters of the alphabet.
    package init(typed: String) throws(ShareError) {
        let kept = typed.filter { !$0.isWhitespace && $0 != "-" }.uppercased()
        guard kept.count == Self.length, kept.allSatisfy({ Self.alphabet.contains($0) }) else {
            throw .malformedCode
        }
        self.init(checked: kept)
    }

    private init(checked text: String) { self.text = text }

    /// The code's bytes, what the key is derived from.
    var bytes: [UInt8] { Array(text.utf8) }
}
