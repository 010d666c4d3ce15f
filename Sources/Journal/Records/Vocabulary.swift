import CycleCore

/// A fixed set of words a field accepts (flows, moods, symptoms, …), stored as those words.
package protocol Vocabulary: RawRepresentable, CaseIterable, Sendable, Hashable, Comparable where RawValue == String {
    /// What one value is called, e.g. "mood".
    static var noun: String { get }
}

extension Vocabulary {
    /// Every accepted word, in the order they are listed.
    package static var names: [String] { allCases.map(\.rawValue) }

    /// The value `text` names; case, spaces and underscores are forgiven ("Egg white" is `egg-white`).
    /// - Throws: `JournalError.invalid` listing the accepted words.
    package static func named(_ text: String, field: String? = nil) throws(JournalError) -> Self {
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
    /// (Public: it is the `Comparable` witness of CycleCore's public `Mode` and `LHTestResult`.)
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let all = Array(allCases)
        return all.firstIndex(of: lhs)! < all.firstIndex(of: rhs)!
    }
}

/// How heavy a day's bleeding is.
package enum Flow: String, Vocabulary {
    case spotting, light, medium, heavy
    package static let noun = "flow"
}

/// A mood (twelve of them). The ids are those of `Knowledge/lexicons/moods.json`; a test keeps them equal.
package enum Mood: String, Vocabulary {
    case happy
    case calm
    case energetic
    case sensitive
    case sad
    case anxious
    case irritable
    case angry
    case tired
    case stressed
    case confident
    case loving
    package static let noun = "mood"
}

/// A symptom, logged with an optional severity from 1 (mild) to 3 (severe). The ids are those of
/// `Knowledge/lexicons/symptoms.json`; a test keeps them equal.
package enum Symptom: String, Vocabulary {
    case cramps
    case headache
    case migraine
    case bloating
    case breastTenderness = "breast-tenderness"
    case acne
    case backPain = "back-pain"
    case fatigue
    case nausea
    case vomiting
    case constipation
    case diarrhoea
    case cravings
    case insomnia
    case hotFlushes = "hot-flushes"
    case nightSweats = "night-sweats"
    case dizziness
    case spotting
    case pelvicPain = "pelvic-pain"
    case tummyPain = "tummy-pain"
    case jointPain = "joint-pain"
    case moodSwings = "mood-swings"
    case anxiety
    case irritability
    case lowMood = "low-mood"
    case lowLibido = "low-libido"
    case highLibido = "high-libido"
    case swelling
    case heartburn
    case legCramps = "leg-cramps"
    case frequentUrination = "frequent-urination"
    case dischargeChange = "discharge-change"
    case ovulationPain = "ovulation-pain"
    case brainFog = "brain-fog"
    case gas
    case foodAversions = "food-aversions"
    case oilySkin = "oily-skin"
    case restlessLegs = "restless-legs"
    case roundLigamentPain = "round-ligament-pain"
    case nosebleeds
    package static let noun = "symptom"
}

/// Cervical discharge, from dry to the stretchy egg-white kind around ovulation.
package enum Discharge: String, Vocabulary {
    case dry, sticky, creamy, watery
    case eggWhite = "egg-white"
    case unusual
    package static let noun = "discharge type"
}

/// How the skin is today.
package enum SkinCondition: String, Vocabulary {
    case clear, dry, oily, breakouts, glowing, sensitive
    package static let noun = "skin condition"
}

/// Sexual activity on a day.
package enum SexualActivity: String, Vocabulary {
    case protected, unprotected
    package static let noun = "sexual activity"
}

/// The result of an ovulation (LH) test is CycleCore's `LHTestResult`, stored as its word.
extension LHTestResult: Vocabulary {
    package static let noun = "ovulation test result"
}

/// What a profile is tracking: the one `Mode` of CycleCore, stored as its word.
extension Mode: Vocabulary {
    package static let noun = "mode"
}

/// Which units a profile reads and types weights and temperatures in.
package enum UnitSystem: String, Vocabulary {
    case metric, imperial
    package static let noun = "unit system"
}

/// A health goal given at onboarding: CycleCore's `HealthGoal`, stored as its word.
extension HealthGoal: Vocabulary {
    package static let noun = "health goal"
}

/// A condition given at onboarding: CycleCore's `HealthCondition`, stored as its word.
extension HealthCondition: Vocabulary {
    package static let noun = "condition"
}
