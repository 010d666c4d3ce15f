import Foundation
import Testing

@Suite struct DailyInsightsTests {
    @Test func averagesVerdictAndABarChartComeFromTheHistory() throws {
        let home = try DailyFixture.regularHome()
        try home.ok("log", "temp", "36.4", "2026-11-08")
        try home.ok("log", "temp", "36.7", "2026-11-09")
        let output = try home.ok("insights")
        #expect(output.contains("Cycle: 28 days on average (± 0) over 3 cycles · regular"))
        #expect(output.contains("  1  28 ██████████████████████████████│"))
        #expect(output.contains("Period: 5 days on average · 5, 5, 5, 5 · steady ▄▄▄▄"))
        #expect(output.contains("Temperature (last 60 days): ▁█"))
        #expect(try home.ok("insights", "--json").contains(#""averageCycleLength":28,"averagePeriodLength":5"#))
    }

    @Test func aFreshHomeSaysNotEnoughDataYet() throws {
        let output = try JournalHome().ok("insights")
        #expect(output.contains("Cycle: not enough data yet"))
        #expect(output.contains("Period: not enough data yet"))
    }

    @Test func timeInEachPhaseIsAveragedOverTheCompletedCycles() throws {
        let output = try DailyFixture.regularHome().ok("insights")
        #expect(output.contains("Time in each phase (average of 3 cycles): menstrual 5 days · follicular 8 days · ovulation 3 days · luteal 12 days"))
        #expect(output.contains("Symptoms and moods by phase: not enough data yet"))
    }

    @Test func symptomsAndMoodsAreShadedByTheShareOfEachPhasesLoggedDays() throws {
        let home = try DailyFixture.regularHome()
        try home.ok("log", "day", "2026-08-02", "--symptom", "cramps", "--mood", "tired")
        try home.ok("log", "day", "2026-08-03", "--symptom", "cramps,headache")
        try home.ok("log", "day", "2026-08-15", "--mood", "energetic")
        try home.ok("log", "day", "2026-08-25", "--symptom", "headache")
        try home.ok("log", "day", "2026-11-01", "--symptom", "acne")
        let output = try home.ok("insights")
        #expect(output.contains("  logged days      2           0           1           1"))
        #expect(output.contains("  cramps           ███ 100%    ···             0%          0%"))
        #expect(output.contains("  headache         ▒▒▒ 50%     ···             0%      ███ 100%"))
        #expect(output.contains("  mood: energetic      0%      ···         ███ 100%        0%"))
        #expect(output.contains("░ up to 25%"), "a legend explains the shades")
        #expect(!output.contains("acne"), "the current, unfinished cycle is left out")
        let json = try home.ok("insights", "--json")
        #expect(json.contains(#""phaseDays":{"menstrual":5,"follicular":8,"ovulation":3,"luteal":12}"#))
        #expect(json.contains(#""loggedDays":{"menstrual":2,"follicular":0,"ovulation":1,"luteal":1}"#))
        #expect(json.contains(#"{"kind":"symptom","name":"headache","shares":{"menstrual":0.5,"follicular":null,"ovulation":0,"luteal":1}}"#))
    }

    @Test func phasesNeedACompletedCycle() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-01")
        try home.ok("log", "day", "2026-11-02", "--symptom", "cramps")
        let output = try home.ok("insights")
        #expect(output.contains("Phases: not enough data yet"))
        #expect(output.contains("Symptoms and moods by phase: not enough data yet"))
        #expect(try home.ok("insights", "--json").contains(#""completedCycles":0,"phaseDays":null,"phaseHeatmap":null"#))
    }
}
