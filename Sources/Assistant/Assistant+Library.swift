import Content
import CycleCore
import IntentModel
import Language

/// Where the topic library and triage meet the assistant: one narrow hook before the usual
/// guard and intent handlers.
extension Assistant {
    /// The levels triage answers on its own, interrupting whatever was asked.
    static let interruptingLevels: Set<CareLevel> = [.ambulance, .urgent, .gpToday]

    /// The levels whose answer is the call to act alone: a library topic beside "call 999" or
    /// "get urgent care now" would only delay it. Below them (see your GP today, an appointment,
    /// self-care) the topic the message asked about follows the advice.
    static let levelsWithoutTopics: Set<CareLevel> = [.ambulance, .urgent]

    /// Words that open a general question ("what is…", "is it normal…", "why do I…").
    static let generalQuestionOpeners: Set<String> = WordList.libraryGeneralQuestionOpeners.set

    /// Words that mark a question about people in general rather than the person's own data, and
    /// words of seeking care ("when should we see someone?"), a question for the library, not the log.
    static let generalCues: MentionWords = WordList.libraryGeneralCues.mentionWords

    /// Words that, after "is that", ask whether something is usual ("heartburn every night, is
    /// that normal?").
    static let usualWords: Set<String> = WordList.libraryUsualWords.set

    /// Whether `tokens` ask "is that normal?" about what came before them: "is that", "is this"
    /// or "is it" with a `usualWords` word up to three words later. The same question as "is
    /// heartburn normal?", said after the symptom instead of around it.
    static func asksIsThatNormal(_ tokens: [String]) -> Bool {
        for index in tokens.indices.dropLast(2) where tokens[index] == "is" && ["that", "this", "it"].contains(tokens[index + 1]) {
            if tokens[(index + 2)..<min(tokens.count, index + 5)].contains(where: usualWords.contains) { return true }
        }
        return false
    }

    /// Words that ask what changes a cycle ("can stress delay my period?", "does exercise
    /// affect ovulation?"): a general question when the message names the cycle, not a
    /// question about when the person's own period is due.
    static let causeCues: MentionWords = WordList.libraryCauseCues.mentionWords
    /// Verbs that ask for a cause when a change follows ("can stress make my period late?").
    static let makingWords: MentionWords = WordList.libraryMakingWords.mentionWords
    /// The changes `makingWords` ask about.
    static let changeWords: MentionWords = WordList.libraryChangeWords.mentionWords

    /// Whether `message` asks what delays, changes or affects something: a cause cue, or a
    /// making verb with a change ("could stress be making my period late?").
    static func asksWhatChanges(_ message: AnalyzedMessage) -> Bool {
        message.mentions(causeCues) || (message.mentions(makingWords) && message.mentions(changeWords))
    }
    /// Whether `tokens` ask what something looks or feels like ("what does cervical mucus look
    /// like when I'm fertile?"): a question about bodies in general, which no date answers.
    static func asksWhatItIsLike(_ tokens: [String]) -> Bool {
        tokens.indices.dropFirst().contains { index in
            tokens[index] == "like" && ["look", "looks", "feel", "feels", "smell", "smells"].contains(tokens[index - 1])
        } && tokens.contains { ["what", "wat", "how"].contains($0) }
    }

    /// Words that judge an amount ("too much", "normal", "healthy").
    static let judgingWords: Set<String> = WordList.libraryJudgingWords.set
    /// Whether `tokens` ask Bloom to judge a weight gain ("am I gaining too much weight?", "is
    /// it normal to have gained 6 kg by now?"): a question the library's guidance answers; no
    /// calorie budget or logged figure can say whether a gain is right.
    static func asksToJudgeAWeightGain(_ tokens: [String]) -> Bool {
        tokens.contains { ["gain", "gaining", "gained", "gains"].contains($0) }
            && tokens.contains { ["weight", "kg", "lb", "stone"].contains($0) }
            && tokens.contains(where: judgingWords.contains)
    }

    /// Words that say what happens as a rule: about people in general ("how long do periods
    /// usually last?"), but about the person's own pattern when they say "my" or "I" ("how many
    /// days is my cycle usually?", "how long do I normally bleed?").
    static let habitWords: MentionWords = WordList.libraryHabitWords.mentionWords

    /// Whether `message` has a cue that it asks about people in general (`generalCues`; a habit
    /// word only when the message is not about the person's own pattern).
    static func mentionsGeneralCue(_ message: AnalyzedMessage) -> Bool {
        message.mentions(generalCuesBesideHabits) || (message.mentions(habitWords) && !message.mentions(firstPersonWords))
    }

    static let generalCuesBesideHabits = generalCues.subtracting(habitWords)
    static let firstPersonWords: MentionWords = WordList.libraryFirstPersonWords.mentionWords

    /// Words that name a test ("when should I test?").
    static let testWords: MentionWords = WordList.libraryTestWords.mentionWords
    /// Whether `tokens` ask when or how soon ("when can I…", "how long after…", "how soon",
    /// "how many days after", "the earliest").
    static func asksHowSoon(_ tokens: [String]) -> Bool {
        tokens.contains("when") || tokens.contains("earliest") || tokens.indices.dropLast().contains { index in
            tokens[index] == "how" && ["long", "soon", "early", "many"].contains(tokens[index + 1])
        }
    }
    /// Intents whose own answer handles a test's timing: a reminder to test, a test result to
    /// log, a mode to set, a view to show.
    static let keepsTestTiming = [IntentID.chatSetReminder.rawValue, "log.", "mode.", "show.", "pregnancy.", IntentID.cycleLate.rawValue, IntentID.cycleNextPeriod.rawValue]
    /// Intents that answer with the person's fertile days or ovulation date.
    static let fertilityDateIntents: Set<String> = [IntentID.cycleOvulation.rawValue, IntentID.cycleFertile.rawValue, IntentID.ttcBestDays.rawValue]
    /// Words that ask for those dates themselves ("when do I ovulate, my OPK was positive").
    static let fertilityDateWords: WordTable<Bool> = WordList.libraryFertilityDateWords.table
    /// Whether `tokens` name the fertile days or ovulation as what is asked for ("when do I
    /// ovulate?"), not as the point a test is timed from ("when can I test after ovulation?",
    /// "how long after I ovulate should I test?").
    static func asksForFertilityDates(_ tokens: [String]) -> Bool {
        tokens.indices.contains { index in
            guard fertilityDateWords.contains(tokens[index]) else { return false }
            let before = tokens[max(0, index - 2)..<index]
            return !(before.last == "after" || (before.first == "after" && ["i", "you", "we"].contains(before.last)))
        }
    }

    /// Whether a question asks when to take a test ("how long after I ovulate can I test?",
    /// "when should I start testing with OPKs?"): the test's topic answers it, never the
    /// fertile days or ovulation date, which it does not ask for.
    static func asksWhenToTest(_ understanding: Understanding, intent: String) -> Bool {
        let tokens = understanding.message.normalized.tokens
        let writes = intent.hasPrefix("log.") || intent.hasPrefix("mode.") || intent.hasPrefix("profile.")
        let readsAsTestTiming = fertilityDateIntents.contains(intent)
            || (asksHowSoon(tokens) && !writes && !keepsTestTiming.contains { intent.hasPrefix($0) })
            || (timesFromOvulation(tokens) && !writes)
        return readsAsTestTiming && understanding.speech.clauses.contains(where: { $0.act == .question })
            && understanding.message.mentions(testWords) && !asksForFertilityDates(tokens)
    }

