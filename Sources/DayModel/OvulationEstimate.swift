import CycleCore

/// This cycle's ovulation, from the best evidence there is: a confirmed temperature shift
/// (ovulation the day before the first high temperature), else a positive ovulation test (the
/// day of the surge to two days later: a digital test's peak, else the first positive;
/// `OvulationTestTrend.surge`), else the calendar estimate from the cycle
/// lengths. `bloom predict`, `bloom chart` and the chat all read it, so they name one day.
package struct OvulationEstimate: Sendable, Hashable {
    /// What the estimate rests on.
    package enum Evidence: Sendable, Hashable {
        /// A temperature shift confirmed on that day.
        case temperatureShift(confirmedOn: Day)
        /// The ovulation test of this cycle that shows the surge, that day.
        case ovulationTest(positiveOn: Day)
        /// The cycle lengths (and the luteal phase, personal when known).
        case calendar
    }

    /// The most likely day.
    package let day: Day
    /// The days it is likely on: the day itself after a shift or by the calendar; after a
    /// positive test, that day to two days later.
    package let days: ClosedRange<Day>
    package let evidence: Evidence
    /// The fertile window that goes with it: the five days before ovulation and the day itself
    /// (Wilcox 1995), the calendar's own window (widened when cycles are irregular) otherwise.
    package let fertileWindow: ClosedRange<Day>

    /// The estimate for the cycle that started with `history.latest`: from its chart's
    /// confirmed shift, its tests, or `prediction`. Nil with no prediction.
    package static func current(prediction: Prediction?, history: PeriodHistory, charts: [CycleChart], tests: OvulationTestTrend) -> OvulationEstimate? {
        guard let prediction else { return nil }
        let cycleStart = history.latest?.start
        if let chart = charts.last, chart.start == cycleStart, chart.nextStart == nil, let shift = chart.analysis.shift {
            let day = shift.ovulationEstimate
            return OvulationEstimate(day: day, days: day...day, evidence: .temperatureShift(confirmedOn: shift.confirmedOn),
                                     fertileWindow: (day - 5)...day)
        }
        if let positive = tests.surge, let likely = tests.likelyOvulation, cycleStart.map({ positive.at.day >= $0 }) ?? true {
            let day = positive.at.day + 1
            return OvulationEstimate(day: day, days: likely, evidence: .ovulationTest(positiveOn: positive.at.day),
                                     fertileWindow: (positive.at.day - 5)...likely.upperBound)
        }
        return OvulationEstimate(day: prediction.ovulation, days: prediction.ovulation...prediction.ovulation, evidence: .calendar,
                                 fertileWindow: prediction.fertileStart...prediction.fertileEnd)
    }

    /// What it rests on, as one word for JSON: shift, test or calendar.
    package var evidenceName: String {
        switch evidence {
        case .temperatureShift: "shift"
        case .ovulationTest: "test"
        case .calendar: "calendar"
        }
    }

    /// What it rests on, in words: "from your temperature shift (confirmed Sun 22 Nov)".
    package var basis: String {
        switch evidence {
        case let .temperatureShift(confirmed): "from your temperature shift (confirmed \(confirmed.shortText))"
        case let .ovulationTest(positive): "from your positive ovulation test on \(positive.shortText)"
        case .calendar: "from your cycle lengths"
        }
    }
}

extension PersonDay {
    /// This cycle's ovulation from the best evidence (`OvulationEstimate`); nil in a pregnancy
    /// or with nothing logged.
    package var ovulation: OvulationEstimate? {
        mode == .pregnancy ? nil : OvulationEstimate.current(prediction: prediction, history: history, charts: charts, tests: ovulationTrend)
    }
}
