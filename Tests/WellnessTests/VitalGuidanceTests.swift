import CycleCore
@testable import Wellness
import Testing

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
