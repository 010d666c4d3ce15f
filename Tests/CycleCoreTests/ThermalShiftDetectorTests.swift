@testable import CycleCore
import Testing

/// Readings in °C from `first`, one a day; nil leaves a day without a reading.
private func chart(_ first: String, _ values: [Double?], excluded: Set<Int> = []) -> [BasalTemperature] {
    values.enumerated().compactMap { index, value in
        value.map { BasalTemperature(day: day(first) + index, celsius: $0, excluded: excluded.contains(index)) }
    }
}

/// Six low readings whose highest is 36.50 °C.
private let lows: [Double?] = [36.40, 36.45, 36.35, 36.50, 36.45, 36.40]

@Suite struct ThermalShiftDetectorTests {
    @Test func threeReadingsAboveTheCoverLineWithTheThirdTwoTenthsHigherConfirmAShift() throws {
        let shift = try #require(ThermalShiftDetector.detect(chart("2026-03-01", lows + [36.60, 36.65, 36.70])))
        #expect(shift.rule == .regular)
        #expect(shift.coverLine == 36.50)
        #expect(shift.firstHighDay == day("2026-03-07"))
        #expect(shift.confirmedOn == day("2026-03-09"))
        #expect(shift.ovulationEstimate == day("2026-03-06"))
        #expect(shift.lowDays == (0..<6).map { day("2026-03-01") + $0 })
    }

    @Test func aThirdReadingLessThanTwoTenthsHigherWaitsForAFourthAboveTheLine() throws {
        let shift = try #require(ThermalShiftDetector.detect(chart("2026-03-01", lows + [36.55, 36.60, 36.65, 36.55])))
        #expect(shift.rule == .exception1)
        #expect(shift.confirmedOn == day("2026-03-10"))
        #expect(shift.ovulationEstimate == day("2026-03-06"))
    }

    @Test func exceptionOneFailsWhenTheFourthIsOnTheCoverLine() {
        let analysis = ThermalShiftDetector.analyze(chart("2026-03-01", lows + [36.55, 36.60, 36.65, 36.50]))
        #expect(analysis.shift == nil)
        #expect(!analysis.shiftDetected)
    }

    @Test func aSecondReadingOnTheCoverLineIsSetAsideWhenTheFourthIsTwoTenthsHigher() throws {
        let shift = try #require(ThermalShiftDetector.detect(chart("2026-03-01", lows + [36.60, 36.50, 36.65, 36.75])))
        #expect(shift.rule == .exception2)
        #expect(shift.setAsideDay == day("2026-03-08"))
        #expect(shift.confirmedOn == day("2026-03-10"))
        #expect(shift.firstHighDay == day("2026-03-07"))
    }

    @Test func aThirdReadingBelowTheCoverLineIsSetAsideWhenTheFourthIsTwoTenthsHigher() throws {
        let shift = try #require(ThermalShiftDetector.detect(chart("2026-03-01", lows + [36.60, 36.65, 36.45, 36.70])))
        #expect(shift.rule == .exception2)
        #expect(shift.setAsideDay == day("2026-03-09"))
        #expect(shift.confirmedOn == day("2026-03-10"))
    }

    @Test func exceptionTwoNeedsTheFourthTwoTenthsAboveTheLine() {
        #expect(ThermalShiftDetector.detect(chart("2026-03-01", lows + [36.60, 36.50, 36.65, 36.65])) == nil)
    }

    @Test func theExceptionsAreNotCombined() {
        // The second dips and the fourth is only 0.15 above: neither exception applies alone.
        #expect(ThermalShiftDetector.detect(chart("2026-03-01", lows + [36.55, 36.45, 36.60, 36.65])) == nil)
    }

