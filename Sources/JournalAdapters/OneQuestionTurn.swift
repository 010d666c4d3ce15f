import Assistant
import CycleCore
import Journal

/// One `bloom ask`: a message answered in a conversation of its own, except that a question
/// Bloom asked in the previous `bloom ask` of the same profile ("Shall I add the appointment
/// …? Just say yes or no.") waits for this one, for `lifetimeSeconds`.
///
/// The assistant's dialogue state is not kept; the messages that left the question waiting
/// are (`JournalStore.keepWaitingQuestion`), and are read again into a fresh conversation,
/// against a store that refuses writes (`ReplayStore`), before this message is answered. A
/// message that wrote anything is never kept, and a replay that would write, or no longer
/// leaves a question, is dropped: the answer then meets no question, as before.
package struct OneQuestionTurn {
    /// How long a question waits for the next `bloom ask`, in seconds.
    package static let lifetimeSeconds = 600
    /// The most messages a chain of questions may hold (a question answered by another).
    package static let longestChain = 4

    /// The reply, and whether a question is left waiting for the next `bloom ask`: true when
    /// it is kept, false when it could not be (no store yet, or a store that cannot be
    /// written), nil when no question is left.
    package struct Outcome {
        package let reply: Reply
        package let questionKept: Bool?
        /// Whether this message answered a question kept from the previous `bloom ask`.
        package let answeredWaitingQuestion: Bool
    }

    /// Answers `message`, first bringing back a question left waiting by the previous turn.
    /// - Parameters:
    ///   - now: the local time, which dates the question kept and ends an old one.
    ///   - display: how views asked for are shown.
    package static func respond(to message: String, assistant: Assistant, store: JournalAssistantStore, today: Day,
                               now: LocalTimestamp, display: ViewDisplay = ViewDisplay()) -> Outcome {
        var conversation = Conversation()
        conversation.display = display
        var earlier: [String] = []
        if let (journal, profile) = store.openedStore, let waiting = try? journal.waitingQuestion(of: profile) {
            try? journal.clearWaitingQuestion(of: profile)
            let age = waiting.askedAt.seconds(to: now)
            if (0...lifetimeSeconds).contains(age), replay(waiting.messages, assistant: assistant, store: store, today: today, into: &conversation) {
                earlier = waiting.messages
            } else {
                conversation = Conversation()
                conversation.display = display
            }
        }
        let reply = assistant.respond(to: message, in: &conversation, store: store, today: today)
        let answered = !earlier.isEmpty
        guard leavesQuestion(conversation), reply.actions.isEmpty, reply.storeFailure == nil else {
            return Outcome(reply: reply, questionKept: nil, answeredWaitingQuestion: answered)
        }
        guard let (journal, profile) = store.openedStore else {
            return Outcome(reply: reply, questionKept: false, answeredWaitingQuestion: answered)
        }
        let chain = Array((earlier + [message]).suffix(longestChain))
        let kept = (try? journal.keepWaitingQuestion(WaitingQuestion(messages: chain, askedAt: now), for: profile)) != nil
        return Outcome(reply: reply, questionKept: kept, answeredWaitingQuestion: answered)
    }

    /// Whether Bloom's reply left a question for the next message: a write waiting for one
    /// answer, or two readings offered.
    static func leavesQuestion(_ conversation: Conversation) -> Bool {
        conversation.pending != nil || conversation.offered != nil
    }

    /// Reads `messages` again into `conversation` without writing; true when they leave a
    /// question waiting, as they did when they were asked.
    static func replay(_ messages: [String], assistant: Assistant, store: JournalAssistantStore, today: Day,
                       into conversation: inout Conversation) -> Bool {
        let replaying = ReplayStore(store)
        for message in messages {
            let reply = assistant.respond(to: message, in: &conversation, store: replaying, today: today)
            if replaying.refusedWrite || !reply.actions.isEmpty || reply.storeFailure != nil { return false }
        }
        return leavesQuestion(conversation)
    }
}
