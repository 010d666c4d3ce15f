import IntentModel

/// What the learned crisis check (`CrisisCheck`) is trained on, and how its threshold is set.
///
/// Positives: every crisis line Bloom has — the corpus lines guarded `crisis` and the `crisis`
/// lines of the guard development sets (`guardSetPaths`). Negatives: every other training
/// message of the intent model (examples, corpus, out-of-scope requests, among them moods
/// such as "feeling really low today"), the development sets' emergencies and their ordinary
/// messages that look like a crisis and are not one ("I'm dead after that spin class"). The never-tuned
/// test sets are never read: their crisis lines measure the check (`IntentBenchmark`).
public enum CrisisTraining {
    /// The checked-in model, under `Knowledge/`.
    public static let modelPath = "assistant/crisis-model.txt"
    /// The positive class.
    public static let crisis = "crisis"
    /// The model's classes, in column order.
    public static let classes = [crisis, "other"]
    /// The guard development sets, from the package folder.
    public static let guardSetPaths = [
        "Tests/AssistantTests/Corpus/guard-dev.tsv", "Tests/AssistantTests/Corpus/guard-dev2.tsv", "Tests/AssistantTests/Corpus/guard-dev3.tsv",
        "Tests/AssistantTests/Corpus/guard-dev4.tsv", "Tests/AssistantTests/Corpus/guard-dev-ordinary.tsv",
    ]
    /// The share of ordinary training messages the check may flag in cross-validation.
    public static let allowedFalseAlarms = 0.001

    /// Every training message's text and whether it is a crisis, in training order: the intent
    /// model's messages (a corpus line guarded `crisis` counts as one), then each guard set's
    /// lines (`guard<TAB>context<TAB>message`, guard `crisis`, `emergency` or `none`; header skipped).
    public static func messages(files: [String: String], corpusTSV: String, guardSets: [String]) throws(AssistantDataError) -> [(text: String, isCrisis: Bool)] {
        var crisisLines: Set<String> = []
        for line in corpusTSV.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            if columns.count == 4, columns[1] == "crisis" { crisisLines.insert(String(columns[3])) }
        }
        var messages = try IntentTraining.trainingMessages(files: files, corpusTSV: corpusTSV).map { ($0.text, crisisLines.contains($0.text)) }
        for set in guardSets {
            for line in set.split(separator: "\n").dropFirst() {
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard columns.count == 3, ["crisis", "emergency", "none"].contains(columns[0]) else { continue }
                messages.append((String(columns[2]), columns[0] == "crisis"))
            }
        }
        return messages
    }

    /// The messages of `messages(…)`, read as the assistant reads them.
    public static func trainingSet(files: [String: String], corpusTSV: String, guardSets: [String],
                                   reader: IntentTraining.Reader) throws(AssistantDataError) -> [IntentModelTrainer.Labelled] {
        try messages(files: files, corpusTSV: corpusTSV, guardSets: guardSets).map { reader.read($0.text, intent: $0.isCrisis ? crisis : "other") }
    }

    /// The trainer for the check: the intent model's features and settings, classes weighted
    /// fully against their sizes (a few hundred crisis lines against twelve thousand others),
    /// and no out-of-scope margin (there is no out-of-scope class).
    public static var trainer: IntentModelTrainer {
        var trainer = IntentModelTrainer()
        trainer.settings.balance = 1
        trainer.outOfScopeMargin = 0
        return trainer
    }

    /// The threshold: the lowest probability, in thousandths, at which at most
    /// `allowedFalseAlarms` of the ordinary messages are flagged in cross-validation (each
    /// scored by a model that never saw it), and never under 0.5.
    public static func threshold(_ validation: IntentModelTrainer.CrossValidation) -> Double {
        let scores = probabilities(validation)
        let ordinary = scores.filter { !$0.isCrisis }.map(\.probability).sorted(by: >)
        let allowed = Int(Double(ordinary.count) * allowedFalseAlarms)
        // Flagging only the `allowed` highest needs a threshold above the next one.
        let next = allowed < ordinary.count ? ordinary[allowed] : 0
        return max(0.5, min(0.999, ((next * 1000).rounded(.down) + 1) / 1000))
    }

    /// Each cross-validated message's crisis probability and label.
    public static func probabilities(_ validation: IntentModelTrainer.CrossValidation) -> [(probability: Double, isCrisis: Bool)] {
        zip(validation.logits, validation.labels).map { logits, label in
            (Softmax.probabilities(logits, temperature: validation.temperature)[0], label == 0)
        }
    }
}
