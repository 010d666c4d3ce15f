/// What a message (or one clause of it) does, read before its intent: only a first-person
/// statement about the person's own present or recent day — or an explicit instruction such as
/// "log cramps" or "undo that" — may write to the journal.
public enum SpeechAct: String, Sendable, CaseIterable, Codable {
    /// A first-person statement about the person's own day: "had cramps today", "opk was high".
    case log
    /// An explicit instruction to Bloom: "log a headache", "undo that", "switch to ttc mode".
    case instruction
    /// A question: "is it normal to…", "what does a positive opk mean", "…?".
    case question
    /// A request for information: "show me…", "tell me about…", "predict my next period".
    case request
    /// Something that has not happened: "if I get cramps…", "what if…", "in case…".
    case hypothetical
    /// Something that did not happen: "no cramps today", "I never get cramps", "didn't have…".
    case negation
    /// The past or a habit, not a day: "I used to…", "I usually get…", "every month I…".
    case habit
    /// About someone else: "my wife keeps getting migraines", "my sister has cramps".
    case otherPerson = "other"
    /// A bare item with no statement around it ("cramps"): Bloom asks before writing.
    case unclear
    /// Small talk and answers: "hi", "thanks", "yes", "no".
    case chat

    /// Whether a message read as this act may write to the journal.
    public var permitsWrites: Bool { self == .log || self == .instruction }
}

/// One clause of a message and what it does.
public struct Clause: Sendable {
    /// The clause as typed.
    public let text: String
    /// The clause read on its own (entities resolved against today).
    public let message: AnalyzedMessage
    /// What the clause does.
    public let act: SpeechAct
}

/// A message read for what it does: its clauses, each with its act, and the act of the whole.
public struct SpeechReading: Sendable {
    /// The message's clauses in order (one for a simple message).
    public let clauses: [Clause]
    /// The act of the whole message: a question anywhere makes it a question; otherwise any
    /// statement or instruction makes it one; otherwise the first clause's act.
    public let act: SpeechAct

    /// The clauses that may write.
    public var writingClauses: [Clause] { clauses.filter { $0.act.permitsWrites } }
}
