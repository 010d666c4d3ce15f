import Foundation
import Testing

/// A parsed iCalendar file: unfolded content lines split into name, parameters and value.
struct ParsedICS {
    struct Line: Equatable {
        let name: String
        let parameters: [String]
        let value: String
    }

    let lines: [Line]

    /// Unfolds (CRLF + space) and splits `text`, checking every physical line ends in CRLF
    /// and holds at most 75 octets.
    init(_ text: String) throws {
        #expect(text.hasSuffix("\r\n"))
        let physical = text.components(separatedBy: "\r\n").dropLast()
        for line in physical {
            #expect(line.utf8.count <= 75, "too long: \(line)")
            #expect(!line.contains("\n") && !line.contains("\r"))
        }
        var logical: [String] = []
        for line in physical {
            if line.hasPrefix(" "), !logical.isEmpty { logical[logical.count - 1] += line.dropFirst() } else { logical.append(line) }
        }
        lines = try logical.map { line in
            let colon = try #require(line.firstIndex(of: ":"))
            let head = line[..<colon].split(separator: ";").map(String.init)
            return Line(name: head[0], parameters: Array(head.dropFirst()), value: String(line[line.index(after: colon)...]))
        }
    }

    /// The events, each as its lines (without BEGIN/END).
    var events: [[Line]] {
        var result: [[Line]] = []
        var current: [Line]?
        for line in lines {
            if line.name == "BEGIN" && line.value == "VEVENT" { current = [] } else if line.name == "END" && line.value == "VEVENT" {
                result.append(current ?? []); current = nil
            } else { current?.append(line) }
        }
        return result
    }

    /// Reverses TEXT escaping.
    static func unescape(_ value: String) -> String {
        var result = "", escaping = false
        for character in value {
            if escaping { result.append(character == "n" || character == "N" ? "\n" : character); escaping = false }
            else if character == "\\" { escaping = true } else { result.append(character) }
        }
        return result
    }
}

extension Array where Element == ParsedICS.Line {
    func value(_ name: String) -> String? { first { $0.name == name }?.value }
    func line(_ name: String) -> ParsedICS.Line? { first { $0.name == name } }
}

@Suite struct DailyIcsTests {
    @Test func aFileOfPredictionsAndAnAppointmentParsesBackFieldByField() throws {
        let home = try DailyFixture.regularHome()
        try home.ok("log", "appointment", "Scan, 20 weeks; bring notes — “ready”", "--when", "2026-11-20 10:30",
                    "--place", "Clinic", "--note", "Line one\nline two", "--remind", "60")
        let path = home.path + "/bloom.ics"
        #expect(try home.ok("ics", "--out", path, "--months", "2") == "Wrote 3 events to \(path)\n")
        let ics = try ParsedICS(try String(contentsOfFile: path, encoding: .utf8))
        #expect(ics.lines.first == .init(name: "BEGIN", parameters: [], value: "VCALENDAR"))
        #expect(ics.lines.contains(.init(name: "VERSION", parameters: [], value: "2.0")))
        #expect(ics.lines.contains { $0.name == "PRODID" })
        let events = ics.events
        #expect(events.count == 3)
        let period = events[0]
        #expect(period.value("UID") == "period-p1-5@bloom.local")
        #expect(period.value("DTSTAMP") == "20261110T000000Z")
        #expect(period.line("DTSTART") == .init(name: "DTSTART", parameters: ["VALUE=DATE"], value: "20261121"))
        #expect(period.line("DTEND") == .init(name: "DTEND", parameters: ["VALUE=DATE"], value: "20261126"))
        #expect(period.value("SUMMARY") == "Period (estimate)")
        #expect(events[1].value("UID") == "period-p1-6@bloom.local")
        #expect(events[1].value("DTSTART") == "20261219")
        let appointment = events[2]
        #expect(appointment.value("DTSTART") == "20261120T103000")
        #expect(appointment.value("DTEND") == "20261120T113000")
        #expect(appointment.value("SUMMARY") == #"Scan\, 20 weeks\; bring notes — “ready”"#)
        #expect(ParsedICS.unescape(appointment.value("SUMMARY")!) == "Scan, 20 weeks; bring notes — “ready”")
        #expect(ParsedICS.unescape(appointment.value("DESCRIPTION")!) == "Line one\nline two")
        #expect(appointment.value("LOCATION") == "Clinic")
        #expect(appointment.value("TRIGGER") == "-PT60M")
        for event in events {
            #expect(event.value("DTSTAMP") == "20261110T000000Z")
            #expect(event.value("UID")?.hasSuffix("@bloom.local") == true)
        }
    }

