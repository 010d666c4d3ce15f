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

/// Period pain at its worst is worth a GP appointment, not A&E: the emergency guard's
/// "worst pain" pattern does not count when the pain is named as period pain, and the
/// painful-periods rule gives the level; fainting with it still calls an ambulance.
@Suite struct PeriodPainCareTests {
    let assistant = AssistantFixture.assistant

    func reply(_ message: String, _ store: InMemoryStore = InMemoryStore.cycles(from: Day(year: 2026, month: 8, day: 18)!, lengths: [28, 28, 28])) -> Reply {
        var conversation = Conversation()
        return assistant.respond(to: message, in: &conversation, store: store, today: AssistantFixture.today)
    }

    @Test(arguments: ["worst period cramps ever, cant get out of bed", "unbearable cramps during my period every month, i miss school"])
    func theWorstPeriodPainIsAnAppointmentNotUrgentCare(message: String) {
        let answer = reply(message)
        #expect(answer.guardKind == nil, "\(String(describing: answer.guardKind))")
        #expect(answer.care.map { $0.level < .gpToday } ?? true, "\(String(describing: answer.care)): \(answer.text)")
        #expect(!answer.text.contains("A&E"), "\(answer.text)")
    }

    @Test func anOfferToLogPeriodPainThatKeepsSomeoneInBedSaysWhyToSeeAGP() {
        let answer = reply("worst period cramps ever, cant get out of bed")
        #expect(answer.care?.level == .appointment, "\(String(describing: answer.care))")
        #expect(answer.text.contains("GP"), "\(answer.text)")
        #expect(answer.actions.isEmpty)
    }

    @Test func periodPainWithFaintingStillCallsAnAmbulance() {
        let answer = reply("worst period cramps ever and i fainted in the shower")
        #expect(answer.care?.level == .ambulance, "\(String(describing: answer.care))")
    }
}
