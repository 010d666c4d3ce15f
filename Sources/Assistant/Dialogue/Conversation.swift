import Content
import CycleCore

/// What the assistant remembers between messages of one chat, so follow-ups work:
/// "and the one after?", "what about week 21?", "why?", and a question asked about an
/// ambiguous write.
package struct Conversation: Sendable {
    /// The last intent answered (not counting small talk).
    package var lastIntent: String?
    /// The route of the last message that was not small talk, and the turn it was read on:
    /// a follow-up a few turns later resolves against it.
    package var lastRoute: (route: Route, turn: Int)?
    /// The library topic answered last, so a short follow-up stays on it.
    package var lastTopic: String? {
        didSet { lastTopicTurn = lastTopic == nil ? nil : turn }
    }
    /// The turn `lastTopic` was answered on: a question that names nothing of its own a turn
    /// or two later follows it (`CarriedDomain`).
    package private(set) var lastTopicTurn: Int?
    /// The words for discharge the message before named ("is creamy cm a good sign?"): the
    /// next message's "today it's more sticky" is about discharge too (`FactAnchors`).
    package var lastDischargeWords: (words: [String], turn: Int)?
    /// `lastDischargeWords` when they were named by the message just before this one.
    package var recentDischargeWords: [String] {
        guard let last = lastDischargeWords, turn - last.turn <= 1 else { return [] }
        return last.words
    }
    /// The turn of the last message that named the period ("if my period came early…"): "it
    /// just did" a turn or two later is the period (`ItPronoun`).
    package var lastPeriodNamed: Int?
    /// The symptom a recent message named, as said, and its turn: "but tonight its really bad"
    /// a few turns later is that symptom (`ItPronoun`).
    package var lastSymptomNamed: (words: String, turn: Int)?
    /// The period start a recent message wrote and its turn: "its heavy already" a message or
    /// two after "af showed up today" (with a mood told between) is that period's flow (`FactAnchors`).
    package var lastPeriodStart: (day: Day, turn: Int)?
    /// "period" while a period start written in the last `FactAnchors.periodTurns` turns is
    /// recent enough to anchor a flow (`FactAnchors.periodDays`).
    package func recentPeriodWords(today: Day) -> [String] {
        guard let last = lastPeriodStart, turn - last.turn <= FactAnchors.periodTurns,
              last.day <= today, last.day.days(to: today) < FactAnchors.periodDays else { return [] }
        return ["period"]
    }
    /// The last turn whose message was in Bloom's domain on its own words (not carried by the
    /// conversation, `CarriedDomain`): the conversation's domain reaches a turn or two past it.
    package var lastDomainTurn: Int?
    /// The guard that shaped the last answer and its turn: "what's safer then?" just after a
    /// question about a medicine asks about medicines too (`CarriedDomain`).
    package var lastGuard: (kind: GuardKind, turn: Int)?
    /// Which upcoming period the last `cycle.next_period` answer was about (0 = the next one).
    package var periodOffset = 0
    /// The pregnancy week last talked about.
    package var lastWeek: Int?
    /// A write waiting for one answer, and the question asked.
    package var pending: PendingWrite?
    /// An offer to log ("Shall I log…?") the last message said no to: "ok fine, log it then"
    /// in the next message still takes it up.
    package var declined: PendingWrite?
    /// The two readings offered after an unclear message, for the next message to pick one.
    package var offered: OfferedReadings?
    /// How many answers the output filter has replaced in this conversation.
    package var filteredCount = 0
    /// What the last message wrote, so "no, I meant the 3rd" can move it to another day.
    package var lastWrites: [JournalWrite] = []
    /// The turn of the last message that wrote, kept after turns that write nothing: "nah
    /// scratch that" a question or two after a write takes that write back, and with no write
    /// in the last few turns takes back nothing (`LogAnswers.undo`).
    package var lastWriteTurn: Int?
    /// What a recent message told of the person's body ("leg cramps", "spotting"), or the day
    /// it told of when it told nothing of the body ("we had sex last night": "yesterday"), and
    /// its turn: a question that points back at it ("how do I stop them?", "was that a good
    /// day for it?") asks about it (`BackReference`).
    package var lastSubject: (words: String, isADay: Bool, turn: Int)?
    /// Whether the last message that wrote water told it in glasses or cups: "make that 5"
    /// then counts glasses ("had 4 glasses of water so far"), not litres.
    package var waterToldInGlasses = false
    /// The water logged that day before the last message counted its glasses so far ("on my
    /// 4th glass"): "make that 5" then counts from the same start (`LogAnswers.waterSoFar`).
    package var waterLoggedBeforeTheCount = 0
    /// The drink or smoke word a recent message named ("coffees", "wine") and its turn: "only
    /// had 1 today" a turn or two later counts it (`ElidedItem`).
    package var lastDrink: (word: String, turn: Int)?
    /// The body part a recent message named in the plural ("boobs", "knees") and its turn:
    /// "theyre sore today too" a turn or two later is about them (`PartPronoun`).
    package var lastBodyPart: (word: String, turn: Int)?
    /// The care the last red-flag answer gave, whether it was worded for a pregnancy, its turn
    /// and the message that told what it answered: "what should I do?" just after it is
    /// answered with that care again, and what the next message adds is read with what that
    /// one told ("soaking 2 pads an hour", then "now im really dizzy").
    package var lastCare: (assessment: TriageAssessment, pregnancyCare: Bool, turn: Int, told: String)?
    /// The last message triage gave any level, even one that interrupts nothing (changing a
    /// pad every hour: an appointment), its level and turn: what the next message adds is read
    /// with it too ("now i feel really faint" is bleeding with faintness).
    package var lastTriaged: (level: CareLevel, turn: Int, told: String)?
    /// How many replies have been given (used to rotate phrasing within a day).
    package var turn = 0
    /// The month the last calendar showed, so "what about December?" shows another.
    package var calendarMonth: Day?
    /// How views asked for in chat are shown (width, colour).
    package var display = ViewDisplay()

    package init() {}
}

