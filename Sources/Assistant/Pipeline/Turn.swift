import CycleCore
import DayModel

/// One message on its way through the message path (`MessageStage`): what it says, what
/// each stage has decided about it so far, and, at the end, the reply.
///
/// The stages read and fill it in order (`Assistant.stages`); a stage that answers the message
/// outright (several questions answered in turn, a journal that cannot be read) sets `finished`
/// and the stages after it do not run.
struct Turn {
    /// Why the message is read: to answer it, or to render every variant of its answer for the
    /// template sweep (which stops after the answer and never splits, confirms or follows up).
    enum Purpose: Sendable {
        case answer
        case templateSweep
    }

    let message: String
    let store: any AssistantStore
    let today: Day
    let purpose: Purpose
    /// What the chat remembers, updated as the turn goes.
    var conversation: Conversation
    /// The device's profile names (the message may name one).
    var profiles: [String] = []

    /// Whether the profile says the person is pregnant today: pregnancy mode, with a recorded
    /// pregnancy not yet past 42 weeks (`GestationalAge.isPastAnyPregnancy`). The message is
    /// read with it, so the guards and triage agree on the pregnancy as `AnswerContext.pregnantNow`
    /// does. Read once, by `ReadingStage` (`readTheProfile()`), for every stage after it.
    private(set) var profileIsPregnant = false

    /// Reads what the stages need from the profile before the message is read.
    mutating func readTheProfile() {
        profiles = (try? store.profileNames()) ?? []
        guard store.mode == .pregnancy else { profileIsPregnant = false; return }
        guard let dating = try? store.pregnancy(), let age = try? dating.age(on: today) else { profileIsPregnant = true; return }
        profileIsPregnant = !age.isPastAnyPregnancy
    }

    /// The message read (`ReadingStage`), as later stages correct it.
    var understanding: Understanding {
        get { read! }
        set { read = newValue }
    }
    private(set) var read: Understanding?

    /// Whether the message pointed back at what was told a few turns before and was read as
    /// asking about it (`BackReferenceStage`).
    var pointedBack = false
    /// Whether the message was read in the domain only because of the conversation before it
    /// (`CarriedDomain`).
    var carried = false
    /// "Yes" or "no" to Bloom's question "Shall I log …?" (`ConfirmationStage`).
    var confirmed: Bool?
    /// "ok" or "nope" with nothing of Bloom's waiting: an acknowledgement.
    var acknowledged: Bool?
    /// How the message follows the last answer, if it does (`FollowUpStage`).
    var followUp: FollowUp.Kind?
    /// A day said on its own ("the 20th"), to ask about.
    var bareDay: EntitySpan?
    /// Every day of a message made of days alone (`bareDay` is the first).
    var bareDays: [EntitySpan] = []
    /// What kind of answer the message gets (`RoutingStage`).
    var routing = RouteReading(route: .general, rule: "not read yet", inDomain: true)
    /// Another profile the message asks about ("when is Anna's next period?").
    var otherProfile: (name: String, inputs: DayInputs)?
    /// Whether the answer may write (`WriteGateStage`).
    var mayWrite = false
    /// What the capabilities answer from (`WriteGateStage` makes it).
    var context: AnswerContext {
        get { answerContext! }
        set { answerContext = newValue }
    }
    private(set) var answerContext: AnswerContext?
    /// The person's day (`DayStage`).
    var day: PersonDay?

    /// The answer (`AnswerStage`), and what produced it (for the template sweep).
    var output = AnswerOutput(key: .chatHelp, rememberIntent: false)
    var producer: any RendersTemplates.Type = AssistantStage.self
    /// Whether the support line alone answers (a concerning message with nothing else in it).
    var onlyTheSupportLine = false
    /// The answer's key when it could not be rendered and the best other answer took its place.
    var replacedKey: String?

    /// The reply, when a stage has answered the message outright or the last stage has run.
    var finished: Reply?

    init(message: String, store: any AssistantStore, today: Day, conversation: Conversation, purpose: Purpose = .answer) {
        self.message = message
        self.store = store
        self.today = today
        self.conversation = conversation
        self.purpose = purpose
    }
}
