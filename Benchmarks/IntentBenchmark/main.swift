// Intent accuracy, honestly: on the training data (a fit figure), by 5-fold cross-validation
// on the training data, and on the held-out test set (Tests/AssistantTests/Corpus/
// intents-heldout.tsv, written apart from the training data and never tuned on).
//
//   swift run -c release IntentBenchmark [--summary] [--misses] [--cv-detail] [--no-test-set] [--test-set FILE]
//   swift run -c release IntentBenchmark --guard-set PATH [--show-misses]
//   swift run -c release IntentBenchmark --support-lines FILE... [--show-flagged] | --crisis-probability TEXT...
//
// --summary prints only the test set's overall figures (no per-intent table, confusions or
// missed lines), for recording a figure without reading the test set's detail. --cv-detail
// prints per-intent precision/recall, confusions and every miss of the cross-validation on
// the training data (what to work from). --no-test-set skips the test set.
//
// The test-set figures use the assistant's whole understanding step (normalise, model,
// thresholds): a line is right when the intent answered is its label; "not sure" (two
// readings offered) counts as wrong for accuracy and is reported on its own.

import Assistant
import Content
import CycleCore
import BenchmarkSupport
import Foundation
import IntentModel

func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.1f%% (%d/%d)", 100 * Double(part) / Double(max(1, whole)), part, whole) }

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let corpusFolder = root.appending(path: "Tests/AssistantTests/Corpus")
let corpusTSV = try String(contentsOf: corpusFolder.appending(path: "utterances.tsv"), encoding: .utf8)
// --test-set FILE picks another test file: a name in the corpus folder (e.g. intents-fresh.tsv,
// written later by someone who never saw the training data) or a path from `/`.
let testSetName = CommandLine.arguments.firstIndex(of: "--test-set").flatMap { CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil } ?? "intents-heldout.tsv"
let testSetURL = testSetName.hasPrefix("/") ? URL(fileURLWithPath: testSetName) : corpusFolder.appending(path: testSetName)
guard let heldOutTSV = try? String(contentsOf: testSetURL, encoding: .utf8) else {
    FileHandle.standardError.write(Data("IntentBenchmark: cannot read the test set \(testSetURL.path)\n".utf8))
    exit(66)
}

let files = EmbeddedFiles.all
let knowledge = try Knowledge.load()
let assistant = try Assistant(knowledge: knowledge, files: files)
let reader = try IntentTraining.Reader(knowledge: knowledge, files: files)
let classes = try IntentTraining.classes(files: files)
let training = try IntentTraining.trainingSet(files: files, corpusTSV: corpusTSV, reader: reader)
let modelText = files[IntentTraining.modelPath]!
let loadStart = now()
let model = try IntentModel(serialized: modelText)
let loadTime = Double(now() - loadStart) / 1e6
let outOfScope = IntentModel.outOfScope
let summaryOnly = CommandLine.arguments.contains("--summary")
let skipTestSet = CommandLine.arguments.contains("--no-test-set")

