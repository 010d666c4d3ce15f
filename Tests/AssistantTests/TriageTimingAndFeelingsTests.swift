@testable import Assistant
import Content
import CycleCore
import Testing

/// Care levels that fit where the person is in their cycle, and feelings said with a face.
/// Trying to conceive, before this cycle's period is due a pregnancy would be too early to show
/// the signs the possibly-pregnant rules look for: one-sided cramps with a positive ovulation
/// test are ovulation pain, not a suspected ectopic pregnancy; once the period is late, the
/// same words are. Sudden severe pain still needs care now. "Feeling 😡" is a mood.
@Suite struct TriageTimingAndFeelingsTests {
    let assistant = AssistantFixture.assistant

    /// Trying, periods every 28 days, the last from 10 Nov: cycle day 13 on 22 Nov.
    static func tryingMidCycle() -> InMemoryStore {
        InMemoryStore.cycles(from: Day(year: 2026, month: 8, day: 18)!, lengths: [28, 28, 28], mode: .ttc)
    }

    func reply(_ message: String, _ store: InMemoryStore, today: Day = AssistantFixture.today) -> Reply {
        var conversation = Conversation()
        return assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    @Test func oneSidedCrampsMidCycleWhileTryingAreNoEmergency() {
        let store = Self.tryingMidCycle()
        let mid = reply("positive opk and ewcm today, also some cramps on my left side", store)
        #expect(mid.care == nil || mid.care!.level < .gpToday, "\(String(describing: mid.care)): \(mid.text)")
        #expect(!mid.text.contains("A&E"))
    }

    @Test func oneSidedPainWithTheSamePeriodLateIsStillUrgent() {
        let store = Self.tryingMidCycle()
        // 20 days later the period (due about 8 Dec) is late.
        let late = reply("sharp pain on my left side today", store, today: AssistantFixture.today + 20)
        #expect(late.care.map { $0.level >= .urgent } == true, "\(String(describing: late.care)): \(late.text)")
    }

    @Test func suddenSeverePainThatIsNotAPeriodsStillNeedsCareNow() {
        let sudden = reply("sudden agonising pain low in my tummy", InMemoryStore())
        #expect(sudden.care.map { $0.level >= .urgent } == true, "\(String(describing: sudden.care))")
    }

    @Test(arguments: [("feeling 😡", "angry"), ("😢 today", "sad"), ("so 😴 today", "tired")])
    func aFaceIsReadAsTheFeelingItShows(message: String, mood: String) {
        let store = InMemoryStore()
        let answer = reply(message, store)
        #expect(!answer.actions.isEmpty && String(describing: store.writes).contains(mood), "\(store.writes): \(answer.text)")
    }
}
