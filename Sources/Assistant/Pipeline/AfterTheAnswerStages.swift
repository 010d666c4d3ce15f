import CycleCore
import Language

/// The lines after the answer: why a GP appointment is worth it when a log or an offer to log
/// meets a routine red flag, the support line when the crisis check is concerned, and the
/// offer to log what the message stated on the way to its question.
struct FootersStage: MessageStage {
    func run(_ turn: inout Turn, _ assistant: Assistant) {
        let understanding = turn.understanding
        // A log whose words meet a routine red flag ("feeling down for weeks") says so after
        // the confirmation, and so does an offer to log one ("worst period cramps ever, can't
        // get out of bed": "Shall I log cramps?" and why a GP appointment is worth it); the
        // urgent levels have interrupted already (`libraryAnswer`).
        // So does an answer to a situation told now that is worth an appointment ("my periods
        // are so heavy I take the first day off work every month"): the library answers, then
        // why a GP appointment is worth it, and the level is the reply's care.
        let loggedOrOffered = turn.output.actions.contains(where: { ["symptom", "mood", "flow", "note"].contains($0.kind) })
            || turn.context.conversation.pending?.missing == .confirmation
        let toldNow = turn.output.key.rawValue.hasPrefix("topic.") && SituationReader().describesASituation(understanding.speech)
        // "Period pain so bad every month I take days off, painkillers barely touch it": what the
        // medicines guard cannot advise on is still a situation worth an appointment.
        let medicinesForASituation = understanding.guardKind == .medication && SituationReader().describesASituation(understanding.speech)
        if loggedOrOffered || toldNow || medicinesForASituation, turn.context.triage == nil, understanding.guardKind == nil || medicinesForASituation,
           let assessment = assistant.ownTriage(understanding, context: &turn.context),
           assessment.level == .appointment, assessment.askedAheadOf == nil,
           loggedOrOffered || assessment.modifier == nil || assistant.triageEngine.readsAnOngoingPattern(assessment.modifier) {
            turn.context.triage = assessment
            turn.output.values["triageReason"] = .string(assessment.reason)
            turn.output.footers.append(.triageAfterLog)
        }
        // A red flag told as a statement of the person's own day ("bit of pinkish spotting this
        // morning" in pregnancy): the care answer, then what was kept of it. An ambulance answer
        // says only what to do now, and writes nothing.
        // So does one worth an appointment that the emergency guard first heard ("period showed
        // up early today and its heavy, already passed a clot bigger than a 10p": the start).
        if let care = turn.context.triage, [.urgent, .gpToday, .appointment].contains(care.level), turn.mayWrite, turn.routing.route == .statement,
           turn.output.actions.isEmpty,
           AnswerStage.producer(of: turn.output.key) == TriageAnswers.self {
            var output = turn.output, context = turn.context
            // "Oh actually no, the condom came off halfway": the care first, then the entry just
            // written, changed as the message says.
            if context.intent == .logCorrectDay {
                LogAnswers.correctAlongside(understanding.message, in: &output, &context)
            } else {
                LogAnswers.noteAlongside(understanding.speech, in: &output, &context)
            }
            turn.output = output
            turn.context = context
        }
        // A crisis the guard's phrases missed but the learned check saw: the answer, then where support is.
        if understanding.crisisConcern, !turn.onlyTheSupportLine { turn.output.footers.append(.guardCrisisCheckin) }
        // "Had cramps today, and what phase am I in?": the answer comes first, then the offer
        // to log the statement part.
        if understanding.guardKind == nil, turn.context.otherProfile == nil, turn.context.triage == nil,
           !WriteGate.writes(turn.context.intent.rawValue) {
            var output = turn.output, context = turn.context
            assistant.offerToLogTheStatementAfterTheAnswer(understanding.speech, in: &output, &context)
            turn.output = output
            turn.context = context
        }
        // A common complaint told now that self-care usually helps, with nothing more urgent in
        // it ("heartburn every evening at 22 weeks", "cramps but ibuprofen sorts them"): the
        // answer, then what usually helps and when to get help, and self-care is the reply's care.
        appendSelfCare(&turn, assistant, answersWhatWasTold: loggedOrOffered || toldNow)
    }
}