// --crisis-probability TEXT...: the check's probability for each text read whole.
if let index = CommandLine.arguments.firstIndex(of: "--crisis-probability") {
    for text in CommandLine.arguments[(index + 1)...] {
        print(String(format: "%.3f  %@", assistant.crisisProbability(of: text, today: Day(year: 2026, month: 11, day: 22)!), text))
    }
    exit(0)
}
// --support-lines FILE...: the crisis screens over any corpus files (the message in the column
// headed utterance, message or question; a line is a crisis when a column headed guard says
// so): per file, crisis lines met by the guard or the check, and other lines given the check's
// support line (false alarms; --show-flagged prints them). For development sets; a sealed set
// is measured with --guard-set, without reading its lines.
if let index = CommandLine.arguments.firstIndex(of: "--support-lines") {
    let today = Day(year: 2026, month: 11, day: 22)!
    for path in CommandLine.arguments[(index + 1)...] where !path.hasPrefix("--") {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first, let text = header.firstIndex(where: { ["utterance", "message", "question"].contains($0) }) ?? (header.count == 4 ? 3 : nil) else { continue }
        let label = header.firstIndex(of: "guard") ?? (header.count == 4 ? 1 : nil)
        var crisis = (lines: 0, met: 0), other = (lines: 0, flagged: 0)
        for columns in lines.dropFirst() where columns.count > text {
            let understanding = assistant.understand(columns[text], today: today)
            if let label, columns.count > label, columns[label] == "crisis" {
                crisis.lines += 1
                if understanding.guardKind == .crisis || understanding.crisisConcern { crisis.met += 1 }
            } else {
                other.lines += 1
                if understanding.crisisConcern {
                    other.flagged += 1
                    if CommandLine.arguments.contains("--show-flagged") { print("  flagged: \(columns[text])") }
                }
            }
        }
        print("\((path as NSString).lastPathComponent): crisis met \(crisis.met)/\(crisis.lines); support line on \(other.flagged)/\(other.lines) others")
    }
    exit(0)
}

// --guard-set FILE (a path; `guard<TAB>context<TAB>message`, guard crisis, emergency or none):
// only the safety screens on that file, as counts: crisis lines met by the guard or the learned
// check's support line, emergencies sent to urgent care (the guard, or triage in the line's
// context), and ordinary lines that set either off. For sets written apart and never tuned on;
// with --show-misses (development sets only) it lists the lines behind each count.
if let index = CommandLine.arguments.firstIndex(of: "--guard-set"), CommandLine.arguments.indices.contains(index + 1) {
    let text = try String(contentsOfFile: CommandLine.arguments[index + 1], encoding: .utf8)
    let interrupting: Set<CareLevel> = [.ambulance, .urgent, .gpToday]
    let today = Day(year: 2026, month: 11, day: 22)!
    var crisis = (lines: 0, guarded: 0, met: 0), emergency = (lines: 0, guarded: 0, sent: 0)
    var ordinary = (lines: 0, crisisGuard: 0, checkLine: 0, emergencyGuard: 0, urgentTriage: 0)
    // --show-misses lists each crisis or emergency line missed and each ordinary line flagged:
    // for development sets only (never on a sealed set, whose lines nobody reads).
    let showMisses = CommandLine.arguments.contains("--show-misses")
    func show(_ what: String, _ columns: [String]) { if showMisses { print("  \(what) [\(columns[1])]: \(columns[2])") } }
    for row in text.split(separator: "\n").dropFirst() {
        let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard columns.count == 3, let context = try? TriageContext(parsing: columns[1]) else { continue }
        let understanding = assistant.understand(columns[2], today: today, pregnant: context.pregnant)
        let assessment = assistant.triage(columns[2], context: context, today: today)
        let urgent = assessment.map { interrupting.contains($0.level) } ?? false
        switch columns[0] {
        case "crisis":
            crisis.lines += 1
            if understanding.guardKind == .crisis { crisis.guarded += 1 }
            if understanding.guardKind == .crisis || understanding.crisisConcern { crisis.met += 1 } else { show("crisis missed", columns) }
        case "emergency":
            emergency.lines += 1
            if understanding.guardKind == .emergency { emergency.guarded += 1 }
            if understanding.guardKind == .emergency || urgent { emergency.sent += 1 } else { show("emergency missed", columns) }
        default:
            ordinary.lines += 1
            if understanding.guardKind == .crisis { ordinary.crisisGuard += 1 }
            if understanding.crisisConcern { ordinary.checkLine += 1 }
            if understanding.guardKind == .emergency { ordinary.emergencyGuard += 1 }
            if urgent { ordinary.urgentTriage += 1 }
            if understanding.guardKind == .crisis { show("ordinary, crisis guard", columns) }
            if understanding.crisisConcern { show("ordinary, support line", columns) }
            if understanding.guardKind == .emergency { show("ordinary, emergency guard", columns) }
            if let assessment, urgent { show("ordinary, urgent triage (\(assessment.level.rawValue), \(assessment.rules.joined(separator: " ")))", columns) }
        }
    }
    print("Crisis lines: crisis guard \(percent(crisis.guarded, crisis.lines)); guard or the learned check's support line \(percent(crisis.met, crisis.lines))")
    print("Emergency lines: emergency guard \(percent(emergency.guarded, emergency.lines)); sent to urgent care (guard or triage) \(percent(emergency.sent, emergency.lines))")
    print("Ordinary lines (\(ordinary.lines)): crisis guard \(ordinary.crisisGuard), support line \(ordinary.checkLine), emergency guard \(ordinary.emergencyGuard), urgent triage \(ordinary.urgentTriage)")
    exit(0)
}

