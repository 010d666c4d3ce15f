@testable import CycleCore
import Testing

@Suite struct PregnancyDatingTests {
    let pregnancy = PregnancyDating(lmp: day("2026-01-01"))

    @Test func dueDateIsTheLastPeriodPlus280Days() {
        #expect(pregnancy.dueDate == day("2026-10-08"))
        #expect(PregnancyDating(dueDate: day("2026-10-08")).lmp == day("2026-01-01"))
        #expect(PregnancyDating(conception: day("2026-01-15")).lmp == day("2026-01-01"))
    }

    @Test func thirteenWeeksSixDaysIsStillTheFirstTrimester() throws {
        let age = try pregnancy.age(on: day("2026-04-08"))
        #expect(age.weeks == 13 && age.days == 6)
        #expect(age.description == "13w6d")
        #expect(age.trimester == .first)
    }

    @Test func fourteenWeeksZeroDaysStartsTheSecondTrimester() throws {
        let age = try pregnancy.age(on: day("2026-04-09"))
        #expect(age.weeks == 14 && age.days == 0)
        #expect(age.trimester == .second)
    }

    @Test func twentyEightWeeksStartsTheThirdTrimester() throws {
        #expect(try pregnancy.age(on: day("2026-07-15")).trimester == .second)  // 27w6d
        #expect(try pregnancy.age(on: day("2026-07-16")).trimester == .third)   // 28w0d
    }

    @Test func countsDaysToGo() {
        #expect(pregnancy.daysToGo(from: day("2026-10-01")) == 7)
        #expect(pregnancy.daysToGo(from: day("2026-10-10")) == -2)
    }

    @Test func theWeekInProgressIsOneMoreThanCompletedWeeks() throws {
        #expect(try pregnancy.age(on: day("2026-05-17")).currentWeek == 20)  // 19w3d
    }

    @Test func aDayBeforeTheLastPeriodCannotBeDated() {
        #expect(throws: PregnancyDatingError.beforeLMP(lmp: day("2026-01-01"), today: day("2025-12-31"))) {
            try pregnancy.age(on: day("2025-12-31"))
        }
        #expect(throws: PregnancyDatingError.self) { try pregnancy.age(on: day("2026-11-22")) }
    }
}
