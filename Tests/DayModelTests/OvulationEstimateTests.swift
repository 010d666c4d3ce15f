import CycleCore
import DayModel
import Testing

/// This cycle's ovulation comes from the best evidence there is (`OvulationEstimate`): a
/// confirmed temperature shift, else a positive ovulation test, else the calendar; `predict`,
/// `chart` and the chat read this one estimate.
@Suite struct OvulationEstimateTests {
    static let starts = [Day(year: 2026, month: 9, day: 8)!, Day(year: 2026, month: 10, day: 6)!, Day(year: 2026, month: 11, day: 3)!]
    static let today = Day(year: 2026, month: 11, day: 25)!

    static func inputs(temperatures: [BasalTemperature] = [], tests: [LHTest] = []) -> DayInputs {
        DayInputs(profileName: "me", mode: .ttc, periods: starts.map { PeriodRecord(start: $0, end: $0 + 4) },
                  temperatures: temperatures, ovulationTests: tests)
    }

    /// Low readings from day 2 to day 17 of the cycle started 3 Nov, then six high ones from 20 Nov.
    static var shiftedChart: [BasalTemperature] {
        (1...16).map { BasalTemperature(day: starts[2] + $0, celsius: 36.3) } + (0...5).map { BasalTemperature(day: Day(year: 2026, month: 11, day: 20)! + $0, celsius: 36.7) }
    }

    @Test func withNothingButPeriodsTheCalendarGivesOvulation() throws {
        let day = try PersonDay(Self.inputs(), today: Self.today)
        let estimate = try #require(day.ovulation)
        #expect(estimate.evidence == .calendar)
        #expect(estimate.day == day.prediction?.ovulation)
        #expect(estimate.fertileWindow == day.prediction!.fertileStart...day.prediction!.fertileEnd)
    }

    @Test func aPositiveTestThisCycleOutranksTheCalendar() throws {
        let positive = LHTest(at: Moment(day: Day(year: 2026, month: 11, day: 19)!, hour: 8, minute: 0), result: .peak)
        let day = try PersonDay(Self.inputs(tests: [positive]), today: Self.today)
        let estimate = try #require(day.ovulation)
        #expect(estimate.evidence == .ovulationTest(positiveOn: Day(year: 2026, month: 11, day: 19)!))
        #expect(estimate.day == Day(year: 2026, month: 11, day: 20)!)
        #expect(estimate.days == Day(year: 2026, month: 11, day: 19)!...Day(year: 2026, month: 11, day: 21)!)
        let calendar = try #require(try PersonDay(Self.inputs(), today: Self.today).prediction)
        #expect(estimate.day != calendar.ovulation, "the calendar alone would say otherwise")
        #expect(estimate.day == day.prediction?.ovulation, "the prediction follows the evidence")
    }

    /// A period follows ovulation by the luteal phase: once this cycle's own evidence shows
    /// ovulation, the next period is 14 days (the person's own luteal phase when known) after
    /// it in every view, and the periods after it keep the usual cycle length.
    @Test func theNextPeriodFollowsTheEvidencedOvulation() throws {
        let positive = LHTest(at: Moment(day: Day(year: 2026, month: 11, day: 19)!, hour: 8, minute: 0), result: .peak)
        let day = try PersonDay(Self.inputs(tests: [positive]), today: Self.today)
        let prediction = try #require(day.prediction)
        let calendar = try #require(try PersonDay(Self.inputs(), today: Self.today).prediction)
        #expect(prediction.nextStart == Day(year: 2026, month: 11, day: 20)! + 14)
        #expect(prediction.earliest == prediction.nextStart - 3 && prediction.latest == prediction.nextStart + 3)
        let window = try #require(day.ovulation).fertileWindow
        #expect(prediction.fertileStart...prediction.fertileEnd == window)
        #expect(prediction.explanation.notes.contains { $0.contains("positive ovulation test") })
        let upcoming = prediction.upcoming(3, asOf: Self.today)
        #expect(upcoming[0].start == prediction.nextStart)
        #expect(upcoming[1].start == calendar.upcoming(2)[1].start + calendar.nextStart.days(to: prediction.nextStart))
        #expect(day.status?.phase != .follicular)

        let shifted = try PersonDay(Self.inputs(temperatures: Self.shiftedChart), today: Self.today)
        #expect(shifted.prediction?.nextStart == Day(year: 2026, month: 11, day: 19)! + 14)
    }

    @Test func aPositiveInTheFirstDaysOfACycleDoesNotMoveThePeriod() throws {
        let early = LHTest(at: Moment(day: Self.starts[2] + 2, hour: 8, minute: 0), result: .peak)
        let day = try PersonDay(Self.inputs(tests: [early]), today: Self.today)
        let calendar = try PersonDay(Self.inputs(), today: Self.today)
        #expect(day.prediction?.nextStart == calendar.prediction?.nextStart)
    }

    @Test func aConfirmedShiftOutranksATestAndTheCalendar() throws {
        let positive = LHTest(at: Moment(day: Day(year: 2026, month: 11, day: 24)!, hour: 8, minute: 0), result: .peak)
        let day = try PersonDay(Self.inputs(temperatures: Self.shiftedChart, tests: [positive]), today: Self.today)
        let estimate = try #require(day.ovulation)
        guard case .temperatureShift = estimate.evidence else { Issue.record("got \(estimate.evidence)"); return }
        // The day before the first high reading, as the chart says.
        #expect(estimate.day == Day(year: 2026, month: 11, day: 19)!)
        #expect(estimate.day == day.charts.last?.analysis.shift?.ovulationEstimate)
        #expect(estimate.fertileWindow == Day(year: 2026, month: 11, day: 14)!...Day(year: 2026, month: 11, day: 19)!)
        #expect(estimate.basis.hasPrefix("from your temperature shift"))
    }

    @Test func aTestFromTheLastCycleDoesNotCount() throws {
        let old = LHTest(at: Moment(day: Day(year: 2026, month: 10, day: 20)!, hour: 8, minute: 0), result: .peak)
        let day = try PersonDay(Self.inputs(tests: [old]), today: Self.today)
        #expect(day.ovulation?.evidence == .calendar)
    }

    @Test func aPregnancyHasNoOvulationEstimate() throws {
        var inputs = Self.inputs()
        inputs.mode = .pregnancy
        inputs.pregnancy = PregnancyRecord(lmp: Self.starts[2])
        #expect(try PersonDay(inputs, today: Self.today).ovulation == nil)
    }

    @Test func theEvidenceIsNamedForMachinesAndInWords() throws {
        let calendar = try #require(try PersonDay(Self.inputs(), today: Self.today).ovulation)
        #expect(calendar.evidenceName == "calendar" && calendar.basis == "from your cycle lengths")
        let positive = LHTest(at: Moment(day: Day(year: 2026, month: 11, day: 19)!, hour: 8, minute: 0), result: .peak)
        let test = try #require(try PersonDay(Self.inputs(tests: [positive]), today: Self.today).ovulation)
        #expect(test.evidenceName == "test" && test.basis == "from your positive ovulation test on Thu 19 Nov")
        let shift = try #require(try PersonDay(Self.inputs(temperatures: Self.shiftedChart), today: Self.today).ovulation)
        guard case let .temperatureShift(confirmed) = shift.evidence else { Issue.record("got \(shift.evidence)"); return }
        #expect(shift.evidenceName == "shift" && shift.basis == "from your temperature shift (confirmed \(confirmed.shortText))")
    }
}