    /// Whether `tokens` time something from ovulation ("after ovulation", "after i ovulate"):
    /// what a question of when to test counts from, not a date it asks for.
    static func timesFromOvulation(_ tokens: [String]) -> Bool {
        tokens.indices.contains { index in
            fertilityDateWords.contains(tokens[index]) && tokens[max(0, index - 2)..<index].contains("after")
        }
    }

    /// "How long will it last?" or "when will it end?" with nothing said before it: "it" can
    /// only be something of the person's own (their period), and "will" asks about their days
    /// ahead. A general question says "does it" ("how long does it take to get pregnant?"); after
    /// a topic, "it" is that topic (`TopicRetriever.isFollowUp`).
    static func asksWhatItWillDo(_ tokens: [String], after lastTopic: String?) -> Bool {
        lastTopic == nil && tokens.contains("it") && tokens.contains { ["will", "gonna", "wont"].contains($0) }
    }

    /// Words that name the cycle ("period", "ovulation").
    static let cycleWords: MentionWords = WordList.libraryCycleWords.mentionWords

    /// Whether `message` names trying for a baby: fertility, conceiving, TTC, or getting pregnant.
    static func namesTrying(_ message: AnalyzedMessage) -> Bool {
        message.mentions(fertilityWords) || (message.mentions(["pregnant"]) && message.mentions(becomingWords))
            || startsTrying(message.normalized.tokens)
    }

    /// Whether `tokens` say "trying" as the start of trying for a baby ("before we start
    /// trying", "when we began trying"): the idiom needs no word of babies.
    static func startsTrying(_ tokens: [String]) -> Bool {
        tokens.indices.dropFirst().contains { index in
            tokens[index] == "trying" && ["start", "starting", "started", "begin", "began", "begun", "beginning", "properly", "actively", "officially"].contains(tokens[index - 1])
                && (index + 1 == tokens.count || tokens[index + 1] != "to")
        }
    }

    /// Words that name trying on their own ("ttc", "conceiving").
    static let fertilityWords: MentionWords = WordList.libraryFertilityWords.mentionWords
    /// Words that, with "pregnant", name trying ("getting pregnant").
    static let becomingWords: MentionWords = WordList.libraryBecomingWords.mentionWords

    /// How sure the model must be that a message is out of scope before a topic needs to match
    /// `outOfScopeTopicCoverage` of its words to answer it.
    static let sureOutOfScope = 0.9
    static let outOfScopeTopicCoverage = 0.75

    /// Intents answered from the person's own data.
    static let dataIntentPrefixes = ["cycle.", "pregnancy.", IntentID.ttcBestDays.rawValue, "log.", "daily.", IntentID.wellnessWater.rawValue, "scores.", "energy.", "show.", "overview.", "import."]

    /// The triage context from the profile: pregnant (with the week), after a birth (a due date
    /// long past), or trying.
    func profileTriageContext(_ context: inout AnswerContext) -> TriageContext {
        switch context.mode {
        case .pregnancy: return .pregnancyProfile(at: context.gestationalAge)
        case .ttc:
            // Before this cycle's period is due, trying is no pregnancy old enough to show signs.
            let notYetDue = context.status.map { !$0.isLate && $0.daysUntilNextPeriod > 0 } ?? false
            return TriageContext(ttc: true, periodNotYetDue: notYetDue)
        case .cycle: return .none
        }
    }

    /// Triage for one message in a given context (what vignettes and `respond` use): the
    /// crisis guard counts as the highest level; the emergency guard never gets less than
    /// the fallback level unless a modifier lowers it.
    package func triage(_ message: String, context: TriageContext, today: Day) -> TriageAssessment? {
        let understanding = understand(message, today: today, pregnant: context.pregnant)
        return triage(understanding, profile: context, today: today)
    }

    /// Triage of the turn's own message in the profile's context, read once a turn: the answer
    /// and the footers after it ask for it again with the same words, guard and profile.
    func ownTriage(_ understanding: Understanding, context: inout AnswerContext) -> TriageAssessment? {
        let profile = profileTriageContext(&context), text = understanding.message.normalized.original
        if let memo = context.ownTriage, memo.text == text, memo.guardKind == understanding.guardKind, memo.profile == profile {
            return memo.assessment
        }
        let assessment = triage(understanding, profile: profile, today: context.today)
        context.ownTriage = OwnTriage(text: text, guardKind: understanding.guardKind, profile: profile, assessment: assessment)
        return assessment
    }

    /// Triage for an understood message. Symptoms the message denies ("no bleeding", "never
    /// had a headache") are left out before the rules run (`TriageNegation`).
    func triage(_ understanding: Understanding, profile: TriageContext, today: Day) -> TriageAssessment? {
        if understanding.guardKind == .crisis {
            return TriageAssessment(level: .ambulance, rule: "crisis", rules: ["crisis"], reason: "you deserve support right now", modifier: nil, modifierReason: nil)
        }
        // The pregnancy, birth and week the message tells, whichever clause says them, leaving
        // out someone else's story that is over.
        let context = triageContext(of: understanding, profile: profile, today: today)
        // The emergency guard read with the pregnancy triage reads: a birth the message names
        // ("day 6 pp") ends the pregnancy a profile still in pregnancy mode would read into
        // it, and a pregnancy only feared or prevented ("took the morning-after pill, no
        // withdrawal bleed yet") is none under way.
        var guarded = understanding.guardKind == .emergency
        if guarded {
            guarded = guards.screen(understanding.message, pregnant: context.pregnant, readingPregnancy: false) == .emergency
        }
        var found: TriageAssessment?
        let now = situationNow(understanding, currentWeek: context.week, today: today)
        if let situation = now {
            // "Bled at 8 weeks, went to the EPU and all was fine. is it common to spot early on?":
            // of what is left of now, a question that states nothing ("is it common…", not "…I'm
            // bleeding now", "…to still be bleeding") asks in general; when nothing else is left,
            // the past is all the message tells.
            let telling = !situation.leftThePast ? situation.clauses : situation.clauses.filter { clause in
                SituationReader().describesASituation(clause) || routeReader.words.pastTime.isStillGoing(clause.message.normalized.tokens)
            }
            if !telling.isEmpty {
                let text = telling.count == situation.clauses.count ? situation.text
                    : SituationReader.texts(of: telling, in: understanding.speech.clauses).joined(separator: ". ")
                let now = analyzer.analyze(text, today: today, profiles: [])
                found = assessed(now, context: context, guarded: guarded && guards.screen(now, pregnant: context.pregnant, readingPregnancy: false) == .emergency, today: today)
            }
            // A past that is over and nothing now ("I had spotting at 7 weeks, the scan showed
            // everything was fine"): worth talking through at an appointment, no more.
            // Self-care is advice for what is happening now: for a past that is over it keeps
            // its level but says the past lowered it, so no advice is added for it.
            if found == nil, situation.leftThePast, let past = assessed(understanding.message, context: context, guarded: guarded, today: today) {
                found = past.level > .appointment || past.level == .selfCare
                    ? TriageAssessment(level: min(past.level, .appointment), rule: past.rule, rules: past.rules, reason: past.reason,
                                       modifier: Assistant.inThePastModifier, modifierReason: Assistant.inThePast) : past
            }
        } else {
            found = assessed(understanding.message, context: context, guarded: guarded, today: today)
        }
        // "I had an ectopic two years ago and just got a bfp": a rule about the person's history
        // reads the whole message, though the clause that tells the history is long past.
        if now != nil, let history = historyAssessment(understanding.message, context: context), found.map({ history.level > $0.level }) ?? true {
            found = history
        }
        // No rule placed it, but the learned check reads a red flag in words no rule holds
        // ("went all woozy on the kitchen tiles"): the fallback level, as the emergency guard's.
        // Unless the message itself clears it ("out of breath on the stairs, fine once I rest").
        // (A self-care rule that fired places it, as any rule does: each self-care rule is
        // written to stand aside when a red flag is told beside it, `redFlagsBesideSelfCare`.)
        if found == nil,
           let situation = situationText(understanding, currentWeek: context.week, today: today),
           !triageEngine.clearsTheLearnedCheck(withoutDeniedRelief(understanding.message, today: today) ?? understanding.message) {
            let read = readForTheLearnedCheck(situation, whole: understanding, today: today)
            guard emergencyConcern(read, features: read === understanding.message ? understanding.features : []) else { return nil }
            found = TriageAssessment(level: triageEngine.fallback.level, rule: Assistant.emergencyCheckRule, rules: [Assistant.emergencyCheckRule],
                                     reason: triageEngine.fallback.reason, modifier: nil, modifierReason: nil)
        }
        guard let assessment = found else { return nil }
        // Triage gives a level to a situation someone is in now; a question that describes
        // none ("what should I do when my waters break?", "how do I know if it's Braxton
        // Hicks?") gets the information instead, with what to do if it happens.
        guard assessment.askedAheadOf == nil else { return assessment }
        guard assessment.level >= .urgent else {
            let reader = SituationReader()
            guard reader.describesASituation(understanding.speech) else { return nil }
            // "My sister had reduced movements at 32 weeks, is that common?": someone else's
            // story that is over is worth talking through, no more.
            if assessment.level > .appointment, reader.describesOnlyAnotherPersonsPast(understanding.speech) {
                return TriageAssessment(level: .appointment, rule: assessment.rule, rules: assessment.rules, reason: assessment.reason,
                                        modifier: "someone-elses-past", modifierReason: Assistant.someoneElsesPast)
            }
            return assessment
        }
        if tellsTheRedFlagAsOwn(understanding, assessment: assessment, context: context, today: today) { return assessment }
        var askedAhead = TriageAssessment(level: .appointment, rule: assessment.rule, rules: assessment.rules, reason: assessment.reason,
                                          modifier: "asking-in-general", modifierReason: Assistant.askingInGeneral)
        askedAhead.askedAheadOf = assessment.level
        return askedAhead
    }

