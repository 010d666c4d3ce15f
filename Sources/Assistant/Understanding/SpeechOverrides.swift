import Content
import CycleCore
import Language

/// Readings that depend on what the message does and on the conversation, applied after the
/// classifier (so they survive a change of classifier): a correction of the last write's day,
/// the end of the open period, "when will this period end?", and a change of mode announced
/// in a statement ("we're trying for a baby", "I'm pregnant, due 2027-06-01").
enum SpeechOverrides {
    /// Words that name contractions, which keep a message the contraction timer's.
    static let contractionWords: MentionWords = WordList.timerContractionWords.mentionWords
    /// Words that name the baby's movements, which keep a message the kick counter's.
    static let kickWords: MentionWords = WordList.timerKickWords.mentionWords
    /// Words that end a period in a statement ("it ended", "my period is over").
    static let endWords: MentionWords = WordList.overridesEndWords.mentionWords
    /// Words that ask when it ends ("when will this period end", "how long will it last").
    static let endQuestionWords: MentionWords = endWords.union(["stop", "last", "lasts"])
    /// Words for the period an end word is said of ("bleeding has stopped", "it's over").
    static let periodWords: MentionWords = WordList.overridesPeriodWords.mentionWords
    /// Words for a period that make a due date asked by someone not pregnant the period's
    /// ("AF is due any day, how many days left?"), unless a word of `babyDueWords` is there.
    static let periodDueWords: MentionWords = WordList.overridesPeriodDueWords.mentionWords
    /// Words that stand for the period in a due-date question from someone not pregnant ("when's it due?").
    static let periodPronouns: MentionWords = WordList.overridesPeriodPronouns.mentionWords
    /// Words of a pregnancy or a birth that keep a due date the baby's.
    static let babyDueWords: MentionWords = WordList.overridesBabyDueWords.mentionWords
    /// Words that ask for the fertile days rather than the ovulation date ("my fertile window").
    static let fertileDaysWords: MentionWords = WordList.overridesFertileDaysWords.mentionWords
    /// Words for a period that, with a word of `arrivalWords`, start one ("I've got my period").
    static let startPeriodWords: MentionWords = WordList.overridesStartPeriodWords.mentionWords
    /// Words of a period's arrival ("came", "showed", "here").
    static let arrivalWords: MentionWords = WordList.overridesArrivalWords.mentionWords
    /// Words that make such a statement no start ("my period is late", "if my period came").
    static let notAStartWords: MentionWords = WordList.overridesNotAStartWords.mentionWords
    /// Words that make a question of when something ends not about the period ("when does my
    /// fertile window end?").
    static let notAnEndQuestionWords: MentionWords = WordList.overridesNotAnEndQuestionWords.mentionWords

