import CycleCore

/// Where to take a reading, and how soon: never a diagnosis, only the level of care public
/// guidance sends a reading like it to.
package struct VitalCare: Sendable, Equatable {
    /// How soon.
    package enum Urgency: String, Sendable, Codable, Comparable {
        /// Contact the maternity unit, urgent care or an ambulance now.
        case now
        /// Contact the GP, midwife, maternity unit or 111 today.
        case today
        /// Mention it at a check or book one if readings like it repeat.
        case appointment

        private var rank: Int { self == .now ? 2 : self == .today ? 1 : 0 }
        package static func < (lhs: Urgency, rhs: Urgency) -> Bool { lhs.rank < rhs.rank }
    }

    package var urgency: Urgency
    /// What to do, in our words.
    package var text: String
}

/// A reading against the ranges public guidance uses: the band it falls in, the ranges in
/// words with their source, and where to take it when guidance says to.
package struct VitalGuidance: Sendable, Equatable {
    /// The band, e.g. "ideal", "above ideal", "high", "low", "above target".
    package var band: String
    /// The ranges the band comes from, e.g. "NHS: ideal 90/60–120/80 mmHg; high from 140/90".
    package var ranges: String
    /// Where the ranges come from, e.g. "NHS; NICE NG136".
    package var source: String
    /// Where to take it, when guidance says to.
    package var care: VitalCare?

    /// The reminder every guidance line carries.
    package static let notADiagnosis = "A guide from public ranges, not a diagnosis: one reading can't tell you what is going on."
}

extension VitalGuidance {
    /// A blood pressure against NHS ranges (NICE NG133's in pregnancy, with its care levels).
    ///
    /// Not pregnant: low below 90/60, ideal 90/60–120/80, above ideal to 140/90, high from 140/90
    /// (135/85 as a home average), very high from 180/120 (NICE NG136's severe hypertension).
    /// Pregnant: 140/90 or more → the maternity unit today; 160/110 or more → now.
    package static func bloodPressure(systolic: Double, diastolic: Double, pregnant: Bool) -> VitalGuidance {
        let nhs = "NHS: low below 90/60, ideal 90/60 to 120/80, high from 140/90 (or a home average from 135/85) mmHg"
        if pregnant {
            let ranges = "NICE NG133 (pregnancy): high from 140/90, severe from 160/110 mmHg"
            if systolic >= 160 || diastolic >= 110 {
                return VitalGuidance(band: "severe range for pregnancy", ranges: ranges, source: "NICE NG133",
                                     care: VitalCare(urgency: .now, text: "160/110 or more in pregnancy needs checking now: contact your maternity unit straight away (day or night). If you can't reach them, call 999 or 911."))
            }
            if systolic >= 140 || diastolic >= 90 {
                return VitalGuidance(band: "high for pregnancy", ranges: ranges, source: "NICE NG133",
                                     care: VitalCare(urgency: .today, text: "140/90 or more in pregnancy: contact your maternity unit or midwife today to have it checked; contact them now if you also have a bad headache, problems with your sight, pain just below the ribs or sudden swelling of your face, hands or feet."))
            }
            return VitalGuidance(band: "below 140/90", ranges: ranges, source: "NICE NG133", care: nil)
        }
        if systolic >= 180 || diastolic >= 120 {
            return VitalGuidance(band: "very high", ranges: nhs + "; very high from 180/120 (NICE NG136)", source: "NHS; NICE NG136",
                                 care: VitalCare(urgency: .now, text: "180/120 or more: with chest pain, breathlessness, a severe headache, confusion or changes in your sight, call 999 or 911 now; otherwise sit quietly for 5 minutes and measure again, and if it is still 180/120 or more, contact your GP or NHS 111 today."))
        }
        if systolic >= 140 || diastolic >= 90 {
            return VitalGuidance(band: "high", ranges: nhs, source: "NHS",
                                 care: VitalCare(urgency: .appointment, text: "If your readings are often 140/90 or more (135/85 averaged at home), book a blood pressure check with your GP or a pharmacist."))
        }
        if systolic > 120 || diastolic > 80 {
            return VitalGuidance(band: "above ideal", ranges: nhs, source: "NHS", care: nil)
        }
        if systolic < 90 || diastolic < 60 {
            return VitalGuidance(band: "low", ranges: nhs, source: "NHS",
                                 care: VitalCare(urgency: .appointment, text: "Low blood pressure is often fine; if you keep feeling dizzy, faint or unwell, speak to your GP."))
        }
        return VitalGuidance(band: "ideal", ranges: nhs, source: "NHS", care: nil)
    }

