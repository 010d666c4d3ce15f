import Language
import Testing

@Suite struct TemplateParseErrorTests {
    /// The error loading `text` as the file "test.tmpl", or nil when it loads.
    private func loadError(_ text: String) -> TemplateError? {
        do {
            _ = try TemplateLibrary(files: [("test.tmpl", text)])
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("== k\nHello {{name", TemplateError.Kind.unclosedTag, 2, 7),
        ("== k\nfine\n--\nHello {name}}", .strayClose, 4, 12),
        ("== k\n{{ }}", .emptyTag, 2, 1),
        ("== k\nline\n\nNext {{next|shrot}}.", .unknownFilter("shrot"), 4, 6),
        ("== k\n{{#foreach tips as tip}}{{/foreach}}", .unknownBlock("#foreach"), 2, 1),
        ("== k\n{{#if a}}x{{/iff}}", .unknownBlock("/iff"), 2, 11),
        ("== k\ntext\n{{/if}}", .closeWithoutOpen("if"), 3, 1),
        ("== k\n{{#if a}}\n{{#each xs as x}}\n{{/if}}\n{{/each}}", .misnested(close: "if", open: "each", openedOnLine: 3), 4, 1),
        ("== k\nfirst\n{{#if a}}\nsecond", .unclosedBlock("if"), 3, 1),
        ("== k\n{{#each xs as x}}{{x}}", .unclosedBlock("each"), 2, 1),
        ("== k\n{{#if a}}A{{#else}}B{{#else}}C{{/if}}", .misplacedBranch(tag: "else", reason: "cannot follow '{{#else}}'"), 2, 21),
        ("== k\n{{#if a}}A{{#else}}B{{#elif b}}C{{/if}}", .misplacedBranch(tag: "elif", reason: "cannot follow '{{#else}}'"), 2, 21),
        ("== k\n{{#each xs as x}}A{{#elif b}}C{{/each}}", .misplacedBranch(tag: "elif", reason: "can only be used inside '{{#if}}'"), 2, 19),
        ("== k\nA{{#else}}B", .misplacedBranch(tag: "else", reason: "is outside any block"), 2, 2),
        ("== k\n{{@index}}", .loopVariableOutsideEach("@index"), 2, 1),
        ("== k\n{{#each xs as x}}{{#with y as x}}{{/with}}{{/each}}", .nameInUse("x"), 2, 18),
        ("# comment\n==\ntext", .emptyKey, 2, 1),
        ("== cycle next", .invalidKey("cycle next"), 1, 1),
        ("== k\ntext\nwhen: mode=cycle", .misplacedWhen, 3, 1),
        ("== k\nwhen: mode=cycle\nwhen: phase=luteal\ntext", .misplacedWhen, 3, 1),
        ("# ok\n\nHello\n== k\ntext", .textOutsideGroup, 3, 1),
        ("== k\nwhen: mode=cycle\n\n== j\ntext", .groupWithoutVariants, 1, 0),
        ("== k\na\n--\n\n--\nb", .emptyVariant, 3, 0),
        ("== k\na\n--\n", .emptyVariant, 3, 0),
        ("== k\n--\nb", .emptyVariant, 2, 0),
    ] as [(String, TemplateError.Kind, Int, Int)])
    func brokenTemplatesFailToLoadAtTheirLine(text: String, kind: TemplateError.Kind, line: Int, column: Int) throws {
        let error = try #require(loadError(text))
        #expect(error.kind == kind)
        #expect(error.file == "test.tmpl")
        #expect(error.line == line)
        #expect(error.column ?? 0 == column)
    }

    @Test(arguments: [
        ("{{n|round:x}}", "round"), ("{{n|round:9}}", "round"), ("{{n|plural}}", "plural"),
        ("{{n|plural:a:b:c}}", "plural"), ("{{x|default}}", "default"), ("{{d|short:1}}", "short"),
        ("{{xs|join:or:and}}", "join"),
    ])
    func filtersWithWrongArgumentsFailToLoad(tag: String, filter: String) throws {
        let error = try #require(loadError("== k\n\(tag)"))
        guard case .invalidFilterArguments(let name, _) = error.kind else {
            Issue.record("expected invalidFilterArguments, got \(error.kind)")
            return
        }
        #expect(name == filter)
        #expect(error.line == 2)
    }

