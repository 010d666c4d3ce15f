import CycleCore
import JSON

// Topic files read directly from the parsed JSON (`JSONNode`), without `Codable`'s generic
// machinery: the first topic question of a `bloom ask` decodes every topic file, and the
// generic path spent most of its time resolving types. Errors are the `DecodingError`s the
// synthesized `Decodable` conformances throw (same keys read in the same order).

extension Topic {
    /// Reads one topic object.
    init(json: JSONNode) throws {
        self.init(
            id: try json.required("id").string(),
            title: try json.required("title").string(),
            questions: try json.required("questions").strings(),
            answer: try json.required("answer").string(),
            personal: try json.optional("personal")?.vocabularyWord(TopicPersonal.self),
            getHelp: try json.optional("getHelp").map { help in
                TopicHelp(level: try help.required("level").vocabularyWord(CareLevel.self), when: try help.required("when").string())
            },
            related: try json.required("related").strings(),
            modes: try json.required("modes").elements().map { try $0.vocabularyWord(Mode.self) },
            sources: try json.required("sources").strings()
        )
    }
}

extension TopicDocument {
    /// Reads a topic file (`topics/<area>.json`).
    init(json: JSONNode) throws {
        version = try json.required("version").int()
        area = try json.required("area").string()
        topics = try json.required("topics").elements().map(Topic.init(json:))
    }
}

extension TopicWordsDocument {
    /// Reads `topics/synonyms.json`.
    init(json: JSONNode) throws {
        version = try json.required("version").int()
        synonyms = try json.required("synonyms").stringDictionary()
        stopWords = try json.required("stopWords").strings()
    }
}

extension JSONNode {
    /// One word of a string-valued vocabulary, read directly; a word that is not one goes
    /// through `Decodable` for its error message (which lists the valid words).
    func vocabularyWord<T: RawRepresentable & Decodable>(_ type: T.Type) throws -> T where T.RawValue == String {
        if let value = T(rawValue: try string()) { return value }
        return try decode(T.self)
    }
}
