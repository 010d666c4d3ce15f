@testable import Assistant
import CycleCore
import Testing

/// A mood said now about something planned for a weekday ("my probation ends friday and im so
/// nervous") is today's: the weekday tells when the plan happens, and it used to date the mood
/// to the Friday before. A day the feeling or the event happened on still dates it.
@Suite struct MoodAboutAPlannedDayTests {
    func moodDays(_ message: String) -> [Day] {
        AssistantFixture.writes(message).compactMap { write in
            if case let .mood(_, day) = write { return day }
            return nil
        }
    }

    @Test(arguments: ["my probation ends friday and im so nervous", "scan is on monday, feeling anxious",
                      "my exams are on thursday, really stressed"])
    func aMoodAboutAPlannedDayIsToday(message: String) {
        #expect(moodDays(message) == [AssistantFixture.today], "\(AssistantFixture.writes(message))")
    }

    /// "About" opens what the feeling is about: a day inside it is that thing's day.
    @Test(arguments: ["feeling anxious about my scan on monday", "feeling nervous about the interview on friday"])
    func aDayOfWhatTheMoodIsAboutIsNotTheMoodsDay(message: String) {
        #expect(moodDays(message) == [AssistantFixture.today], "\(AssistantFixture.writes(message))")
    }

    @Test func inThePastTheDayMayBeTheMoodsToo() {
        let monday = Day(year: 2026, month: 11, day: 16)!
        #expect(moodDays("felt anxious about my scan on monday") == [monday], "\(AssistantFixture.writes("felt anxious about my scan on monday"))")
    }

    @Test func aMoodOnANamedPastDayKeepsItsDay() {
        let monday = Day(year: 2026, month: 11, day: 16)!  // the Monday before the fixture's Sunday
        #expect(moodDays("felt anxious on monday") == [monday], "\(AssistantFixture.writes("felt anxious on monday"))")
    }

    /// "About" makes a day approximate, not expected: "started about 3 days ago" is 3 days ago.
    @Test func anApproximateDayStillDatesTheFact() {
        let starts = AssistantFixture.writes("period started about 3 days ago").compactMap { write -> Day? in
            if case let .periodStart(day) = write { return day }
            return nil
        }
        #expect(starts == [AssistantFixture.today - 3], "\(AssistantFixture.writes("period started about 3 days ago"))")
    }

    @Test func aPeriodThatStartsOnAWeekdayIsExpectedNotLogged() {
        #expect(!AssistantFixture.writes("my period starts friday i think").contains { if case .periodStart = $0 { true } else { false } })
    }
}
