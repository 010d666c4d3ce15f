@testable import Assistant
@testable import Content
import Foundation
import Testing

/// The checked-in topic index (`Knowledge/topics-index/index.txt`) is what the assistant would
/// build from today's library and normaliser: rebuild it with `swift run TopicIndexer` when a
/// test here fails.
@Suite struct TopicIndexFileTests {
    static let checkedIn = EmbeddedFiles.all[TopicIndex.precomputedPath]

    @Test func theCheckedInIndexIsWhatTheLibraryBuildsToday() throws {
        let text = try #require(Self.checkedIn, "missing \(TopicIndex.precomputedPath): run `swift run TopicIndexer`")
        let built = AssistantFixture.assistant.topicIndexFromLibrary().serialized
        #expect(built == text, "\(TopicIndex.precomputedPath) is stale: run `swift run TopicIndexer` and commit it")
    }

    @Test func readingTheFileGivesTheIndexItWasWrittenFrom() throws {
        let built = AssistantFixture.assistant.topicIndexFromLibrary()
        let read = try TopicIndex(library: built.library, serialized: built.serialized)
        #expect(read.terms == built.terms)
        #expect(read.postingTopic == built.postingTopic)
        #expect(read.serialized == built.serialized)
        for query in ["when shud we dtd when ttc", "brown discharge before my period", "is it normal to have back pain at 30 weeks"] {
            let tokens = AssistantFixture.assistant.analyzer.normalizer.normalize(query).tokens
            let a = read.search(tokens: tokens), b = built.search(tokens: tokens)
            #expect(a.hits.map(\.topic.id) == b.hits.map(\.topic.id), "\(query)")
            #expect(a.hits.map(\.score) == b.hits.map(\.score), "\(query)")
            #expect(a.terms == b.terms, "\(query)")
        }
    }

    @Test func theAssistantUsesTheCheckedInIndexForTheShippedLibrary() throws {
        let assistant = AssistantFixture.assistant
        let text = try #require(Self.checkedIn)
        // The shipped library's fingerprint is the file's, so the retriever reads the file.
        #expect(text.contains("library \(TopicIndex.fingerprint(assistant.knowledge.topics))\n"))
        _ = try TopicIndex(library: assistant.knowledge.topics, serialized: text)
        #expect(assistant.topics.index.serialized == text)
    }

    @Test func anotherLibraryIsIndexedAtRunTimeInstead() throws {
        // The development topics change the library: the file is refused and the index built.
        let text = try #require(Self.checkedIn)
        let library = TopicFixture.assistant.knowledge.topics
        #expect(throws: TopicIndexFileError.otherLibrary) { try TopicIndex(library: library, serialized: text) }
        let index = TopicFixture.assistant.topics.index
        let devTopic = try #require(library.topics.firstIndex { $0.id.hasPrefix("dev-") })
        #expect(index.postingTopic.contains(Int32(devTopic)), "the development topics are indexed")
    }

    @Test func aDamagedFileNamesTheLineAndHowToFixIt() throws {
        let text = try #require(Self.checkedIn)
        let library = AssistantFixture.assistant.knowledge.topics
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let termsLine = try #require(lines.firstIndex { $0.hasPrefix("terms ") })
        lines[termsLine + 2] = lines[termsLine + 2].replacingOccurrences(of: ":", with: ";")
        do {
            _ = try TopicIndex(library: library, serialized: lines.joined(separator: "\n"))
            Issue.record("a damaged index was read")
        } catch {
            #expect(error == .malformed(line: termsLine + 3, problem: "expected ':'"))
            #expect(error.description.contains("swift run TopicIndexer"))
        }
    }
}
