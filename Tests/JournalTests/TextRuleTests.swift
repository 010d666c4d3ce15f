import CycleCore
import Foundation
@testable import Journal
import JSON
import NextSteps
import Testing

/// Issue 16, items 1, 4, 5, 7 and 10: one rule for free text (no control characters, one
/// definition of length), text kept whole, one uniqueness rule for names, notes kept.
@Suite struct TextRuleTests {
    static let today = TestStore.today
    static let hostile: [String] = ["\u{1B}]52;c;aGk=\u{07}", "\u{1B}[2J", "a\u{9B}b", "a\u{202E}b", "a\u{2066}b", "a\u{0}b", "a\u{7F}b"]

    @Test(arguments: hostile)
    func everyFreeTextFieldRefusesControlCharacters(_ text: String) throws {
        let at = TestStore.moment("09:00")
        let records: [(any StoredRecord, String)] = [
            (DailyLog(day: Self.today, note: text), "note"),
            (PeriodRecord(start: Self.today, notes: text), "notes"),
            (Appointment(title: text, at: at), "title"),
            (Appointment(title: "Scan", at: at, place: text), "place"),
            (FavouriteAffirmation(text: text, added: Self.today), "text"),
            (Pregnancy(lmp: Self.today - 60, babyName: text), "babyName"),
            (LifestyleEntry(at: at, note: text), "note"),
            (LifestyleEntry(at: at, sleepEnvironment: text), "sleepEnvironment"),
        ]
        for (record, field) in records {
            let problems = record.problems(today: Self.today)
            #expect(problems.contains { $0.field == field && $0.message.contains("control character") }, "\(field): \(problems)")
        }
        #expect(Profile.nameProblem("me" + text) != nil)
    }

    @Test func notesKeepLineBreaksAndTabsButOneLineFieldsDoNot() {
        #expect(DailyLog(day: Self.today, note: "line one\n\tline two").problems(today: Self.today).isEmpty)
        let title = Appointment(title: "Scan\nnow", at: TestStore.moment("09:00")).problems(today: Self.today)
        #expect(title.map(\.field) == ["title"])
    }

    @Test func lengthIsCountedInCodePointsBeforeTheDatabaseSeesIt() throws {
        let (store, profile) = try TestStore.withProfile()
        let family = String(repeating: "👨‍👩‍👧‍👦", count: 200)  // 200 characters, 1,400 code points
        #expect(TextRule.length(family) == 1400)
        #expect(throws: JournalError.self) { try store.log(Appointment(title: family, at: TestStore.moment("09:00")), for: profile, today: Self.today) }
        let piled = "e" + String(repeating: "\u{301}", count: 5000)  // one character
        let problems = DailyLog(day: Self.today, note: piled).problems(today: Self.today)
        #expect(problems.map(\.field) == ["note"])
        #expect(problems.first?.message.contains("code points") == true)
    }

    @Test func textWithANulCharacterIsStoredWhole() throws {
        let store = try TestStore.open()
        try store.db.execute("CREATE TEMP TABLE t (x TEXT)")
        try store.db.run("INSERT INTO t VALUES (?)", ["visible\u{0}hidden"])
        #expect(try store.db.scalar("SELECT x FROM t") == .text("visible\u{0}hidden"))
    }

    @Test func aBackupHoldingANulIsRefusedWhole() throws {
        let text = #"{"format":"bloom-backup","version":1,"activeProfile":"me","profiles":[{"name":"me","color":"rose","mode":"cycle","units":"metric","waterGoalMl":2000,"created":"2026-01-01","days":[{"day":"2026-11-01","note":"visible\u0000hidden"}]}]}"#
        let json = try JSONValue(parsing: text)
        guard case let .failure(issues) = Backup.decode(json, today: Self.today) else {
            Issue.record("a NUL in a note was accepted")
            return
        }
        #expect(issues.list.contains { $0.path.hasSuffix("note") })
    }

    @Test func profileNamesAreOneNameUnderUnicodeNormalisation() throws {
        let store = try TestStore.open()
        _ = try store.addProfile(Profile(name: "\u{E9}", created: Self.today))  // é precomposed (NFC)
        #expect(throws: JournalError.profileExists(name: "\u{E9}")) {
            try store.addProfile(Profile(name: "e\u{301}", created: Self.today))  // é decomposed (NFD)
        }
        #expect(try store.profile(named: "E\u{301}")?.name == "\u{E9}")
        let backup = try JSONValue(parsing: try store.backup().rendered())
        guard case .success = Backup.decode(backup, today: Self.today) else {
            Issue.record("Bloom's own backup does not decode")
            return
        }
    }

    @Test func aSecondNoteOnOneDayIsKeptBelowTheFirst() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logDay(DailyLog(day: Self.today, note: "first"), for: profile, today: Self.today)
        let second = try store.logDay(DailyLog(day: Self.today, note: "second"), for: profile, today: Self.today)
        #expect(second.record.note == "first\nsecond")
        let again = try store.logDay(DailyLog(day: Self.today, note: "second"), for: profile, today: Self.today)
        #expect(again.change == .unchanged)
    }

    @Test func twoLifestyleNotesInOneSecondAreBothKept() throws {
        let (store, profile) = try TestStore.withProfile()
        let at = TestStore.moment("21:00")
        _ = try store.logLifestyle(LifestyleEntry(at: at, note: "late coffee"), for: profile, today: Self.today)
        let logged = try store.logLifestyle(LifestyleEntry(at: at, note: "noisy street"), for: profile, today: Self.today)
        #expect(logged.record.note == "late coffee\nnoisy street")
        #expect(logged.record.summary.contains("late coffee / noisy street"))
    }

    @Test func jsonEscapesEveryControlCharacter() {
        #expect(JSONValue.quoted("a\u{1B}\u{9B}\u{202E}b") == #""a\u001b\u009b\u202eb""#)
    }

    @Test func neutralisedTextShowsControlCharactersVisibly() {
        #expect(TextRule.neutralised("a\u{1B}[2Jb\u{0}\u{7F}\u{202E}\n\t") == "a^[[2Jb^@^?<U+202E>\n\t")
    }
}
