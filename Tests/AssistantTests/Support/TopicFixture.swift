@testable import Assistant
import Content
import CycleCore
import Foundation

/// The assistant with the embedded Knowledge plus the development topics of
/// `Corpus/dev-topics.json` (ids prefixed `dev-`), so topic behaviour is tested on topics
/// whose wording the tests control, whatever the shipped library holds.
enum TopicFixture {
    static let files: [String: String] = {
        let url = PackageFolder.corpus.appending(path: "dev-topics.json")
        var files = EmbeddedFiles.all
        files["topics/dev.json"] = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return files
    }()

    static let assistant: Assistant = {
        do {
            return try Assistant(knowledge: try Knowledge(files: files, name: "the test copy"), files: files)
        } catch {
            fatalError("the assistant with development topics does not load: \(error)")
        }
    }()

    /// Six periods, 28–30 days apart, lasting 4–6 days, the last starting 2026-10-12.
    static func cycleStore(mode: Mode = .cycle) -> InMemoryStore {
        var start = Day(year: 2026, month: 5, day: 21)!
        var periods: [PeriodRecord] = []
        for (gap, length) in [(29, 5), (28, 4), (30, 6), (29, 5), (28, 4), (0, 5)] {
            periods.append(PeriodRecord(start: start, end: start + (length - 1)))
            start = start + gap
        }
        return InMemoryStore(mode: mode, periods: periods)
    }

    /// Answers `messages` in one conversation; returns every reply.
    static func chat(_ messages: [String], store: InMemoryStore = InMemoryStore(), assistant: Assistant = TopicFixture.assistant) -> [Reply] {
        var conversation = Conversation()
        return messages.map { assistant.respond(to: $0, in: &conversation, store: store, today: AssistantFixture.today) }
    }
}

extension TopicFixture {
    /// Answers `messages` in one conversation on `store`; returns what was written and every reply.
    static func writes(_ messages: [String], _ store: InMemoryStore = TopicFixture.cycleStore()) -> ([JournalWrite], [Reply]) {
        let replies = chat(messages, store: store)
        return (store.writes, replies)
    }

    /// A store in pregnancy mode, `weeks` weeks along on `AssistantFixture.today`.
    static func pregnantStore(weeks: Int) -> InMemoryStore {
        InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: AssistantFixture.today + (40 - weeks) * 7))
    }
}
