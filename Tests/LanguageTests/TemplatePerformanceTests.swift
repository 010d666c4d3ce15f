import CycleCore
import Language
import Testing

/// Measures loading and rendering and prints the timings; nothing is asserted about speed.
@Suite struct TemplatePerformanceTests {
    @Test func printsLoadAndRenderTimings() throws {
        func group(_ number: Int) -> String {
            """
            == cycle.next_period.\(number)
            when: mode=cycle
            Your next period is likely {{next|relative}} ({{next|short}}), between {{earliest|short}} and {{latest|short}}.
            --
            Next period (estimate): {{next|short}}, {{next|relative}}.{{#if irregular}} Your cycles vary, so the window is wide.{{/if}}
            --
            {{#if symptoms}}
            You logged {{symptoms|join}} ({{symptoms|count|plural:symptom}}).
            {{/if}}
            {{#each tips as tip}}
            {{@number}}. {{tip.title|capitalize}} for {{tip.minutes|plural:minute}}
            {{/each}}
            == cycle.next_period.\(number)
            Fallback.

            """
        }
        let text = (0..<200).map(group).joined()
        let keys = (0..<200).map { "cycle.next_period.\($0)" }
        let clock = ContinuousClock()
        var library: TemplateLibrary?
        let loading = try clock.measure {
            library = try TemplateLibrary(files: [("bench.tmpl", text)])
        }
        let loaded = try #require(library)

        let today = Day(year: 2026, month: 11, day: 22)!
        let values: TemplateContext = [
            "today": .day(today), "next": .day(today + 12), "earliest": .day(today + 10), "latest": .day(today + 15),
            "irregular": true, "symptoms": ["cramps", "fatigue"],
            "tips": [["title": "rest", "minutes": 10], ["title": "walk", "minutes": 20]],
        ]
        let attributes = ["mode": "cycle"]
        let renders = 30_000
        var characters = 0
        let rendering = try clock.measure {
            for index in 0..<renders {
                characters += try loaded.render(keys[index % 200], attributes: attributes, values: values, seed: UInt64(index)).utf8.count
            }
        }
        let seconds = Double(rendering.components.seconds) + Double(rendering.components.attoseconds) / 1e18
        print("""
            Template load: \(loaded.allTemplates.count) variants in \(loading)
            Template render: \(renders) renders in \(rendering): \(rendering / renders) each, \
            \(Int(Double(renders) / (seconds * 1000))) per ms, \(characters / renders) characters on average
            """)
        #expect(characters > 0)
    }
}
