@testable import Assistant
import Content
import CycleCore
import Testing

/// Renders every answer template, every variant, in every mode × phase (or trimester) with
/// empty, short and long histories, for a message of every intent and guard; each must pass
/// the output filter, fill every variable and leave no part empty. `TemplateSweepThroughRespondTests`
/// sends the same messages, and follow-ups after them, through `respond`.
@Suite struct TemplateSweepTests {
    let assistant = AssistantFixture.assistant

    /// A named situation: a store and a day.
    struct Scenario: CustomStringConvertible, Sendable {
        let name: String
        let make: @Sendable () -> InMemoryStore
        let today: Day
        var description: String { name }
    }

    static var scenarios: [Scenario] {
        let first = Day(year: 2026, month: 5, day: 1)!
        var list: [Scenario] = []
        for mode in [Mode.cycle, .ttc] {
            list.append(Scenario(name: "\(mode) empty", make: { InMemoryStore(mode: mode) }, today: AssistantFixture.today))
            for (label, lengths) in [("short", [29]), ("long", [28, 30, 27, 29, 28, 31])] {
                let store: @Sendable () -> InMemoryStore = { InMemoryStore.cycles(from: first, lengths: lengths, mode: mode) }
                let lastStart = lengths.reduce(first) { $0 + $1 }
                // Day offsets from the last start landing in each phase, and a late day.
                for (phase, offset) in [("menstrual", 1), ("follicular", 7), ("ovulation", 14), ("luteal", 22), ("late", 40)] {
                    list.append(Scenario(name: "\(mode) \(label) \(phase)", make: store, today: lastStart + offset))
                }
            }
        }
        let lmp = Day(year: 2026, month: 5, day: 1)!
        for (label, offset) in [("t1", 60), ("t2", 140), ("t3", 230)] {
            list.append(Scenario(name: "pregnancy \(label)", make: { InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: lmp)) }, today: lmp + offset))
        }
        list.append(Scenario(name: "pregnancy undated", make: { InMemoryStore(mode: .pregnancy) }, today: AssistantFixture.today))
        return list
    }

    /// One message per intent and guard, taken from the corpus.
    static var messages: [String] {
        var seen: Set<String> = []
        var picked: [String] = []
        for item in AssistantFixture.corpus {
            let label = item.guardKind ?? item.intent
            if seen.insert(label).inserted { picked.append(item.utterance) }
        }
        return picked + ["and the one after?", "why?", "what about week 21?", "undo that", "my period started the other day"]
            + speechMessages
    }

    /// Messages answered without writing (speech.tmpl), and the writes said in chat.
    static var speechMessages: [String] {
        [
            "cramps", "ttc", "what does a positive opk mean", "is a bbt of 36.2 too low?", "what counts as a heavy period",
            "What helps with awful morning sickness?", "my wife keeps getting migraines", "i never get cramps, is that weird?",
            "how do i delete a symptom i logged by mistake", "when will this period end?", "i've had cramps all day, is that normal?",
            "if i get cramps tonight what should i do", "no cramps today", "i used to get terrible cramps", "is my mood normal?",
            "how much water should i drink?", "can i use bloom if im pregnant?", "took a pregnancy test today, negative",
            "i think i'm pregnant", "had cramps and a headache, also drank 3 glasses of water", "we're expecting, due in june",
            "I just found out I'm pregnant, due 2027-06-01", "it ended on the 7th", "what is the period flow like?",
            "how many calories in a banana?", "lunch was about 650 kcal", "log my lunch",
            "bfp this morning!", "took a test, faint positive", "feeling sick today, bfp this morning", "negative test yesterday",
            "slept about 6 hours last night", "slept 5 to 6 hours last night",
        ]
    }

    @Test(arguments: scenarios)
    func everyTemplateRendersCleanly(scenario: Scenario) {
        var problems: [String] = []
        var renderedKeys: Set<String> = []
        for message in Self.messages {
            let store = scenario.make()
            let result = assistant.renderEveryVariant(of: message, store: store, today: scenario.today)
            renderedKeys.insert(result.key)
            for text in result.texts {
                if text.hasPrefix("ERROR:") { problems.append("\(message): \(text)") }
                if text.contains("{{") || text.contains("}}") { problems.append("\(message): unfilled: \(text)") }
                for part in EmptyParts.find(in: text) { problems.append("\(message) [\(result.key)]: empty part '\(part)': \(text)") }
                if let hit = assistant.knowledge.outputFilter.check(text) {
                    problems.append("\(message) [\(result.key)]: trips \(hit): \(text)")
                }
            }
        }
        for problem in problems.prefix(20) { print("[\(scenario.name)] \(problem)") }
        #expect(problems.isEmpty, "\(problems.count) problems in \(scenario.name)")
    }
}
