import CycleCore
import Journal
import Testing

@Suite struct ManualNightTests {
    let morning = Day(year: 2026, month: 11, day: 22)!

    @Test func aBedtimeAfterWakingWasTheEveningBefore() throws {
        let night = ManualNight(bedtime: TimeOfDay(hour: 23, minute: 40)!, wake: TimeOfDay(hour: 7, minute: 5)!, morning: morning)
        #expect(night.minutesAsleep == 445)
        #expect(night.problem == nil)
        let span = night.span(utcOffset: 3600)
        #expect(span.day == morning)
        #expect(span.end - span.start == 445 * 60)
        #expect(span.start == Int64((morning - 1).ordinal) * 86_400 + Int64(23 * 3600 + 40 * 60) - 3600)
    }

    @Test func aNightAfterMidnightIsOnTheMorningsDay() {
        let night = ManualNight(bedtime: TimeOfDay(hour: 1, minute: 0)!, wake: TimeOfDay(hour: 9, minute: 0)!, morning: morning)
        #expect(night.minutesAsleep == 480)
        #expect(night.span(utcOffset: 0).start == Int64(morning.ordinal) * 86_400 + 3600)
    }

    @Test func aNightOutsideHalfAnHourToSixteenHoursIsRefused() {
        #expect(ManualNight(bedtime: TimeOfDay(hour: 7, minute: 0)!, wake: TimeOfDay(hour: 7, minute: 10)!, morning: morning).problem != nil)
        #expect(ManualNight(bedtime: TimeOfDay(hour: 12, minute: 0)!, wake: TimeOfDay(hour: 6, minute: 0)!, morning: morning).problem != nil)
    }
}
