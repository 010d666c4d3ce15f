@testable import Assistant
import Content
import CycleCore
import DayModel
import Foundation
import Testing

/// No reply may fail to render (issue 53): every intent is driven through `respond` with
/// messages that leave out the entities it can use (its own bare examples: no food, no day, no
/// number), the same after three sentences of history (several clauses), and in stores with
/// no data, a cycle history and a pregnancy. The development questions of
/// `../shared/data/real-questions-dev.tsv` go through the chat too, read at test time (skipped
/// when the shared folder is not beside the package). A reply fails on the fallback text, on an
/// empty part, and on `replacedKey`: an answer whose template could not be filled.
@Suite struct EveryReplyRendersTests {
    let assistant = AssistantFixture.assistant

    /// No data, a cycle in its luteal phase, trying to conceive, and a pregnancy in its second trimester.
    static var scenarios: [TemplateSweepTests.Scenario] {
        TemplateSweepTests.scenarios.filter { ["cycle empty", "cycle long luteal", "ttc short ovulation", "pregnancy t2", "pregnancy undated"].contains($0.name) }
    }

    /// Three examples of every intent, as they are and after a long history of several clauses.
    static var intentMessages: [String] {
        let files = EmbeddedFiles.all
        guard let intents = try? AssistantData.decode(AssistantData.IntentsFile.self, file: "assistant/intents.json", from: files) else { return [] }
        let history = "I'm 29 and we've been trying for a year, my doctor gave me folic acid and metformin for three months. My period was 12 days late and came today and I feel sick."
        return intents.intents.flatMap { intent in
            intent.examples.prefix(3).flatMap { [$0, "\(history) \($0)?"] }
        }
    }

    /// What a person must never see.
    static func problems(in reply: Reply, to message: String) -> String? {
        if let key = reply.replacedKey { return "\(message) → the answer \(key) could not be rendered" }
        let text = reply.text
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "\(message) → an empty reply" }
        if text.contains("couldn't put that answer together") || text.contains("could not put that answer together") {
            return "\(message) → the fallback text"
        }
        if text.contains("{{") || text.contains("}}") { return "\(message) → a template left unfilled: \(text)" }
        if text.contains("\n\n\n") { return "\(message) → an empty part: \(text)" }
        return nil
    }

    @Test(arguments: scenarios)
    func everyIntentRendersWithTheEntitiesLeftOut(_ scenario: TemplateSweepTests.Scenario) {
        let messages = Self.intentMessages
        #expect(messages.count > 400, "the intents' examples were read")
        var failures: [String] = []
        for message in messages {
            var conversation = Conversation()
            let reply = assistant.respond(to: message, in: &conversation, store: scenario.make(), today: scenario.today)
            if let problem = Self.problems(in: reply, to: message) { failures.append(problem) }
        }
        #expect(failures.isEmpty, "\(failures.count) replies did not render in \(scenario.name):\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// `../shared/data/real-questions-dev.tsv` beside the package, when it is there.
    static var developmentQuestions: [String]? {
        let package = PackageFolder.root
        let file = package.deletingLastPathComponent().appending(path: "shared/data/real-questions-dev.tsv")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init)
        }.filter { !$0.isEmpty }
    }

    @Test(arguments: scenarios)
    func everyDevelopmentQuestionRenders(_ scenario: TemplateSweepTests.Scenario) throws {
        guard let questions = Self.developmentQuestions else { return }
        #expect(questions.count > 300)
        var failures: [String] = []
        for question in questions {
            var conversation = Conversation()
            let reply = assistant.respond(to: question, in: &conversation, store: scenario.make(), today: scenario.today)
            if let problem = Self.problems(in: reply, to: String(question.prefix(80))) { failures.append(problem) }
        }
        #expect(failures.isEmpty, "\(failures.count) replies did not render in \(scenario.name):\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// The replacement itself: an answer whose template needs a value it was not given is
    /// replaced by the library's answer or what Bloom can do, with no offer to log.
    @Test func anAnswerThatCannotRenderIsReplacedWithoutAnOfferToLog() throws {
        let message = "feeling sick today, what foods should I avoid?"
        let understanding = assistant.understand(message, today: AssistantFixture.today)
        var conversation = Conversation()
        conversation.pending = PendingWrite(intent: "log.items", missing: .confirmation, message: "feeling sick today")
        var context = AnswerContext(assistant: assistant, store: InMemoryStore(), today: AssistantFixture.today,
                                    day: try PersonDay(.empty(profileName: "me"), today: AssistantFixture.today),
                                    message: understanding.message, intent: .nutritionAvoid, conversation: conversation, followUp: nil)
        #expect(!assistant.canRender(AnswerOutput(key: .nutritionAvoidItem), context: &context), "a template missing its food does not render")
        let other = assistant.bestOtherAnswer(understanding, context: &context)
        #expect(assistant.canRender(other, context: &context))
        #expect(context.conversation.pending == nil, "nothing is left waiting for a yes")
        #expect(!other.footers.contains(.speechConfirm) && other.values["offer"] == nil, "no offer to log")
    }
}
