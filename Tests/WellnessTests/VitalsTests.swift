import CycleCore
@testable import Wellness
import NextSteps
import Testing

/// Vitals cards from hand-computed vectors: the latest reading, the 7-, 30- and 90-day trends,
/// the person's usual range (median ± MAD × 1.4826), "data unavailable", and the order.
@Suite struct VitalsTests {
    let today = Day(year: 2026, month: 11, day: 22)!

    func reading(_ value: Double, daysAgo: Int, diastolic: Double? = nil, hour: Int = 7) -> VitalMeasurement {
        VitalMeasurement(at: Moment(day: today - daysAgo, hour: hour, minute: 0), value: value, diastolic: diastolic)
    }

    /// Resting heart rate 70, 56, 54, 52, 50 on the last five days and 60, 62 the week before.
    var restingReadings: [VitalMeasurement] {
        [reading(70, daysAgo: 0), reading(56, daysAgo: 1), reading(54, daysAgo: 2), reading(52, daysAgo: 3), reading(50, daysAgo: 4),
         reading(60, daysAgo: 7), reading(62, daysAgo: 8)]
    }

    @Test func theTrendsAverageTheDaysWithReadingsAndCompareWithTheWindowBefore() throws {
        let card = Vitals.card(.restingHeartRate, readings: restingReadings, on: today)
        #expect(card.latest?.value == 70 && card.latestText == "70 bpm")
        let week = try #require(card.trends.first { $0.days == 7 })
        // (70 + 56 + 54 + 52 + 50) / 5 = 56.4; the 7 days before: (60 + 62) / 2 = 61; change −4.6.
        #expect(abs(week.average - 56.4) < 1e-9 && week.daysWithReadings == 5 && abs(week.change! + 4.6) < 1e-9)
        let month = try #require(card.trends.first { $0.days == 30 })
        // 404 / 7 = 57.714…; nothing in the 30 days before, so no change.
        #expect(abs(month.average - 404.0 / 7) < 1e-9 && month.change == nil)
        #expect(card.series == [nil, nil, 50, 52, 54, 56, 70])
    }

    @Test func theUsualRangeIsTheMedianPlusOrMinusTheRobustSpread() throws {
        let card = Vitals.card(.restingHeartRate, readings: restingReadings, on: today)
        // Values 50 52 54 56 60 62 70: median 56; |deviations| 0 2 4 4 6 6 14: MAD 4; spread 4 × 1.4826 = 5.9304.
        let range = try #require(card.usualRange)
        #expect(range.median == 56 && abs(range.low - 50.0696) < 1e-9 && abs(range.high - 61.9304) < 1e-9 && range.days == 7)
    }

    @Test func hrvsUsualRangeIsOnTheLogScaleLikeItsBaseline() throws {
        let values = [40.0, 45, 50, 55, 60]
        let card = Vitals.card(.heartRateVariability, readings: values.enumerated().map { reading($1, daysAgo: $0) }, on: today)
        // ln-median ln 50; MAD ln(50/45) = 0.10536; spread × 1.4826 = 0.15621: 50 ÷ e^0.15621 … 50 × e^0.15621.
        let range = try #require(card.usualRange)
        #expect(abs(range.median - 50) < 1e-9 && abs(range.low - 42.77) < 0.01 && abs(range.high - 58.45) < 0.01)
    }

    @Test func fewerThanFiveDaysWithReadingsIsStillCalibratingTheRange() {
        let card = Vitals.card(.weight, readings: [reading(62.4, daysAgo: 0), reading(62.8, daysAgo: 3)], on: today)
        #expect(card.usualRange == nil && card.rangeDaysNeeded == 3)
        #expect(card.unavailable == nil)
    }

    @Test(arguments: VitalSign.allCases)
    func noReadingIsDataUnavailableWithWhatWouldMakeItAvailable(sign: VitalSign) {
        let card = Vitals.card(sign, readings: [reading(1, daysAgo: -1)], on: today)
        #expect(card.latest == nil && card.trends.isEmpty && card.usualRange == nil && card.guidance == nil)
        let message = card.unavailable ?? ""
        #expect(message.description.hasPrefix("data unavailable: ") && (!message.steps.isEmpty || message.description.contains("import")), "\(message)")
        #expect(!message.description.contains("bloom"), "\(message)")
    }

