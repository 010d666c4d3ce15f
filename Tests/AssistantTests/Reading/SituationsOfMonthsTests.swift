@testable import Assistant
import CycleCore
import Testing

/// What has gone on for months, told with nothing of a day to log ("been trying 13 months
/// now, still nothing"), is a situation to understand: the library answers it, with the care
/// it needs. It was answered as a statement of the day ("your period isn't late") or, with a
/// question after it, as outside what Bloom helps with.
@Suite struct SituationsOfMonthsTests {
    @Test(arguments: ["been trying 13 months now, im 31, cycles regular, still nothing",
                      "sex has been painful deep inside for a few months now, every time",
                      "my cycles have been anywhere from 45 to 60 days for about a year now"])
    func somethingThatHasGoneOnForMonthsIsASituation(message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
        #expect(reply.topic != nil, "\(reply.text)")
        #expect(reply.actions.isEmpty)
    }

    @Test func aYearOfTryingGetsTheAppointmentItNeeds() {
        let reply = TopicFixture.chat(["been trying 13 months now, im 31, cycles regular, still nothing"], store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(reply.care?.level == .appointment, "\(String(describing: reply.care)) \(reply.text)")
    }

    @Test func sevenMonthsOfTryingAt37GetsTheAppointment() {
        let reply = TopicFixture.chat(["im 37, coming up to 7 months of trying now and still nothing"], store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
        #expect(reply.care?.level == .appointment, "\(String(describing: reply.care)) \(reply.text)")
    }

    @Test func trying13MonthsWithAQuestionIsInTheDomain() {
        let reply = TopicFixture.chat(["been trying 13 months now, cycles regular, still nothing. should we see someone?"],
                                      store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
        #expect(!reply.text.contains("outside what I can help with"), "\(reply.text)")
    }

    @Test func aStageOrAnAgeIsNoStretchOfTime() {
        #expect(!RouteReader.tellsMonthsOfIt(["im", "5", "months", "pregnant"]))
        #expect(!RouteReader.tellsMonthsOfIt(["had", "a", "miscarriage", "a", "year", "ago"]))
        #expect(!RouteReader.tellsMonthsOfIt(["my", "baby", "is", "7", "months", "old"]))
        #expect(!RouteReader.tellsMonthsOfIt(["slept", "8", "hours", "for", "the", "first", "time", "in", "months"]))
        #expect(RouteReader.tellsMonthsOfIt(["for", "about", "a", "year", "now"]))
        #expect(RouteReader.tellsMonthsOfIt(["for", "the", "last", "few", "months"]))
        #expect(RouteReader.tellsMonthsOfIt(["trying", "13", "months", "now"]))
        #expect(RouteReader.tellsMonthsOfIt(["coming", "up", "to", "7", "months", "of", "trying", "now"]))
        #expect(!RouteReader.tellsMonthsOfIt(["7", "months", "of", "the", "year"]))
    }

    @Test func aNightsSleepTheFirstInMonthsIsStillTheNight() {
        let writes = AssistantFixture.writes("my partner did the night feeds so i slept 8 hours straight for the first time in months")
        #expect(writes.contains { if case .sleepLength = $0 { true } else { false } }, "\(writes)")
    }

    @Test func aDayNamedBesideTheMonthsIsStillTheDaysEntry() {
        let reply = TopicFixture.chat(["headache today, been getting them for months"], store: TopicFixture.cycleStore())[0]
        #expect(reply.actions.contains { $0.kind == "symptom" }, "\(String(describing: reply.route)) \(reply.text)")
    }
}
