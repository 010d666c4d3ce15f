import CycleCore
@testable import Wellness
import NextSteps
import BloomTestSupport
import Testing

/// A card's explanation, the words the chat answers with.
@Suite struct VitalCardExplanationTests {
    let today = Day(year: 2026, month: 11, day: 22)!

    @Test func theExplanationSaysTheLatestTheAveragesTheUsualRangeAndTheGuidance() {
        let readings = (0..<5).map { VitalMeasurement(at: Moment(day: today - $0, hour: 7, minute: 0), value: 118 + Double($0), diastolic: 76) }
        let card = Vitals.card(.bloodPressure, readings: readings, on: today)
        // Systolic 118…122: median 120, MAD 1, spread 1.48 (floor 2): 118–122; diastolic all 76 (floor 2): 74–78.
        #expect(card.explanation(.tags) == [
            "Blood pressure 118/76 mmHg (today)",
            "  Averages: 7d 120/76 · 30d 120/76 · 90d 120/76",
            "  Usual for you: 118–122 / 74–78 mmHg (your median ± spread, 5 days in 90)",
            "  ideal · NHS: low below 90/60, ideal 90/60 to 120/80, high from 140/90 (or a home average from 135/85) mmHg",
            "  " + VitalGuidance.notADiagnosis,
        ])
        #expect(Vitals.card(.vo2Max, readings: [], on: today).explanation(.tags) == ["VO2 max: data unavailable: " + VitalSign.vo2Max.howToMeasure.worded(by: .tags)])
        #expect(Vitals.card(.weight, readings: [], on: today).explanation(.tags)
            == ["Weight: data unavailable: no weight recorded; log one with `<log>` or import a smart scale's data from Apple Health"])
    }
}
