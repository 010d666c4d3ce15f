import Testing

/// Issue 16, item 11 end to end: calendar entries have unique, stable UIDs.
@Suite struct IcsUIDCommandTests {
    @Test func icsUIDsAreUniqueForTitlesThatDifferOnlyInPunctuationOrScript() throws {
        let home = try JournalHome()
        for title in ["Scan!", "Scan?", "超音波", "検診"] {
            try home.ok("appointments", "add", title, "--at", "2026-11-20 09:00")
        }
        let uids = try home.ok("ics").split(separator: "\r\n").filter { $0.hasPrefix("UID:") }
        #expect(uids.count == 4)
        #expect(Set(uids).count == 4)
        #expect(try home.ok("ics").split(separator: "\r\n").filter { $0.hasPrefix("UID:") } == uids)  // stable
    }

    @Test func icsUIDsNameProfilesByIdNotByName() throws {
        let home = try JournalHome()
        for name in ["李", "王"] {
            try home.ok("profile", "add", name)
            try home.ok("log", "period", "start", "2026-10-20", "--profile", name)
        }
        let first = try home.ok("ics", "--profile", "李").split(separator: "\r\n").filter { $0.hasPrefix("UID:period") }
        let second = try home.ok("ics", "--profile", "王").split(separator: "\r\n").filter { $0.hasPrefix("UID:period") }
        #expect(!first.isEmpty)
        #expect(Set(first).isDisjoint(with: Set(second)))
    }
}
