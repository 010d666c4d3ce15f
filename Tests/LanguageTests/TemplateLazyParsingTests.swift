import CycleCore
import Language
import Testing

/// A library that parses each key on first use renders exactly what one parsed up front
/// renders, and reports the same problems, only later for a broken variant.
@Suite struct TemplateLazyParsingTests {
    static let files = [TemplateLibraryTests.cycleFile, TemplateLibraryTests.moreFile]

    @Test func parsingOnFirstUseGivesTheSameVariantsKeysAndRenders() throws {
        let eager = try TemplateLibrary(files: Self.files)
        let lazy = try TemplateLibrary(parsingOnFirstUse: Self.files)
        #expect(lazy.keys == eager.keys)
        let situations: [[String: String]] = [[:], ["mode": "cycle"], ["mode": "cycle", "phase": "luteal"], ["mode": "pregnancy"], ["phase": "follicular"]]
        for key in eager.keys.sorted() + ["unknown"] {
            for attributes in situations {
                #expect(lazy.variants(for: key, attributes: attributes).map(\.text) == eager.variants(for: key, attributes: attributes).map(\.text))
                for seed in UInt64(0)..<4 {
                    let expected = try? eager.render(key, attributes: attributes, values: TemplateLibraryTests.values, seed: seed)
                    #expect((try? lazy.render(key, attributes: attributes, values: TemplateLibraryTests.values, seed: seed)) == expected)
                }
            }
        }
        #expect(lazy.allTemplates.map(\.text) == eager.allTemplates.map(\.text))
        #expect(lazy.allTemplates.map(\.line) == eager.allTemplates.map(\.line))
        try lazy.checkAll()
    }

    @Test func aBrokenVariantIsReportedWhenItsKeyIsRenderedAndByCheckAll() throws {
        let file = (name: "broken.tmpl", text: "== fine\nFine.\n\n== broken\nOK.\n--\nBad {{#if x}} never closed.\n")
        #expect(throws: TemplateError.self) { try TemplateLibrary(files: [file]) }
        let lazy = try TemplateLibrary(parsingOnFirstUse: [file])
        #expect(try lazy.render("fine", values: [:]) == "Fine.")
        let rendered = #expect(throws: TemplateError.self) { try lazy.render("broken", values: ["x": true]) }
        let checked = #expect(throws: TemplateError.self) { try lazy.checkAll() }
        let eagerError = #expect(throws: TemplateError.self) { try TemplateLibrary(files: [file]) }
        #expect(rendered?.description == eagerError?.description)
        #expect(checked?.description == eagerError?.description)
        #expect(lazy.variants(for: "broken").isEmpty)
    }

    @Test func aStructuralProblemStillStopsLoading() {
        for text in ["text before any key\n== k\nA.", "== k\nA.\n--\n\n--\nB.", "== k\nA.\nwhen: mode=cycle", "== \nA."] {
            let eager = #expect(throws: TemplateError.self) { try TemplateLibrary(files: [(name: "f.tmpl", text: text)]) }
            let lazy = #expect(throws: TemplateError.self) { try TemplateLibrary(parsingOnFirstUse: [(name: "f.tmpl", text: text)]) }
            #expect(lazy?.description == eager?.description, "\(text)")
        }
    }
}