extension FootersStage {
    /// Self-care as the reply's care, and its footer, when a self-care rule is the highest that
    /// fires on a situation told now and no modifier reads the message (a past that is over,
    /// "all gone now", someone else's or a general question is no situation to advise on).
    /// Read only for a message that logs, is offered a log, states something, gets a topic, or
    /// names a symptom.
    /// - Parameter answersWhatWasTold: whether the answer logs or offers to log, or is a topic
    ///   for a situation told now.
    func appendSelfCare(_ turn: inout Turn, _ assistant: Assistant, answersWhatWasTold: Bool) {
        let understanding = turn.understanding
        guard turn.context.triage == nil, understanding.guardKind == nil, turn.context.otherProfile == nil,
              !turn.onlyTheSupportLine, !understanding.crisisConcern,
              answersWhatWasTold || turn.routing.route == .statement || turn.output.key.rawValue.hasPrefix("topic.")
                || understanding.message.first(.symptom) != nil,
              assistant.triageEngine.namesASelfCareComplaint(understanding.message),
              let assessment = assistant.ownTriage(understanding, context: &turn.context),
              assessment.level == .selfCare, assessment.modifier == nil, assessment.askedAheadOf == nil,
              !assistant.triageEngine.anyModifierReads(understanding.message) else { return }
        turn.context.triage = assessment
        turn.output.values["selfCareReason"] = .string(assessment.reason)
        // A library topic already says what helps and when to get help: the line only gives the level.
        turn.output.values["aboveTopic"] = .bool(turn.output.key == .topicAnswer)
        turn.output.footers.append(.triageSelfCareAfter)
    }
}

/// A write changes what Bloom knows (a new period, a mode, a due date): the answer is worded
/// from the day as it now stands.
struct RebuiltDayStage: MessageStage {
    func run(_ turn: inout Turn, _ assistant: Assistant) {
        guard !turn.output.actions.isEmpty, turn.context.otherProfile == nil, let inputs = try? turn.store.dayInputs(),
              let rebuilt = try? assistant.dayMemo.day(inputs, today: turn.today) else { return }
        turn.context.day = rebuilt
    }
}

/// An answer whose template cannot be filled from what its capability gave is a programming
/// error a person must not see: the best other answer takes its place (the library, or what
/// Bloom can do), with no offer to log beside it. A file made (a report, a share) is never
/// hidden behind another answer.
struct RenderCheckStage: MessageStage {
    func run(_ turn: inout Turn, _ assistant: Assistant) {
        guard turn.output.actions.isEmpty, !FileAnswers.intents.contains(turn.context.intent),
              !assistant.canRender(turn.output, context: &turn.context) else { return }
        turn.replacedKey = turn.output.key.rawValue
        turn.output = assistant.bestOtherAnswer(turn.understanding, context: &turn.context)
    }
}