    static func apply(to understanding: inout Understanding, conversation: Conversation, store: any ProfileReading & RecordReading, today: Day) {
        guard understanding.guardKind == nil else { return }
        let message = understanding.message
        let act = understanding.speech.act
        func override(_ intent: String, act newAct: SpeechAct? = nil) {
            understanding.classification = IntentClassifier.Classification(intent: intent, confidence: 0.9, runnerUp: understanding.classification.intent)
            if let newAct {
                understanding.speech = SpeechReading(clauses: understanding.speech.clauses.map { $0.with(act: newAct) }, act: newAct)
            }
        }
        // "Undo the period end", "remove the period end", "can you delete the bfp": an
        // instruction whose verb takes back is an undo, whatever the entry it names reads as (the
        // model read the entry and saved a new period end).
        if act == .instruction, instructsToDelete(message) {
            override(IntentID.logUndo.rawValue)
            return
        }
        // "Got a coffee in town": a statement of a drink the person had, with a verb of having
        // it, which the model left outside the domain, logs the drink ("spilt my tea on the
        // tea towel" and "an espresso costs 3.80 now" had none).
        if act == .log, understanding.classification.intent == IntentClassifier.outOfScope,
           message.mentions(drinkHavingVerbs), LogAnswers.drinkKind(message) != nil {
            override(IntentID.logLifestyle.rawValue)
            return
        }
        // "And yesterday too" just after "threw up after breakfast" was logged: the same items
        // on another day, however the model read a message of only a day (out of scope: "I
        // can't help with that one").
        if let intent = repeatsTheLastItems(message, conversation: conversation) {
            override(intent, act: .log)
            return
        }
        if takesBackWhatWasJustWritten(understanding.speech, message: message, conversation: conversation) {
            // An instruction, whatever its explanation reads as ("i havent even tested yet").
            override(IntentID.logUndo.rawValue, act: .instruction)
            return
        }
        // "Ewcm" alone, read by the model as a greeting or not understood: a bare item Bloom
        // logs is an item, offered for today like "headache" alone (the reply was "did you mean
        // saying hello, or saying thanks?").
        if namesOnlyAnItem(understanding), !understanding.classification.intent.hasPrefix("log.") {
            override(IntentID.logItems.rawValue)
            return
        }
        // "Af arrived this morning", then "heavy flow and awful cramps": bare items said right
        // after a write for today go on telling today, so they are written; at the start of a
        // chat, or framed by the cycle ("so bloated before my period"), Bloom still asks.
        if continuesTodaysLog(understanding, conversation: conversation, today: today) {
            understanding.speech = SpeechReading(clauses: understanding.speech.clauses.map { $0.act == .unclear ? $0.with(act: .log) : $0 }, act: .log)
        }
        // "bfp this morning", "took a test today, negative", "clearblue says not pregnant": a
        // statement of the person's own pregnancy test logs it, whatever the model read it as (an
        // ovulation test, a late period, a mode), with anything else the statement says.
        if act.permitsWrites,
           PregnancyTestFact.isStated(in: understanding.speech.writingClauses, settings: FactSettings(mode: store.mode, message: message, today: today)) {
            override(IntentID.logItems.rawValue)
            return
        }
        // "Took a test this morning": a test named with no result, read by the model as another
        // entry (a drink) it names nothing of, is asked about (`LogAnswers`: "What did the test show?").
        let testSettings = FactSettings(mode: store.mode, message: message, today: today)
        if act.permitsWrites, understanding.classification.intent.hasPrefix("log."), understanding.classification.intent != IntentID.logItems.rawValue,
           PregnancyTestFact.namesATest(message, settings: testSettings), !SpeechActReader.loggableKinds.contains(where: message.hasEntity),
           LogAnswers.drinkKind(message) == nil {
            override(IntentID.logItems.rawValue)
            return
        }
        // A test result said about a pregnancy test in a question, or by someone else ("my
        // sister got a bfp") is about the test, not whether the period is late.
        let result = message.first(.opk)?.id
        let saysResult = result != nil && (result != "negative" || [.log, .unclear].contains(act))
        if isAboutAPregnancyTest(message), understanding.classification.intent.hasPrefix("log.") || understanding.classification.intent == IntentID.modeSet.rawValue
            || (saysResult && [IntentID.cycleLate.rawValue, IntentID.cycleNextPeriod.rawValue, IntentClassifier.notSure, IntentClassifier.outOfScope].contains(understanding.classification.intent)) {
            // "pregnancy test was positive": never an ovulation test, never a mode on its own.
            override(IntentID.topicPregnancyTest.rawValue)
            return
        }
        if understanding.classification.intent == IntentClassifier.outOfScope, message.hasEntity(.mode), message.mentions(hedges) {
            // "I think I'm pregnant": no switch; say what Bloom can do.
            override(IntentID.topicMode.rawValue)
            return
        }
        if understanding.classification.intent == IntentID.logAppointment.rawValue, act == .question, !AppointmentAnswers.isInstruction(message) {
            // "Do I have an appointment on Friday at 10?" asks what is booked; it adds nothing.
            override(IntentID.showAppointments.rawValue)
            return
        }
        // "No, 37.1 not 36.1", "not angry, just stressed": a new value for what was just
        // written, corrected in place (`ValueCorrection`).
        if ValueCorrection.read(message, lastWrites: conversation.lastWrites, glassesSaid: conversation.waterToldInGlasses) != nil {
            override(IntentID.logCorrectDay.rawValue, act: .instruction)
            return
        }
        // "Delete yesterday's temperature, it was wrong" asks to take an entry back, not to move
        // the last one to yesterday (it moved a night logged just before).
        // "Hold on, my period started yesterday" after cramps were logged tells a new start;
        // after a start was logged, it moves it.
        let startsAnotherPeriod = LogAnswers.namesAPeriodStart(message) && message.mentions(["period", "af"])
            && !conversation.lastWrites.contains { if case .periodStart = $0 { true } else { false } }
        if !conversation.lastWrites.isEmpty, isCorrection(message, lastWrites: conversation.lastWrites), !message.mentions(deletingWords), !startsAnotherPeriod,
           !tellsAnotherKind(understanding.classification.intent, than: conversation.lastWrites) {
            override(IntentID.logCorrectDay.rawValue, act: .instruction)
            return
        }
        if understanding.classification.intent == IntentID.logUndo.rawValue, isCorrection(message), !message.mentions(undoWords) {
            // "No, I meant the 3rd" after a question, with nothing of this chat's to move: a
            // correction never takes back an older entry unless it says so ("undo that").
            override(IntentID.logCorrectDay.rawValue, act: .instruction)
            return
        }
        // The clauses that ask, when some do: "and if its a bfn then when would af be due" names
        // a pregnancy test in what it imagines, not in what it asks to be dated.
        let asked = understanding.speech.clauses.filter { $0.act == .question }.map(\.message)
        if understanding.classification.intent == IntentID.pregnancyDueDate.rawValue, store.mode != .pregnancy,
           message.mentions(periodDueWords) || message.mentions(periodPronouns),
           !message.hasEntity(.mode), asked.isEmpty ? !message.mentions(babyDueWords) : !asked.contains(where: { $0.mentions(babyDueWords) }) {
            // "AF is due any day, how many days left?", "when's it actually due?" from someone
            // not pregnant: what is due is their period, not a baby.
            override(IntentID.cycleNextPeriod.rawValue)
            return
        }
        if understanding.classification.intent.hasPrefix("log."), understanding.speech.clauses.contains(where: { $0.act == .question }),
           message.mentions(["when", "which", "what"]), Assistant.asksForFertilityDates(message.normalized.tokens) {
            // "Tested positive on a clearblue, so when are my fertile days?": the test is the
            // background, the question asks for the fertile days (or the ovulation date).
            override(message.mentions(fertileDaysWords) ? IntentID.cycleFertile.rawValue : IntentID.cycleOvulation.rawValue)
            return
        }
        let tokens = message.normalized.tokens
        let intent = understanding.classification.intent
        let endsSomething = message.mentions(endWords) && !message.hasEntity(.symptom) && !message.hasEntity(.mode)
        if act == .log, endsSomething, understanding.classification.intent != IntentID.logPeriodEnd.rawValue,
           message.mentions(periodWords) || (tokens.count <= 4 && openPeriod(store)) {
            override(IntentID.logPeriodEnd.rawValue)
            return
        }
        if act == .log, understanding.classification.intent == IntentClassifier.outOfScope, message.mentions(startPeriodWords),
           message.mentions(arrivalWords), !message.mentions(endWords),
           !message.mentions(notAStartWords) {
            // "I've got my period", "my period's here".
            override(IntentID.logPeriodStart.rawValue)
            return
        }
        // "When will this end?", "how long will it last?"; not "how does my sleep score this week
        // compare to last week?", which the model is sure is about something else.
        let aboutTheCycle = ["cycle.", "log."].contains { intent.hasPrefix($0) }
            || [IntentClassifier.outOfScope, IntentClassifier.notSure].contains(intent)
        // "How long do my periods normally last?" asks for the usual length (the statistics).
        // "So how long was my period?": how long a past one ran.
        let askedHowLongItWas = tokens.indices.dropLast().contains { tokens[$0] == "how" && tokens[$0 + 1] == "long" } && message.mentions(["was", "lasted"])
            && message.mentions(["my", "last"])
        if act == .question, aboutTheCycle, message.mentions(endQuestionWords) || askedHowLongItWas, !message.hasEntity(.symptom), message.mentions(["when", "how"]),
           !message.mentions(Assistant.habitWords),
           message.mentions(periodWords), !message.mentions(notAnEndQuestionWords) {
            override(IntentID.cyclePeriodEnd.rawValue)
            return
        }
        // "temp 36.3 today, opk was high", "woke up with a migraine", "ewcm today": statements
        // with items to log, whatever the classifier made of the whole (it read "ewcm today" as
        // the daily briefing and "cm watery today" as not understood). Contractions and kicks keep their reading
        // when the message names them ("cramping contractions every 5 min"); "peeing every 5
        // mins" names none: its timing is the loo's.
        let items: [EntityKind] = [.symptom, .mood, .flow, .opk, .temperature, .volume, .weight, .discharge]
        let namesItsTimer = (intent == IntentID.pregnancyContractions.rawValue && message.mentions(contractionWords))
            || (intent == IntentID.pregnancyKicks.rawValue && message.mentions(kickWords))
        let timerUnnamed = [IntentID.pregnancyContractions.rawValue, IntentID.pregnancyKicks.rawValue].contains(intent) && !namesItsTimer
        if act == .unclear, timerUnnamed, items.contains(where: message.hasEntity) {
            // Said without a verb ("peeing every 5 mins lol"): asked about before it is logged.
            override(IntentID.logItems.rawValue)
            return
        }
        // "af showed up this morning, no bfp for us again": a period start stated is such an
        // item too when the rest made the model read a topic or a mode (an intent with its own
        // questions, a usual cycle length said beside it, keeps them).
        let statesAPeriodStart = (intent.hasPrefix("topic.") || intent == IntentID.modeSet.rawValue)
            && understanding.speech.writingClauses.contains { clause in
            clause.message.mentions(["period", "af"]) && !clause.message.mentions(hedges)
                && PeriodVerbs.anyAboutThePeriod(clause.message.normalized.tokens, verbs: LogAnswers.periodStartWords)
        }
        // "Just back from pregnancy yoga, 60 mins": a workout told by its kind and length is an
        // item too (the model read a yoga routine asked for).
        let statesAWorkout = ReaderWords.builtIn.map { ExerciseFact.read(message, kinds: $0.exercise) != nil } ?? false
        // "3 cigs today, trying to quit before we start trying": a mode read where the message
        // names none (no mode, none announced) is no mode to set, and the items told are logged.
        // "Had unprotected sex saturday, we're not ttc tho": a mode named only where it is denied
        // is none either.
        let namesNoMode = intent == IntentID.modeSet.rawValue && SpeechOverrides.announcedMode(message, today: today) == nil
            && !understanding.speech.writingClauses.contains(where: { $0.message.hasEntity(.mode) })
        if namesNoMode, act.permitsWrites, message.hasEntity(.mode) {
            override(IntentID.logItems.rawValue)
            return
        }
        if act.permitsWrites, !intent.hasPrefix("log."), statesAPeriodStart || namesNoMode || ![IntentID.modeSet.rawValue, IntentID.profileSwitch.rawValue].contains(intent),
           !namesItsTimer, SpeechOverrides.announcedMode(message, today: today) == nil,
           statesAPeriodStart || statesAWorkout || understanding.speech.writingClauses.contains(where: { clause in
               // "smoked 3 cigs today, i know i know": a drink or a smoke said with a verb of
               // having it is an item too ("did my coffee affect my sleep", "drinks for 25 at the
               // leaving do" are not).
               // "8 hours sleep last night, the pillow is a game changer": a night's sleep told.
               items.contains(where: clause.message.hasEntity) || SleepLengthFact.read(clause.message) != nil
                   || LogAnswers.drinkKind(clause.message).map { kind in
                   clause.message.normalized.tokens.contains(where: SpeechOverrides.havingVerbs.contains)
                       // "3 cigs today": a count of them on a day is had too.
                       || (clause.message.hasEntity(.day) && LogAnswers.countsADrink(clause.message, kind: kind))
               } ?? false
           }) {
            override(IntentID.logItems.rawValue)
            return
        }
        // "My due date is 20 March" tells the person's own due date, though it reads as about a thing.
        let statesOwnDueDate = act == .aboutAThing && message.mentions(["my"]) && dueDate(in: message, today: today) != nil
        if act.permitsWrites || statesOwnDueDate, let mode = announcedMode(message, today: today), mode != store.mode || dueDate(in: message, today: today) != nil,
           understanding.classification.intent != IntentID.modeSet.rawValue || statesOwnDueDate {
            override(IntentID.modeSet.rawValue, act: statesOwnDueDate ? .log : nil)
        }
    }