    @Test func bloodPressureAveragesTheDiastolicTooAndIsShownAgainstGuidance() throws {
        let card = Vitals.card(.bloodPressure, readings: [reading(118, daysAgo: 0, diastolic: 76), reading(122, daysAgo: 0, diastolic: 80, hour: 19)],
                               on: today)
        #expect(card.latestText == "122/80 mmHg")
        let week = try #require(card.trends.first)
        #expect(week.average == 120 && week.averageDiastolic == 78 && week.daysWithReadings == 1)
        #expect(card.guidance?.band == "above ideal" && card.guidance?.care == nil)
        let pregnant = Vitals.card(.bloodPressure, readings: [reading(142, daysAgo: 0, diastolic: 88)], on: today, pregnant: true)
        #expect(pregnant.guidance?.care?.urgency == .today && pregnant.guidance?.care?.text.contains("maternity unit") == true)
    }

    @Test func anOlderLatestReadingSaysWhenItWasTaken() {
        let card = Vitals.card(.vo2Max, readings: [reading(38.4, daysAgo: 5)], on: today)
        #expect(card.notes == ["Latest reading 5 days ago (2026-11-17)."])
    }

    @Test func withDiabetesInPregnancyTheGlucoseCardComesFirst() {
        #expect(Vitals.order(pregnant: false, conditions: [.diabetes]) == VitalSign.allCases)
        #expect(Vitals.order(pregnant: true, conditions: []) == VitalSign.allCases)
        #expect(Vitals.order(pregnant: true, conditions: [.diabetes]).first == .glucose)
        #expect(Vitals.order(pregnant: true, conditions: [.highBloodPressure, .diabetes]).prefix(2) == [.glucose, .bloodPressure])
        let report = Vitals.report(readings: [:], on: today, days: 7, pregnant: true, conditions: [.diabetes])
        #expect(report.cards.map(\.sign).first == .glucose && report.cards.count == VitalSign.allCases.count)
        #expect(report.orderNote?.contains("diabetes") == true)
        #expect(Vitals.report(readings: [:], on: today, days: 7, pregnant: false, conditions: [.diabetes]).orderNote == nil)
    }

    @Test func everySignIsNamedByItsCommandNameOrAnAlias() {
        for sign in VitalSign.allCases { #expect(VitalSign.named(sign.commandName) == sign) }
        #expect(VitalSign.named("BP") == .bloodPressure && VitalSign.named("sugar") == .glucose && VitalSign.named("pulse") == nil)
    }
}

/// Blood pressure and glucose against public ranges: the band each reading falls in and the
/// level of care, never a diagnosis (hand-computed boundaries, each side of each threshold).
@Suite struct VitalGuidanceTests {
    @Test(arguments: [
        (118.0, 76.0, "ideal", nil),
        (120, 80, "ideal", nil),
        (121, 79, "above ideal", nil),
        (139, 89, "above ideal", nil),
        (140, 85, "high", VitalCare.Urgency.appointment),
        (135, 90, "high", .appointment),
        (89, 70, "low", .appointment),
        (110, 59, "low", .appointment),
        (179, 119, "high", .appointment),
        (180, 100, "very high", .now),
        (150, 120, "very high", .now),
    ])
    func bloodPressureOutsidePregnancyFollowsTheNHSBands(systolic: Double, diastolic: Double, band: String, urgency: VitalCare.Urgency?) {
        let guidance = VitalGuidance.bloodPressure(systolic: systolic, diastolic: diastolic, pregnant: false)
        #expect(guidance.band == band && guidance.care?.urgency == urgency)
        #expect(guidance.source.contains("NHS"))
    }

