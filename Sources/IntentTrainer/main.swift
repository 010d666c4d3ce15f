// Trains Bloom's intent model and writes Knowledge/assistant/intent-model.txt, then the learned
// crisis check (CrisisTraining) and Knowledge/assistant/crisis-model.txt, then the learned
// emergency check (EmergencyTraining) and Knowledge/assistant/emergency-model.txt.
//
//   swift run IntentTrainer [--root PACKAGE_DIR] [--check] [--crisis-only [--crisis-misses]]
//   swift run -c release IntentTrainer --cv [--cv-rambling] [--augment-in-scope-only] [--detail] [--misses] [--margins] [--thresholds] [--score-only FILE] [epochs=N rate=X l2=X balance=X average=N skip=X prune=X seed=N margin=X groupN=X augment=X focuswords=N]
//
// Reads Knowledge/ and Tests/AssistantTests/Corpus/utterances.tsv from the package folder,
// normalises every training message with the assistant's own normaliser, cross-validates
// (5 folds) to fit the temperature, trains the final model and writes it. With --check it
// writes nothing and exits 1 when the checked-in model differs from a fresh one. With --cv it
// writes nothing and prints the 5-fold cross-validation accuracy of the given settings (the
// defaults for any not given): how the trainer's settings are chosen, on training data only.
//
// Training lines are augmented (IntentTraining+Rambling.swift): a share (augment=X, default
// IntentTraining.tunedAugmentationShare) of them get a copy with one or two background sentences
// of Tests/AssistantTests/Corpus/history-sentences.txt put before them; cross-validation trains
// on a copy only in its original's training folds. --cv-rambling also scores every held-out line
// with one or two sentences of the held-apart history-sentences-eval.txt before it (two probe
// sets, seeds 1 and 2) and prints that "rambling" accuracy next to the plain one; with --misses,
// the rambling misses are listed too. --augment-in-scope-only gives out-of-scope lines no copy.
// --score-only FILE also prints the cross-validation accuracy on only the messages listed in
// FILE (corpus TSV lines, whose 4th column is the message, or one message a line, as in
// out-of-scope.txt), every message still trained on: with a copy of the corpus taken before
// adding lines, it compares a batch of new lines fairly (new, harder lines are not scored).
// --thresholds prints, for accept/reject thresholds around the model's, how the held-out lines
// would be decided: right, "not sure", answered wrongly, out of scope taken as an intent.

import Assistant
import Content
import Foundation
import IntentModel

let tool = KnowledgeTool(name: "IntentTrainer")
let arguments = tool.arguments, check = tool.check, root = tool.root, knowledgeFolder = tool.knowledgeFolder
let corpusFile = root.appending(path: "Tests/AssistantTests/Corpus/utterances.tsv")
/// The text of a file of the package, or exit 74.
@MainActor func packageFile(_ path: String) -> String {
    guard let text = try? String(contentsOf: root.appending(path: path), encoding: .utf8) else { tool.fail("cannot read \(root.appending(path: path).path)", code: 74) }
    return text
}
var augmentation = IntentTraining.Augmentation(histories: IntentTraining.histories(text: packageFile(IntentTraining.historiesPath)))
for argument in arguments where argument.hasPrefix("augment=") {
    guard let share = Double(argument.dropFirst(8)), share >= 0, share <= 1 else { tool.fail("\(argument): augment= takes a share from 0 to 1", code: 64) }
    augmentation.share = share
}
if arguments.contains("--augment-in-scope-only") { augmentation.skipped.insert(IntentModel.outOfScope) }

