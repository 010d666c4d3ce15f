/// One step of the message path. `Assistant.stages` lists them in the order they run, and
/// `Assistant.respond` is a loop over that list; the template sweep walks the same list
/// (`Turn.Purpose.templateSweep`), skipping the stages that only a conversation has.
///
/// Each stage reads what the stages before it decided (`Turn`) and adds its own decision. A
/// stage that answers the message outright sets `Turn.finished`.
protocol MessageStage: Sendable {
    /// Runs the stage on `turn`.
    func run(_ turn: inout Turn, _ assistant: Assistant)
    /// Whether the template sweep runs it (the stages of a conversation do not: splitting a
    /// message into questions, confirming, following up).
    var runsInTheSweep: Bool { get }
}

extension MessageStage {
    var runsInTheSweep: Bool { true }
    /// The stage's name, as `Assistant.stageNames` lists it.
    var name: String { String(describing: Self.self) }
}

extension Assistant {
    /// The message path, in order: read the message, read a question that points back at what
    /// was told as asking about it, read a bare count as of the drink named last, read "they" with a pain word as the
    /// body parts named last, answer
    /// several questions in turn, take a
    /// yes or no to Bloom's question, correct the reading, follow the last answer, choose the
    /// route, read the person's day, open or close the write gate, answer (guards, triage and
    /// the library, the capability), add the lines after the answer, word the answer from the
    /// day as it now stands, replace an answer that cannot be rendered, remember the turn, and
    /// render the reply through the output filter.
    static let stages: [any MessageStage] = [
        ReadingStage(),
        BackReferenceStage(),
        ElidedItemStage(),
        PartPronounStage(),
        ItPronounStage(),
        SeveralQuestionsStage(),
        ConfirmationStage(),
        ReadingCorrectionsStage(),
        FollowUpStage(),
        RoutingStage(),
        DayStage(),
        WriteGateStage(),
        AnswerStage(),
        FootersStage(),
        RebuiltDayStage(),
        RenderCheckStage(),
        ConversationStage(),
        OutputStage(),
    ]

    /// The stages' names, in order.
    static var stageNames: [String] { stages.map(\.name) }

    /// Runs the message path on `turn` until a stage finishes it (or, for the template sweep,
    /// until the answer is chosen).
    func walk(_ turn: inout Turn) {
        for stage in Assistant.stages {
            if turn.purpose == .templateSweep, !stage.runsInTheSweep { continue }
            stage.run(&turn, self)
            if turn.finished != nil { return }
            if turn.purpose == .templateSweep, stage is AnswerStage { return }
        }
    }
}
