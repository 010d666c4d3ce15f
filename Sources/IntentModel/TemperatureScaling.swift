/// Fits the temperature that makes a model's probabilities honest: the one that minimises the
/// negative log-likelihood of held-out labels (golden-section search on log T).
package enum TemperatureScaling {
    /// - Parameters:
    ///   - logits: held-out scores, one array per example.
    ///   - labels: the true class of each.
    /// - Returns: the temperature in [0.05, 20].
    package static func fit(logits: [[Double]], labels: [Int]) -> Double {
        func loss(_ logTemperature: Double) -> Double {
            let temperature = exp(logTemperature)
            var total = 0.0
            for (scores, label) in zip(logits, labels) {
                let probabilities = Softmax.probabilities(scores, temperature: temperature)
                total -= log(max(probabilities[label], 1e-12))
            }
            return total / Double(max(1, labels.count))
        }
        var low = log(0.05), high = log(20.0)
        let ratio = (5.0.squareRoot() - 1) / 2
        var a = high - ratio * (high - low), b = low + ratio * (high - low)
        var lossA = loss(a), lossB = loss(b)
        for _ in 0..<60 {
            if lossA < lossB {
                high = b; b = a; lossB = lossA
                a = high - ratio * (high - low); lossA = loss(a)
            } else {
                low = a; a = b; lossA = lossB
                b = low + ratio * (high - low); lossB = loss(b)
            }
        }
        return exp((low + high) / 2)
    }

    /// Expected calibration error over `bins` equal-width confidence bins: how far the top
    /// probability is from the accuracy, on average.
    package static func expectedCalibrationError(probabilities: [[Double]], labels: [Int], bins: Int = 10) -> Double {
        var confidence = [Double](repeating: 0, count: bins), correct = [Double](repeating: 0, count: bins), count = [Double](repeating: 0, count: bins)
        for (row, label) in zip(probabilities, labels) {
            var best = 0
            for index in row.indices where row[index] > row[best] { best = index }
            let bin = min(bins - 1, Int(row[best] * Double(bins)))
            confidence[bin] += row[best]
            correct[bin] += best == label ? 1 : 0
            count[bin] += 1
        }
        var error = 0.0
        for bin in 0..<bins where count[bin] > 0 {
            error += abs(confidence[bin] - correct[bin]) / Double(labels.count)
        }
        return error
    }
}

