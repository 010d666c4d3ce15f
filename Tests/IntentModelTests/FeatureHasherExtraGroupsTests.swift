@testable import IntentModel
import Testing

/// The feature groups after the first three: computed only when weighted, with the features
/// their names promise.
@Suite struct FeatureHasherExtraGroupsTests {
    func tokens(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

    @Test func unweightedExtraGroupsAddNoFeatures() {
        let buckets = FeatureHasher().quickBuckets(tokens("when is my next period"))
        #expect(buckets.count == FeatureHasher.Group.allCases.count)
        #expect(buckets.dropFirst(3).allSatisfy { $0.isEmpty })
        #expect(FeatureHasher().features(tokens("when is my next period")) == FeatureHasher(groupWeights: [1, 1, 1, 0, 0, 0, 0]).features(tokens("when is my next period")))
    }

    @Test func eachExtraGroupHashesWhatItsNameSays() {
        let hasher = FeatureHasher(groupWeights: [1, 1, 1, 1, 1, 1, 1])
        let groups = hasher.quickBuckets(tokens("ab cd ef"))
        func sorted(_ kind: String, _ texts: [String]) -> [UInt32] { texts.map { hasher.bucket(kind, $0) }.sorted() }
        #expect(groups[FeatureHasher.Group.skipBigrams.rawValue].sorted() == sorted("k", ["<s> cd", "ab ef", "cd </s>"]))
        #expect(groups[FeatureHasher.Group.stems.rawValue].sorted() == sorted("s", ["ab", "cd", "ef"]))
        #expect(groups[FeatureHasher.Group.firstWordPairs.rawValue].sorted() == sorted("q", ["ab cd", "ab ef"]))
        #expect(groups[FeatureHasher.Group.boundaryCharacters.rawValue].sorted()
                == sorted("x", ["ab ", "b c", " cd", "ab c", "b cd", "ab cd", "cd ", "d e", " ef", "cd e", "d ef", "cd ef"]))
    }

    @Test(arguments: [("aches", "ach"), ("ached", "ach"), ("aching", "ach"), ("ache", "ach"), ("bleeding", "bleed"), ("cramps", "cramp"),
                      ("periods", "period"), ("studies", "study"), ("is", "is"), ("this", "this"), ("bled", "bled"), ("café", "café")])
    func stemsTakeOffCommonEndings(word: String, stem: String) {
        #expect(String(decoding: FeatureHasher.stem(Array(word.utf8)), as: UTF8.self) == stem)
    }
}
