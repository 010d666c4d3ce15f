import CycleCore
import Foundation

/// A grid search over DefaultPredictor's parameters, fitted on even-numbered women and reported
/// on odd-numbered ones (and the reverse), so the chosen values can be checked out of sample.
enum Tuning {
    static func run(_ women: [Woman]) {
        let folds = [women.enumerated().filter { $0.offset % 2 == 0 }.map(\.element),
                     women.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)]
        print("## Tuning DefaultPredictor (2-fold by woman)\n")
        for (index, fit) in folds.enumerated() {
            let held = folds[1 - index]
            let best = search(fit)
            let fitScore = Score(walkForward(fit, with: DefaultPredictor(parameters: best)))
            let heldScore = Score(walkForward(held, with: DefaultPredictor(parameters: best)))
            let heldMean = Score(walkForward(held, with: MeanAllPredictor()))
            print("- fold \(index): best \(best)")
            print("  fit MAE \(fixed(fitScore.mae)) coverage \(percent(fitScore.coverage)) width \(fixed(fitScore.meanWidth, 1)); held-out MAE \(fixed(heldScore.mae)) coverage \(percent(heldScore.coverage)) width \(fixed(heldScore.meanWidth, 1)) (mean-all held-out MAE \(fixed(heldMean.mae)))")
        }
        let all = search(women)
        print("- all women: best \(all)\n")
    }

    /// The centre parameters with the lowest MAE, then the narrowest interval holding ~80%.
    static func search(_ women: [Woman]) -> DefaultPredictor.Parameters {
        var best = DefaultPredictor.Parameters.tuned
        var bestMAE = Double.infinity
        for decay in [0.8, 0.85, 0.9, 0.95, 1.0] {
            for strength in [0.0, 0.5, 1.0, 2.0, 3.0] {
                for gap in [1.5, 1.7, 2.0, 99] {
                    for window in [6, 12, 24] {
                        var p = best
                        p.decay = decay; p.priorStrength = strength; p.gapRatio = gap; p.window = window
                        let score = Score(walkForward(women, with: DefaultPredictor(parameters: p)))
                        if score.mae < bestMAE - 1e-9 { bestMAE = score.mae; best = p }
                    }
                }
            }
        }
        var bestWidth = Double.infinity
        var chosen = best
        for priorSD in [2.5, 3.0, 3.5, 4.0] {
            for strength in [1.0, 3.0, 6.0] {
                for earlier in stride(from: 0.5, through: 1.6, by: 0.1) {
                    for later in stride(from: 0.6, through: 2.0, by: 0.1) {
                        var p = best
                        p.priorSD = priorSD; p.priorSDStrength = strength; p.earlierZ = earlier; p.laterZ = later
                        let score = Score(walkForward(women, with: DefaultPredictor(parameters: p)))
                        if score.coverage >= 0.80, score.coverage <= 0.90, score.meanWidth < bestWidth {
                            bestWidth = score.meanWidth; chosen = p
                        }
                    }
                }
            }
        }
        return chosen
    }
}
