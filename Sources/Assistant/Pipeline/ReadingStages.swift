import CycleCore

/// Reads the message: its clauses and their acts, entities, intent, guards and the crisis
/// check (`Assistant.understand`).
struct ReadingStage: MessageStage {
    func run(_ turn: inout Turn, _ assistant: Assistant) {
        turn.readTheProfile()
        turn.readAgain(turn.message, assistant)
    }
}

/// "How do I stop them?" a turn or two after "leg cramps woke me up": the question read again
/// as asking about what was told ("how do I stop leg cramps?", `BackReference`).
struct BackReferenceStage: MessageStage {
    var runsInTheSweep: Bool { false }

    func run(_ turn: inout Turn, _ assistant: Assistant) {
        // An offer waiting for yes or no does not stop it: "what could that be?" asks about
        // what was offered instead of answering it.
        let waitsForADetail = turn.conversation.pending.map { $0.missing != .confirmation || Confirmation.read(turn.understanding.message) != nil } ?? false
        guard !waitsForADetail, turn.conversation.offered == nil, let subject = turn.conversation.lastSubject,
              turn.conversation.turn - subject.turn <= BackReference.turns,
              let resolved = BackReference.resolved(turn.understanding, subject: subject.words, isADay: subject.isADay, routeReader: assistant.routeReader)
        else { return }
        turn.understanding = assistant.understand(resolved, today: turn.today, profiles: turn.profiles, pregnant: turn.profileIsPregnant)
        turn.pointedBack = true
    }
}

/// "Only had 1 today tho" a turn after "I usually have like 3 coffees a day": the count read
/// again as of the drink named last ("only had 1 coffee today tho"); "and high on the 15th"
/// right after an ovulation test was logged, as that test's (`ElidedItem`).
struct ElidedItemStage: MessageStage {
    var runsInTheSweep: Bool { false }

    func run(_ turn: inout Turn, _ assistant: Assistant) {
        // An offer to log waiting for yes or no does not stop it ("what about coffee, I've had
        // 1 today" after "Shall I log alcohol 2?"); a question waiting for a day or a detail does.
        guard turn.conversation.pending.map({ $0.missing == .confirmation }) ?? true, turn.conversation.offered == nil else { return }
        let recent = turn.conversation.lastDrink.flatMap { turn.conversation.turn - $0.turn <= ElidedItem.turns ? $0.word : nil }
        // "Sorry, the high one was the 14th" moves the test just written; it tells no new one.
        let testJustWritten = turn.conversation.lastWrites.contains { if case .ovulationTest = $0 { true } else { false } }
            && !SpeechOverrides.isCorrection(turn.understanding.message, lastWrites: turn.conversation.lastWrites)
        // "And again this morning" just after an entry was written: that entry, once more.
        let wroteJustNow = turn.conversation.lastWriteTurn.map { turn.conversation.turn - $0 <= RepeatedEntry.turns } ?? false
        // "Oh and yesterdays was 36.78" just after a temperature was written: that reading's kind.
        let temperatureJustWritten = turn.conversation.lastWrites.contains { if case .temperature = $0 { true } else { false } }
            && !SpeechOverrides.isCorrection(turn.understanding.message, lastWrites: turn.conversation.lastWrites)
        guard let resolved = ElidedItem.resolved(turn.understanding.message, lastNamed: recent)
            ?? (testJustWritten ? ElidedItem.resolvedTestResult(turn.understanding.message) : nil)
            ?? (temperatureJustWritten ? ElidedItem.resolvedTemperature(turn.understanding.message) : nil)
            ?? (wroteJustNow ? RepeatedEntry.resolved(turn.understanding.message, lastWrites: turn.conversation.lastWrites) : nil) else { return }
        turn.readAgain(resolved, assistant)
    }
}

/// "Theyre sore today too" a turn after "my boobs always get sore before af", or "boobs feel
/// huge and theyre so sore": "they" read as the body parts named just before (`PartPronoun`).
struct PartPronounStage: MessageStage {
    var runsInTheSweep: Bool { false }

