@testable import Assistant
import Content
import Foundation
import Testing

/// The template keys code names (`TemplateKey.logDone`) are generated from
/// `Knowledge/assistant/templates/*.tmpl`: the checked-in file is what the generator makes
/// from today's templates, so a key whose template is removed stops compiling wherever code
/// names it.
@Suite struct TemplateKeyGeneratorTests {
    @Test func theCheckedInKeysAreWhatTheGeneratorMakesFromTodaysTemplates() throws {
        let root = PackageFolder.root
        let checkedIn = try String(contentsOf: root.appending(path: TemplateKeyGenerator.sourcePath), encoding: .utf8)
        #expect(checkedIn == (try TemplateKeyGenerator.source(files: EmbeddedFiles.all)),
                "\(TemplateKeyGenerator.sourcePath) is stale: run `swift run KnowledgeCompiler` and commit it")
    }

    @Test func theGeneratedKeysAreTheKeysOfTheAssistantsTemplates() throws {
        let keys = try TemplateKeyGenerator.keys(files: EmbeddedFiles.all)
        #expect(keys == AssistantFixture.assistant.templates.keys.sorted())
    }

    @Test(arguments: [("log.done", "logDone"), ("guard.medication.library", "guardMedicationLibrary"),
                      ("care.gp-today", "careGpToday"), ("out_of_scope", "outOfScope")])
    func keysAreNamedInLowerCamelCase(key: String, name: String) {
        #expect(TemplateKeyGenerator.memberNames([key]).map(\.name) == [name])
    }

    @Test func aKeyIsNamedAsTheIntentOfTheSameId() {
        #expect(TemplateKeyGenerator.memberNames(["cycle.next_period"]).map(\.name) == [IntentIDGenerator.memberName("cycle.next_period")])
    }

    @Test func keysWhoseNamesCollideAreNumberedInTheirOrder() {
        let names = TemplateKeyGenerator.memberNames(["a.b.c", "a.b_c", "a.b-c", "a.bC2"]).map(\.name)
        #expect(names == ["aBC", "aBC2", "aBC3", "aBC22"])
    }

    @Test func keywordsAreEscapedAndReservedOrDigitLedNamesAreChanged() {
        let names = TemplateKeyGenerator.memberNames(["default", "raw_value", "description", "3.day", "..."]).map(\.name)
        #expect(names == ["`default`", "rawValue2", "description2", "key3Day", "key"])
    }
}
