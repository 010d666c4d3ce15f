import BloomTestSupport
import CycleCore
import DayModel
import Testing

/// How fertile a day is likely to be (`FertileStatus`): peak on ovulation day and the day
/// before, high in the rest of the fertile window, low otherwise; only when trying to conceive
/// and never once the period is late.
@Suite struct FertileStatusTests {
    static func status(on day: String, _ periods: [PeriodRecord] = Cycles.regular, mode: Mode = .ttc) throws -> FertileStatus? {
        FertileStatus(mode: mode, status: try Cycles.status(periods, on: isoDay(day)))
    }

    @Test(arguments: [
        ("2026-11-01", FertileStatus.Level.low), ("2026-11-04", .low), ("2026-11-05", .high), ("2026-11-08", .high),
        ("2026-11-09", .peak), ("2026-11-10", .peak), ("2026-11-11", .low), ("2026-11-20", .low), ("2026-11-24", .low),
    ])
    func theLevelFollowsTheFertileWindowAndOvulation(_ day: String, _ level: FertileStatus.Level) throws {
        #expect(try Self.status(on: day)?.level == level)
    }

    @Test func theWindowAndOvulationAreThePredictions() throws {
        let status = try #require(try Self.status(on: "2026-11-01"))
        #expect(status.window == isoDay("2026-11-05")...isoDay("2026-11-10"))
        #expect(status.ovulation == isoDay("2026-11-10"))
    }

    @Test func irregularCyclesWidenTheHighDaysBeyondOvulation() throws {
        // Ovulation Thu 22 Oct; the window is widened by two days each side (15–24 Oct).
        #expect(try Self.status(on: "2026-10-14", Cycles.irregular)?.level == .low)
        #expect(try Self.status(on: "2026-10-15", Cycles.irregular)?.level == .high)
        #expect(try Self.status(on: "2026-10-21", Cycles.irregular)?.level == .peak)
        #expect(try Self.status(on: "2026-10-22", Cycles.irregular)?.level == .peak)
        #expect(try Self.status(on: "2026-10-24", Cycles.irregular)?.level == .high)
        #expect(try Self.status(on: "2026-10-25", Cycles.irregular)?.level == .low)
    }

    @Test(arguments: [Mode.cycle, .pregnancy])
    func onlyTryingToConceiveHasAFertileStatus(_ mode: Mode) throws {
        #expect(try Self.status(on: "2026-11-10", mode: mode) == nil)
    }

    @Test func withNothingLoggedThereIsNoFertileStatus() {
        #expect(FertileStatus(mode: .ttc, status: nil) == nil)
    }

    @Test func onceThePeriodIsLateTheEstimateNoLongerHolds() throws {
        #expect(try Self.status(on: "2026-11-24") != nil, "due today is not late")
        #expect(try Self.status(on: "2026-11-25") == nil)
        #expect(try Self.status(on: "2026-12-08") == nil)
    }
}