let files = tool.readKnowledge()
guard let corpus = try? String(contentsOf: corpusFile, encoding: .utf8) else { tool.fail("cannot read \(corpusFile.path)", code: 74) }
let started = Date()
do {
    let knowledge = try Knowledge(files: files)
    let reader = try IntentTraining.Reader(knowledge: knowledge, files: files)
    let classes = try IntentTraining.classes(files: files)
    let data = try IntentTraining.trainingSet(files: files, corpusTSV: corpus, reader: reader, augmentation: augmentation)
    if let index = arguments.firstIndex(of: "--dump"), index + 1 < arguments.count {
        let messages = try IntentTraining.trainingMessages(files: files, corpusTSV: corpus)
        let lines = zip(data.prefix(messages.count), messages).map { item, message in
            item.intent + "\t" + item.tokens.joined(separator: " ") + "\t" + item.named.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
                + "\t" + reader.entitySpans(message.text).joined(separator: " ")
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: arguments[index + 1], atomically: true, encoding: .utf8)
    }
    var trainer = IntentModelTrainer()
    for argument in arguments where argument.contains("=") {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard let value = Double(parts[1]) else { tool.fail("\(argument) is not NAME=NUMBER", code: 64) }
        switch parts[0] {
        case "epochs": trainer.settings.epochs = Int(value)
        case "rate": trainer.settings.learningRate = value
        case "l2": trainer.settings.l2 = value
        case "balance": trainer.settings.balance = value
        case "average": trainer.settings.average = Int(value)
        case "skip": trainer.settings.skip = value
        case "prune": trainer.settings.prune = value
        case "seed": trainer.settings.seed = UInt64(value)
        case "margin": trainer.outOfScopeMargin = value
        case "augment": break
        case "focuswords":
            trainer.hasher = FeatureHasher(bits: trainer.hasher.bits, groupWeights: trainer.hasher.groupWeights, focusWords: Int(value))
        case let name where name.hasPrefix("group"):
            guard let group = Int(name.dropFirst(5)), FeatureHasher.Group(rawValue: group) != nil else { tool.fail("no feature group \(name)", code: 64) }
            var weights = trainer.hasher.groupWeights
            weights[group] = value
            trainer.hasher = FeatureHasher(bits: trainer.hasher.bits, groupWeights: weights, focusWords: trainer.hasher.focusWords)
        default: tool.fail("unknown setting \(parts[0]) (epochs, rate, l2, balance, average, skip, prune, seed, margin, augment, focuswords, group0…group7)", code: 64)
        }
    }
    if arguments.contains("--cv") {
        let encodedStart = Date()
        let messages = try IntentTraining.trainingMessages(files: files, corpusTSV: corpus)
        var probes: [[IntentModelTrainer.Labelled]] = [], probeTexts: [[(text: String, intent: String, copyOf: Int)]] = []
        if arguments.contains("--cv-rambling") {
            let histories = IntentTraining.histories(text: packageFile(IntentTraining.evaluationHistoriesPath))
            for seed: UInt64 in [1, 2] {
                let rambled = IntentTraining.rambled(messages, histories: histories, share: 1, seed: seed)
                probeTexts.append(rambled)
                probes.append(rambled.map { reader.read($0.text, intent: $0.intent, copyOf: $0.copyOf) })
            }
        }
        let crossValidation = trainer.crossValidate(data, classes: classes, probes: probes)
        print(String(format: "cv %.2f%% %@ groups=%@ margin=%.2f augment=%.2f (%d copies) (%.1f s)", crossValidation.accuracy * 100, trainer.settings.description,
                     trainer.hasher.groupWeights.map { String($0) }.joined(separator: ","), trainer.outOfScopeMargin, augmentation.share,
                     data.count - messages.count, Date().timeIntervalSince(encodedStart)))
        if !crossValidation.probes.isEmpty {
            let plain = crossValidation.scores(margin: crossValidation.margin)
            let rambling = crossValidation.probes.map { $0.scores(margin: $0.margin) }
            func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }
            print(String(format: "rambling cv %.2f%% (in scope %.2f%%, out of scope taken %.2f%%); plain: in scope %.2f%%, out of scope taken %.2f%%",
                         mean(rambling.map(\.overall)) * 100, mean(rambling.map(\.inScope)) * 100, mean(rambling.map(\.falseAccepts)) * 100,
                         plain.inScope * 100, plain.falseAccepts * 100))
            if arguments.contains("--misses") {
                for (probe, texts) in zip(crossValidation.probes, probeTexts) {
                    for (index, raw) in probe.logits.enumerated() {
                        let best = IntentModelTrainer.argmax(margined(raw, probe))
                        if best != probe.labels[index] { print("  rambling [\(classes[probe.labels[index]]) → \(classes[best])] \(texts[index].text)") }
                    }
                }
            }
        }
        if arguments.contains("--thresholds") { printThresholds(crossValidation, classes: classes, trainer: trainer) }
        if arguments.contains("--margins") {
            // Each margin measured on these held-out scores (the training run is the same).
            for step in 0...8 {
                let margin = Double(step) / 8
                let scores = crossValidation.scores(margin: margin)
                print(String(format: "  margin %.3f: in scope %.2f%%, out-of-scope taken %.2f%%, overall %.2f%%", margin, scores.inScope * 100, scores.falseAccepts * 100, scores.overall * 100))
            }
        }
        if let index = arguments.firstIndex(of: "--score-only") {
            guard index + 1 < arguments.count, let listed = try? String(contentsOfFile: arguments[index + 1], encoding: .utf8) else {
                tool.fail("--score-only needs a readable FILE of messages", code: 64)
            }
            let (right, scored) = scoreOnly(listed, messages: messages, crossValidation)
            print(String(format: "cv on listed messages %.2f%% (%d of %d right)", Double(right) / Double(max(1, scored)) * 100, right, scored))
        }
        if arguments.contains("--detail") { printDetail(crossValidation, classes: classes) }
        if arguments.contains("--misses") {
            for (index, (raw, label)) in zip(crossValidation.logits, crossValidation.labels).enumerated() {
                let scores = margined(raw, crossValidation)
                var best = 0
                for column in scores.indices where scores[column] > scores[best] { best = column }
                if best != label { print("  [\(classes[label]) → \(classes[best])] \(messages[index].text)") }
            }
        }
        exit(0)
    }
    // --crisis-only: the crisis and emergency checks alone (the intent model is neither trained nor written).
    let crisisOnly = arguments.contains("--crisis-only")
    var written: [(path: String, text: String, file: URL)] = []
    if !crisisOnly {
        let (model, crossValidation) = trainer.train(data, classes: classes)
        let text = model.serialized()
        let seconds = Date().timeIntervalSince(started)
        print("trained on \(data.count) messages (\(data.filter { $0.copyOf != nil }.count) of them augmented copies), \(classes.count) classes, in \(String(format: "%.1f", seconds)) s")
        if let crossValidation {
            print("\(crossValidation.folds)-fold cross-validation accuracy: \(String(format: "%.1f%%", crossValidation.accuracy * 100)); temperature \(model.temperature)")
        }
        print("model: \(model.weightCount) weights over \(model.featureCount) features, \(text.utf8.count / 1024) KB")
        written.append((IntentTraining.modelPath, text, knowledgeFolder.appending(path: IntentTraining.modelPath)))
    }
    /// A learned check (crisis, emergency): cross-validated first, to set its threshold and
    /// temperature, then trained on everything; prints what it flags, and how many of its lines
    /// each false-alarm rate would flag, for choosing its `allowedFalseAlarms`.
    func trainCheck(_ name: String, _ data: [IntentModelTrainer.Labelled], classes: [String], trainer: IntentModelTrainer,
                    threshold: (IntentModelTrainer.CrossValidation) -> Double) -> (text: String, scored: [(probability: Double, isCrisis: Bool)], accept: Double) {
        var trainer = trainer
        let validation = trainer.crossValidate(data, classes: classes)
        trainer.accept = threshold(validation)
        let text = trainer.train(data, classes: classes, temperature: validation.temperature).model.serialized()
        let scored = CrisisTraining.probabilities(validation)
        let flagged = scored.filter { $0.probability >= trainer.accept }
        let others = scored.filter { !$0.isCrisis }
        print(String(format: "%@ check: %d %@ lines, %d others; threshold %.2f; cross-validated: %d of the %@ lines flagged, %d of the others (%.2f%%); %d KB",
                     name, scored.filter(\.isCrisis).count, name, others.count, trainer.accept, flagged.filter(\.isCrisis).count, name,
                     flagged.filter { !$0.isCrisis }.count, Double(flagged.filter { !$0.isCrisis }.count) / Double(max(1, others.count)) * 100,
                     text.utf8.count / 1024))
        let ordinary = others.map(\.probability).sorted(by: >)
        for rate in [0.0005, 0.001, 0.002, 0.005, 0.01] {
            let cut = ordinary[min(ordinary.count - 1, Int(Double(ordinary.count) * rate))]
            print(String(format: "  at %.2f%% false alarms (p > %.3f): %d of the %@ lines", rate * 100, cut, scored.filter { $0.isCrisis && $0.probability > cut }.count, name))
        }
        return (text, scored, trainer.accept)
    }
    // The learned crisis check.
    let guardSets = CrisisTraining.guardSetPaths.map(packageFile)
    let crisisData = try CrisisTraining.trainingSet(files: files, corpusTSV: corpus, guardSets: guardSets, reader: reader)
    let crisis = trainCheck("crisis", crisisData, classes: CrisisTraining.classes, trainer: CrisisTraining.trainer) { CrisisTraining.threshold($0) }
    if arguments.contains("--crisis-misses") {
        // The crisis lines cross-validation misses and the ordinary ones it flags, for reading
        // what the check cannot yet tell apart (training lines only).
        let messages = try CrisisTraining.messages(files: files, corpusTSV: corpus, guardSets: guardSets)
        for (message, score) in zip(messages, crisis.scored) where score.isCrisis != (score.probability >= crisis.accept) {
            print(String(format: "  [%@ %.2f] %@", score.isCrisis ? "missed" : "flagged", score.probability, message.text))
        }
    }
    written.append((CrisisTraining.modelPath, crisis.text, knowledgeFolder.appending(path: CrisisTraining.modelPath)))
    // The learned emergency check, a safety net under the triage rules.
    let vignetteSets = EmergencyTraining.vignettePaths.map(packageFile)
    let emergencyGuardSets = EmergencyTraining.guardSetPaths.map(packageFile)
    let emergencyData = try EmergencyTraining.trainingSet(files: files, corpusTSV: corpus, guardSets: emergencyGuardSets, vignetteSets: vignetteSets,
                                                          reader: reader)
    let emergency = trainCheck("emergency", emergencyData, classes: EmergencyTraining.classes, trainer: EmergencyTraining.trainer) {
        EmergencyTraining.threshold($0)
    }
    written.append((EmergencyTraining.modelPath, emergency.text, knowledgeFolder.appending(path: EmergencyTraining.modelPath)))
    for (path, written, file) in written {
        if check {
            let current = try? String(contentsOf: file, encoding: .utf8)
            if current != written { tool.fail("\(file.path) is stale: run `swift run IntentTrainer`", code: 1) }
            print("\(path) is up to date")
        } else {
            try written.write(to: file, atomically: true, encoding: .utf8)
            print("wrote \(file.path)")
        }
    }
} catch let error as AssistantDataError {
    tool.fail(error.description, code: 65)
} catch {
    tool.fail("\(error)", code: 74)
}

