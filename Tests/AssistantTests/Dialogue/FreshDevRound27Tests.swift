@testable import Assistant
import CycleCore
import Content
import Testing

/// Found on the twenty-seventh development round: a belief about people checked ("cramping is
/// common in early pregnancy right") logged as the person's symptom, "nothing else" read as dry
/// discharge, a period's end the person could not remember logged on its start day, a phone
/// battery that "discharges" logged, a symptom told with a word of degree inside its phrase
/// ("face is so oily") missed, being sick counted ("sick 4 times") missed, "and again this
/// morning" and "plus another 2" after an entry not read as more of it, and an imagined case
/// joined by "and" ("if I fly… and my waters broke… what would happen") triaged as urgent.
@Suite struct FreshDevRound27Tests {
    let today = AssistantFixture.today

    func writes(_ messages: [String], _ store: InMemoryStore = TopicFixture.cycleStore()) -> ([JournalWrite], [Reply]) { TopicFixture.writes(messages, store) }

    /// How usual something is for people, asked or told, is no day of the person's.
    @Test(arguments: ["cramping is common in early pregnancy right", "spotting is normal at 6 weeks isnt it",
                      "sore boobs are an early sign of pregnancy right", "headaches are so common in the first trimester"])
    func whatIsUsualForPeopleWritesNothing(message: String) {
        let (written, replies) = writes([message], TopicFixture.pregnantStore(weeks: 7))
        #expect(written.isEmpty, "\(written) \(replies[0].text)")
        #expect(replies[0].route?.route == .general, "\(String(describing: replies[0].route))")
    }

    /// The person's own words or a day keep a statement: "my cramps are normal today" is theirs.
    @Test func aUsualWordWithTheirOwnDayIsStillTheirs() {
        #expect(!SpeechActReader.saysWhatIsUsualForPeople(["my", "cramps", "are", "normal", "today"]))
        #expect(!SpeechActReader.saysWhatIsUsualForPeople(["flow", "is", "normal"]))
        #expect(SpeechActReader.saysWhatIsUsualForPeople(["cramping", "is", "very", "common", "in", "early", "pregnancy"]))
    }

    /// "Food aversions are back" tells the present as "nausea is back" does; "cramps are the
    /// worst" is still asked about.
    @Test func somethingThatIsBackIsLogged() {
        let (written, replies) = writes(["food aversions are back"], TopicFixture.pregnantStore(weeks: 8))
        #expect(written == [.symptom("food-aversions", severity: nil, today)], "\(written) \(replies[0].text)")
        let (complaint, _) = writes(["cramps are the worst"])
        #expect(complaint.isEmpty)
    }

    /// "Nothing else" is no discharge.
    @Test func nothingElseIsNoDryDischarge() {
        let (written, replies) = writes(["bit of watery discharge this morning, nothing else"])
        #expect(written == [.discharge("watery", today)], "\(written) \(replies[0].text)")
    }

    /// What the person says they cannot remember is not written.
    @Test func anEndThePersonCannotRememberIsNotWritten() {
        let (written, replies) = writes(["hi just downloaded this. my last period started on the 16th, cant remember when it stopped"], InMemoryStore())
        #expect(written == [.periodStart(Day(year: 2026, month: 11, day: 16)!)], "\(written) \(replies[0].text)")
        #expect(SpeechActReader.saysWhatIsNotKnown(["no", "idea", "what", "day", "it", "started"]))
        #expect(!SpeechActReader.saysWhatIsNotKnown(["i", "know", "when", "it", "started"]))
        // A plea for help ("don't know what to do") is no gap in what is known.
        #expect(!SpeechActReader.saysWhatIsNotKnown(["cramps", "so", "bad", "today", "do", "not", "know", "what", "to", "do"]))
    }

    /// A battery that discharges, a dog discharged from the vets: no body's discharge.
    @Test(arguments: ["iphone 13 battery discharges really fast since the last update, anything i can do",
                      "dog got discharged from the vets today after her op, shes so sleepy"])
    func anotherSenseOfDischargeWritesNothing(message: String) {
        let (written, replies) = writes([message], InMemoryStore())
        #expect(written.isEmpty, "\(written) \(replies[0].text)")
    }

    /// A word of degree inside a symptom's phrase leaves it that symptom.
    @Test(arguments: [("face is so oily today", "oily-skin"), ("need a wee literally every half hour today", "frequent-urination")])
    func aWordOfDegreeInsideAPhraseKeepsIt(message: String, symptom: String) {
        let (written, replies) = writes([message], TopicFixture.pregnantStore(weeks: 10))
        #expect(written.contains(.symptom(symptom, severity: nil, today)), "\(written) \(replies[0].text)")
    }

    /// Being sick counted is vomiting; feeling sick is nausea.
    @Test func beingSickCountedIsVomiting() {
        let (written, replies) = writes(["um so yeah just to say I was sick this morning twice and um I still feel really nauseous"],
                                        TopicFixture.pregnantStore(weeks: 20))
        #expect(written.contains(.symptom("vomiting", severity: nil, today)), "\(written) \(replies[0].text)")
        #expect(written.contains(.symptom("nausea", severity: nil, today)), "\(written) \(replies[0].text)")
        #expect(TimesSick.spans(in: ["been", "sick", "4", "times", "since", "i", "got", "up"], existing: []).map(\.id) == ["vomiting"])
        #expect(TimesSick.spans(in: ["feel", "sick", "3", "times", "a", "day"], existing: []).isEmpty)
    }

    /// "Like mad" says how much, not a mood.
    @Test func likeMadIsNoMood() {
        let (written, replies) = writes(["cravings like mad today"], TopicFixture.pregnantStore(weeks: 20))
        #expect(!written.contains { if case .mood = $0 { true } else { false } }, "\(written) \(replies[0].text)")
    }

