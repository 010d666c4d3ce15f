import CycleCore
import Language
import Testing

@Suite struct TemplateLibraryTests {
    static let cycleFile = (name: "cycle.tmpl", text: """
        # Answers about the next period.
        == cycle.next_period
        when: mode=cycle
        Cycle A {{next|short}}.
        --
        Cycle B {{next|short}}.{{#if irregular}} Your cycles vary, so the window is wide.{{/if}}
        --
        Cycle C.

        == cycle.next_period
        when: mode=cycle, phase=luteal|menstrual
        Cycle late.

        == cycle.next_period
        when: mode=pregnancy
        Pregnancy.

        == cycle.next_period
        Fallback.

        == greeting
        Hello.
        --
        Hi.
        """)

    static let moreFile = (name: "more.tmpl", text: """
        == cycle.next_period
        when: phase=follicular
        Follicular.
        """)

    static let library = try! TemplateLibrary(files: [cycleFile, moreFile])
    static let values: TemplateContext = ["next": .day(Day(year: 2026, month: 12, day: 4)!), "irregular": true]

    private func texts(_ attributes: [String: String]) -> [String] {
        Self.library.variants(for: "cycle.next_period", attributes: attributes).map(\.text)
    }

    @Test func keysListEveryGroupKey() {
        #expect(Self.library.keys == ["cycle.next_period", "greeting"])
        #expect(Self.library.allTemplates.count == 9)
        #expect(Self.library.allTemplates.last?.text == "Follicular.")
    }

    @Test func theMostSpecificMatchingGroupWins() {
        #expect(texts(["mode": "cycle", "phase": "luteal"]) == ["Cycle late."])
        #expect(texts(["mode": "cycle", "phase": "menstrual"]) == ["Cycle late."])
        #expect(texts(["mode": "pregnancy", "phase": "luteal"]) == ["Pregnancy."])
    }

    @Test func equallySpecificGroupsPoolTheirVariantsInLoadOrder() {
        let pooled = texts(["mode": "cycle", "phase": "follicular"])
        #expect(pooled == ["Cycle A {{next|short}}.", "Cycle B {{next|short}}.{{#if irregular}} Your cycles vary, so the window is wide.{{/if}}", "Cycle C.", "Follicular."])
    }

    @Test(arguments: [[:], ["mode": "ttc"], ["phase": "luteal"], ["other": "x"]] as [[String: String]])
    func aGroupWithoutWhenIsTheFallback(attributes: [String: String]) {
        #expect(texts(attributes) == ["Fallback."])
    }

    @Test func templatesKnowWhereTheyCameFrom() throws {
        let variants = Self.library.variants(for: "cycle.next_period", attributes: ["mode": "cycle"])
        #expect(variants.map(\.line) == [4, 6, 8])
        #expect(variants.allSatisfy { $0.file == "cycle.tmpl" && $0.key == "cycle.next_period" })
        #expect(variants[0].conditions == ["mode": ["cycle"]])
        let late = try #require(Self.library.variants(for: "cycle.next_period", attributes: ["mode": "cycle", "phase": "luteal"]).first)
        #expect(late.conditions == ["mode": ["cycle"], "phase": ["luteal", "menstrual"]])
        #expect(Self.library.variants(for: "unknown", attributes: [:]).isEmpty)
    }

    @Test(arguments: [(0, "Cycle A Fri 4 Dec."), (1, "Cycle B Fri 4 Dec. Your cycles vary, so the window is wide."), (2, "Cycle C."), (3, "Cycle A Fri 4 Dec.")])
    func theSeedPicksAVariantByItsRemainder(seed: UInt64, expected: String) throws {
        #expect(try Self.library.render("cycle.next_period", attributes: ["mode": "cycle"], values: Self.values, seed: seed) == expected)
    }

