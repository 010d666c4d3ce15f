@testable import Assistant
import Content
import CycleCore
import Foundation
import Testing

/// Triage on labelled vignettes: our development set (`triage-dev-vignettes.tsv`, written
/// while building the rules) and the held-out set (`triage-vignettes.tsv`, written
/// separately and never used to tune rules). Under-triage must be zero on both.
@Suite struct TriageVignetteTests {
    let assistant = AssistantFixture.assistant

    struct Vignette {
        let line: Int
        let message: String
        let context: TriageContext
        let expected: CareLevel
    }

    static func load(_ name: String) -> [Vignette] {
        let url = PackageFolder.corpus.appending(path: name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").enumerated().dropFirst().compactMap { index, line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 3, let context = try? TriageContext(parsing: columns[1].trimmingCharacters(in: .whitespaces)),
                  let level = CareLevel(rawValue: columns[2].trimmingCharacters(in: .whitespaces)) else { return nil }
            return Vignette(line: index + 1, message: columns[0], context: context, expected: level)
        }
    }

    /// Levels compared on the triage scale (pharmacist counts as self-care).
    static func rank(_ level: CareLevel) -> Int { level == .pharmacist ? 0 : level.urgency }

    /// Runs a set; returns (under, over, exact, lines to print). A sealed set's over-triaged
    /// lines are not printed, so nobody tunes on them; an under-triaged line always is (the
    /// test fails on it, and a safety failure must say what it is).
    func evaluate(_ vignettes: [Vignette], name: String, sealed: Bool = false) -> (under: [String], over: Int, exact: Int) {
        var under: [String] = []
        var over: [String] = []
        var exact = 0
        for vignette in vignettes {
            let assessment = assistant.triage(vignette.message, context: vignette.context, today: AssistantFixture.today)
            let got = assessment?.level ?? .selfCare
            let (g, e) = (Self.rank(got), Self.rank(vignette.expected))
            let line = "line \(vignette.line) [\(vignette.context)] expected \(vignette.expected.rawValue), got \(got.rawValue) (\(assessment?.rule ?? "none")): \(vignette.message)"
            if g < e { under.append(line) } else if g > e { over.append(line) } else { exact += 1 }
        }
        print("triage \(name): \(vignettes.count) vignettes, exact \(exact), under-triage \(under.count), over-triage \(over.count)")
        for line in under { print("  UNDER " + line) }
        if !sealed { for line in over { print("  over " + line) } }
        return (under, over.count, exact)
    }

    @Test func theDevelopmentSetHasNoUnderTriage() {
        let vignettes = Self.load("triage-dev-vignettes.tsv")
        #expect(vignettes.count >= 80)
        let result = evaluate(vignettes, name: "development set")
        #expect(result.under.isEmpty)
    }

    /// Development vignettes in people's own style: symptoms said as absent ("no bleeding",
    /// "never get cramps"), hypotheticals ("what if my waters break"), someone else asking and
    /// history before the question. Written to measure over-triage; under-triage must stay 0.
    @Test func theRealStyleDevelopmentSetHasNoUnderTriageAndLittleOverTriage() {
        let vignettes = Self.load("triage-dev-vignettes-real.tsv")
        #expect(vignettes.count >= 35)
        let result = evaluate(vignettes, name: "real-style development set")
        #expect(result.under.isEmpty)
        #expect(result.over <= 8)
    }

    /// Red flags in people's own words (`triage-dev-vignettes-4.tsv`: keeled over, seeing stars,
    /// flooding, a face that has dropped), the set the rules' `concepts` were built on: the
    /// serious misses (urgent or an ambulance expected, less than a GP today given) and the
    /// escalated look-alikes stay at the counts measured when they were built, 25 and 8 before.
    @Test func theFourthDevelopmentSetHasFewSeriousMisses() {
        let vignettes = Self.load("triage-dev-vignettes-4.tsv")
        #expect(vignettes.count >= 230)  // lines labelled "none" have no care level here and are skipped
        var serious: [String] = []
        var escalated = 0
        for vignette in vignettes {
            let got = assistant.triage(vignette.message, context: vignette.context, today: AssistantFixture.today)?.level ?? .selfCare
            if vignette.expected >= .urgent, Self.rank(got) < Self.rank(.gpToday) { serious.append("\(vignette.context) \(vignette.message)") }
            if Self.rank(vignette.expected) <= Self.rank(.appointment), got >= .urgent { escalated += 1 }
        }
        print("triage fourth development set: serious misses \(serious.count), escalated look-alikes \(escalated)")
        #expect(serious.count <= 3, "\(serious.joined(separator: "\n"))")
        #expect(escalated <= 5)
    }

    /// The never-tuned sets (`triage-vignettes-*.tsv`, written later by other authors from
    /// red-flags.md) are read whole: every line parses to a context and a known level.
    @Test func everyLineOfTheNeverTunedSetsParses() throws {
        let folder = PackageFolder.corpus
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("triage-vignettes-") && $0.hasSuffix(".tsv") }.sorted()
        #expect(names.contains("triage-vignettes-c.tsv"))
        for name in names {
            let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
            let lines = text.split(separator: "\n").count - 1
            #expect(lines >= 80, "\(name)")
            #expect(Self.load(name).count == lines, "\(name): some lines lack a message, a known context or a known level")
        }
    }

    /// The third set, written apart from the rules and the other sets: under-triage must be 0
    /// here too.
    @Test func theThirdNeverTunedSetHasNoUnderTriage() {
        let vignettes = Self.load("triage-vignettes-c.tsv")
        #expect(vignettes.count >= 80)
        let result = evaluate(vignettes, name: "third never-tuned set (c)", sealed: true)
        #expect(result.under.isEmpty)
    }

    /// The held-out set, written by another author from red-flags.md; rules were not tuned to it.
    @Test func theHeldOutSetHasNoUnderTriage() {
        let vignettes = Self.load("triage-vignettes.tsv")
        #expect(vignettes.count >= 150)
        let result = evaluate(vignettes, name: "held-out set", sealed: true)
        #expect(result.under.isEmpty)
    }
}
