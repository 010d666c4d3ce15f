/// One key for the forms of a word that a search should treat as one: "ovulate", "ovulates",
/// "ovulated", "ovulating" and "ovulation" all give "ovulat"; "hurt", "hurts" and "hurting"
/// give "hurt"; "spotting" and "spot" give "spot"; "discharge" and "discharged" give
/// "discharg".
///
/// The key is not a word and is never shown: it is only compared with other keys, so a
/// library and a question made into keys the same way meet whichever form each used. It is
/// conservative, in the way of the first steps of Porter's stemmer: a word of letters only,
/// already singular, loses one ending of "ing" or "ed" ("ation" becomes "at") when enough of
/// the word is left, a doubled last consonant that ending left behind ("spott", "stopp") is made single,
/// and a final silent "e" goes ("ovulate", "cause"). Short words and words with digits are
/// their own key ("late", "2nd"); a few irregular past forms take their verb's ("bled" is "bleed").
package enum WordFamily {
    /// The shortest word an ending is taken from.
    static let shortestWord = 6
    /// The fewest letters an ending must leave.
    static let shortestStem = 3

    /// The key of `word` (lower-case, singular).
    package static func key(_ word: String) -> String {
        if let base = irregular[word] { return base }
        let bytes = Array(word.utf8)
        guard bytes.count >= 4, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        var stem = bytes[...]
        if stem.count >= shortestWord {
            if let cut = removing("ation", from: stem) {
                // "ovulation" meets "ovulate", whose "e" goes below.
                stem = cut + Array("at".utf8)
            } else if let cut = removing("ing", from: stem) {
                stem = undoubled(cut)
            } else if stem.count >= shortestWord, stem[stem.endIndex - 3] != UInt8(ascii: "e"), let cut = removing("ed", from: stem) {
                // "bleed", "breastfeed": an "ed" after an "e" is part of the word.
                stem = undoubled(cut)
            }
        }
        if stem.count >= 5, stem.last == UInt8(ascii: "e") { stem = stem.dropLast() }
        return stem.count == bytes.count ? word : String(decoding: stem, as: UTF8.self)
    }

    /// Past forms no ending rule reaches, keyed to their verb ("the condom broke" meets "if
    /// the condom breaks", "I bled" meets "bleeding"). Each value is its own key.
    static let irregular: [String: String] = [
        "broke": "break", "broken": "break", "tore": "tear", "torn": "tear", "bled": "bleed",
    ]

    /// `word` without `ending`, when it ends so and at least `shortestStem` letters are left.
    private static func removing(_ ending: StaticString, from word: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let count = ending.utf8CodeUnitCount
        guard word.count - count >= shortestStem else { return nil }
        let tail = word.suffix(count)
        let matches = ending.withUTF8Buffer { buffer in tail.elementsEqual(buffer) }
        return matches ? word.dropLast(count) : nil
    }

    /// A doubled last consonant made single ("spott" → "spot"), except "l", "s" and "z"
    /// ("spell", "miss", "buzz" keep theirs).
    private static func undoubled(_ stem: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard stem.count >= 2 else { return stem }
        let last = stem[stem.endIndex - 1]
        guard last == stem[stem.endIndex - 2], !"aeiouylsz".utf8.contains(last) else { return stem }
        return stem.dropLast()
    }
}
