import CycleCore
import Foundation
import Testing
@testable import Wellness

@Suite struct PatternFinderTests {
    /// Benjamini–Hochberg at 5% under a complete null reports anything in at most about 5% of
    /// datasets. 200 datasets estimate that rate only to ±3% (seeds 1–200 alone gave 12, 6.0%),
    /// so the rate is measured on 1000 and each block of 200 is printed.
    @Test func nullDatasetsRarelyReportAPattern() {
        var withAny = 0, tests = 0
        var blocks: [Int] = []
        for block in 0..<5 {
            var inBlock = 0
            for seed in UInt64(block * 200 + 1)...UInt64(block * 200 + 200) {
                let data = SyntheticData.lifestyleDataset(seed: seed)
                let report = PatternFinder.find(exposures: data.exposures, scores: data.scores, seed: seed)
                tests += report.tested.count
                if !report.found.isEmpty { inBlock += 1 }
            }
            blocks.append(inBlock)
            withAny += inBlock
        }
        print("null datasets reporting any pattern: \(withAny)/1000 (blocks of 200: \(blocks.map(String.init).joined(separator: ", "))); \(tests) pairs tested")
        #expect(withAny <= 50)
    }

    @Test func aRealisticInjectedEffectIsMostlyFound() {
        var found = 0, wrong = 0, lateMealFound = 0
        for seed in UInt64(1001)...1100 {
            let data = SyntheticData.lifestyleDataset(seed: seed, effects: [("alcohol", .recovery, -10), ("late meals", .sleep, -8)])
            let report = PatternFinder.find(exposures: data.exposures, scores: data.scores, seed: seed)
            if report.found.contains(where: { $0.factor == "alcohol" && $0.score == .recovery && $0.meanDifference < 0 }) { found += 1 }
            if report.found.contains(where: { $0.factor == "late meals" && $0.score == .sleep }) { lateMealFound += 1 }
            wrong += report.found.filter { !($0.factor == "alcohol" && $0.score == .recovery) && !($0.factor == "late meals" && $0.score == .sleep) }.count
        }
        print("injected effects over 90 days: alcohol −10 recovery found \(found)/100; late meals −8 sleep found \(lateMealFound)/100; other pairs reported \(wrong)")
        #expect(found >= 70)
        #expect(lateMealFound >= 50)
    }

    @Test func aFoundPatternIsWordedAsAnAssociationWithItsInterval() throws {
        let data = SyntheticData.lifestyleDataset(seed: 1001, effects: [("alcohol", .recovery, -15)])
        let report = PatternFinder.find(exposures: data.exposures, scores: data.scores, seed: 1)
        let pattern = try #require(report.found.first { $0.factor == "alcohol" })
        let interval = try #require(pattern.interval)
        #expect(interval.upperBound < 0)
        #expect(interval.contains(pattern.meanDifference))
        #expect(pattern.sentence.hasPrefix("After days with alcohol your recovery score averaged"))
        // A lower score reads with a positive interval of the size: "15 points lower (95% CI 10 to 20; …)".
        #expect(pattern.sentence.contains("points lower (95% CI \(Int((-interval.upperBound).rounded())) to \(Int((-interval.lowerBound).rounded()));"))
        #expect(pattern.sentence.contains("not proof"))
        #expect(!pattern.sentence.contains("because"))
    }

    @Test func pairsWithTooFewDaysAreNotTested() {
        var exposures: [Day: [String: Bool]] = [:], recovery: [Day: Double] = [:]
        let first = Day(year: 2025, month: 1, day: 1)!
        for i in 0..<30 {
            exposures[first + i] = ["tobacco": i < 5]
            recovery[first + i + 1] = i < 5 ? 20 : 80
        }
        let report = PatternFinder.find(exposures: exposures, scores: [.recovery: recovery], seed: 1)
        #expect(report.tested.isEmpty)
        #expect(report.found.isEmpty)
        #expect(report.notTested == ["tobacco × recovery: 5 days with and 25 without; 10 of each needed"])
    }

    @Test func theSameSeedGivesTheSameReport() {
        let data = SyntheticData.lifestyleDataset(seed: 5, effects: [("alcohol", .recovery, -10)])
        #expect(PatternFinder.find(exposures: data.exposures, scores: data.scores, seed: 5) ==
                PatternFinder.find(exposures: data.exposures, scores: data.scores, seed: 5))
    }
}
