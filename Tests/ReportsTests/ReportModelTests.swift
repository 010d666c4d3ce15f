import BloomTestSupport
import CycleCore
import DayModel
import Testing
@testable import Reports

@Suite struct ReportModelTests {
    @Test func theCycleTableHoldsEachPeriodWithItsCycleBleedingAndPain() throws {
        let report = try #require(try ReportFixtures.model(ReportFixtures.cycle()).cycle)
        #expect(report.rows.map(\.period.start.iso) == ["2026-06-01", "2026-06-29", "2026-07-30", "2026-08-25", "2026-09-22"])
        #expect(report.rows.map(\.cycleLength) == [28, 31, 26, 28, nil])
        #expect(report.rows.map(\.period.length) == [5, 6, 5, 4, nil])
        #expect(report.rows.map(\.ongoing) == [false, false, false, false, true])
        #expect(report.rows.map(\.heaviestFlow) == [.heavy, .medium, nil, .heavy, nil])
        #expect(report.rows.map(\.heaviestFlowDays) == [2, 1, 0, 2, 0])
        #expect(report.rows.map(\.worstCramps) == [7, 2, nil, 9, nil])
        // 06-01 (cramps 7, cramps symptom) and 06-02 (cramps 4); 06-29 (cramps 2; the headache
        // the next day is not pain); 08-26 (cramps 9, back pain).
        #expect(report.rows.map(\.painDays) == [2, 1, 0, 1, 0])
        #expect(report.rows.map(\.loggedDays) == [3, 2, 0, 3, 0])
    }

    @Test func spanStatisticsAreWorkedOutAsInsightsWorksThemOut() throws {
        let report = try #require(try ReportFixtures.model(ReportFixtures.cycle()).cycle)
        let statistics = report.spanStatistics
        // 28, 31, 26, 28: mean 28.25; squared deviations 0.0625 + 7.5625 + 5.0625 + 0.0625 = 12.75;
        // sample variance 12.75 / 3 = 4.25; SD 2.0616; variation 2.0616 / 28.25 = 0.0730.
        #expect(statistics.cycleLengths == [28, 31, 26, 28])
        #expect(statistics.averageCycle == 28.25)
        #expect(abs(statistics.cycleSpread! - 4.25.squareRoot()) < 1e-12)
        #expect(ReportText.decimal(statistics.variation!, places: 3) == "0.073")
        #expect(statistics.verdict == "regular")
        #expect(statistics.averagePeriod == 5)
        let range = try #require(report.typicalRange)
        #expect(abs(range.lowerBound - (28.25 - 4.25.squareRoot())) < 1e-12)
        #expect(abs(range.upperBound - (28.25 + 4.25.squareRoot())) < 1e-12)
        // The whole history is the span here, so both are the statistics `bloom insights` prints.
        #expect(report.allStatistics.cycleLengths == statistics.cycleLengths)
        #expect(report.allStatistics.averageCycle == statistics.averageCycle)
    }

    @Test func theCoverLineAndShiftAreCycleCoresThreeOverSix() throws {
        let inputs = try ReportFixtures.cycle()
        let report = try #require(try ReportFixtures.model(inputs).cycle)
        #expect(report.temperatureCycles.map(\.start.iso) == ["2026-08-25"])
        let cycle = try #require(report.temperatureCycles.first)
        let shift = try #require(cycle.analysis.shift)
        #expect(shift.coverLine == 36.40)
        #expect(shift.firstHighDay == isoDay("2026-09-06"))
        #expect(shift.confirmedOn == isoDay("2026-09-08"))
        #expect(shift.rule == .regular)
        #expect(shift.ovulationEstimate == isoDay("2026-09-05"))
        // The same analysis the day model (and `bloom chart`) made, not a second one.
        #expect(cycle.chart == inputs.day.charts.first { $0.start == isoDay("2026-08-25") })
        #expect(cycle.tests.map(\.result) == [.negative, .high, .peak])
        #expect(report.rows[3].shiftDay == 13)
        #expect(report.rows[3].firstPositiveTestDay == 11)
    }

    @Test func aSpanEndingBeforeTheShiftChartsOnlyTheReadingsUpToItsEnd() throws {
        let request = ReportRequest(from: isoDay("2026-08-20"), to: isoDay("2026-09-06"))
        let report = try #require(try ReportFixtures.model(ReportFixtures.cycle(), request).cycle)
        let cycle = try #require(report.temperatureCycles.first)
        #expect(cycle.analysis.readings.last?.day == isoDay("2026-09-06"))
        #expect(cycle.analysis.shift == nil, "one higher reading does not confirm a shift yet")
        #expect(cycle.analysis.pending?.firstHighDay == isoDay("2026-09-06"))
    }

    @Test func theHeatmapCountsCyclesByCycleDay() throws {
        let heatmap = try #require(try ReportFixtures.model(ReportFixtures.cycle()).cycle).heatmap
        #expect(heatmap.cycles == 5)
        #expect(heatmap.columns == CycleDayHeatmap.minimumColumns)
        let rows = Dictionary(uniqueKeysWithValues: heatmap.rows.map { ($0.label, $0) })
        #expect(heatmap.rows.map(\.label).prefix(2) == ["bleeding", "cramp score"])
        #expect(rows["bleeding"]?.levels == [1: 4, 2: 4, 3: 4])
        #expect(rows["cramp score"]?.levels == [1: 7, 2: 9])
        #expect(rows["headache"]?.levels == [2: 2], "headache on cycle day 2 of two cycles")
        #expect(rows["back pain"]?.levels == [2: 1])
        #expect(rows["cramps"]?.levels == [1: 1])
    }

