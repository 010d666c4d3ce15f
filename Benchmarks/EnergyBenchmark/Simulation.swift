import CycleCore
import Foundation

/// A seeded generator (SplitMix64): the same seed gives the same people.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    mutating func normal(_ sd: Double) -> Double {
        let u1 = max(Double.random(in: 0..<1, using: &self), 1e-12), u2 = Double.random(in: 0..<1, using: &self)
        return sd * (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}

/// One simulated person over `days` days: energy balance with the Forbes partition, a true
/// expenditure that moves with weight, luteal water, scale noise, logging gaps and
/// under-reporting.
struct SimulatedPerson {
    static let expenditurePerKg = 22.0  // kcal/day per kg of weight change (Hall et al. 2011, ~22)

    let start: Day
    /// True expenditure each day, kcal.
    var trueExpenditure: [Double] = []
    /// True (dry) body weight each day, kg.
    var trueWeight: [Double] = []
    /// What the person logged: intake (reported) and scale weights.
    var loggedIntake: [Day: Double] = [:]
    var loggedWeights: [Day: Double] = [:]
    var lutealDays: Set<Day> = []
    /// The fraction of intake left unreported.
    let underReporting: Double
    let bodyFatPercent: Double

    init(seed: UInt64, days: Int, start: Day) {
        var rng = SeededGenerator(seed: seed)
        self.start = start
        let w0 = rng.uniform(55...95)
        let fat0 = rng.uniform(22...40)
        bodyFatPercent = fat0
        var fm = w0 * fat0 / 100, ffm = w0 - fm
        let e0 = rng.uniform(1800...2600)
        let plan = rng.uniform(-300...700)  // kcal/day below the starting expenditure (negative: above)
        let noiseSD = rng.uniform(0.5...1.0)
        underReporting = rng.uniform(0.05...0.25)
        let retention = rng.uniform(0.5...1.2)
        let cycleLength = Int(rng.uniform(25...32))
        let phaseOffset = Int(rng.uniform(0...Double(cycleLength - 1)))
        let logChance = rng.uniform(0.6...0.95), weighChance = rng.uniform(0.3...0.95)
        var gapLeft = 0
        for t in 0..<days {
            let day = start + t
            let weight = fm + ffm
            let expenditure = e0 + SimulatedPerson.expenditurePerKg * (weight - w0)
            trueExpenditure.append(expenditure)
            trueWeight.append(weight)
            let eaten = max(800, e0 - plan + rng.normal(300))
            // Luteal: the 14 days before the next period start.
            let cycleDay = (t + phaseOffset) % cycleLength
            let luteal = cycleDay >= cycleLength - 14
            if luteal { lutealDays.insert(day) }
            let water = luteal ? retention * Double(cycleDay - (cycleLength - 14) + 1) / 14 : 0
            if gapLeft > 0 { gapLeft -= 1 } else if rng.chance(0.04) { gapLeft = Int(rng.uniform(2...10)) }
            if gapLeft == 0, rng.chance(logChance) {
                loggedIntake[day] = (eaten * (1 - underReporting) * (1 + rng.normal(0.05))).rounded()
            }
            if gapLeft == 0, rng.chance(weighChance) {
                loggedWeights[day] = ((weight + water + rng.normal(noiseSD)) * 10).rounded() / 10
            }
            let imbalance = eaten - expenditure
            let p = fm / (fm + 10.4)
            fm += p * imbalance / 9440
            ffm += (1 - p) * imbalance / 1816
        }
    }

    /// The data as it was on day index `t` (intake before that day, weights up to it).
    func seen(upTo t: Int) -> (intake: [Day: Double], weights: [Day: Double]) {
        let today = start + t
        return (loggedIntake.filter { $0.key < today }, loggedWeights.filter { $0.key <= today })
    }
}
