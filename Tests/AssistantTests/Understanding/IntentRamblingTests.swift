@testable import Assistant
import Content
import Foundation
@testable import IntentModel
import Testing

/// Rambling training copies (`IntentTraining.rambled`): background sentences before a request,
/// made deterministically from a held list, and the lists' hygiene.
@Suite struct IntentRamblingTests {
    static let corpus = PackageFolder.corpus
    static func histories(_ name: String) throws -> [String] {
        IntentTraining.histories(text: try String(contentsOf: corpus.appending(path: name), encoding: .utf8))
    }
    static let messages: [(text: String, intent: String)] = (0..<400).map { index in
        (["when is my next period", "am i fertile today", "hi there", "book me a flight"][index % 4] + " \(index)",
         ["cycle.next_period", "cycle.fertile", "chat.greeting", IntentModel.outOfScope][index % 4])
    }

    @Test func copiesAreDeterministicAndDependOnTheSeed() throws {
        let histories = try Self.histories("history-sentences.txt")
        let first = IntentTraining.rambled(Self.messages, histories: histories, share: 0.5, seed: 7)
        let again = IntentTraining.rambled(Self.messages, histories: histories, share: 0.5, seed: 7)
        let other = IntentTraining.rambled(Self.messages, histories: histories, share: 0.5, seed: 8)
        #expect(first.map(\.text) == again.map(\.text))
        #expect(first.map(\.text) != other.map(\.text))
        // About the share of eligible messages (300 of 400: greetings get none).
        #expect((110...190).contains(first.count))
    }

    @Test func aCopyIsItsMessageAfterOneOrTwoBackgroundSentences() throws {
        let histories = try Self.histories("history-sentences.txt")
        let copies = IntentTraining.rambled(Self.messages, histories: histories, share: 1, seed: 1)
        #expect(copies.count == 300)
        #expect(copies.map(\.copyOf) == copies.map(\.copyOf).sorted())
        var two = 0
        for copy in copies {
            let message = Self.messages[copy.copyOf]
            #expect(copy.intent == message.intent)
            #expect(!IntentTraining.unaugmentedIntents.contains(copy.intent))
            #expect(copy.text.hasSuffix(" " + message.text))
            let background = String(copy.text.dropLast(message.text.count + 1))
            let used = histories.filter { background.contains($0) }
            #expect((1...2).contains(used.count), "\(copy.text)")
            if used.count == 2 { two += 1 }
        }
        #expect(two > 100 && two < 200)
    }

    @Test func aMessagesCopyDoesNotDependOnTheMessagesAfterIt() throws {
        let histories = try Self.histories("history-sentences.txt")
        let all = IntentTraining.rambled(Self.messages, histories: histories, share: 0.5, seed: 3)
        let fewer = IntentTraining.rambled(Array(Self.messages.prefix(200)), histories: histories, share: 0.5, seed: 3)
        #expect(all.filter { $0.copyOf < 200 }.map(\.text) == fewer.map(\.text))
    }

    @Test func theMeasuringListIsKeptApartFromTheTrainingList() throws {
        let training = try Self.histories("history-sentences.txt"), measuring = try Self.histories("history-sentences-eval.txt")
        #expect(training.count >= 150)
        #expect(measuring.count >= 50)
        #expect(Set(training.map { $0.lowercased() }).isDisjoint(with: measuring.map { $0.lowercased() }))
        // Background, never a request.
        for sentence in training + measuring { #expect(!sentence.contains("?"), "\(sentence)") }
    }

    @Test func aRamblingMessageIsReadForTrainingExactlyAsTheClassifierReadsIt() throws {
        let assistant = AssistantFixture.assistant
        let reader = try IntentTraining.Reader(knowledge: try Knowledge.load(), files: EmbeddedFiles.all)
        for text in ["I'm 34 and we've been trying for a while. My last period was weird. when should i test",
                     "so work has been mad lately. anyway what phase am i in"] {
            let read = reader.read(text, intent: "x")
            let message = assistant.analyzer.analyze(text, today: AssistantFixture.today, profiles: [])
            #expect(assistant.classifier.model.rank(read.tokens, named: read.named) == assistant.classifier.rank(message))
        }
    }
}
