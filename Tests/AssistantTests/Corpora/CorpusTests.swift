@testable import Assistant
import CycleCore
import Foundation
import Testing

/// Measures understanding on the labelled corpus: intent accuracy, guard recall and
/// precision, and day resolution; prints a confusion summary to the test log.
///
/// The corpus is part of the intent model's TRAINING data, so its intent accuracy is a
/// training figure (how well the model fits what it was taught), not a held-out one; the
/// held-out figure is `swift run -c release IntentBenchmark` on `Corpus/intents-heldout.tsv`.
@Suite struct CorpusTests {
    let assistant = AssistantFixture.assistant
    let corpus = AssistantFixture.corpus

    @Test func theCorpusIsLargeAndCoversEveryIntent() {
        #expect(corpus.count >= 700)
        let labelled = Set(corpus.map(\.intent))
        for intent in assistant.intentNames { #expect(labelled.contains(intent), "no corpus line for \(intent)") }
    }

    @Test func intentAccuracyOnTheTrainingCorpusIsAtLeast95Percent() {
        var correct = 0
        var confusions: [String: Int] = [:]
        var perIntent: [String: (right: Int, total: Int)] = [:]
        for item in corpus {
            let result = assistant.understand(item.utterance, today: AssistantFixture.today)
            let got = result.classification.intent
            perIntent[item.intent, default: (0, 0)].total += 1
            if got == item.intent {
                correct += 1
                perIntent[item.intent]!.right += 1
            } else {
                confusions["\(item.intent) → \(got)", default: 0] += 1
            }
        }
        let accuracy = Double(correct) / Double(corpus.count)
        print("intent accuracy (training data): \(correct)/\(corpus.count) = \(String(format: "%.1f%%", accuracy * 100))")
        for (intent, counts) in perIntent.sorted(by: { $0.key < $1.key }) where counts.right < counts.total {
            print("  \(intent): \(counts.right)/\(counts.total)")
        }
        print("most common confusions:")
        for (pair, count) in confusions.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(25) {
            print("  \(count)× \(pair)")
        }
        #expect(accuracy >= 0.95)
    }

    @Test func everyEmergencyAndCrisisLineTripsItsGuard() {
        var missed: [String] = []
        var counts: [String: (hit: Int, total: Int)] = [:]
        var falseAlarms: [String] = []
        for item in corpus {
            let result = assistant.understand(item.utterance, today: AssistantFixture.today)
            if let expected = item.guardKind {
                counts[expected, default: (0, 0)].total += 1
                if result.guardKind?.rawValue == expected {
                    counts[expected]!.hit += 1
                } else if expected == "emergency" || expected == "crisis" {
                    missed.append("line \(item.line) [\(expected), got \(result.guardKind?.rawValue ?? "none")]: \(item.utterance)")
                }
            } else if let fired = result.guardKind {
                falseAlarms.append("line \(item.line) [\(fired.rawValue)]: \(item.utterance)")
            }
        }
        for (guardName, count) in counts.sorted(by: { $0.key < $1.key }) {
            print("guard \(guardName): recall \(count.hit)/\(count.total)")
        }
        print("false alarms: \(falseAlarms.count)")
        for line in falseAlarms.prefix(15) { print("  " + line) }
        for line in missed { print("MISSED " + line) }
        #expect(missed.isEmpty)
        #expect(counts["diagnosis"].map { Double($0.hit) / Double($0.total) } ?? 0 >= 0.9)
        #expect(counts["medication"].map { Double($0.hit) / Double($0.total) } ?? 0 >= 0.9)
        #expect(counts["contraception"].map { Double($0.hit) / Double($0.total) } ?? 0 >= 0.9)
        #expect(falseAlarms.count <= corpus.count / 50)
    }

    @Test func daysAreResolvedAtLeast98PercentOfTheTime() {
        let withDays = corpus.filter { $0.day != nil }
        var wrong: [String] = []
        for item in withDays {
            let result = assistant.understand(item.utterance, today: AssistantFixture.today)
            let found = result.message.first(.day)?.day
            if found != item.day { wrong.append("line \(item.line): expected \(item.day!), got \(found?.iso ?? "none"): \(item.utterance)") }
        }
        let rate = Double(withDays.count - wrong.count) / Double(max(1, withDays.count))
        print("day resolution: \(withDays.count - wrong.count)/\(withDays.count) = \(String(format: "%.1f%%", rate * 100))")
        for line in wrong.prefix(20) { print("  " + line) }
        #expect(rate >= 0.98)
    }

    @Test func noKnowledgeExampleIsCopiedFromTheCorpus() throws {
        let url = PackageFolder.root.appending(path: "Knowledge/assistant/intents.json")
        let data = try Data(contentsOf: url)
        let file = try JSONDecoder().decode(AssistantData.IntentsFile.self, from: data)
        let corpusLines = Set(corpus.map { $0.utterance.lowercased().trimmingCharacters(in: .whitespaces) })
        let copied = file.intents.flatMap(\.examples).filter { corpusLines.contains($0.lowercased().trimmingCharacters(in: .whitespaces)) }
        #expect(copied.isEmpty, "examples copied from the corpus: \(copied)")
    }
}
