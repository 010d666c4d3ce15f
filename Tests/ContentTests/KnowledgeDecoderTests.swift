@testable import Content
import JSON
import Foundation
import Testing

@Suite struct KnowledgeDecoderTests {
    static let folder = EmbeddedFilesTests.knowledgeFolder

    struct Poses: Decodable { let poses: [Pose] }
    struct Routines: Decodable { let routines: [Routine] }
    struct Tips: Decodable { let tips: [NutritionTip] }
    struct Nutrients: Decodable { let nutrients: [Nutrient] }
    struct Affirmations: Decodable { let affirmations: [Affirmation] }
    struct Weeks: Decodable { let weeks: [PregnancyWeek] }
    struct Patterns: Decodable { let patterns: [BreathingPattern] }
    struct Items: Decodable { let items: [CareItem] }
    struct Entries: Decodable { let entries: [LexiconEntry] }

    /// Decodes `file` with Foundation's JSONDecoder.
    func foundation<T: Decodable>(_ type: T.Type, _ file: KnowledgeFile) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: Self.folder.appending(path: file.path)))
    }

    @Test func decodesTheRealFilesExactlyAsFoundationDoes() throws {
        let knowledge = try Knowledge.load(from: Self.folder)
        #expect(try foundation(Poses.self, .poses).poses == knowledge.poses)
        #expect(try foundation(Routines.self, .routines).routines == knowledge.routines)
        #expect(try foundation(Tips.self, .nutritionTips).tips == knowledge.nutritionTips)
        #expect(try foundation(Nutrients.self, .nutrients).nutrients == knowledge.nutrients)
        #expect(try foundation(AvoidList.self, .avoid) == knowledge.avoid)
        #expect(try foundation(Affirmations.self, .affirmations).affirmations == knowledge.affirmations)
        #expect(try foundation(Weeks.self, .weeks).weeks == knowledge.pregnancyWeeks.weeks)
        #expect(try foundation(Patterns.self, .breathing).patterns == knowledge.breathingPatterns)
        #expect(try foundation(Items.self, .selfCare).items == knowledge.selfCare)
        #expect(try foundation(Items.self, .conception).items == knowledge.conceptionTips)
        #expect(try foundation(Items.self, .partner).items == knowledge.partnerTips)
        #expect(try foundation(Entries.self, .symptoms).entries == knowledge.symptoms.entries)
        #expect(try foundation(Entries.self, .foods).entries == knowledge.foods.entries)
        #expect(try foundation(Guardrails.self, .guardrails) == knowledge.guardrails)
    }

    struct Sample: Decodable, Equatable {
        let text: String
        let numbers: [Double]
        let count: Int
        let flag: Bool
        let nothing: String?
        let missing: String?
    }

    @Test func escapesUnicodeAndNumbersDecode() throws {
        let json = #"{"text": "a\"b\\c\/d\n\t\u00e9\ud83c\udf38 ½", "numbers": [0, -1.5, 2e3, 1E-2], "count": 42, "flag": true, "nothing": null}"#
        let sample = try JSONDocumentDecoder.decode(Sample.self, from: JSONDocument(Array(json.utf8)))
        #expect(sample == Sample(text: "a\"b\\c/d\n\té🌸 ½", numbers: [0, -1.5, 2000, 0.01], count: 42, flag: true, nothing: nil, missing: nil))
    }

    @Test(arguments: [
        (#"{"a": [1, 2,]}"#, "line 1, column 13: expected a value, found ']'"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", "line 3, column 3: expected ',' or '}', found '\"'"),
        (#"{"a": tru}"#, "line 1, column 7: expected a value, found 't'"),
        (#"{"a": "x"#, "line 1, column 9: text is not closed with '\"'"),
        (#"{"a": 01}"#, "line 1, column 7: a number may not start with 0"),
        (#"{"a": "\q"}"#, #"line 1, column 9: unknown escape \q"#),
        (#"{} {}"#, "line 1, column 4: unexpected text after the end of the JSON value"),
        ("", "line 1, column 1: expected a value, found the end of the file"),
    ])
    func syntaxErrorsNameLineAndColumn(json: String, expected: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONDocument(Array(json.utf8)) }
        do {
            _ = try JSONDocument(Array(json.utf8))
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func errorsCarryTheCodingPath() throws {
        let json = #"{"text": "x", "numbers": [1, "two"], "count": 1, "flag": false}"#
        do {
            _ = try JSONDocumentDecoder.decode(Sample.self, from: JSONDocument(Array(json.utf8)))
            Issue.record("decoded a string as a number")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(KnowledgeProblem.path(context.codingPath) == "numbers[1]")
        }
        do {
            _ = try JSONDocumentDecoder.decode(Sample.self, from: JSONDocument(Array(#"{"text": "x", "numbers": []}"#.utf8)))
        } catch let DecodingError.keyNotFound(key, context) {
            #expect(key.stringValue == "count")
            #expect(context.codingPath.isEmpty)
        }
    }

    @Test func wholeNumbersOnlyDecodeAsIntegers() throws {
        struct Count: Decodable { let count: Int }
        #expect(try JSONDocumentDecoder.decode(Count.self, from: JSONDocument(Array(#"{"count": 3.0}"#.utf8))).count == 3)
        #expect(throws: DecodingError.self) {
            try JSONDocumentDecoder.decode(Count.self, from: JSONDocument(Array(#"{"count": 3.5}"#.utf8)))
        }
    }
}
