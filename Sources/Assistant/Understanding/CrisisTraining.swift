import IntentModel

/// What the learned crisis check (`CrisisCheck`) is trained on, and how its threshold is set.
///
/// Positives: every crisis line Bloom has — the corpus lines guarded `crisis`, the `crisis`
/// lines of the guard development sets and of the development rounds' crisis sets (`guardSetPaths`). Negatives: every other training
/// message of the intent model (examples, corpus, out-of-scope requests, among them moods
/// such as "feeling really low today"), the development sets' emergencies and their ordinary
/// messages that look like a crisis and are not one ("I'm dead after that spin class"), and
/// each sentence of an ordinary message of several (the check scores them apart). The never-tuned
/// test sets are never read: their crisis lines measure the check (`IntentBenchmark`).
package enum CrisisTraining {
    /// The checked-in model, under `Knowledge/`.
    package static let modelPath = "assistant/crisis-model.txt"
    /// The positive class.
    package static let crisis = "crisis"
    /// The model's classes, in column order.
    package static let classes = [crisis, "other"]
    /// The guard development sets (`guard<TAB>context<TAB>message`) and the development
    /// rounds' crisis sets (`message<TAB>expected<TAB>context`), from the package folder.
    package static let guardSetPaths = [
        "Tests/AssistantTests/Corpus/guard-dev.tsv", "Tests/AssistantTests/Corpus/guard-dev2.tsv", "Tests/AssistantTests/Corpus/guard-dev3.tsv",
        "Tests/AssistantTests/Corpus/guard-dev4.tsv", "Tests/AssistantTests/Corpus/guard-dev5.tsv", "Tests/AssistantTests/Corpus/guard-dev6.tsv",
        "Tests/AssistantTests/Corpus/guard-dev-ordinary.tsv", "Tests/AssistantTests/Corpus/guard-dev7.tsv",
        "Tests/AssistantTests/Corpus/guard-dev8.tsv", "Tests/AssistantTests/Corpus/guard-dev9.tsv",
        "Tests/AssistantTests/Corpus/guard-dev10.tsv", "Tests/AssistantTests/Corpus/guard-dev11.tsv",
        "Tests/AssistantTests/Corpus/guard-dev12.tsv", "Tests/AssistantTests/Corpus/guard-dev13.tsv",
        "Tests/AssistantTests/Corpus/dev6/crisis.tsv", "Tests/AssistantTests/Corpus/dev7/crisis.tsv",
    ]
    /// The share of ordinary training messages the check may flag in cross-validation. At
    /// 0.1% it met 616 of the 908 crisis lines in cross-validation and 158 of the 182 of
    /// guard-fresh.tsv and guard-fresh2.tsv with the reply or the support line; at 0.2%, 680
    /// and 164, for 3 more support lines among 1,439 ordinary development messages (real
    /// questions, out-of-domain-dev.txt, must-not-write-dev.tsv: 12 in all). A support line
    /// too many costs a sentence; one too few can cost far more.
    package static let allowedFalseAlarms = 0.002

    /// The probability a message naming no word of `crisis-words.json` needs for the crisis
    /// reply (below it, above `accept`, the support line): about the point where 0.1% of
    /// ordinary lines are flagged in cross-validation, as `swift run IntentTrainer` prints it
    /// ("at 0.10% false alarms"; p > 0.896 with the training lines of 2026-11-26, the crisis
    /// sets of the sixth and seventh development rounds included), kept a little below it for
    /// recall. Check it when retraining.
    package static let withoutWords = 0.86

    /// The probability a sentence scored apart from its message (`Assistant.mostConcerningSentence`)
    /// needs for the crisis reply when it names no word of `crisis-words.json` and the whole
    /// message does not concern the check: below it, the support line. A sentence taken out of
    /// its message has lost what placed it: "37 weeks. I get tightnins every now and then…
    /// they stop when I walk around" scored 0.68 whole, and its second sentence alone 0.91
    /// (on "around", which crisis lines use of being alive). The crisis sentences of the
    /// development sets found this way ("I have thoughts to finish my life", in a message of
    /// three sentences) score 0.99 and more.
    package static let sentenceWithoutWords = 0.95

    /// Every training message's text and whether it is a crisis, in training order: the intent
    /// model's messages (a corpus line guarded `crisis` counts as one), then each guard set's
    /// lines (`guard<TAB>context<TAB>message`, guard `crisis`, `emergency` or `none`; header skipped).
    package static func messages(files: [String: String], corpusTSV: String, guardSets: [String]) throws(AssistantDataError) -> [(text: String, isCrisis: Bool)] {
        var crisisLines: Set<String> = []
        for line in corpusTSV.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            if columns.count == 4, columns[1] == "crisis" { crisisLines.insert(String(columns[3])) }
        }
        var messages = try IntentTraining.trainingMessages(files: files, corpusTSV: corpusTSV).map { ($0.text, crisisLines.contains($0.text)) }
        for set in guardSets {
            for line in set.split(separator: "\n").dropFirst() {
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard columns.count == 3 else { continue }
                if ["crisis", "emergency", "none"].contains(columns[0]) {
                    messages.append((String(columns[2]), columns[0] == "crisis"))
                } else if ["crisis", "not-crisis"].contains(columns[1]) {
                    // A development round's crisis set: `message<TAB>expected<TAB>context`.
                    messages.append((String(columns[0]), columns[1] == "crisis"))
                }
            }
        }
        // The check also scores each sentence of a longer message (`Assistant.mostConcerningSentence`):
        // the sentences of ordinary messages are ordinary too ("I'd like some warning this time").
        var known = Set(messages.map { $0.0 })
        for (text, isCrisis) in messages where !isCrisis {
            for sentence in Assistant.sentencesToScore(text).map(String.init) where Assistant.isLongEnoughToScore(sentence) && known.insert(sentence).inserted {
                messages.append((sentence, false))
            }
        }
        return messages
    }

    /// The messages of `messages(…)`, read as the assistant reads them.
    /// A crisis message of several sentences ("period came today. honestly everyone would cope
    /// without me. when's the next one due") is trained on its most concerning sentence alone,
    /// chosen by a first model trained on the whole messages: trained whole, its ordinary
    /// sentences taught the check that ordinary words ("nausea", "tonight") are concerning.
    /// When no sentence of three words or more scores `sureOfTheSentence`, the whole message stays.
    package static func trainingSet(files: [String: String], corpusTSV: String, guardSets: [String],
                                   reader: IntentTraining.Reader) throws(AssistantDataError) -> [IntentModelTrainer.Labelled] {
        let messages = try messages(files: files, corpusTSV: corpusTSV, guardSets: guardSets)
        var data = messages.map { reader.read($0.text, intent: $0.isCrisis ? crisis : "other") }
        let first = trainer.train(data, classes: classes, temperature: 1).model
        for (index, message) in messages.enumerated() where message.isCrisis {
            let sentences = Assistant.sentencesToScore(message.text).map(String.init).filter(Assistant.isLongEnoughToScore)
            let scored = sentences.map { sentence in
                let read = reader.read(sentence, intent: crisis)
                return (read, first.rank(read.tokens, named: read.named).first { $0.intent == crisis }?.probability ?? 0)
            }
            // The first sentence of the highest score (a stable choice).
            guard let best = scored.indices.max(by: { scored[$0].1 < scored[$1].1 || (scored[$0].1 == scored[$1].1 && $0 > $1) }),
                  scored[best].1 >= sureOfTheSentence else { continue }
            data[index] = scored[best].0
        }
        return data
    }

    /// How concerning the first model must find a sentence for it to stand for its message.
    static let sureOfTheSentence = 0.5

    /// The trainer for the check: the intent model's features, no out-of-scope margin (there is
    /// no out-of-scope class), classes weighted half-way against their sizes (balance 0.5: five
    /// hundred crisis lines against fourteen thousand others) and a stronger L2 penalty (0.008).
    /// Chosen by the cross-validated share of crisis lines flagged at the 0.1% false-alarm
    /// threshold (one fold seed, 507 crisis lines): balance 1 with the intent model's 0.002
    /// (the first setting): 221; balance 0.75: 265; 0.5: 297; 0.25: 314; 0: 294; with l2 0.004:
    /// 0.5 314, 0.25 312; l2 0.008: 0.5 327 (kept), 0.25 311, 0.75 302; l2 0.016: 0.5 310; l2
    /// 0.03: 0.5 292. Fully balanced, a few crisis lines outweighed dozens of ordinary ones
    /// sharing a word, and single words ("nausea") scored as concerning.
    package static var trainer: IntentModelTrainer {
        var trainer = IntentModelTrainer()
        trainer.settings.balance = 0.5
        trainer.settings.l2 = 0.008
        trainer.outOfScopeMargin = 0
        return trainer
    }

    /// The threshold: the lowest probability, in thousandths, at which at most
    /// `allowedFalseAlarms` of the ordinary messages are flagged in cross-validation (each
    /// scored by a model that never saw it), and never under 0.5.
    /// - Parameter allowedFalseAlarms: the share allowed (the emergency check passes its own).
    package static func threshold(_ validation: IntentModelTrainer.CrossValidation, allowedFalseAlarms: Double = allowedFalseAlarms) -> Double {
        let scores = probabilities(validation)
        let ordinary = scores.filter { !$0.isCrisis }.map(\.probability).sorted(by: >)
        let allowed = Int(Double(ordinary.count) * allowedFalseAlarms)
        // Flagging only the `allowed` highest needs a threshold above the next one.
        let next = allowed < ordinary.count ? ordinary[allowed] : 0
        return max(0.5, min(0.999, ((next * 1000).rounded(.down) + 1) / 1000))
    }

    /// Each cross-validated message's probability of the first class (crisis, or emergency for
    /// the emergency check) and whether it is of that class.
    package static func probabilities(_ validation: IntentModelTrainer.CrossValidation) -> [(probability: Double, isCrisis: Bool)] {
        zip(validation.logits, validation.labels).map { logits, label in
            (Softmax.probabilities(logits, temperature: validation.temperature)[0], label == 0)
        }
    }
}
