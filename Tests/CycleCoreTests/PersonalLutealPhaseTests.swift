@testable import CycleCore
import Testing

/// Readings for a cycle starting `start`: 36.40 until `firstHigh` (a cycle-day offset), 36.70 from then on.
private func biphasic(from start: Day, length: Int, firstHigh: Int) -> [BasalTemperature] {
    (0..<length).map { BasalTemperature(day: start + $0, celsius: $0 < firstHigh ? 36.40 : 36.70) }
}

@Suite struct PersonalLutealPhaseTests {
    @Test func oneConfirmedCycleIsNotEnough() {
        #expect(PersonalLutealPhase(lengths: [12]).length == nil)
    }

    @Test func twoOrMoreCyclesGiveTheMedianLength() {
        #expect(PersonalLutealPhase(lengths: [12, 12]).length == 12)
        #expect(PersonalLutealPhase(lengths: [11, 12, 13]).length == 12)
    }

    @Test func implausibleLengthsAreSetAside() {
        let luteal = PersonalLutealPhase(lengths: [12, 25, 13, 3])
        #expect(luteal.lengths == [12, 13])
        #expect(luteal.length == 13)  // median 12.5, rounded half away from zero
    }

    @Test func chartsGiveALutealLengthPerCompleteCycleWithAShift() {
        let periods = history(startingOn: "2026-01-01", cycleLengths: [28, 28])
        let starts = periods.periods.map(\.start)
        // First higher reading on offset 17 → ovulation offset 16 → 12 days before the next start.
        let readings = biphasic(from: starts[0], length: 28, firstHigh: 17) + biphasic(from: starts[1], length: 28, firstHigh: 17)
            + biphasic(from: starts[2], length: 10, firstHigh: 17)
        let charts = CycleChart.charts(readings, history: periods)
        #expect(charts.count == 3)
        #expect(charts.map(\.lutealLength) == [12, 12, nil])
        #expect(PersonalLutealPhase(charts: charts).length == 12)
    }

    @Test func thePersonalLengthPlacesOvulationAndTheWindowAndSaysSo() throws {
        let periods = history(startingOn: "2026-01-01", cycleLengths: [28, 28, 28])
        let standard = try #require(DefaultPredictor().predict(periods))
        let personal = try #require(DefaultPredictor().predict(periods, luteal: PersonalLutealPhase(lengths: [12, 12])))
        #expect(personal.nextStart == standard.nextStart)
        #expect(personal.ovulation == standard.nextStart - 12)
        #expect(personal.lutealLength == 12)
        #expect(personal.fertileStart == personal.ovulation - 5)
        #expect(personal.explanation.notes.last?.contains("your own luteal phase") == true)
    }

    @Test func withoutConfirmedCyclesThePredictionIsUnchanged() throws {
        let periods = history(startingOn: "2026-01-01", cycleLengths: [27, 29, 28, 31])
        for predictor in Predictors.all {
            #expect(predictor.predict(periods, luteal: PersonalLutealPhase(lengths: [13])) == predictor.predict(periods))
        }
    }
}