    /// A drink told with the time it was had is logged; "plus another 2" after water is more water.
    @Test func aDrinkWithItsTimeAndAnotherCountAreLogged() {
        let (written, replies) = writes(["3 glasses of water so far, trying to be good", "plus another 2 just now", "and a flat white at 11"],
                                        InMemoryStore())
        #expect(written.filter { if case .water = $0 { true } else { false } } == [.water(milliliters: 750, today), .water(milliliters: 500, today)],
                "\(written) \(replies.map(\.text))")
        #expect(written.contains { if case .lifestyle("caffeine", 1, _, today) = $0 { true } else { false } }, "\(written) \(replies[2].text)")
        #expect(!SpeechActReader.tellsAClockTime(["coffee", "at", "11", "weeks"]))
    }

    /// "And again this morning" after an entry is that entry once more, on the day it names.
    @Test func againWithATimeRepeatsTheEntryJustWritten() {
        let (written, replies) = writes(["we bd tuesday night after the footie", "no wait it was monday night not tuesday",
                                         "and again this morning before work"], TopicFixture.cycleStore(mode: .ttc))
        #expect(written.last == .sex(protected: false, today), "\(written) \(replies.map(\.text))")
        #expect(RepeatedEntry.resolved(AssistantFixture.assistant.understand("and again this morning", today: today, pregnant: false).message,
                                       lastWrites: [.symptom("cramps", severity: nil, today), .mood("calm", today)]) == nil)
    }

    /// A take-back that says whose it was ("the headache was my sister") takes the entry back.
    @Test func aTakeBackThatNamesWhoseItWasUndoes() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["me, i just have a headache today", "scratch that, the headache was my sister too lol, im actually fine"],
                                        store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(replies[0].actions.contains { $0.kind != "undo" }, "\(replies[0].text)")
        #expect(replies[1].actions.contains { $0.kind == "undo" }, "\(replies[1].text)")
    }

    /// "Every time I sneezed… earlier" is one occasion, not a habit.
    @Test func everyTimeOnOneOccasionIsLogged() {
        let (written, replies) = writes(["round ligament pain every time i sneezed in the shop earlier, ouch"], TopicFixture.pregnantStore(weeks: 22))
        #expect(written.contains(.symptom("round-ligament-pain", severity: nil, today)), "\(written) \(replies[0].text)")
        #expect(!SpeechActReader.repeatsOnOneOccasion(["cramps", "every", "morning", "today", "too"]))
    }

    /// "Remind me when im due, baby brain" asks; it logs no brain fog.
    @Test func aRequestWithAnAsideWritesNothing() {
        let (written, replies) = writes(["remind me when im due, baby brain"], TopicFixture.pregnantStore(weeks: 30))
        #expect(written.isEmpty, "\(written) \(replies[0].text)")
    }

    /// What is told after a denial ("not faint, just knackered") is logged; the denied item is not.
    @Test func whatIsLeftAfterADenialIsLogged() {
        let (written, replies) = writes(["i dont feel faint or anything, just knackered"])
        #expect(written == [.mood("tired", today)], "\(written) \(replies[0].text)")
    }

    /// A day begun and not given ("started on the um") is asked for, not taken as today.
    @Test func aDayLeftUnsaidIsAskedFor() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["my period started on the um", "the 20th"], store: store)
        #expect(replies[0].text.contains("Which day"), "\(replies[0].text)")
        #expect(store.writes == [.periodStart(Day(year: 2026, month: 11, day: 20)!)], "\(store.writes) \(replies[1].text)")
    }

    /// An imagined case goes on through "and … what would happen": no urgent care for it.
    @Test func anImaginedCaseJoinedByAndGetsNoUrgentCare() {
        let replies = TopicFixture.chat(["if i fly to spain at 28 weeks and my waters broke out there what would happen"],
                                        store: TopicFixture.pregnantStore(weeks: 24))
        #expect(![CareLevel.ambulance, .urgent].contains(replies[0].care?.level), "\(String(describing: replies[0].care)) \(replies[0].text)")
        #expect(replies[0].text.contains("maternity unit"), "\(replies[0].text)")
    }

    /// A night's sleep told beside a complaint that keeps coming back ("…every time i turn
    /// over") is still the person's entry: the night is a day told, whatever the other clause.
    @Test func aNightsSleepBesideARecurringComplaintIsLogged() {
        let (written, replies) = writes(["slept maybe 4 hours last night, pelvis is agony every time i turn over"], TopicFixture.pregnantStore(weeks: 30))
        #expect(written.contains { if case .sleepLength(240, _) = $0 { true } else { false } }, "\(written) \(replies[0].text)")
        #expect(replies[0].route?.route == .statement, "\(String(describing: replies[0].route))")
    }

    /// "And if they go quiet later on, what do I do" after an answer about first kicks is a
    /// follow-up of eleven words opened by "and if": the library answers it from the last topic's
    /// neighbourhood, not the help menu.
    @Test func aLongerFollowUpOpenedByAndIfFollowsTheTopic() {
        let replies = TopicFixture.chat(["when do the proper kicks start, all i get is the odd flutter", "and if they go quiet later on, what do i do"],
                                        store: TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[1].route?.route == .general, "\(String(describing: replies[1].route))")
        #expect(replies[1].topic == "reduced-movements-causes", "\(replies[1].topic ?? "-"): \(replies[1].text)")
        #expect(TopicRetriever.isFollowUp(["and", "if", "they", "go", "quiet", "later", "on", "what", "do", "i", "do"]))
        // One opening word alone still makes only a short follow-up.
        #expect(!TopicRetriever.isFollowUp(["and", "i", "had", "cramps", "all", "day", "at", "work", "today", "too"]))
    }
}
