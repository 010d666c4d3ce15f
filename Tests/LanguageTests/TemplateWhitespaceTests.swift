import Language
import Testing

@Suite struct TemplateWhitespaceTests {
    private func render(_ text: String, _ values: TemplateContext = [:]) throws -> String {
        try Template(text).render(values)
    }

    @Test(arguments: [(true, "A\nB\nC"), (false, "A\nC")])
    func aBlockTagAloneOnItsLineLeavesNoLineBehind(shown: Bool, expected: String) throws {
        let text = """
        A
        {{#if x}}
        B
        {{/if}}
        C
        """
        #expect(try render(text, ["x": .bool(shown)]) == expected)
    }

    @Test func indentedBlockTagsAreStandaloneToo() throws {
        let text = "A\n  {{#if x}}\n  B\n  {{/if}}\nC"
        #expect(try render(text, ["x": true]) == "A\n  B\nC")
    }

    @Test(arguments: [(true, "A\nB"), (false, "A")])
    func aConditionalLastLineLeavesNoTrailingLineBreak(shown: Bool, expected: String) throws {
        #expect(try render("A\n{{#if x}}\nB\n{{/if}}", ["x": .bool(shown)]) == expected)
    }

    @Test(arguments: [(true, "B\nC"), (false, "C")])
    func aConditionalFirstLineLeavesNoLeadingLineBreak(shown: Bool, expected: String) throws {
        #expect(try render("{{#if x}}B{{/if}}\nC", ["x": .bool(shown)]) == expected)
    }

    @Test func eachOnItsOwnLinesMakesOneLinePerItem() throws {
        let text = """
        Try these:
        {{#each tips as tip}}
        - {{tip}}
        {{/each}}
        That's all.
        """
        #expect(try render(text, ["tips": ["Rest", "Walk"]]) == "Try these:\n- Rest\n- Walk\nThat's all.")
    }

    @Test func severalBlockTagsOnALineAreStandalone() throws {
        let text = "A\n{{#each xs as x}} {{#if x}}\n{{x}}\n{{/if}}{{/each}}\nB"
        #expect(try render(text, ["xs": [1, 0, 2]]) == "A\n1\n2\nB")
    }

    @Test func blockTagsAmongTextStayInline() throws {
        #expect(try render("Rest {{#if tired}}a lot {{/if}}today.", ["tired": true]) == "Rest a lot today.")
        #expect(try render("Rest {{#if tired}}a lot {{/if}}today.", ["tired": false]) == "Rest today.")
    }

    @Test func aValueTagAloneOnItsLineKeepsTheLine() throws {
        #expect(try render("A\n{{b}}\nC", ["b": "B"]) == "A\nB\nC")
    }

    @Test func blankLinesBetweenParagraphsAreKept() throws {
        #expect(try render("\n\nFirst.\n\nSecond.\n\n") == "First.\n\nSecond.")
    }

    @Test func tildesTrimTheWhitespaceNextToATag() throws {
        #expect(try render("A   {{~b~}}   C", ["b": "B"]) == "ABC")
        #expect(try render("A \n {{~b}} C", ["b": "B"]) == "AB C")
        #expect(try render("A {{b~}} \n C", ["b": "B"]) == "A BC")
        #expect(try render("Items: {{#each xs as x~}}\n  {{x}}\n{{~/each}}.", ["xs": ["a", "b"]]) == "Items: ab.")
    }

    @Test func commentLinesAreLeftOutAndABackslashEscapesALine() throws {
        let text = "# a note for authors\nLine one.\n# another note\n\\# not a comment\n\\-- not a separator"
        #expect(try render(text) == "Line one.\n# not a comment\n-- not a separator")
    }

    @Test func windowsLineEndingsAreRead() throws {
        let library = try TemplateLibrary(files: [("crlf.tmpl", "== k\r\nwhen: mode=cycle\r\nA\r\n{{#if x}}\r\nB\r\n{{/if}}\r\n--\r\nC\r\n")])
        #expect(try library.render("k", attributes: ["mode": "cycle"], values: ["x": true]) == "A\nB")
        #expect(library.variants(for: "k", attributes: ["mode": "cycle"]).map(\.text) == ["A\n{{#if x}}\nB\n{{/if}}", "C"])
    }
}
