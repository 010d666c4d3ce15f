import CycleCore
import Content

/// The assistant's answer to one message.
public struct Reply: Sendable {
    /// The text to show.
    public let text: String
    /// The intent the message was understood as.
    public let intent: String
    /// How sure the classifier was, 0–1.
    public let confidence: Double
    /// The guard that answered instead of the intent, if any.
    public let guardKind: GuardKind?
    /// What was found in the message.
    public let entities: [EntitySpan]
    /// What was written to the journal, one line each.
    public let actions: [Action]
    /// Whether the output filter replaced the rendered answer.
    public let filtered: Bool
    /// Why the person's data could not be read, when it could not: the reply then says only
    /// that (never an answer computed from nothing), and the chat reports it like the commands.
    public var storeFailure: StoreFailure? = nil
    /// The template key of an answer that could not be rendered from the values its capability
    /// gave and was replaced by the best other answer: a programming error, which the tests
    /// fail on; nil normally.
    public var replacedKey: String? = nil

    /// Why the person's data could not be read.
    public struct StoreFailure: Sendable, Equatable {
        /// The error in words for people.
        public let message: String
        /// Whether the data itself is inconsistent (periods that contradict each other),
        /// rather than the store unreadable.
        public let isDataError: Bool
    }
    /// The level of care the situation the message describes needs, and why: the crisis
    /// guard's emergency with support, or triage's level. Nil for a general question (the
    /// information and its "when to get help" line answer it) and for everything else.
    public internal(set) var care: Care? = nil

    /// A level of care and its reason.
    public struct Care: Sendable, Equatable {
        public let level: CareLevel
        /// Completes "This is because …".
        public let reason: String
        /// The triage rule that set the level ("crisis" for the crisis guard).
        public let rule: String
    }

    /// The level of care triage gave, when triage answered.
    public internal(set) var triage: TriageAssessment? = nil
    /// Whether the learned crisis check added its support line (`Understanding.crisisConcern`).
    public internal(set) var crisisConcern = false
    /// What kind of answer the message got and why (`RouteReader`); nil for answers given
    /// before any reading (a journal that cannot be read).
    public internal(set) var route: RouteReading? = nil
    /// What each clause of the message does, in order (`SpeechActReader`).
    public internal(set) var acts: [SpeechAct] = []
    /// The library's closest topic for a general question, answered or not, and how well it
    /// matched: what `bloom ask --json` shows so a miss can be read.
    public internal(set) var libraryCandidate: (id: String, coverage: Double, fits: Bool)? = nil
    /// The library topic answered, when one was.
    public internal(set) var topic: String? = nil
    /// The intent of each question answered, in order, when one message asked several
    /// ("what phase am I in and what should I eat?"); empty otherwise.
    public internal(set) var parts: [String] = []

    /// One write the reply made.
    public struct Action: Sendable, Equatable {
        /// e.g. "period_start".
        public let kind: String
        /// The day written, when there is one.
        public let day: Day?
        /// What the journal said it stored.
        public let summary: String
    }
}

/// The words an error shows a person: its own description when it has one written for people,
/// never a Swift dump of its cases.
public enum ErrorText {
    public static func describe(_ error: any Error) -> String {
        if type(of: error) is any CustomStringConvertible.Type { return String(describing: error) }
        return "something went wrong reading or writing your journal (\(type(of: error)))"
    }
}
