// Accuracy of the maintenance estimate on a seeded simulation (swift run -c release EnergyBenchmark).
//
// 400 simulated people, 56 days each: energy balance with the Forbes partition and an
// expenditure that moves 22 kcal/day per kg; scale noise 0.5–1 kg; luteal water 0.5–1.2 kg;
// intake logged on 60–95% of days with occasional 2–10 day gaps, under-reported by 5–25%;
// weigh-ins on 30–95% of days. The error is measured two ways: against the true expenditure,
// and against it in the person's logging units (true × (1 − under-reporting)), which is what a
// budget built on logged numbers needs.
import BenchmarkSupport
import CycleCore
import EnergyBudget
import Foundation

let people = 400
let days = 57
let start = Day(year: 2026, month: 1, day: 5)!
let checkpoints = [14, 28, 56]

struct Errors {
    var absTrue: [Double] = []
    var absLogged: [Double] = []
    var missing = 0
    mutating func add(_ estimate: Double?, truth: Double, logged: Double) {
        guard let estimate else { missing += 1; return }
        absTrue.append(abs(estimate - truth))
        absLogged.append(abs(estimate - logged))
    }
    static func mean(_ v: [Double]) -> Double { v.isEmpty ? .nan : v.reduce(0, +) / Double(v.count) }
    static func median(_ v: [Double]) -> Double { v.isEmpty ? .nan : v.sorted()[v.count / 2] }
}

let methods = ["model", "model + body fat", "model, luteal down-weighted", "plain 7700 regression", "weekly averages"]
var table: [String: [Int: Errors]] = [:]
var slopeErrors: [String: [Double]] = ["counted alike": [], "luteal down-weighted": [], "luteal step taken out": []]
/// Signed trend error (estimate − truth, kg/week) on days late in the luteal phase (water at its
/// highest, the period due within 7 days) and on other days, at every day from week 4 to week 8.
var lateLutealBias: [String: [Double]] = ["counted alike": [], "luteal down-weighted": [], "luteal step taken out": []]
var otherDayBias: [String: [Double]] = ["counted alike": [], "luteal down-weighted": [], "luteal step taken out": []]
var coverage = 0, coverageCount = 0, rough = [Int: Int]()
let began = now()