/// Held-out `scores` with the cross-validation's out-of-scope margin taken off, as the model decides.
func margined(_ scores: [Double], _ crossValidation: IntentModelTrainer.CrossValidation) -> [Double] {
    guard let column = crossValidation.outOfScopeColumn else { return scores }
    var scores = scores
    scores[column] -= crossValidation.margin
    return scores
}

/// The accept and reject thresholds measured on the held-out scores, as the model decides
/// (`IntentModel.decide`): the share decided right (a "not sure" counted wrong), and of the
/// in-scope lines the share asked about ("not sure") and the share answered wrongly; of the
/// out-of-scope lines the share taken as an intent.
func printThresholds(_ crossValidation: IntentModelTrainer.CrossValidation, classes: [String], trainer: IntentModelTrainer) {
    print("  accept reject: right (not sure wrong) · in scope: not sure, wrong answer · out of scope taken")
    for accept in [0.3, 0.35, 0.4, 0.45, 0.5, 0.55] {
        for reject in [0.1, 0.15, 0.2, 0.25] where reject < accept {
            var right = 0, inScope = 0, notSure = 0, wrong = 0, outOfScope = 0, taken = 0
            for (raw, label) in zip(crossValidation.logits, crossValidation.labels) {
                let probabilities = Softmax.probabilities(margined(raw, crossValidation), temperature: crossValidation.temperature)
                var best = 0, second: Int?
                for column in probabilities.indices where probabilities[column] > probabilities[best] { best = column }
                for column in probabilities.indices where column != best && column != crossValidation.outOfScopeColumn {
                    if second.map({ probabilities[column] > probabilities[$0] }) ?? true { second = column }
                }
                let isOutOfScope = best == crossValidation.outOfScopeColumn || probabilities[best] < reject
                let decided: Int? = isOutOfScope ? crossValidation.outOfScopeColumn : probabilities[best] >= accept || second == nil ? best : nil
                if decided == label { right += 1 }
                if label == crossValidation.outOfScopeColumn {
                    outOfScope += 1
                    if let decided, decided != label { taken += 1 }
                } else {
                    inScope += 1
                    if decided == nil { notSure += 1 } else if decided != label { wrong += 1 }
                }
            }
            func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.2f%%", Double(part) / Double(max(1, whole)) * 100) }
            let current = accept == trainer.accept && reject == trainer.reject ? "  (current)" : ""
            print("  \(String(format: "%.2f %.2f", accept, reject)): \(percent(right, crossValidation.labels.count)) · \(percent(notSure, inScope)), \(percent(wrong, inScope)) · \(percent(taken, outOfScope))\(current)")
        }
    }
}

