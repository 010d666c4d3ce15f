import JSON
import Testing

/// `JSONNode`: a document's values read by hand (the assistant's start-up files), with the
/// same errors, coding paths and messages the decoder gives for the equivalent model.
@Suite struct JSONNodeTests {
    static let text = #"""
    {"id": "guard.crisis", "weight": 0.75, "active": true, "order": 3, "words": ["help", "now"],
     "labels": {"en": "Crisis", "pt": "Crise"}, "note": null,
     "rules": [{"when": ["a"]}, {"when": ["b", "c"], "level": 2}]}
    """#

    static func root() throws -> JSONNode { try JSONNode(text: text) }

    @Test func membersAndElementsAreReadByName() throws {
        let root = try Self.root()
        #expect(try root.required("id").string() == "guard.crisis")
        #expect(try root.required("weight").double() == 0.75)
        #expect(try root.required("active").bool())
        #expect(try root.required("order").int() == 3)
        #expect(try root.required("words").strings() == ["help", "now"])
        #expect(try root.required("labels").stringDictionary() == ["en": "Crisis", "pt": "Crise"])
        let rules = try root.required("rules").elements()
        #expect(rules.count == 2)
        #expect(try rules[1].required("when").strings() == ["b", "c"])
        #expect(try rules[1].optional("level")?.int() == 2)
        #expect(try rules[0].optional("level") == nil)
    }

    @Test func anAbsentMemberIsNilAndANullOneIsNilWhenOptional() throws {
        let root = try Self.root()
        #expect(try root.member("missing") == nil)
        #expect(try root.member("note")?.isNull == true)
        #expect(try root.optional("note") == nil)
        #expect(try root.optional("missing") == nil)
    }

    @Test func membersComeInFileOrder() throws {
        let keys = try Self.root().members().map(\.key)
        #expect(keys == ["id", "weight", "active", "order", "words", "labels", "note", "rules"])
    }

    @Test func aKeyWrittenWithEscapesIsFound() throws {
        let node = try JSONNode(text: #"{"l\u0061bel": "x"}"#)
        #expect(try node.required("label").string() == "x")
        #expect(try node.members().map(\.key) == ["label"])
    }

    @Test func inAStringDictionaryTheLaterOfTwoEqualKeysWins() throws {
        #expect(try JSONNode(text: #"{"a": "1", "b": "2", "a": "3"}"#).stringDictionary() == ["a": "3", "b": "2"])
    }

    @Test func aMissingRequiredMemberNamesTheKeyAndWhereItWasLookedFor() throws {
        let error = #expect(throws: DecodingError.self) { try Self.root().required("rules").elements()[0].required("level") }
        guard case let .keyNotFound(key, context)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(key.stringValue == "level")
        #expect(context.codingPath.map(\.stringValue) == ["rules", "0"])
        #expect(context.debugDescription == "No value for key 'level'.")
    }

    @Test func aValueOfTheWrongKindIsTheDecodersTypeMismatch() throws {
        let root = try Self.root()
        let error = #expect(throws: DecodingError.self) { try root.required("words").elements()[1].int() }
        guard case let .typeMismatch(_, context)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(context.codingPath.map(\.stringValue) == ["words", "1"])
        #expect(context.debugDescription == "Expected to decode Int but found string instead.")
        let object = #expect(throws: DecodingError.self) { try root.required("words").member("x") }
        guard case let .typeMismatch(_, objectContext)? = object else { Issue.record("got \(String(describing: object))"); return }
        #expect(objectContext.debugDescription == "Expected to decode object but found array instead.")
        #expect(throws: DecodingError.self) { try root.required("labels").elements() }
        #expect(throws: DecodingError.self) { try root.required("note").string() }
    }

    @Test func theNodeAndTheDecoderGiveTheSameErrorForTheSameMistake() throws {
        struct Rule: Decodable { let when: [String]; let level: Int? }
        struct File: Decodable { let rules: [Rule] }
        let text = #"{"rules": [{"when": ["a"]}, {"when": ["b"], "level": "high"}]}"#
        let decoded = #expect(throws: DecodingError.self) { try JSONReader.decode(File.self, from: text) }
        let read = #expect(throws: DecodingError.self) { try JSONNode(text: text).required("rules").elements()[1].optional("level")?.int() }
        #expect(String(describing: decoded) == String(describing: read))
    }

    @Test func anyValueCanStillBeDecodedTheGenericWay() throws {
        struct Rule: Decodable, Equatable { let when: [String]; let level: Int? }
        let rules = try Self.root().required("rules").decode([Rule].self)
        #expect(rules == [Rule(when: ["a"], level: nil), Rule(when: ["b", "c"], level: 2)])
    }

    @Test func textThatIsNotJSONIsASyntaxError() {
        #expect(throws: JSONSyntaxError(line: 1, column: 9, message: "expected a key in double quotes, found '}'")) { try JSONNode(text: #"{"a": 1,}"#) }
    }
}
