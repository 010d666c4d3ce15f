import CycleCore
import Language
import Testing

@Suite struct TemplateBlockTests {
    private func render(_ text: String, _ values: TemplateContext = [:]) throws -> String {
        try Template(text).render(values)
    }

    @Test(arguments: [
        (TemplateValue.null, false), (.bool(false), false), (.bool(true), true),
        (.int(0), false), (.int(3), true), (.double(0), false), (.double(0.5), true),
        (.string(""), false), (.string("no"), true), (.list([]), false), (.list([1]), true),
        (.object([:]), true), (.day(Day(ordinal: 0)), true),
    ])
    func ifTakesItsBranchForTruthyValues(value: TemplateValue, truthy: Bool) throws {
        #expect(try render("{{#if x}}yes{{#else}}no{{/if}}", ["x": value]) == (truthy ? "yes" : "no"))
    }

    @Test func ifTreatsAMissingValueAsFalse() throws {
        #expect(try render("{{#if x}}yes{{#else}}no{{/if}}") == "no")
        #expect(try render("{{#if x.y.z}}yes{{#else}}no{{/if}}", ["x": ["y": 1]]) == "no")
    }

    @Test(arguments: [(3, "three or more"), (2, "two"), (1, "one"), (0, "none")])
    func elifTakesTheFirstBranchThatHolds(count: Int, expected: String) throws {
        let text = "{{#if n >= 3}}three or more{{#elif n == 2}}two{{#elif n == 1}}one{{#else}}none{{/if}}"
        #expect(try render(text, ["n": .int(count)]) == expected)
    }

    @Test func ifWithoutElseShowsNothingWhenFalse() throws {
        #expect(try render("A{{#if x}}B{{/if}}C", ["x": false]) == "AC")
    }

    @Test func unlessIsTheOppositeOfIf() throws {
        let text = "{{#unless pregnant}}Track your cycle.{{#else}}Track your pregnancy.{{/unless}}"
        #expect(try render(text, ["pregnant": false]) == "Track your cycle.")
        #expect(try render(text, ["pregnant": true]) == "Track your pregnancy.")
    }

    @Test(arguments: [
        ("n == 3", true), ("n == 3.0", true), ("n != 3", false), ("n > 2", true), ("n >= 3", true),
        ("n < 3", false), ("n <= 3", true), ("n > 2.5", true), ("n == -3", false),
        ("phase == \"luteal\"", true), ("phase != \"luteal\"", false), ("phase == \"Luteal\"", false),
        ("irregular == true", true), ("irregular == false", false), ("gone == null", true), ("phase == null", false),
        ("next > today", true), ("next == today", false), ("today < next", true), ("n == length", false),
        ("not irregular", false), ("not gone", true), ("not n == 4", true),
        ("tips|count == 2", true), ("tips|count > 2", false), ("phase|upper == \"LUTEAL\"", true),
    ])
    func conditionsCompareNumbersTextDaysAndPaths(condition: String, expected: Bool) throws {
        let values: TemplateContext = [
            "n": 3, "length": 28, "phase": "luteal", "irregular": true, "tips": ["a", "b"],
            "today": .day(Day(ordinal: 100)), "next": .day(Day(ordinal: 112)),
        ]
        #expect(try render("{{#if \(condition)}}yes{{#else}}no{{/if}}", values) == (expected ? "yes" : "no"))
    }

    @Test(arguments: [
        (true, false, false, true), (false, true, false, false), (false, true, true, true), (false, false, true, false),
    ])
    func andBindsTighterThanOr(a: Bool, b: Bool, c: Bool, expected: Bool) throws {
        // a or (b and c)
        let values: TemplateContext = ["a": .bool(a), "b": .bool(b), "c": .bool(c)]
        #expect(try render("{{#if a or b and c}}yes{{#else}}no{{/if}}", values) == (expected ? "yes" : "no"))
    }