    @Test(arguments: [
        (139.0, 89.0, nil as VitalCare.Urgency?),
        (140, 80, .today),
        (138, 90, .today),
        (159, 109, .today),
        (160, 100, .now),
        (150, 110, .now),
    ])
    func inPregnancy140Over90MeansTheMaternityUnitTodayAnd160Over110Now(systolic: Double, diastolic: Double, urgency: VitalCare.Urgency?) {
        let guidance = VitalGuidance.bloodPressure(systolic: systolic, diastolic: diastolic, pregnant: true)
        #expect(guidance.care?.urgency == urgency && guidance.source == "NICE NG133")
        if urgency != nil { #expect(guidance.care?.text.contains("maternity unit") == true) }
    }

    @Test(arguments: [
        // mmol/L, timing, pregnant, diabetes, band, urgency
        (2.9, nil as GlucoseTiming?, false, false, "very low", VitalCare.Urgency.now as VitalCare.Urgency?),
        (3.9, nil, false, false, "low", .today),
        (4.0, nil, false, false, "not low or high", nil),
        (5.5, .fasting, false, false, "usual for fasting", nil),        // 99.1 mg/dL → 99
        (5.55, .fasting, false, false, "raised for fasting", .appointment),  // 99.99 → 100
        (6.99, .fasting, false, false, "high for fasting", .appointment),   // 125.9 → 126
        (7.7, .afterMeal, false, false, "usual after a meal", nil),     // 138.7 → 139
        (7.8, .afterMeal, false, false, "raised after a meal", .appointment), // 140.5 → 141
        (11.1, .afterMeal, false, false, "high after a meal", .appointment),  // 199.98 → 200
        (11.1, nil, false, false, "high", .today),
        (9.0, .beforeMeal, false, false, "not low or high", nil),
        (7.0, .fasting, false, true, "within target", nil),
        (7.1, .beforeMeal, false, true, "above target", .appointment),
        (9.0, .afterMeal, false, true, "within target", nil),
        (9.1, .afterMeal, false, true, "above target", .appointment),
        (5.2, .fasting, true, false, "within the pregnancy target", nil),
        (5.3, .fasting, true, true, "above the pregnancy target", .appointment),
        (6.3, .afterMeal, true, true, "within the pregnancy target", nil),
        (6.4, .afterMeal, true, false, "above the pregnancy target", .appointment),
        (11.1, nil, true, true, "high", .today),
        (6.0, nil, true, true, "no range without the timing", nil),
        (3.5, .fasting, true, true, "low", .today),
    ])
    func glucoseIsShownAgainstTheRangeForItsTiming(mmol: Double, timing: GlucoseTiming?, pregnant: Bool, diabetes: Bool, band: String,
                                                  urgency: VitalCare.Urgency?) {
        let guidance = VitalGuidance.glucose(mmol, timing: timing, pregnant: pregnant, diabetes: diabetes)
        #expect(guidance.band == band, "\(mmol) \(String(describing: timing)): \(guidance.band)")
        #expect(guidance.care?.urgency == urgency)
    }

    @Test func noGuidanceTextDiagnosesOrNamesADose() {
        var texts: [String] = []
        for (s, d) in [(118.0, 76.0), (150, 95), (185, 100), (85, 55)] {
            for pregnant in [false, true] {
                let guidance = VitalGuidance.bloodPressure(systolic: s, diastolic: d, pregnant: pregnant)
                texts += [guidance.band, guidance.ranges, guidance.care?.text ?? ""]
            }
        }
        for mmol in [2.5, 3.5, 5.0, 6.5, 8.0, 12.0] {
            for timing in [nil, GlucoseTiming.fasting, .afterMeal] {
                for (pregnant, diabetes) in [(false, false), (false, true), (true, true)] {
                    let guidance = VitalGuidance.glucose(mmol, timing: timing, pregnant: pregnant, diabetes: diabetes)
                    texts += [guidance.band, guidance.ranges, guidance.care?.text ?? ""]
                }
            }
        }
        for text in texts {
            let lowered = text.lowercased()
            for word in ["means you have", "you are diabetic", "you have hypertension", "diagnosed with", "dose", "insulin", "medication", "safe"] {
                #expect(!lowered.contains(word), "\(text)")
            }
        }
    }
}

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
