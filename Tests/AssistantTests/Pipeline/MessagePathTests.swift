@testable import Assistant
import CycleCore
import Testing

/// The message path is one ordered list of named stages (`Assistant.stages`): `respond` is a
/// loop over it and the template sweep walks the same list. Each stage is tested on a `Turn`
/// by what it decides.
@Suite struct MessagePathTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    /// A turn read by the stages up to (not including) `stage`.
    func turn(_ message: String, _ store: InMemoryStore = InMemoryStore(), upTo stage: String, conversation: Conversation = Conversation()) -> Turn {
        var turn = Turn(message: message, store: store, today: today, conversation: conversation)
        for step in Assistant.stages {
            if step.name == stage { break }
            step.run(&turn, assistant)
        }
        return turn
    }

    func run(_ stage: String, on turn: inout Turn) {
        Assistant.stages.first { $0.name == stage }!.run(&turn, assistant)
    }

    @Test func theStagesRunInOneWrittenOrder() {
        #expect(Assistant.stageNames == [
            "ReadingStage", "BackReferenceStage", "ElidedItemStage", "PartPronounStage", "ItPronounStage", "SeveralQuestionsStage", "ConfirmationStage", "ReadingCorrectionsStage", "FollowUpStage", "RoutingStage",
            "DayStage", "WriteGateStage", "AnswerStage", "FootersStage", "RebuiltDayStage", "RenderCheckStage", "ConversationStage",
            "OutputStage",
        ])
        #expect(AnswerStage.answerers.map(\.name) == [
            "the support line alone", "a day on its own", "someone else's crisis", "a statement taken back",
            "a reading just logged, in another unit", "another of what", "what to do about the care just given", "what to do about what was just logged", "the person's own log of a symptom", "news, a plan or thanks told", "triage and the library", "a guard", "no to Bloom's question",
            "an acknowledgement", "two readings to choose from", "the write gate", "the library while nothing is logged", "the capability",
        ])
    }

    @Test func theSweepWalksTheSameStagesWithoutTheConversationsOwn() {
        let skipped = Assistant.stages.filter { !$0.runsInTheSweep }.map(\.name)
        #expect(skipped == ["BackReferenceStage", "ElidedItemStage", "PartPronounStage", "ItPronounStage", "SeveralQuestionsStage", "ConfirmationStage", "FollowUpStage"])
        let swept = assistant.renderEveryVariant(of: "when is my next period", store: InMemoryStore(), today: today)
        var conversation = Conversation()
        let answered = assistant.respond(to: "when is my next period", in: &conversation, store: InMemoryStore(), today: today)
        #expect(swept.texts.contains { answered.text.hasPrefix($0.prefix(20)) }, "\(swept.texts) / \(answered.text)")
    }

    @Test func respondIsTheWholeWalk() {
        let store = InMemoryStore()
        var turn = Turn(message: "had cramps today", store: store, today: today, conversation: Conversation())
        assistant.walk(&turn)
        #expect(turn.finished?.actions.isEmpty == false)
        #expect(store.writes.count == 1)
    }

    @Test func readingReadsTheMessageAndItsActs() {
        var turn = Turn(message: "is spotting normal?", store: InMemoryStore(), today: today, conversation: Conversation())
        run("ReadingStage", on: &turn)
        #expect(turn.understanding.speech.act == .question)
    }

    @Test func severalQuestionsAreAnsweredInTurnAndFinishTheTurn() {
        var turn = turn("what phase am i in and what should i eat?", upTo: "SeveralQuestionsStage")
        run("SeveralQuestionsStage", on: &turn)
        #expect(turn.finished.map { $0.parts.count >= 2 } == true, "\(String(describing: turn.finished?.parts))")
    }

    @Test func aYesToBloomsQuestionReadsTheAskedMessageAsConfirmed() {
        var conversation = Conversation()
        conversation.pending = PendingWrite(intent: "log.symptom", missing: .confirmation, message: "cramps")
        var turn = turn("yes", upTo: "ConfirmationStage", conversation: conversation)
        run("ConfirmationStage", on: &turn)
        #expect(turn.confirmed == true)
        #expect(turn.understanding.classification.intent == "log.symptom")
        #expect(turn.conversation.pending == nil)
    }

    @Test func okWithNothingWaitingIsAnAcknowledgement() {
        var turn = turn("ok", upTo: "ConfirmationStage")
        run("ConfirmationStage", on: &turn)
        #expect(turn.acknowledged == true)
    }

    @Test func aDayOnItsOwnIsKeptToAskAbout() {
        var turn = turn("the 20th", upTo: "FollowUpStage")
        run("FollowUpStage", on: &turn)
        #expect(turn.bareDay != nil)
    }

    @Test func routingSendsARequestFromAnotherDomainOutOfScope() {
        var turn = turn("what's the best way to cook a steak?", upTo: "RoutingStage")
        run("RoutingStage", on: &turn)
        #expect(turn.routing.route == .outOfScope)
        #expect(turn.understanding.classification.intent == IntentClassifier.outOfScope)
    }

    @Test func theWriteGateIsClosedForAQuestionAndOpenForAStatement() {
        var asked = turn("did i have cramps today?", upTo: "WriteGateStage")
        run("WriteGateStage", on: &asked)
        #expect(!asked.mayWrite)
        var said = turn("had cramps today", upTo: "WriteGateStage")
        run("WriteGateStage", on: &said)
        #expect(said.mayWrite)
    }

    @Test func theAnswerIsTheFirstAnswerersAndNamesWhatProducedIt() {
        var guarded = turn("i want to kill myself", upTo: "AnswerStage")
        run("AnswerStage", on: &guarded)
        #expect(guarded.output.key == .guardCrisis)
        #expect("\(guarded.producer)" == "GuardAnswers")
        var asked = turn("when is my next period", upTo: "AnswerStage")
        run("AnswerStage", on: &asked)
        #expect("\(asked.producer)" == "CycleAnswers")
    }

    @Test func theSupportLineFollowsAnAnswerTheCrisisCheckIsConcernedBy() {
        // A question the check is concerned by that names only a means: the answer, then the line.
        var turn = turn("are the pills in my drawer enough?", upTo: "FootersStage")
        #expect(turn.understanding.crisisConcern)
        if turn.output.key != .guardCrisisCheckin {
            run("FootersStage", on: &turn)
            #expect(turn.output.footers.contains(.guardCrisisCheckin))
        }
    }

    @Test func theConversationRemembersTheTurn() {
        var turn = turn("when is my next period", InMemoryStore.cycles(from: Day(year: 2026, month: 8, day: 18)!, lengths: [28, 28, 28]), upTo: "ConversationStage")
        let before = turn.conversation.turn
        run("ConversationStage", on: &turn)
        #expect(turn.conversation.turn == before + 1)
        #expect(turn.conversation.lastIntent == "cycle.next_period")
    }

    @Test func theOutputIsRenderedAndFinishesTheTurn() {
        var turn = turn("when is my next period", upTo: "OutputStage")
        run("OutputStage", on: &turn)
        #expect(turn.finished?.text.isEmpty == false)
    }
}