    /// Verbs of having a drink or a smoke that open a statement ("had a glass of red", "smoked 3 cigs").
    static let havingVerbs: Set<String> = ["had", "drank", "drunk", "smoked", "vaped", "downed", "sipped", "necked", "chugged"]

    /// "took a pregnancy test", "bfp this morning", "hpt was negative".
    static func isAboutAPregnancyTest(_ message: AnalyzedMessage) -> Bool {
        // Every phrase has one of these words, and a phrase is only there when its words are.
        guard message.mentions(pregnancyTestWords) else { return false }
        var text = " " + message.normalized.text + " "
        // "af showed up so no bfp this month": a positive not had names no test taken.
        for denied in noPositive { text = text.replacingOccurrences(of: denied, with: " ") }
        return pregnancyTestPhrases.contains { ModeAnnouncement.holds(text, $0) }
    }

    /// A positive test denied: the cycle ended without one, no test is told. ("bfp" reaches
    /// here as the normaliser spells it out, "positive pregnancy test".)
    private static let noPositive = [" no bfp ", " not a bfp ", " never a bfp ", " no positive pregnancy test ",
                                     " not a positive pregnancy test ", " never a positive pregnancy test "]

    /// A word of each of `pregnancyTestPhrases`.
    static let pregnancyTestWords: MentionWords = WordList.overridesPregnancyTestWords.mentionWords