    func run(_ turn: inout Turn, _ assistant: Assistant) {
        guard turn.conversation.pending.map({ $0.missing == .confirmation }) ?? true, turn.conversation.offered == nil else { return }
        let recent = turn.conversation.lastBodyPart.flatMap { turn.conversation.turn - $0.turn <= PartPronoun.turns ? $0.word : nil }
        guard let resolved = PartPronoun.resolved(turn.understanding.message.normalized.tokens, lastNamed: recent) else { return }
        turn.readAgain(resolved, assistant)
    }
}

/// "Well it just did lol" just after a question about the period; "but tonight its really
/// bad" a few turns after heartburn was named: "it" read as what they named (`ItPronoun`).
struct ItPronounStage: MessageStage {
    var runsInTheSweep: Bool { false }

    func run(_ turn: inout Turn, _ assistant: Assistant) {
        guard turn.conversation.pending.map({ $0.missing == .confirmation }) ?? true, turn.conversation.offered == nil else { return }
        let message = turn.understanding.message
        let tokens = message.normalized.tokens
        // "My period finished yesterday, it started on thursday": the period the message names
        // itself.
        if let resolved = ItPronoun.resolvedPeriodNamedBefore(message) {
            turn.readAgain(resolved, assistant)
            return
        }
        guard !message.hasEntity(.symptom), !tokens.contains(where: ItPronoun.periodWords.contains) else { return }
        let now = turn.conversation.turn
        var resolved: String?
        if let named = turn.conversation.lastPeriodNamed, now - named <= ItPronoun.turns {
            resolved = ItPronoun.resolvedPeriod(message) ?? ItPronoun.resolvedPeriodFlow(message)
        }
        if resolved == nil, let symptom = turn.conversation.lastSymptomNamed, now - symptom.turn <= ItPronoun.turns {
            resolved = ItPronoun.resolvedSymptom(message, symptom: symptom.words)
        }
        guard let resolved else { return }
        turn.readAgain(resolved, assistant)
    }
}

/// "What phase am I in and what should I eat?": each question answered in turn, the replies
/// joined (`Assistant.separateQuestions`).
struct SeveralQuestionsStage: MessageStage {
    var runsInTheSweep: Bool { false }

    func run(_ turn: inout Turn, _ assistant: Assistant) {
        guard turn.conversation.pending == nil, turn.conversation.offered == nil,
              let questions = assistant.separateQuestions(turn.understanding, today: turn.today, profiles: turn.profiles) else { return }
        var conversation = turn.conversation
        turn.finished = Assistant.joined(questions.map { assistant.respond(to: $0, in: &conversation, store: turn.store, today: turn.today) })
        turn.conversation = conversation
    }
}

/// "Yes" or "no" to "Shall I log cramps for today?": a yes reads the message Bloom asked about
/// again, as confirmed; "ok" or "nope" with nothing waiting is an acknowledgement.
struct ConfirmationStage: MessageStage {
    var runsInTheSweep: Bool { false }

