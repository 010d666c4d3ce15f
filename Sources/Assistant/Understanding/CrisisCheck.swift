import IntentModel
import JSON

/// A learned second look for a mental-health crisis the crisis guard's phrases miss ("I just
/// want to switch off for good", "the marks on my thigh", "pills counted. tonight").
///
/// The guard (`GuardScreen`) stays the first and only blocking screen. On three development
/// sets written from red-flags.md the phrase patterns caught most crisis messages said with
/// words of harm, but a new set in other voices (metaphor, English as a second language,
/// questions to the app, jokes) showed them catching 1 in 5: people say it in too many ways.
/// This check is a binary model over the same features as the intent model
/// (`CrisisTraining`), trained on every crisis line Bloom has against every other training
/// line. When it is concerned and the guard is not, the message is answered as usual, nothing
/// is written (the line says so; the person can log it again), and a short line says where support is
/// (`guard.crisis_checkin`): a wrong guess costs one extra sentence, never the answer. When it
/// is sure (`sure`, a rate of false alarms in cross-validation some five times lower) and the
/// message names harm, death or an ending in words of `crisis-words.json`, the message gets
/// the crisis reply itself, as if the guard's phrases had matched.
package struct CrisisCheck: Sendable {
    /// The binary model (classes `crisis` and `other`); its `accept` is the threshold.
    package let model: IntentModel
    /// Words of harm, death or an ending (`Knowledge/assistant/crisis-words.json`): the crisis
    /// reply itself needs one of them in what the person said, besides the model's certainty.
    let words: Set<String>

    init(model: IntentModel, words: Set<String>) {
        self.model = model
        self.words = words
    }

    /// The path of the word list, relative to the Knowledge folder.
    static let wordsPath = "assistant/crisis-words.json"

    /// The word list of `files`.
    /// - Throws: `AssistantDataError` naming the file when it is missing or malformed.
    static func words(files: [String: String]) throws -> [String] {
        try AssistantData.read(AssistantData.CrisisWordsFile.self, file: wordsPath, from: files).words
    }

    /// The model's calibrated probability that a message is about a crisis, from its features
    /// as the intent classifier hashed them (`IntentClassifier.features`; the two models share
    /// a hasher, which `Assistant` checks when it loads them).
    func probability(_ features: [FeatureHasher.Feature]) -> Double {
        model.probability(of: CrisisTraining.crisis, features: features) ?? 0
    }

    /// The probability at which the check is sure enough to answer as the crisis guard does
    /// (the full crisis reply, never the message's other answer): `CrisisTraining.sure`.
    var sure: Double { CrisisTraining.sure }

    /// What the check makes of a message's highest probability.
    enum Finding: Equatable {
        /// Under the threshold: nothing.
        case none
        /// Concerning: the answer, then the support line (`guard.crisis_checkin`).
        case concerning
        /// Sure: the crisis reply, as the guard gives it.
        case crisis
    }

    /// - Parameters:
    ///   - probability: the highest probability of the message or one of its parts.
    ///   - tokens: the message's words, for the crisis reply's corroboration (`words`).
    func finding(_ probability: Double, tokens: [String]) -> Finding {
        if probability >= sure, tokens.contains(where: words.contains) { return .crisis }
        return probability >= model.accept ? .concerning : .none
    }
}

extension AssistantData {
    /// `Knowledge/assistant/crisis-words.json`.
    struct CrisisWordsFile: JSONReadable {
        let words: [String]

        init(json: JSONNode) throws {
            words = try json.required("words").strings()
        }
    }
}