    /// What `isAboutAPregnancyTest` looks for, each between spaces.
    private static let pregnancyTestPhrases = [
        "pregnancy test", "preg test", "pregnancy tests", "hpt", "bfp", "bfn", "pg test", "pee stick", "first response", "clearblue digital pregnancy",
    ].map { " \($0) " }

    /// Words that make a statement about a pregnancy or trying uncertain: "I think I'm pregnant".
    static let hedges: MentionWords = WordList.overridesHedges.mentionWords

    /// Whether the latest period has no end yet.
    static func openPeriod(_ store: any RecordReading) -> Bool {
        let periods = ((try? store.periods()) ?? []).sorted { $0.start < $1.start }
        return periods.last.map { $0.end == nil } ?? false
    }

    /// Whether `understanding` is bare items (no question, nothing but unclear items and
    /// statements) read as a log, said right after the last message wrote entries for `today`.
    static func continuesTodaysLog(_ understanding: Understanding, conversation: Conversation, today: Day) -> Bool {
        let speech = understanding.speech
        guard speech.act == .unclear, understanding.classification.intent.hasPrefix("log."), !conversation.lastWrites.isEmpty,
              conversation.lastWrites.allSatisfy({ $0.day == today }),
              // "Also bloated af, jeans won't do up": a denial that names nothing to log is a
              // comment on the item, not an item denied.
              speech.clauses.allSatisfy({ $0.act == .unclear || $0.act == .log
                  || $0.act == .negation && !SpeechActReader.loggableKinds.contains(where: $0.message.hasEntity) }) else { return false }
        let text = " " + understanding.message.normalized.text + " "
        return !SpeechActReader.cycleFramePhrases.contains { text.contains(" \($0) ") }
    }

