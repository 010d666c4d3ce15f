/// English plurals made singular by their endings, so that a reader matches "cramps" with
/// "cramp": "berries" → "berry", "watches" → "watch", "poses" → "pose".
///
/// Words ending in "ss", "us" or "is" ("glass", "virus", "pelvis") are left as they are, and
/// so are words of three letters or fewer ("bus", "yes"). A plural in "ies" of five letters or
/// more ends in "y"; one whose ending is among `esEndings` loses its "es" ("watches" → "watch");
/// any other loses its "s" ("sizes" → "size", "pies" → "pie").
///
/// Readers differ in which endings lose "es" (search takes "tomatoes" to "tomato", the
/// assistant's patterns to "tomatoe", which their own texts match alike), so each says its own;
/// what each reader has always given is what it still gives.
package struct Singular: Sendable {
    /// The plural endings whose "es" is taken off, not only their "s".
    package struct ESEndings: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// "glasses" → "glass".
        package static let sses = ESEndings(rawValue: 1 << 0)
        /// "watches" → "watch".
        package static let ches = ESEndings(rawValue: 1 << 1)
        /// "washes" → "wash".
        package static let shes = ESEndings(rawValue: 1 << 2)
        /// "boxes" → "box".
        package static let xes = ESEndings(rawValue: 1 << 3)
        /// "sizes" → "siz" (so "quizzes" → "quizz"), where `zzes` alone keeps "size".
        package static let zes = ESEndings(rawValue: 1 << 4)
        /// "quizzes" → "quizz".
        package static let zzes = ESEndings(rawValue: 1 << 5)
        /// "tomatoes" → "tomato" (and "shoes" → "sho").
        package static let oes = ESEndings(rawValue: 1 << 6)
    }

    /// The endings whose "es" is taken off.
    package let esEndings: ESEndings
    /// Whether a word with anything but letters in it is left as it is ("x2s").
    package let lettersOnly: Bool
    /// Whether a word of three letters or fewer loses "es" too ("xes" → "x"): the quantity
    /// reader's rule. Otherwise such a word is always left as it is.
    package let shortWordsLoseES: Bool

    /// - Parameters:
    ///   - esEndings: the endings whose "es" is taken off.
    ///   - lettersOnly: leave words with anything but letters in them as they are.
    ///   - shortWordsLoseES: take "es" off words of three letters or fewer too.
    package init(esEndings: ESEndings, lettersOnly: Bool = false, shortWordsLoseES: Bool = false) {
        self.esEndings = esEndings
        self.lettersOnly = lettersOnly
        self.shortWordsLoseES = shortWordsLoseES
    }

    /// `word` made singular, its length counted in `Character`s. An ASCII word is read byte by
    /// byte (the same rules, far quicker than comparing `Character`s), and a word that stays
    /// as it is is returned without a copy.
    package func of(_ word: String) -> String {
        let read = word.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            // A carriage return joins the line feed after it into one character: not read here.
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
            if lettersOnly, !bytes.allSatisfy(Singular.isASCIILetter) { return word }
            guard let kept = kept(of: bytes, { $0 }) else { return word }
            let stem = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<kept.count]), as: UTF8.self)
            return kept.addsY ? stem + "y" : stem
        }
        if let read, let read { return read }
        // Not ASCII (or not in one buffer): the same rules, by `Character`.
        guard word.utf8.last == UInt8(ascii: "s") else { return word }
        if lettersOnly, !word.allSatisfy(\.isLetter) { return word }
        let characters = Array(word)
        guard let kept = kept(of: characters, { Character(Unicode.Scalar($0)) }) else { return word }
        let stem = String(characters[..<kept.count])
        return kept.addsY ? stem + "y" : stem
    }

    /// The UTF-8 `word` made singular, its length counted in bytes (for text already folded
    /// to bytes, such as search's); with `lettersOnly`, ASCII letters are the only letters.
    package func of(bytes word: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        if lettersOnly, !word.allSatisfy(Singular.isASCIILetter) { return word }
        guard let kept = kept(of: word, { $0 }) else { return word }
        let stem = word.prefix(kept.count)
        return kept.addsY ? stem + [UInt8(ascii: "y")] : stem
    }

    /// How many of `word`'s letters its singular keeps, and whether a "y" follows them; nil
    /// when the word is left as it is. `letter` is the letter an ASCII byte stands for.
    private func kept<Word: BidirectionalCollection>(
        of word: Word, _ letter: (UInt8) -> Word.Element
    ) -> (count: Int, addsY: Bool)? where Word.Element: Equatable {
        let count = word.count
        guard word.last == letter(UInt8(ascii: "s")) else { return nil }
        func ends(_ suffix: StaticString) -> Bool {
            let size = suffix.utf8CodeUnitCount
            guard count >= size else { return false }
            return suffix.withUTF8Buffer { word.suffix(size).elementsEqual($0.lazy.map(letter)) }
        }
        if shortWordsLoseES, losesES(ends) { return (count - 2, false) }
        guard count > 3 else { return nil }
        if ends("ss") || ends("us") || ends("is") { return nil }
        if count > 4, ends("ies") { return (count - 3, true) }
        if losesES(ends) { return (count - 2, false) }
        return (count - 1, false)
    }

    /// Whether the word (as `ends` reads it) ends in one of `esEndings`.
    private func losesES(_ ends: (StaticString) -> Bool) -> Bool {
        (esEndings.contains(.sses) && ends("sses")) || (esEndings.contains(.ches) && ends("ches"))
            || (esEndings.contains(.shes) && ends("shes")) || (esEndings.contains(.xes) && ends("xes"))
            || (esEndings.contains(.zes) && ends("zes")) || (esEndings.contains(.zzes) && ends("zzes"))
            || (esEndings.contains(.oes) && ends("oes"))
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}
