import CycleCore
import Content

/// The assistant's answer to one message.
package struct Reply: Sendable {
    /// The text to show.
    package let text: String
    /// The intent the message was understood as.
    package let intent: String
    /// How sure the classifier was, 0–1.
    package let confidence: Double
    /// The guard that answered instead of the intent, if any.
    package let guardKind: GuardKind?
    /// What was found in the message.
    package let entities: [EntitySpan]
    /// What was written to the journal, one line each.
    package let actions: [Action]
    /// Whether the output filter replaced the rendered answer.
    package let filtered: Bool
    /// Why the person's data could not be read, when it could not: the reply then says only
    /// that (never an answer computed from nothing), and the chat reports it like the commands.
    package var storeFailure: StoreFailure? = nil
    /// The template key of an answer that could not be rendered from the values its capability
    /// gave and was replaced by the best other answer: a programming error, which the tests
    /// fail on; nil normally.
    package var replacedKey: String? = nil

    /// Why the person's data could not be read.
    package struct StoreFailure: Sendable, Equatable {
        /// The error in words for people.
        package let message: String
        /// Whether the data itself is inconsistent (periods that contradict each other),
        /// rather than the store unreadable.
        package let isDataError: Bool
    }
    /// The level of care the situation the message describes needs, and why: the crisis
    /// guard's emergency with support, or triage's level. Nil for a general question (the
    /// information and its "when to get help" line answer it) and for everything else.
    package internal(set) var care: Care? = nil

    /// A level of care and its reason.
    package struct Care: Sendable, Equatable {
        package let level: CareLevel
        /// Completes "This is because …".
        package let reason: String
        /// The triage rule that set the level ("crisis" for the crisis guard).
        package let rule: String
    }

    /// The level of care triage gave, when triage answered.
    package internal(set) var triage: TriageAssessment? = nil
    /// Whether the learned crisis check added its support line (`Understanding.crisisConcern`).
    package internal(set) var crisisConcern = false
    /// Where words of crisis in the message were read to belong when they were not the
    /// person's own now (`CrisisPlacement`): the message got its own answer.
    package internal(set) var crisisPlacedElsewhere: CrisisPlacement.Place? = nil
    /// What kind of answer the message got and why (`RouteReader`); nil for answers given
    /// before any reading (a journal that cannot be read).
    package internal(set) var route: RouteReading? = nil
    /// What each clause of the message does, in order (`SpeechActReader`).
    package internal(set) var acts: [SpeechAct] = []
    /// The library's closest topic for a general question, answered or not, and how well it
    /// matched: what `bloom ask --json` shows so a miss can be read.
    package internal(set) var libraryCandidate: (id: String, coverage: Double, fits: Bool)? = nil
    /// The library topic answered, when one was.
    package internal(set) var topic: String? = nil
    /// The intent of each question answered, in order, when one message asked several
    /// ("what phase am I in and what should I eat?"); empty otherwise.
    package internal(set) var parts: [String] = []

    /// One write the reply made.
    package struct Action: Sendable, Equatable {
        /// e.g. "period_start".
        package let kind: String
        /// The day written, when there is one.
        package let day: Day?
        /// What the journal said it stored.
        package let summary: String
    }
}

/// The words an error shows a person: its own description when it has one written for people,
/// never a Swift dump of its cases.
package enum ErrorText {
    package static func describe(_ error: any Error) -> String {
        if type(of: error) is any CustomStringConvertible.Type { return String(describing: error) }
        return "something went wrong reading or writing your journal (\(type(of: error)))"
    }
}
