@testable import Assistant
import CycleCore
import Testing

/// "I'm 38, is it harder to get pregnant?" gives the person's age, not the word "age": the
/// topic search reads an age ("I'm 38", "at 41", "44 years old") as asking about age, so the
/// question reaches "How age affects fertility" instead of a tip list. Nothing is written.
@Suite struct AgeQuestionTests {
    @Test(arguments: ["i'm 38 is it harder to get pregnant", "I'm 38, is it harder to get pregnant?",
                      "is it harder to conceive at 39", "im 41 years old, can i still get pregnant naturally"])
    func aQuestionGivingAnAgeReachesTheAgeTopic(_ message: String) {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(reply.topic == "age-and-fertility", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func anAgeBeforeAQuestionAboutTheirOwnCycleKeepsTheirData() {
        let reply = TopicFixture.chat(["i'm 38, when is my next period?"], store: TopicFixture.cycleStore())[0]
        #expect(reply.intent == "cycle.next_period", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.topic == nil)
    }
}

@Suite struct AgeReadingTests {
    @Test func anAgeIsANumberAfterIAmAtOrAgedOrBeforeYears() {
        #expect(TopicRetriever.namesAnAge(["i", "am", "38", "is", "it", "harder"]))
        #expect(TopicRetriever.namesAnAge(["harder", "at", "41"]))
        #expect(TopicRetriever.namesAnAge(["44", "years", "old"]))
    }

    @Test func aDurationOrACycleDayIsNoAge() {
        #expect(!TopicRetriever.namesAnAge(["i", "am", "38", "weeks", "pregnant"]))
        #expect(!TopicRetriever.namesAnAge(["do", "i", "ovulate", "at", "16"]))
        #expect(!TopicRetriever.namesAnAge(["at", "40", "weeks"]))
        #expect(!TopicRetriever.namesAnAge(["i", "am", "14", "dpo"]))
        #expect(!TopicRetriever.namesAnAge(["my", "cycle", "is", "38", "days"]))
    }
}
