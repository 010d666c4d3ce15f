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
        #expect(text.contains("library \(TopicIndex.fingerprintText(assistant.knowledge.topics.sourceFingerprint))\n"))
        #expect(assistant.knowledge.topics.sourceFingerprint == assistant.knowledge.topicsFingerprint)
        _ = try TopicIndex(library: assistant.knowledge.topics, serialized: text)
        #expect(assistant.topics.index.serialized == text)
    }

    @Test func anotherLibraryIsIndexedAtRunTimeInstead() throws {
        // The development topics change the library: the file is refused and the index built.
        let text = try #require(Self.checkedIn)
        let library = TopicFixture.assistant.knowledge.topics
        #expect(throws: TopicIndexFileError.otherLibrary) { try TopicIndex(library: library, serialized: text) }
        #expect(throws: TopicIndexFileError.otherLibrary) { try TopicIndex(knowledge: TopicFixture.assistant.knowledge, serialized: text) }
        let index = TopicFixture.assistant.topics.index
        let devTopic = try #require(library.topics.firstIndex { $0.id.hasPrefix("dev-") })
        #expect(index.postingTopic.contains(Int32(devTopic)), "the development topics are indexed")
    }

    @Test func aQuestionDecodesOnlyTheAreasOfTheTopicsItFinds() throws {
        let text = try #require(Self.checkedIn)
        let knowledge = Knowledge.decodingOnFirstUse(files: EmbeddedFiles.all, name: "a lazily read copy")
        let read = try TopicIndex(knowledge: knowledge, serialized: text)
        #expect(read.library.decodedAreaCount == 0, "reading the index decodes no topic file")
        let built = AssistantFixture.assistant.topicIndexFromLibrary()
        let normalizer = AssistantFixture.assistant.analyzer.normalizer
        let a = read.search(tokens: normalizer.normalize("is brown discharge before my period normal").tokens)
        let b = built.search(tokens: normalizer.normalize("is brown discharge before my period normal").tokens)
        #expect(!a.hits.isEmpty)
        #expect(a.hits.map(\.topic) == b.hits.map(\.topic))
        #expect(a.hits.map(\.score) == b.hits.map(\.score))
        let areas = Set(a.hits.map { read.library.areaByID[$0.topic.id] ?? "" })
        #expect(read.library.decodedAreaCount == areas.count, "only the areas of the hits are decoded")
        #expect(read.library.decodedAreaCount < read.library.areas.count)
        // The file's summary of each topic is the library's, and every topic decodes as it.
        #expect(read.library.entries.map(\.id) == built.library.entries.map(\.id))
        #expect(read.library.entries.map(\.title) == built.library.entries.map(\.title))
        #expect(read.library.entries.map { Set($0.modes) } == built.library.entries.map { Set($0.modes) })
        #expect(read.library.areaByID == built.library.areaByID)
        #expect(read.library.stopWords == built.library.stopWords)
        #expect(read.library.synonyms == built.library.synonyms)
        #expect(read.library.topics == built.library.topics)
        #expect(read.serialized == text)
    }

    @Test func aCopyDecodedUpFrontReadsTheFileWithItsOwnTopics() throws {
        let text = try #require(Self.checkedIn)
        let knowledge = try Knowledge(files: EmbeddedFiles.all, name: "a decoded copy")
        let read = try TopicIndex(knowledge: knowledge, serialized: text)
        #expect(read.library.decodedAreaCount == read.library.areas.count)
        #expect(read.serialized == text)
    }

    @Test func anEditedTopicFileIsNotReadWithTheCompiledIndex() throws {
        let text = try #require(Self.checkedIn)
        let path = "topics/bleeding.json"
        let original = try #require(EmbeddedFiles.all[path])
        // A changed answer, and a change the index does not read (a source), both make the file stale.
        for edited in [original.replacingOccurrences(of: "\"answer\": \"", with: "\"answer\": \"Edited. "),
                       original.replacingOccurrences(of: "\"sources\": [", with: "\"sources\": [\"NHS: Edited\", ")] {
            #expect(edited != original)
            var files = EmbeddedFiles.all
            files[path] = edited
            let lazy = Knowledge.decodingOnFirstUse(files: files, name: "an edited copy")
            #expect(throws: TopicIndexFileError.otherLibrary) { try TopicIndex(knowledge: lazy, serialized: text) }
            let decoded = try Knowledge(files: files, name: "an edited copy")
            #expect(throws: TopicIndexFileError.otherLibrary) { try TopicIndex(knowledge: decoded, serialized: text) }
            #expect(throws: TopicIndexFileError.otherLibrary) { try TopicIndex(library: decoded.topics, serialized: text) }
        }
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
