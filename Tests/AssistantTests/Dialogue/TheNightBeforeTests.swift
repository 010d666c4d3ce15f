@testable import Assistant
import CycleCore
import Testing

/// "Hang on, not last night, it was the night before": a correction that denies a day and says
/// "the night before" moves the entry to the night before the one denied, not to the day it
/// denies.
@Suite struct TheNightBeforeTests {
    let today = AssistantFixture.today

    @Test func theNightBeforeTheDeniedOneIsTheDayMeant() {
        let store = InMemoryStore(mode: .ttc)
        _ = AssistantFixture.chat(["we bd last night", "hang on, not last night, it was the night before"], store: store)
        let sex = store.writes.compactMap { write -> Day? in if case let .sex(_, day) = write { day } else { nil } }
        #expect(sex.last == today - 2, "\(store.writes)")
    }

    /// "No, the day before" names no day: it moves what was just logged back one day.
    @Test func theDayBeforeWithNoDayNamedMovesTheEntryBackOne() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["had cramps today", "no, the day before"], store: store)
        #expect(store.writes.contains { if case .symptom("cramps", _, today - 1) = $0 { true } else { false } }, "\(store.writes)")
    }

    /// A moved entry's confirmation says its day once, as the chat says days.
    @Test func aMovedEntrySaysItsDayOnce() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["weight 60kg today", "no, yesterday"], store: store)
        let day = (today - 1).shortText
        #expect(replies[1].text.contains("kg on \(day)"), "\(replies[1].text)")
        #expect(!replies[1].text.contains("(now on") && !replies[1].text.contains("Moved to"), "\(replies[1].text)")
        #expect(SavedWrites.daysSpoken("sleep 23:00–07:00 (8 h 0 min) ending \(today.iso)", today: today) == "sleep 23:00–07:00 (8 h 0 min) ending today")
        #expect(SavedWrites.daysSpoken("yoga 30 min on \((today - 1).iso)", today: today) == "yoga 30 min on \(day)")
        #expect(!SavedWrites.sayTheirDays(["period started"], today: today))
    }

    /// While Bloom waits for "protected or unprotected?", "no, the night before" moves the day
    /// and keeps the question; the answer then writes on the day moved to.
    @Test func aDayMovedWhileADetailIsAskedStaysMoved() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["we had sex last night", "no, the night before", "unprotected"], store: store)
        #expect(replies[1].text.contains((today - 2).shortText) && replies[1].text.contains("protected"), "\(replies[1].text)")
        #expect(store.writes == [.sex(protected: false, today - 2)], "\(store.writes)")
    }

    @Test func aShiftIsReadOnlyWithNoDayAfterIt() {
        #expect(SpeechOverrides.dayShift(["it", "was", "the", "night", "before"]) == -1)
        #expect(SpeechOverrides.dayShift(["no", "the", "day", "after"]) == 1)
        #expect(SpeechOverrides.dayShift(["the", "day", "before", "yesterday"]) == nil)
        #expect(SpeechOverrides.dayShift(["before", "bed"]) == nil)
    }
}

/// "Wait, the yoga was yesterday" and "hang on, it was Monday" correct the day of what was just
/// logged; "hold on, my period started yesterday" after cramps tells a new start.
@Suite struct WaitAndHangOnCorrectTests {
    let today = AssistantFixture.today

    @Test func waitWithADayMovesTheLastEntry() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["did 30 mins of yoga this morning", "wait the yoga was yesterday"], store: store)
        #expect(store.writes.contains(.exercise(activity: "yoga", minutes: 30, today - 1)), "\(store.writes)")
        #expect(!store.writes.contains(.exercise(activity: "yoga", minutes: 30, today)), "\(store.writes)")
    }

    @Test func aPeriodStartAfterOtherEntriesIsANewStart() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["cramps today", "hold on, my period started yesterday", "yes"], store: store)
        #expect(store.writes.contains(.periodStart(today - 1)), "\(store.writes)")
        #expect(store.writes.contains { if case .symptom("cramps", _, today) = $0 { true } else { false } }, "\(store.writes)")
    }

    /// An opening "wait," or "hold on," with nothing before it to correct only colours what
    /// follows: the period start is written as it would be without it, with no generic line.
    @Test func anOpeningWaitWithNothingToCorrectColoursOnly() {
        for message in ["wait, my period started yesterday", "hold on, my period started yesterday"] {
            let store = InMemoryStore()
            let reply = AssistantFixture.chat([message], store: store)[0]
            #expect(store.writes.contains(.periodStart(today - 1)), "\(message) → \(store.writes)")
            #expect(!reply.text.contains("I can tell you about your own cycle"), "\(reply.text)")
        }
    }
}

/// An opening phrase that only colours what follows ("hang on", "wait") names no topic: the
/// question after it finds the topic it finds alone.
@Suite struct AnOpeningFillerNamesNoTopicTests {
    @Test func theTopicIsTheOneOfTheQuestionAlone() {
        let alone = TopicFixture.chat(["is it normal to spot before my period"], store: TopicFixture.cycleStore(mode: .cycle))[0]
        let opened = TopicFixture.chat(["hang on is it normal to spot before my period"], store: TopicFixture.cycleStore(mode: .cycle))[0]
        #expect(alone.topic != nil)
        #expect(opened.topic == alone.topic, "\(opened.text)")
    }

    /// "The two-week wait" (tww, 2ww) is the domain's: asked about, it is never "outside what
    /// I can help with".
    @Test(arguments: ["how long is the two week wait", "how long is the tww", "2ww, how long?"])
    func theTwoWeekWaitIsInTheDomain(_ message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(!reply.text.contains("outside what I can help with"), "\(reply.text)")
    }
}