    @Test func excludedReadingsAreSkippedAsLowsAndAsHighs() throws {
        // A feverish 37.10 among the lows and a late-night 36.20 among the highs are skipped.
        let values: [Double?] = [36.40, 36.45, 36.35, 37.10, 36.50, 36.45, 36.40, 36.60, 36.20, 36.65, 36.70]
        let shift = try #require(ThermalShiftDetector.detect(chart("2026-03-01", values, excluded: [3, 8])))
        #expect(shift.rule == .regular)
        #expect(shift.coverLine == 36.50)
        #expect(shift.firstHighDay == day("2026-03-08"))
        #expect(shift.confirmedOn == day("2026-03-11"))
        #expect(!shift.lowDays.contains(day("2026-03-04")))
    }

    @Test func withoutTheExclusionTheFeverRaisesTheCoverLine() {
        let values: [Double?] = [36.40, 36.45, 36.35, 37.10, 36.50, 36.45, 36.40, 36.60, 36.65, 36.70]
        #expect(ThermalShiftDetector.detect(chart("2026-03-01", values)) == nil)
    }

    @Test func fahrenheitReadingsAreConvertedThenRounded() throws {
        // 97.5 °F → 36.39 → 36.40; 97.7 → 36.50; 98.0 → 36.67 → 36.65; 98.2 → 36.78 → 36.80.
        let fahrenheit = [97.5, 97.6, 97.4, 97.7, 97.5, 97.6, 98.0, 98.1, 98.2]
        let readings = fahrenheit.enumerated().map { BasalTemperature(day: day("2026-03-01") + $0, fahrenheit: $1) }
        #expect(readings[0].roundedCelsius == 36.40)
        #expect(BasalTemperature.looksFahrenheit(97.5) && !BasalTemperature.looksFahrenheit(36.5))
        let shift = try #require(ThermalShiftDetector.detect(readings))
        #expect(shift.coverLine == 36.50)
        #expect(shift.rule == .regular)
        #expect(shift.confirmedOn == day("2026-03-09"))
    }

    @Test func readingsAreRoundedToTheNearestFiveHundredthsBeforeTheRule() throws {
        // 36.52 rounds to 36.50, the cover line itself, so it is not a higher reading.
        let analysis = ThermalShiftDetector.analyze(chart("2026-03-01", lows + [36.52, 36.60, 36.65, 36.75]))
        let shift = try #require(analysis.shift)
        #expect(shift.firstHighDay == day("2026-03-08"))
        #expect(BasalTemperature(day: day("2026-03-01"), celsius: 36.47).roundedCelsius == 36.45)
        #expect(BasalTemperature(day: day("2026-03-01"), celsius: 36.48).roundedCelsius == 36.50)
    }

    @Test func theSixLowReadingsAreTheSixRecordedBeforeTheFirstHigherOneNotSixCalendarDays() throws {
        // No readings on 4 and 7 March: the six lows are 1, 2, 3, 5, 6 and 8 March.
        let values: [Double?] = [36.40, 36.45, 36.35, nil, 36.50, 36.45, nil, 36.40, 36.60, 36.65, 36.70]
        let shift = try #require(ThermalShiftDetector.detect(chart("2026-03-01", values)))
        #expect(shift.lowDays == ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-05", "2026-03-06", "2026-03-08"].map(day))
        #expect(shift.firstHighDay == day("2026-03-09"))
    }

    @Test func aFlatChartHasNoShift() {
        let analysis = ThermalShiftDetector.analyze(chart("2026-03-01", [36.40, 36.45, 36.40, 36.45, 36.40, 36.45, 36.40, 36.45, 36.40, 36.45]))
        #expect(analysis.shift == nil)
        #expect(analysis.pending == nil)
        #expect(analysis.coverLine == nil)
    }

    @Test func aFirstHigherReadingWithoutEnoughAfterItIsPending() throws {
        let analysis = ThermalShiftDetector.analyze(chart("2026-03-01", lows + [36.60, 36.65]))
        #expect(analysis.shift == nil)
        let pending = try #require(analysis.pending)
        #expect(pending.firstHighDay == day("2026-03-07"))
        #expect(analysis.coverLine == 36.50)
    }

    @Test func fewerThanSevenReadingsCannotShowAShift() {
        #expect(ThermalShiftDetector.detect(chart("2026-03-01", [36.4, 36.4, 36.4, 36.9, 36.9, 36.9])) == nil)
    }
}
