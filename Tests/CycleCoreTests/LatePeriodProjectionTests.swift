@testable import CycleCore
import Testing

/// While the next period is late, every period after it moves later by the days it is late
/// (`Prediction.upcoming(_:asOf:)`): none can start before the late one does. The late one
/// itself stays first, on its estimated day.
@Suite struct LatePeriodProjectionTests {
    static let history = try! PeriodHistory(validating: ["2026-09-08", "2026-10-06", "2026-11-03"].map { PeriodRecord(start: day($0), end: day($0) + 4) },
                                            today: day("2026-11-25"))
    static let prediction = DefaultPredictor().predict(history)!

    @Test func onTimeTheProjectionIsUnchanged() {
        let plain = Self.prediction.upcoming(3)
        #expect(Self.prediction.upcoming(3, asOf: Self.prediction.nextStart) == plain)
        #expect(Self.prediction.upcoming(3, asOf: Self.prediction.nextStart - 10) == plain)
    }

    @Test func nineDaysLateTheOnesAfterMoveNineDays() {
        let plain = Self.prediction.upcoming(3)
        let late = Self.prediction.upcoming(3, asOf: Self.prediction.nextStart + 9)
        #expect(late[0] == plain[0], "the late period keeps its estimate")
        for index in 1..<3 {
            #expect(late[index].start == plain[index].start + 9)
            #expect(late[index].fertileStart == plain[index].fertileStart + 9)
            #expect(late[index].ovulation == plain[index].ovulation + 9)
        }
        // The one after is a cycle after today at the earliest.
        #expect(late[1].start >= Self.prediction.nextStart + 9 + Self.prediction.cycleLength - 1)
    }
}
