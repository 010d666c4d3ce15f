import CycleCore
import Language

/// Chooses the answer: the first of `answerers` that answers the message, in order.
struct AnswerStage: MessageStage {
    /// One way a message can be answered; nil leaves it to the next.
    struct Answerer: Sendable {
        let name: String
        let answer: @Sendable (inout Turn, Assistant) -> (output: AnswerOutput, producer: any RendersTemplates.Type)?
    }

    /// The answerers, in the order they are tried.
    static let answerers: [Answerer] = [
        // A concerning message with nothing else Bloom can answer in it ("I just want to switch
        // off for good"): the support line alone, never a library topic matched on a stray word.
        // A red flag of the body ("I've got the urge to push") still gets its level of care first,
        // and a question the library answers squarely ("what's the least painful way to give
        // birth?") its topic, with the support line after it.
        Answerer(name: "the support line alone") { turn, assistant in
            let understanding = turn.understanding
            guard understanding.crisisConcern, understanding.guardKind == nil,
                  understanding.classification.intent == IntentClassifier.outOfScope,
                  !assistant.libraryAnswersSquarely(understanding.message, context: &turn.context) else { return nil }
            let urgent = assistant.ownTriage(understanding, context: &turn.context)
                .map { Assistant.interruptingLevels.contains($0.level) } ?? false
            guard !urgent else { return nil }
            // "Its probly just a cold… i dont want to waste anyones time" just after a red-flag
            // answer doubts that care: the care again comes first, the support line after it.
            if let care = turn.conversation.lastCare, turn.conversation.turn - care.turn <= 2,
               FollowUp.doubtsTheCare(understanding.speech, understanding.message) { return nil }
            turn.onlyTheSupportLine = true
            return (AnswerOutput(key: .guardCrisisCheckin, rememberIntent: false), AssistantStage.self)
        },
        // "The 20th" on its own: which day, and what about it.
        Answerer(name: "a day on its own") { turn, _ in
            guard let bareDay = turn.bareDay, let named = bareDay.day else { return nil }
            return (AnswerOutput(key: .chatBareDay, values: [
                "day": .day(named), "phrase": .string(bareDay.text), "future": .bool(named > turn.today),
                "justWrote": .bool(!turn.conversation.lastWrites.isEmpty),
                "days": turn.bareDays.count > 1 ? .list(turn.bareDays.compactMap(\.day).map { .day($0) }) : .null,
                "phrases": .list(turn.bareDays.map { .string($0.text) }),
            ], rememberIntent: false), AssistantStage.self)
        },
        // Someone else's crisis now ("my sister says she feels suicidal, what do I say to her?",
        // "my partner has been cutting himself since the miscarriage and says he wants to die"):
        // how to help, and the lines that support people worried about someone, before any
        // topic the rest of the message names. An emergency the message states comes first.
        Answerer(name: "someone else's crisis") { turn, _ in
            guard turn.understanding.crisisPlacedElsewhere == .someoneElse, turn.understanding.guardKind != .emergency else { return nil }
            return (AnswerOutput(key: .guardCrisisSomeoneElse, rememberIntent: false), GuardAnswers.self)
        },
        // "Cramps today - wait no, that was my son, ignore me": a statement taken back in the
        // same message writes nothing (`WriteGate.takesItBack`), and says so.
        Answerer(name: "a statement taken back") { turn, _ in
            guard turn.understanding.guardKind == nil, turn.routing.route == .statement, WriteGate.takesItBack(turn.understanding.message),
                  !LogAnswers.movesAnItem(of: turn.context.conversation.lastWrites, turn.understanding.message) else { return nil }
            return (AnswerOutput(key: .speechDeclined, rememberIntent: false), AssistantStage.self)
        },
        // "What's that in celsius?" just after a temperature was logged: the reading in the
        // unit asked for, from the entry just written.
        Answerer(name: "a reading just logged, in another unit") { turn, _ in
            guard turn.understanding.guardKind == nil, let unit = TemperatureUnitQuestion.asked(turn.understanding.message.normalized.tokens),
                  let celsius = turn.conversation.lastWrites.lazy.compactMap({ write -> Double? in
                      if case let .temperature(celsius, _) = write { celsius } else { nil } }).first else { return nil }
            turn.routing = RouteReading(route: .ownData, rule: "asks for a reading just logged in another unit", inDomain: true)
            return (AnswerOutput(key: .logTemperatureConverted, values: [
                "celsius": .double((celsius * 100).rounded() / 100), "fahrenheit": .double(((celsius * 9 / 5 + 32) * 10).rounded() / 10),
                "askedFahrenheit": .bool(unit == .fahrenheit),
            ], rememberIntent: false), AssistantStage.self)
        },
        // "Another one" after an answer with no other pick (a log, a date), outside the timers
        // it counts on: which kind is meant, never a contraction timer for someone not pregnant.
        Answerer(name: "another of what") { turn, _ in
            guard turn.followUp == nil, turn.understanding.guardKind == nil, FollowUp.asksForAnother(turn.understanding.message.normalized.tokens),
                  !(turn.conversation.lastIntent.map { FollowUp.repeatable.contains($0) || FollowUp.counted.contains($0) } ?? false),
                  turn.context.mode != .pregnancy || !FollowUp.counted.contains(turn.understanding.classification.intent) else { return nil }
            return (AnswerOutput(key: .chatAnotherWhat, rememberIntent: false), AssistantStage.self)
        },
        // "What should I do?" or "should I just wait and see?" just after a red-flag answer
        // ("bit of pinkish spotting this morning" at 20 weeks), or a detail that only denies
        // ("no pain or cramps"): that care again, not a reading of the words alone.
        // A red flag of its own in the follow-up ("what do I do, now it's pouring") is read anew.
        Answerer(name: "what to do about the care just given") { turn, assistant in
            guard let care = turn.conversation.lastCare, turn.conversation.turn - care.turn <= 2 else { return nil }
            // "Can I just take paracetamol and wait till tomorrow?" doubts the care; the medicine
            // it names is not what it asks about.
            let doubts = FollowUp.doubtsTheCare(turn.understanding.speech, turn.understanding.message)
            guard [nil, .emergency].contains(turn.understanding.guardKind) || doubts && turn.understanding.guardKind == .medication,
                  doubts || FollowUp.asksWhatToDo(turn.understanding.message) || FollowUp.onlyDenies(turn.understanding.speech, turn.understanding.message)
            else { return nil }
            let own = assistant.ownTriage(turn.understanding, context: &turn.context)
            guard own.map({ $0.level <= care.assessment.level }) ?? true else { return nil }
            turn.context.triage = care.assessment
            var output = TriageAnswers.answer(care.assessment, pregnancyCare: care.pregnancyCare, &turn.context)
            output.values["topicBlock"] = .null
            // Said again after a detail or a doubt ("no pain though", "should I wait?"), it says
            // the advice stands, rather than repeat itself word for word.
            output.values["stillStands"] = .bool(FollowUp.onlyDenies(turn.understanding.speech, turn.understanding.message)
                || doubts || turn.understanding.message.mentions(FollowUp.doubtsOfTheCare))
            // "What do I do till they get here?": what to do while waiting, after the advice.
            output.values["whileWaiting"] = .bool(FollowUp.asksWhatToDoWhileWaiting(turn.understanding.message))
            return (output, TriageAnswers.self)
        },
        // "What should I do about it?", "anything that might help?" just after a symptom,
        // bleeding, a mood or a pregnancy test was logged: the library's answer about that item,
        // as if it had been named (a mood the library has nothing for gets the self-care answer
        // instead; "what do I do now" after a positive test, what comes next).
        Answerer(name: "what to do about what was just logged") { turn, assistant in
            guard turn.understanding.guardKind == nil,
                  FollowUp.asksWhatToDo(turn.understanding.message) || FollowUp.asksWhatHelps(turn.understanding.message),
                  let question = turn.conversation.lastWrites.lazy.compactMap(\.spokenItem).first.map({ "what helps with \($0)" })
                    ?? turn.conversation.lastWrites.lazy.compactMap(\.whatToDoQuestion).first
            else { return nil }
            let asked = assistant.understand(question, today: turn.today, profiles: turn.profiles, pregnant: turn.profileIsPregnant)
            let general = RouteReading(route: .general, rule: "asks what to do about what was just logged", inDomain: true)
            var context = turn.context
            // "What helps with vomiting" may read as the self-care tips; the question is Bloom's
            // own, about the item, so a library topic that fits it answers before them.
            let answer = assistant.generalAnswer(asked, routing: general, context: &context).flatMap { $0.key == .topicAnswer ? $0 : nil }
                ?? assistant.topicThatFits(asked.message, context: &context)
            guard let output = answer else { return nil }
            turn.context = context
            // An answer about what was just told keeps it as the subject ("is that normal?" next).
            turn.pointedBack = true
            return (output, TopicAnswers.self)
        },
        // "How many times have I logged headaches this month?": the person's own log of a
        // symptom, from the journal, unless what the message says needs care now.
        Answerer(name: "the person's own log of a symptom") { turn, assistant in
            guard turn.understanding.guardKind == nil, turn.routing.route == .ownData,
                  let question = ItemHistoryQuestion.read(turn.understanding.message, today: turn.today, history: turn.context.history,
                                                          name: { id in assistant.knowledge.symptoms.entries.first { $0.id == id }?.name ?? id }),
                  !(assistant.ownTriage(turn.understanding, context: &turn.context)
                      .map { Assistant.interruptingLevels.contains($0.level) } ?? false) else { return nil }
            return (ItemHistoryAnswers.answer(question, &turn.context), ItemHistoryAnswers.self)
        },
        // "My sister just announced she's pregnant with number 3", "going for a swim later if
        // I can be bothered": news of someone else, or a plan outside Bloom's domain, that asks
        // nothing and tells no problem (no guard, no level of care, nothing of the body) is small
        // talk: acknowledged, never a topic, a level of care or "outside what I can help with".
        Answerer(name: "news, a plan or thanks told") { turn, assistant in
            let understanding = turn.understanding
            // "Thanks thats really useful 😊": thanks, whatever the face beside it made the model read.
            if turn.routing.route == .smallTalk, turn.followUp == nil, assistant.routeReader.isOnlyThanks(understanding.message) {
                return (AnswerOutput(key: .chatThanks, rememberIntent: false), MetaAnswers.self)
            }
            guard understanding.guardKind == nil, !understanding.crisisConcern, turn.followUp == nil,
                  [.general, .statement, .outOfScope].contains(turn.routing.route),
                  let news = RouteReader.news(understanding.speech, domain: turn.routing.inDomain),
                  !RouteReader.namesSomethingOfTheBody(understanding.message),
                  // Someone else's emergency ("my wife just had a fit") keeps its care.
                  assistant.ownTriage(understanding, context: &turn.context).map({ $0.level <= .appointment }) ?? true else { return nil }
            turn.routing = RouteReading(route: .smallTalk, rule: news, inDomain: turn.routing.inDomain)
            let tokens = understanding.message.normalized.tokens
            return (AnswerOutput(key: .chatNews, values: [
                "other": .bool(news == RouteReader.othersNews),
                "babyNews": .bool(tokens.contains(where: RouteReader.babyNewsWords.contains)),
            ], rememberIntent: false), AssistantStage.self)
        },
        // Triage (instead of the emergency guard), the medicine and diagnosis guards with a
        // topic, or the library for a general question (`Assistant.libraryAnswer`).
        Answerer(name: "triage and the library") { turn, assistant in
            guard let output = assistant.libraryAnswer(turn.understanding, routing: turn.routing, context: &turn.context) else { return nil }
            return (output, AnswerStage.producer(of: output.key))
        },
        Answerer(name: "a guard") { turn, _ in
            guard let kind = turn.understanding.guardKind else { return nil }
            return (GuardAnswers.answer(kind, context: &turn.context), GuardAnswers.self)
        },
        Answerer(name: "no to Bloom's question") { turn, _ in
            turn.confirmed == false ? (AnswerOutput(key: .speechDeclined, rememberIntent: false), AssistantStage.self) : nil
        },
        Answerer(name: "an acknowledgement") { turn, _ in
            guard let acknowledged = turn.acknowledged else { return nil }
            let written = turn.conversation.lastWrites
            var values: [String: TemplateValue] = ["yes": .bool(acknowledged), "justWrote": .bool(!written.isEmpty)]
            // "Just log it" right after a write: it is already saved, and says what.
            if acknowledged, !written.isEmpty, Confirmation.asksToLogWhatWasDeclined(turn.understanding.message) {
                values.merge(WriteGate.values(written, turn.today)) { _, new in new }
                values["alreadyLogged"] = .bool(true)
            }
            return (AnswerOutput(key: .speechNothingPending, values: values, rememberIntent: false), AssistantStage.self)
        },
        Answerer(name: "two readings to choose from") { turn, _ in
            guard turn.understanding.classification.intent == IntentClassifier.notSure else { return nil }
            turn.context.readings = turn.understanding.classification.readings
            return (Handlers.answer(context: &turn.context), NotSureAnswers.self)
        },
        // Something loggable said where nothing may be written: answered without writing.
        Answerer(name: "the write gate") { turn, _ in
            guard !turn.mayWrite, WriteGate.writes(turn.context.intent.rawValue) || WriteGate.mentionsLoggable(&turn.context) else { return nil }
            return (WriteGate.answerWithoutWriting(&turn.context), WriteGate.self)
        },
        // A question about the person's own dates with no period logged ("when will my period
        // come after these tablets?"): their records cannot answer it yet, so the library does
        // when a topic fits, saying so; with no topic, the capability asks for a first period.
        Answerer(name: "the library while nothing is logged") { turn, assistant in
            // A statement read as a cycle question ("I'm 16 and still haven't started my
            // periods") has nothing to write either: it tells a situation the library answers.
            // Someone else's situation ("my wife keeps getting migraines") is not theirs to answer.
            guard turn.routing.route == .ownData
                    || (turn.routing.route == .statement && !turn.understanding.speech.clauses.allSatisfy { $0.act == .otherPerson }),
                  turn.context.prediction == nil, turn.context.mode != .pregnancy,
                  turn.context.otherProfile == nil,
                  // "When is my next period?" asks for dates only records give; a question that
                  // tells its situation ("no period for 5 months, not pregnant, why?") or asks
                  // about more than a date ("period 5 days late, when should I take a test?") is
                  // answerable.
                  SituationReader().describesASituation(turn.understanding.speech)
                    || assistant.asksAboutMoreThanADate(turn.understanding.message, mode: turn.context.mode) else { return nil }
            // Only where the capability would say there is no period to work from: the cycle
            // answers and the best days to try, outside pregnancy, with no prediction.
            guard CycleAnswers.intents.contains(turn.context.intent) || turn.context.intent == .ttcBestDays else { return nil }
            let general = RouteReading(route: .general, rule: "asks for records not yet kept", inDomain: true)
            var context = turn.context
            guard var output = assistant.generalAnswer(turn.understanding, routing: general, context: &context) else { return nil }
            // "Haven't had a period in 2 years, do I need to stay on the pill?" tells a situation:
            // with no topic that fits, who can answer it (and the closest topic) says more than
            // "no periods logged" would.
            if output.key == .topicNoFit, SituationReader().describesASituation(turn.understanding.speech) {
                turn.context = context
                turn.routing = general
                return (output, TopicAnswers.self)
            }
            guard output.key == .topicAnswer,
                  let note = try? assistant.templates.render(.topicNothingLogged, attributes: [:], values: [:], seed: 0) else { return nil }
            if case let .string(personal)? = output.values["personal"] {
                output.values["personal"] = .string(personal + " " + note)
            } else {
                output.values["personal"] = .string(note)
            }
            turn.context = context
            turn.routing = general
            return (output, TopicAnswers.self)
        },
        Answerer(name: "the capability") { turn, _ in
            (Handlers.answer(context: &turn.context), CapabilityRegistry.capability(for: turn.context.intent) ?? AssistantStage.self)
        },
    ]

    /// The fewest words the library searches on that make a question about one's own dates ask
    /// about more than the date: "when is my next period" has two ("next", "period"); "I'm a
    /// week late, which day would a pregnancy test be reliable" has more than five.
    static let wordsBeyondADate = 5

    func run(_ turn: inout Turn, _ assistant: Assistant) {
        for answerer in AnswerStage.answerers {
            if let (output, producer) = answerer.answer(&turn, assistant) {
                turn.output = output
                turn.producer = producer
                return
            }
        }
    }

    /// What declares a key the library answers with: triage, a topic, a guard, or the
    /// assistant's own templates.
    static func producer(of key: TemplateKey) -> any RendersTemplates.Type {
        let renderers: [any RendersTemplates.Type] = [TriageAnswers.self, TopicAnswers.self, GuardAnswers.self, WriteGate.self]
        return renderers.first { $0.templateKeys.contains(key) } ?? AssistantStage.self
    }
}
