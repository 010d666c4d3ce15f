import JSON
import Testing

/// `JSONDocumentDecoder`: `Decodable` models read from a parsed document, and when the text
/// does not fit the model, Foundation's `DecodingError`s with the coding path and a sentence
/// that says what was expected and what was found.
@Suite struct JSONDocumentDecoderTests {
    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDocumentDecoder.decode(T.self, from: JSONDocument(Array(text.utf8)))
    }

    /// The error's coding path as text (`people.1.name`) and its debug description.
    static func context(_ error: (any Error)?) -> (path: String, description: String)? {
        let context: DecodingError.Context
        switch error as? DecodingError {
        case let .typeMismatch(_, found)?, let .valueNotFound(_, found)?, let .keyNotFound(_, found)?, let .dataCorrupted(found)?:
            context = found
        default:
            return nil
        }
        return (context.codingPath.map(\.stringValue).joined(separator: "."), context.debugDescription)
    }

    enum Mood: String, Decodable { case calm, tired }

    struct Person: Decodable, Equatable {
        let name: String
        let age: Int
        let height: Double
        let active: Bool
        let nickname: String?
        let moods: [Mood]
        let scores: [String: Int]
        let home: Place?
    }

    struct Place: Decodable, Equatable { let city: String; let floor: Int8 }

    struct People: Decodable, Equatable { let people: [Person] }

    @Test func aModelIsReadWithEveryKindOfMember() throws {
        let text = #"""
        {"name": "Ana", "age": 34, "height": 1.68, "active": true, "nickname": "A",
         "moods": ["calm", "tired"], "scores": {"sleep": 80, "strain": 12}, "home": {"city": "Porto", "floor": -1}}
        """#
        #expect(try Self.decode(Person.self, text) == Person(name: "Ana", age: 34, height: 1.68, active: true, nickname: "A",
                                                               moods: [.calm, .tired], scores: ["sleep": 80, "strain": 12],
                                                               home: Place(city: "Porto", floor: -1)))
    }

    @Test func anOptionalMemberMayBeMissingOrNull() throws {
        let missing = try Self.decode(Person.self, #"{"name": "B", "age": 1, "height": 2, "active": false, "moods": [], "scores": {}}"#)
        #expect(missing.nickname == nil && missing.home == nil)
        let null = try Self.decode(Person.self, #"{"name": "B", "age": 1, "height": 2, "active": false, "nickname": null, "moods": [], "scores": {}, "home": null}"#)
        #expect(null == missing)
        #expect(missing.height == 2, "a whole number is read as a double")
    }

    @Test func membersAreFoundInAnyOrderAndUnknownOnesAreIgnored() throws {
        let text = #"""
        {"people": [
          {"extra": [1, {"x": 2}], "scores": {}, "moods": [], "active": true, "height": 1.5, "age": 2, "name": "C"},
          {"name": "D", "age": 3, "height": 1.6, "active": false, "moods": ["tired"], "scores": {"a": 1}},
          {"scores": {}, "name": "E", "moods": [], "age": 4, "active": true, "height": 1.7, "home": {"floor": 2, "city": "Faro"}}
        ]}
        """#
        let people = try Self.decode(People.self, text).people
        #expect(people.map(\.name) == ["C", "D", "E"])
        #expect(people.map(\.age) == [2, 3, 4])
        #expect(people[2].home == Place(city: "Faro", floor: 2))
    }

    @Test func aKeyWrittenWithEscapesIsTheSameKey() throws {
        #expect(try Self.decode(Place.self, #"{"c\u0069ty": "Braga", "fl\u006For": 0}"#) == Place(city: "Braga", floor: 0))
    }

    @Test func arraysOfOptionalsKeepTheirNulls() throws {
        #expect(try Self.decode([Int?].self, "[1, null, 3]") == [1, nil, 3])
        #expect(try Self.decode([[String]].self, #"[["a"], [], ["b", "c"]]"#) == [["a"], [], ["b", "c"]])
        #expect(try Self.decode(Int?.self, "null") == nil)
    }

    @Test func aMissingKeyIsNamedWithThePathToItsObject() {
        let error = #expect(throws: DecodingError.self) {
            try Self.decode(People.self, #"{"people": [{"name": "x", "age": 1, "height": 1, "active": true, "moods": [], "scores": {}}, {"name": "y"}]}"#)
        }
        guard case let .keyNotFound(key, _)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(key.stringValue == "age")
        #expect(Self.context(error)?.path == "people.1")
        #expect(Self.context(error)?.description == "No value for key 'age'.")
    }

    @Test(arguments: [
        (#"{"city": 3, "floor": 1}"#, "city", "Expected to decode String but found number instead."),
        (#"{"city": "a", "floor": "1"}"#, "floor", "Expected to decode Int8 but found string instead."),
        (#"{"city": ["a"], "floor": 1}"#, "city", "Expected to decode String but found array instead."),
        (#"{"city": {}, "floor": 1}"#, "city", "Expected to decode String but found dictionary instead."),
        (#"{"city": "a", "floor": true}"#, "floor", "Expected to decode Int8 but found bool instead."),
    ])
    func aMemberOfTheWrongTypeIsATypeMismatchSayingWhatWasFound(_ text: String, _ path: String, _ description: String) {
        let error = #expect(throws: DecodingError.self) { try Self.decode(Place.self, text) }
        guard case .typeMismatch? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(Self.context(error)?.path == path)
        #expect(Self.context(error)?.description == description)
    }

    @Test func aContainerOfTheWrongKindSaysWhichKindWasExpected() {
        let object = #expect(throws: DecodingError.self) { try Self.decode(Place.self, "[1]") }
        #expect(Self.context(object)?.description == "Expected to decode object but found array instead.")
        let array = #expect(throws: DecodingError.self) { try Self.decode([Int].self, #"{"a": 1}"#) }
        #expect(Self.context(array)?.description == "Expected to decode array but found dictionary instead.")
        let deep = #expect(throws: DecodingError.self) {
            try Self.decode(People.self, #"{"people": [{"name": "x", "age": 1, "height": 1, "active": true, "moods": "calm", "scores": {}}]}"#)
        }
        #expect(Self.context(deep)?.path == "people.0.moods")
    }

    @Test func nullWhereAValueIsRequiredIsAValueNotFound() {
        let member = #expect(throws: DecodingError.self) { try Self.decode(Place.self, #"{"city": null, "floor": 1}"#) }
        guard case .valueNotFound? = member else { Issue.record("got \(String(describing: member))"); return }
        #expect(Self.context(member)?.path == "city")
        #expect(Self.context(member)?.description == "Expected String but found null instead.")
        let container = #expect(throws: DecodingError.self) { try Self.decode(People.self, #"{"people": null}"#) }
        guard case .valueNotFound? = container else { Issue.record("got \(String(describing: container))"); return }
        #expect(Self.context(container)?.description == "Expected array but found null instead.")
        let element = #expect(throws: DecodingError.self) { try Self.decode([Int].self, "[1, null]") }
        #expect(Self.context(element)?.path == "1")
    }

    @Test func anOptionalOfTheWrongTypeIsStillAnError() {
        let error = #expect(throws: DecodingError.self) {
            try Self.decode(Person.self, #"{"name": "B", "age": 1, "height": 2, "active": false, "nickname": 7, "moods": [], "scores": {}}"#)
        }
        #expect(Self.context(error)?.path == "nickname")
    }

    @Test func aRawValueThatIsNoCaseIsRefused() {
        #expect(throws: DecodingError.self) { try Self.decode([Mood].self, #"["calm", "angry"]"#) }
    }

    /// Reads `[name, [x, y], {"z": z}]` through nested and unkeyed containers, as hand-written
    /// `init(from:)` implementations do.
    struct Triple: Decodable, Equatable {
        let name: String
        let point: [Double]
        let z: UInt16

        enum Keys: String, CodingKey { case z }

        init(name: String, point: [Double], z: UInt16) {
            self.name = name
            self.point = point
            self.z = z
        }

        init(from decoder: any Decoder) throws {
            var outer = try decoder.unkeyedContainer()
            name = try outer.decode(String.self)
            var inner = try outer.nestedUnkeyedContainer()
            point = [try inner.decode(Double.self), try inner.decode(Double.self)]
            z = try outer.nestedContainer(keyedBy: Keys.self).decode(UInt16.self, forKey: .z)
        }
    }

    @Test func handWrittenDecodersReadThroughNestedContainers() throws {
        #expect(try Self.decode(Triple.self, #"["p", [1.5, -2], {"z": 65535}]"#) == Triple(name: "p", point: [1.5, -2], z: 65535))
    }

    @Test func readingPastTheEndOfAnArrayIsAValueNotFound() {
        let error = #expect(throws: DecodingError.self) { try Self.decode(Triple.self, #"["p", [1.5]]"#) }
        guard case .valueNotFound? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(Self.context(error)?.path == "1.1")
        #expect(Self.context(error)?.description == "Unkeyed container is at end.")
    }

    @Test func theCountAndTheKeysOfAContainerAreWhatTheFileHolds() throws {
        struct Probe: Decodable {
            let keys: [String]
            let count: Int?
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                keys = container.allKeys.map(\.stringValue)
                count = try container.nestedUnkeyedContainer(forKey: AnyCodingKey("list")).count
            }
        }
        let probe = try Self.decode(Probe.self, #"{"b": 1, "list": [1, 2, 3], "a": null}"#)
        #expect(probe.keys == ["b", "list", "a"])
        #expect(probe.count == 3)
    }

    @Test func aDictionaryIsReadFromAnObject() throws {
        #expect(try Self.decode([String: [Int]].self, #"{"a": [1], "b": []}"#) == ["a": [1], "b": []])
    }
}
