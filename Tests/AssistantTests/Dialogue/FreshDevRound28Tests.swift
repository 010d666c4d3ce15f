@testable import Assistant
import CycleCore
import Content
import Testing

/// Found on the twenty-eighth development round: self-harm told with a razor or hot tongs and
/// a wish to "evaporate" missed by the crisis guard (one of them even logged the test named
/// beside it), a friend's pregnancy that switched the person to pregnancy mode, "angry ones"
/// (spots) logged as a mood, "we came second" counted as one more drink, a habit "most
/// weekdays" logged, heavy periods "since august" sent to A&E, a question about first
/// flutters at 20 weeks given urgent care, "another one" just after a migraine left unlogged.
@Suite struct FreshDevRound28Tests {
    let today = AssistantFixture.today

    func writes(_ messages: [String], _ store: InMemoryStore = TopicFixture.cycleStore()) -> ([JournalWrite], [Reply]) { TopicFixture.writes(messages, store) }

    /// Self-harm with a means against the person's own body, or as a punishment, is a crisis;
    /// nothing told beside it is written.
    @Test(arguments: ["scratched my arms up with a razor again after the bfn this morning",
                      "pressed the hot hair tongs on my arm deliberately last night, felt like i earned it",
                      "wish i could just evaporate, id stop weighing everyone down"])
    func selfHarmToldInOtherWordsIsACrisis(message: String) {
        let (written, replies) = writes([message])
        #expect(replies[0].guardKind == .crisis, "\(replies[0].intent): \(replies[0].text)")
        #expect(written.isEmpty, "\(written)")
    }

    /// A razor nicked while shaving is an accident, not self-harm.
    @Test func aShavingCutIsNoCrisis() {
        let (_, replies) = writes(["cut my leg shaving with a new razor this morning"])
        #expect(replies[0].guardKind != .crisis, "\(replies[0].text)")
    }

    /// Someone else's pregnancy, told beside a clause with "my", changes no mode.
    @Test func aColleaguesPregnancyChangesNoMode() {
        let (written, replies) = writes(["sophie from work just announced shes expecting, third one on my team this month"],
                                        TopicFixture.cycleStore(mode: .ttc))
        #expect(written.isEmpty, "\(written) \(replies[0].text)")
        #expect(!replies[0].text.contains("pregnancy mode"), "\(replies[0].text)")
    }

    /// "Angry" before the spots it describes is no mood.
    @Test func angrySpotsAreNoMood() {
        let (written, replies) = writes(["chin broke out in spots today, four angry ones"])
        #expect(written == [.symptom("acne", severity: nil, today)], "\(written) \(replies[0].text)")
    }

    /// "We came second" is a place in a quiz, not one more drink.
    @Test func aPlaceInAQuizIsNoDrink() {
        let (written, replies) = writes(["2 ciders at quiz night yesterday evening, we came second"])
        #expect(FreshDevRound28Tests.alcohol(written) == [2], "\(written) \(replies[0].text)")
        // One more drink is still one more.
        let (more, _) = writes(["a cider at the pub tonight, then a second one after the quiz"])
        #expect(FreshDevRound28Tests.alcohol(more).reduce(0, +) == 2, "\(more)")
    }

    /// The counts of alcohol written, in order.
    static func alcohol(_ writes: [JournalWrite]) -> [Int] {
        writes.compactMap { if case let .lifestyle(kind, count, _, _) = $0, kind == "alcohol" { count } else { nil } }
    }

    /// "Most weekdays" is a habit: nothing is written.
    @Test func mostWeekdaysIsAHabit() {
        let (written, replies) = writes(["i do a 20 minute yoga video most weekdays before the kids wake up"])
        #expect(written.isEmpty, "\(written) \(replies[0].text)")
    }

    /// Heavy periods told as going on for months are how the periods are: a GP appointment, not
    /// A&E. The same bleeding told for the last few hours is still urgent.
    @Test func heavyPeriodsForMonthsGetAnAppointment() {
        let (_, replies) = writes(["since august my periods have been flooding, new pad every hour or two, sheets ruined twice, and they drag on 8 days"])
        #expect(replies[0].care.map { $0.level <= .appointment } ?? true, "\(String(describing: replies[0].care)) \(replies[0].text)")
        let (_, now) = writes(["soaking a pad every hour for the last 3 hours, period day 2"])
        #expect(now[0].care.map { $0.level >= .urgent } == true, "\(String(describing: now[0].care)) \(now[0].text)")
    }

