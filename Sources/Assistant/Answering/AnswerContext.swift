import Content
import CycleCore
import DayModel
import Language

/// What one answer is computed from: the message, the person's data (read once, lazily),
/// today, the mode and phase, and the conversation so far.
struct AnswerContext {
    let assistant: Assistant
    let store: any AssistantStore
    let today: Day
    let message: AnalyzedMessage
    let intent: IntentID
    /// How sure the classifier was of `intent`.
    var confidence: Double = 1
    var conversation: Conversation
    let followUp: FollowUp.Kind?
    /// What the message does, clause by clause (nil for the template sweep).
    var speech: SpeechReading?
    /// The triage decision, when triage answered.
    var triage: TriageAssessment?
    /// The message's own triage, read once for the answer and its footers (`Assistant.ownTriage`).
    var ownTriage: OwnTriage?
    /// The library topic this answer gives or carries, when there is one.
    var topic: String?
    /// The closest topic a general question's search found, answered or not.
    var libraryCandidate: (id: String, coverage: Double, fits: Bool)?
    /// The two readings the classifier could not choose between (for `chat.not_sure`).
    var readings: [String] = []
    /// When this message answers Bloom's question about a pending write: that write's message
    /// with the answer's detail, analysed once before any handler runs.
    var pendingDetails: AnalyzedMessage?
    /// Whether this message is the person's "yes" to "Shall I log…?" (the earlier message is
    /// answered, and may write without asking again).
    var confirmed = false

    var knowledge: Knowledge { assistant.knowledge }
    /// What the fact reader needs for this person and message: the mode, the kinds of
    /// exercise, and whether the message speaks of ovulation.
    var facts: FactSettings {
        var settings = FactSettings(mode: store.mode, exercise: assistant.routeReader.words.exercise, message: message, today: today)
        settings.lastWrites = conversation.lastWrites
        // Read only for a message that counts a period's first days: the getter runs often.
        if message.normalized.tokens.contains("first"), let start = (try? store.periods())?.last?.start,
           start <= today, start.days(to: today) < FactSettings.periodUnderWay {
            settings.periodStart = start
        }
        return settings
    }
    var mode: Mode { day.mode }

    /// What Bloom knows about the person today: the same day model every command reads,
    /// built once per turn (before the context, so a store that cannot be read is reported
    /// instead of answered from nothing).
    var day: PersonDay

    /// The person's period history; empty when none is logged.
    var history: PeriodHistory { mutating get { day.history } }

    /// The prediction from Bloom's own predictor, when any period is logged; ovulation and the
    /// fertile window use the person's own luteal phase once two cycles have a confirmed shift.
    var prediction: Prediction? { mutating get { day.prediction } }

    /// One temperature chart per logged cycle, oldest first.
    var charts: [CycleChart] { mutating get { day.charts } }

    /// The person's own luteal phase from cycles with a confirmed temperature shift.
    var luteal: PersonalLutealPhase { mutating get { day.luteal } }

    /// Where the person is in their cycle today.
    var status: CycleStatus? { mutating get { day.status } }

    /// The dates of the pregnancy under way, when one is recorded.
    var pregnancy: PregnancyDating? { mutating get { day.pregnancy?.dating } }

    /// The gestational age today, when a pregnancy is recorded and datable.
    var gestationalAge: GestationalAge? { mutating get { day.gestationalAge } }
    /// The gestational age of a pregnancy still under way: nil past 42 weeks, when the pregnancy
    /// has most likely ended (`GestationalAge.isPastAnyPregnancy`), so no answer speaks of "week 44".
    var ageUnderWay: GestationalAge? { mutating get { gestationalAge.flatMap { $0.isPastAnyPregnancy ? nil : $0 } } }
    /// Pregnant now by the profile: pregnancy mode with a current week up to 42 (after that
    /// the person may have had the baby).
    var pregnantNow: Bool { mutating get { mode == .pregnancy && (gestationalAge.map { !$0.isPastAnyPregnancy } ?? false) } }

    init(assistant: Assistant, store: any AssistantStore, today: Day, day: PersonDay, message: AnalyzedMessage, intent: IntentID,
         conversation: Conversation, followUp: FollowUp.Kind?) {
        self.assistant = assistant
        self.day = day
        self.store = store
        self.today = today
        self.message = message
        self.intent = intent
        self.conversation = conversation
        self.followUp = followUp
    }

    /// This context for another intent and reading of the same message: how one answer hands
    /// part of a message to whichever capability answers `intent` (through `Handlers`), without
    /// naming it.
    func handing(to intent: IntentID, speech: SpeechReading) -> AnswerContext {
        var other = AnswerContext(assistant: assistant, store: store, today: today, day: day, message: message, intent: intent,
                                  conversation: conversation, followUp: followUp)
        other.confidence = confidence
        other.speech = speech
        other.otherProfile = otherProfile
        other.confirmed = confirmed
        return other
    }

