@testable import Assistant
import Content
import CycleCore
import Testing

/// The template sweep on the path people's messages take (`Assistant.respond`: follow-ups, the
/// write gate, the output filter): every message of every intent and guard in every scenario,
/// then each follow-up after it, must answer with text that is filled, unfiltered and has no
/// empty part ("- From Sat 24 Oct:" with nothing after it).
@Suite struct TemplateSweepThroughRespondTests {
    let assistant = AssistantFixture.assistant

    /// Follow-ups asked after each message, in the conversation it left.
    static let followUps = ["and the one after?", "why?", "what about week 21?", "and next month?"]

    /// The sweep's scenarios, and trying to conceive with a temperature chart: readings in the
    /// last cycle (with a shift) and none in the cycles before it.
    static var scenarios: [TemplateSweepTests.Scenario] {
        let first = Day(year: 2026, month: 5, day: 1)!
        let lengths = [28, 30, 27, 29, 28, 31]
        let lastStart = lengths.reduce(first) { $0 + $1 }
        let charted: @Sendable () -> InMemoryStore = {
            let store = InMemoryStore.cycles(from: first, lengths: lengths, mode: .ttc)
            for offset in 0..<26 {
                let celsius = offset < 14 ? 36.3 + Double(offset % 3) * 0.05 : 36.75 + Double(offset % 2) * 0.05
                store.temperatureLog.append(BasalTemperature(day: lastStart + offset, celsius: celsius))
            }
            return store
        }
        return TemplateSweepTests.scenarios + [
            .init(name: "ttc charted luteal", make: charted, today: lastStart + 25),
            .init(name: "ttc charted next cycle", make: charted, today: lastStart + 33),
        ]
    }

    @Test(arguments: scenarios)
    func everyAnswerAndFollowUpRendersWithoutEmptyParts(scenario: TemplateSweepTests.Scenario) {
        var problems: [String] = []
        let opening = TemplateSweepTests.messages.filter { !Self.followUps.contains($0) && $0 != "why?" }
        for message in opening {
            let store = scenario.make()
            var conversation = Conversation()
            let reply = assistant.respond(to: message, in: &conversation, store: store, today: scenario.today)
            problems += Self.problems(in: reply, after: message)
            for followUp in Self.followUps {
                var continued = conversation
                let answer = assistant.respond(to: followUp, in: &continued, store: store, today: scenario.today)
                problems += Self.problems(in: answer, after: "\(message) → \(followUp)")
            }
        }
        for problem in problems.prefix(20) { print("[\(scenario.name)] \(problem)") }
        #expect(problems.isEmpty, "\(problems.count) problems in \(scenario.name)")
    }

    static func problems(in reply: Reply, after message: String) -> [String] {
        var found: [String] = []
        let text = reply.text
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { found.append("\(message) [\(reply.intent)]: empty answer") }
        if text.contains("ERROR") { found.append("\(message) [\(reply.intent)]: \(text)") }
        if text.contains("{{") || text.contains("}}") { found.append("\(message) [\(reply.intent)]: unfilled: \(text)") }
        if reply.filtered { found.append("\(message) [\(reply.intent)]: the output filter replaced the answer") }
        for part in EmptyParts.find(in: text) { found.append("\(message) [\(reply.intent)]: empty part '\(part)' in: \(text)") }
        return found
    }

    @Test func emptyPartsAreFoundAndFilledOnesAreNot() {
        #expect(EmptyParts.find(in: "Your periods:\n- From Sat 24 Oct: \n- From Mon 23 Nov: light") == ["- From Sat 24 Oct:"])
        #expect(EmptyParts.find(in: "Next period:") == ["Next period:"])
        #expect(EmptyParts.find(in: "Here is your week:\n- Mon: rest\n- Tue: walk") == [])
        #expect(EmptyParts.find(in: "- \n- a") == ["-"])
        #expect(EmptyParts.find(in: "Try this () today") == ["()"])
        #expect(EmptyParts.find(in: "At 10:30 (about 2 h): fine.") == [])
    }
}

/// Parts of an answer left empty by a value that rendered as nothing.
enum EmptyParts {
    static let bullets: Set<Character> = ["-", "•", "*", "·"]

    /// Each empty part of `text`: a label line ending in ":" with nothing after it (the next
    /// line blank or missing, or a list item followed by another item), a bullet with no text,
    /// or empty brackets.
    static func find(in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var found: [String] = []
        for (index, line) in lines.enumerated() {
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            let isItem = line.first.map { bullets.contains($0) } ?? false
            if isItem, line.dropFirst().trimmingCharacters(in: .whitespaces).isEmpty {
                found.append(line)
            } else if line.hasSuffix(":"), next.isEmpty || (isItem && (next.first.map { bullets.contains($0) } ?? false)) {
                found.append(line)
            }
            for empty in ["()", "( )", "[]"] where line.contains(empty) { found.append(empty) }
        }
        return found
    }
}