/// A write the assistant could not do without one more answer.
package struct PendingWrite: Sendable, Equatable {
    package enum Missing: Sendable, Equatable {
        /// Which day it happened.
        case day
        /// Whether the period started or ended.
        case startOrEnd
        /// A detail such as which symptom, the temperature or the amount.
        case detail
        /// Whether to write at all: the message was unclear ("cramps"), and Bloom asked
        /// "Shall I log cramps for today?"; "yes" writes it, "no" does not.
        case confirmation
    }

    /// The intent the write belongs to, e.g. "log.period_start".
    package let intent: String
    package let missing: Missing
    /// The write's other details, kept as the original message.
    package let message: String
    /// The day the write is for when an answer moved it ("no, the night before" while Bloom
    /// waits for "protected or unprotected?"); nil when the message's own day stands.
    package var day: Day? = nil
    /// Every day the write is for when the message named more than one ("we dtd twice this
    /// weekend, saturday morning and sunday night", then "protected or unprotected?"); empty
    /// when it is for one day.
    package var days: [Day] = []
    /// What a yes would write, when Bloom offered it (`confirmation`): a question about the
    /// offer ("what could that be?") points back at it (`BackReference`).
    package var proposed: [JournalWrite] = []

    /// The text the write is read from once `answer` replies to Bloom's question: the earlier
    /// message, plus the answer when the missing part was a detail ("650" in reply to "roughly
    /// how many kcal?" is 650 kcal), or a day told with more of the write ("friday, and we used
    /// a condom" in reply to "which day?" after "slept with my boyfriend thurs or fri").
    func details(answeredBy answer: AnalyzedMessage) -> String {
        if missing == .day, intent == IntentID.logSex.rawValue, LogAnswers.protection(in: answer) != nil {
            return message + " " + answer.normalized.original
        }
        guard missing == .detail else { return message }
        // "Nope, nothing" to "protected or unprotected?": no protection.
        if intent == IntentID.logSex.rawValue, LogAnswers.answersNoProtection(answer) { return message + " unprotected" }
        var text = answer.normalized.original
        if intent == IntentID.logFood.rawValue, !answer.hasEntity(.energy), answer.hasEntity(.number) { text += " kcal" }
        return message + " " + text
    }
}
