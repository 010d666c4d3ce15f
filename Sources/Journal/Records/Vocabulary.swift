/// A fixed set of words a field accepts (flows, moods, symptoms, …), stored as those words.
public protocol Vocabulary: RawRepresentable, CaseIterable, Sendable, Hashable, Comparable where RawValue == String {
    /// What one value is called, e.g. "mood".
    static var noun: String { get }
}

extension Vocabulary {
    /// Every accepted word, in the order they are listed.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The value `text` names; case, spaces and underscores are forgiven ("Egg white" is `egg-white`).
    /// - Throws: `JournalError.invalid` listing the accepted words.
    public static func named(_ text: String, field: String? = nil) throws(JournalError) -> Self {
        let normalized = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" }).joined(separator: "-")
        guard let value = Self(rawValue: normalized) else {
            throw .invalid(RecordProblem(field ?? noun, unknownMessage(text)))
        }
        return value
    }

    static func unknownMessage(_ text: String) -> String {
        "'\(text)' is not a \(noun) (\(noun == "symptom" ? "symptoms" : "choose from"): \(names.joined(separator: ", ")))"
    }

    /// Values order as they are listed, so sets of them sort the same way every time.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let all = Array(allCases)
        return all.firstIndex(of: lhs)! < all.firstIndex(of: rhs)!
    }
}

/// How heavy a day's bleeding is.
public enum Flow: String, Vocabulary {
    case spotting, light, medium, heavy
    public static let noun = "flow"
}

/// A mood (twelve of them).
public enum Mood: String, Vocabulary {
    case happy, calm, energetic, confident, sensitive, sad, anxious, irritable, angry, tired, stressed
    case moodSwings = "mood-swings"
    public static let noun = "mood"
}

/// A physical symptom, logged with an optional severity from 1 (mild) to 3 (severe).
public enum Symptom: String, Vocabulary {
    case cramps, headache, migraine, bloating
    case breastTenderness = "breast-tenderness"
    case backache
    case pelvicPain = "pelvic-pain"
    case ovulationPain = "ovulation-pain"
    case jointPain = "joint-pain"
    case acne, fatigue, nausea, vomiting, dizziness, insomnia, cravings, constipation, diarrhea
    case hotFlashes = "hot-flashes"
    case nightSweats = "night-sweats"
    case chills, swelling, heartburn
    case frequentUrination = "frequent-urination"
    public static let noun = "symptom"
}

/// Cervical discharge, from dry to the stretchy egg-white kind around ovulation.
public enum Discharge: String, Vocabulary {
    case dry, sticky, creamy, watery
    case eggWhite = "egg-white"
    case unusual
    public static let noun = "discharge type"
}

/// How the skin is today.
public enum SkinCondition: String, Vocabulary {
    case clear, dry, oily, breakouts, glowing, sensitive
    public static let noun = "skin condition"
}

/// Sexual activity on a day.
public enum SexualActivity: String, Vocabulary {
    case protected, unprotected
    public static let noun = "sexual activity"
}

/// The result of an ovulation (LH) test.
public enum OvulationTestResult: String, Vocabulary {
    case negative, low, high, peak
    public static let noun = "ovulation test result"
}

/// What a profile is tracking.
public enum ProfileMode: String, Vocabulary {
    case cycle, ttc, pregnancy
    public static let noun = "mode"
}

/// Which units a profile reads and types weights and temperatures in.
public enum UnitSystem: String, Vocabulary {
    case metric, imperial
    public static let noun = "unit system"
}