    @Test func andStopsAtTheFirstFalseCondition() throws {
        // Without short-circuiting, `n > 3` would fail: a missing value has no order.
        #expect(try render("{{#if n and n > 3}}big{{#else}}unknown{{/if}}") == "unknown")
        #expect(try render("{{#if not n or n > 3}}unknown or big{{/if}}") == "unknown or big")
    }

    @Test func eachRepeatsItsBodyWithLoopVariables() throws {
        let text = "{{#each tips as tip}}{{@number}}/{{@index}}:{{tip}}{{#if @first}}(first){{/if}}{{#if @last}}(last){{/if}} {{/each}}"
        #expect(try render(text, ["tips": ["a", "b", "c"]]) == "1/0:a(first) 2/1:b 3/2:c(last) ")
    }

    @Test func eachReachesMembersOfObjects() throws {
        let tips: TemplateValue = [["title": "Rest", "minutes": 10], ["title": "Walk", "minutes": 20]]
        let text = "{{#each tips as tip}}{{tip.title}} ({{tip.minutes|plural:minute}}){{#unless @last}}, {{/unless}}{{/each}}"
        #expect(try render(text, ["tips": tips]) == "Rest (10 minutes), Walk (20 minutes)")
    }

    @Test func eachShowsItsElsePartForAnEmptyOrNullList() throws {
        let text = "{{#each tips as tip}}{{tip}}{{#else}}No tips today.{{/each}}"
        #expect(try render(text, ["tips": []]) == "No tips today.")
        #expect(try render(text, ["tips": nil]) == "No tips today.")
        #expect(try render(text, ["tips": ["Rest"]]) == "Rest")
    }

    @Test func nestedEachBlocksSeeOuterNamesAndTheirOwnLoopVariables() throws {
        let groups: TemplateValue = [
            ["name": "Food", "items": ["iron", "fibre"]],
            ["name": "Rest", "items": ["sleep"]],
        ]
        let text = "{{#each groups as group}}{{group.name}}: {{#each group.items as item}}{{@number}}.{{item}}{{#if @last}};{{#else}},{{/if}}{{/each}}{{#unless @last}} {{/unless}}{{/each}}"
        #expect(try render(text, ["groups": groups]) == "Food: 1.iron,2.fibre; Rest: 1.sleep;")
    }

    @Test func blocksNestInsideEachOther() throws {
        let text = "{{#if show}}{{#each xs as x}}{{#if x > 1}}{{#with meta as m}}{{x}}{{m.unit}} {{/with}}{{/if}}{{/each}}{{/if}}"
        #expect(try render(text, ["show": true, "xs": [1, 2, 3], "meta": ["unit": "kg"]]) == "2kg 3kg ")
    }

    @Test func withBindsAValueAndFallsBackWhenThereIsNone() throws {
        let text = "{{#with baby as b}}{{b.name}} is {{b.weeks|plural:week}}{{#else}}No pregnancy logged{{/with}}"
        #expect(try render(text, ["baby": ["name": "Baby", "weeks": 12]]) == "Baby is 12 weeks")
        #expect(try render(text, ["baby": nil]) == "No pregnancy logged")
        #expect(try render(text) == "No pregnancy logged")
    }

    @Test func aBlockNameHidesARootValueOfTheSameName() throws {
        #expect(try render("{{#each xs as tip}}{{tip}}{{/each}} {{tip}}", ["xs": ["inner"], "tip": "outer"]) == "inner outer")
    }

    @Test func dottedNumbersPickListItems() throws {
        #expect(try render("{{xs.0}} then {{xs.1}}", ["xs": ["first", "second"]]) == "first then second")
    }

    @Test func referencedPathsListTheValuesATemplateReads() throws {
        let template = try Template("""
        {{#if irregular}}{{next|relative}}{{/if}} {{cycle.phase|capitalize}}
        {{#each tips as tip}}{{tip.title}} {{@index}} {{#if tip.minutes > limit}}long{{/if}}{{/each}}
        {{#with baby as b}}{{b.name}}{{/with}}{{name|default:"you"}}
        """)
        #expect(template.referencedPaths == ["irregular", "next", "today", "cycle.phase", "tips", "limit", "baby", "name"])
    }
}
