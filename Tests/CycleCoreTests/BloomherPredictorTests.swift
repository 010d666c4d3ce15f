@testable import CycleCore
import Testing

@Suite struct BloomherPredictorTests {
    let bloomher = BloomherPredictor()

    @Test func noHistoryPredictsNothing() {
        #expect(bloomher.predict(PeriodHistory.empty) == nil)
    }

    @Test func onePeriodUsesTheDefault28DayCycle() throws {
        let prediction = try #require(bloomher.predict(history(startingOn: "2026-11-01", cycleLengths: [])))
        #expect(prediction.nextStart == day("2026-11-29"))
        #expect(prediction.cycleLength == 28)
        #expect(prediction.cyclesUsed == 0)
        #expect(prediction.confidence == .low)
        #expect(prediction.periodLength == 5)
        #expect(prediction.earliest == day("2026-11-26") && prediction.latest == day("2026-12-02"))
    }

    @Test(arguments: [[30], [30, 26]])
    func fewerThanThreeCyclesStillUse28Days(lengths: [Int]) throws {
        let prediction = try #require(bloomher.predict(history(startingOn: "2026-06-01", cycleLengths: lengths)))
        #expect(prediction.cycleLength == 28)
        #expect(prediction.confidence == .low)
        #expect(prediction.cyclesUsed == lengths.count)
    }

    @Test func threeCyclesUseTheWeightedMean() throws {
        // (28·0.7225 + 30·0.85 + 29·1) / 2.5725 = 29.05 → 29 days.
        let history = history(startingOn: "2026-08-01", cycleLengths: [28, 30, 29])
        let prediction = try #require(bloomher.predict(history))
        #expect(prediction.explanation.weights.map { ($0 * 10000).rounded() / 10000 } == [0.7225, 0.85, 1.0])
        #expect(prediction.explanation.lengths == [28, 30, 29])
        #expect(prediction.cycleLength == 29)
        #expect(prediction.nextStart == day("2026-11-25"))
        #expect(prediction.ovulation == day("2026-11-11"))
        #expect(prediction.fertileStart == day("2026-11-06") && prediction.fertileEnd == day("2026-11-11"))
        #expect(prediction.confidence == .medium)
    }

    @Test func sixSteadyCyclesGiveHighConfidenceAndTheNarrowestInterval() throws {
        let prediction = try #require(bloomher.predict(history(startingOn: "2026-05-01", cycleLengths: Array(repeating: 28, count: 6))))
        #expect(prediction.cycleLength == 28)
        #expect(prediction.confidence == .high)
        #expect(prediction.cv == 0)
        #expect(prediction.nextStart.days(to: prediction.latest) == 1)
        #expect(prediction.earliest.days(to: prediction.nextStart) == 1)
    }

    @Test func twelveCyclesAreAllWeighted() throws {
        // Weighted mean 28.97 → 29; sample SD 1.78 → interval ±2; CV 0.063 → regular, high.
        let lengths = [26, 27, 28, 29, 30, 31, 26, 27, 28, 29, 30, 31]
        let prediction = try #require(bloomher.predict(history(startingOn: "2025-11-01", cycleLengths: lengths)))
        #expect(prediction.cyclesUsed == 12)
        #expect(prediction.cycleLength == 29)
        #expect(prediction.latest.days(to: prediction.nextStart) == -2)
        #expect(!prediction.irregular)
        #expect(prediction.confidence == .high)
    }

    @Test func onlyTheMostRecentTwelveOfTwentyCyclesCount() throws {
        let lengths = Array(repeating: 35, count: 8) + Array([28, 29, 28, 29, 28, 29, 28, 29, 28, 29, 28, 29])
        let prediction = try #require(bloomher.predict(history(startingOn: "2025-01-01", cycleLengths: lengths)))
        #expect(prediction.cyclesUsed == 12)
        #expect(prediction.explanation.lengths == Array(lengths.suffix(12)))
        #expect(prediction.cycleLength == 29)  // 28.54 → 29; the 35-day cycles are out of the window
    }

    @Test func irregularCyclesWidenTheFertileWindowAndLowerConfidence() throws {
        // CV = 7.88 / 29.17 = 0.27 > 0.15; weighted mean 29.60 → 30 days.
        let prediction = try #require(bloomher.predict(history(startingOn: "2026-01-01", cycleLengths: [21, 35, 24, 40, 22, 33])))
        #expect(prediction.irregular)
        #expect(prediction.confidence == .low)
        #expect(prediction.cycleLength == 30)
        #expect(prediction.fertileStart == prediction.ovulation - 7)
        #expect(prediction.fertileEnd == prediction.ovulation + 2)
        #expect(abs((prediction.cv ?? 0) - 0.2703) < 0.001)
    }

    @Test func gapsOutsideTheSanityRangeAreClamped() throws {
        // 90 → 60: (28·0.614125 + 60·0.7225 + 28·0.85 + 28) / 3.186625 = 35.26 → 35.
        let prediction = try #require(bloomher.predict(history(startingOn: "2026-01-01", cycleLengths: [28, 90, 28, 28])))
        #expect(prediction.explanation.lengths == [28, 60, 28, 28])
        #expect(prediction.cycleLength == 35)
        #expect(prediction.explanation.notes.contains { $0.contains("clamped") })
        let short = try #require(bloomher.predict(history(startingOn: "2026-01-01", cycleLengths: [28, 28, 28, 28]).replacingCycle(0, with: 5)))
        #expect(short.explanation.lengths.first == 10)
    }

    @Test func periodLengthIsTheMeanOfTheLastSix() throws {
        let records = (0..<8).map { index in
            PeriodRecord(start: day("2026-01-01") + index * 28, end: day("2026-01-01") + index * 28 + (index < 2 ? 9 : 3))
        }
        let history = try PeriodHistory(validating: records, today: day("2026-11-22"))
        // The last six lasted 4 days each; the two older 10-day periods are out of the window.
        #expect(bloomher.predict(history)?.periodLength == 4)
    }

    @Test func predictionsCrossTheYearAndLeapDay() throws {
        let yearEnd = try #require(bloomher.predict(history(startingOn: "2026-11-22", cycleLengths: [])))
        #expect(yearEnd.nextStart == day("2026-12-20"))
        let leap = try #require(bloomher.predict(history(startingOn: "2027-11-09", cycleLengths: [28, 28, 28])))
        #expect(leap.lastStart == day("2028-02-01"))
        #expect(leap.nextStart == day("2028-02-29"))
    }

    @Test func upcomingPeriodsAreACycleApartWithWideningIntervals() throws {
        let prediction = try #require(bloomher.predict(history(startingOn: "2026-05-01", cycleLengths: Array(repeating: 28, count: 6))))
        let next = prediction.upcoming(3)
        #expect(next.map(\.start) == [prediction.nextStart, prediction.nextStart + 28, prediction.nextStart + 56])
        #expect(next[0].earliest == prediction.earliest)
        #expect(next[2].start.days(to: next[2].latest) >= next[0].start.days(to: next[0].latest))
        #expect(next[0].end == next[0].start + 4)
    }
}

extension PeriodHistory {
    /// The same history with the cycle at `index` given another length (later periods shift).
    func replacingCycle(_ index: Int, with length: Int) -> PeriodHistory {
        var lengths = cycleLengths
        lengths[index] = length
        return history(startingOn: periods[0].start.iso, cycleLengths: lengths)
    }
}
