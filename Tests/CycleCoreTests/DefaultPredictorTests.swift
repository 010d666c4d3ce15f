@testable import CycleCore
import Testing

@Suite struct DefaultPredictorTests {
    let standard = DefaultPredictor()

    @Test func withNoCompletedCycleItUsesTheTypical29Days() throws {
        let prediction = try #require(standard.predict(history(startingOn: "2026-11-01", cycleLengths: [])))
        #expect(prediction.cycleLength == 29)
        #expect(prediction.confidence == .low)
        #expect(prediction.explanation.notes.contains { $0.contains("typical 29-day") })
    }

    @Test func oneCycleIsShrunkTowardThePopulation() throws {
        // (35·1 + 29·0.5) / 1.5 = 33.
        let prediction = try #require(standard.predict(history(startingOn: "2026-09-01", cycleLengths: [35])))
        #expect(prediction.cycleLength == 33)
    }

    @Test func aGapTwiceTheUsualCycleIsDroppedAsAMissedLog() throws {
        let prediction = try #require(standard.predict(history(startingOn: "2026-01-01", cycleLengths: [28, 28, 28, 56, 28])))
        #expect(prediction.explanation.lengths == [28, 28, 28, 28])
        #expect(prediction.cycleLength == 28)
        #expect(prediction.explanation.notes.contains { $0.contains("left out 1 cycle") })
    }

    @Test func periodLengthIsTheMedianOfValidRecentPeriods() throws {
        let lengths = [1, 12, 4, 5, 6]
        let records = lengths.enumerated().map { index, length in
            PeriodRecord(start: day("2026-01-01") + index * 28, end: day("2026-01-01") + index * 28 + length - 1)
        }
        let history = try PeriodHistory(validating: records, today: day("2026-11-22"))
        #expect(standard.predict(history)?.periodLength == 5)
        let none = try PeriodHistory(validating: [PeriodRecord(start: day("2026-11-01"))], today: day("2026-11-22"))
        #expect(standard.predict(none)?.periodLength == 5)
    }

    @Test func theIntervalIsNeverNarrowerThanOneDay() throws {
        let prediction = try #require(standard.predict(history(startingOn: "2020-01-01", cycleLengths: Array(repeating: 28, count: 80))))
        #expect(prediction.earliest.days(to: prediction.nextStart) >= 1)
        #expect(prediction.nextStart.days(to: prediction.latest) >= 1)
    }

    @Test func theIntervalWidensWithThePersonsOwnVariability() throws {
        let steady = try #require(standard.predict(history(startingOn: "2025-01-01", cycleLengths: Array(repeating: 28, count: 10))))
        let varied = try #require(standard.predict(history(startingOn: "2025-01-01", cycleLengths: [24, 33, 26, 35, 23, 31, 27, 34, 25, 32])))
        #expect(varied.earliest.days(to: varied.latest) > steady.earliest.days(to: steady.latest))
    }

    @Test func theExplanationListsTheLengthsAndTheirWeights() throws {
        let prediction = try #require(standard.predict(history(startingOn: "2026-05-01", cycleLengths: [27, 29, 28])))
        #expect(prediction.explanation.lengths == [27, 29, 28])
        #expect(prediction.explanation.weights.map { ($0 * 100).rounded() / 100 } == [0.81, 0.9, 1.0])
        #expect(prediction.method == "default")
    }
}
