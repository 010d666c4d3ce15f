@testable import Assistant
import CycleCore
import Testing

/// After logging a temperature or an ovulation test, the reply says what the chart and the
/// test trend now show, never as a diagnosis.
@Suite struct LogAnswerFertilitySignTests {
    let assistant = AssistantFixture.assistant
    let first = Day(year: 2026, month: 8, day: 1)!
    /// The start of the cycle in progress (three 28-day cycles after `first`).
    var cycleStart: Day { first + 84 }

    /// A ttc store whose current cycle has `count` readings: 36.40, then 36.70 from offset 15.
    func store(readings count: Int) -> InMemoryStore {
        let store = InMemoryStore.cycles(from: first, lengths: [28, 28, 28], mode: .ttc)
        store.temperatureLog = (0..<count).map { BasalTemperature(day: cycleStart + $0, celsius: $0 < 15 ? 36.40 : 36.70) }
        return store
    }

    func reply(_ message: String, _ store: InMemoryStore, today: Day) -> Reply {
        var conversation = Conversation()
        return assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    @Test func aTemperatureThatCompletesTheRuleIsReportedAsAConfirmedShiftConsistentWithOvulation() {
        let answer = reply("temp 36.7 this morning", store(readings: 17), today: cycleStart + 17)
        #expect(answer.intent == "log.temperature")
        #expect(answer.text.contains("confirmed"), "\(answer.text)")
        #expect(answer.text.contains("consistent with ovulation around"), "\(answer.text)")
        #expect(!answer.text.lowercased().contains("you ovulated"))
    }

    @Test func aTemperatureBeforeTheRuleIsMetIsReportedAsPending() {
        let answer = reply("temp 36.7 this morning", store(readings: 16), today: cycleStart + 16)
        #expect(answer.text.contains("pending"), "\(answer.text)")
        #expect(!answer.text.contains("consistent with ovulation"))
    }

    @Test func aPositiveOvulationTestNamesTheLikelyWindowAndTheTwoMostFertileDays() {
        let answer = reply("positive opk today", store(readings: 0), today: cycleStart + 13)
        #expect(answer.intent == "log.ovulation_test")
        #expect(answer.text.contains("within about one to two days"), "\(answer.text)")
        #expect(answer.text.contains("most fertile days"), "\(answer.text)")
    }

    @Test func aNegativeOvulationTestNamesNoFertileDays() {
        let answer = reply("negative opk today", store(readings: 0), today: cycleStart + 10)
        #expect(answer.intent == "log.ovulation_test")
        #expect(!answer.text.contains("most fertile days"), "\(answer.text)")
    }

    @Test(arguments: ["temp 36.7 this morning", "positive opk today"])
    func everyVariantOfTheLogAnswerRendersCleanly(message: String) {
        let rendered = assistant.renderEveryVariant(of: message, store: store(readings: 17), today: cycleStart + 17)
        #expect(rendered.key == "log.done")
        #expect(rendered.texts.allSatisfy { !$0.hasPrefix("ERROR:") && !$0.contains("{{") }, "\(rendered.texts)")
        #expect(rendered.texts.allSatisfy { assistant.knowledge.outputFilter.check($0) == nil }, "\(rendered.texts)")
    }
}