    /// Whether `message` corrects the day of the last entry: "no, I meant the 3rd", "sorry,
    /// yesterday not today", "wrong day, it was Tuesday", "no, the day before" (a day, or a
    /// shift of one from the entry's own, with correction words and nothing new to log). An
    /// item one of `lastWrites` holds, said after "the", names the entry to move and is nothing
    /// new ("sorry, the high one was the 14th" right after a high ovulation test was logged);
    /// said plainly it is told again ("also cramps yesterday, sorry forgot").
    static func isCorrection(_ message: AnalyzedMessage, lastWrites: [JournalWrite] = []) -> Bool {
        let tokens = message.normalized.tokens
        // "Oh wait no it was last night before bed, not this morning. Nothing today": a longer
        // correction still names no new thing (below); a question is none.
        guard message.hasEntity(.day) || dayShift(tokens) != nil, tokens.count <= longestCorrection,
              tokens.count <= 12 || !message.normalized.original.contains("?") else { return false }
        let newThings: [EntityKind] = [.symptom, .mood, .flow, .opk, .temperature, .volume, .weight, .discharge]
        let namesAnEntry = { (span: EntitySpan) in span.start > 0 && tokens[span.start - 1] == "the" && holds(lastWrites, span) }
        guard !message.entities.contains(where: { newThings.contains($0.kind) && !namesAnEntry($0) && !isTheExcuse($0, tokens) }) else { return false }
        // "Actually it stopped yesterday not today" after flows were logged tells the period's
        // end, which nothing just written holds: a new entry, not a move of the flows.
        let holdsThePeriod = lastWrites.contains { if case .periodStart = $0 { true } else if case .periodEnd = $0 { true } else { false } }
        if !lastWrites.isEmpty, !holdsThePeriod,
           PeriodVerbs.anyAboutThePeriod(tokens, verbs: PeriodVerbs.endWords) || PeriodVerbs.anyAboutThePeriod(tokens, verbs: LogAnswers.periodStartWords),
           !lastWrites.contains(where: { LogAnswers.names(message, $0) }) {
            return false
        }
        return message.mentions(correctionWords) || pointsBackAtADay(message)
    }

    /// "That was monday", "it was yesterday": a day said to be what "that" or "it" was, and
    /// nothing else, points back at what was just logged.
    static func pointsBackAtADay(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens.drop { ["oh", "wait", "hang", "on", "hmm", "um", "erm"].contains($0) }
        guard tokens.count >= 3, ["that", "it", "those"].contains(tokens.first!), ["was", "were"].contains(tokens.dropFirst().first!) else { return false }
        // The slice keeps the message's positions, so the day spans index it directly.
        let days = Set(message.all(.day).flatMap { $0.start..<($0.start + $0.length) })
        return !days.isEmpty && tokens.indices.dropFirst(2).allSatisfy { days.contains($0) || ["on", "the", "actually", "tho", "though"].contains(tokens[$0]) }
    }

    /// Whether `span` is the excuse an apology ends on: "it was Monday actually, sorry baby
    /// brain" blames the mistake on brain fog, it does not report it. The item must follow
    /// "sorry" and end the message, after something else was said.
    static func isTheExcuse(_ span: EntitySpan, _ tokens: [String]) -> Bool {
        span.start >= 2 && tokens[span.start - 1] == "sorry" && span.start + span.length == tokens.count
    }

    /// Whether `intent` tells sex when none of `lastWrites` is sex: "we bd saturday, no
    /// actually friday" after a mood tells sex, with its own day taken back, and moves no mood
    /// (it moved the mood to Saturday). Sex carries no entity of its own; the kinds that do are
    /// told apart by what the message names (`isCorrection`). Only sex: an intent read from a
    /// stray word ("asleep by 9" as a drink or smoke) must not stop a real correction.
    static func tellsAnotherKind(_ intent: String, than lastWrites: [JournalWrite]) -> Bool {
        intent == IntentID.logSex.rawValue && !lastWrites.contains { if case .sex = $0 { true } else { false } }
    }

    /// Whether a message is one clause, not asked, whose every word is an item Bloom logs
    /// ("ewcm", "period pains").
    static func namesOnlyAnItem(_ understanding: Understanding) -> Bool {
        let message = understanding.message
        let tokens = message.normalized.tokens
        guard !tokens.isEmpty, tokens.count <= 3, understanding.speech.clauses.count == 1, understanding.speech.clauses[0].act == .unclear,
              !message.normalized.original.contains("?") else { return false }
        let covered = Set(message.entities.filter { SpeechActReader.loggableKinds.contains($0.kind) }.flatMap { $0.start..<($0.start + $0.length) })
        return tokens.indices.allSatisfy(covered.contains)
    }

    /// The longest message read as correcting the day of the last entry.
    static let longestCorrection = 20

    /// Whether one of `writes` holds the item `span` names (the same symptom, mood, flow,
    /// ovulation test result or discharge).
    static func holds(_ writes: [JournalWrite], _ span: EntitySpan) -> Bool {
        writes.contains { write in
            switch (write, span.kind) {
            case let (.symptom(id, _, _), .symptom), let (.mood(id, _), .mood), let (.flow(id, _), .flow),
                 let (.ovulationTest(id, _), .opk), let (.discharge(id, _), .discharge): id == span.id
            default: false
            }
        }
    }