    @Test func theDefaultSpanIsTheLastSixCyclesAndTheOneUnderWay() throws {
        let starts = (0..<9).map { isoDay("2026-01-05") + 28 * $0 }
        let today = starts.last! + 3
        let day = try PersonDay(DayInputs(profileName: "Sam", mode: .cycle, periods: starts.map { PeriodRecord(start: $0, end: $0 + 4) }), today: today)
        let model = try ReportModel(ReportInputs(day: day), request: ReportRequest())
        #expect(model.span == ReportSpan(from: starts[2], to: today))
        #expect(model.cycle?.rows.count == 7)
        #expect(model.cycle?.spanStatistics.cycleLengths.count == 6)
        #expect(model.cycle?.allStatistics.cycleLengths.count == 8, "the whole history is kept for comparison")
    }

    @Test func aPregnancyReportCoversThePregnancySoFar() throws {
        let model = try ReportFixtures.model(ReportFixtures.pregnancy())
        #expect(model.kind == .pregnancy)
        #expect(model.reader == .midwife)
        #expect(model.span == ReportSpan(from: isoDay("2026-05-10"), to: isoDay("2026-11-25")))
        let report = try #require(model.pregnancy)
        #expect(report.age?.description == "28w3d")
        #expect(report.age?.currentWeek == 29)
        #expect(report.record?.dueDate == isoDay("2027-02-14"))
        #expect(report.weighings.count == 4, "the weighing before the last period is outside the span")
        #expect(report.weights?.groups.map(\.trimester) == [.first, .second])
        #expect(report.weights?.groups.map(\.entries.count) == [2, 2])
        #expect(report.kickCounts.first?.secondsToTarget == 29 * 60)
        #expect(report.contractionSessions.map(\.count) == [1, 3], "more than two hours apart is another session")
        let session = try #require(report.contractionSessions.last)
        #expect(session.averageDuration == 50)  // (40 + 60 + 50) / 3
        #expect(session.averageInterval == 11 * 60)  // (10 + 12) / 2 minutes
        #expect(report.symptoms.map(\.id) == ["nausea", "back-pain", "fatigue"])
        #expect(report.symptoms.first?.days == 2)
        #expect(report.symptoms.first?.worstSeverity == 3)
        #expect(report.appointments.map(\.title) == ["Booking appointment", "Midwife visit"])
        #expect(report.checklist?.week == 29)
    }

    @Test func theReaderPicksTheReport() throws {
        #expect(try ReportFixtures.model(ReportFixtures.cycle()).kind == .cycle)
        #expect(try ReportFixtures.model(ReportFixtures.cycle()).reader == .gp)
        #expect(try ReportFixtures.model(ReportFixtures.cycle(), ReportRequest(reader: .midwife)).kind == .pregnancy)
        #expect(try ReportFixtures.model(ReportFixtures.pregnancy(), ReportRequest(reader: .fertility)).kind == .cycle)
    }

    @Test func aSpanThatRunsBackwardsOrPastTodayIsRefused() throws {
        let inputs = try ReportFixtures.cycle()
        #expect(throws: ReportRequestError.fromAfterTo(from: isoDay("2026-09-10"), to: isoDay("2026-09-01"))) {
            try ReportModel(inputs, request: ReportRequest(from: isoDay("2026-09-10"), to: isoDay("2026-09-01")))
        }
        #expect(throws: ReportRequestError.toAfterToday(to: isoDay("2026-10-02"), today: ReportFixtures.cycleToday)) {
            try ReportModel(inputs, request: ReportRequest(to: isoDay("2026-10-02")))
        }
        #expect(throws: ReportRequestError.fromAfterToday(from: isoDay("2026-10-05"), today: ReportFixtures.cycleToday)) {
            try ReportModel(inputs, request: ReportRequest(from: isoDay("2026-10-05")))
        }
        #expect(ReportRequestError.fromAfterTo(from: isoDay("2026-09-10"), to: isoDay("2026-09-01")).description.contains("2026-09-10 is after ⟨chooseReportEnd⟩ 2026-09-01"))
    }

    @Test func supplementsAreTalliedByNameWhateverTheCase() throws {
        let model = try ReportFixtures.model(ReportFixtures.cycle())
        #expect(model.supplements == [
            SupplementUse(name: "Ibuprofen", first: isoDay("2026-06-01"), last: isoDay("2026-06-02"), days: 2),
            SupplementUse(name: "Iron", first: isoDay("2026-06-02"), last: isoDay("2026-07-01"), days: 2),
        ])
    }

    @Test func theEstimatesAreTheDayModelsPrediction() throws {
        let inputs = try ReportFixtures.cycle()
        let report = try #require(try ReportFixtures.model(inputs).cycle)
        guard case let .estimate(prediction) = report.estimates else { Issue.record("no estimate"); return }
        #expect(prediction == inputs.day.prediction)
        guard case .unavailable = try #require(try ReportFixtures.model(ReportFixtures.pregnancy(), ReportRequest(reader: .gp)).cycle).estimates else {
            Issue.record("a pregnancy has no period estimates"); return
        }
    }

    @Test func theAnonymousReportHasNoName() throws {
        #expect(try ReportFixtures.model(ReportFixtures.cycle()).name == "Sam")
        #expect(try ReportFixtures.model(ReportFixtures.cycle(), ReportRequest(anonymous: true)).name == nil)
    }
}
