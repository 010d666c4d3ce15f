import BloomTestSupport
import CycleCore
import DayModel

/// Period histories with known predictions, for the day model's unit tests.
enum Cycles {
    /// Four 5-day periods 28 days apart, the last from Tue 27 Oct 2026. The standard prediction:
    /// next period Tue 24 Nov (likely Sat 21 to Thu 26 Nov), ovulation Tue 10 Nov, fertile
    /// window 5–10 Nov, periods of 5 days.
    static let regular = [
        PeriodRecord(start: isoDay("2026-08-04"), end: isoDay("2026-08-08")),
        PeriodRecord(start: isoDay("2026-09-01"), end: isoDay("2026-09-05")),
        PeriodRecord(start: isoDay("2026-09-29"), end: isoDay("2026-10-03")),
        PeriodRecord(start: isoDay("2026-10-27"), end: isoDay("2026-10-31")),
    ]

    /// `regular` with the last period still going (no end logged): expected to end Sat 31 Oct.
    static var ongoing: [PeriodRecord] {
        var periods = regular
        periods[periods.count - 1].end = nil
        return periods
    }

    /// Six periods with cycles of 24, 35, 27, 41 and 30 days, the last from Mon 5 Oct 2026. The
    /// standard prediction: next period Thu 5 Nov, ovulation Thu 22 Oct, and a fertile window
    /// widened to 15–24 Oct.
    static let irregular = ["2026-05-01", "2026-05-25", "2026-06-29", "2026-07-26", "2026-09-05", "2026-10-05"].map { start in
        PeriodRecord(start: isoDay(start), end: isoDay(start) + 4)
    }

    /// Regular periods 28 days apart whose last starts on `lastStart`, for someone else.
    static func regular(lastStart: Day) -> [PeriodRecord] {
        (0..<4).map { index in
            let start = lastStart - 28 * (3 - index)
            return PeriodRecord(start: start, end: start + 4)
        }
    }

    /// Where `periods` stand on `today`, by the standard prediction.
    static func status(_ periods: [PeriodRecord], on today: Day) throws -> CycleStatus? {
        CycleStatus(history: try PeriodHistory(validating: periods, today: today), today: today)
    }

    /// The day model of `periods` on `today`.
    static func day(_ periods: [PeriodRecord], mode: Mode = .cycle, on today: Day) throws -> PersonDay {
        try PersonDay(DayInputs(profileName: "me", mode: mode, periods: periods), today: today)
    }
}