    /// Words that correct the day of the last entry ("no, I meant the 3rd", "wrong day").
    static let correctionWords: MentionWords = WordList.overridesCorrectionWords.mentionWords

    /// Words that ask to take an entry back, not to move it ("undo", "delete that").
    static let undoWords: MentionWords = WordList.overridesUndoWords.mentionWords
    /// The words of `undoWords` that only ever delete: "scratch that", "move it back" and
    /// "cancel that, I meant Tuesday" still correct a day.
    static let deletingWords = MentionWords(undoWords.words.filter(["undo", "delete", "remove", "erase", "unlog", "wipe", "rid"].contains))

    /// Whether the instruction verb `message` opens with (after "please", "can you"…) is one of
    /// `deletingWords`, and what it deletes is an entry: "remove the period end", "can you
    /// delete yesterday's temp". "Log that I had my coil removed" instructs to log.
    static func instructsToDelete(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        guard let verb = tokens.prefix(4).firstIndex(where: SpeechActReader.instructionVerbs.contains) else { return false }
        // What is deleted must be an entry: one named ("the period end", "the bfp") or pointed
        // at ("that", "the last one"). "Delete all my alarms" asks for something else.
        let object = tokens[(verb + 1)...]
        // "Scratch the swim", "delete the run": a workout named by its kind is an entry too.
        let workout = ReaderWords.builtIn?.exercise.contains { kind in object.contains(where: kind.words.words.contains) } ?? false
        let named = LogAnswers.undoNames.contains { !$0.words.isDisjoint(with: object) }
            || SpeechActReader.loggableKinds.contains(where: message.hasEntity) || workout
        // "Scratch the mood swings": scratching an entry named deletes it ("scratch that, I
        // meant Tuesday" may still correct a day, so "scratch" is no `deletingWords`).
        if tokens[verb] == "scratch" { return named }
        guard deletingWords.words.contains(tokens[verb]) else { return false }
        return object.contains(where: entryPointers.contains) || named
    }

    /// "Oh scratch that, i was typing what my daughter told me… im fine", "ugh sorry ignore that,
    /// i havent even tested yet, that was my sister": a take-back opening the message, after
    /// the chat wrote, with the rest telling why (nothing to log, no question), takes back what
    /// was written, whatever the model read the explanation as.
    static func takesBackWhatWasJustWritten(_ reading: SpeechReading, message: AnalyzedMessage, conversation: Conversation) -> Bool {
        guard let first = reading.clauses.first, [.instruction, .request].contains(first.act), reading.clauses.count > 1,
              openingTakeBacks.occur(in: first.message.normalized.tokens), LogAnswers.wroteLately(conversation),
              !SpeechActReader.loggableKinds.contains(where: message.hasEntity) else { return false }
        return !reading.clauses.contains { $0.act == .question }
    }

    /// The log intent for a message of only a day that adds it ("and yesterday too", "tuesday
    /// as well") when the message just before wrote items a day can repeat: the last intent if
    /// it logged, else `log.items`; nil otherwise.
    static func repeatsTheLastItems(_ message: AnalyzedMessage, conversation: Conversation) -> String? {
        let tokens = message.normalized.tokens
        guard message.hasEntity(.day), tokens.count <= 5, tokens.contains(where: LogAnswers.addingADay.contains), LogAnswers.namesOnlyADay(message),
              conversation.lastWrites.contains(where: \.repeatsOnAnotherDay) else { return nil }
        if let last = conversation.lastIntent, last.hasPrefix("log."), last != IntentID.logPeriodStart.rawValue, last != IntentID.logPeriodEnd.rawValue, last != IntentID.logUndo.rawValue {
            return last
        }
        return IntentID.logItems.rawValue
    }

    /// Verbs of having a drink ("got a coffee in town", "grabbed a latte").
    static let drinkHavingVerbs: MentionWords = ["had", "got", "grabbed", "drank", "downed", "sipped", "necked", "treated"]

    /// Take-backs that, opening a message, take back the entries just written ("never mind" and
    /// "wait no" may drop a question or a thought instead).
    static let openingTakeBacks = Phrases(WordList.writeGateTakeBackWords.words.filter { !["never mind", "nevermind", "wait no"].contains($0) })

    /// Words that point at an entry to take back ("delete that", "remove the last one").
    static let entryPointers: Set<String> = ["that", "it", "this", "last", "entry", "entries", "log", "logged"]

    /// The day a correction moves to: the first day not preceded by "not" ("yesterday not today"),
    /// or the day before or after the one it denies ("not last night, it was the night before"),
    /// or else the entry's own day (`last`: "no, the day before").
    static func correctedDay(_ message: AnalyzedMessage, correcting last: Day? = nil) -> Day? {
        let tokens = message.normalized.tokens
        let days = message.all(.day)
        let chosen = days.first { span in
            let before = span.start > 0 ? tokens[span.start - 1] : ""
            return before != "not" && !(span.start > 1 && tokens[span.start - 2] == "instead" && before == "of")
        }
        if let chosen { return chosen.day }
        if let shift = dayShift(tokens), let base = days.first?.day ?? last { return base + shift }
        return days.first?.day
    }

