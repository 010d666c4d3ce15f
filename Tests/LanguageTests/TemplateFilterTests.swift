import CycleCore
import Language
import Testing

@Suite struct TemplateFilterTests {
    /// Sunday 22 November 2026.
    static let today = Day(year: 2026, month: 11, day: 22)!
    /// Thursday 3 December 2026.
    static let thursday = Day(year: 2026, month: 12, day: 3)!

    private func render(_ text: String, _ values: TemplateContext = [:]) throws -> String {
        try Template(text).render(values)
    }

    @Test(arguments: [
        ("{{day|short}}", "Thu 3 Dec"),
        ("{{day|long}}", "Thursday 3 December 2026"),
        ("{{day|iso}}", "2026-12-03"),
        ("{{day|weekday}}", "Thursday"),
        ("{{day}}", "Thu 3 Dec"),
    ])
    func dayFiltersWriteTheDayForPeople(template: String, expected: String) throws {
        #expect(try render(template, ["day": .day(Self.thursday)]) == expected)
    }

    @Test(arguments: [(0, "today"), (1, "tomorrow"), (-1, "yesterday"), (12, "in 12 days"), (-3, "3 days ago")])
    func relativeCountsFromToday(offset: Int, expected: String) throws {
        let values: TemplateContext = ["today": .day(Self.today), "next": .day(Self.today + offset)]
        #expect(try render("{{next|relative}}", values) == expected)
    }

    @Test(arguments: [
        ("{{text|upper}}", "luteal phase", "LUTEAL PHASE"),
        ("{{text|lower}}", "Luteal PHASE", "luteal phase"),
        ("{{text|capitalize}}", "luteal phase", "Luteal phase"),
        ("{{text|capitalize}}", "iUD check", "IUD check"),
        ("{{text|capitalize}}", "", ""),
        ("{{day|relative|capitalize}}", "", "Tomorrow"),
        ("{{text|inline}}", "Could I be pregnant after sex?", "could I be pregnant after sex?"),
        ("{{text|inline}}", "PMS or pregnancy?", "PMS or pregnancy?"),
        ("{{text|inline}}", "I got a positive test: what now?", "I got a positive test: what now?"),
        ("{{text|inline}}", "", ""),
    ])
    func textFiltersChangeLetterCase(template: String, text: String, expected: String) throws {
        let values: TemplateContext = ["text": .string(text), "today": .day(Self.today), "day": .day(Self.today + 1)]
        #expect(try render(template, values) == expected)
    }

    @Test(arguments: [
        ("{{n|round}}", TemplateValue.double(2.6), "3"),
        ("{{n|round}}", .double(-2.5), "-3"),
        ("{{n|round:1}}", .double(2.04), "2"),
        ("{{n|round:1}}", .double(2.46), "2.5"),
        ("{{n|round:2}}", .double(0.125), "0.13"),
        ("{{n|round}}", .int(7), "7"),
        ("{{n}}", .double(28.0), "28"),
        ("{{n}}", .double(0.5), "0.5"),
    ])
    func roundShowsNumbersWithoutATrailingPointZero(template: String, number: TemplateValue, expected: String) throws {
        #expect(try render(template, ["n": number]) == expected)
    }

    @Test(arguments: [
        (TemplateValue.int(0), "0 days"), (.int(1), "1 day"), (.int(2), "2 days"),
        (.double(1.5), "1.5 days"), (.double(1.0), "1 day"), (.int(-1), "-1 day"),
    ])
    func pluralAgreesWithTheNumber(number: TemplateValue, expected: String) throws {
        #expect(try render("{{n|plural:day}}", ["n": number]) == expected)
    }

    @Test(arguments: [
        ("week", 3, "3 weeks"), ("inch", 2, "2 inches"), ("class", 2, "2 classes"), ("box", 2, "2 boxes"),
        ("dish", 2, "2 dishes"), ("baby", 2, "2 babies"), ("day", 2, "2 days"), ("baby", 1, "1 baby"),
    ])
    func pluralFollowsRegularEnglishSpelling(noun: String, count: Int, expected: String) throws {
        #expect(try render("{{n|plural:\(noun)}}", ["n": .int(count)]) == expected)
    }

    @Test func pluralTakesAnIrregularFormWhenGiven() throws {
        #expect(try render("{{n|plural:child:children}}", ["n": 3]) == "3 children")
        #expect(try render("{{n|plural:child:children}}", ["n": 1]) == "1 child")
        #expect(try render("{{n|plural:baby:babies}}", ["n": 2]) == "2 babies")
        #expect(try render(#"{{n|plural:"glass of water":"glasses of water"}}"#, ["n": 2]) == "2 glasses of water")
    }

    @Test(arguments: [
        ([], "", ""),
        (["cramps"], "cramps", "cramps"),
        (["cramps", "fatigue"], "cramps and fatigue", "cramps or fatigue"),
        (["cramps", "fatigue", "headache"], "cramps, fatigue and headache", "cramps, fatigue or headache"),
    ] as [([TemplateValue], String, String)])
    func joinWritesAnEnglishList(items: [TemplateValue], withAnd: String, withOr: String) throws {
        #expect(try render("{{items|join}}", ["items": .list(items)]) == withAnd)
        #expect(try render("{{items|join:or}}", ["items": .list(items)]) == withOr)
    }

    @Test func joinWritesNumbersAndDaysToo() throws {
        let values: TemplateContext = ["items": [3, 2.5, .day(Self.thursday)]]
        #expect(try render("{{items|join}}", values) == "3, 2.5 and Thu 3 Dec")
    }

    @Test func defaultStandsInForMissingAndNullValues() throws {
        #expect(try render(#"{{name|default:"you"}}"#) == "you")
        #expect(try render(#"{{name|default:"you"}}"#, ["name": nil]) == "you")
        #expect(try render(#"{{name|default:"you"}}"#, ["name": "Asha"]) == "Asha")
        #expect(try render("{{name|default:friend}}") == "friend")
    }

    @Test func defaultTextMayHoldSpacesAndColons() throws {
        #expect(try render(#"{{next|default:"not known yet: log a period"}}"#) == "not known yet: log a period")
        #expect(try render(#"{{next|default:"say \"hi\""}}"#) == #"say "hi""#)
    }

    @Test func defaultAfterOtherFiltersCoversTheWholeChain() throws {
        #expect(try render(#"{{next|short|default:"unknown"}}"#) == "unknown")
        #expect(try render(#"{{next|short|default:"unknown"}}"#, ["next": .day(Self.thursday)]) == "Thu 3 Dec")
        #expect(try render(#"{{name|default:"you"|upper}}"#) == "YOU")
    }

    @Test func absAndCountWorkOnNumbersAndLists() throws {
        #expect(try render("{{n|abs}}", ["n": -3]) == "3")
        #expect(try render("{{n|abs}}", ["n": -2.5]) == "2.5")
        #expect(try render("{{n|abs|plural:day}}", ["n": -1]) == "1 day")
        #expect(try render("{{tips|count}}", ["tips": ["a", "b", "c"]]) == "3")
        #expect(try render("{{tips|count|plural:tip}}", ["tips": ["a"]]) == "1 tip")
    }

    @Test func filterNamesAreAllKnownToTheParser() throws {
        for name in ["short", "long", "relative", "iso", "weekday", "upper", "lower", "capitalize", "inline", "round", "abs", "count", "join"] {
            _ = try Template("{{x|\(name)}}")
        }
        _ = try Template("{{x|plural:day}}")
        _ = try Template(#"{{x|default:"y"}}"#)
    }
}
