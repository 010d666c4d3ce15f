/// Something the person wants Bloom to help with, asked once at onboarding (skippable) and kept
/// in the profile. Goals choose what is shown first; they never change a number.
package enum HealthGoal: String, Sendable, Codable, CaseIterable {
    case energy, sleep, fertility, weight, stress, fitness, mood

    /// The goal as people read it, e.g. "sleep".
    package var displayName: String { rawValue }
}

/// A condition the person said they live with, asked once at onboarding (skippable) and kept in
/// the profile. Bloom never diagnoses: a condition only changes what is explained and what is
/// shown first (with PCOS the prediction says why its interval is wide; with diabetes in
/// pregnancy the glucose card comes first). It never changes an estimate.
package enum HealthCondition: String, Sendable, Codable, CaseIterable {
    case pcos
    case endometriosis
    case diabetes
    case highBloodPressure = "high-blood-pressure"
    case thyroid
    case ibs
    case pmdd

    /// The condition as people read it, e.g. "PCOS" or "high blood pressure".
    package var displayName: String {
        switch self {
        case .pcos: "PCOS"
        case .endometriosis: "endometriosis"
        case .diabetes: "diabetes"
        case .highBloodPressure: "high blood pressure"
        case .thyroid: "a thyroid condition"
        case .ibs: "IBS"
        case .pmdd: "PMDD"
        }
    }

    /// The words people use for it, lower case, the stored name first.
    package var phrases: [String] {
        switch self {
        case .pcos: ["pcos", "polycystic ovary syndrome", "polycystic ovaries", "polycystic"]
        case .endometriosis: ["endometriosis", "endo"]
        case .diabetes: ["diabetes", "diabetic", "type 1", "type 2", "gestational diabetes"]
        case .highBloodPressure: ["high-blood-pressure", "high blood pressure", "hypertension", "high bp"]
        case .thyroid: ["thyroid", "hypothyroidism", "hyperthyroidism", "hashimoto", "graves"]
        case .ibs: ["ibs", "irritable bowel"]
        case .pmdd: ["pmdd", "premenstrual dysphoric"]
        }
    }
}

extension HealthGoal {
    /// The words people use for it, lower case, the stored name first.
    package var phrases: [String] {
        switch self {
        case .energy: ["energy", "tired", "tiredness", "fatigue"]
        case .sleep: ["sleep", "sleeping", "insomnia"]
        case .fertility: ["fertility", "conceive", "getting pregnant", "ttc"]
        case .weight: ["weight", "lose weight", "gain weight"]
        case .stress: ["stress", "stressed", "anxiety", "calm"]
        case .fitness: ["fitness", "exercise", "fit", "training", "running"]
        case .mood: ["mood", "moods", "mood swings"]
        }
    }
}

/// When a glucose was taken against meals: it decides which guidance range applies.
package enum GlucoseTiming: String, Sendable, Codable, CaseIterable {
    /// On waking or after at least 8 hours without food.
    case fasting
    case beforeMeal = "before-meal"
    /// About 2 hours after starting a meal.
    case afterMeal = "after-meal"

    /// "fasting", "before a meal", "after a meal".
    package var phrase: String {
        switch self {
        case .fasting: "fasting"
        case .beforeMeal: "before a meal"
        case .afterMeal: "after a meal"
        }
    }
}
