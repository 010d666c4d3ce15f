import BloomTestSupport
import Content
import CycleCore
import DayModel
import Foundation
import Journal
import Testing

/// One person, one day, one answer: for every scenario (mode × history × chart × day), the
/// commands and the chat tell the same dates, phase and picks as the day model.
@Suite struct DayAgreementTests {
    static let knowledge = try! Knowledge.load()

    /// A home holding `scenario`'s data, written through the journal.
    static func home(for scenario: Scenario) throws -> TemporaryHome {
        let home = TemporaryHome("bloom-agreement")
        let store = try #require(try JournalStore.open(folder: home.path))
        let profile = try store.addProfile(Profile(name: "me", mode: scenario.mode, created: scenario.lastStart - 400))
        let inputs = scenario.inputs
        for period in inputs.periods { _ = try store.log(period, for: profile, today: scenario.today) }
        for reading in inputs.temperatures {
            _ = try store.log(TemperatureReading(day: reading.day, celsius: reading.celsius), for: profile, today: scenario.today)
        }
        if let pregnancy = inputs.pregnancy { _ = try store.log(Pregnancy(lmp: pregnancy.lmp), for: profile, today: scenario.today) }
        return home
    }

    static func json(_ run: BloomRun) throws -> [String: Any] {
        #expect(run.status == 0, "\(run.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test(arguments: Scenario.matrix(offsets: [0, 14, 40]))
    func everyViewAgreesWithTheDayModel(_ scenario: Scenario) throws {
        let home = try Self.home(for: scenario)
        let expected = try PersonDay(scenario.inputs, today: scenario.today)
        let common = ["--home", home.path, "--today", scenario.today.iso]
        let prediction = expected.prediction
        let status = expected.status

        let predict = try Self.json(BloomProcess.run(["predict", "--json"] + common))
        #expect(predict["nextStart"] as? String == prediction?.nextStart.iso)
        #expect(predict["earliest"] as? String == prediction?.earliest.iso)
        #expect(predict["latest"] as? String == prediction?.latest.iso)
        #expect(predict["ovulation"] as? String == prediction?.ovulation.iso)
        #expect(predict["fertileStart"] as? String == prediction?.fertileStart.iso)
        #expect(predict["fertileEnd"] as? String == prediction?.fertileEnd.iso)
        #expect(predict["phase"] as? String == status?.phase.rawValue)
        #expect(predict["periodEndPrompt"] as? Int == expected.periodEndQuestion)

        let today = try Self.json(BloomProcess.run(["today", "--json"] + common))
        #expect(today["nextPeriod"] as? String == prediction?.nextStart.iso)
        #expect(today["nextPeriodEarliest"] as? String == prediction?.earliest.iso)
        #expect(today["nextPeriodLatest"] as? String == prediction?.latest.iso)
        #expect(today["phase"] as? String == status?.phase.rawValue)
        #expect(today["fertility"] as? String == expected.fertility?.level.rawValue)
        #expect(today["pregnancyWeek"] as? Int == expected.gestationalAge?.currentWeek)
        #expect(today["periodEndPrompt"] as? Int == expected.periodEndQuestion)
        let picks = expected.picks(from: Self.knowledge)
        let shown = try #require(today["picks"] as? [String: Any])
        #expect((shown["nutrition"] as? [String: Any])?["id"] as? String == picks.nutrition?.id)
        #expect((shown["selfCare"] as? [String: Any])?["id"] as? String == picks.selfCare?.id)
        #expect((shown["movement"] as? [String: Any])?["id"] as? String == picks.movement?.id)
        #expect((shown["affirmation"] as? [String: Any])?["id"] as? String == picks.affirmation?.id)

        let line = try BloomProcess.run(["status", "--format", "{day}|{phase}|{next}|{late}|{week}"] + common)
        #expect(line.status == 0)
        let parts = line.stdout.trimmingCharacters(in: .newlines).components(separatedBy: "|")
        if let status {
            #expect(parts.first == String(status.cycleDay))
            #expect(parts.count > 1 && parts[1] == status.phase.name)
            #expect(parts.count > 2 && parts[2] == "\(max(0, status.daysUntilNextPeriod))d")
        }
        #expect(parts.last == expected.gestationalAge.map { String($0.currentWeek) } ?? "")

        let remind = try Self.json(BloomProcess.run(["remind", "--json", "--days", "14", "--at", "09:00"] + common))
        let reminders = try #require(remind["reminders"] as? [[String: Any]])
        let periodReminder = reminders.first { ["period", "periodLate"].contains($0["kind"] as? String) }
        if expected.mode != .pregnancy, let status, status.isLate || (status.daysUntilNextPeriod <= 14 && status.phase != .menstrual) {
            #expect(periodReminder?["at"] as? String == status.prediction.nextStart.iso)
        } else {
            #expect(periodReminder == nil)
        }

        guard expected.mode != .pregnancy, let prediction, let status else { return }
        let month = String(prediction.nextStart.iso.prefix(7))
        let calendar = try Self.json(BloomProcess.run(["calendar", month, "--months", "2", "--json"] + common))
        let marks = Dictionary(((calendar["days"] as? [[String: Any]]) ?? []).compactMap { entry in
            (entry["day"] as? String).map { ($0, entry["mark"] as? String ?? "") }
        }, uniquingKeysWith: { first, _ in first })
        if !status.isLate { #expect(marks[prediction.nextStart.iso] == "predictedPeriod") }
        let next = prediction.upcoming(2)
        if let following = next.dropFirst().first {
            // The cycle after next is in the grid too: ovulation and the window as predicted.
            if following.ovulation.iso.prefix(7) == month || following.ovulation.iso.prefix(7) == String(following.start.iso.prefix(7)) {
                if marks[following.ovulation.iso] != nil { #expect(marks[following.ovulation.iso] == "ovulation") }
            }
        }

        let ics = try BloomProcess.run(["ics"] + common)
        #expect(ics.status == 0)
        let starts = Self.eventStarts(ics.stdout)
        if !status.isLate { #expect(starts["Period (estimate)"]?.first == Self.compact(prediction.nextStart)) }
        if expected.mode == .ttc, prediction.fertileEnd >= scenario.today {
            #expect(starts["Fertile window (estimate)"]?.first == Self.compact(prediction.fertileStart))
        }

        // The chat, asked as a person would, names the same days.
        if !status.isLate {
            let reply = try Self.json(BloomProcess.run(["ask", "when is my next period", "--json"] + common))["reply"] as? String ?? ""
            #expect(reply.contains(Self.dayMonth(prediction.nextStart)), "\(reply)")
        }
        if expected.mode == .ttc, !status.isLate, prediction.fertileEnd >= scenario.today {
            let reply = try Self.json(BloomProcess.run(["ask", "when is my fertile window", "--json"] + common))["reply"] as? String ?? ""
            #expect(reply.contains(Self.dayMonth(prediction.fertileEnd)), "\(reply)")
        }
    }

    /// Scenarios whose fertile windows fall in another month than the period after them:
    /// a last period on 10 Oct (windows late in October and November) or on 28 Nov (the next
    /// period in January, across the year), seen on several days.
    static let monthBoundaryScenarios: [Scenario] = {
        var all: [Scenario] = []
        for mode in [Mode.cycle, .ttc] {
            for history in [Scenario.History.short, .long, .irregular] {
                for lastStart in ["2026-10-10", "2026-11-28"].map(isoDay) {
                    for offset in [3, 12, 26] {
                        all.append(Scenario(mode: mode, history: history, charted: history == .long, dayOffset: offset, lastStart: lastStart))
                    }
                }
            }
        }
        return all
    }()

    /// Every day `predict`, `today` and `ics` give (next period, ovulation, fertile windows)
    /// carries its mark in the calendar of its own month, whichever month the cycle's period
    /// falls in, and the same mark when that month is shown alone or among others.
    @Test(arguments: monthBoundaryScenarios)
    func theCalendarShowsEveryDateTheOtherViewsGiveAcrossMonthBoundaries(_ scenario: Scenario) throws {
        let home = try Self.home(for: scenario)
        let common = ["--home", home.path, "--today", scenario.today.iso]
        let predict = try Self.json(BloomProcess.run(["predict", "--json"] + common))
        let today = try Self.json(BloomProcess.run(["today", "--json"] + common))
        let ics = try BloomProcess.run(["ics", "--months", "3"] + common)
        #expect(ics.status == 0)

        // The days each view gives, with the mark they must have (fertile days may be shown as
        // ovulation; a predicted period day takes precedence over a fertile one).
        var wanted: [(day: String, marks: Set<String>, from: String)] = []
        func addRange(_ first: String, _ last: String, _ marks: Set<String>, _ from: String) throws {
            let start = try Day(iso: first), end = try Day(iso: last)
            guard start <= end else { return }
            for ordinal in start.ordinal...end.ordinal { wanted.append((Day(ordinal: ordinal).iso, marks, from)) }
        }
        let fertile: Set<String> = ["fertile", "ovulation", "predictedPeriod", "period"]
        let ovulation = try #require(predict["ovulation"] as? String)
        wanted.append((ovulation, ["ovulation", "predictedPeriod", "period"], "predict ovulation"))
        try addRange(try #require(predict["fertileStart"] as? String), try #require(predict["fertileEnd"] as? String), fertile, "predict window")
        let next = try #require(today["nextPeriod"] as? String)
        if try Day(iso: next) > scenario.today { wanted.append((next, ["predictedPeriod"], "today nextPeriod")) }
        for event in Self.events(ics.stdout) {
            let last = try Day(iso: Self.iso(event.end)) - 1
            switch event.summary {
            case "Fertile window (estimate)": try addRange(Self.iso(event.start), last.iso, fertile, "ics window")
            case "Period (estimate)":
                let first = max(try Day(iso: Self.iso(event.start)), scenario.today + 1)
                try addRange(first.iso, last.iso, ["predictedPeriod", "period"], "ics period")
            default: break
            }
        }

        let firstMonth = scenario.today.firstOfMonth
        var together: [String: String] = [:]
        let shown = try Self.json(BloomProcess.run(["calendar", String(firstMonth.iso.prefix(7)), "--months", "4", "--json"] + common))
        for entry in shown["days"] as? [[String: Any]] ?? [] {
            if let day = entry["day"] as? String { together[day] = entry["mark"] as? String }
        }
        let lastShown = firstMonth.adding(months: 4) - 1
        for index in 0..<4 {
            let month = String(firstMonth.adding(months: index).iso.prefix(7))
            let alone = try Self.json(BloomProcess.run(["calendar", month, "--json"] + common))
            var marks: [String: String] = [:]
            for entry in alone["days"] as? [[String: Any]] ?? [] {
                if let day = entry["day"] as? String { marks[day] = entry["mark"] as? String }
            }
            for item in wanted where item.day.hasPrefix(month) {
                #expect(marks[item.day].map(item.marks.contains) == true,
                        "\(scenario): \(item.from) \(item.day) is \(marks[item.day] ?? "unmarked") in the calendar of \(month)")
            }
            for (day, mark) in marks { #expect(together[day] == mark, "\(scenario): \(day) differs between \(month) alone and four months") }
        }
        #expect(wanted.contains { item in (try? Day(iso: item.day)).map { $0 > lastShown } == false })
    }

    /// The summary, first day and day after the last of each event, in file order.
    static func events(_ ics: String) -> [(summary: String, start: String, end: String)] {
        var result: [(summary: String, start: String, end: String)] = []
        var summary: String?, start: String?, end: String?
        for raw in ics.components(separatedBy: "\r\n") {
            if raw == "BEGIN:VEVENT" { summary = nil; start = nil; end = nil }
            if raw.hasPrefix("SUMMARY:") { summary = String(raw.dropFirst(8)) }
            if raw.hasPrefix("DTSTART;VALUE=DATE:") { start = String(raw.dropFirst(19)) }
            if raw.hasPrefix("DTEND;VALUE=DATE:") { end = String(raw.dropFirst(17)) }
            if raw == "END:VEVENT", let summary, let start, let end { result.append((summary, start, end)) }
        }
        return result
    }

    /// "2026-10-20" from "20261020".
    static func iso(_ compact: String) -> String {
        let characters = Array(compact)
        guard characters.count == 8 else { return compact }
        return "\(String(characters[0..<4]))-\(String(characters[4..<6]))-\(String(characters[6..<8]))"
    }

    /// "22 Nov": what every rendering of a day (short or long) contains.
    static func dayMonth(_ day: Day) -> String { String(day.shortText.split(separator: " ").dropFirst().joined(separator: " ")) }

    static func compact(_ day: Day) -> String { day.iso.replacingOccurrences(of: "-", with: "") }

    /// The DTSTART dates of each event summary, in file order.
    static func eventStarts(_ ics: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var summary: String?, start: String?
        for raw in ics.components(separatedBy: "\r\n") {
            if raw == "BEGIN:VEVENT" { summary = nil; start = nil }
            if raw.hasPrefix("SUMMARY:") { summary = String(raw.dropFirst(8)) }
            if raw.hasPrefix("DTSTART;VALUE=DATE:") { start = String(raw.dropFirst(19)) }
            if raw == "END:VEVENT", let summary, let start { result[summary, default: []].append(start) }
        }
        return result
    }
}
