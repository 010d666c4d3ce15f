import Foundation
import Testing

/// `bloom overview` and `bloom calendar --all`: everyone at a glance, from each profile's own
/// day model, showing only dates, counts and modes.
@Suite struct OverviewCommandTests {
    /// Three people: "me" (four periods), Anna (three, the last ongoing and shared days with
    /// me's predicted period), and Sam (pregnant, due 2027-05-20), seen on 2026-11-10.
    static func household() throws -> JournalHome {
        let home = try JournalHome(today: "2026-11-10")
        for (start, end) in [("2026-08-01", "2026-08-05"), ("2026-08-29", "2026-09-02"), ("2026-09-26", "2026-09-30"), ("2026-10-24", "2026-10-28")] {
            _ = try home.ok("log", "period", "start", start)
            _ = try home.ok("log", "period", "end", end)
        }
        _ = try home.ok("log", "day", "--note", "private words", "--symptom", "cramps")
        _ = try home.ok("profile", "add", "Anna")
        for start in ["2026-09-15", "2026-10-13", "2026-11-09"] { _ = try home.ok("log", "period", "start", start, "--profile", "Anna") }
        _ = try home.ok("profile", "add", "Sam", "--mode", "pregnancy")
        _ = try home.ok("log", "pregnancy", "--due", "2027-05-20", "--profile", "Sam")
        return home
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func eachProfilesLineAgreesWithItsOwnPrediction() throws {
        let home = try Self.household()
        let overview = try Self.object(try home.ok("overview", "--json"))
        let profiles = try #require(overview["profiles"] as? [[String: Any]])
        #expect(profiles.map { $0["name"] as? String } == ["Anna", "me", "Sam"])
        #expect(overview["people"] as? Int == 3)
        for profile in profiles where profile["mode"] as? String != "pregnancy" {
            let name = try #require(profile["name"] as? String)
            let predict = try Self.object(try home.ok("predict", "--json", "--profile", name))
            #expect(profile["nextPeriod"] as? String == predict["nextStart"] as? String)
            #expect(profile["earliest"] as? String == predict["earliest"] as? String)
            #expect(profile["latest"] as? String == predict["latest"] as? String)
            #expect(profile["daysLate"] as? Int == predict["daysLate"] as? Int)
        }
        let sam = try #require(profiles.first { $0["name"] as? String == "Sam" })
        let today = try Self.object(try home.ok("today", "--json", "--profile", "Sam"))
        #expect(sam["dueDate"] as? String == "2027-05-20")
        #expect(sam["pregnancyWeek"] as? Int == today["pregnancyWeek"] as? Int)
        let coming = try #require(overview["comingUp"] as? [[String: Any]])
        #expect(coming.first?["profile"] as? String == "me")
        #expect(coming.first?["day"] as? String == profiles.first { $0["name"] as? String == "me" }?["nextPeriod"] as? String)
    }

    @Test func theOverviewNeverShowsNotesOrSymptoms() throws {
        let home = try Self.household()
        for output in [try home.ok("overview"), try home.ok("overview", "--json")] {
            #expect(!output.contains("private words"))
            #expect(!output.contains("cramps"))
        }
        let text = try home.ok("overview")
        #expect(text.contains("[S] Sam"))
        #expect(text.contains("week "))
        #expect(text.contains("3 people"))
    }

    @Test func anEmptyProfileSaysWhatToLogFirst() throws {
        let home = try Self.household()
        _ = try home.ok("profile", "add", "Alex")
        let text = try home.ok("overview")
        // Alex has no period at all: the first one is what is needed, not "1 more".
        let alex = try #require(text.split(separator: "\n").first { $0.contains("Alex") })
        #expect(alex.contains("no periods logged yet: log the first day of a period"), "\(alex)")
        #expect(!text.contains("1 more period"))
        // One period gives an estimate (from a typical cycle): no longer "nothing logged".
        try home.ok("log", "period", "start", "2026-11-01", "--profile", "Alex")
        let after = try #require(try home.ok("overview").split(separator: "\n").first { $0.contains("Alex") })
        #expect(after.contains("next period"), "\(after)")
    }

    @Test func theSharedCalendarMarksEachPersonsDaysAndFitsTwoOnOneDay() throws {
        let home = try Self.household()
        let calendar = try Self.object(try home.ok("calendar", "--all", "2026-11", "--json"))
        let days = try #require(calendar["days"] as? [[String: Any]])
        let marks = Dictionary(uniqueKeysWithValues: days.map { ($0["day"] as! String, $0["marks"] as! [String]) })
        let people = try #require(calendar["people"] as? [[String: Any]])
        let letter = { (name: String) in people.first { $0["name"] as? String == name }?["letter"] as? String ?? "?" }
        // Anna's period started on the 9th and is ongoing: logged up to today.
        #expect(marks["2026-11-09"]?.contains(letter("Anna").uppercased()) == true)
        #expect(marks["2026-11-10"]?.contains(letter("Anna").uppercased()) == true)
        // me's next period is predicted: lower case.
        let me = try Self.object(try home.ok("predict", "--json"))
        let next = try #require(me["nextStart"] as? String)
        #expect(marks[next]?.contains(letter("me").lowercased()) == true)
        // Every letter is distinct, so two people on one day stay apart.
        #expect(Set(people.map { $0["letter"] as? String }).count == people.count)
        let text = try home.ok("calendar", "--all", "2026-12")
        #expect(text.contains("predicted)"))
    }

    @Test func theChatAnswersAboutEveryoneAndAboutANamedProfileWithoutSwitching() throws {
        let home = try Self.household()
        let before = try home.ok("export")
        let me = try Self.object(try home.ok("predict", "--json"))
        let anna = try Self.object(try home.ok("predict", "--json", "--profile", "Anna"))
        func dayMonth(_ iso: String) throws -> String {
            let text = try home.ok("calendar", String(iso.prefix(7)), "--json")  // the month exists
            _ = text
            let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            let parts = iso.split(separator: "-").map { Int($0)! }
            return "\(parts[2]) \(months[parts[1] - 1])"
        }
        let next = try Self.object(try home.ok("ask", "who's due next?", "--json"))
        #expect(next["intent"] as? String == "overview.everyone")
        let reply = next["reply"] as? String ?? ""
        #expect(reply.contains("Next due: me"))
        #expect(reply.contains(try dayMonth(try #require(me["nextStart"] as? String))))
        #expect(!reply.contains("private words") && !reply.contains("cramps"))
        let named = try Self.object(try home.ok("ask", "when is Anna's next period?", "--json"))
        let text = named["reply"] as? String ?? ""
        #expect(text.contains("Anna's next period"))
        #expect(text.contains(try dayMonth(try #require(anna["nextStart"] as? String))))
        // Still on the same profile, and nothing was written.
        #expect(try home.ok("profile", "list").contains("*  me"))
        #expect(try home.ok("export") == before)
    }
}