    @Test func exportingTwiceGivesTheSameUIDsAndBytes() throws {
        let home = try DailyFixture.regularHome()
        #expect(try home.ok("ics") == (try home.ok("ics")))
        let later = try BloomProcess.run(["ics", "--home", home.path, "--today", "2026-11-12"])
        let uids = { (text: String) in try ParsedICS(text).events.compactMap { $0.value("UID") } }
        #expect(try uids(later.stdout) == (try uids(try home.ok("ics"))))
    }

    @Test func tryingToConceiveAddsFertileWindowsAndPregnancyAddsTheDueDate() throws {
        let home = try DailyFixture.regularHome()
        try home.ok("profile", "set", "--mode", "ttc")
        let ttc = try ParsedICS(try home.ok("ics", "--months", "2")).events
        #expect(ttc.map { $0.value("UID") } == ["period-p1-5@bloom.local", "period-p1-6@bloom.local", "fertile-p1-6@bloom.local"])
        #expect(ttc.last?.value("DTSTART") == "20261130" && ttc.last?.value("DTEND") == "20261206")
        let pregnant = try JournalHome()
        try pregnant.ok("profile", "add", "Anna Lee", "--mode", "pregnancy")
        try pregnant.ok("log", "pregnancy", "--due", "2027-06-01", "--profile", "Anna Lee")
        let events = try ParsedICS(try pregnant.ok("ics", "--profile", "Anna Lee")).events
        #expect(events.count == 1)
        #expect(events[0].value("UID") == "due-p1-1@bloom.local")
        #expect(events[0].line("DTSTART") == .init(name: "DTSTART", parameters: ["VALUE=DATE"], value: "20270601"))
    }

    @Test func longLinesAreFoldedWithoutSplittingCharacters() throws {
        let home = try DailyFixture.regularHome()
        let title = String(repeating: "Ultraschall für Zoë 🌸 ", count: 6)
        try home.ok("log", "appointment", title, "--when", "2026-11-20 09:00")
        let text = try home.ok("ics")
        let event = try #require(try ParsedICS(text).events.last)
        #expect(ParsedICS.unescape(event.value("SUMMARY")!) == title)
    }

    /// Issue 49, item 8: a today past the supported days is a usage error, and the furthest
    /// predictions Bloom makes (24 months from its latest today) still have four-digit years.
    @Test func aTodayPastTheSupportedDaysIsRefusedAndTheLatestOneGivesFourDigitYears() throws {
        let home = try DailyFixture.regularHome()
        let refused = try BloomProcess.run(["ics", "--home", home.path, "--today", "9999-12-31"])
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("9999-12-31 is outside 1900-01-01 to 2200-12-31"), "\(refused.stderr)")
        let latest = try BloomProcess.run(["ics", "--months", "24", "--home", home.path, "--today", "2200-12-31"])
        #expect(latest.status == 0, "\(latest.stderr)")
        let events = try ParsedICS(latest.stdout).events
        #expect(!events.isEmpty)
        for event in events {
            for name in ["DTSTART", "DTEND"] {
                let value = try #require(event.value(name))
                #expect(value.count == 8 && value.allSatisfy(\.isNumber) && value.hasPrefix("22"), "\(name) \(value)")
            }
        }
    }

    @Test func anUnwritableFileIsAnIOError() throws {
        let home = try DailyFixture.regularHome()
        let run = try home.run(["ics", "--out", "/nonexistent-folder/bloom.ics"])
        #expect(run.status == 74)
        #expect(run.stderr.contains("cannot write /nonexistent-folder/bloom.ics"))
    }
}
