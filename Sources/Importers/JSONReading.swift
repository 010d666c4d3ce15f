import CycleCore
import Journal
import JSON

/// Small helpers for the JSON exports (Clue, Flo), which are read whole: they are small.
extension JSONValue {
    var stringValue: String? { if case let .string(text) = self { return text }; return nil }
    var arrayValue: [JSONValue]? { if case let .array(items) = self { return items }; return nil }
    var doubleValue: Double? {
        switch self {
        case let .int(number): Double(number)
        case let .double(number): number
        case let .string(text): Double(text)
        default: nil
        }
    }
}

/// Reading "2024-01-31", "2024-01-31T08:15:00", "2024-01-31T08:15:00Z" or "2024-01-31 08:15:00 +0100".
enum LooseDate {
    /// The local day and, when given, the time, as written.
    static func parse(_ text: String) -> (day: Day, time: TimeOfDay?)? {
        guard text.utf8.count >= 10, let day = Day(String(text.prefix(10))) else { return nil }
        let rest = text.dropFirst(11)
        guard rest.count >= 5, let time = TimeOfDay(text: String(rest.prefix(rest.count >= 8 && rest.dropFirst(5).first == ":" ? 8 : 5))) else {
            return (day, nil)
        }
        return (day, time)
    }

    /// The name of a choice, lower-cased with spaces, dashes and underscores removed.
    static func key(_ text: String) -> String {
        String(text.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
    }
}

/// Words other apps use for symptoms and moods, mapped to Bloom's.
enum SharedVocabulary {
    static let symptoms: [String: Symptom] = [
        "cramps": .cramps, "cramp": .cramps, "headache": .headache, "migraine": .migraine, "bloating": .bloating,
        "tenderbreasts": .breastTenderness, "breasttenderness": .breastTenderness, "tenderbreast": .breastTenderness,
        "acne": .acne, "backache": .backPain, "backpain": .backPain, "lowerbackpain": .backPain, "fatigue": .fatigue,
        "nausea": .nausea, "vomiting": .vomiting, "constipation": .constipation, "diarrhea": .diarrhoea, "diarrhoea": .diarrhoea,
        "cravings": .cravings, "insomnia": .insomnia, "hotflashes": .hotFlushes, "hotflushes": .hotFlushes,
        "nightsweats": .nightSweats, "dizziness": .dizziness, "ovulation": .ovulationPain, "ovulationpain": .ovulationPain,
        "pelvicpain": .pelvicPain, "jointpain": .jointPain, "moodswings": .moodSwings, "anxiety": .anxiety,
        "irritability": .irritability, "gas": .gas, "heartburn": .heartburn, "swelling": .swelling,
    ]
    static let moods: [String: Mood] = [
        "happy": .happy, "calm": .calm, "balanced": .calm, "energetic": .energetic, "sensitive": .sensitive, "sad": .sad,
        "anxious": .anxious, "irritable": .irritable, "irritated": .irritable, "angry": .angry, "tired": .tired,
        "exhausted": .tired, "stressed": .stressed, "confident": .confident, "loving": .loving,
    ]
    static let discharge: [String: Discharge] = [
        "dry": .dry, "sticky": .sticky, "creamy": .creamy, "watery": .watery, "eggwhite": .eggWhite,
        "atypical": .unusual, "unusual": .unusual, "abnormal": .unusual,
    ]
    static let flow: [String: Flow] = [
        "spotting": .spotting, "light": .light, "medium": .medium, "moderate": .medium, "heavy": .heavy, "veryheavy": .heavy,
    ]
}