    /// -1 for "the night before" or "the day before", +1 for "the day after", said with no day
    /// after it ("the day before yesterday" is a day of its own); nil otherwise.
    static func dayShift(_ tokens: [String]) -> Int? {
        for index in tokens.indices.dropLast() where ["day", "night", "morning", "evening"].contains(tokens[index]) && (index == 0 || tokens[index - 1] == "the") {
            let next = tokens[index + 1]
            guard next == "before" || next == "after", index + 2 == tokens.count || !dayAfterShift.contains(tokens[index + 2]) else { continue }
            return next == "before" ? -1 : 1
        }
        return nil
    }

    /// Words that make "the day before …" a day of its own ("the day before yesterday").
    static let dayAfterShift: Set<String> = ["yesterday", "last", "today", "that", "my", "the"]

    /// The mode a statement announces, if any.
    static func announcedMode(_ message: AnalyzedMessage, today: Day) -> Mode? {
        if message.mentions(hedges) { return nil }
        if let mode = ModeAnnouncement.mode(inNormalized: " " + message.normalized.text + " ") { return mode }
        // "due 2027-06-01": a due date weeks ahead, with nothing about a period.
        if let due = dueDate(in: message, today: today), due >= today + 28,
           !message.mentions(notADueDateWords) {
            return .pregnancy
        }
        return nil
    }

    /// Words that make a due date weeks ahead no pregnancy's ("my period is due…", "test due…").
    static let notADueDateWords: MentionWords = WordList.overridesNotADueDateWords.mentionWords

    /// Words that say a due date ("due 2027-06-01", "edd june 12").
    static let dueWords: MentionWords = WordList.overridesDueWords.mentionWords

    /// A due date in a message that says "due" ("due 2027-06-01", "due on june 12"), read forward.
    static func dueDate(in message: AnalyzedMessage, today: Day) -> Day? {
        guard message.mentions(dueWords) else { return nil }
        let day = LanguageEntities.days.firstDay(in: message.normalized.text, today: today, preference: .future)
        guard case let .day(due)? = day?.resolution, due > today, due <= today + 300 else { return nil }
        return due
    }

