import IntentModel

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
/// (`guard.crisis_checkin`): a wrong guess costs one extra sentence, never the answer.
public struct CrisisCheck: Sendable {
    /// The binary model (classes `crisis` and `other`); its `accept` is the threshold.
    public let model: IntentModel

    public init(model: IntentModel) {
        self.model = model
    }

    /// The model's calibrated probability that a message is about a crisis, from its features
    /// as the intent classifier hashed them (`IntentClassifier.features`; the two models share
    /// a hasher, which `Assistant` checks when it loads them).
    func probability(_ features: [FeatureHasher.Feature]) -> Double {
        model.probability(of: CrisisTraining.crisis, features: features) ?? 0
    }

    /// Whether the message is concerning enough for the support line: the probability reaches
    /// the threshold chosen by cross-validation (`CrisisTraining.threshold`).
    func isConcerning(_ features: [FeatureHasher.Feature]) -> Bool {
        probability(features) >= model.accept
    }
}
