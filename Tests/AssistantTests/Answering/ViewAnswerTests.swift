@testable import Assistant
import CycleCore
import DayModel
import Testing

/// Views asked for in chat: the store renders them; a store that cannot names the command.
@Suite struct ViewAnswerTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    /// The in-memory store that also renders views, as two lines naming the request.
    final class ViewingStore: AssistantStore {
        let base = InMemoryStore()
        var requests: [ViewRequest] = []
        /// What the view shows, instead of the two lines naming the request.
        var shows: String?
        var profileName: String { base.profileName }
        var mode: Mode { base.mode }
        var waterGoalMilliliters: Int { base.waterGoalMilliliters }
        var typicalCycleLength: Int? { base.typicalCycleLength }
        func periods() throws -> [PeriodRecord] { try base.periods() }
        func pregnancy() throws -> PregnancyDating? { try base.pregnancy() }
        func profileNames() throws -> [String] { try base.profileNames() }
        func water(on day: Day) throws -> Int { try base.water(on: day) }
        func symptoms(from start: Day, through end: Day) throws -> [Day: [String]] { try base.symptoms(from: start, through: end) }
        func temperatures() throws -> [BasalTemperature] { try base.temperatures() }
        func ovulationTests() throws -> [LHTest] { try base.ovulationTests() }
        func kickSessions() throws -> [KickCount] { try base.kickSessions() }
        func contractions() throws -> [TimedContraction] { try base.contractions() }
        func dayInputs() throws -> DayInputs { try base.dayInputs() }
        func dayInputs(ofProfile name: String) throws -> DayInputs? { try base.dayInputs(ofProfile: name) }
        func overview(today: Day) throws -> Overview? { try base.overview(today: today) }
        func apply(_ write: JournalWrite) throws -> String { try base.apply(write) }
        func undoLast() throws -> String? { try base.undoLast() }
        func view(_ request: ViewRequest, width: Int, styled: Bool) throws -> String? {
            requests.append(request)
            if let shows { return shows }
            return "VIEW \(request.kind.rawValue) \(request.month?.iso ?? "-") \(width) \(styled)\nsecond line"
        }
    }

    @Test func aStoreWithoutViewsNamesTheCommand() {
        var conversation = Conversation()
        let reply = assistant.respond(to: "show my calendar", in: &conversation, store: InMemoryStore(), today: today)
        #expect(reply.intent == "show.calendar")
        #expect(reply.text == "I can show that with 'bloom calendar'.")
        #expect(reply.actions.isEmpty)
    }

    @Test func aScanQuestionWithNoScanBookedSaysWhenScansAreUsuallyOffered() {
        for message in ["when is my 12 week scan", "when's my first scan?"] {
            let store = ViewingStore()
            store.shows = "No appointments yet."
            var conversation = Conversation()
            let reply = assistant.respond(to: message, in: &conversation, store: store, today: today)
            #expect(store.requests.map(\.kind) == [.appointments], "\(message)")
            #expect(reply.text.contains("dating"), "\(message): \(reply.text)")
            #expect(!reply.text.contains("No appointments yet"), "\(message)")
            #expect(reply.actions.isEmpty)
        }
    }

    @Test func aBookedScanIsShownFromTheAppointments() {
        let store = ViewingStore()
        store.shows = "1. ☐ 2026-12-14 10:00 20 week scan"
        var conversation = Conversation()
        let reply = assistant.respond(to: "when's my 20 week scan", in: &conversation, store: store, today: today)
        #expect(reply.text == "1. ☐ 2026-12-14 10:00 20 week scan")
    }

    @Test func eachViewIntentAsksTheStoreForItsView() {
        let cases = ["show my period history": ViewRequest.Kind.history, "show me my reminders": .reminders,
                     "show my insights": .insights, "show my temperature chart": .chart, "show my appointments": .appointments,
                     "show my checklist": .checklist, "show my kick count summary": .kicks, "show my contraction summary": .contractions,
                     "what have i logged today": .logged]
        for (message, kind) in cases {
            let store = ViewingStore()
            var conversation = Conversation()
            let reply = assistant.respond(to: message, in: &conversation, store: store, today: today)
            #expect(store.requests.map(\.kind) == [kind], "\(message)")
            #expect(reply.text == "VIEW \(kind.rawValue) - 80 false\nsecond line", "\(message)")
        }
    }

    @Test func aMonthNamedAfterACalendarShowsThatMonthAtTheChatsWidth() throws {
        let store = ViewingStore()
        var conversation = Conversation()
        conversation.display = ViewDisplay(width: 60, styled: true)
        _ = assistant.respond(to: "show my calendar", in: &conversation, store: store, today: today)
        let reply = assistant.respond(to: "what about December?", in: &conversation, store: store, today: today)
        #expect(reply.intent == "show.calendar")
        let december = try #require(store.requests.last?.month)
        #expect(december.month == 12)
        #expect(reply.text.hasPrefix("VIEW calendar \(december.iso) 60 true"))
        _ = assistant.respond(to: "and next month?", in: &conversation, store: store, today: today)
        #expect(store.requests.last?.month == december.adding(months: 1))
    }

    @Test func aMonthNamedAfterANextPeriodAnswerGivesThePeriodEstimatedThatMonth() throws {
        // Periods every 28 days from 1 Aug: the last started 24 Oct; next 21 Nov. On 22 Nov the
        // period is late by a day, so every later one moves a day too (`upcoming(_:asOf:)`):
        // 20 Dec, then "and in January?" is 17 Jan.
        let store = InMemoryStore.cycles(from: Day(year: 2026, month: 8, day: 1)!, lengths: [28, 28, 28])
        var conversation = Conversation()
        _ = assistant.respond(to: "when is my next period", in: &conversation, store: store, today: today)
        let december = assistant.respond(to: "what about december?", in: &conversation, store: store, today: today)
        #expect(december.intent == "cycle.next_period")
        #expect(december.text.hasPrefix("In December, your period is estimated to start Sunday 20 December 2026"), "\(december.text)")
        let january = assistant.respond(to: "and in january", in: &conversation, store: store, today: today)
        #expect(january.text.contains("Sunday 17 January 2027"), "\(january.text)")
        // "And the one after?" goes on from January's.
        let after = assistant.respond(to: "and the one after?", in: &conversation, store: store, today: today)
        #expect(after.text.contains("Feb") && !after.text.contains("Jan"), "\(after.text)")
    }

    @Test func aMonthAskedAboutFirstThingShowsItsCalendar() throws {
        let store = ViewingStore()
        var conversation = Conversation()
        let reply = assistant.respond(to: "what about december", in: &conversation, store: store, today: today)
        #expect(reply.intent == "show.calendar")
        #expect(store.requests.last?.month == Day(year: 2026, month: 12, day: 1))
    }

    @Test func aMonthAlreadyPastAfterANextPeriodAnswerShowsItsCalendar() throws {
        let store = ViewingStore()
        store.base.records = InMemoryStore.cycles(from: Day(year: 2026, month: 8, day: 1)!, lengths: [28, 28, 28]).records
        var conversation = Conversation()
        _ = assistant.respond(to: "when is my next period", in: &conversation, store: store, today: today)
        let reply = assistant.respond(to: "what about october", in: &conversation, store: store, today: today)
        #expect(reply.intent == "show.calendar")
        #expect(store.requests.last?.month == Day(year: 2026, month: 10, day: 1))
    }

    @Test func whatWasLoggedIsShownForTheDaysTheMessageNames() throws {
        let cases: [(String, ClosedRange<Day>)] = [
            ("what have i logged today", today...today),
            ("what did i log yesterday", (today - 1)...(today - 1)),
            ("what did i log this week", (today - 6)...today),
            ("show me my entries from the last 3 days", (today - 2)...today),
            ("show my log", (today - 6)...today),
        ]
        for (message, days) in cases {
            let store = ViewingStore()
            var conversation = Conversation()
            let reply = assistant.respond(to: message, in: &conversation, store: store, today: today)
            #expect(reply.intent == "show.logged", "\(message)")
            #expect(store.requests.map(\.days) == [days], "\(message)")
            #expect(reply.actions.isEmpty && store.base.writes.isEmpty, "\(message)")
        }
    }

    @Test func monthsAreReadAsTheNearestOneUnlessAYearIsGiven() throws {
        let today = Day(year: 2026, month: 11, day: 10)!
        #expect(MonthMention.month(in: ["what", "about", "december"], today: today) == Day(year: 2026, month: 12, day: 1))
        #expect(MonthMention.month(in: ["october"], today: today) == Day(year: 2026, month: 10, day: 1))
        #expect(MonthMention.month(in: ["march"], today: today) == Day(year: 2027, month: 3, day: 1))
        #expect(MonthMention.month(in: ["june", "2025"], today: today) == Day(year: 2025, month: 6, day: 1))
        #expect(MonthMention.month(in: ["may", "i", "see", "it"], today: today) == nil)
        #expect(MonthMention.month(in: ["show", "my", "calendar"], today: today) == nil)
    }
}
