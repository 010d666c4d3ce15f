import Foundation

/// What a message (or one clause of it) does, read before its intent: only a first-person
/// statement about the person's own present or recent day — or an explicit instruction such as
/// "log cramps" or "undo that" — may write to the journal.
package enum SpeechAct: String, Sendable, CaseIterable, Codable {
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
    /// About a thing, not the person: "my sourdough looks flat and sad", "the toast is soggy".
    case aboutAThing = "thing"
    /// A bare item with no statement around it ("cramps"): Bloom asks before writing.
    case unclear
    /// Small talk and answers: "hi", "thanks", "yes", "no".
    case chat

    /// Whether a message read as this act may write to the journal.
    package var permitsWrites: Bool { self == .log || self == .instruction }
}

/// One clause of a message and what it does.
package struct Clause: Sendable {
    /// The clause as typed.
    package let text: String
    /// The clause read on its own (entities resolved against today), read the first time it
    /// is asked for: most questions' acts need only their words, and no one reads them again.
    package var message: AnalyzedMessage { analysis.message }
    /// What the clause does.
    package let act: SpeechAct
    /// Whether the clause goes on the sentence of the one before ("took a test this morning,
    /// negative"), rather than opening a sentence of its own.
    package var continuesSentence = false
    private let analysis: ClauseAnalysis

    init(text: String, message: AnalyzedMessage, act: SpeechAct) {
        self.init(text: text, analysis: ClauseAnalysis(message), act: act)
    }

    init(text: String, analysis: ClauseAnalysis, act: SpeechAct) {
        self.text = text
        self.analysis = analysis
        self.act = act
    }

    /// The same clause (and its analysis, read or not) doing `act`.
    func with(act: SpeechAct) -> Clause {
        var clause = Clause(text: text, analysis: analysis, act: act)
        clause.continuesSentence = continuesSentence
        return clause
    }
}

/// A clause's analysis, made once, when first asked for, from any thread.
final class ClauseAnalysis: @unchecked Sendable {
    private let lock = NSLock()
    private var read: AnalyzedMessage?
    private var analyze: (() -> AnalyzedMessage)?

    /// An analysis already made.
    init(_ message: AnalyzedMessage) { read = message }

    /// An analysis `analyze` makes when it is first asked for.
    init(_ analyze: @escaping () -> AnalyzedMessage) { self.analyze = analyze }

    var message: AnalyzedMessage {
        lock.lock()
        defer { lock.unlock() }
        if let read { return read }
        let message = analyze!()
        read = message
        analyze = nil
        return message
    }
}

/// A message read for what it does: its clauses, each with its act, and the act of the whole.
package struct SpeechReading: Sendable {
    /// The message's clauses in order (one for a simple message).
    package let clauses: [Clause]
    /// The act of the whole message: a question anywhere makes it a question; otherwise any
    /// statement or instruction makes it one; otherwise the first clause's act.
    package let act: SpeechAct

    /// The clauses that may write.
    package var writingClauses: [Clause] { clauses.filter { $0.act.permitsWrites } }
}
