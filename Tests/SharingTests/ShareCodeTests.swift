import Sharing
import Testing

@Suite struct ShareCodeTests {
    @Test func theAlphabetHas31CharactersWithoutLookAlikes() {
        let alphabet = ShareCode.alphabet
        #expect(alphabet.count == 31)
        #expect(Set(alphabet).count == alphabet.count)
        for ambiguous in "01ILO" { #expect(!alphabet.contains(ambiguous), "\(ambiguous) is easily mistaken") }
        #expect(alphabet.allSatisfy { $0.isASCII && ($0.isNumber || $0.isUppercase) })
        #expect(ShareCode.length == 6)
        #expect(ShareCode.possibleCodes == 887_503_681)  // 31^6
    }

    @Test func generatedCodesAreSixCharactersOfTheAlphabet() {
        let random = SystemRandomSource()
        var seen: Set<String> = []
        for _ in 0..<200 {
            let code = ShareCode.generate(using: random)
            #expect(code.text.count == 6)
            #expect(code.text.allSatisfy { ShareCode.alphabet.contains($0) })
            seen.insert(code.text)
        }
        #expect(seen.count > 190, "fresh codes should almost never repeat")
    }

    @Test func everyCharacterOfTheAlphabetTurnsUp() {
        let random = SeededRandomSource(seed: 3)
        var counts: [Character: Int] = [:]
        for _ in 0..<400 { for character in ShareCode.generate(using: random).text { counts[character, default: 0] += 1 } }
        #expect(Set(counts.keys) == Set(ShareCode.alphabet))
        // 2,400 characters over 31: about 77 each; a biased draw (e.g. byte % 31) would skew the first 8.
        #expect(counts.values.allSatisfy { (40...120).contains($0) }, "\(counts)")
    }

    @Test func theSameSeedGivesTheSameCode() {
        #expect(ShareCode.generate(using: SeededRandomSource(seed: 9)) == ShareCode.generate(using: SeededRandomSource(seed: 9)))
        #expect(ShareCode.generate(using: SeededRandomSource(seed: 9)) != ShareCode.generate(using: SeededRandomSource(seed: 10)))
    }

    @Test(arguments: ["7KQM4X", "7kqm4x", "7KQ-M4X", "7kq m4x", " 7KQ M4X\n", "7-K-Q-M-4-X"])
    func typedCodesForgiveCaseSpacesAndDashes(typed: String) throws {
        #expect(try ShareCode(typed: typed).text == "7KQM4X")
    }

    @Test(arguments: ["", "7KQM4", "7KQM4XY", "7KQM40", "OKQM4X", "7KQMIX", "7KQ_M4X", "7KQM4É"])
    func anythingElseIsNotACode(typed: String) {
        #expect(throws: ShareError.malformedCode) { try ShareCode(typed: typed) }
    }
}
