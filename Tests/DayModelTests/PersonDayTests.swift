import BloomTestSupport
import Content
import CycleCore
import DayModel
import Testing

@Suite struct PersonDayTests {
    @Test func aChartedHistoryPlacesOvulationWithThePersonalLutealPhase() throws {
        let scenario = Scenario(mode: .ttc, history: .long, charted: true, dayOffset: 9)
        let day = try PersonDay(scenario.inputs, today: scenario.today)
        let prediction = try #require(day.prediction)
        #expect(day.luteal.length == 12)
        #expect(prediction.ovulation == prediction.nextStart - 12)
        let uncharted = try PersonDay(Scenario(mode: .ttc, history: .long, charted: false, dayOffset: 9).inputs, today: scenario.today)
        #expect(uncharted.prediction?.ovulation == uncharted.prediction.map { $0.nextStart - 14 })
    }

    @Test func anEndLoggedAfterTodayCountsAsNotYetLogged() throws {
        let inputs = DayInputs(profileName: "me", mode: .cycle,
                               periods: [PeriodRecord(start: isoDay("2026-10-01"), end: isoDay("2026-10-05"))])
        let day = try PersonDay(inputs, today: isoDay("2026-10-03"))
        #expect(day.history.latest?.end == nil)
        #expect(day.status?.periodOngoing == true)
    }

    @Test func aPregnancyLongPastItsDueDateIsNotUnderWay() throws {
        let record = PregnancyRecord(lmp: isoDay("2025-01-01"))
        let inputs = DayInputs(profileName: "me", mode: .pregnancy, periods: [], pregnancy: record)
        #expect(try PersonDay(inputs, today: isoDay("2025-06-01")).gestationalAge != nil)
        #expect(try PersonDay(inputs, today: record.dueDate + 42).pregnancy != nil)
        #expect(try PersonDay(inputs, today: record.dueDate + 43).pregnancy == nil)
        #expect(try PersonDay(inputs, today: isoDay("2024-12-31")).pregnancy == nil)
    }

    @Test func thePeriodEndQuestionIsAskedAtMostTwiceAPeriod() throws {
        // A 5-day expected period from 2026-10-20 with no end logged: asked on the 25th and 27th.
        let scenario = Scenario(mode: .cycle, history: .long, charted: false, dayOffset: 5)
        var inputs = scenario.inputs
        inputs.periods[inputs.periods.count - 1].end = nil
        let start = scenario.lastStart
        let expectedEnd = start + ((try PersonDay(inputs, today: start + 5)).prediction!.periodLength - 1)
        let first = expectedEnd + 1, second = expectedEnd + 3
        #expect(try PersonDay(inputs, today: first).periodEndQuestion == 1)
        #expect(try PersonDay(inputs, today: first + 1).periodEndQuestion == nil)
        // Shown once on the first day: still due all that day, not again on another.
        inputs.periodEndPromptsShown = [ShownPeriodEndPrompt(cycleStart: start, number: 1, shown: first)]
        #expect(try PersonDay(inputs, today: first).periodEndQuestion == 1)
        #expect(try PersonDay(inputs, today: second).periodEndQuestion == 2)
        // Two shown already (both on other days): never a third time.
        inputs.periodEndPromptsShown.append(ShownPeriodEndPrompt(cycleStart: start, number: 2, shown: second))
        #expect(try PersonDay(inputs, today: second + 1).periodEndQuestion == nil)
        // Prompts shown for an earlier period do not count against this one.
        inputs.periodEndPromptsShown = [ShownPeriodEndPrompt(cycleStart: start - 29, number: 1, shown: start - 20),
                                        ShownPeriodEndPrompt(cycleStart: start - 29, number: 2, shown: start - 18)]
        #expect(try PersonDay(inputs, today: second).periodEndQuestion == 2)
    }

    @Test func fertilityIsPeakOnOvulationAndTheDayBeforeHighInTheWindowAndOnlyWhenTrying() throws {
        let scenario = Scenario(mode: .ttc, history: .long, charted: false, dayOffset: 10)
        let base = try PersonDay(scenario.inputs, today: scenario.today)
        let prediction = try #require(base.prediction)
        func level(_ day: Day) throws -> FertileStatus.Level? { try PersonDay(scenario.inputs, today: day).fertility?.level }
        #expect(try level(prediction.ovulation) == .peak)
        #expect(try level(prediction.ovulation - 1) == .peak)
        #expect(try level(prediction.fertileStart) == .high)
        #expect(try level(prediction.fertileStart - 1) == .low)
        var cycle = scenario.inputs
        cycle.mode = .cycle
        #expect(try PersonDay(cycle, today: prediction.ovulation).fertility == nil)
        #expect(try level(prediction.nextStart + 3) == nil)  // late: the estimate no longer holds
    }