    /// A blood glucose (mmol/L) against public ranges, by when it was taken: ADA's without
    /// diabetes, NICE's targets with diabetes (NG17, NG28) and in pregnancy (NG3), and the
    /// NHS's hypo threshold (below 4) for everyone.
    package static func glucose(_ mmol: Double, timing: GlucoseTiming?, pregnant: Bool, diabetes: Bool) -> VitalGuidance {
        let mg = Int((mmol * 18.016).rounded())
        let team = pregnant ? "your maternity or diabetes team" : diabetes ? "your diabetes team or GP" : "your GP"
        if mmol < 3.0 {
            return VitalGuidance(band: "very low", ranges: "ADA: below 3.0 mmol/L (54 mg/dL) is a serious low; NHS: below 4 is a hypo",
                                 source: "ADA Standards of Care; NHS",
                                 care: VitalCare(urgency: .now, text: "A reading below 3.0 mmol/L needs help now: if you feel confused, drowsy or very unwell, call 999 or 911; if you have diabetes, follow the hypo plan your care team gave you."))
        }
        if mmol < 4.0 {
            return VitalGuidance(band: "low", ranges: "NHS: below 4 mmol/L (72 mg/dL) is a hypo", source: "NHS",
                                 care: VitalCare(urgency: .today, text: diabetes ? "Below 4 mmol/L: follow the hypo plan your care team gave you, and let \(team) know if lows keep happening."
                                                                    : "Below 4 mmol/L: if you feel shaky, sweaty or confused, or lows keep happening, contact \(team) or NHS 111 today."))
        }
        if pregnant {
            let ranges = "NICE NG3 (pregnancy with diabetes): fasting below 5.3, 1 hour after a meal below 7.8, 2 hours after below 6.4 mmol/L"
            let target: Double? = timing == .fasting ? 5.3 : timing == .afterMeal ? 6.4 : nil
            if mmol >= 11.1 {
                return VitalGuidance(band: "high", ranges: ranges, source: "NICE NG3",
                                     care: VitalCare(urgency: .today, text: "11.1 mmol/L or more in pregnancy: contact \(team) today."))
            }
            guard let target else { return VitalGuidance(band: "no range without the timing", ranges: ranges, source: "NICE NG3", care: nil) }
            if mmol >= target {
                return VitalGuidance(band: "above the pregnancy target", ranges: ranges, source: "NICE NG3",
                                     care: VitalCare(urgency: .appointment, text: "Above NICE's pregnancy target: tell \(team) at your next contact, or sooner if readings stay above it."))
            }
            return VitalGuidance(band: "within the pregnancy target", ranges: ranges, source: "NICE NG3", care: nil)
        }
        if diabetes {
            let ranges = "NICE targets with diabetes: 4 to 7 mmol/L on waking and before meals; after meals 5 to 9 (type 1) or below 8.5 (type 2)"
            let high: Double? = timing == .afterMeal ? 9 : timing == nil ? nil : 7
            let caution = "Your care team may have set your own targets; theirs are the ones to use."
            if mmol >= 11.1 {
                return VitalGuidance(band: "high", ranges: ranges, source: "NICE NG17, NG28",
                                     care: VitalCare(urgency: .today, text: "11.1 mmol/L or more: if you feel unwell, follow your care team's plan for high sugar, or contact them or NHS 111 today. \(caution)"))
            }
            guard let high else { return VitalGuidance(band: "no range without the timing", ranges: ranges, source: "NICE NG17, NG28", care: nil) }
            if mmol > high {
                return VitalGuidance(band: "above target", ranges: ranges, source: "NICE NG17, NG28",
                                     care: VitalCare(urgency: .appointment, text: "Above the usual target: if readings stay above it, talk to \(team). \(caution)"))
            }
            return VitalGuidance(band: "within target", ranges: ranges, source: "NICE NG17, NG28", care: nil)
        }
        let repeatCare = VitalCare(urgency: .appointment, text: "If readings like this repeat, talk to \(team): a home meter can't diagnose anything, and a blood test such as HbA1c can tell more.")
        switch timing {
        case .fasting?:
            let ranges = "ADA (fasting): usual below 100 mg/dL (5.6 mmol/L), raised 100 to 125, high from 126 (7.0)"
            if mg >= 126 { return VitalGuidance(band: "high for fasting", ranges: ranges, source: "ADA Standards of Care", care: repeatCare) }
            if mg >= 100 { return VitalGuidance(band: "raised for fasting", ranges: ranges, source: "ADA Standards of Care", care: repeatCare) }
            return VitalGuidance(band: "usual for fasting", ranges: ranges, source: "ADA Standards of Care", care: nil)
        case .afterMeal?:
            let ranges = "ADA (2 hours after eating): usual below 140 mg/dL (7.8 mmol/L), raised 140 to 199, high from 200 (11.1)"
            if mg >= 200 { return VitalGuidance(band: "high after a meal", ranges: ranges, source: "ADA Standards of Care", care: repeatCare) }
            if mg >= 140 { return VitalGuidance(band: "raised after a meal", ranges: ranges, source: "ADA Standards of Care", care: repeatCare) }
            return VitalGuidance(band: "usual after a meal", ranges: ranges, source: "ADA Standards of Care", care: nil)
        case .beforeMeal?, nil:
            let ranges = "ADA: 200 mg/dL (11.1 mmol/L) or more is high at any time; below 4 mmol/L is low (NHS). Say fasting or after-meal for a fuller range."
            if mg >= 200 {
                return VitalGuidance(band: "high", ranges: ranges, source: "ADA Standards of Care; NHS",
                                     care: VitalCare(urgency: .today, text: "11.1 mmol/L or more: if you also feel very thirsty, are peeing a lot or feel unwell, contact your GP or NHS 111 today; otherwise, if readings like this repeat, talk to your GP."))
            }
            return VitalGuidance(band: "not low or high", ranges: ranges, source: "ADA Standards of Care; NHS", care: nil)
        }
    }
}