    /// Whether the clauses that tell the person's own situation carry the red flag triage
    /// found: "16 weeks. how many pads an hour is too much bleeding? I'm not bleeding" and "saw
    /// it on One Born Every Minute. what should we do if the cord comes out first?" tell a
    /// situation, but the red flag is in a question, a denial or a programme. Those clauses are read on their
    /// own (without the ones that ask, imagine or ask ahead), and they carry it when they reach
    /// the level found or an urgent one. Someone else's emergency told now ("my friend fainted
    /// and isn't waking up properly") is a situation the person is in.
    func tellsTheRedFlagAsOwn(_ understanding: Understanding, assessment: TriageAssessment, context: TriageContext, today: Day) -> Bool {
        let reader = SituationReader()
        // A question that tells no situation at all ("what should I do if my waters break?")
        // asks in general, as it always has; the clauses are weighed only when some tell one.
        guard reader.describesASituation(understanding.speech) else { return false }
        let clauses = understanding.speech.clauses
        let split = Assistant.sentencesToScore(understanding.message.normalized.original).map(String.init)
        // "My waters might have broken": a clause unsure of what is happening still tells it, and
        // so does a question about the person ("should I wait till tomorrow?", "only felt him
        // kick twice, is that ok?", "is it normal for the bleeding to smell?"); one that imagines
        // ("who do I call if I think I'm in labour?") or asks about people in general ("how many
        // pads an hour is too much bleeding?") does not.
        // Someone else's past ("my sister had a fit after her baby") is their story, unless the
        // message tells them still in it ("…she's awake now but confused").
        let othersNow = SituationReader.anotherPersonsStoryIsGoingOn(clauses)
        // "My friend's waters broke at 30 weeks… what are the chances that happens to me?": asking
        // ahead whether it could happen to the person makes all they told of someone else the
        // other person's story, whatever its verbs.
        let comparesWithTheirOwn = !othersNow && clauses.contains { clause in
            clause.message.normalized.tokens.contains("me") && clauseAsksAhead(clause, sentences: split, today: today)
        }
        let othersPast = othersNow ? []
            : comparesWithTheirOwn ? clauses.filter { $0.act == .otherPerson }.map(\.text)
            : zip(clauses, SituationReader.anotherPersonsPast(clauses)).filter(\.1).map(\.0.text)
        func anotherPersonsPast(_ clause: Clause) -> Bool { othersPast.contains(clause.text) }
        let own = clauses.filter { clause in
            let tokens = clause.message.normalized.tokens
            // "…I also had a fever?": a clause asked only by the question mark tells, as it reads
            // without it.
            let toldWithoutTheMark = clause.act == .question
                && [.log, .negation, .unclear].contains(SpeechActReader().readClause(tokens, asked: false) { clause.message })
            // "My husband says I went stiff and was shaking": someone else's words about the person.
            let toldAboutThem = clause.act == .otherPerson && tokens.contains("i")
            let tells = reader.describesASituation(clause) || toldWithoutTheMark || toldAboutThem
                || ([.hypothetical, .question].contains(clause.act) && !SituationReader.imagines(clause)
                    && (clause.act == .hypothetical || tokens.contains(where: SituationReader.firstPerson.contains)
                        || SpeechActReader.asksAfterAStatement(tokens) || Assistant.asksIsThatNormal(tokens)))
            // "My waters broke early with my first, what should I watch for this time?": the
            // person's own past long ago is history (a recent past said to be over is weighed by
            // `situationNow`, with the rest of the message).
            let over = routeReader.words.pastTime.isLongAgo(tokens) && !routeReader.words.pastTime.isStillGoing(tokens)
            // "My colleague said if your hands swell it's pre-eclampsia, is that true?": a claim asked about.
            let claim = SituationReader.reportsAClaimAskedAbout(clause, in: understanding.speech)
            return tells && !over && !claim && !clauseAsksAhead(clause, sentences: split, today: today) && !anotherPersonsPast(clause)
        }
        if own.count == clauses.count { return true }
        var text = analyzer.analyze(SituationReader.texts(of: own, in: clauses).joined(separator: ". "), today: today, profiles: [])
        // "I'm not bleeding" tells no bleeding: the guard reads what is left without it.
        let denied = TriageNegation.withoutDenied(text.normalized.tokens)
        if let denied { text = analyzer.analyze(denied.joined(separator: " "), today: today, profiles: []) }
        // An emergency needing an ambulance is read as asked in general only when the person
        // denies it or the clauses left out imagine it, ask ahead or tell someone else's past:
        // a question about people in general beside it is not enough.
        // Of the clauses left out, those that carry a red flag on their own decide ("my sister
        // had a fit after her baby… is it genetic?": the sister's past, not the question).
        let leftOut = clauses.filter { clause in !own.contains { $0.text == clause.text } }
        let carrying = leftOut.filter { clause in (assessed(clause.message, context: context, guarded: false, today: today)?.level ?? .selfCare) >= .urgent }
        if assessment.level >= .ambulance, denied == nil,
           !(carrying.isEmpty ? leftOut : carrying).allSatisfy({ clause in
               SituationReader.imagines(clause) || clauseAsksAhead(clause, sentences: split, today: today)
                   || anotherPersonsPast(clause)
                   // "…do if my waters break and the cord comes out first?": the sentence imagines.
                   || split.first(where: { $0.contains(clause.text) }).map { sentence in
                       SituationReader.imagines(analyzer.normalizer.normalize(sentence).tokens)
                   } ?? false
           }) {
            return true
        }
        guard !own.isEmpty else { return false }
        let guarded = guards.screen(text, pregnant: context.pregnant, readingPregnancy: false) == .emergency
        let level = assessed(text, context: context, guarded: guarded, today: today)?.level
            ?? (emergencyConcern(text) ? triageEngine.fallback.level : nil)
        guard let level else { return false }
        return level >= .urgent || level >= assessment.level
    }

