import Foundation
import Testing

/// `bloom appointments add/list/done`.
@Suite struct AppointmentCommandTests {
    @Test func appointmentsAreListedByTimeAndOneCanBeMarkedDone() throws {
        let home = try JournalHome(today: "2026-11-10")
        let added = try home.ok("appointments", "add", "Midwife visit", "--at", "2026-11-20 10:30", "--place", "Health centre", "--remind", "60")
        #expect(added.contains("Logged appointment “Midwife visit” on 2026-11-20 10:30 at Health centre · reminder 60 min before"), "\(added)")
        try home.ok("appointments", "add", "Scan", "--at", "2026-11-12 09:00")
        let done = try home.ok("appointments", "done", "1")
        #expect(done.contains("Marked done: appointment “Scan”"), "\(done)")
        let list = try home.ok("appointments")
        #expect(list == "1. ☑ 2026-11-12 09:00 Scan\n2. ☐ 2026-11-20 10:30 Midwife visit · Health centre · reminder 60 min before\n", "\(list)")
        let json = try home.ok("appointments", "list", "--json")
        #expect(json.contains(#"{"id":1,"title":"Scan","at":"2026-11-12T09:00:00","place":null,"reminderMinutes":null,"done":true}"#), "\(json)")
    }

    @Test func anUnknownIDIsADataErrorAndAMissingTimeAUsageError() throws {
        let home = try JournalHome(today: "2026-11-10")
        #expect(try home.run(["appointments", "done", "3"]).status == 65)
        #expect(try home.run(["appointments", "add", "Scan"]).status == 64)
    }

    @Test func markingDoneCanBeUndone() throws {
        let home = try JournalHome(today: "2026-11-10")
        try home.ok("appointments", "add", "Scan", "--at", "2026-11-12 09:00")
        try home.ok("appointments", "done", "1")
        try home.ok("undo")
        #expect(try home.ok("appointments").hasPrefix("1. ☐"))
    }
}
