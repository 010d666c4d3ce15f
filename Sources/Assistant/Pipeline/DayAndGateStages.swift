import CycleCore
import DayModel
import Language

/// The person's day, built once for the turn: the active profile's, or another profile's when
/// the message asks about it ("when is Anna's next period?"), which is read and never written.
/// A journal that cannot be read answers the message with why.
struct DayStage: MessageStage {
    func run(_ turn: inout Turn, _ assistant: Assistant) {
        let understanding = turn.understanding
        turn.otherProfile = assistant.otherProfile(named: understanding, store: turn.store)
        do {
            turn.day = try assistant.dayMemo.day(try turn.otherProfile?.inputs ?? turn.store.dayInputs(), today: turn.today)
        } catch {
            if turn.purpose == .templateSweep {
                turn.day = try? PersonDay(.empty(profileName: turn.store.profileName, mode: turn.store.mode), today: turn.today)
                return
            }
            var reply = Reply(text: "I can't read your journal right now: \(ErrorText.describe(error))",
                              intent: understanding.classification.intent, confidence: understanding.classification.confidence,
                              guardKind: understanding.guardKind, entities: understanding.message.entities, actions: [], filtered: false)
            reply.storeFailure = Reply.StoreFailure(message: ErrorText.describe(error), isDataError: error is HistoryError)
            turn.finished = reply
        }
    }
}

/// The one write gate: only a statement about the person's own day, an instruction, or the
/// answer to Bloom's own question about a write may reach a store that writes. A message about
/// another profile, or one the crisis check is concerned by, writes nothing (the support line
/// says so). Makes the context the answer is given from.
struct WriteGateStage: MessageStage {
    func run(_ turn: inout Turn, _ assistant: Assistant) {
        let understanding = turn.understanding
        turn.mayWrite = WriteGate.permits(understanding.speech.act, followUp: turn.followUp) && turn.otherProfile == nil && !understanding.crisisConcern
            && (turn.followUp == .pendingAnswer || !WriteGate.tellsOnlyTheLongPast(understanding.speech, assistant.routeReader.words.pastTime))
            // "Thanks thats really useful 😊": a face beside thanks is no mood of the day.
            && (turn.followUp == .pendingAnswer || !assistant.routeReader.isOnlyThanks(understanding.message))
            && (!WriteGate.takesItBack(understanding.message) || LogAnswers.movesAnItem(of: turn.conversation.lastWrites, understanding.message)
                // "Scratch that its my sister with the headache": taking back what was someone else's.
                || understanding.classification.intent == IntentID.logUndo.rawValue && LogAnswers.wroteLately(turn.conversation)
                    && WriteGate.namesSomeoneElsesItem(understanding.message.normalized.tokens))
        var context = AnswerContext(
            assistant: assistant, store: turn.mayWrite ? turn.store : ReadOnlyStore(turn.store), today: turn.today, day: turn.day!,
            message: understanding.message, intent: IntentID(understanding.classification.intent), conversation: turn.conversation,
            followUp: turn.followUp
        )
        context.otherProfile = turn.otherProfile?.name
        context.confidence = understanding.classification.confidence
        context.speech = understanding.speech
        context.confirmed = turn.confirmed == true
        if turn.followUp == .pendingAnswer, let pending = turn.conversation.pending {
            context.pendingDetails = assistant.analyzer.analyze(pending.details(answeredBy: understanding.message), today: turn.today, profiles: [])
        }
        turn.context = context
    }
}
