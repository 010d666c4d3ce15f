import Foundation
@testable import Language
import Testing

/// The spelling corrector's deletion index (sorted hashed keys) finds exactly the words the
/// dictionary of deletion strings it replaced finds, on Bloom's own vocabulary.
@Suite struct DeletionIndexTests {
    /// The words the assistant corrects toward, as compiled into its analyser tables.
    static let shippedVocabulary: Set<String> = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Knowledge/assistant/analyzer-tables.txt")
        let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("words ") }), let count = Int(lines[header].dropFirst(6)) else { return [] }
        return Set(lines[(header + 1)...].prefix(count))
    }()

    @Test func theShippedVocabularyIsRead() {
        #expect(Self.shippedVocabulary.count > 5_000)
    }

    @Test func everyDeletionOfEveryKnownWordFindsTheSameWords() {
        let index = DeletionIndex(vocabulary: Self.shippedVocabulary)
        let reference = index.referenceDeletions()
        #expect(reference.count > 20_000)
        var differing: [String] = []
        for (text, words) in reference where index.words(deletingTo: text) != words { differing.append(text) }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    @Test func textsThatAreNoDeletionFindNothing() {
        let index = DeletionIndex(vocabulary: Self.shippedVocabulary)
        let reference = index.referenceDeletions()
        // Second deletions, the known words themselves and typos: mostly not keys at all.
        var texts: Set<String> = []
        for word in Self.shippedVocabulary.sorted().prefix(800) {
            texts.insert(word)
            texts.insert(word + "x")
            for deletion in SpellingCorrector.oneDeletions(of: word) { texts.formUnion(SpellingCorrector.oneDeletions(of: deletion)) }
        }
        var differing: [String] = []
        for text in texts where index.words(deletingTo: text) != (reference[text] ?? []) { differing.append(text) }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(texts.contains { reference[$0] == nil })
    }

    @Test func wordsWithRepeatedLettersAndAccentsAreFoundOnce() {
        let index = DeletionIndex(vocabulary: ["aabb", "abab", "naïve", "crème", "xy", "periods"])
        #expect(index.words(deletingTo: "abb") == ["aabb", "abab"])
        #expect(index.words(deletingTo: "aab") == ["aabb", "abab"])
        #expect(index.words(deletingTo: "nave") == ["naïve"])
        #expect(index.words(deletingTo: "crme") == ["crème"])
        #expect(index.words(deletingTo: "x") == [])
        #expect(index.words(deletingTo: "period") == ["periods"])
        #expect(index.words(deletingTo: "perid") == [])
        for text in ["abb", "aab", "bab", "nave", "naïv", "crme", "rème", "period", "perids", ""] {
            #expect(index.words(deletingTo: text) == (index.referenceDeletions()[text] ?? []), "\(text)")
        }
    }

    @Test func onlyTheWordOfWhichTheTextIsADeletionIsKept() {
        #expect(DeletionIndex.deleting(oneFrom: "period", leaves: "perod"))
        #expect(DeletionIndex.deleting(oneFrom: "period", leaves: "eriod"))
        #expect(DeletionIndex.deleting(oneFrom: "period", leaves: "perio"))
        #expect(!DeletionIndex.deleting(oneFrom: "period", leaves: "perdo"))
        #expect(!DeletionIndex.deleting(oneFrom: "period", leaves: "period"))
        #expect(!DeletionIndex.deleting(oneFrom: "period", leaves: "pero"))
        #expect(DeletionIndex.deleting(oneFrom: "naïve", leaves: "nave"))
        #expect(!DeletionIndex.deleting(oneFrom: "naïve", leaves: "naive"))
    }
}

/// The index's radix sort orders keys as the standard sort does.
@Suite struct DeletionIndexSortTests {
    @Test func keysAreSortedAsTheStandardSortSortsThem() {
        for count in [0, 1, 2, 63, 64, 65, 1_000, 50_000] {
            // Spread over all 64 bits by a multiplicative hash (deterministic, no generator).
            var keys = (0..<count).map { (UInt64($0) &+ 1) &* 0x9E37_79B9_7F4A_7C15 }
            // Repeats, and keys equal but for their low or high bits.
            if count > 10 { keys[3] = keys[5]; keys[7] = keys[8] ^ 1; keys[9] = keys[8] ^ (1 << 63) }
            var sorted = keys
            DeletionIndex.sort(&sorted)
            #expect(sorted == keys.sorted(), "\(count) keys")
        }
    }
}
