import Foundation
import Testing

@Suite struct DailyRemindTests {
    @Test func thePeriodIsAnnouncedTheChosenNumberOfDaysAhead() throws {
        // At noon: the evening water reminder (from 18:00) is not due yet, whatever the real clock says.
        let home = try DailyFixture.regularHome(today: "2026-11-19", time: "12:00")
        #expect(try home.ok("remind") == "• Your period is expected in 2 days (Sat 21 Nov).\n")
        #expect(try home.ok("remind", "--days", "1").isEmpty)
        let json = try home.ok("remind", "--json")
        #expect(json == #"{"today":"2026-11-19","profile":"me","reminders":[{"kind":"period","text":"Your period is expected in 2 days (Sat 21 Nov).","at":"2026-11-21"}]}"# + "\n")
    }

    @Test func thePeriodEndQuestionIsAskedTwiceAndNotedAsShown() throws {
        let home = try JournalHome(today: "2026-11-06")
        try home.ok("log", "period", "start", "2026-11-01")
        #expect(try home.ok("remind").contains("Has your period ended?"))
        #expect(try home.ok("remind").contains("(reminder 1 of 2)"), "still due all day")
        #expect(try home.ok("export").contains(#""number": 1"#))
        let later = try BloomProcess.run(["remind", "--home", home.path, "--today", "2026-11-08"])
        #expect(later.stdout.contains("(reminder 2 of 2)"))
        let between = try BloomProcess.run(["remind", "--home", home.path, "--today", "2026-11-07"])
        #expect(!between.stdout.contains("Has your period ended?"))
    }

    @Test func undoAfterARemindTakesBackThePersonsLogNotTheShownQuestion() throws {
        let home = try JournalHome(today: "2026-11-06")
        try home.ok("log", "period", "start", "2026-11-01")
        try home.ok("log", "water", "250")
        #expect(try home.ok("remind").contains("Has your period ended?"))
        #expect(try home.ok("undo").contains("water"))
        #expect(try home.ok("remind").contains("(reminder 1 of 2)"), "the shown question is still recorded")
    }

    @Test func thePeriodEndQuestionStopsOnceThePeriodEnded() throws {
        let home = try JournalHome(today: "2026-11-08")
        try home.ok("log", "period", "start", "2026-11-01")
        try home.ok("log", "period", "end", "2026-11-06")
        #expect(!(try home.ok("remind")).contains("Has your period ended?"))
    }

    @Test func waterBelowTheGoalIsMentionedOnlyInTheEvening() throws {
        let home = try JournalHome()
        try home.ok("log", "water", "500", "--at", "09:00")
        #expect(try home.ok("remind", "--at", "19:00").contains("• Water: 500 of 2000 ml so far today"))
        #expect(!(try home.ok("remind", "--at", "12:00")).contains("Water"))
    }

    @Test func supplementsNotYetLoggedTodayAreMentionedOnlyInTheEvening() throws {
        let home = try JournalHome()
        #expect(!(try home.ok("remind", "--at", "19:00")).contains("supplements"), "never logged: nothing to remind of")
        try home.ok("log", "lifestyle", "--at", "2026-11-09 08:00", "--supplements", "folic acid")
        #expect(try home.ok("remind", "--at", "19:00").contains("• You haven't logged your supplements today.\n"))
        #expect(!(try home.ok("remind", "--at", "12:00")).contains("supplements"))
        try home.ok("log", "lifestyle", "--at", "09:00", "--supplements", "folic acid")
        #expect(!(try home.ok("remind", "--at", "19:00")).contains("supplements"))
    }

    @Test func todaysAppointmentsAndRemindersThatFallTodayAreListed() throws {
        let home = try JournalHome()
        try home.ok("log", "appointment", "Midwife", "--when", "2026-11-10 15:00", "--place", "Clinic")
        try home.ok("log", "appointment", "Scan", "--when", "2026-11-11 08:00", "--remind", "1440")
        try home.ok("log", "appointment", "Dentist", "--when", "2026-11-20 08:00")
        let output = try home.ok("remind", "--at", "08:00")
        #expect(output.contains("• Midwife today at 15:00 at Clinic."))
        #expect(output.contains("• Scan Wed 11 Nov at 08:00 (tomorrow)."))
        #expect(!output.contains("Dentist"))
    }

    @Test func aFreshHomeHasNothingDue() throws {
        let home = try JournalHome()
        let run = try home.run(["remind"])
        #expect(run.status == 0 && run.stdout.isEmpty)
    }

    @Test func theEveningWaterReminderFollowsTheTimeOfDay() throws {
        let noon = try DailyFixture.regularHome(today: "2026-11-19", time: "12:00")
        #expect(!(try noon.ok("remind")).contains("Water:"))
        let evening = try JournalHome(today: "2026-11-19", time: "19:30")
        try evening.ok("log", "period", "start", "2026-11-01")
        #expect(try evening.ok("remind").contains("Water: 0 of 2000 ml so far today"))
    }

    @Test func aTimeOfDayThatIsNotOneIsAUsageError() throws {
        let home = try JournalHome(today: "2026-11-19", time: "25:99")
        let run = try home.run(["remind"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("BLOOM_TIME"))
    }
}