    func run(_ turn: inout Turn, _ assistant: Assistant) {
        // "Shall I log sore breasts?" "No, just answer." … "ok fine, log it then": the offer
        // turned down in the message before is still there for a yes that asks to log.
        let declined = turn.conversation.declined
        turn.conversation.declined = nil
        if turn.conversation.pending == nil, let declined, Confirmation.asksToLogWhatWasDeclined(turn.understanding.message) {
            turn.conversation.pending = declined
        }
        let waiting = turn.conversation.pending != nil || turn.conversation.offered != nil
        turn.acknowledged = waiting || turn.understanding.guardKind != nil ? nil : Confirmation.bare(turn.understanding.message)
        // "Nausea" (logged straight away, going on telling today), then "just log it": nothing
        // waits for a yes, and what it asks for is already saved. (It asked whether it meant a
        // period start or an undo.)
        if !waiting, turn.understanding.guardKind == nil, !turn.conversation.lastWrites.isEmpty,
           Confirmation.asksToLogWhatWasDeclined(turn.understanding.message) {
            turn.acknowledged = true
        }
        // "How long was the workout?" "Nah": a bare no to a question about a write waiting for
        // its day or a detail drops the write (nothing is saved), as a no to "Shall I log…?"
        // does. "Protected or unprotected?" keeps asking: "no" may mean no protection.
        if let pending = turn.conversation.pending, pending.missing != .confirmation, pending.intent != IntentID.logSex.rawValue,
           Confirmation.bare(turn.understanding.message) == false {
            turn.conversation.pending = nil
            turn.confirmed = false
            return
        }
        guard let pending = turn.conversation.pending, pending.missing == .confirmation else { return }
        turn.conversation.pending = nil
        turn.confirmed = Confirmation.read(turn.understanding.message)
        // "Shall I log a high ovulation test?" "Actually delete that, it was my sister's": with
        // nothing written lately, undoing answers the offer with a no; the journal's latest
        // entry (a period end logged weeks before) is not what "that" means.
        if turn.confirmed == nil, turn.understanding.classification.intent == IntentID.logUndo.rawValue, !LogAnswers.wroteLately(turn.conversation) {
            turn.confirmed = false
        }
        // "Shall I log caffeine 2?" "Make that 3 actually, forgot the one at lunch" (or "no, 4
        // coffees"): a new value for what was offered says yes to it, with that value.
        var offered = pending.message
        if turn.confirmed != true, let corrected = Confirmation.offerWithAnotherValue(pending, answer: turn.understanding.message) {
            offered = corrected
            turn.confirmed = true
        }
        // A no, or a message that answers neither ("what could that be?"), leaves the offer
        // for a later "ok, log it then".
        if turn.confirmed != true { turn.conversation.declined = pending }
        guard turn.confirmed == true else { return }
        let asked = Confirmation.withDay(offered, answer: turn.understanding.message)
        var understanding = assistant.understand(asked, today: turn.today, profiles: turn.profiles, pregnant: turn.profileIsPregnant)
        understanding.speech = understanding.speech.confirmed
        understanding.classification = IntentClassifier.Classification(intent: pending.intent, confidence: 0.9, runnerUp: nil)
        turn.understanding = understanding
    }
}

/// What the reading corrects once the whole message is known: the speech overrides, then the
/// intents ruled out or in by what the message says (a period's end, a privacy question,
/// ovulation asked for, tips for trying asked by someone not trying), and a question about
/// something loggable answered as that question.
/// (Retired on 2026-11-25, when the clause reader and the models retrained on its sets made
/// them redundant: no test and none of the 339 real development questions changed without
/// them: a doubted pregnancy ruled out, a data question ruled out of privacy, reminders
/// ruled out, and a command to log read from its words.)
struct ReadingCorrectionsStage: MessageStage {
    func run(_ turn: inout Turn, _ assistant: Assistant) {
        var understanding = turn.understanding
        SpeechOverrides.apply(to: &understanding, conversation: turn.conversation, store: turn.store, today: turn.today)
        assistant.ruleOutPeriodEnd(&understanding)
        assistant.ruleInPrivacy(&understanding)
        assistant.ruleOutNextPeriodForOvulation(&understanding)
        assistant.ruleInDaysPastOvulation(&understanding, mode: turn.store.mode)
        assistant.ruleInPregnancyMilestone(&understanding, mode: turn.store.mode)
        assistant.ruleOutTryingTipsForOtherModes(&understanding, mode: turn.store.mode)
        // "My last period was from oct 10 to oct 14": a statement whose fact is a period's days
        // logs them, whatever the model made of its words (facts choose the writes).
        if understanding.speech.act == .log, !understanding.classification.intent.hasPrefix("log."),
           LogAnswers.periodSpan(understanding.message, today: turn.today) != nil {
            understanding.classification = IntentClassifier.Classification(intent: IntentID.logPeriodStart.rawValue, confidence: 0.9, runnerUp: nil)
        }
        // "3 cans of lager last night", "2 builders teas and a can of diet coke": drinks told
        // by count or by a verb of drinking are a lifestyle entry, whatever the model made of them.
        if understanding.speech.act == .log, !understanding.classification.intent.hasPrefix("log."), RouteReader.tellsOwnDrinks(understanding) {
            understanding.classification = IntentClassifier.Classification(intent: IntentID.logLifestyle.rawValue, confidence: 0.9, runnerUp: nil)
        }
        // "Baby kicked for ages after my orange juice 🥰 so happy": a statement about the
        // person's own day whose facts are a mood or a symptom writes them, whatever content or
        // records the model read it as (intents choose the answer, facts the writes).
        if understanding.speech.act == .log, [.content, .data].contains(IntentFamily(understanding.classification.intent)),
           understanding.speech.clauses.allSatisfy({ [.log, .chat].contains($0.act) }) {
            let message = understanding.message
            let told = message.hasEntity(.symptom) ? IntentID.logSymptom : message.hasEntity(.mood) ? IntentID.logMood : nil
            if let told { understanding.classification = IntentClassifier.Classification(intent: told.rawValue, confidence: 0.9, runnerUp: nil) }
        }
        // A question about something loggable ("what does a positive opk mean?") is answered
        // as that question, without writing: no need to ask which reading was meant.
        if understanding.classification.intent == IntentClassifier.notSure,
           [.question, .request].contains(understanding.speech.act),
           let first = understanding.classification.readings.first, first.hasPrefix("log.") {
            understanding.classification = .init(intent: first, confidence: understanding.classification.confidence, runnerUp: nil)
        }
        // "Peeing every 5 mins lol", "oh and 3 cans of coke zero": a statement naming something
        // Bloom logs (an item or a drink), unsure between logging it and something else, is
        // read as the logging (asked before it writes, when its act is unclear), not asked
        // which was meant.
        if understanding.classification.intent == IntentClassifier.notSure,
           [.log, .unclear].contains(understanding.speech.act),
           SpeechActReader.loggableKinds.contains(where: understanding.message.hasEntity) || LogAnswers.drinkKind(understanding.message) != nil,
           let logging = understanding.classification.readings.first(where: { $0.hasPrefix("log.") }) {
            understanding.classification = .init(intent: logging, confidence: understanding.classification.confidence, runnerUp: nil)
        }
        turn.understanding = understanding
    }
}