    /// Asking whether flutters are the baby is no red flag.
    @Test func askingWhetherFluttersAreTheBabyIsNoEmergency() {
        let (_, replies) = writes(["20 wks today and i keep getting these little flutters low down, is that baby?? 🥹"], TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[0].care.map { $0.level < .urgent } ?? true, "\(String(describing: replies[0].care)) \(replies[0].text)")
    }

    /// "Another one" just after a symptom was written is one more of it, today.
    @Test func anotherOneJustAfterASymptomIsLogged() {
        let (written, replies) = writes(["migraine on friday", "and i woke up with another one this morning, still got it now"])
        #expect(written.contains(.symptom("migraine", severity: nil, today)), "\(written) \(replies.map(\.text))")
        // Nothing written before: "another one" names nothing.
        let (none, _) = writes(["woke up with another one this morning"])
        #expect(none.isEmpty, "\(none)")
    }

    /// Said the way people say it: "belly like a balloon", "a lower back that aches".
    @Test(arguments: [("belly like a balloon today and boobs are tender", "bloating"),
                      ("20 weeks today!! celebrated with a lower back that aches like mad", "back-pain")])
    func everydayWordsForASymptomAreLogged(message: String, symptom: String) {
        let (written, replies) = writes([message])
        #expect(written.contains(.symptom(symptom, severity: nil, today)), "\(written) \(replies[0].text)")
    }

    /// Days joined by "and" in one clause each get what it tells.
    @Test func daysJoinedByAndEachGetTheEntry() {
        let sunday = Day(year: 2026, month: 11, day: 15)!
        let (sex, replies) = writes(["we bd sunday and monday btw"], TopicFixture.cycleStore(mode: .ttc))
        #expect(sex == [.sex(protected: false, sunday), .sex(protected: false, sunday + 1)], "\(sex) \(replies[0].text)")
        let (headaches, _) = writes(["headache yesterday and today"])
        #expect(headaches == [.symptom("headache", severity: nil, today - 1), .symptom("headache", severity: nil, today)], "\(headaches)")
        // Two days each with its own item stay apart.
        let (apart, _) = writes(["had a headache on sunday, and the cramps started monday"])
        #expect(apart == [.symptom("headache", severity: nil, sunday), .symptom("cramps", severity: nil, sunday + 1)], "\(apart)")
    }

    /// A cause the person cannot name ("no idea what set it off") leaves what they felt told.
    @Test func aCauseNotKnownLeavesTheMoodTold() {
        let (written, replies) = writes(["jittery and anxious since lunchtime, no idea what set it off"], TopicFixture.pregnantStore(weeks: 20))
        #expect(written.contains(.mood("anxious", today)), "\(written) \(replies[0].text)")
        #expect(SpeechActReader.saysWhatIsNotKnown(["cant", "remember", "what", "day", "it", "started"]))
        #expect(!SpeechActReader.saysWhatIsNotKnown(["no", "idea", "what", "set", "it", "off"]))
    }

    /// A night's sleep told beside a remark about something else is still the entry.
    @Test func aNightsSleepBesideARemarkIsLogged() {
        let (written, replies) = writes(["8 hours sleep last night, the pregnancy pillow is a game changer"], TopicFixture.pregnantStore(weeks: 20))
        #expect(written.contains { if case .sleepLength(480, _) = $0 { true } else { false } }, "\(written) \(replies[0].text)")
    }

    /// Someone named after an exclamation is an aside: the symptom is the person's.
    @Test func someoneNamedAfterAnExclamationIsAnAside() {
        let (written, replies) = writes(["so gassy today omg my poor colleagues"])
        #expect(written == [.symptom("gas", severity: nil, today)], "\(written) \(replies[0].text)")
        let (theirs, _) = writes(["my sister has cramps today"])
        #expect(theirs.isEmpty, "\(theirs)")
    }

