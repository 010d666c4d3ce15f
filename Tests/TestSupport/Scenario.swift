import CycleCore
import DayModel

/// A person's recorded data for tests and benchmarks: a mode, a kind of period history, with
/// or without a temperature chart, seen on a given day. Every view of the same scenario must
/// tell the same story, which is what the agreement tests check.
package struct Scenario: Sendable, CustomStringConvertible {
    /// How much period history there is.
    package enum History: String, Sendable, CaseIterable {
        /// Nothing logged.
        case none
        /// Two periods: one completed cycle.
        case short
        /// Eight periods, cycles of 28–30 days.
        case long
        /// Six periods, cycles from 24 to 41 days.
        case irregular

        /// Cycle lengths between the logged period starts, oldest first.
        package var cycleLengths: [Int]? {
            switch self {
            case .none: nil
            case .short: [29]
            case .long: [28, 29, 30, 28, 29, 30, 29]
            case .irregular: [24, 35, 27, 41, 30]
            }
        }
    }

    package var mode: Mode
    package var history: History
    /// Whether every completed cycle has basal temperatures with a clear shift 12 days
    /// before the next period (so the personal luteal phase is 12 days, not 14).
    package var charted: Bool
    /// The day of the last period start; the scenario is seen some days later.
    package var lastStart: Day
    /// Days after the last period start the scenario is seen on.
    package var dayOffset: Int

    package init(mode: Mode, history: History, charted: Bool, dayOffset: Int, lastStart: Day = try! Day(iso: "2026-10-20")) {
        self.mode = mode
        self.history = history
        self.charted = charted
        self.dayOffset = dayOffset
        self.lastStart = lastStart
    }

    /// The day the scenario is seen on.
    package var today: Day { lastStart + dayOffset }

    package var description: String { "\(mode.rawValue)/\(history.rawValue)/\(charted ? "charted" : "uncharted")/\(lastStart.iso)+\(dayOffset)" }

    /// Every combination of mode, history and chart, seen on each of `offsets`.
    package static func matrix(offsets: [Int] = [0, 9, 14, 27, 40]) -> [Scenario] {
        var all: [Scenario] = []
        for mode in Mode.allCases {
            for history in History.allCases {
                for charted in [false, true] where !(charted && history == .none) {
                    for offset in offsets { all.append(Scenario(mode: mode, history: history, charted: charted, dayOffset: offset)) }
                }
            }
        }
        return all
    }

    /// The logged periods, oldest first: each lasts 5 days; the last has ended when it is more
    /// than 6 days old, else it is ongoing.
    package var periods: [PeriodRecord] {
        guard let lengths = history.cycleLengths else { return [] }
        var starts = [lastStart]
        for length in lengths.reversed() { starts.insert(starts[0] - length, at: 0) }
        return starts.enumerated().map { index, start in
            let isLast = index == starts.count - 1
            return PeriodRecord(start: start, end: isLast && dayOffset <= 6 ? nil : start + 4)
        }
    }

    /// Basal temperatures: 36.3 °C before ovulation, 36.75 °C from the day after it to the
    /// next period, for every completed cycle; none when not charted.
    package var temperatures: [BasalTemperature] {
        guard charted else { return [] }
        let starts = periods.map(\.start)
        var readings: [BasalTemperature] = []
        for (start, next) in zip(starts, starts.dropFirst()) {
            let ovulation = next - 12
            var day = start
            while day < next {
                readings.append(BasalTemperature(day: day, celsius: day <= ovulation ? 36.3 : 36.75))
                day = day + 1
            }
        }
        return readings
    }

    /// The pregnancy in pregnancy mode: dated from a last period 10 weeks before the last
    /// logged start (or the fixed start day with no history).
    package var pregnancy: PregnancyRecord? {
        mode == .pregnancy ? PregnancyRecord(lmp: lastStart - 70) : nil
    }

    /// What the day model is built from.
    package var inputs: DayInputs {
        DayInputs(profileName: "me", mode: mode, periods: mode == .pregnancy ? [] : periods,
                  temperatures: mode == .pregnancy ? [] : temperatures, pregnancy: pregnancy)
    }
}
