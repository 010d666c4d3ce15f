import CycleCore
import JSON

/// A question Bloom asked in one `bloom ask` ("Shall I add the appointment …? Just say yes or
/// no.") kept for the next one, as the messages that led to it and when the last was asked.
/// It is not a record: it lives in the store's `meta` table, is never exported, and is replaced
/// or cleared by the next `bloom ask` of the same profile.
package struct WaitingQuestion: Sendable, Equatable {
    /// The messages, oldest first, that left the question waiting.
    package let messages: [String]
    /// When the last of them was asked.
    package let askedAt: LocalTimestamp

    package init(messages: [String], askedAt: LocalTimestamp) {
        self.messages = messages
        self.askedAt = askedAt
    }
}

extension JournalStore {
    static func waitingQuestionKey(_ profile: Profile) -> String { "waiting_question:\(profile.id)" }

    /// The question left waiting for `profile`, or nil.
    package func waitingQuestion(of profile: Profile) throws -> WaitingQuestion? {
        try read {
            guard case let .text(text) = try db.scalar("SELECT value FROM meta WHERE key = ?", [Self.waitingQuestionKey(profile)]),
                  let value = try? JSONValue(parsing: text), case let .string(at)? = value["askedAt"],
                  let askedAt = LocalTimestamp(iso: at), case let .array(list)? = value["messages"] else { return nil }
            let messages = list.compactMap { item -> String? in if case let .string(text) = item { text } else { nil } }
            return messages.isEmpty ? nil : WaitingQuestion(messages: messages, askedAt: askedAt)
        }
    }

    /// Keeps `question` for `profile`, replacing any earlier one.
    package func keepWaitingQuestion(_ question: WaitingQuestion, for profile: Profile) throws {
        let value = JSONValue.object(["askedAt": .string(question.askedAt.iso), "messages": .array(question.messages.map(JSONValue.string))])
        try write {
            try db.run("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                       [Self.waitingQuestionKey(profile), value.rendered()])
        }
    }

    /// Forgets the question left waiting for `profile`, if any.
    package func clearWaitingQuestion(of profile: Profile) throws {
        try write { try db.run("DELETE FROM meta WHERE key = ?", [Self.waitingQuestionKey(profile)]) }
    }
}