print("Intent model: \(classes.count) classes, \(model.weightCount) weights, \(modelText.utf8.count / 1024) KB, loads in \(String(format: "%.1f", loadTime)) ms")
print("Thresholds: accept ≥ \(model.accept), not sure ≥ \(model.reject), temperature \(model.temperature)")
print("")

// 1. Training data (the model has seen every line: a fit figure).
var trainRight = 0
for item in training where model.rank(item.tokens, named: item.named).first?.intent == item.intent { trainRight += 1 }
print("Training set (\(training.count) messages: intents.json examples + utterances.tsv + out-of-scope.txt)")
print("  accuracy (best class):        \(percent(trainRight, training.count))")

// 2. Cross-validation on the training data.
let cvStart = now()
let (_, crossValidation) = IntentModelTrainer().train(training, classes: classes)
let cv = crossValidation!
var cvDecided = 0
for (scores, label) in zip(cv.logits, cv.labels) {
    let ranked = model.decide(classes.indices.map { IntentModel.Scored(intent: classes[$0], probability: Softmax.probabilities(model.margined(scores), temperature: cv.temperature)[$0]) }
        .sorted { $0.probability > $1.probability })
    switch ranked {
    case .intent(let best) where best.intent == classes[label]: cvDecided += 1
    case .outOfScope where classes[label] == outOfScope: cvDecided += 1
    default: break
    }
}
print("  \(cv.folds)-fold cross-validation (best class): \(String(format: "%.1f%%", cv.accuracy * 100))")
print("  \(cv.folds)-fold cross-validation (with thresholds, not-sure counted wrong): \(percent(cvDecided, cv.labels.count))")
print("  (cross-validation took \(String(format: "%.1f", Double(now() - cvStart) / 1e9)) s)")
print("")
if CommandLine.arguments.contains("--cv-detail") { printCrossValidationDetail(cv) }
if skipTestSet { exit(0) }

