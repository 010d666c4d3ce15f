import CycleCore
import Testing

/// The typical cycle length given at onboarding is the prior the prediction shrinks toward
/// until three cycles are logged; without it, nothing changes.
@Suite struct TypicalCycleLengthPriorTests {
    let today = Day(year: 2026, month: 11, day: 22)!

    func history(_ starts: [Day]) throws -> PeriodHistory {
        try PeriodHistory(validating: starts.map { PeriodRecord(start: $0, end: $0 + 4) }, today: today)
    }

    @Test func withoutATypicalLengthPredictionsAreExactlyTheStandardOnes() throws {
        let first = Day(year: 2026, month: 7, day: 1)!
        for starts in [[first], [first, first + 33], [first, first + 33, first + 66, first + 97]] {
            let history = try history(starts)
            #expect(Predictors.standard(typicalCycleLength: nil).predict(history) == Predictors.standard.predict(history))
            #expect(DefaultPredictor(typicalCycleLength: nil).predict(history) == DefaultPredictor().predict(history))
        }
    }

    @Test func withNoCompletedCycleTheTypicalLengthIsTheCycleLength() throws {
        let start = Day(year: 2026, month: 11, day: 1)!
        let prediction = try #require(Predictors.standard(typicalCycleLength: 35).predict(try history([start])))
        #expect(prediction.nextStart == start + 35)
        #expect(Predictors.standard.predict(try history([start]))?.nextStart == start + 29)
        #expect(prediction.explanation.notes.contains { $0.contains("35-day cycle you said is typical") })
    }

    @Test func withFewerThanThreeCyclesTheTypicalLengthReplacesThePopulationPrior() throws {
        let first = Day(year: 2026, month: 9, day: 1)!
        let history = try history([first, first + 34, first + 68])   // two cycles of 34 days
        let withPrior = try #require(Predictors.standard(typicalCycleLength: 40).predict(history))
        let without = try #require(Predictors.standard.predict(history))
        #expect(withPrior.cycleLength > without.cycleLength)
    }

    @Test func fromThreeCyclesTheTypicalLengthNoLongerCounts() throws {
        let first = Day(year: 2026, month: 8, day: 1)!
        let history = try history([first, first + 30, first + 60, first + 90])
        #expect(Predictors.standard(typicalCycleLength: 40).predict(history) == Predictors.standard.predict(history))
    }

    /// Issue 54 (small): `predict` said "blended because there are only 3 cycles" where the
    /// README says the usual length given stops counting at three. From three cycles the note
    /// names the population's 29 days (not the length given) and says how far it moves the
    /// date, which the numbers bear out.
    @Test func fromThreeCyclesTheNoteNamesThePopulationBlendAndHowFarItMovesTheDate() throws {
        let first = Day(year: 2026, month: 8, day: 1)!
        let history = try history([first, first + 32, first + 64, first + 96])   // three cycles of 32 days
        let prediction = try #require(Predictors.standard(typicalCycleLength: 40).predict(history))
        let note = try #require(prediction.explanation.notes.first { $0.hasPrefix("blended") })
        #expect(!note.contains("you said") && !note.contains("only"), "\(note)")
        #expect(note.contains("typical 29-day cycle most people have, at the weight of half a cycle"), "\(note)")
        // Three equal cycles of 32 against 29 at half a cycle's weight: 32 − shift, shift > 0.
        let shift = 32 - prediction.estimate.cycleLength
        let tenths = Int((shift * 10).rounded())
        #expect(note.contains("with 3 cycles logged that moves the estimate \(tenths / 10).\(tenths % 10) days earlier"), "\(note)")
    }

    @Test func anImplausibleTypicalLengthIsIgnored() throws {
        let start = Day(year: 2026, month: 11, day: 1)!
        #expect(DefaultPredictor(typicalCycleLength: 200).predict(try history([start])) == DefaultPredictor().predict(try history([start])))
    }
}
