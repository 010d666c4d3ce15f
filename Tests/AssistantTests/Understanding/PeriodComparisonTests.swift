@testable import Assistant
import CycleCore
import Testing

/// "My period is heavier than usual this month" compares a period with the usual ones: it
/// names no end of a period, so Bloom never asks which day the period ended, and writes
/// nothing on its own.
@Suite struct PeriodComparisonTests {
    @Test(arguments: ["my period is heavier than usual this month", "my period was heavier than usual this month",
                      "my period is way heavier than last month"])
    func aPeriodComparedWithTheUsualIsNotReadAsItsEnd(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(reply.intent != "log.period_end", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(!reply.text.contains("period end") && !reply.text.contains("Which day"), "\(reply.text)")
        // The heavy-period topics answer it (what counts as heavy, or what makes periods heavier).
        #expect(reply.topic?.hasPrefix("heavy-periods") == true, "\(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func aNamedEndStillEndsThePeriod() {
        let store = TopicFixture.cycleStore()
        let reply = AssistantFixture.chat(["my period ended yesterday"], store: store)[0]
        #expect(reply.intent == "log.period_end", "\(reply.intent): \(reply.text)")
    }
}

@Suite struct PeriodComparisonReadingTests {
    @Test func aComparisonWithoutAnEndIsFound() {
        #expect(Assistant.comparesAPeriodWithoutAnEnd(["my", "period", "is", "heavier", "than", "usual", "this", "month"]))
        #expect(!Assistant.comparesAPeriodWithoutAnEnd(["my", "period", "ended", "earlier", "than", "usual"]))
        #expect(!Assistant.comparesAPeriodWithoutAnEnd(["my", "period", "ended", "yesterday"]))
        #expect(Assistant.comparesAPeriodWithoutAnEnd(["heavier", "than", "last", "month"]))
        #expect(!Assistant.comparesAPeriodWithoutAnEnd(["last", "day", "was", "lighter", "than", "usual"]))
    }
}