// 3. The held-out test set.
struct Line { let intent: String; let guardKind: String?; let utterance: String }
let lines: [Line] = heldOutTSV.split(separator: "\n").dropFirst().compactMap { row in
    let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    // intent, guard, utterance; or intent, guard, day, utterance (the fresh set also says the day).
    guard columns.count == 3 || columns.count == 4 else { return nil }
    return Line(intent: columns[0], guardKind: columns[1] == "-" ? nil : columns[1], utterance: columns[columns.count - 1])
}
let today = Day(year: 2026, month: 11, day: 22)!
let plain = lines.filter { $0.guardKind == nil }
guard !plain.isEmpty else { fatalError("\(testSetName): no test lines read (expected tab-separated intent, guard[, day], utterance)") }
var right = 0, inScope = 0, inScopeRight = 0, inScopeNotSure = 0, inScopeOffered = 0, inScopeRejected = 0, bestClassRight = 0
var oosTotal = 0, oosAccepted = 0, oosNotSure = 0
var truePositive: [String: Int] = [:], predicted: [String: Int] = [:], actual: [String: Int] = [:]
var confusions: [String: Int] = [:]
var misses: [String] = []
var elapsed: [Double] = []
for line in plain {
    let start = now()
    let understanding = assistant.understand(line.utterance, today: today)
    elapsed.append(Double(now() - start) / 1000)
    let got = understanding.classification.intent
    let read = reader.read(line.utterance, intent: line.intent)
    let best = model.rank(read.tokens, named: read.named).first!.intent
    if best == line.intent { bestClassRight += 1 }
    actual[line.intent, default: 0] += 1
    predicted[got, default: 0] += 1
    if got == line.intent { right += 1; truePositive[got, default: 0] += 1 } else {
        confusions["\(line.intent) → \(got)", default: 0] += 1
        misses.append("  [\(line.intent) → \(got)\(got == IntentClassifier.notSure ? " " + understanding.classification.readings.joined(separator: "/") : "") \(understanding.classification.confidence)] \(line.utterance)")
    }
    if line.intent == outOfScope {
        oosTotal += 1
        if got == IntentClassifier.notSure { oosNotSure += 1 } else if got != outOfScope { oosAccepted += 1 }
    } else {
        inScope += 1
        if got == line.intent { inScopeRight += 1 }
        if got == IntentClassifier.notSure {
            inScopeNotSure += 1
            if understanding.classification.readings.contains(line.intent) { inScopeOffered += 1 }
        }
        if got == outOfScope { inScopeRejected += 1 }
    }
}
print("Held-out test set (\(plain.count) lines without a guard: \(inScope) for an intent, \(oosTotal) out of scope)")
print("  accuracy, all lines:                 \(percent(right, plain.count))")
print("  intent accuracy (in-scope lines):    \(percent(inScopeRight, inScope))   target ≥ 98%")
print("  best class right (no thresholds):    \(percent(bestClassRight, plain.count))")
print("  in-scope answered 'not sure':        \(percent(inScopeNotSure, inScope)) (the right intent among the two offered: \(inScopeOffered))")
print("  in-scope answered out of scope:      \(percent(inScopeRejected, inScope))")
print("  out-of-scope false accepts:          \(percent(oosAccepted, oosTotal))   target ≤ 5%")
print("  out-of-scope answered 'not sure':    \(percent(oosNotSure, oosTotal))")
elapsed.sort()
print("  understand() per message: median \(String(format: "%.0f", elapsed[elapsed.count / 2])) µs, p95 \(String(format: "%.0f", elapsed[elapsed.count * 95 / 100])) µs")
print("")
if !summaryOnly {
print("Per intent on the test set (precision / recall):")
for intent in (classes + [IntentClassifier.notSure]) where actual[intent] != nil || predicted[intent] != nil {
    let tp = truePositive[intent] ?? 0
    let precision = predicted[intent].map { String(format: "%5.1f%%", 100 * Double(tp) / Double($0)) } ?? "    -"
    let recall = actual[intent].map { String(format: "%5.1f%%", 100 * Double(tp) / Double($0)) } ?? "    -"
    print("  \(intent.padding(toLength: 24, withPad: " ", startingAt: 0)) \(precision)  \(recall)   (\(actual[intent] ?? 0) lines)")
}
print("")
print("Top confusions (expected → answered):")
for (pair, count) in confusions.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(20) { print("  \(count)× \(pair)") }
if CommandLine.arguments.contains("--misses") {
    print("")
    print("Every miss:")
    for miss in misses { print(miss) }
}
print("")
}

