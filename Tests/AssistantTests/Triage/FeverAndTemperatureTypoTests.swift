@testable import Assistant
import Content
import CycleCore
import Testing

/// A fever outside pregnancy went to A&E through the learned emergency check (no rule placed
/// it), and "log temp 40x" logged a basal temperature of 40 °C: a typo'd number was read as a
/// reading and then as a fever. Phrasings written for this suite.
@Suite struct FeverAndTemperatureTypoTests {
    static func reply(_ message: String, store: InMemoryStore = InMemoryStore()) -> (Reply, InMemoryStore) {
        (TopicFixture.chat([message], store: store)[0], store)
    }

    @Test(arguments: ["i have a fever of 39.5", "temp of 39.5 and i feel awful", "running a fever since last night"])
    func aFeverOutsidePregnancyIsSameDayAdviceNotAAndE(message: String) throws {
        let assessment = AssistantFixture.assistant.triage(message, context: try TriageContext(parsing: "none"), today: AssistantFixture.today)
        #expect(assessment?.rule == "fever-alone" && assessment?.level == .gpToday, "\(assessment.map { "\($0.level) \($0.rule)" } ?? "none")")
    }

    /// A same-day answer leads with the call to the GP and then gives the topic the message
    /// asked about; an urgent one stays the call to act alone.
    @Test func aSameDayAnswerKeepsTheTopicTheMessageAskedAbout() {
        let store = TopicFixture.cycleStore()
        let reply = AssistantFixture.chat(["fever and my vulva is swollen, what could it be"], store: store)[0]
        #expect(reply.text.hasPrefix("Please contact your GP today"), "\(reply.text)")
        #expect(reply.topic == "swollen-vulva", "\(reply.intent): \(reply.text)")
        #expect(reply.text.contains("A swollen vulva"), "\(reply.text)")
        #expect(store.writes.isEmpty)
        let urgent = AssistantFixture.chat(["fever and bad pelvic pain with bleeding, what could it be"], store: TopicFixture.cycleStore())[0]
        #expect(urgent.topic == nil, "\(urgent.topic ?? "none"): \(urgent.text)")
    }

    @Test func aFeverInPregnancyIsStillUrgent() throws {
        let assessment = AssistantFixture.assistant.triage("i have a fever of 38.5", context: try TriageContext(parsing: "pregnant:20"), today: AssistantFixture.today)
        #expect((assessment?.level ?? .selfCare) >= .urgent, "\(assessment.map { "\($0.level) \($0.rule)" } ?? "none")")
    }

    @Test func aFeverWithPelvicPainKeepsItsOwnRule() throws {
        let assessment = AssistantFixture.assistant.triage("fever and bad pelvic pain with bleeding", context: try TriageContext(parsing: "none"), today: AssistantFixture.today)
        #expect((assessment?.level ?? .selfCare) >= .urgent, "\(assessment.map { "\($0.level) \($0.rule)" } ?? "none")")
    }

    @Test(arguments: ["log temp 40x", "temp 36.6o this morning"])
    func aTypoedReadingIsAskedAboutAndNothingIsWritten(message: String) {
        let (reply, store) = Self.reply(message)
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(reply.triage == nil, "\(reply.text)")
        #expect(reply.text.contains("What temperature") || reply.text.contains("What was the reading"), "\(reply.text)")
    }

    @Test func aCleanReadingStillLogs() {
        let (_, store) = Self.reply("temp 36.6 this morning")
        #expect(String(describing: store.writes).contains("36.6"), "\(store.writes)")
    }

    /// "3rd high temp in a row" with a reading below 38 is a basal chart, not a fever.
    @Test func aHighBasalReadingBelowAFeverIsNoFever() throws {
        let assessment = AssistantFixture.assistant.triage("temp 99.0 this morning, 4th high temp in a row", context: try TriageContext(parsing: "ttc"), today: AssistantFixture.today)
        #expect(assessment == nil, "\(assessment.map { "\($0.level) \($0.rule)" } ?? "none")")
    }

    @Test func feelingChillIsNoFever() {
        let (reply, store) = Self.reply("feeling pretty chilled today")
        #expect(reply.triage == nil, "\(reply.text)")
        #expect(!store.writes.isEmpty)
    }
}