    @Test(arguments: [
        "{{a b}}", "{{#if}}x{{/if}}", "{{#if a = b}}x{{/if}}", "{{#if a !b}}x{{/if}}", "{{else}}",
        "{{#each xs}}x{{/each}}", "{{#each xs as 1x}}x{{/each}}", "{{a.}}", "{{a..b}}", "{{#if a and}}x{{/if}}",
        "{{x|default:\"unclosed}}", "{{x|}}", "{{x|plural:}}", "{{@foo}}", "{{#else x}}", "{{/if x}}", "{{not}}",
        "{{#if a b}}x{{/if}}", "{{#with a as b c}}{{/with}}", "{{ {x} }}",
    ])
    func unreadableTagsFailToLoad(tag: String) throws {
        let error = try #require(loadError("== k\nfirst line\n\(tag)"))
        #expect(error.line == 3, "\(tag): \(error)")
        switch error.kind {
        case .invalidTag, .unknownBlock: break
        default: Issue.record("\(tag): expected invalidTag, got \(error)")
        }
    }

    @Test(arguments: [
        "when:", "when: mode", "when: mode=", "when: =cycle", "when: mode=cycle,", "when: mode=cycle|",
        "when: mode=cycle, mode=ttc", "when: mode==cycle", "when: mode name=cycle",
    ])
    func malformedWhenLinesFailToLoad(line: String) throws {
        let error = try #require(loadError("== k\n\(line)\ntext"))
        guard case .malformedWhen = error.kind else {
            Issue.record("\(line): expected malformedWhen, got \(error)")
            return
        }
        #expect(error.line == 2)
    }

    @Test func lineNumbersCountCommentsAndEarlierGroups() throws {
        let text = """
        # Cycle answers
        == cycle.next
        when: mode=cycle
        # a note
        Next period {{next|relative}}.
        --

        Next period on {{next|short}}.
        == cycle.length
        # another note
        Your cycles last {{length|plural:day}}.
        --
        Usually {{length|plural:day}}, {{length|bogus}}.
        """
        let error = try #require(loadError(text))
        #expect(error.kind == .unknownFilter("bogus"))
        #expect(error.line == 13)
        #expect(error.column == 32)
        #expect(error.key == "cycle.length")
        #expect(error.description.hasPrefix("test.tmpl:13:32: in 'cycle.length': unknown filter 'bogus'"))
    }

    @Test func theErrorNamesTheFileItCameFrom() throws {
        let files = [("a.tmpl", "== a\nfine"), ("b.tmpl", "== b\nfine\n--\n{{#if x}}oops")]
        #expect(throws: TemplateError(.unclosedBlock("if"), file: "b.tmpl", line: 4, column: 1, key: "b")) {
            try TemplateLibrary(files: files)
        }
    }

    @Test func anUnknownFilterSuggestsTheNearestName() throws {
        #expect(try #require(loadError("== k\n{{next|shrot}}")).message == "unknown filter 'shrot'; did you mean 'short'?")
        #expect(try #require(loadError("== k\n{{next|pluralise}}")).message.hasPrefix("unknown filter 'pluralise'; filters are short, long,"))
    }

    @Test func descriptionsSayWhatToDo() {
        let unclosed = TemplateError(.unclosedBlock("if"), file: "cycle.tmpl", line: 4, column: 1, key: "cycle.next")
        #expect(unclosed.description == "cycle.tmpl:4:1: in 'cycle.next': '{{#if}}' is never closed; add '{{/if}}'")
        let misnested = TemplateError(.misnested(close: "if", open: "each", openedOnLine: 3), file: "f.tmpl", line: 5, column: 2)
        #expect(misnested.description == "f.tmpl:5:2: '{{/if}}' cannot close '{{#each}}' (opened on line 3); close the inner block first with '{{/each}}'")
    }
}