    /// Whether `clause`, or the sentence it is in, asks ahead of something happening
    /// (`TriageEngine.asksAhead`: "what should I do if…", a programme watched).
    func clauseAsksAhead(_ clause: Clause, sentences: [String], today: Day) -> Bool {
        if triageEngine.asksAhead(clause.message) { return true }
        guard let sentence = sentences.first(where: { $0.contains(clause.text) }), sentence.count > clause.text.count else { return false }
        return triageEngine.asksAhead(analyzer.analyze(sentence, today: today, profiles: []))
    }

    /// The rule named for a level the learned emergency check gave (`EmergencyTraining`).
    static let emergencyCheckRule = "emergency-check"

    /// What a message says of now: its clauses that tell a situation now (`situationNow`), or
    /// the whole message when it is one clause; nil when nothing in it is now.
    func situationText(_ understanding: Understanding, currentWeek: Int?, today: Day) -> AnalyzedMessage? {
        if understanding.speech.clauses.count <= 1 { return understanding.message }
        guard let situation = situationNow(understanding, currentWeek: currentWeek, today: today) else { return understanding.message }
        return situation.leftThePast ? nil : analyzer.analyze(situation.text, today: today, profiles: [])
    }

    /// The highest rule about the person's history (`readsHistory`) that the whole message fires.
    func historyAssessment(_ message: AnalyzedMessage, context: TriageContext) -> TriageAssessment? {
        guard let fired = triageEngine.assess(message, context: context)?.rules,
              let rule = triageEngine.rules.first(where: { $0.readsHistory && fired.contains($0.id) }) else { return nil }
        return TriageAssessment(level: rule.level, rule: rule.id, rules: [rule.id], reason: rule.reason, modifier: nil, modifierReason: nil)
    }

    /// What the learned emergency check reads of `situation`: without the stage it names when
    /// the rest tells only an ordinary day (`StageContext`: "8 weeks postpartum and did a yoga
    /// video" is no red flag) and, when the whole
    /// message names only an ordinary dose taken for a pain ("crampy since lunch, took 2
    /// paracetamol"), without the dose (the overdoses it learned from name medicines too); and
    /// without peeing told with how often ("weeing every half hour"), which pregnancy brings.
    func readForTheLearnedCheck(_ situation: AnalyzedMessage, whole understanding: Understanding, today: Day) -> AnalyzedMessage {
        var tokens = situation.normalized.tokens
        // The stage stays unless the rest tells only an ordinary day: "26 weeks. felt nothing at
        // all the last 2 nights" is a red flag only at that stage.
        let withoutTheStage = StageContext.leavingOutStages(tokens)
        if withoutTheStage.count < tokens.count,
           StageContext.isOnlyAnOrdinaryDay(situation, remaining: withoutTheStage, exercise: routeReader.words.exercise) {
            tokens = withoutTheStage
        }
        if crisisCheck.namesOnlyAnOrdinaryDose(understanding.message.normalized.tokens) {
            tokens = CrisisCheck.leavingOutDoses(tokens)
        }
        tokens = StageContext.leavingOutPeeingOften(tokens)
        guard tokens.count < situation.normalized.tokens.count, !tokens.isEmpty else { return tokens.isEmpty ? analyzer.analyze("", today: today, profiles: []) : situation }
        return analyzer.analyze(tokens.joined(separator: " "), today: today, profiles: [])
    }

    /// Whether the learned emergency check is concerned by `message`.
    /// - Parameter features: the message's features when already hashed (empty: hash them).
    func emergencyConcern(_ message: AnalyzedMessage, features: [FeatureHasher.Feature] = []) -> Bool {
        let features = features.isEmpty ? classifier.features(message) : features
        return (emergencyModel.probability(of: EmergencyTraining.emergency, features: features) ?? 0) >= emergencyModel.accept
    }

    /// Why a past that is over gets an appointment at most (completes "It sounds like …").
    static let inThePast = "this happened a while ago and has not come back"
    /// The modifier a past that is over, with nothing now, is given (as the triage table's own `in-the-past`).
    static let inThePastModifier = "in-the-past"

    /// Why someone else's story that is over gets an appointment at most (completes "It sounds
    /// like …").
    static let someoneElsesPast = "this happened to someone else and is over"

    /// Triage of `message` in `context`, without the symptoms it denies and the movements it
    /// says are as usual ("38 weeks, tightenings every 20 minutes, not closer, baby active").
    func assessed(_ message: AnalyzedMessage, context: TriageContext, guarded: Bool, today: Day) -> TriageAssessment? {
        var message = message
        if let kept = TriageNegation.withoutDenied(message.normalized.tokens) {
            message = analyzer.analyze(kept.joined(separator: " "), today: today, profiles: [])
        }
        if let kept = TriageNegation.withoutReassuredMovements(message.normalized.tokens) {
            message = analyzer.analyze(kept.joined(separator: " "), today: today, profiles: [])
        }
        let found = triageEngine.matches(message)
        let lowering = withoutDeniedRelief(message, today: today).map(triageEngine.matches) ?? found
        return triageEngine.assess(message, context: context, guarded: guarded, found, lowering: lowering)
    }

    /// `message` without the relief it says did not come ("paracetamol hasn't helped"): what
    /// lowers a level reads this (`TriageNegation.withoutDeniedRelief`).
    /// Nil when it denies none.
    func withoutDeniedRelief(_ message: AnalyzedMessage, today: Day) -> AnalyzedMessage? {
        guard let kept = TriageNegation.withoutDeniedRelief(message.normalized.tokens) else { return nil }
        return analyzer.analyze(kept.joined(separator: " "), today: today, profiles: [])
    }

    /// The clauses of a message of several that tell the situation now, when some do not:
    /// "what causes reduced movements? baby is kicking fine, just read an article" asks in
    /// general before it tells what is happening; "bled at 8 weeks, went to the EPU, the scan
    /// was fine and it's gone now. when is the anomaly scan?" tells a past that is over. Their
    /// red-flag words are no situation now. Nil when every clause is read (one clause, or
    /// none left without the others).
    /// - Parameter currentWeek: the pregnancy week now, when known ("at 8 weeks" is past at 12).
    /// - Returns: the clauses' text, and whether a clause telling a past that is over was left out.
    func situationNow(_ understanding: Understanding, currentWeek: Int?, today: Day) -> (text: String, leftThePast: Bool, clauses: [Clause])? {
        let clauses = understanding.speech.clauses
        guard clauses.count > 1 else { return nil }
        let tokens = understanding.message.normalized.tokens
        let pastTime = routeReader.words.pastTime
        // "…it went after 2 days, all fine now. can I still fly?": only what the message states
        // can say it is still going.
        // A clause that says it is fine is not one that says the trouble goes on ("the trace was
        // perfect and she's been kicking like mad since").
        let stated = clauses.filter { $0.act != .question && !$0.text.contains("?") && !pastTime.resolved.occur(in: $0.message.normalized.tokens) }
            .flatMap { $0.message.normalized.tokens }
        // A clause asks ahead when it or its sentence does ("watched One Born Every Minute and a
        // lady's cord came out first": the sentence tells a programme).
        let split = Assistant.sentencesToScore(understanding.message.normalized.original).map(String.init)
        let sentences = split.isEmpty ? [understanding.message.normalized.original] : split
        var leftThePast = false
        var now = clauses.filter { clause in
            if clauseAsksAhead(clause, sentences: sentences, today: today) { return false }
            if pastTime.isOver(clause.message.normalized.tokens, message: tokens, statements: stated, currentWeek: currentWeek) {
                leftThePast = true
                return false
            }
            return true
        }
        // "Had a scan at 7 weeks for some spotting and all was fine": a clause that only says the
        // past is resolved belongs to that past, once a clause of it is over.
        if leftThePast {
            now.removeAll { clause in
                let words = clause.message.normalized.tokens
                return pastTime.resolved.occur(in: words) && !pastTime.isStillGoing(words) && clause.act != .question
            }
        }
        guard !now.isEmpty, now.count < clauses.count else { return nil }
        return (SituationReader.texts(of: now, in: clauses).joined(separator: ". "), leftThePast, now)
    }

