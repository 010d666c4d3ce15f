@testable import Assistant
import Content
import Foundation
import Testing

/// Retrieval accuracy of the shipped topic library on the held-out question sets
/// (`Corpus/topic-questions-*.tsv`, `question<TAB>topic_id`, written by the topic authors in
/// real people's words and never used to tune retrieval). Prints top-1 and top-3 per set.
@Suite struct TopicRetrievalAccuracyTests {
    /// The floor this test holds: measured top-3 on the held-out sets, rounded down. With the
    /// library grown from 289 to 610 topics, some questions labelled for the first library now
    /// rank a newer topic that answers them as well or better ("a UTI at 12 weeks" →
    /// `uti-in-pregnancy` rather than `antibiotics-pregnancy`), and some are real misses: 84.2%
    /// top-3 on 2026-11-25 (it was 85–86% with 289 topics). With word families
    /// (`WordFamily`: "ovulates" meets "ovulation"), 85.8% top-3 and 71.8% top-1.
    static let topThreeFloor = 0.85
    static let topOneFloor = 0.71

    static func questionSets() -> [(name: String, rows: [(question: String, id: String)])] {
        let folder = PackageFolder.corpus
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix("topic-questions") && $0.hasSuffix(".tsv") }.sorted()
        return names.map { name in
            let text = (try? String(contentsOf: folder.appending(path: name), encoding: .utf8)) ?? ""
            let rows = text.split(separator: "\n").dropFirst().compactMap { line -> (String, String)? in
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return columns.count >= 2 ? (columns[0], columns[1].trimmingCharacters(in: .whitespaces)) : nil
            }
            return (name, rows)
        }
    }

    @Test func everyLabelledTopicExists() {
        let library = AssistantFixture.assistant.knowledge.topics
        for set in Self.questionSets() {
            let missing = set.rows.filter { $0.id != "none" && library.topic(id: $0.id) == nil }.map(\.id)
            #expect(missing.isEmpty, "\(set.name) names topics the library lacks: \(Set(missing).sorted())")
        }
    }

    @Test func heldOutQuestionsFindTheirTopicInTheTopThree() {
        let assistant = AssistantFixture.assistant
        let sets = Self.questionSets()
        #expect(sets.count >= 2, "the held-out sets topic-questions-a.tsv and -b.tsv are missing")
        var total = (top1: 0, top3: 0, count: 0)
        for set in sets {
            // Only the figures are printed: a held-out question is never shown, so nobody tunes on it.
            var top1 = 0, top3 = 0
            for row in set.rows {
                let result = assistant.searchTopics(row.question, limit: 3, today: AssistantFixture.today)
                let hits = result.hits.map(\.topic.id)
                // "none" marks a question the library does not cover: right when nothing fits.
                if row.id == "none" {
                    if !result.fits { top1 += 1; top3 += 1 }
                    continue
                }
                if hits.first == row.id { top1 += 1 }
                if hits.contains(row.id) { top3 += 1 }
            }
            let n = max(1, set.rows.count)
            print(String(format: "retrieval %@: %d questions, top-1 %.1f%%, top-3 %.1f%%", set.name, set.rows.count, 100 * Double(top1) / Double(n), 100 * Double(top3) / Double(n)))
            total = (total.top1 + top1, total.top3 + top3, total.count + set.rows.count)
        }
        let n = Double(max(1, total.count))
        print(String(format: "retrieval overall: %d questions, top-1 %.1f%%, top-3 %.1f%%", total.count, 100 * Double(total.top1) / n, 100 * Double(total.top3) / n))
        #expect(Double(total.top3) / n >= Self.topThreeFloor)
        #expect(Double(total.top1) / n >= Self.topOneFloor)
    }

    /// Our own development questions (`dev-topic-questions*.tsv`), used while tuning retrieval:
    /// the first set written from the topic titles, the `-real` set in people's own style
    /// (negations, hypotheticals, partners asking, history before the question), the `-rambling`
    /// set with slang, typos and sentences of history across every area.
    @Test func developmentQuestionsFindTheirTopic() {
        let folder = PackageFolder.corpus
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix("dev-topic-questions") && $0.hasSuffix(".tsv") }.sorted()
        #expect(names.count >= 2)
        for name in names {
            let text = (try? String(contentsOf: folder.appending(path: name), encoding: .utf8)) ?? ""
            var top1 = 0, top3 = 0, count = 0
            for line in text.split(separator: "\n").dropFirst() {
                let columns = line.split(separator: "\t").map(String.init)
                guard columns.count == 2 else { continue }
                count += 1
                let hits = AssistantFixture.assistant.searchTopics(columns[0], limit: 3, today: AssistantFixture.today).hits.map(\.topic.id)
                if hits.first == columns[1] { top1 += 1 } else { print("  dev \(hits.contains(columns[1]) ? "not first" : "miss") \(columns[1]) ← \(columns[0]) (got \(hits.joined(separator: ", ")))") }
                if hits.contains(columns[1]) { top3 += 1 }
            }
            print(String(format: "retrieval development %@: %d questions, top-1 %.1f%%, top-3 %.1f%%", name, count, 100 * Double(top1) / Double(max(1, count)), 100 * Double(top3) / Double(max(1, count))))
            #expect(count >= 50)
            #expect(Double(top3) / Double(max(1, count)) >= (Self.developmentTopThreeFloors[name] ?? 0.9), "\(name)")
        }
    }

    /// The floor each development set holds (top-3), measured and rounded down.
    /// (With 610 topics, 2026-11-25: 95.0%, 83.9% and 91.8%; the same relabelling note as
    /// `topThreeFloor`. With 630, 2026-11-27: 95.0%, 82.1% and 91.2%: "…im so anxious this
    /// time round. how common is it to have another one?" now ranks the topic on worrying
    /// for the baby second, after the one on anxiety in early pregnancy, and how common a
    /// miscarriage is fourth.)
    static let developmentTopThreeFloors = ["dev-topic-questions.tsv": 0.95, "dev-topic-questions-real.tsv": 0.82,
                                             "dev-topic-questions-rambling.tsv": 0.91]

    @Test func theLibraryHoldsAtLeast250Topics() {
        #expect(AssistantFixture.assistant.knowledge.topics.topics.count >= 250)
    }
}
