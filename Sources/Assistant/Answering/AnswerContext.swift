import Content
import CycleCore
import Language

/// What one answer is computed from: the message, the person's data (read once, lazily),
/// today, the mode and phase, and the conversation so far.
struct AnswerContext {
    let assistant: Assistant
    let store: any AssistantStore
    let today: Day
    let message: AnalyzedMessage
    let intent: String
    /// How sure the classifier was of `intent`.
    var confidence: Double = 1
    var conversation: Conversation
    let followUp: FollowUp.Kind?
    /// The triage decision, when triage answered.
    var triage: TriageAssessment?
    /// The library topic this answer gives or carries, when there is one.
    var topic: String?

    var knowledge: Knowledge { assistant.knowledge }
    var mode: Mode { store.mode }

    /// The person's period history; empty when none is logged or it cannot be read.
    lazy var history: PeriodHistory = {
        let records = (try? store.periods()) ?? []
        return (try? PeriodHistory(validating: records, today: today)) ?? .empty
    }()

    /// The prediction from Bloom's own predictor, when any period is logged; ovulation and the
    /// fertile window use the person's own luteal phase once two cycles have a confirmed shift.
    lazy var prediction: Prediction? = Predictors.standard.predict(history, luteal: luteal)

    /// One temperature chart per logged cycle, oldest first.
    lazy var charts: [CycleChart] = CycleChart.charts((try? store.temperatures()) ?? [], history: history)

    /// The person's own luteal phase from cycles with a confirmed temperature shift.
    lazy var luteal: PersonalLutealPhase = PersonalLutealPhase(charts: charts)

    /// Where the person is in their cycle today.
    lazy var status: CycleStatus? = {
        guard let latest = history.latest, let prediction, today >= latest.start else { return nil }
        return CycleStatus(latest: latest, prediction: prediction, today: today)
    }()

    /// The pregnancy's dates, when recorded.
    lazy var pregnancy: PregnancyDating? = (try? store.pregnancy()) ?? nil

    /// The gestational age today, when a pregnancy is recorded and datable.
    lazy var gestationalAge: GestationalAge? = {
        guard let pregnancy else { return nil }
        return try? pregnancy.age(on: today)
    }()

    init(assistant: Assistant, store: any AssistantStore, today: Day, message: AnalyzedMessage, intent: String,
         conversation: Conversation, followUp: FollowUp.Kind?) {
        self.assistant = assistant
        self.store = store
        self.today = today
        self.message = message
        self.intent = intent
        self.conversation = conversation
        self.followUp = followUp
    }

    /// The phase today in cycle and ttc modes.
    var phase: Phase? {
        mutating get { mode == .pregnancy ? nil : status?.phase }
    }

    /// The trimester today in pregnancy mode.
    var trimester: Trimester? {
        mutating get { mode == .pregnancy ? gestationalAge?.trimester : nil }
    }

    /// How much history there is: "none", "short" (fewer than 3 cycles) or "long".
    var historyLength: String {
        mutating get {
            if history.isEmpty { return "none" }
            return history.cycleLengths.count < 3 ? "short" : "long"
        }
    }

    /// Template selection attributes: mode, phase, trimester, history.
    var attributes: [String: String] {
        mutating get {
            var attributes = ["mode": mode.rawValue, "history": historyLength]
            if let phase { attributes["phase"] = phase.rawValue }
            if let trimester { attributes["trimester"] = String(trimester.rawValue) }
            return attributes
        }
    }

    /// Values every template may use.
    var baseValues: [String: TemplateValue] {
        mutating get {
            var values: [String: TemplateValue] = [
                "today": .day(today),
                "mode": .string(mode.rawValue),
                "modeName": .string(mode.displayName),
                "profile": .string(store.profileName),
                "phase": phase.map { .string($0.rawValue) } ?? .null,
                "cycleDay": status.map { .int($0.cycleDay) } ?? .null,
                "trimester": trimester.map { .int($0.rawValue) } ?? .null,
                "week": gestationalAge.map { .int($0.currentWeek) } ?? .null,
            ]
            values["history"] = .string(historyLength)
            return values
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
        let seed = TemplateLibrary.seed(key: salt, day: today, salt: 0)
        let start = Int(seed % UInt64(items.count))
        return (0..<min(count, items.count)).map { items[(start + $0) % items.count] }
    }
}

/// What a handler produced: the template to render, its values, and what it wrote.
struct AnswerOutput {
    var key: String
    var values: [String: TemplateValue] = [:]
    var attributes: [String: String] = [:]
    var actions: [Reply.Action] = []
    /// Ends with the not-a-clinician note.
    var medical = false
    /// Whether follow-ups may refer to this answer.
    var rememberIntent = true
}
