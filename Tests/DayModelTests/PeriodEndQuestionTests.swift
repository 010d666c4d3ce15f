import BloomTestSupport
import CycleCore
import DayModel
import Testing

/// "Has your period ended?" (`PeriodEndQuestion.due`): asked the day after the expected end
/// and two days later while no end is logged, each at most once, and twice a period at most.
/// The period in these tests started Tue 27 Oct and is expected to end Sat 31 Oct.
@Suite struct PeriodEndQuestionTests {
    static func due(on day: String, _ periods: [PeriodRecord] = Cycles.ongoing, shown: [(number: Int, on: String)] = []) throws -> Int? {
        let status = try Cycles.status(periods, on: isoDay(day))
        let prompts = shown.map { ShownPeriodEndPrompt(cycleStart: isoDay("2026-10-27"), number: $0.number, shown: isoDay($0.on)) }
        return PeriodEndQuestion.due(status: status, shown: prompts)
    }

    @Test(arguments: [("2026-10-30", nil), ("2026-10-31", nil), ("2026-11-01", 1), ("2026-11-02", nil), ("2026-11-03", 2), ("2026-11-04", nil), ("2026-11-10", nil)] as [(String, Int?)])
    func theQuestionIsDueTheDayAfterTheExpectedEndAndTwoDaysLater(_ day: String, _ number: Int?) throws {
        #expect(try Self.due(on: day) == number)
    }

    @Test func aPeriodWithALoggedEndIsNeverAskedAbout() throws {
        #expect(try Self.due(on: "2026-11-01", Cycles.regular) == nil)
        #expect(try Self.due(on: "2026-11-03", Cycles.regular) == nil)
    }

    @Test func withNothingLoggedNothingIsAsked() {
        #expect(PeriodEndQuestion.due(status: nil, shown: []) == nil)
    }

    @Test func aQuestionShownTodayIsStillDueAllDay() throws {
        #expect(try Self.due(on: "2026-11-01", shown: [(1, "2026-11-01")]) == 1)
        #expect(try Self.due(on: "2026-11-03", shown: [(1, "2026-11-01"), (2, "2026-11-03")]) == 2)
    }

    @Test func aQuestionShownOnAnotherDayIsNotShownAgain() throws {
        #expect(try Self.due(on: "2026-11-01", shown: [(1, "2026-10-30")]) == nil)
    }

    @Test func theSecondQuestionFollowsTheFirst() throws {
        #expect(try Self.due(on: "2026-11-03", shown: [(1, "2026-11-01")]) == 2)
    }

    @Test func afterTwoQuestionsOnOtherDaysNoThirdIsAsked() throws {
        #expect(try Self.due(on: "2026-11-03", shown: [(1, "2026-10-29"), (1, "2026-11-01")]) == nil)
    }
}