/// How the message follows the last answer ("and the one after?"), the readings Bloom offered
/// last turn answered or forgotten, and a day said on its own ("the 20th").
struct FollowUpStage: MessageStage {
    var runsInTheSweep: Bool { false }

    func run(_ turn: inout Turn, _ assistant: Assistant) {
        var understanding = turn.understanding
        let followUp = turn.confirmed == true ? (classification: understanding.classification, kind: nil)
            : FollowUp.resolve(understanding, conversation: turn.conversation, today: turn.today)
        understanding.classification = followUp.classification
        turn.followUp = followUp.kind
        // "No protection, I'm already pregnant lol" answers Bloom's own "protected or
        // unprotected?": the safe-days guard is for questions, not for this answer.
        if turn.followUp == .pendingAnswer, understanding.guardKind == .contraception,
           turn.conversation.pending?.intent == IntentID.logSex.rawValue {
            understanding.guardKind = nil
        }
        // Readings offered last turn are answered by this message or forgotten.
        if let offered = turn.conversation.offered, understanding.guardKind == nil,
           let chosen = FollowUp.chosenReading(understanding, offered: offered, ranked: assistant.classifier.rank(understanding.message).map(\.intent)) {
            understanding = assistant.understand(offered.message, today: turn.today, profiles: turn.profiles, pregnant: turn.profileIsPregnant)
            understanding.classification = .init(intent: chosen, confidence: 0.9, runnerUp: nil)
            turn.followUp = nil
        }
        turn.conversation.offered = nil
        // "The 20th" on its own: asked about, or the last question asked again for that day.
        if turn.conversation.pending == nil, turn.followUp == nil, understanding.guardKind == nil, let spans = BareDay.days(in: understanding.message) {
            if spans.count == 1, let last = turn.conversation.lastIntent, BareDay.askedAgain.contains(last) {
                understanding.classification = .init(intent: last, confidence: 0.9, runnerUp: nil)
            } else {
                // "Sunday the 15th, tuesday the 17th and last night" with nothing before it to
                // place: asked about, never written (the model read sex and one night was saved).
                turn.bareDay = spans[0]
                turn.bareDays = spans
            }
        }
        turn.understanding = understanding
    }
}