/// What the chat remembers of the turn: the writes a correction may move, the route and the
/// intent a follow-up resolves against, the turn's number.
struct ConversationStage: MessageStage {
    func run(_ turn: inout Turn, _ assistant: Assistant) {
        var conversation = turn.context.conversation
        // "No, I meant the 3rd" moves only what the message just before wrote.
        if turn.output.actions.isEmpty, turn.acknowledged == nil { conversation.lastWrites = [] }
        if turn.routing.route != .smallTalk { conversation.lastRoute = (turn.routing.route, conversation.turn) }
        // A message carried by the conversation carries it no further ("any good brunch spots
        // then?" after "what's safer then?").
        if !turn.carried {
            conversation.lastGuard = turn.understanding.guardKind.map { ($0, conversation.turn) }
            if ![.outOfScope, .smallTalk].contains(turn.routing.route) { conversation.lastDomainTurn = conversation.turn }
        }
        let dischargeWords = turn.understanding.message.normalized.tokens.filter(FactAnchors.discharge.contains)
        conversation.lastDischargeWords = dischargeWords.isEmpty ? nil : (dischargeWords, conversation.turn)
        // What a message told of the body can be pointed back at for a few turns, until the
        // library answers about something else.
        if !turn.output.actions.isEmpty, let subject = BackReference.subject(of: conversation.lastWrites, today: turn.today, told: turn.understanding.message) {
            conversation.lastSubject = (subject.words, subject.isADay, conversation.turn)
        } else if turn.output.actions.isEmpty, let offered = conversation.pending?.proposed, !offered.isEmpty,
                  let subject = BackReference.subject(of: offered, today: turn.today, told: turn.understanding.message) {
            // "Shall I log unusual discharge?" … "what could that be?": what was offered was told.
            conversation.lastSubject = (subject.words, subject.isADay, conversation.turn)
        } else if turn.context.topic != nil, !turn.pointedBack {
            conversation.lastSubject = nil
        }
        if !turn.output.actions.isEmpty, let start = conversation.lastWrites.lazy.compactMap({ write -> Day? in
            if case let .periodStart(day) = write { day } else { nil }
        }).first {
            conversation.lastPeriodStart = (start, conversation.turn)
        }
        if !turn.output.actions.isEmpty, conversation.lastWrites.contains(where: { if case .water = $0 { true } else { false } }) {
            conversation.waterToldInGlasses = turn.understanding.message.normalized.tokens.contains(where: ValueCorrection.glassWords.contains)
            conversation.waterLoggedBeforeTheCount = LogAnswers.waterLoggedBefore(conversation.lastWrites, counted: turn.understanding.message)
        }
        if let drink = ElidedItem.lastDrinkWord(in: turn.understanding.message.normalized.tokens)
            ?? ElidedItem.waterMeasure(in: turn.understanding.message.normalized.tokens) {
            conversation.lastDrink = (drink, conversation.turn)
        } else if !turn.output.actions.isEmpty, conversation.lastWrites.contains(where: { if case .water = $0 { true } else { false } }),
                  let measure = turn.understanding.message.normalized.tokens.last(where: ElidedItem.waterMeasures.contains) {
            // "Ok just downed 2 big glasses" logged water without the word (a turn after "no
            // water all day"): the glasses were of water, so "and another glass" counts in them.
            conversation.lastDrink = (measure + " of water", conversation.turn)
        }
        if turn.understanding.message.normalized.tokens.contains(where: ItPronoun.periodWords.contains) { conversation.lastPeriodNamed = conversation.turn }
        let symptoms = turn.understanding.message.all(.symptom)
        if Set(symptoms.compactMap(\.id)).count == 1, let named = symptoms.first { conversation.lastSymptomNamed = (named.text, conversation.turn) }
        if let part = PartPronoun.lastPart(in: turn.understanding.message.normalized.tokens) {
            conversation.lastBodyPart = (part, conversation.turn)
        }
        if let care = turn.context.triage {
            conversation.lastTriaged = (care.level, conversation.turn, turn.understanding.message.normalized.original)
        }
        // The most urgent care of the last few turns is the one "what should I do?" asks about
        // ("temp 38.3" at 26 weeks, then "also a headache": the fever's urgent care).
        if let care = turn.context.triage, Assistant.interruptingLevels.contains(care.level),
           AnswerStage.producer(of: turn.output.key) == TriageAnswers.self {
            let earlier = conversation.lastCare.flatMap { conversation.turn - $0.turn <= 2 ? $0 : nil }
            if earlier.map({ care.level >= $0.assessment.level }) ?? true {
                conversation.lastCare = (care, turn.output.attributes["mode"] == Mode.pregnancy.rawValue, conversation.turn,
                                         turn.understanding.message.normalized.original)
            } else if let earlier {
                conversation.lastCare = (earlier.assessment, earlier.pregnancyCare, conversation.turn, earlier.told)
            }
        }
        conversation.turn += 1
        if turn.output.rememberIntent { conversation.lastIntent = turn.understanding.classification.intent }
        turn.conversation = conversation
    }
}

/// Renders the answer and passes it through the output filter (a reply that trips it is
/// replaced by a safe line), then makes the reply with what the turn decided.
struct OutputStage: MessageStage {
    func run(_ turn: inout Turn, _ assistant: Assistant) {
        var text = assistant.render(turn.output, context: &turn.context)
        var filtered = false
        if assistant.knowledge.outputFilter.check(text) != nil {
            filtered = true
            turn.conversation.filteredCount += 1
            text = (try? assistant.templates.render(.safetyFiltered, attributes: turn.context.attributes, values: turn.context.baseValues, seed: 0))
                ?? "I can't answer that well here. Please ask a midwife, doctor or pharmacist."
        }
        let understanding = turn.understanding
        // Someone else's crisis is answered by the crisis guard too (how to help, the lines for
        // people worried about someone): the reply says so, like the person's own.
        let guardKind = turn.output.key == .guardCrisisSomeoneElse ? .crisis : understanding.guardKind
        var reply = Reply(
            text: text, intent: understanding.classification.intent, confidence: understanding.classification.confidence,
            guardKind: guardKind, entities: understanding.message.entities, actions: turn.output.actions, filtered: filtered
        )
        reply.triage = turn.context.triage
        reply.topic = turn.context.topic
        reply.libraryCandidate = turn.context.libraryCandidate
        reply.route = turn.routing
        reply.acts = understanding.speech.clauses.map(\.act)
        reply.care = Assistant.care(understanding, triage: turn.context.triage)
        reply.crisisConcern = understanding.crisisConcern
        reply.crisisPlacedElsewhere = understanding.crisisPlacedElsewhere
        reply.replacedKey = turn.replacedKey
        turn.finished = reply
    }
}