    /// Whether a topic answers `message` squarely: it fits, holds most of the message's words
    /// and scores as a short question with more than one word in common does
    /// (`TopicFit.shortScore`), not a topic matched on a stray word ("pills counted. tonight"
    /// shares "pill" with a topic on sickness and the pill).
    func libraryAnswersSquarely(_ message: AnalyzedMessage, context: inout AnswerContext) -> Bool {
        libraryAnswersSquarely(message, mode: context.mode, pregnantNow: context.pregnantNow)
    }

    /// The answer of the topic that fits `message` for the profile's mode, if one does.
    func topicThatFits(_ message: AnalyzedMessage, context: inout AnswerContext) -> AnswerOutput? {
        let result = topics.search(message, lastTopic: nil, mode: context.mode, pregnantNow: context.pregnantNow)
        guard result.fits, let best = result.best else { return nil }
        return TopicAnswers.answer(best.topic, also: nil, &context)
    }

    /// `libraryAnswersSquarely` for a profile's mode, before any answer is being made, with the
    /// score the best topic needs (`TopicFit.shortScore` unless said).
    func libraryAnswersSquarely(_ message: AnalyzedMessage, mode: Mode, pregnantNow: Bool, score: Double = TopicFit.shortScore) -> Bool {
        let result = topics.search(message, lastTopic: nil, mode: mode, pregnantNow: pregnantNow)
        guard result.fits, let best = result.best else { return false }
        return best.coverage >= TopicFit.minimumCoverage && best.score >= score
    }

    /// Whether the emergency guard's words are all in clauses that tell no situation now
    /// (`situationNow`): then the library answers, not the guard.
    func emergencyIsNotNow(_ understanding: Understanding, profile: TriageContext, today: Day) -> Bool {
        guard understanding.guardKind == .emergency else { return false }
        let context = triageContext(of: understanding, profile: profile, today: today)
        guard let situation = situationNow(understanding, currentWeek: context.week, today: today) else { return false }
        let analyzed = analyzer.analyze(situation.text, today: today, profiles: [])
        return guards.screen(analyzed, pregnant: context.pregnant, readingPregnancy: false) != .emergency
    }

    /// Why a question about a red flag is answered with information: it describes nothing
    /// happening now (completes "It sounds like …").
    static let askingInGeneral = "you are asking in general rather than about something happening now"

    /// Words that make a data question the person's own ("my", "today", "AF"…); "we" words
    /// count when the intent is sure; baby words for a pregnancy question.
    static let ownWords: MentionWords = WordList.libraryOwnWords.mentionWords
    static let ourWords: MentionWords = WordList.libraryOurWords.mentionWords
    static let babyWords: MentionWords = WordList.libraryBabyWords.mentionWords

    /// Whether the diagnosis guard tripped only on asking whether the person is pregnant ("am I
    /// pregnant?", "can a positive opk mean I'm pregnant?"): a test answers that, not an examination.
    func asksOnlyWhetherPregnant(_ message: AnalyzedMessage) -> Bool {
        let asked = guards.matchedPatterns(message, kind: .diagnosis, pregnant: false)
        return !asked.isEmpty && asked.allSatisfy({ $0.contains("pregnant") }) && message.mentions(["pregnant", "pregnent"])
            && !message.mentions(["miscarrying", "miscarriage", "infertile", "ectopic"])
    }

    /// Whether the diagnosis guard tripped on asking whether something is normal ("is my
    /// discharge normal?", "are my periods regular?") and not on what causes it: the answer
    /// says no one can judge that without asking and examining, not that it can't tell a cause.
    func asksOnlyWhetherNormal(_ message: AnalyzedMessage) -> Bool {
        message.mentions(Self.normalityWords) && !message.mentions(Self.causeWords)
    }
    static let normalityWords: MentionWords = WordList.guardsNormalityWords.mentionWords
    static let causeWords: MentionWords = WordList.guardsCauseWords.mentionWords

    /// The care `understanding` needs, read with the message the last red-flag answer (in the
    /// last two turns) was for, or else with the message just before when triage gave it any
    /// level (`Conversation.lastTriaged`): "soaking through 2 pads an hour", then "now im really
    /// dizzy and clammy" is heavy bleeding with faintness, an ambulance, though each message
    /// alone is urgent care. What the two tell together only ever raises the level, except
    /// that more of a situation just given care gets that care again; a crisis is read from
    /// each message alone.
    func triageWithWhatWasJustTold(_ understanding: Understanding, profile: TriageContext, context: inout AnswerContext) -> TriageAssessment? {
        let own = ownTriage(understanding, context: &context)
        let conversation = context.conversation
        let care = conversation.lastCare.flatMap { conversation.turn - $0.turn <= 2 ? (level: $0.assessment.level, told: $0.told) : nil }
        // A message triage gave a level that interrupts nothing is read with the next one too.
        let triaged = conversation.lastTriaged.flatMap { conversation.turn - $0.turn <= 1 ? (level: $0.level, told: $0.told) : nil }
        guard let earlier = care ?? triaged, own?.rule != "crisis",
              understanding.speech.clauses.contains(where: { [.log, .unclear].contains($0.act) }) else { return own }
        let both = understand(earlier.told + ". " + understanding.message.normalized.original, today: context.today, pregnant: profile.pregnant)
        guard let together = triage(both, profile: profile, today: context.today), together.rule != "crisis" else { return own }
        if together.level > max(own?.level ?? .selfCare, earlier.level) { return together }
        guard let care else { return own }
        // "Not even sips of water, its been about 8 hours now": more of the same situation,
        // with nothing the message says alone, gets the care again rather than no answer. Only
        // a detail that says how much, how long or what (not "ok ringing 111 now thanks").
        if own == nil, together.level >= care.level, Assistant.interruptingLevels.contains(together.level),
           understanding.message.entities.contains(where: { entity in
               Assistant.detailsOfASituation.contains(entity.kind) && !(entity.kind == .number && Assistant.serviceNumbers.contains(entity.text))
           }),
           !understanding.speech.clauses.contains(where: { $0.act == .question }) {
            return together
        }
        return own
    }

    /// What a message says that adds to a situation just told: a symptom, a bleed, a number
    /// or how long.
    static let detailsOfASituation: Set<EntityKind> = [.symptom, .flow, .discharge, .number, .duration, .count, .temperature]
    /// Numbers that name a service to call, not a detail ("ringing 111 now").
    static let serviceNumbers: Set<String> = ["111", "999", "911", "112", "988", "101"]