for index in 0..<people {
    let person = SimulatedPerson(seed: 0xB100_0000 + UInt64(index), days: days, start: start)
    for t in 28...56 {
        let (_, weights) = person.seen(upTo: t)
        let today = start + t
        let trueSlope = (person.trueWeight[t] - person.trueWeight[t - 27]) / 27 * 7
        let lateLuteal = person.lutealDays.contains(today) && person.lutealDays.contains(today - 7)
        let factor = EnergyModelConstants.standard.lutealWeightFactor
        if let plain = WeightTrend(weights, today: today),
           let light = WeightTrend(weights, today: today, factor: { person.lutealDays.contains($0) ? factor : 1 }) {
            if lateLuteal {
                lateLutealBias["counted alike"]!.append(plain.kgPerWeek - trueSlope)
                lateLutealBias["luteal down-weighted"]!.append(light.kgPerWeek - trueSlope)
            } else {
                otherDayBias["counted alike"]!.append(plain.kgPerWeek - trueSlope)
                otherDayBias["luteal down-weighted"]!.append(light.kgPerWeek - trueSlope)
            }
        }
        if let effect = CycleWeightEffect(weights: weights, lutealDays: person.lutealDays, today: today) {
            if lateLuteal { lateLutealBias["luteal step taken out"]!.append(effect.adjustedSlopeKgPerWeek - trueSlope) }
            else { otherDayBias["luteal step taken out"]!.append(effect.adjustedSlopeKgPerWeek - trueSlope) }
        }
    }
    for t in checkpoints {
        let (intake, weights) = person.seen(upTo: t)
        let today = start + t
        let truth = person.trueExpenditure[t]
        let logged = truth * (1 - person.underReporting)
        let input = EnergyInput(intake: intake, weights: weights, lutealDays: person.lutealDays, today: today)
        let model = MaintenanceEstimate(input)
        var withFat = input
        withFat.bodyFat = BodyFatReading(day: today, percent: person.bodyFatPercent)
        var lighter = input
        lighter.downWeightLuteal = true
        let estimates: [String: Double?] = [
            "model": model.kcal,
            "model + body fat": MaintenanceEstimate(withFat).kcal,
            "model, luteal down-weighted": MaintenanceEstimate(lighter).kcal,
            "plain 7700 regression": Baselines.plainRegression(intake: intake, weights: weights, today: today),
            "weekly averages": Baselines.weeklyAverages(intake: intake, weights: weights, start: start, today: today),
        ]
        for method in methods { table[method, default: [:]][t, default: Errors()].add(estimates[method]!, truth: truth, logged: logged) }
        if model.low <= logged && logged <= model.high { coverage += 1 }
        coverageCount += 1
        if model.isRoughGuess { rough[t, default: 0] += 1 }
        if t == 56 {
            let trueSlope = (person.trueWeight[t] - person.trueWeight[t - 27]) / 27 * 7
            if let plain = WeightTrend(weights, today: today) { slopeErrors["counted alike"]!.append(abs(plain.kgPerWeek - trueSlope)) }
            if let light = WeightTrend(weights, today: today, factor: { person.lutealDays.contains($0) ? EnergyModelConstants.standard.lutealWeightFactor : 1 }) {
                slopeErrors["luteal down-weighted"]!.append(abs(light.kgPerWeek - trueSlope))
            }
            if let effect = CycleWeightEffect(weights: weights, lutealDays: person.lutealDays, today: today) {
                slopeErrors["luteal step taken out"]!.append(abs(effect.adjustedSlopeKgPerWeek - trueSlope))
            }
        }
    }
}
let elapsed = secondsSince(began)

func f(_ x: Double) -> String { x.isNaN ? "  n/a" : String(format: "%5.0f", x) }
print("Energy benchmark: \(people) simulated people, seed 0xB1000000+i, \(String(format: "%.2f", elapsed)) s for all estimates")
print("Mean absolute error of maintenance, kcal/day (median in brackets)")
print("method                          | vs logging units: 2 wk      4 wk      8 wk    | vs true expenditure: 2 wk  4 wk   8 wk")
for method in methods {
    let row = checkpoints.map { t in
        let e = table[method]![t]!
        return "\(f(Errors.mean(e.absLogged))) (\(f(Errors.median(e.absLogged))))"
    }.joined(separator: " ")
    let truth = checkpoints.map { f(Errors.mean(table[method]![$0]!.absTrue)) }.joined(separator: " ")
    let missing = checkpoints.map { table[method]![$0]!.missing }.reduce(0, +)
    print("\(method.padding(toLength: 31, withPad: " ", startingAt: 0)) | \(row) | \(truth)\(missing > 0 ? "  (\(missing) no estimate)" : "")")
}
print(String(format: "80%% range holds the maintenance in logging units: %.0f%% of estimates", 100 * Double(coverage) / Double(coverageCount)))
print("Labelled a rough guess: " + checkpoints.map { "\($0 / 7) wk \(100 * (rough[$0] ?? 0) / people)%" }.joined(separator: ", "))
for (name, errors) in slopeErrors.sorted(by: { $0.key < $1.key }) {
    print(String(format: "Weight trend at 8 weeks, %@: mean abs error %.3f kg/week (median %.3f), n=%d", name, Errors.mean(errors), Errors.median(errors), errors.count))
}
for name in ["counted alike", "luteal down-weighted", "luteal step taken out"] {
    print(String(format: "Trend bias (estimate − truth), weeks 4–8, %@: late luteal days %+.3f kg/week (n=%d), other days %+.3f kg/week (n=%d)",
                 name, Errors.mean(lateLutealBias[name]!), lateLutealBias[name]!.count, Errors.mean(otherDayBias[name]!), otherDayBias[name]!.count))
}