    /// The phase today in cycle and ttc modes.
    var phase: Phase? {
        // "Yoga for the follicular phase", "what about once it's over, in the follicular
        // phase?": a phase the message names is the one asked about; else the person's own.
        // An answer about the person's cycle is always about their own phase ("am I in the
        // follicular phase?" is answered with the phase they are in, never the one named).
        mutating get {
            guard !intent.rawValue.hasPrefix("cycle.") else { return day.phase }
            if let asked = message.first(.phase)?.id.flatMap(Phase.init(rawValue:)) { return asked }
            // "Yoga for my period": the days of bleeding, whatever day it is now.
            if AnswerContext.duringThePeriod.occur(in: message.normalized.tokens) { return .menstrual }
            return day.phase
        }
    }

    /// Phrases that ask for content for the days of bleeding ("yoga for my period";
    /// `content.duringThePeriodPhrases`).
    static let duringThePeriod = Phrases(WordList.contentDuringThePeriodPhrases.words)

    /// The trimester today in pregnancy mode.
    var trimester: Trimester? {
        mutating get { ageUnderWay == nil ? nil : day.trimester }
    }

    /// How much history there is: "none", "short" (fewer than 3 cycles) or "long".
    var historyLength: String {
        mutating get { day.historyLength.rawValue }
    }

    /// The profile the answer is about when the message names someone else's ("when is
    /// Anna's next period?"): read without switching to it, and never written to.
    var otherProfile: String?

    /// Template selection attributes: mode, phase, trimester, history, and subject=other when
    /// the answer is about another profile.
    var attributes: [String: String] {
        mutating get {
            // Room for all five at once (growing the dictionary rehashed every key).
            var attributes = [String: String](minimumCapacity: 5)
            attributes["mode"] = mode.rawValue
            attributes["history"] = historyLength
            if otherProfile != nil { attributes["subject"] = "other" }
            if let phase { attributes["phase"] = phase.rawValue }
            if let trimester { attributes["trimester"] = String(trimester.rawValue) }
            return attributes
        }
    }

    /// Values every template may use.
    var baseValues: [String: TemplateValue] {
        mutating get {
            let history = historyLength
            // Every value in the literal: one added after it made the dictionary grow.
            return [
                "today": .day(today),
                "mode": .string(mode.rawValue),
                "modeName": .string(mode.displayName),
                "profile": .string(day.profileName),
                "phase": phase.map { .string($0.rawValue) } ?? .null,
                "cycleDay": status.map { .int($0.cycleDay) } ?? .null,
                "trimester": trimester.map { .int($0.rawValue) } ?? .null,
                "week": ageUnderWay.map { .int($0.currentWeek) } ?? .null,
                "history": .string(history),
            ]
        }
    }

    /// A deterministic pick from `items`, rotating by day (and `salt`), never random.
    func pick<T>(_ items: [T], salt: String) -> T? {
        guard !items.isEmpty else { return nil }
        let seed = TemplateLibrary.seed(key: salt, day: today, salt: 0)
        return items[Int(seed % UInt64(items.count))]
    }

    /// `count` deterministic picks from `items` starting at the day's rotation.
    func pick<T>(_ items: [T], count: Int, salt: String) -> [T] {
        guard !items.isEmpty else { return [] }
        let start = rotation(of: items.count, salt: salt)
        return (0..<min(count, items.count)).map { items[(start + $0) % items.count] }
    }

    /// Where the day's rotation through `count` items starts (seeded by the day and `salt`).
    func rotation(of count: Int, salt: String) -> Int {
        guard count > 0 else { return 0 }
        return Int(TemplateLibrary.seed(key: salt, day: today, salt: 0) % UInt64(count))
    }
}

/// What a handler produced: the template to render, its values, and what it wrote.
struct AnswerOutput {
    var key: TemplateKey
    var values: [String: TemplateValue] = [:]
    var attributes: [String: String] = [:]
    var actions: [Reply.Action] = []
    /// Ends with the not-a-clinician note.
    var medical = false
    /// Whether follow-ups may refer to this answer.
    var rememberIntent = true
    /// Templates rendered after the answer with the same values (e.g. where imported cycles
    /// came from), before the not-a-clinician note.
    var footers: [TemplateKey] = []
}

/// A message's own triage as read once in a turn, and what it was read from: the answer and the
/// footers after it ask for it several times.
struct OwnTriage {
    let text: String
    let guardKind: GuardKind?
    let profile: TriageContext
    let assessment: TriageAssessment?
}
