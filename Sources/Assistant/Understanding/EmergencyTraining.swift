import IntentModel

/// What the learned emergency check (`EmergencyCheck`) is trained on, and how its threshold is
/// set: a safety net under the triage rules, for a red flag said in words no rule's patterns
/// hold ("went all woozy on the kitchen tiles", "she's talking gibberish").
///
/// Positives: every line Bloom has that needs urgent care or an ambulance — the corpus lines
/// guarded `emergency`, the guard development sets' `emergency` lines and the triage development
/// vignettes labelled `urgent` or `ambulance`. Negatives: every other training message of the
/// intent model, the guard sets' ordinary lines and the vignettes labelled `appointment`,
/// `self-care` or `none` (look-alikes: questions about warning signs, past events, near
/// misses). Crisis lines and `gp-today` vignettes are neither. The held-out and never-tuned
/// sets are never read: they measure the check.
package enum EmergencyTraining {
    /// The checked-in model, under `Knowledge/`.
    package static let modelPath = "assistant/emergency-model.txt"
    /// The positive class.
    package static let emergency = "emergency"
    /// The model's classes, in column order.
    package static let classes = [emergency, "other"]
    /// The triage development vignettes, from the package folder
    /// (`message<TAB>context<TAB>expected_level<TAB>reason`).
    package static let vignettePaths = [
        "Tests/AssistantTests/Corpus/triage-dev-vignettes.tsv", "Tests/AssistantTests/Corpus/triage-dev-vignettes-2.tsv",
        "Tests/AssistantTests/Corpus/triage-dev-vignettes-3.tsv", "Tests/AssistantTests/Corpus/triage-dev-vignettes-4.tsv",
        "Tests/AssistantTests/Corpus/triage-dev-vignettes-real.tsv",
    ]
    /// The guard sets it learns from: the crisis check's, but for those written only for the
    /// crisis check (`crisisOnlyGuardSets`).
    package static let guardSetPaths = CrisisTraining.guardSetPaths.filter { !crisisOnlyGuardSets.contains($0) }
    /// Guard sets written for the crisis check's look-alikes ("got cramps myself now, kicked in
    /// about half an hour ago"): as negatives they cost the emergency check red flags it met
    /// (a newborn vomiting green), so it does not learn from them.
    package static let crisisOnlyGuardSets: Set<String> = ["Tests/AssistantTests/Corpus/guard-dev13.tsv"]

    /// The share of ordinary training messages the check may flag in cross-validation: it
    /// raises a message no rule placed to the fallback level, so a false alarm sends someone to
    /// urgent care needlessly.
    package static let allowedFalseAlarms = 0.002

    /// Every training message's text and whether it needs urgent care, in training order: the
    /// intent model's messages (a corpus line guarded `emergency` counts as one; crisis lines
    /// are left out), then each guard set's lines, then each vignette set's.
    package static func messages(files: [String: String], corpusTSV: String, guardSets: [String], vignetteSets: [String])
        throws(AssistantDataError) -> [(text: String, isEmergency: Bool)] {
        var guarded: [String: String] = [:]
        for line in corpusTSV.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            if columns.count == 4, columns[1] != "-" { guarded[String(columns[3])] = String(columns[1]) }
        }
        var messages: [(text: String, isEmergency: Bool)] = []
        for message in try IntentTraining.trainingMessages(files: files, corpusTSV: corpusTSV) where guarded[message.text] != "crisis" {
            messages.append((message.text, guarded[message.text] == "emergency"))
        }
        for set in guardSets {
            for line in set.split(separator: "\n").dropFirst() {
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard columns.count == 3, ["emergency", "none"].contains(columns[0]) else { continue }
                messages.append((String(columns[2]), columns[0] == "emergency"))
            }
        }
        for set in vignetteSets {
            for line in set.split(separator: "\n").dropFirst() {
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard columns.count >= 3 else { continue }
                switch columns[2] {
                case "urgent", "ambulance": messages.append((String(columns[0]), true))
                case "appointment", "self-care", "none", "pharmacist": messages.append((String(columns[0]), false))
                default: continue
                }
            }
        }
        return messages
    }

    /// The messages of `messages(…)`, read as the assistant reads them.
    package static func trainingSet(files: [String: String], corpusTSV: String, guardSets: [String], vignetteSets: [String],
                                    reader: IntentTraining.Reader) throws(AssistantDataError) -> [IntentModelTrainer.Labelled] {
        try messages(files: files, corpusTSV: corpusTSV, guardSets: guardSets, vignetteSets: vignetteSets)
            .map { reader.read($0.text, intent: $0.isEmergency ? emergency : "other") }
    }

    /// The trainer: the crisis check's settings (`CrisisTraining.trainer`), chosen for a few
    /// hundred positive lines against many thousands of others.
    package static var trainer: IntentModelTrainer { CrisisTraining.trainer }

    /// The threshold: the lowest probability, in thousandths, at which at most
    /// `allowedFalseAlarms` of the ordinary messages are flagged in cross-validation, and never
    /// under 0.5 (`CrisisTraining.threshold`'s rule).
    package static func threshold(_ validation: IntentModelTrainer.CrossValidation) -> Double {
        CrisisTraining.threshold(validation, allowedFalseAlarms: allowedFalseAlarms)
    }
}