    /// The month named after "due" with no day ("due in June"), to ask which day.
    static func dueMonth(in message: AnalyzedMessage) -> String? {
        guard message.mentions(["due"]) else { return nil }
        return message.normalized.tokens.first { ModeAnnouncement.months.contains($0) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }
}

/// Reads which mode a person describes — "trying to get pregnant", "TTC", "we're trying for a
/// baby" (trying to conceive, checked first so "pregnant" in it never means pregnancy), "I'm
/// pregnant", "expecting", "due in June" (pregnancy), "just tracking my cycle" (cycle).
package enum ModeAnnouncement {
    /// Phrases that say trying to conceive, in a chat message.
    static let ttc = [
        "trying to conceive", "trying to get pregnant", "trying for a baby", "trying for baby", "ttc", "ttcing",
        "trying to have a baby", "want to get pregnant", "wanting to get pregnant", "hoping to get pregnant",
        "started trying", "trying for another", "trying for our", "trying for number", "we are trying",
        "try to conceive", "try for a baby", "trying to get preggo", "trying to fall pregnant", "ttc mode",
    ]
    /// Phrases that say a pregnancy, in a chat message.
    static let pregnancy = [
        "i am pregnant", "we are pregnant", "i am due",
        "baby is due", "due date is", "i got pregnant", "we got pregnant", "i am preggo", "i am preggers", "am pregnant",
    ]
    /// Wider words, for an answer to "what are you using Bloom for?" (after the phrases above).
    static let ttcWords = ["conceive", "conceiving", "get pregnant", "getting pregnant", "fertility", "trying", "baby making"]
    static let pregnancyWords = ["pregnant", "pregnancy", "expecting", "preggers", "preggo", "due", "bun in the oven", "having a baby"]
    static let cycleWords = WordList.modeCycleWords.words
    /// The months' names, for "due in June".
    static let months = WordList.modeMonthNames.words

    /// The mode an answer to "what are you using Bloom for?" names, or nil when it names none.
    /// "Trying to get pregnant" is trying to conceive, never pregnancy.
    /// - Parameter text: the answer as typed.
    package static func mode(in text: String) -> Mode? {
        let normalized = " " + TextNormalizer().normalize(text).text + " "
        func has(_ phrase: String) -> Bool { holds(normalized, " \(phrase) ") }
        if let mode = mode(inNormalized: normalized) { return mode }
        if has("not pregnant") || has("not trying") { return .cycle }
        if ttcWords.contains(where: has) { return .ttc }
        // "my period is due on Friday" is about a cycle, whatever "due" says.
        if cycleWords.contains(where: has) { return .cycle }
        if pregnancyWords.contains(where: has) { return .pregnancy }
        return nil
    }

    /// The mode a chat message announces ("we're trying for a baby", "I'm pregnant", "due in
    /// June"), or nil. Stricter than `mode(in:)`: "my period is due on Friday" names no mode.
    static func mode(inNormalized text: String) -> Mode? {
        // The text's bytes are taken once for all the phrases, which are kept as bytes.
        var text = withoutPastPregnancies(text)
        return text.withUTF8 { text in
            func holdsAny(_ phrases: [[UInt8]]) -> Bool {
                phrases.contains { phrase in phrase.withUnsafeBufferPointer { ByteSearch.contains(text, $0) } }
            }
            if holdsAny(Padded.denials) { return nil }
            if holdsAny(Padded.ttc) { return .ttc }
            if holdsAny(Padded.pregnancy) { return .pregnancy }
            if !holdsAny(Padded.aboutPeriod), holdsAny(Padded.expecting) && ModeAnnouncement.expectsABaby(text) || holdsAny(Padded.dueMonths) {
                return .pregnancy
            }
            return nil
        }
    }

    /// Words that make "I got pregnant" after them a time, not news ("heavier than before I got
    /// pregnant", "when we got pregnant with our first"): a pregnancy that came and went.
    static let timeOfAPastPregnancy: Set<String> = ["before", "when", "after", "until", "till", "time", "if", "once"]

    /// `text` (normalised words between spaces) without "before I got pregnant" and the like
    /// (`timeOfAPastPregnancy`), which tell when something was, not a pregnancy now.
    static func withoutPastPregnancies(_ text: String) -> String {
        guard holds(text, " got pregnant ") else { return text }
        var words = text.split(separator: " ").map(String.init)
        var index = 0
        while index + 3 < words.count {
            if timeOfAPastPregnancy.contains(words[index]), ["i", "we"].contains(words[index + 1]),
               words[index + 2] == "got", words[index + 3] == "pregnant" {
                words.removeSubrange(index...(index + 3))
            } else {
                index += 1
            }
        }
        return " " + words.joined(separator: " ") + " "
    }

    /// Whether "expecting" in `text` (normalised words) is expecting a baby: at the end ("we're
    /// expecting!"), before a word of a baby ("expecting twins", "expecting our first") or of
    /// when ("expecting in june", "expecting again"), not denied ("wasn't expecting this") and
    /// with no animal just after ("expecting a baby goat"). "Expecting a call", "expecting my
    /// brother at 7" expect something else.
    static func expectsABaby(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let tokens = String(decoding: text, as: UTF8.self).split(separator: " ").map(String.init)
        return tokens.indices.contains { index in
            guard tokens[index] == "expecting" else { return false }
            // "Wasn't expecting this", "not expecting again": no pregnancy announced.
            if index > 0, ["not", "wasnt", "werent", "never", "isnt", "arent"].contains(tokens[index - 1]) { return false }
            // "Expecting a baby goat", "expecting puppies": an animal just after.
            if tokens[(index + 1)..<min(tokens.count, index + 5)].contains(where: otherSubjects.contains) { return false }
            var next = index + 1
            while next < tokens.count, expectingDeterminers.contains(tokens[next]) { next += 1 }
            return next == tokens.count || expectingBabyWords.contains(tokens[next])
        }
    }

    /// Animals and things a message may speak of instead of the person (`speech.otherSubjects`).
    static let otherSubjects: Set<String> = WordList.speechOtherSubjects.set
    /// Words between "expecting" and what is expected ("a", "our", "another").
    static let expectingDeterminers: Set<String> = ["a", "an", "our", "my", "the", "another", "number", "little"]
    /// What, after "expecting", makes it a baby (`mode.expectingBabyWords`).
    static let expectingBabyWords: Set<String> = WordList.modeExpectingBabyWords.set

    /// The phrases `mode(inNormalized:)` looks for, each between spaces, made once (it runs for
    /// every message).
    private enum Padded {
        static let denials = ["not pregnant", "not trying", "stopped trying", "no longer"].map(padded)
        static let ttc = ModeAnnouncement.ttc.map(padded)
        static let pregnancy = ModeAnnouncement.pregnancy.map(padded)
        static let aboutPeriod = WordList.modeAboutPeriod.words.map(padded)
        static let dueMonths = months.flatMap { ["due in \($0)", "due \($0)", "due on \($0)"] }.map(padded)
        static let expecting = ["expecting"].map(padded)
        static func padded(_ phrase: String) -> [UInt8] { Array(" \(phrase) ".utf8) }
    }

    /// Whether `text` holds `phrase`, compared byte for byte. The texts are normalised words
    /// (lower case, accents folded) and the phrases ASCII words between spaces, so this finds
    /// what Foundation's `contains` finds, at a small part of its cost (it ran for every message).
    static func holds(_ text: String, _ phrase: String) -> Bool {
        var text = text, phrase = phrase
        return text.withUTF8 { haystack in
            phrase.withUTF8 { needle in ByteSearch.contains(haystack, needle) }
        }
    }
}
