import Foundation
import Testing

/// `bloom food`, `bloom budget` and `bloom goal` end to end.
@Suite struct EnergyCommandTests {
    /// A home with 30 days of food and weights before 2026-11-22, losing about 0.5 kg a week.
    func loggedHome() throws -> JournalHome {
        let home = try JournalHome(today: "2026-11-22")
        let today = DateComponents(calendar: Calendar(identifier: .gregorian), year: 2026, month: 11, day: 22).date!
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for k in 1...30 {
            let day = formatter.string(from: calendar.date(byAdding: .day, value: -k, to: today)!)
            try home.ok("food", "\(1800 + (k * 37) % 300)", day)
            try home.ok("log", "weight", String(format: "%.1f", 70 + 0.07 * Double(k)), day)
        }
        return home
    }

    @Test func foodIsLoggedWithAConfirmationAndUndone() throws {
        let home = try JournalHome(today: "2026-11-22")
        let logged = try home.ok("food", "650", "--protein", "30", "--note", "lunch")
        #expect(logged.contains("Logged food 650 kcal on 2026-11-22 · protein 30 g"), "\(logged)")
        try home.ok("food", "300")
        let undone = try home.ok("undo")
        #expect(undone.contains("Undid food 300 kcal"), "\(undone)")
        let json = try home.ok("budget", "--json")
        #expect(json.contains(#""eatenToday":650"#), "\(json)")
    }

    /// Issue 54 (small): the first food of a day is said once, not "650 kcal … · 650 kcal
    /// logged"; a later one gives the day's total.
    @Test func theFirstFoodOfADayIsNotSaidTwiceAndALaterOneGivesTheTotal() throws {
        let home = try JournalHome(today: "2026-11-22")
        let first = try home.ok("food", "650")
        #expect(first == "Logged food 650 kcal on 2026-11-22 · profile me\n", "\(first)")
        let second = try home.ok("food", "700")
        #expect(second == "Logged food 700 kcal on 2026-11-22 · 1,350 kcal in all that day · profile me\n", "\(second)")
    }

    /// Issue 49, item 7: `goal` and `budget` write today's budget the same way ("1,910 kcal").
    @Test func goalAndBudgetWriteTheBudgetInOneFormat() throws {
        let home = try loggedHome()
        let set = try home.ok("goal", "--deficit", "300")
        let budget = try home.ok("budget")
        let figure = try #require(budget.firstMatch(of: /Today's budget: ([0-9,]+ kcal)/)?.1)
        #expect(figure.contains(","), "\(budget)")
        #expect(set.contains("today's budget \(figure)"), "\(set) vs \(budget)")
    }

    @Test func badAmountsAreUsageOrDataErrors() throws {
        let home = try JournalHome(today: "2026-11-22")
        #expect(try home.run(["food", "lots"]).status == 64)
        #expect(try home.run(["food"]).status == 64)
        #expect(try home.run(["food", "20000"]).status == 65)
        #expect(try home.run(["food", "300", "--protein", "x"]).status == 64)
    }

    @Test func theBudgetShowsMaintenanceWithItsRangeTheCreditAndTheTrend() throws {
        let text = try loggedHome().ok("budget")
        #expect(text.contains("Today's budget:"), "\(text)")
        #expect(text.contains("7-day credit: +"), "\(text)")
        #expect(text.contains("over 6 logged days"), "\(text)")
        #expect(text.contains("Maintenance estimate:") && text.contains("likely"), "\(text)")
        #expect(text.contains("Weight trend: −0.5 kg a week"), "\(text)")
    }

    @Test func withNothingLoggedTheBudgetIsTheLabelledDefault() throws {
        let home = try JournalHome(today: "2026-11-22")
        let text = try home.ok("budget")
        #expect(text.contains("Maintenance estimate: 2,200 kcal"), "\(text)")
        #expect(text.contains("rough guess"), "\(text)")
        let json = try home.ok("budget", "--json")
        #expect(json.contains(#""roughGuess":true"#) && json.contains(#""fallbackSource":"standard""#), "\(json)")
    }

    @Test func aGentleGoalIsSetShownUndoneAndCleared() throws {
        let home = try loggedHome()
        let set = try home.ok("goal", "--deficit", "300")
        #expect(set.contains("Goal set: 300 kcal a day below maintenance"), "\(set)")
        #expect(try home.ok("goal").contains("300 kcal a day below maintenance"))
        #expect(try home.ok("budget", "--json").contains(#""goal":-300"#))
        try home.ok("undo")
        #expect(try home.ok("goal").contains("No goal set"))
        try home.ok("goal", "--surplus", "200")
        #expect(try home.ok("goal", "--clear").contains("Goal cleared"))
    }

    @Test func aGoalFasterThanOnePercentAWeekIsRefusedWithTheReason() throws {
        let result = try loggedHome().run(["goal", "--deficit", "900"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("faster than about 1% of your weight"), "\(result.stderr)")
    }

    @Test func inPregnancyNoDeficitIsSetAndTheMidwifeIsSuggested() throws {
        let home = try JournalHome(today: "2026-11-22")
        try home.ok("log", "pregnancy", "--lmp", "2026-07-01")
        try home.ok("profile", "set", "--mode", "pregnancy")
        let result = try home.run(["goal", "--deficit", "200"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("no deficit") || result.stderr.contains("doesn't set a deficit"), "\(result.stderr)")
        #expect(result.stderr.contains("midwife"), "\(result.stderr)")
        let budget = try home.ok("budget")
        #expect(budget.contains("340 kcal"), "\(budget)")
    }

    @Test func theBudgetSaysWhenLutealWaterPullsTheTrendUp() throws {
        let home = try JournalHome(today: "2026-11-22")
        try home.ok("log", "period", "start", "2026-10-01")
        try home.ok("log", "period", "start", "2026-10-29")
        // Ovulation is predicted about 14 days before 2026-11-26: luteal from about 2026-11-13.
        for day in 1...22 {
            let luteal = day >= 14
            try home.ok("log", "weight", luteal ? "65.2" : (day % 2 == 0 ? "64.1" : "63.9"), String(format: "2026-11-%02d", day))
        }
        let json = try home.ok("budget", "--json")
        #expect(json.contains(#""pullingUp":true"#), "\(json)")
        let text = try home.ok("budget")
        #expect(text.contains("luteal-phase weigh-ins sit about"), "\(text)")
    }

    @Test func goalOptionsAreExclusive() throws {
        let home = try JournalHome(today: "2026-11-22")
        #expect(try home.run(["goal", "--deficit", "200", "--clear"]).status == 64)
    }
}