    /// The library's answer, when it has one: triage (instead of the emergency guard), the
    /// medicine and diagnosis guards with a topic attached, or a topic for a general question
    /// no intent answers well. Nil leaves the message to the guards and handlers.
    func libraryAnswer(_ understanding: Understanding, routing: RouteReading, context: inout AnswerContext) -> AnswerOutput? {
        if understanding.guardKind == .crisis { return nil }
        let profile = profileTriageContext(&context)
        if let assessment = triageWithWhatWasJustTold(understanding, profile: profile, context: &context),
           understanding.guardKind == .emergency || Assistant.interruptingLevels.contains(assessment.level)
            || (assessment.askedAheadOf.map { $0 >= .urgent } ?? false) {
            context.triage = assessment
            let message = understanding.message
            var output = TriageAnswers.answer(assessment, context: triageContext(of: understanding, profile: profile, today: context.today), &context)
            if !Assistant.levelsWithoutTopics.contains(assessment.level) {
                var result = topics.search(message, lastTopic: context.conversation.lastTopic, mode: context.mode, pregnantNow: context.pregnantNow)
                // "Had a scan at 7 weeks for some spotting and all was fine, is spotting common in
                // first tri?": the past told is over, and the topic is for what is asked now.
                let questions = understanding.speech.clauses.filter { $0.act == .question }
                if assessment.modifier == Assistant.inThePastModifier, !questions.isEmpty, questions.count < understanding.speech.clauses.count {
                    let asked = analyzer.analyze(SituationReader.texts(of: questions, in: understanding.speech.clauses).joined(separator: ". "),
                                                 today: context.today, profiles: [])
                    let again = topics.search(asked, lastTopic: nil, mode: context.mode, pregnantNow: context.pregnantNow)
                    if again.fits { result = again }
                }
                output.values["topicBlock"] = TopicAnswers.block(result, &context).map { .string($0) } ?? .null
            } else {
                output.values["topicBlock"] = .null
            }
            return output
        }
        switch understanding.guardKind {
        case .medication?:
            var output = GuardAnswers.answer(.medication, context: &context)
            output.key = .guardMedicationLibrary
            output.attributes["about"] = MedicineQuestion.about(understanding.message, mode: context.mode)
            // "What can I take for them, im stuck at work" after a topic on cramps: the topic
            // it follows, not one on a stuck tampon.
            let result = topics.search(understanding.message, lastTopic: context.conversation.lastTopic, mode: context.mode, pregnantNow: context.pregnantNow)
            output.values["topicBlock"] = TopicAnswers.block(result, &context).map { .string($0) } ?? .null
            return output
        case .diagnosis?:
            let result = topics.search(understanding.message, lastTopic: context.conversation.lastTopic, mode: context.mode, pregnantNow: context.pregnantNow)
            guard let block = TopicAnswers.block(result, &context) else { return nil }
            // "Is my cycle normal?" with cycles logged: the person's own figures (which say
            // when they fall outside the reference range), then what is typical in general.
            if understanding.classification.intent == IntentID.cycleStats.rawValue, context.mode != .pregnancy,
               let prediction = context.prediction, context.day.statistics.averageCycle != nil {
                var output = CycleAnswers.stats(context.day.statistics, prediction: prediction, history: context.history)
                output.values["topicBlock"] = .string(block)
                return output
            }
            var output = GuardAnswers.answer(.diagnosis, context: &context)
            output.key = .guardDiagnosisLibrary
            output.values["topicBlock"] = .string(block)
            if asksOnlyWhetherPregnant(understanding.message) {
                output.attributes["asks"] = "pregnancy"
            } else if asksOnlyWhetherNormal(understanding.message) {
                output.attributes["asks"] = "normal"
            }
            return output
        case .emergency?:
            // A question about a red flag that describes nothing happening now ("what causes
            // reduced fetal movement?") and that triage does not answer ahead is a general
            // question: the library answers it, with its "when to get help" line; so is one
            // whose red flag is only in a clause that asks in general or tells a past that is
            // over ("bled at 8 weeks, the scan was fine, it's gone now. when is the anomaly scan?").
            if !emergencyIsNotNow(understanding, profile: profile, today: context.today),
               SituationReader().describesASituation(understanding.speech) || routing.route != .general { return nil }
        case .contraception?:
            // A question about a method ("bleeding non-stop since the depo shot", "does stopping
            // the pill change my cycle?") is the library's when a topic fits it; one that asks
            // whether sex without contraception could be safe at some time keeps the guard's
            // answer (no day is safe), and so does a method question no topic fits.
            // Told about oneself or as a statement ("I am bleeding constantly after the depo
            // shot", "started birth control last month and my period is late") it is still a
            // question about the method, so the library answers it the same way.
            let namesEmergencyContraception = routeReader.words.emergencyContraception.contains { $0.match(understanding.message) != nil }
            if !namesEmergencyContraception, understanding.message.mentions(routeReader.words.safeTimeWords) { return nil }
            guard [.general, .ownData, .statement].contains(routing.route) else { return nil }
            let asked = routing.route == .general ? routing : RouteReading(route: .general, rule: "asks about a method", inDomain: true)
            guard let output = generalAnswer(understanding, routing: asked, context: &context), output.key != .topicNoFit else { return nil }
            return output
        case .crisis?:
            return nil
        case nil:
            break
        }
        return generalAnswer(understanding, routing: routing, context: &context)
    }

    /// The library's answer to a general question (`Route.general`): the topic that fits it,
    /// or, when none does, what Bloom cannot answer and who can (`topic.no_fit`) — never the
    /// person's own records, and never "outside what I can help with". Nil leaves the
    /// question to the content capability the intent model read (yoga, food, pregnancy weeks),
    /// or to the loggable-question answers (what a positive ovulation test means).
    /// Whether a question about the person's own dates asks about more than the date: it has
    /// at least `AnswerStage.wordsBeyondADate` words the library searches on.
    func asksAboutMoreThanADate(_ message: AnalyzedMessage, mode: Mode) -> Bool {
        topics.search(message, limit: 1, mode: mode).fit.words >= AnswerStage.wordsBeyondADate
    }

