import Foundation
import Testing

@Suite struct DailyTodayTests {
    @Test func theBriefingSaysWhereYouAreWhatIsComingAndTodaysPicks() throws {
        let home = try DailyFixture.regularHome()
        let output = try home.ok("today")
        #expect(output.hasPrefix("Tuesday 10 November 2026 · profile me\nCycle day 18 · luteal phase\n"))
        #expect(output.contains("Next period (estimate): Sat 21 Nov, in 11 days · likely Wed 18 Nov to "))
        for label in ["Today's picks", "  Eat ", "  Self-care ", "  Move ", "  Affirm "] { #expect(output.contains(label)) }
    }

    @Test func theSameDayGivesTheSamePicksAndTheNextDayDifferent() throws {
        let home = try DailyFixture.regularHome()
        let picks = { (today: String) throws -> String in
            let run = try BloomProcess.run(["today", "--json", "--home", home.path, "--today", today])
            let start = try #require(run.stdout.range(of: #""picks":"#))
            return String(run.stdout[start.lowerBound...])
        }
        #expect(try picks("2026-11-12") == (try picks("2026-11-12")))
        #expect(try picks("2026-11-12") != (try picks("2026-11-13")))
    }

    @Test func aLatePeriodIsSaidPlainly() throws {
        let home = try DailyFixture.regularHome(today: "2026-11-25")
        #expect(try home.ok("today").contains("Your period is 4 days later than estimated (Sat 21 Nov)."))
    }

    @Test func thePeriodEndQuestionComesTheDayAfterTheExpectedEnd() throws {
        let home = try JournalHome(today: "2026-11-06")
        try home.ok("log", "period", "start", "2026-11-01")
        #expect(try home.ok("today").contains("Has your period ended?"))
        let json = try home.ok("today", "--json")
        #expect(json.contains(#""periodEndPrompt":1"#))
    }

    @Test func tryingToConceiveShowsTheFertileStatus() throws {
        let home = try DailyFixture.regularHome(today: "2026-11-06")
        try home.ok("profile", "set", "--mode", "ttc")
        #expect(try home.ok("today").contains("Fertility today: peak · fertile window Mon 2 Nov to Sat 7 Nov · ovulation around Sat 7 Nov"))
    }

    @Test func pregnancyShowsTheWeekTrimesterAndDueDate() throws {
        let home = try JournalHome()
        try home.ok("profile", "add", "Robin", "--mode", "pregnancy")
        try home.ok("log", "pregnancy", "--due", "2027-06-01", "--profile", "Robin")
        let output = try home.ok("today", "--profile", "Robin")
        #expect(output.contains("Week 12 (11w0d) · first trimester"))
        #expect(output.contains("Due date (estimate): Tue 1 Jun 2027, in 203 days"))
        #expect(output.contains("not medical advice"))
    }

    @Test func withNoDataItSaysWhatToLogFirst() throws {
        let home = try JournalHome()
        let run = try home.run(["today"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Nothing logged yet: log the first day of your last period with 'bloom log period start YYYY-MM-DD --home \(home.path)'."))
        #expect(run.stdout.contains("Today's picks"))
    }

    @Test func everyDailyCommandHasHelpWithAnExample() throws {
        for command in ["today", "calendar", "ics"] {
            let run = try BloomProcess.run([command, "--help"])
            #expect(run.status == 0)
            #expect(run.stdout.contains("USAGE:") && run.stdout.contains("Example"))
        }
        let typo = try BloomProcess.run(["calender"])
        #expect(typo.status == 64 && typo.stderr.contains("did you mean 'bloom calendar'?"))
    }
}
