import CycleCore
import Language
import Testing

@Suite struct TemplateRenderErrorTests {
    static let today = Day(year: 2026, month: 11, day: 22)!

    static let library = try! TemplateLibrary(files: [("cycle.tmpl", """
        == cycle.next_period
        when: mode=cycle
        Your next period is likely {{next|relative}} ({{next|short}}).
        == cycle.summary
        {{phase|capitalize}} phase, day {{day}}.
        """)])

    /// The error rendering `text` (as line 3 of "test.tmpl", key "k") with `values`.
    private func renderError(_ text: String, _ values: TemplateContext) throws -> TemplateError {
        let template = try Template(text, key: "k", file: "test.tmpl", line: 3)
        do {
            let output = try template.render(values)
            Issue.record("expected an error, got \(output)")
            return TemplateError(.emptyTag)
        } catch {
            return error
        }
    }

    @Test func aMissingValueNamesItsPathKeyFileAndLine() throws {
        let error = try #require(throws: TemplateError.self) {
            try Self.library.render("cycle.next_period", attributes: ["mode": "cycle"], values: ["today": .day(Self.today)])
        }
        #expect(error.kind == .missingValue(path: "next"))
        #expect(error.key == "cycle.next_period")
        #expect(error.file == "cycle.tmpl")
        #expect(error.line == 3)
        #expect(error.column == 28)
        #expect(error.description == #"cycle.tmpl:3:28: in 'cycle.next_period': missing value 'next'; pass it in the values, or write {{next|default:"…"}}"#)
    }

    @Test(arguments: [
        ("{{cycle.next|short}}", ["cycle": ["length": 28]] as TemplateContext, TemplateError.Kind.missingValue(path: "cycle.next")),
        ("{{#each tips as tip}}{{tip}}{{/each}}", [:], .missingValue(path: "tips")),
        ("{{#if tips|count > 1}}x{{/if}}", [:], .missingValue(path: "tips")),
        ("{{next}}", ["next": nil], .nullValue(path: "next")),
        ("{{next|short}}", ["next": nil], .nullValue(path: "next")),
    ])
    func missingAndNullValuesAreErrors(text: String, values: TemplateContext, kind: TemplateError.Kind) throws {
        let error = try renderError(text, values)
        #expect(error.kind == kind)
        #expect(error.line == 3 && error.file == "test.tmpl" && error.key == "k")
    }

    @Test(arguments: [
        ("{{phase|short}}", TemplateError.Kind.wrongType(filter: "short", path: "phase", expected: "a day", found: "text")),
        ("{{next|upper}}", .wrongType(filter: "upper", path: "next", expected: "text", found: "a day")),
        ("{{phase|round}}", .wrongType(filter: "round", path: "phase", expected: "a number", found: "text")),
        ("{{phase|plural:day}}", .wrongType(filter: "plural", path: "phase", expected: "a number", found: "text")),
        ("{{phase|join}}", .wrongType(filter: "join", path: "phase", expected: "a list", found: "text")),
        ("{{phase|count}}", .wrongType(filter: "count", path: "phase", expected: "a list", found: "text")),
        ("{{phase|abs}}", .wrongType(filter: "abs", path: "phase", expected: "a number", found: "text")),
        ("{{nested|join}}", .wrongType(filter: "join", path: "nested", expected: "a list of text, numbers or days", found: "a list")),
        ("{{next|short|short}}", .wrongType(filter: "short", path: "next", expected: "a day", found: "text")),
    ])
    func filtersRejectValuesOfTheWrongKind(text: String, kind: TemplateError.Kind) throws {
        let values: TemplateContext = ["phase": "luteal", "next": .day(Self.today), "nested": [[1]]]
        #expect(try renderError(text, values).kind == kind)
    }

    @Test(arguments: [[:], ["today": "2026-11-22"]] as [TemplateContext])
    func relativeNeedsTodayAsADay(extra: TemplateContext) throws {
        let values = extra.merging(["next": .day(Self.today)]) { first, _ in first }
        let error = try renderError("Next {{next|relative}}.", values)
        #expect(error.kind == .relativeWithoutToday)
        #expect(error.column == 6)
    }

    @Test(arguments: [
        ("{{tips}}", TemplateError.Kind.notPrintable(path: "tips", found: "a list")),
        ("{{flag}}", .notPrintable(path: "flag", found: "true/false")),
        ("{{cycle}}", .notPrintable(path: "cycle", found: "an object")),
        ("{{#each phase as p}}{{p}}{{/each}}", .notAList(path: "phase", found: "text")),
        ("{{#if phase > 3}}x{{/if}}", .notComparable(left: "text", operator: ">", right: "a number")),
        ("{{#if gone < 3}}x{{/if}}", .notComparable(left: "null", operator: "<", right: "a number")),
    ])
    func valuesThatCannotBeShownOrComparedAreErrors(text: String, kind: TemplateError.Kind) throws {
        let values: TemplateContext = ["tips": ["a"], "flag": true, "cycle": ["day": 3], "phase": "luteal"]
        #expect(try renderError(text, values).kind == kind)
    }

    @Test func unknownKeysAndUnmatchedAttributesAreErrors() {
        #expect(throws: TemplateError(.unknownKey("cycle.nope"))) {
            try Self.library.render("cycle.nope", values: [:])
        }
        #expect(throws: TemplateError(.noMatchingGroup(attributes: ["mode": "pregnancy"]), key: "cycle.next_period")) {
            try Self.library.render("cycle.next_period", attributes: ["mode": "pregnancy"], values: [:])
        }
    }

    @Test func renderedTextNeverHoldsATagOrBraces() throws {
        let values: TemplateContext = ["today": .day(Self.today), "next": .day(Self.today + 12), "phase": "luteal", "day": 21]
        for template in Self.library.allTemplates {
            let output = try template.render(values)
            #expect(!output.contains("{{") && !output.contains("}}"), "\(template.key): \(output)")
        }
    }
}
