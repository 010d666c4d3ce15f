@testable import Assistant
import Content
import CycleCore
import Foundation
import JSON
import Testing

/// `Knowledge/assistant/word-lists.json` holds every list the assistant's rules ask for (each
/// case of `WordList` and `WordGroups`) and no other, each saying what it is for, with no word
/// twice; its groups name things that exist. A list missing from the file fails here, where
/// the assistant would only find no word in it.
@Suite struct WordListsTests {
    static let path = AssistantData.WordListsFile.path

    /// The built-in copy, read as the assistant reads it (failing the test, not giving no lists).
    static func file() throws -> AssistantData.WordListsFile {
        try AssistantData.read(AssistantData.WordListsFile.self, file: path, from: EmbeddedFiles.all)
    }

    @Test(arguments: WordList.allCases)
    func everyListTheCodeAsksForIsInTheFile(list: WordList) throws {
        let words = try #require(try Self.file().words(list.rawValue), "\(Self.path) has no list of words \(list.rawValue)")
        #expect(!words.isEmpty, "\(list.rawValue) is empty")
        #expect(list.words == words, "the assistant reads \(list.rawValue) from the built-in copy")
    }

    @Test(arguments: WordGroups.allCases)
    func everyGroupedListTheCodeAsksForIsInTheFile(list: WordGroups) throws {
        let groups = try #require(try Self.file().groups(list.rawValue), "\(Self.path) has no list of groups \(list.rawValue)")
        #expect(!groups.isEmpty, "\(list.rawValue) is empty")
        #expect(groups.allSatisfy { !$0.id.isEmpty && !$0.words.isEmpty }, "\(list.rawValue) has a group with no id or no words")
        #expect(list.groups.map(\.id) == groups.map(\.id) && list.groups.map(\.words) == groups.map(\.words))
    }

    @Test func everyListInTheFileIsOneTheCodeAsksFor() throws {
        let file = try Self.file()
        let lists = Set(WordList.allCases.map(\.rawValue)), groups = Set(WordGroups.allCases.map(\.rawValue))
        #expect(file.listNames.subtracting(lists).isEmpty, "lists no code asks for (or asks for as groups): \(file.listNames.subtracting(lists).sorted())")
        #expect(file.groupNames.subtracting(groups).isEmpty, "groups no code asks for (or asks for as words): \(file.groupNames.subtracting(groups).sorted())")
    }

    @Test func everyListSaysWhatItIsFor() throws {
        let root = try JSONNode(text: try #require(EmbeddedFiles.all[Self.path]))
        #expect(try !root.required("about").string().isEmpty)
        for (name, list) in try root.required("lists").members() {
            #expect(try !list.required("about").string().isEmpty, "\(name) has an empty about")
        }
    }

    @Test func noListHoldsAWordTwiceOrABlankWord() throws {
        let file = try Self.file()
        let lists = try file.listNames.map { ($0, try #require(try file.words($0))) }
            + file.groupNames.map { ($0, try #require(try file.groups($0)).flatMap(\.words)) }
        for (name, words) in lists {
            #expect(Set(words).count == words.count, "\(name) holds a word twice")
            #expect(words.allSatisfy { !$0.isEmpty && $0.trimmingCharacters(in: .whitespaces) == $0 }, "\(name) holds a blank or padded word")
        }
        for name in file.groupNames {
            let groups = try #require(try file.groups(name))
            #expect(Set(groups.map(\.id)).count == groups.count, "\(name) names a group twice")
        }
    }

    @Test func theGroupsNameWhatTheCodeAndKnowledgeKnow() throws {
        let knowledge = try Knowledge.load()
        // Each fixed phrase's id is an entity kind and an id.
        #expect(MessageAnalyzer.fixedPhrases.count == WordGroups.analyzerFixedPhrases.groups.count)
        // The trimesters by number, the macronutrients a food entry keeps.
        #expect(WordGroups.nutritionTrimesterWords.groups.allSatisfy { Int($0.id).flatMap(Trimester.init(rawValue:)) != nil })
        #expect(WordGroups.foodMacroWords.groups.map(\.id) == ["protein", "carbs", "fat"])
        // Pose tags, symptoms and routines that exist.
        let tags = Set(knowledge.poses.flatMap(\.tags))
        let symptoms = Set(knowledge.symptoms.entries.map(\.id))
        for group in WordGroups.yogaPoseTagForSymptom.groups {
            #expect(tags.contains(group.id), "no pose has the tag \(group.id)")
            #expect(group.words.allSatisfy(symptoms.contains), "\(group.words) are not all symptom ids")
        }
        for group in WordGroups.yogaKeywordTags.groups { #expect(tags.contains(group.id), "no pose has the tag \(group.id)") }
        for group in WordGroups.yogaRoutineWords.groups { #expect(knowledge.routine(id: group.id) != nil, "no routine \(group.id)") }
        // The body parts' symptoms are in the lexicon.
        for group in WordGroups.bodyComplaintsParts.groups { #expect(symptoms.contains(group.id), "no symptom \(group.id)") }
    }

    @Test func aListMissingFromTheFileIsNoWordAndAMalformedFileIsRefused() throws {
        let read = { (text: String) throws -> AssistantData.WordListsFile in
            try AssistantData.read(AssistantData.WordListsFile.self, file: Self.path, from: [Self.path: text])
        }
        let small = try read(#"{"version": 1, "lists": {"a.b": {"about": "x", "words": ["c"]}, "d.e": {"about": "y", "groups": [{"id": "f", "words": ["g"]}]}}}"#)
        #expect(small.listNames == ["a.b"] && small.groupNames == ["d.e"])
        #expect(try small.words("a.b") == ["c"])
        #expect(try small.groups("d.e")?.map(\.id) == ["f"])
        #expect(try small.words(WordList.bareDayFillers.rawValue) == nil)
        #expect(try small.words("d.e") == nil && small.groups("a.b") == nil)
        // The file's shape is checked when it is read…
        for text in [
            #"{"lists": {}}"#,
            #"{"version": 1, "lists": {"a.b": {"words": ["c"]}}}"#,
            #"{"version": 1, "lists": {"a.b": {"about": "x"}}}"#,
            #"{"version": 1, "lists": {"a.b": {"about": "x", "words": ["c"], "groups": []}}}"#,
            #"{"version": 1, "lists": {"a.b": {"about": "x", "words": ["c"]}, "a.b": {"about": "x", "words": ["d"]}}}"#,
            "{ not json",
        ] {
            #expect(throws: AssistantDataError.self, "\(text)") { try read(text) }
        }
        #expect(throws: AssistantDataError.self) { try AssistantData.read(AssistantData.WordListsFile.self, file: Self.path, from: [:]) }
        // …and a list's words when it is asked for.
        let malformed = try read(#"{"version": 1, "lists": {"a.b": {"about": "x", "words": ["c", 1]}, "d.e": {"about": "y", "groups": [{"words": ["g"]}]}}}"#)
        #expect(throws: (any Error).self) { try malformed.words("a.b") }
        #expect(throws: (any Error).self) { try malformed.groups("d.e") }
    }
}