    /// Being better off without the person, in other words, is a crisis.
    @Test func othersManagingBetterWithoutThePersonIsACrisis() {
        let (_, replies) = writes(["whats the point of me, the kids and dan would manage better without me dragging them down"])
        #expect(replies[0].guardKind == .crisis, "\(replies[0].text)")
    }

    /// How the heavy days usually go is no emergency.
    @Test func theUsualHeavyDaysAreNoEmergency() {
        let (_, replies) = writes(["on my heavy days ive got to swap tampons every 90 mins and wear a pad underneath"])
        #expect(replies[0].care.map { $0.level < .urgent } ?? true, "\(String(describing: replies[0].care)) \(replies[0].text)")
    }

    @Test func anOilSlickOfSkinIsOilySkin() {
        let (written, replies) = writes(["skin is an oil slick today"])
        #expect(written == [.symptom("oily-skin", severity: nil, today)], "\(written) \(replies[0].text)")
    }

    /// Past entries to add, with no appointment named, are the log's: "can u add those" after
    /// days of egg-white mucus logs them, never asks the time of an appointment.
    @Test func entriesToAddAreNoAppointment() {
        let (written, replies) = writes(["looking back at my notebook i had ewcm on the 15th and the 16th, can u add those"],
                                        TopicFixture.cycleStore(mode: .ttc))
        let fifteenth = Day(year: 2026, month: 11, day: 15)!
        #expect(written == [.discharge("egg-white", fifteenth), .discharge("egg-white", fifteenth + 1)], "\(written) \(replies[0].text)")
        #expect(!replies[0].text.contains("appointments"), "\(replies[0].text)")
        // Someone else's day is never added.
        let (theirs, _) = writes(["looking back at my notebook my sister had ewcm on the 15th and the 16th, can u add those"],
                                 TopicFixture.cycleStore(mode: .ttc))
        #expect(theirs.isEmpty, "\(theirs)")
    }

    /// "Was sick after tea" is being sick (vomiting), and the face beside it adds no nausea;
    /// "feeling sick" is still nausea, and "sick of waiting" or "off sick" is neither.
    @Test func beingSickIsVomiting() {
        let (written, replies) = writes(["was sick after tea last night 🤢", "and again this morning, twice"], TopicFixture.pregnantStore(weeks: 9))
        #expect(written == [.symptom("vomiting", severity: nil, today - 1), .symptom("vomiting", severity: nil, today)], "\(written) \(replies.map(\.text))")
        let (threw, _) = writes(["threw up twice before the school run 🤢"], TopicFixture.pregnantStore(weeks: 9))
        #expect(threw == [.symptom("vomiting", severity: nil, today)], "\(threw)")
        let (feeling, _) = writes(["feeling sick today"])
        #expect(feeling == [.symptom("nausea", severity: nil, today)], "\(feeling)")
        let (other, _) = writes(["sick of waiting for my period", "been off sick all week with a cold"])
        #expect(!other.contains { if case .symptom("vomiting", _, _) = $0 { true } else { false } }, "\(other)")
    }

    /// "And another glass" just after glasses of water is one more glass of water.
    @Test func anotherGlassAfterWaterIsOneMore() {
        let (written, replies) = writes(["ok just downed 2 big glasses of water", "and another glass a min ago"])
        #expect(written == [.water(milliliters: 500, today), .water(milliliters: 250, today)], "\(written) \(replies.map(\.text))")
    }

    /// How much to drink in a day is a question for the library; the person's own total is
    /// still their data.
    @Test func howMuchToDrinkIsAskedOfTheLibrary() {
        let (written, replies) = writes(["whats a sensible amount of water per day anyway, i genuinely have no clue", "how much water have i had today"])
        #expect(written.isEmpty, "\(written)")
        #expect(replies[0].topic == "how-much-to-drink", "\(replies[0].topic ?? "-"): \(replies[0].text)")
        #expect(replies[1].route?.route == .ownData, "\(String(describing: replies[1].route)) \(replies[1].text)")
    }

    /// Why a period came early is a question for the library, with the usual length told
    /// beside it.
    @Test func anEarlyPeriodFindsItsTopic() {
        let (_, early) = writes(["why would it come a week early, i'm normally bang on 28 days"])
        #expect(early[0].topic == "period-came-early", "\(early[0].topic ?? "-"): \(early[0].text)")
    }
}