    @Test func theSameSeedPicksTheSameVariant() throws {
        let day = Day(year: 2026, month: 12, day: 4)!
        let seed = TemplateLibrary.seed(key: "cycle.next_period", day: day)
        #expect(seed == TemplateLibrary.seed(key: "cycle.next_period", day: day))
        let first = try Self.library.render("cycle.next_period", attributes: ["mode": "cycle"], values: Self.values, seed: seed)
        for _ in 0..<5 {
            #expect(try Self.library.render("cycle.next_period", attributes: ["mode": "cycle"], values: Self.values, seed: seed) == first)
        }
    }

    @Test func consecutiveDaysRotateThroughEveryVariant() throws {
        let start = Day(year: 2026, month: 12, day: 4)!
        var seen: [String] = []
        for offset in 0..<6 {
            let seed = TemplateLibrary.seed(key: "cycle.next_period", day: start + offset)
            seen.append(try Self.library.render("cycle.next_period", attributes: ["mode": "cycle"], values: Self.values, seed: seed))
        }
        #expect(Set(seen[0..<3]).count == 3)
        #expect(seen[0..<3] == seen[3..<6])
    }

    @Test func theSaltMovesToAnotherVariantOnTheSameDay() throws {
        let day = Day(year: 2026, month: 12, day: 4)!
        let first = try Self.library.render("greeting", values: [:], seed: TemplateLibrary.seed(key: "greeting", day: day))
        let again = try Self.library.render("greeting", values: [:], seed: TemplateLibrary.seed(key: "greeting", day: day, salt: 1))
        #expect(first != again)
    }

    @Test func theSeedIsFNV1aOfTheKeyPlusTheDayAndIsTheSameInEveryProcess() {
        // FNV-1a-64("cycle.next_period") = 13296133553388500316, computed independently.
        let day = Day(year: 2026, month: 12, day: 4)!
        #expect(day.ordinal == 20791)
        #expect(TemplateLibrary.seed(key: "cycle.next_period", day: day) == 13_296_133_553_388_521_107)
        #expect(TemplateLibrary.seed(key: "", day: Day(ordinal: 0)) == 14_695_981_039_346_656_037)
        #expect(TemplateLibrary.seed(key: "cycle.next_period", day: day, salt: 2) == 13_296_133_553_388_521_109)
        #expect(TemplateLibrary.seed(key: "greeting", day: day) != TemplateLibrary.seed(key: "cycle.next_period", day: day))
    }

    @Test func groupsOfOneKeyMaySpreadOverFiles() throws {
        let library = try TemplateLibrary(files: [("a.tmpl", "== k\nA"), ("b.tmpl", "== k\nB")])
        #expect(library.variants(for: "k", attributes: [:]).map(\.file) == ["a.tmpl", "b.tmpl"])
        #expect(try library.render("k", values: [:], seed: 1) == "B")
    }

    @Test func theExampleFromTheBriefRenders() throws {
        let library = try TemplateLibrary(files: [("cycle.tmpl", """
            # a comment line
            == cycle.next_period
            when: mode=cycle
            Your next period is likely {{next|relative}} ({{next|short}}), between {{earliest|short}} and {{latest|short}}.
            --
            Next period (estimate): {{next|short}}, {{next|relative}}.{{#if irregular}} Your cycles vary, so the window is wide.{{/if}}
            """)])
        let today = Day(year: 2026, month: 11, day: 22)!
        let values: TemplateContext = [
            "today": .day(today), "next": .day(today + 12), "earliest": .day(today + 10),
            "latest": .day(today + 15), "irregular": true,
        ]
        #expect(try library.render("cycle.next_period", attributes: ["mode": "cycle"], values: values, seed: 0)
            == "Your next period is likely in 12 days (Fri 4 Dec), between Wed 2 Dec and Mon 7 Dec.")
        #expect(try library.render("cycle.next_period", attributes: ["mode": "cycle"], values: values, seed: 1)
            == "Next period (estimate): Fri 4 Dec, in 12 days. Your cycles vary, so the window is wide.")
        let paths = library.allTemplates.reduce(into: Set<String>()) { $0.formUnion($1.referencedPaths) }
        #expect(paths.isSubset(of: Set(values.keys)))
    }
}
