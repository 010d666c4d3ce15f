// Prediction accuracy on real cycles (Marquette FedCycleData, 1,665 cycles of 159 women).
//
//   swift run -c release PredictionBenchmark [PATH_TO_CSV] [--tune]
//
// Walks forward through each woman's history, predicting cycle k from cycles 1…k−1 only, for
// every predictor, and prints Markdown tables. `--tune` searches DefaultPredictor's parameters
// on half of the women and reports the other half (held out), to show the tuned values are not
// fitted to noise.

import BenchmarkSupport
import CycleCore
import Foundation

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let arguments = Array(CommandLine.arguments.dropFirst())
let path = arguments.first { !$0.hasPrefix("--") }
    ?? packageRoot.deletingLastPathComponent().appending(path: "shared/data/FedCycleData071012.csv").path
let women: [Woman]
do {
    women = try FedCycleData.load(URL(fileURLWithPath: path))
} catch {
    FileHandle.standardError.write(Data("PredictionBenchmark: \(error)\n".utf8))
    exit(1)
}
let cycles = women.reduce(0) { $0 + $1.cycleLengths.count }
let clients = Set(women.map(\.id)).count
print("# Prediction accuracy on FedCycleData071012 (\(cycles) cycles, \(clients) women, \(women.count) series)\n")
if women.count > clients {
    let repeated = Dictionary(grouping: women, by: \.id).filter { $0.value.count > 1 }.keys.sorted()
    print("\(repeated.count) ClientIDs (\(repeated.joined(separator: ", "))) appear in two blocks whose cycles restart at 1 (the published file repeats them); each block is scored as its own series, which reproduces the data README's reference figures.\n")
}
print("Walk-forward: each cycle predicted from the earlier cycles only. Errors in days (predicted − true).\n")

let groups: [(String, (Trial) -> Bool)] = [
    ("all", { _ in true }),
    ("0 earlier", { $0.earlierCycles == 0 }),
    ("1 earlier", { $0.earlierCycles == 1 }),
    ("2 earlier", { $0.earlierCycles == 2 }),
    ("3–5 earlier", { (3...5).contains($0.earlierCycles) }),
    ("6+ earlier", { $0.earlierCycles >= 6 }),
    ("3+ earlier", { $0.earlierCycles >= 3 }),
]

func table(_ title: String, _ rows: [(String, Score)]) {
    print("## \(title)\n")
    print("| method | n | MAE | median | bias | exact | ±1 | ±2 | ±3 | in interval | width | ovulation MAE |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for (name, s) in rows {
        print("| \(name) | \(s.count) | \(fixed(s.mae)) | \(fixed(s.medianAbsolute, 1)) | \(fixed(s.bias)) | \(percent(s.within[0])) | \(percent(s.within[1])) | \(percent(s.within[2])) | \(percent(s.within[3])) | \(percent(s.coverage)) | \(fixed(s.meanWidth, 1)) | \(s.ovulationMAE.map { fixed($0) } ?? "–") |")
    }
    print("")
}

let started = now()
var trialsByMethod: [(String, [Trial])] = []
for predictor in Predictors.all {
    trialsByMethod.append((predictor.name, walkForward(women, with: predictor)))
}
let elapsed = secondsSince(started)

for (group, keep) in groups where group == "all" || group == "3+ earlier" {
    table("Every method, \(group)", trialsByMethod.map { ($0.0, Score($0.1.filter(keep))) })
}
if let own = trialsByMethod.first(where: { $0.0 == "default" }) {
    table("default by history length", groups.map { ($0.0, Score(own.1.filter($0.1))) })
}

// Oracle check of the ovulation convention: a 14-day luteal phase from the true next start.
var oracle: [Double] = []
for woman in women {
    for (length, day) in zip(woman.cycleLengths, woman.ovulationDays) {
        if let day { oracle.append(Double(abs(length - 14 - day))) }
    }
}
print("Ovulation with the true next start and a 14-day luteal phase: MAE \(fixed(oracle.reduce(0, +) / Double(oracle.count))) days (n \(oracle.count)).\n")
let predictionCount = trialsByMethod.reduce(0) { $0 + $1.1.count }
print("\(predictionCount) predictions in \(fixed(elapsed * 1000, 0)) ms (\(fixed(elapsed / Double(predictionCount) * 1e6)) µs each, this build).\n")

if arguments.contains("--tune") {
    Tuning.run(women)
}
