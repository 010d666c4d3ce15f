@testable import Assistant
import CycleCore
import Testing

/// "My period started thurs or fri, can't remember which": one of two days is asked about,
/// never written as the first of them; the answer to the question writes it.
@Suite struct EitherDayTests {
    @Test func aPeriodStartOnOneOfTwoDaysAsksWhich() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["my period started thurs or fri, cant remember which"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(replies[0].text.contains("Which day"), "\(replies[0].text)")
        let answered = InMemoryStore()
        _ = TopicFixture.chat(["my period started thurs or fri, cant remember which", "friday"], store: answered)
        #expect(answered.writes.count == 1, "\(answered.writes)")
    }

    /// The answer to "which day?" that also says how ("friday, and we used a condom")
    /// completes the write; "and last night too" right after repeats it on that day.
    @Test func theAnswerToWhichDayCompletesTheWriteAndADayAloneRepeatsIt() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["slept with my boyfriend thurs or fri", "friday, and we used a condom"], store: store)
        #expect(store.writes.count == 1 && store.writes.allSatisfy { if case .sex(true, _) = $0 { true } else { false } }, "\(store.writes)")
        let again = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["we bd tonight", "and last night too"], store: again)
        #expect(again.writes.contains(.sex(protected: false, AssistantFixture.today - 1)), "\(again.writes)")
    }

    @Test func twoDaysSaidTogetherAreNoAlternative() {
        let message = AssistantFixture.assistant.understand("cramps on monday and tuesday", today: AssistantFixture.today).message
        #expect(LogAnswers.eitherDay(message) == nil)
        let either = AssistantFixture.assistant.understand("started the 3rd or the 4th", today: AssistantFixture.today).message
        #expect(LogAnswers.eitherDay(either) != nil)
    }

    /// "We dtd twice this weekend, saturday morning and sunday night": the days named after a
    /// vague one are the days it happened; a day named alone writes nothing of its own.
    @Test func daysNamedAfterAVagueOneAreWhenItHappened() {
        let today = AssistantFixture.today
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["we dtd twice this weekend, saturday morning and sunday night"], store: store)
        let days = store.writes.compactMap { if case let .sex(_, day) = $0 { day } else { nil } }
        #expect(days.count == 2 && Set(days).count == 2 && days.allSatisfy { $0 < today }, "\(store.writes)")
        let after = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["cramps today, and we dtd twice this weekend, saturday morning and sunday night"], store: after)
        #expect(after.writes.filter { if case .sex = $0 { true } else { false } }.count == 2, "\(after.writes)")
        #expect(after.writes.filter { if case .symptom("cramps", _, _) = $0 { true } else { false } }.count == 1, "\(after.writes)")
        let alone = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["sunday night"], store: alone)
        #expect(alone.writes.isEmpty, "\(alone.writes)")
    }

    /// Out of TTC mode the same message asks "protected or unprotected?" once, and the answer
    /// is written on both days, as is protection said once beside them; the reply names both.
    @Test func protectionSaidOnceIsForEveryDayNamed() {
        let wednesday = Day(year: 2026, month: 11, day: 25)!
        let saturday = wednesday - 4, sunday = wednesday - 3
        func chat(_ messages: [String], _ store: InMemoryStore) -> [Reply] {
            var conversation = Conversation()
            return messages.map { TopicFixture.assistant.respond(to: $0, in: &conversation, store: store, today: wednesday) }
        }
        let asked = InMemoryStore()
        let replies = chat(["we dtd twice this weekend, sat morning and sun night", "unprotected"], asked)
        #expect(asked.writes.count == 2 && asked.writes.contains(.sex(protected: false, saturday)) && asked.writes.contains(.sex(protected: false, sunday)), "\(asked.writes)")
        #expect(replies[1].text.contains("Sat") && replies[1].text.contains("Sun"), "\(replies[1].text)")
        let said = InMemoryStore()
        _ = chat(["we had sex on saturday and sunday, with a condom"], said)
        #expect(said.writes.count == 2 && said.writes.contains(.sex(protected: true, saturday)) && said.writes.contains(.sex(protected: true, sunday)), "\(said.writes)")
        let own = InMemoryStore()
        _ = chat(["had sex saturday with a condom and sunday without one"], own)
        #expect(own.writes.contains(.sex(protected: true, saturday)), "\(own.writes)")
        #expect(!own.writes.contains(.sex(protected: true, sunday)), "\(own.writes)")
        let trying = InMemoryStore(mode: .ttc)
        _ = chat(["we bd saturday with a condom and sunday we bd without"], trying)
        #expect(!trying.writes.contains(.sex(protected: true, sunday)), "\(trying.writes)")
        // An answer naming its own day is for that day, not for both named before.
        let named = InMemoryStore()
        _ = chat(["we dtd twice this weekend, sat morning and sun night", "sunday unprotected"], named)
        #expect(named.writes == [.sex(protected: false, sunday)], "\(named.writes)")
    }

    /// "We didn't use a condom" was logged as protected: the condom was all it read.
    @Test(arguments: [("had sex last night, we didn't use a condom", false), ("had sex last night and it wasn't protected", false),
                      ("had sex last night, no condom", false), ("had sex last night, we used a condom", true),
                      ("had sex yesterday with protection", true), ("had sex last night, no worries we used protection", true), ("sex last night without protection", false)])
    func aDeniedOrFailedCondomIsUnprotected(message: String, protected: Bool) {
        let store = InMemoryStore()
        _ = TopicFixture.chat([message], store: store)
        #expect(store.writes == [.sex(protected: protected, AssistantFixture.today - 1)], "\(store.writes)")
        #expect(LogAnswers.protection(in: AssistantFixture.assistant.understand("the condom broke last night", today: AssistantFixture.today).message) == false)
    }
}
