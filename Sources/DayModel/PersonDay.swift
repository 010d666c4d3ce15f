import Content
import CycleCore

/// What Bloom knows about one person on one day, computed once and read by every command and
/// by the chat: the history, the prediction (with the person's own luteal phase whenever it
/// exists), where today falls in the cycle, the pregnancy under way, fertility signs, the
/// period-end question, cycle statistics, reminders and today's picks.
///
/// Build it once per command or chat turn; every view of the day renders from it, so the same
/// data and day always give the same dates everywhere.
package struct PersonDay: Sendable {
    /// The day this picture is for.
    package let today: Day
    /// The profile's name.
    package let profileName: String
    /// What the profile tracks.
    package let mode: Mode
    /// The periods as they stood on `today`.
    package let history: PeriodHistory
    /// One temperature chart per logged cycle, oldest first.
    package let charts: [CycleChart]
    /// The person's own luteal phase from cycles with a confirmed temperature shift.
    package let luteal: PersonalLutealPhase
    /// The standard prediction (personal luteal phase when known), or nil with no period logged.
    package let prediction: Prediction?
    /// Where today falls in the cycle, or nil with no period logged.
    package let status: CycleStatus?
    /// The pregnancy under way on `today`: started by then and not more than six weeks past
    /// its due date.
    package let pregnancy: PregnancyRecord?
    /// The ovulation tests of the current cycle and what they suggest.
    package let ovulationTrend: OvulationTestTrend
    /// The period-end question due today (1 or 2), at most twice a period.
    package let periodEndQuestion: Int?
    /// Averages, spread and trends of the history.
    package let statistics: CycleStatistics

    /// How many days past its due date a pregnancy is still taken as under way.
    package static let pregnancyGraceDays = 42

    /// Builds the picture of `inputs` on `today`.
    /// - Throws: `HistoryError` when the logged periods contradict each other (an end
    ///   before its start, overlapping periods, a start after today).
    package init(_ inputs: DayInputs, today: Day) throws(HistoryError) {
        self.today = today
        profileName = inputs.profileName
        mode = inputs.mode
        // As the periods stood on `today`: later starts are left out and an end after `today`
        // counts as not yet logged, so `--today` can look back in time.
        let visible = inputs.periods.filter { $0.start <= today }.map { period in
            var period = period
            if let end = period.end, end > today { period.end = nil }
            return period
        }
        let history = try PeriodHistory(validating: visible, today: today)
        self.history = history
        charts = CycleChart.charts(inputs.temperatures.filter { $0.day <= today }, history: history)
        luteal = PersonalLutealPhase(charts: charts)
        let byLengths = Predictors.standard(typicalCycleLength: inputs.typicalCycleLength).predict(history, luteal: luteal)
            .map { PersonDay.explained($0, conditions: inputs.conditions) }
        let cycleStart = history.latest?.start
        let trend = OvulationTestTrend(inputs.ovulationTests.filter { test in
            test.at.day <= today && cycleStart.map { test.at.day >= $0 } ?? true
        })
        ovulationTrend = trend
        let charts = self.charts, luteal = self.luteal
        let prediction = byLengths.map { PersonDay.anchored($0, history: history, charts: charts, tests: trend, luteal: luteal) }
        self.prediction = prediction
        if let latest = history.latest, let prediction, today >= latest.start {
            status = CycleStatus(latest: latest, prediction: prediction, today: today)
        } else {
            status = nil
        }
        pregnancy = inputs.pregnancy.flatMap { record in
            record.lmp <= today && record.dueDate + Self.pregnancyGraceDays >= today ? record : nil
        }
        let shown = inputs.periodEndPromptsShown.filter { $0.cycleStart == cycleStart }
        periodEndQuestion = PeriodEndQuestion.due(status: status, shown: shown)
        statistics = CycleStatistics(history: history)
    }

    /// What PCOS means for the estimate, added to the prediction's explanation for a person who
    /// said they have it (never a diagnosis, and the numbers are not changed).
    package static let pcosNote = "You told Bloom you have PCOS: irregular cycles are expected with PCOS, because ovulation can come late or be skipped, so cycle lengths vary more than usual and the range for your next period can be wide. It is worked out from your own logged cycles only, and narrows if they settle into a pattern."

    /// The fewest days after a period starts that a test or a shift is taken as this cycle's
    /// ovulation for the next period's date: a positive on day 3 says little about when the
    /// period comes.
    static let earliestAnchoringDay = 7

    /// `prediction` with the next period placed a luteal phase (personal when known, else 14
    /// days) after this cycle's ovulation when its own evidence shows it (`OvulationEstimate`:
    /// a confirmed temperature shift, a positive ovulation test), so the next period, the
    /// phase and the ovulation every view names agree; the cycle lengths' date otherwise.
    static func anchored(_ prediction: Prediction, history: PeriodHistory, charts: [CycleChart], tests: OvulationTestTrend,
                         luteal: PersonalLutealPhase) -> Prediction {
        guard let estimate = OvulationEstimate.current(prediction: prediction, history: history, charts: charts, tests: tests),
              prediction.lastStart.days(to: estimate.day) >= earliestAnchoringDay else { return prediction }
        let length = luteal.length ?? 14
        switch estimate.evidence {
        case .calendar:
            return prediction
        case .temperatureShift:
            return prediction.anchored(onOvulation: estimate.day, fertileWindow: estimate.fertileWindow, lutealLength: length, spread: luteal.length == nil ? 3 : 2,
                                       note: "Moved to follow this cycle's temperature shift: a period usually comes about \(length) days after ovulation.")
        case .ovulationTest:
            return prediction.anchored(onOvulation: estimate.day, fertileWindow: estimate.fertileWindow, lutealLength: length, spread: 3,
                                       note: "Moved to follow this cycle's positive ovulation test: a period usually comes about \(length) days after ovulation.")
        }
    }

    /// `prediction` with a line for each condition that bears on it; the same dates.
    static func explained(_ prediction: Prediction, conditions: [HealthCondition]) -> Prediction {
        guard conditions.contains(.pcos) else { return prediction }
        var estimate = prediction.estimate
        estimate.explanation.notes.append(pcosNote)
        return Prediction(method: prediction.method, estimate: estimate, lastStart: prediction.lastStart)
    }

    /// Today's picks (something to eat, self-care, movement and an affirmation) for the mode
    /// and the phase or trimester: the one selection rule every view of today reads.
    package func picks(from knowledge: Knowledge) -> DailyPicks {
        DailyPicks.choose(from: knowledge, on: today, mode: mode, phase: phase, trimester: trimester)
    }

    /// The gestational age today, when a pregnancy is under way and datable.
    package var gestationalAge: GestationalAge? {
        pregnancy.flatMap { try? $0.dating.age(on: today) }
    }

    /// The phase today in cycle and trying-to-conceive modes.
    package var phase: Phase? { mode == .pregnancy ? nil : status?.phase }

    /// The trimester today in pregnancy mode.
    package var trimester: Trimester? { mode == .pregnancy ? gestationalAge?.trimester : nil }

    /// How fertile today is likely to be, in trying-to-conceive mode while not late.
    package var fertility: FertileStatus? { FertileStatus(mode: mode, status: status) }

    /// Which phase each day of every completed cycle was in, with the same period length and
    /// luteal phase (personal when known) as the prediction.
    package var phaseCalendar: PhaseCalendar {
        PhaseCalendar(history: history, periodLength: prediction?.periodLength ?? 5, lutealLength: luteal.length ?? 14)
    }

    /// How much history there is: none, short (fewer than 3 cycles) or long.
    package var historyLength: HistoryLength {
        if history.isEmpty { return .none }
        return history.cycleLengths.count < 3 ? .short : .long
    }

    /// Whether there is nothing to say yet about where the person is (nothing logged for the mode).
    package var needsFirstLog: Bool {
        mode == .pregnancy ? gestationalAge == nil : status == nil
    }
}

/// How much cycle history there is, which shapes how answers are worded.
package enum HistoryLength: String, Sendable, CaseIterable {
    case none, short, long
}
