import Foundation
import Testing

/// The chat reaches the views: asked for in chat, each shows what its command prints for the
/// same day, plain when piped.
@Suite struct ChatViewTests {
    @Test func showMyCalendarPrintsTheSameGridAsTheCalendarCommand() throws {
        let home = try DailyFixture.regularHome()
        let asked = try home.ok("ask", "show my calendar")
        let command = try home.ok("calendar")
        #expect(asked == command)
        #expect(asked.hasPrefix("November 2026\n Mo   Tu   We   Th   Fr   Sa   Su\n"))
        #expect(!asked.contains("\u{1B}["))
    }

    @Test func aMonthAfterACalendarShowsThatMonthsGrid() throws {
        let home = try DailyFixture.regularHome()
        let chat = try home.run(["chat"], stdin: "show my calendar\nwhat about December?\n")
        #expect(chat.status == 0)
        let december = try home.ok("calendar", "2026-12")
        #expect(chat.stdout.hasSuffix(december))
        #expect(chat.stdout.hasPrefix("November 2026\n"))
    }

    @Test func historyInChatIsTheHistoryCommandsTable() throws {
        let home = try DailyFixture.regularHome()
        let asked = try home.ok("ask", "show my period history")
        #expect(asked == (try home.ok("history")))
        #expect(asked.hasPrefix("Periods · profile me · 4 logged\n  2026-10-24 → 2026-10-28  5 days"))
    }

    @Test func aChatConfirmationAndItsUndoNameSymptomsInWordsAndLeaveOutAnEarlierDaysSavingTime() throws {
        let home = try JournalHome(today: "2026-11-22", time: "15:37")
        let back = try home.ok("ask", "my lower back is killing me today")
        #expect(back.contains("symptoms back pain today"), "\(back)")
        #expect(!back.contains("back-pain") && !back.contains("2026-11-22"), "\(back)")
        // Undo says what it took back the same way.
        let undone = try home.ok("ask", "undo that")
        #expect(undone.contains("symptoms back pain today") && !undone.contains("back-pain"), "\(undone)")
        let water = try home.ok("ask", "drank 500ml of water yesterday")
        #expect(water.contains("water 500 ml on Sat 21 Nov"), "\(water)")
        #expect(!water.contains("15:37"), "\(water)")
    }

    @Test func whatWasLoggedInChatIsTheLoggedCommandsList() throws {
        let home = try JournalHome(today: "2026-11-22", time: "10:00")
        try home.ok("log", "period", "start", "2026-11-18")
        try home.ok("log", "temp", "36.4", "yesterday")
        _ = try home.ok("ask", "had cramps and a headache, also drank 3 glasses of water")
        try home.ok("log", "water", "250", "--at", "12:00")
        let week = try home.ok("logged", "--days", "7")
        #expect(week == """
            Logged from Mon 16 Nov to Sun 22 Nov · profile me
              Sun 22 Nov: symptoms cramps, headache · water 1000 ml (2 entries)
              Sat 21 Nov: temperature 36.4 °C
              Wed 18 Nov: period started

            """)
        #expect(try home.ok("ask", "what did i log this week") == week)
        #expect(try home.ok("ask", "what did I track yesterday") == (try home.ok("logged", "yesterday")))
        #expect(try home.ok("logged", "2026-11-20") == "Nothing logged on Fri 20 Nov · profile me. Log with 'bloom log --home \(home.path)', or tell me in chat (\"cramps today\").\n")
    }

    @Test func loggedSaysSymptomsAndDischargeInWordsNotIds() throws {
        let home = try JournalHome(today: "2026-11-22")
        try home.ok("log", "symptom", "back-pain")
        try home.ok("log", "symptom", "breast-tenderness")
        let shown = try home.ok("logged")
        #expect(shown.contains("symptoms breast tenderness, back pain") && !shown.contains("back-pain"), "\(shown)")
    }

    /// Issue 54 (small): up to a year of days, not 31.
    @Test func loggedShowsUpToAYearOfDays() throws {
        let home = try JournalHome(today: "2026-11-22")
        try home.ok("log", "period", "start", "2026-10-01")
        let sixty = try home.ok("logged", "--days", "60")
        #expect(sixty.hasPrefix("Logged from Thu 24 Sep to Sun 22 Nov · profile me"), "\(sixty)")
        #expect(sixty.contains("Thu 1 Oct: period started"), "\(sixty)")
        #expect(try home.run(["logged", "--days", "366"]).status == 0)
    }

    @Test func loggedRefusesABadSpanOrDay() throws {
        let home = try JournalHome(today: "2026-11-22")
        #expect(try home.run(["logged", "--days", "367"]).status == 65)
        #expect(try home.run(["logged", "--days", "two"]).status == 64)
        #expect(try home.run(["logged", "tomorrow"]).status == 65)
        #expect(try home.run(["logged", "2026-13-01"]).status == 64)
    }

    @Test func remindersInChatAreTheRemindCommandsLinesAndWriteNothing() throws {
        // Expected end of the 2026-11-01 period + 1: the period-end question is due.
        let home = try JournalHome(today: "2026-11-06")
        for start in ["2026-09-06", "2026-10-04", "2026-11-01"] { try home.ok("log", "period", "start", start) }
        let asked = try home.ok("ask", "show my reminders")
        let again = try home.ok("ask", "any reminders for me?")
        #expect(asked == again)
        #expect(asked.contains("• "))
        #expect(asked == (try home.ok("remind")))
    }

    @Test func aViewAskedForInChatIsAnsweredWithoutWriting() throws {
        let home = try DailyFixture.regularHome()
        let json = try home.ok("ask", "show my appointments", "--json")
        #expect(json.contains(#""intent":"show.appointments""#))
        #expect(json.contains(#""actions":[]"#))
        #expect(json.contains("No appointments yet"))
    }
}
