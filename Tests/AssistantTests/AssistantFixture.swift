@testable import Assistant
import Content
import CycleCore
import Foundation

/// The real assistant built from the embedded Knowledge, shared by the tests.
enum AssistantFixture {
    static let assistant: Assistant = {
        do {
            let knowledge = try Knowledge.load()
            return try Assistant(knowledge: knowledge, files: EmbeddedFiles.all)
        } catch {
            fatalError("the assistant does not load: \(error)")
        }
    }()

    /// The corpus's fixed today (a Sunday).
    static let today = Day(year: 2026, month: 11, day: 22)!

    /// One labelled line of `Corpus/utterances.tsv`.
    struct Labelled: Sendable {
        let line: Int
        let intent: String
        let guardKind: String?
        let day: Day?
        let utterance: String
    }

    static let corpus: [Labelled] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Corpus/utterances.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").enumerated().dropFirst().compactMap { index, line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 4 else { return nil }
            return Labelled(
                line: index + 1, intent: columns[0], guardKind: columns[1] == "-" ? nil : columns[1],
                day: columns[2] == "-" ? nil : Day(columns[2]), utterance: columns[3]
            )
        }
    }()
}
