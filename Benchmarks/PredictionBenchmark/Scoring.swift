import Foundation
import CycleCore

/// One walk-forward prediction: the true next start against the predicted one.
struct Trial {
    let earlierCycles: Int
    let error: Int          // predicted − true, in days
    let inside: Bool        // the true start was inside [earliest, latest]
    let width: Int          // latest − earliest + 1, in days
    let ovulationError: Int?  // predicted − estimated ovulation day, in days
    let client: Int         // index of the woman, for cross-validation folds
}

/// Walks forward through each woman's history: predicts cycle k from cycles 1…k−1.
func walkForward(_ women: [Woman], with predictor: any Predictor) -> [Trial] {
    var trials: [Trial] = []
    let anchor = Day(year: 2000, month: 1, day: 1)!
    for (client, woman) in women.enumerated() {
        var start = anchor
        for k in woman.cycleLengths.indices {
            let sample = CycleSample(
                cycleLengths: Array(woman.cycleLengths[..<k]),
                periodLengths: Array(woman.periodLengths[...k]),
                lastStart: start
            )
            let prediction = predictor.predict(sample)
            let trueNext = start + woman.cycleLengths[k]
            // The file's convention: luteal length = cycle length − ovulation day.
            let ovulationError = woman.ovulationDays[k].map { day in
                start.days(to: prediction.ovulation) - day
            }
            trials.append(Trial(
                earlierCycles: k,
                error: trueNext.days(to: prediction.nextStart),
                inside: prediction.earliest <= trueNext && trueNext <= prediction.latest,
                width: prediction.earliest.days(to: prediction.latest) + 1,
                ovulationError: ovulationError,
                client: client
            ))
            start = trueNext
        }
    }
    return trials
}

/// Summary figures over a set of trials.
struct Score {
    let count: Int
    let mae: Double
    let medianAbsolute: Double
    let bias: Double
    let within: [Double]     // share within 0, ±1, ±2, ±3 days
    let coverage: Double
    let meanWidth: Double
    let ovulationMAE: Double?

    init(_ trials: [Trial]) {
        count = trials.count
        let absolute = trials.map { Double(abs($0.error)) }.sorted()
        let n = Double(max(1, trials.count))
        mae = absolute.reduce(0, +) / n
        medianAbsolute = absolute.isEmpty ? 0 : absolute.count % 2 == 1
            ? absolute[absolute.count / 2] : (absolute[absolute.count / 2 - 1] + absolute[absolute.count / 2]) / 2
        bias = Double(trials.map(\.error).reduce(0, +)) / n
        within = (0...3).map { limit in Double(trials.filter { abs($0.error) <= limit }.count) / n }
        coverage = Double(trials.filter(\.inside).count) / n
        meanWidth = Double(trials.map(\.width).reduce(0, +)) / n
        let ovulation = trials.compactMap(\.ovulationError).map { Double(abs($0)) }
        ovulationMAE = ovulation.isEmpty ? nil : ovulation.reduce(0, +) / Double(ovulation.count)
    }
}

func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
func fixed(_ value: Double, _ places: Int = 2) -> String { String(format: "%.\(places)f", value) }
