import Foundation
import Testing

/// `bloom weight`: the logged weights with a trend line, by trimester in pregnancy.
@Suite struct WeightCommandTests {
    func home(pregnant: Bool) throws -> JournalHome {
        let home = try JournalHome(today: "2026-11-10")
        if pregnant { try home.ok("log", "pregnancy", "--lmp", "2026-05-01") }
        for (day, kg) in [("2026-04-25", "61"), ("2026-05-20", "61.4"), ("2026-07-01", "62.3"), ("2026-08-15", "64"), ("2026-09-30", "66.1")] {
            try home.ok("log", "weight", kg, day)
        }
        return home
    }

    @Test func inPregnancyWeightsAreGroupedByTrimesterWithATrendLine() throws {
        let text = try home(pregnant: true).ok("weight")
        #expect(text.contains("Before pregnancy\n  2026-04-25  61 kg"), "\(text)")
        #expect(text.contains("Trimester 1 (weeks 1–13)\n  2026-05-20  61.4 kg\n  2026-07-01  62.3 kg"), "\(text)")
        #expect(text.contains("change within the trimester: +0.9 kg"), "\(text)")
        #expect(text.contains("Trend: ▁▂▃▅█"), "\(text)")
    }

    @Test func theJSONHasEntriesAndTrimesters() throws {
        let json = try home(pregnant: true).ok("weight", "--json")
        #expect(json.contains(#""trimesters":[{"trimester":1,"entries":[{"day":"2026-05-20","kg":61.4},{"day":"2026-07-01","kg":62.3}],"changeKg":0.9"#), "\(json)")
        #expect(json.contains(#""lmp":"2026-05-01""#))
    }

    @Test func withoutAPregnancyItIsAPlainListAndNeverAJudgement() throws {
        let text = try home(pregnant: false).ok("weight")
        #expect(!text.contains("Trimester"))
        #expect(text.contains("  2026-09-30  66.1 kg"))
        for word in ["target", "should", "too much", "overweight", "healthy"] { #expect(!text.lowercased().contains(word)) }
        let json = try home(pregnant: false).ok("weight", "--json")
        #expect(json.contains(#""pregnancy":null"#))
    }

    @Test func withNothingLoggedItSaysHowToLog() throws {
        let text = try JournalHome().ok("weight")
        #expect(text.contains("bloom log weight"))
    }
}