// 4. Guards stay pattern-based: recall on emergency and crisis lines.
var guardLines: [(kind: String, utterance: String)] = lines.compactMap { line in line.guardKind.map { ($0, line.utterance) } }
for row in corpusTSV.split(separator: "\n").dropFirst() {
    let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    if columns.count == 4, columns[1] == "emergency" || columns[1] == "crisis" { guardLines.append((columns[1], columns[3])) }
}
for kind in ["emergency", "crisis"] {
    let these = guardLines.filter { $0.kind == kind }
    let hit = these.filter { assistant.understand($0.utterance, today: today).guardKind?.rawValue == kind }
    print("Guard recall, \(kind) (corpus + held-out): \(percent(hit.count, these.count))")
    if kind == "crisis" {
        // The learned check's support line (`CrisisCheck`) where the guard found nothing.
        let seen = these.filter { line in
            hit.contains(where: { $0.utterance == line.utterance }) || assistant.understand(line.utterance, today: today).crisisConcern
        }
        print("Crisis met by the guard or the learned check's support line: \(percent(seen.count, these.count))")
    }
    if kind == "emergency" {
        // What the chat does with them: the guard, or triage at a level that interrupts (an
        // ambulance, urgent care, a GP today), with no profile context (a line does not say
        // whether its writer is pregnant unless its words do).
        let interrupting: Set<CareLevel> = [.ambulance, .urgent, .gpToday]
        let sent = these.filter { line in
            hit.contains(where: { $0.utterance == line.utterance })
                || assistant.triage(line.utterance, context: .none, today: today).map { interrupting.contains($0.level) } == true
        }
        print("Emergency sent to urgent care (the guard or triage, no profile context): \(percent(sent.count, these.count))")
    }
    if summaryOnly { continue }
    for missed in these where !hit.contains(where: { $0.utterance == missed.utterance }) { print("  MISSED: \(missed.utterance)") }
}

/// Cross-validation on the training data, intent by intent: precision and recall of the
/// best class, the confusions, and every miss with its text (training lines only).
@MainActor func printCrossValidationDetail(_ cv: IntentModelTrainer.CrossValidation) {
    var truePositive = [Int](repeating: 0, count: classes.count), predicted = truePositive, actual = truePositive
    var confusions: [String: Int] = [:]
    var misses: [String] = []
    var notSure = 0, inScope = 0, oos = 0, oosAccepted = 0
    for (index, (scores, label)) in zip(cv.logits, cv.labels).enumerated() {
        let probabilities = Softmax.probabilities(model.margined(scores), temperature: cv.temperature)
        let ranked = classes.indices.map { IntentModel.Scored(intent: classes[$0], probability: probabilities[$0]) }
            .sorted { $0.probability > $1.probability }
        let best = classes.firstIndex(of: ranked[0].intent)!
        actual[label] += 1
        predicted[best] += 1
        let decision = model.decide(ranked)
        if classes[label] == outOfScope {
            oos += 1
            if case .intent = decision { oosAccepted += 1 }
        } else {
            inScope += 1
            if case .notSure = decision { notSure += 1 }
        }
        if best == label { truePositive[label] += 1; continue }
        confusions["\(classes[label]) → \(classes[best])", default: 0] += 1
        misses.append("  [\(classes[label]) → \(classes[best]) \(String(format: "%.2f", ranked[0].probability))] \(training[index].tokens.joined(separator: " "))")
    }
    print("Cross-validation detail (training data only)")
    print("  in-scope 'not sure': \(percent(notSure, inScope)); out-of-scope accepted as an intent: \(percent(oosAccepted, oos))")
    print("  per intent (precision / recall / lines), weakest F1 first:")
    let rows = classes.indices.map { index -> (String, Double, Double, Int) in
        let precision = Double(truePositive[index]) / Double(max(1, predicted[index]))
        let recall = Double(truePositive[index]) / Double(max(1, actual[index]))
        return (classes[index], precision, recall, actual[index])
    }.sorted { lhs, rhs in
        let left = 2 * lhs.1 * lhs.2 / max(1e-9, lhs.1 + lhs.2), right = 2 * rhs.1 * rhs.2 / max(1e-9, rhs.1 + rhs.2)
        return (left, lhs.0) < (right, rhs.0)
    }
    for row in rows {
        print("    \(row.0.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%5.1f%%  %5.1f%%", row.1 * 100, row.2 * 100))  \(row.3)")
    }
    print("  confusions (expected → best class):")
    for (pair, count) in confusions.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) { print("    \(count)× \(pair)") }
    print("  misses (normalised tokens):")
    for miss in misses { print(miss) }
    print("")
}