    func generalAnswer(_ understanding: Understanding, routing: RouteReading, context: inout AnswerContext) -> AnswerOutput? {
        // A follow-up goes to the answer it follows ("another one", "what about in the follicular phase?").
        guard routing.route == .general, context.followUp == nil else { return nil }
        // "My bf thinks I'm moody before my period, is that real?" and the like (`EverydayQuestion`).
        if let everyday = everydayTopicAnswer(understanding, context: &context) { return everyday }
        let classification = understanding.classification
        let family = IntentFamily(classification.intent)
        let message = understanding.message
        // "When does it usually ease off?" just after severe sickness: a question that leans on
        // the last topic for its subject is answered by the topic of that one's neighbourhood
        // (itself and its related topics) its own words match best ("when morning sickness
        // stops"); the last topic's words would only find the last topic again.
        if routing.rule == RouteReader.leansOnTheLastTopic, let lastTopic = context.conversation.lastTopic,
           let near = topics.nearest(message, to: lastTopic, mode: context.mode, pregnantNow: context.pregnantNow) {
            return TopicAnswers.answer(near, &context)
        }
        var result = topics.search(message, lastTopic: context.conversation.lastTopic,
                                   followsUp: routing.rule == RouteReader.leansOnTheLastTopic,
                                   mode: context.mode, pregnantNow: context.pregnantNow)
        // "I think I might be pregnant" is in scope for anyone not yet pregnant, though
        // "pregnant" is its one searchable word: a topic holding its words answers it.
        if Assistant.doubtsPregnancy(message, mode: context.mode, pregnantNow: context.pregnantNow) { result = result.withMinimumScore(0) }
        context.libraryCandidate = result.best.map { ($0.topic.id, $0.coverage, result.fits) }
        // "Did a pregnancy test, it was positive": only a topic about pregnancy tests answers
        // a pregnancy test's result, however many words an ovulation-test topic shares with it.
        if classification.intent == IntentID.topicPregnancyTest.rawValue, let best = result.best, !TopicAnswers.isAboutPregnancyTests(best.topic) {
            guard let test = result.hits.first(where: { TopicAnswers.isAboutPregnancyTests($0.topic) }) else { return nil }
            var output = TopicAnswers.answer(test.topic, also: nil, &context)
            offerToLogTheStatement(understanding.speech, in: &output, &context)
            return output
        }
        if family == .content {
            // A content reading ("what should I eat this week?", "yoga for cramps", "how big is
            // the baby?") keeps the question unless a topic matches it clearly: a long message
            // the library fits, most of a question's words, or the words of one asked in general
            // with the topic's own title words. The content answers for anyone, and for the
            // person's week or phase.
            guard let best = result.best else { return nil }
            let asksInGeneral = message.mentions(routeReader.words.generalCues) || TopicRetriever.namesAnAge(message.normalized.tokens)
                || Assistant.asksWhatChanges(message)
            let namesTrying = best.topic.modes.contains(.ttc) && Assistant.namesTrying(message)
            if !best.topic.modes.contains(context.mode), !mentionsPregnancy(message, &context), !namesTrying { return nil }
            let long = message.normalized.tokens.count > TopicRetriever.longMessage
            let subject = TopicAnswers.sharesASubject(best.topic, message, besides: routeReader.words.generalCues, index: topics.index)
            // "Why does my stomach look pregnant?", "heartburn in my pregnancy" from
            // someone with no pregnancy under way: the content answer could only ask for the
            // pregnancy's dates, so a topic that fits answers a question asked in general or about
            // the person's body ("how big is my baby?" still asks for the dates).
            let contentNeedsDates = context.followUp == nil && (asksInGeneral || !message.mentions(Assistant.babyWords))
                && PregnancyAnswers.needsDates(IntentID(classification.intent), pregnancyUnderWay: context.gestationalAge != nil,
                                               weekNamed: message.first(.week) != nil)
            let clear = (long && result.fits)
                // "What about in the 3rd trimester, same thing?" just after sleep positions: a
                // follow-up of the last topic keeps it, whatever content the model read.
                || ([RouteReader.followsTheLastTopic, RouteReader.leansOnTheLastTopic].contains(routing.rule) && best.topic.id == context.conversation.lastTopic)
                // "Im 37 and we've been ttc for 7 months with no luck": a situation of months is
                // understood by a topic that fits it, not by the content's tips or week.
                || (routing.rule == RouteReader.goneOnForMonths && result.fits)
                || (contentNeedsDates && result.fits && subject)
                // The model is unsure of its content reading and the library fits: the library;
                // or fits on the question's subject ("30 weeks, wisdom teeth out, need pain relief?"
                // asks about pain relief, not the week's checklist).
                || (classification.confidence < 0.6 && result.fits)
                || (classification.confidence < 0.75 && result.fits && subject && result.fit.words >= 3)
                || (best.coverage >= 0.9 && result.fit.words >= 4)
                || (classification.confidence < 0.9 && best.coverage >= 0.8 && result.fit.words >= 3)
                || (asksInGeneral && best.coverage >= 0.5 && result.fit.words >= 2 && result.fit.keyCoverage >= TopicFit.shortKeyCoverage && subject)
                // "Is swelling normal?" (after "my ankles are a bit swollen"): a symptom asked
                // about in general, which a topic's own questions name and whose every word it
                // holds, is that topic's; the week's body changes may not mention it.
                || (asksInGeneral && result.fits && best.coverage >= 0.9 && TopicAnswers.asksAboutASymptom(message, namedIn: best.topic))
                // "My back is killing me, is that normal at this stage?": the week's body changes
                // do not answer a named complaint a pregnancy topic matches on several words.
                || (classification.intent == IntentID.pregnancyBody.rawValue && context.mode == .pregnancy && asksInGeneral
                    && best.topic.modes.contains(.pregnancy) && result.fit.words >= 3 && best.coverage >= 0.35 && subject)
            // "Is there a chance my daughter can have an ectopic pregnancy if my wife had it?",
            // from someone with no pregnancy under way: asking for the dates would answer
            // nothing it asked; who can answer it, with the closest topic, does.
            guard clear else {
                return contentNeedsDates && asksInGeneral && mentionsPregnancy(message, &context)
                    ? TopicAnswers.noFit(result, helpArea: helpArea(of: message, &context), &context) : nil
            }
            var output = TopicAnswers.answer(best.topic, also: result.close ? result.runnerUp?.topic : nil, &context)
            offerToLogTheStatement(understanding.speech, in: &output, &context)
            return output
        }
        // The question is the domain's and asks in general: a topic holding half its words
        // (two at least) answers it, though a long or loose question may not "fit" as the
        // retriever's stricter test for unplaced messages asks.
        let answers = result.best.map { best in
            TopicAnswers.sharesASubject(best.topic, message, besides: routeReader.words.generalCues, index: topics.index)
                && (result.fits || (best.coverage >= 0.4 && result.fit.words >= 2 && result.fit.keyCoverage >= 0.3))
        } ?? false
        if answers, let best = result.best {
            var output = TopicAnswers.answer(best.topic, also: result.close ? result.runnerUp?.topic : nil, &context)
            offerToLogTheStatement(understanding.speech, in: &output, &context)
            return output
        }
        if family == .content { return nil }
        // "What does a positive OPK mean?", "headache all day, is that normal?": the
        // loggable-question answers know these, though no topic is written for them. A long
        // question that only names a symptom among other things ("what can cause yellow
        // discharge… tests all clear… could antibiotics do it?") asks more than "your
        // discharge" answers: who can answer it and the closest topic do.
        if family == .log, LoggableQuestionAnswers.knowsTheSubject(message) || message.normalized.tokens.count <= TopicRetriever.longMessage {
            return nil
        }
        // "…no period Feb to Apr, light for only 2 days in May…": a light flow or spotting has
        // its own topic, even a weak match.
        if family == .log, let flow = message.first(.flow)?.id, flow != "medium", flow != "heavy",
           let answer = LoggableQuestionAnswers.flowTopicAnswer(flow, &context) {
            return answer
        }
        return TopicAnswers.noFit(result, helpArea: helpArea(of: message, &context), &context)
    }

    /// Which kind of help a question needs, by the first help area (`ReaderWords.helpAreas`)
    /// whose words it mentions; "general" when none.
    ///
    /// A midwife answers a pregnancy under way (the profile's, or one the message states, as
    /// triage reads it): for anyone else ("the implant, to prevent an unwanted pregnancy, and
    /// bleeding for months since"), another area the question names decides first.
    /// A word said in another sense names no area ("my son has eye discharge" is no question
    /// for a sexual health clinic).
    func helpArea(of message: AnalyzedMessage, _ context: inout AnswerContext) -> String {
        let tokens = message.normalized.tokens
        let otherSense = routeReader.words.otherSenses.wordsInAnotherSense(tokens)
        let named = routeReader.words.helpAreas.filter { area in
            zip(tokens, message.stems).contains { token, stem in
                !otherSense.contains(token) && (area.words.contains(token) || area.words.contains(stem))
            } || area.phrases.occur(in: tokens)
        }.map(\.id)
        let triage = triageEngine.context(for: message, profile: profileTriageContext(&context))
        if named.first == "pregnancy", !triage.pregnant {
            // Not pregnant: "scared I may be pregnant" needs a test and a GP or clinic, "why
            // didn't I get pregnant, I want a baby" the help for trying; a midwife answers neither.
            // After a birth, the midwife, health visitor or GP do.
            if triage.postpartum { return "postpartum" }
            if let other = named.dropFirst().first { return other }
            return Assistant.tryingForABabyPhrases.occur(in: message.normalized.tokens) ? "fertility" : "maybe-pregnant"
        }
        return named.first ?? "general"
    }

