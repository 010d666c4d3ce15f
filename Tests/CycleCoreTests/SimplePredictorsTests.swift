@testable import CycleCore
import Testing

@Suite struct SimplePredictorsTests {
    @Test func predictorsAreSelectableByName() {
        #expect(Predictors.names == ["default", "bloomher", "last3", "mean-all", "calendar28"])
        #expect(Predictors.named("mean-all")?.name == "mean-all")
        #expect(Predictors.named("nope") == nil)
    }

    @Test func last3AveragesTheLastThreeCyclesWithinTwoDays() throws {
        // (26 + 28 + 29) / 3 = 27.67 → 28.
        let prediction = try #require(Last3Predictor().predict(history(startingOn: "2026-06-01", cycleLengths: [30, 26, 28, 29])))
        #expect(prediction.cycleLength == 28)
        #expect(prediction.explanation.lengths == [26, 28, 29])
        #expect(prediction.earliest == prediction.nextStart - 2 && prediction.latest == prediction.nextStart + 2)
    }

    @Test func meanAllUsesOneDayWhenCyclesAreSteady() throws {
        // Mean 28.25 → 28, sample SD 0.5 < 1.5 → ±1.
        let prediction = try #require(MeanAllPredictor().predict(history(startingOn: "2026-06-01", cycleLengths: [28, 28, 28, 29])))
        #expect(prediction.cycleLength == 28)
        #expect(prediction.nextStart.days(to: prediction.latest) == 1)
    }

    @Test func meanAllUsesTwoDaysWhenCyclesVaryAndIgnoresGapsOver99Days() throws {
        let varied = try #require(MeanAllPredictor().predict(history(startingOn: "2026-01-01", cycleLengths: [25, 31, 28])))
        #expect(varied.nextStart.days(to: varied.latest) == 2)
        let gap = try #require(MeanAllPredictor().predict(history(startingOn: "2025-06-01", cycleLengths: [28, 28, 120, 28])))
        #expect(gap.explanation.lengths == [28, 28, 28])
        #expect(gap.cycleLength == 28)
    }

    @Test func meanAllNeedsThreeCycles() throws {
        let prediction = try #require(MeanAllPredictor().predict(history(startingOn: "2026-06-01", cycleLengths: [35, 35])))
        #expect(prediction.cycleLength == 28)
        #expect(prediction.confidence == .low)
    }

    @Test func calendar28AlwaysSays28Days() throws {
        let prediction = try #require(Calendar28Predictor().predict(history(startingOn: "2026-01-01", cycleLengths: [35, 35, 35])))
        #expect(prediction.cycleLength == 28)
    }
}
