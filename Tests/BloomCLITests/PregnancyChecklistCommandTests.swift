import Foundation
import Testing

/// `bloom checklist`: the week's Knowledge checklist with ticks for the recorded pregnancy.
@Suite struct PregnancyChecklistCommandTests {
    func pregnantHome() throws -> JournalHome {
        let home = try JournalHome(today: "2026-07-22")
        try home.ok("log", "pregnancy", "--lmp", "2026-05-01")  // week 12 on 22 July
        return home
    }

    @Test func theCurrentWeeksItemsAreListedAndOneCanBeTicked() throws {
        let home = try pregnantHome()
        let before = try home.ok("checklist")
        #expect(before == "Week 12 checklist\n1. ☐ Attend your dating scan if it is booked\n2. ☐ Write down your estimated due date\n", "\(before)")
        let ticked = try home.ok("checklist", "done", "2")
        #expect(ticked.contains("Ticked ☑ Write down your estimated due date (week 12, item 2)"), "\(ticked)")
        #expect(try home.ok("checklist").contains("2. ☑ Write down your estimated due date"))
        let json = try home.ok("checklist", "--json")
        #expect(json.contains(#"{"number":2,"text":"Write down your estimated due date","done":true}"#), "\(json)")
    }

    @Test func anotherWeekCanBeShownAndItsTicksAreItsOwn() throws {
        let home = try pregnantHome()
        try home.ok("checklist", "done", "1")
        let other = try home.ok("checklist", "--week", "28", "--json")
        #expect(other.contains(#""week":28"#) && !other.contains(#""done":true"#), "\(other)")
    }

    @Test func tickingANumberThatIsNotOnTheListIsADataError() throws {
        let run = try pregnantHome().run(["checklist", "done", "9"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("no item 9"))
    }

    @Test func withoutAPregnancyAWeekIsNeeded() throws {
        let home = try JournalHome(today: "2026-07-22")
        #expect(try home.run(["checklist"]).status == 64)
        #expect(try home.ok("checklist", "--week", "12").contains("Week 12 checklist"))
        #expect(try home.run(["checklist", "done", "1", "--week", "12"]).status == 64)
    }
}