    @Test func contradictoryPeriodsAreAnErrorNotAnEmptyHistory() {
        let inputs = DayInputs(profileName: "me", mode: .cycle, periods: [
            PeriodRecord(start: isoDay("2026-10-01"), end: isoDay("2026-10-06")),
            PeriodRecord(start: isoDay("2026-10-04"), end: isoDay("2026-10-08")),
        ])
        #expect(throws: HistoryError.self) { try PersonDay(inputs, today: isoDay("2026-11-01")) }
    }

    /// With PCOS among the profile's conditions the prediction explains why its range is wide;
    /// the dates do not move.
    @Test func withPCOSThePredictionExplainsItsWideRangeAndKeepsItsDates() throws {
        let scenario = Scenario(mode: .cycle, history: .irregular, charted: false, dayOffset: 9)
        var inputs = scenario.inputs
        let plain = try #require(try PersonDay(inputs, today: scenario.today).prediction)
        inputs.conditions = [.pcos]
        let explained = try #require(try PersonDay(inputs, today: scenario.today).prediction)
        #expect(explained.nextStart == plain.nextStart && explained.earliest == plain.earliest && explained.latest == plain.latest)
        #expect(explained.fertileStart == plain.fertileStart && explained.ovulation == plain.ovulation && explained.confidence == plain.confidence)
        #expect(explained.explanation.notes == plain.explanation.notes + [PersonDay.pcosNote])
        #expect(PersonDay.pcosNote.contains("irregular cycles are expected") && PersonDay.pcosNote.contains("wide"))
        inputs.conditions = [.endometriosis, .ibs]
        #expect(try PersonDay(inputs, today: scenario.today).prediction?.explanation.notes == plain.explanation.notes)
    }

    @Test func periodsStartingAfterTodayAreLeftOutAsIfNotYetLogged() throws {
        let periods = Cycles.regular + [PeriodRecord(start: isoDay("2026-11-24"), end: isoDay("2026-11-28"))]
        let day = try Cycles.day(periods, on: isoDay("2026-11-10"))
        #expect(day.history.periods == Cycles.regular)
        #expect(day.prediction?.nextStart == isoDay("2026-11-24"))
        #expect(day.status?.cycleDay == 15)
    }

    @Test(arguments: [(0, HistoryLength.none), (1, .short), (3, .short), (4, .long)])
    func threeCompletedCyclesMakeALongHistory(_ periods: Int, _ length: HistoryLength) throws {
        #expect(try Cycles.day(Array(Cycles.regular.prefix(periods)), on: isoDay("2026-11-10")).historyLength == length)
    }

    @Test func theFirstLogIsNeededUntilThereIsAPeriodOrADatedPregnancy() throws {
        let today = isoDay("2026-11-10")
        #expect(try Cycles.day([], on: today).needsFirstLog)
        #expect(try !Cycles.day([Cycles.regular[3]], on: today).needsFirstLog)
        #expect(try Cycles.day(Cycles.regular, mode: .pregnancy, on: today).needsFirstLog, "periods do not date a pregnancy")
        let pregnant = DayInputs(profileName: "me", mode: .pregnancy, periods: [], pregnancy: PregnancyRecord(lmp: today - 100))
        #expect(try !PersonDay(pregnant, today: today).needsFirstLog)
    }

    @Test func aPhaseOutsidePregnancyAndATrimesterOnlyInIt() throws {
        let today = isoDay("2026-11-10")
        let cycle = try Cycles.day(Cycles.regular, on: today)
        #expect(cycle.phase == .ovulation && cycle.trimester == nil && cycle.gestationalAge == nil)
        var inputs = DayInputs(profileName: "me", mode: .pregnancy, periods: Cycles.regular, pregnancy: PregnancyRecord(lmp: today - 100))
        let pregnant = try PersonDay(inputs, today: today)
        #expect(pregnant.phase == nil, "the cycle's phase is not read in a pregnancy")
        #expect(pregnant.gestationalAge == GestationalAge(weeks: 14, days: 2))
        #expect(pregnant.trimester == .second)
        inputs.mode = .cycle
        #expect(try PersonDay(inputs, today: today).trimester == nil, "a pregnancy record outside pregnancy mode")
    }

    @Test func thePhaseCalendarUsesThePredictionsPeriodLength() throws {
        var periods = Cycles.regular
        for index in periods.indices { periods[index].end = periods[index].start + 2 }
        let day = try Cycles.day(periods, on: isoDay("2026-11-10"))
        #expect(day.prediction?.periodLength == 3)
        #expect(day.phaseCalendar.phase(on: isoDay("2026-09-03")) == .menstrual)
        #expect(day.phaseCalendar.phase(on: isoDay("2026-09-04")) == .follicular)
    }
}