/// Per-intent recall and precision of a cross-validation (weakest F1 first) and its commonest
/// confusions: which intents need more training lines.
func printDetail(_ crossValidation: IntentModelTrainer.CrossValidation, classes: [String]) {
    var right = [Int](repeating: 0, count: classes.count), predicted = right, actual = right
    var confusions: [String: Int] = [:]
    for (raw, label) in zip(crossValidation.logits, crossValidation.labels) {
        let scores = margined(raw, crossValidation)
        var best = 0
        for index in scores.indices where scores[index] > scores[best] { best = index }
        actual[label] += 1
        predicted[best] += 1
        if best == label { right[label] += 1 } else { confusions["\(classes[label]) → \(classes[best])", default: 0] += 1 }
    }
    func f1(_ precision: Double, _ recall: Double) -> Double { 2 * precision * recall / max(1e-9, precision + recall) }
    var rows: [(name: String, precision: Double, recall: Double, count: Int)] = []
    for index in classes.indices {
        let precision = Double(right[index]) / Double(max(1, predicted[index]))
        let recall = Double(right[index]) / Double(max(1, actual[index]))
        rows.append((classes[index], precision, recall, actual[index]))
    }
    rows.sort { f1($0.precision, $0.recall) < f1($1.precision, $1.recall) }
    for row in rows.prefix(25) { print(String(format: "  %@ precision %.1f%% recall %.1f%% (%d)", row.name.padding(toLength: 24, withPad: " ", startingAt: 0), row.precision * 100, row.recall * 100, row.count)) }
    for (pair, count) in confusions.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(30) { print("  \(count)× \(pair)") }
}

/// The lower-cased message with its runs of white space made one space: how listed messages are matched.
func scoreKey(_ text: String) -> String {
    text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
}

/// How many of the messages listed in `listed` (TSV lines with the message in the 4th column,
/// or one message a line) cross-validation got right, and how many training messages it scored.
func scoreOnly(_ listed: String, messages: [(text: String, intent: String)], _ crossValidation: IntentModelTrainer.CrossValidation) -> (right: Int, scored: Int) {
    var keys = Set<String>()
    for line in listed.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
        keys.insert(scoreKey(String(columns.count >= 4 ? columns[3] : line)))
    }
    var right = 0, scored = 0
    for (index, (raw, label)) in zip(crossValidation.logits, crossValidation.labels).enumerated() where keys.contains(scoreKey(messages[index].text)) {
        let scores = margined(raw, crossValidation)
        var best = 0
        for column in scores.indices where scores[column] > scores[best] { best = column }
        scored += 1
        if best == label { right += 1 }
    }
    return (right, scored)
}
