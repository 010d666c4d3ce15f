import CycleCore
@testable import Wellness

/// Small builders for hand-computed test vectors.
enum Fixture {
    static let start = Day(year: 2026, month: 1, day: 1)!

    /// Noon UTC of `day`, in seconds since 1970.
    static func noon(_ day: Day) -> Int64 { Int64(day.ordinal) * 86_400 + 43_200 }

    /// An HRV reading at `hour` local (UTC offset 0) on `day`.
    static func hrv(_ value: Double, on day: Day, hour: Int) -> HRVReading {
        HRVReading(instant: Int64(day.ordinal) * 86_400 + Int64(hour) * 3600, localSecondOfDay: hour * 3600, sdnn: value)
    }

    /// 20 prior days whose overnight HRV is 7 × 40, 6 × 45, 7 × 50 ms and resting heart rate
    /// 7 × 56, 6 × 58, 7 × 60 bpm (medians 45 ms and 58 bpm; log-HRV MAD ln(50/45); RHR MAD 2).
    static func twentyDayBaseline(endingBefore today: Day, daytime: Bool = false) -> [DayMeasurements] {
        let hrvs = Array(repeating: 40.0, count: 7) + Array(repeating: 45.0, count: 6) + Array(repeating: 50.0, count: 7)
        let rhrs = Array(repeating: 56.0, count: 7) + Array(repeating: 58.0, count: 6) + Array(repeating: 60.0, count: 7)
        return (0..<20).map { i in
            let day = today - 20 + i
            return DayMeasurements(day: day, restingHeartRate: rhrs[i], hrv: [hrv(hrvs[i], on: day, hour: daytime ? 14 : 4)])
        }
    }
}