    /// Words that make a question about a pregnancy one about trying for it ("I want a baby").
    static let tryingForABabyPhrases = Phrases(WordList.helpTryingForABabyWords.words)

    /// Whether `message` is about a pregnancy: it names one ("could I be pregnant?", "the
    /// baby") and does not deny one ("…and I'm not pregnant").
    func mentionsPregnancy(_ message: AnalyzedMessage, _ context: inout AnswerContext) -> Bool {
        guards.isAboutPregnancy(message, pregnant: false)
            && !Assistant.deniesPregnancy(message, mode: context.mode, pregnantNow: context.pregnantNow)
    }

    /// Whether a message read as a pregnancy question (`intent`) comes from someone who is not
    /// pregnant and did not mention a pregnancy ("so tired lately, is that normal?" while
    /// tracking a cycle): the person's pregnancy data cannot answer it.
    func readsAsPregnancyOutOfMode(_ intent: String, _ context: inout AnswerContext) -> Bool {
        intent.hasPrefix("pregnancy.") && !context.pregnantNow && !mentionsPregnancy(context.message, &context)
    }

    /// "I've had cramps all day, is that normal?" answered from the library, whatever intent the
    /// model read: the statement part is offered for logging ("Shall I log cramps?"), and "yes"
    /// writes it. Nothing is written here.
    func offerToLogTheStatement(_ reading: SpeechReading, in output: inout AnswerOutput, _ context: inout AnswerContext) {
        guard output.key == .topicAnswer, let proposal = proposeLoggingTheStatement(reading, &context) else { return }
        output.values.merge(proposal) { _, new in new }
        output.values["offer"] = true
    }

    /// "Had cramps today, and what phase am I in?" answered from the person's data: the
    /// statement part is offered for logging after the answer ("Shall I log cramps for
    /// today?"). Nothing is written here.
    func offerToLogTheStatementAfterTheAnswer(_ reading: SpeechReading, in output: inout AnswerOutput, _ context: inout AnswerContext) {
        guard output.actions.isEmpty, output.values["offer"] == nil, context.conversation.pending == nil, context.conversation.offered == nil,
              let proposal = proposeLoggingTheStatement(reading, &context) else { return }
        output.values.merge(proposal) { _, new in new }
        output.footers.append(.speechConfirm)
    }

    /// The writes a question's statement clauses would make, remembered as waiting for a
    /// "yes"; nil when the message is not a question with a loggable statement in it.
    func proposeLoggingTheStatement(_ reading: SpeechReading, _ context: inout AnswerContext) -> [String: TemplateValue]? {
        // "Sore boobs all day, could that be a sign?": items with no verb, that say when
        // themselves, are told of the person's day too (the reader leaves them unclear).
        func isStatement(_ clause: Clause) -> Bool {
            clause.act == .log
                || clause.act == .unclear && SpeechActReader.loggableKinds.contains(where: clause.message.hasEntity)
                && (!LogAnswers.eventDays(clause.message).isEmpty || WriteGate.saysNow(clause.message))
        }
        guard reading.act == .question, reading.clauses.contains(where: isStatement) else { return nil }
        let statements = reading.clauses.filter(isStatement)
        // Only a statement that says when: a day ("today", "since Tuesday", "last night") or now
        // ("right now", "currently"). Without one, "I've been getting heavy periods, tiredness,
        // migraines?" tells a pattern to ask about, not a day to log.
        guard WriteGate.tellsThePresent(statements, in: context.message) else { return nil }
        // Only what happened this past week ("sore boobs since Tuesday"): a question that tells
        // its history ("had unprotected sex on the 6th, period on the 17th, tested negative…")
        // asks for an answer, and an offer to log days long gone is noise (issue 47: "offer to
        // log only what the message says happened to the person").
        // In a long message, only the statements that themselves say when (`presentStatements`).
        let today = context.today
        let offered = WriteGate.presentStatements(reading.clauses, statements: isStatement, in: context.message)
        let proposal = LogAnswers.clauseWrites(offered, intent: IntentID.logItems.rawValue, today: context.today, facts: context.facts, classify: classifier.classify)
            .filter { write in write.day.map { $0 >= today - 6 } ?? true }
        guard !proposal.isEmpty else { return nil }
        context.conversation.pending = PendingWrite(intent: IntentID.logItems.rawValue, missing: .confirmation, message: offered.map(\.text).joined(separator: ", "),
                                                    proposed: proposal)
        return WriteGate.values(proposal, context.today)
    }
}

/// What a medicine question is about, for the services the answer names.
enum MedicineQuestion {
    /// Words that make a medicine question about breastfeeding, a pregnancy or trying, tried in
    /// this order ("while nursing", "in my second trimester", "while ttc").
    static let breastfeeding: MentionWords = WordList.medicineQuestionBreastfeedingWords.mentionWords
    static let pregnancy: MentionWords = WordList.medicineQuestionPregnancyWords.mentionWords
    static let trying: MentionWords = WordList.medicineQuestionTryingWords.mentionWords

    /// "breastfeeding", "pregnancy", "ttc" or "general".
    static func about(_ message: AnalyzedMessage, mode: Mode) -> String {
        if message.mentions(breastfeeding) { return "breastfeeding" }
        if message.mentions(pregnancy) || mode == .pregnancy { return "pregnancy" }
        if message.mentions(trying) || mode == .ttc { return "ttc" }
        return "general"
    }
}

extension Assistant {
    /// Words of the topic library and the triage rules, so the spelling corrector keeps them
    /// ("mucus" is never "corrected" into an intent word).
    static func libraryWords(_ library: TopicLibrary, triage: TriageFile) -> [String] {
        var texts: [String] = []
        for topic in library.topics { texts += [topic.title, topic.answer] + topic.questions }
        for (phrase, replacement) in library.synonyms { texts += [phrase, replacement] }
        for rule in triage.rules { texts += rule.all.flatMap { $0 } + (rule.unless ?? []) }
        for modifier in triage.modifiers { texts += modifier.patterns + (modifier.unless ?? []) }
        texts += triage.fever + triage.possiblyPregnant + triage.pregnancyNamed + triage.pregnancyAvoided + triage.postpartum
        // Byte by byte: ASCII letters lowered, anything else ends a word (accented words are
        // rare in the library and are left to the normaliser's own folding).
        var words: Set<String> = []
        var current: [UInt8] = []
        func flush() {
            if current.count >= 3 { words.insert(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for text in texts {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"): current.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
                default: flush()
                }
            }
            flush()
        }
        return Array(words)
    }
}

extension Assistant {
    /// Searches the topic library the way the assistant does (normalised, spelling-corrected,
    /// synonyms, question sentences weighted), for `bloom topic QUERY` and benchmarks.
    /// - Parameters:
    ///   - query: what the person typed.
    ///   - limit: how many hits to return.
    ///   - lastTopic: the topic answered last, when `query` may be a follow-up.
    ///   - mode: the profile's mode, as the chat passes it (nil: no profile).
    package func searchTopics(_ query: String, limit: Int = 3, lastTopic: String? = nil, mode: Mode? = nil, today: Day) -> TopicSearchResult {
        let message = analyzer.analyze(query, today: today, profiles: [])
        return topics.search(message, lastTopic: lastTopic, limit: limit, mode: mode, pregnantNow: mode == .pregnancy)
    }
}