/// What kind of answer the message gets, decided once (`RouteReader`): a message outside the
/// domain is answered as out of scope.
struct RoutingStage: MessageStage {
    func run(_ turn: inout Turn, _ assistant: Assistant) {
        let conversation = turn.conversation
        let recentOwn = conversation.lastRoute.map { [.ownData, .statement].contains($0.route) && conversation.turn - $0.turn <= 3 } ?? false
        // "Should we be getting referred?" in talk about trying: the conversation's domain, from
        // a message in it on its own words a turn or two before (`CarriedDomain`).
        let recentDomain = conversation.lastDomainTurn.map { conversation.turn - $0 <= CarriedDomain.turns } ?? false
        let lastTopicIsRecent = conversation.lastTopicTurn.map { conversation.turn - $0 <= CarriedDomain.turns } ?? false
        let understanding = turn.understanding
        var carries = false
        var leansOnTheTopic = false
        if recentDomain, understanding.guardKind == nil {
            // "What's safer then?" just after a question about a medicine asks about medicines.
            if let last = conversation.lastGuard, last.kind == .medication, conversation.turn - last.turn <= 1, CarriedDomain.asksForAnAlternative(understanding) {
                turn.understanding.guardKind = .medication
                carries = true
            }
            carries = carries || CarriedDomain.asksAboutCare(understanding, words: assistant.routeReader.words)
            // "When does it usually ease off?" just after severe sickness: the last topic's
            // neighbourhood answers it when its own words match a topic there; "what time is
            // it?" matches none and stays outside.
            // "What can I do for them at school?" just after period pains: what helps, or what to
            // do, asked of what was just answered is that topic's.
            if lastTopicIsRecent, let lastTopic = conversation.lastTopic, CarriedDomain.pointsBack(understanding),
               assistant.topics.nearest(understanding.message, to: lastTopic, mode: turn.store.mode, pregnantNow: turn.profileIsPregnant) != nil
                || FollowUp.asksWhatHelps(understanding.message) || FollowUp.asksWhatToDo(understanding.message) {
                carries = true
                leansOnTheTopic = true
            }
            // "How long till its due anyway" just after the next period's dates: the same
            // question of the person's records again, however the model reads its few words.
            if let last = conversation.lastRoute, last.route == .ownData, conversation.turn - last.turn <= 1,
               let intent = conversation.lastIntent, IntentFamily(intent) == .data, CarriedDomain.pointsBack(understanding),
               CarriedDomain.asksForADate(understanding.message.normalized.tokens),
               [IntentClassifier.outOfScope, IntentClassifier.notSure].contains(understanding.classification.intent) {
                turn.understanding.classification = .init(intent: intent, confidence: understanding.classification.confidence, runnerUp: nil)
                carries = true
            }
        }
        turn.carried = carries
        turn.routing = assistant.routeReader.read(turn.understanding, RouteReader.Situation(
            mode: turn.store.mode, pregnantNow: turn.profileIsPregnant, isFollowUp: turn.followUp != nil,
            lastTopic: conversation.lastTopic, talkingAboutOwnRecords: recentOwn, carriesTheConversation: carries,
            lastTopicIsRecent: lastTopicIsRecent, leansOnTheTopic: leansOnTheTopic))
        if turn.routing.route == .outOfScope, turn.understanding.guardKind == nil {
            turn.understanding.classification = .init(intent: IntentClassifier.outOfScope, confidence: turn.understanding.classification.confidence, runnerUp: nil)
        }
    }
}

extension Turn {
    /// The words from outside the message that anchor its facts (`FactAnchors`): what the last
    /// message wrote, the discharge it named, a period started in the last few turns.
    var anchorWords: [String] {
        FactAnchors.words(anchoredBy: conversation.lastWrites, today: today) + conversation.recentDischargeWords
            + conversation.recentPeriodWords(today: today)
    }

    /// Reads `text` as the message: the message itself, or what a stage resolved it to ("only
    /// had 1 coffee today", "my boobs are sore today too", "my period just came").
    mutating func readAgain(_ text: String, _ assistant: Assistant) {
        understanding = assistant.understand(text, today: today, profiles: profiles, pregnant: profileIsPregnant, anchoredBy: anchorWords)
    }
}
