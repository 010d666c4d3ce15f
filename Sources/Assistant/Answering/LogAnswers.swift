import CycleCore
import DayModel
import Language

/// Writes to the journal from what people say: "my period started yesterday", "cramps",
/// "temp 36.6 this morning", "undo that". Every write is for one resolved, non-future day;
/// a vague day is asked about (and the write waits for the answer), a missing detail too.
enum LogAnswers {
    enum DayResolution {
        case day(Day)
        case ask(String)
        case future(Day)
        case invalid(String, String)
    }

    /// Intents whose single-clause statements go through their own path, which asks what is
    /// missing (which day a period started or ended, protected or not, the kcal, a time).
    static let asksItsOwnQuestions: Set<String> = [
        IntentID.logPeriodStart.rawValue, IntentID.logPeriodEnd.rawValue, IntentID.logSex.rawValue, IntentID.logFood.rawValue, IntentID.logAppointment.rawValue, IntentID.logWeight.rawValue, IntentID.logTemperature.rawValue, IntentID.logWater.rawValue,
        IntentID.logLifestyle.rawValue,
    ]

    /// Below this confidence a message is not written: Bloom asks instead of guessing.
    static let writeFloor = 0.6

    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        if context.intent == .logCorrectDay {
            // "No, 37.1 not 36.1": a new value for what was just written; otherwise a new day.
            if let correction = ValueCorrection.read(context.message, lastWrites: context.conversation.lastWrites,
                                                     glassesSaid: context.conversation.waterToldInGlasses) {
                return correctLastWrite(countedFromTheSameStart(correction, context), &context)
            }
            // "Actually the bloating was yesterday, cramps are today tho": the clause that gives a
            // day moves its item; the others keep theirs.
            if let clauses = context.speech?.clauses, clauses.count > 1 {
                let writes = clauseWrites(clauses.filter { $0.act.permitsWrites }, intent: context.intent.rawValue, today: context.today,
                                          facts: context.facts, classify: context.assistant.classifier.classify)
                if let moved = movesALastWrite(clauses, besides: writes, &context) { return moved }
            }
            return moveLastWrites(&context)
        }
        if context.followUp != .pendingAnswer, let again = symptomBackAgain(&context) { return again }
        // "About 6" in reply to "roughly how long did you sleep?": that night's length.
        if let night = answerWithTheNightsLength(&context) { return night }
        // "Log it" with nothing before it to log: ask what, never guess a period start.
        if context.followUp != .pendingAnswer, context.intent != .logUndo, saysNothingToLog(context.message) {
            return AnswerOutput(key: .logAskDetail, values: ["detail": .string("unknown"), "intent": .string(context.intent.rawValue)], rememberIntent: false)
        }
        // Several clauses (or a statement the classifier was unsure of): each statement logs its
        // own items, on its own day.
        let unsure = context.confidence < writeFloor && context.followUp != .pendingAnswer
        // "Went to bed at 23:30 last night, up at 7": one night, though said in two clauses.
        if context.intent == .logLifestyle, !unsure, context.followUp != .pendingAnswer, lifestyleKind(context.message) == "sleep_environment",
           case let .day(day) = resolveDay(context.message, today: context.today), let night = night(in: context.message, day: day) {
            context.conversation.pending = nil
            return save([night], day: night.day ?? day, &context)
        }
        // The facts of its statement clauses choose what a message writes, whatever intent
        // the model read it as ("did 20 minutes of yoga this morning" is a workout, not a
        // note); a single clause of an intent with its own questions (which day a period
        // started, protected or not, how many kcal) goes to that intent's path below.
        // "My last period was from nov 3 to nov 7": its start and its end, with what else was said.
        if context.followUp != .pendingAnswer, !unsure, let days = periodSpan(context.message, today: context.today) {
            context.conversation.pending = nil
            let others = context.speech.map { speech in
                clauseWrites(speech.clauses.filter { $0.act.permitsWrites }, intent: context.intent.rawValue, today: context.today,
                             facts: context.facts, classify: context.assistant.classifier.classify)
            } ?? []
            let periodDays = { (write: JournalWrite) -> Bool in
                switch write { case .periodStart, .periodEnd: true; default: false }
            }
            return save([.periodStart(days.lowerBound), .periodEnd(days.upperBound)] + others.filter { !periodDays($0) }, day: days.lowerBound, &context)
        }
        // A workout is such a fact in any clause ("did 45 mins of prenatal yoga today" is yoga,
        // not the supplement its "prenatal" reads as).
        if context.followUp != .pendingAnswer, let clauses = context.speech?.clauses,
           clauses.count > 1 || unsure || !LogAnswers.asksItsOwnQuestions.contains(context.intent.rawValue)
               || ExerciseFact.read(context.message, kinds: context.facts.exercise) != nil
               // "Got up to pee about 4 times in the night" read as a drink or smoke counted:
               // with none named, its facts (a symptom) say what it writes.
               || context.intent == .logLifestyle && lifestyleKind(context.message) == "other"
               || SleepLengthFact.read(context.message) != nil,
           context.intent != .logUndo, context.intent != .logNote || ExerciseFact.read(context.message, kinds: context.facts.exercise) != nil {
            let writes = clauseWrites(clauses.filter { $0.act.permitsWrites }, intent: context.intent.rawValue, today: context.today,
                                      facts: context.facts, classify: context.assistant.classifier.classify)
            if !writes.isEmpty {
                context.conversation.pending = nil
                // "Wait no the migraine was yesterday not today, today its just a normal headache":
                // one clause moves what the last message wrote, the others tell more.
                if clauses.count > 1, let moved = movesALastWrite(clauses, besides: writes, &context) { return moved }
                if !context.confirmed, writes.allSatisfy(\.isMood), context.assistant.routeReader.asksElsewhereStatingAMood(context.message) {
                    return askBeforeWriting(writes, &context)
                }
                var output = save(writes, day: writes.compactMap(\.day).first ?? context.today, &context)
                askForTheNightsLength(besides: writes, in: clauses, &output, &context)
                return output
            }
            // "Got my period, it lasted 5 days": over, on a day not said; asked, not guessed.
            if let days = pastPeriodLength(clauses) {
                context.conversation.pending = PendingWrite(intent: IntentID.logPeriodStart.rawValue, missing: .day, message: context.message.normalized.original)
                return AnswerOutput(key: .logAskPastPeriodStart, values: ["days": .int(days)], rememberIntent: false)
            }
            if clauses.count > 1, holdsItemsItMayNotWrite(clauses) {
                // "Not pregnant but so nauseous before my period": ask about the unclear items;
                // never write the whole message in place of its clauses.
                if let offer = offerForUnclearClauses(clauses, &context) { return offer }
                // "Didn't have a single coffee today, proud of myself": what the message names is
                // denied (or imagined, a habit, someone else's); it is answered as that clause alone is.
                if let act = actOfItemsItMayNotWrite(clauses) { return WriteGate.answerNotLogged(act, library: false, &context) }
                return AnswerOutput(key: .logAskDetail, values: ["detail": .string("unknown"), "intent": .string(context.intent.rawValue)], rememberIntent: false)
            }
            // "Took a test this morning": a test named with no result asks what it showed; the
            // answer ("negative") is read with it as one statement, a pregnancy or an ovulation test.
            if clauses.count == 1, clauses[0].act.permitsWrites, PregnancyTestFact.namesATest(context.message, settings: context.facts) {
                context.conversation.pending = PendingWrite(intent: IntentID.logItems.rawValue, missing: .detail, message: context.message.normalized.original)
                return AnswerOutput(key: .logAskDetail, values: ["detail": .string("test"), "intent": .string(IntentID.logItems.rawValue)], rememberIntent: false)
            }
            if context.intent == .logItems {
                // "My period is 4 days late and still negative": nothing in it to log (no test
                // named), but the library may answer what it says.
                if let answer = libraryAnswerForNothingToLog(&context) { return answer }
                return AnswerOutput(key: .logAskDetail, values: ["detail": .string("unknown"), "intent": .string(context.intent.rawValue)], rememberIntent: false)
            }
        }
        if context.confidence < writeFloor && context.followUp != .pendingAnswer {
            return AnswerOutput(key: .logUnsure, values: ["intent": .string(context.intent.rawValue)], rememberIntent: false)
        }
        // "Engine light came on today": a period start needs a word for the period; without
        // one, Bloom asks rather than starting a period.
        if context.intent == .logPeriodStart || context.intent == .logPeriodEnd, context.followUp != .pendingAnswer,
           context.intent == .logPeriodEnd ? saysPeriodOnlyInAnotherSense(context.message) || !namesAPeriodEnd(context.message) : !namesAPeriodStart(context.message) {
            return AnswerOutput(key: .logAskDetail, values: ["detail": .string("unknown"), "intent": .string(context.intent.rawValue)], rememberIntent: false)
        }
        if context.intent == .logUndo { return undo(&context) }
        // When this message answers a question, the details are in the earlier message (read
        // once, by the assistant, before the handler runs).
        let details = context.followUp == .pendingAnswer ? context.pendingDetails ?? context.message : context.message
        let answered = context.followUp == .pendingAnswer ? context.conversation.pending : nil
        context.conversation.pending = nil
        var day: Day
        // "we had sex last night" → "unprotected": the day is in the earlier message unless the answer names one.
        let dayMessage = context.followUp == .pendingAnswer && context.message.first(.day) == nil ? details : context.message
        // "It lasted 5 days" ends the latest period counted from its start.
        var lengthEnd: DayResolution?
        if context.intent == .logPeriodEnd, let found = endFromLength(dayMessage, store: context.store) {
            switch found {
            case let .ended(day): lengthEnd = .day(day)
            case let .tooLong(answer): return answer
            }
        }
        switch lengthEnd ?? resolveDay(dayMessage, today: context.today) {
        case let .day(resolved) where resolved > context.today:
            return AnswerOutput(key: .logFutureDay, values: ["day": .day(resolved)], rememberIntent: false)
        case let .day(resolved):
            day = resolved
        case let .ask(phrase):
            context.conversation.pending = PendingWrite(intent: context.intent.rawValue, missing: .day, message: context.message.normalized.original)
            return AnswerOutput(key: .logAskDay, values: ["phrase": .string(phrase), "intent": .string(context.intent.rawValue)], rememberIntent: false)
        case let .future(future):
            return AnswerOutput(key: .logFutureDay, values: ["day": .day(future)], rememberIntent: false)
        case let .invalid(text, reason):
            return AnswerOutput(key: .logInvalidDay, values: ["phrase": .string(text), "reason": .string(reason)], rememberIntent: false)
        }
        // A day moved while Bloom waited for a detail ("no, the night before") stays moved.
        if let moved = answered?.day { day = moved }
        if let ask = askWhenThePeriodEnded(day: day, &context) { return ask }
        // "My period is over" before any start is logged: ask for the start, not an error.
        if context.intent == .logPeriodEnd, let periods = try? context.store.periods(), !periods.contains(where: { $0.start <= day }) {
            return askForTheStart(ofAPeriodEndedOn: day, &context)
        }
        // "No sorry, I meant yesterday" while Bloom asks when that period started: the end moves.
        if let end = endAwaitingItsStart(details, &context), SpeechOverrides.isCorrection(context.message), day != end {
            return askForTheStart(ofAPeriodEndedOn: day, &context)
        }
        // "On my 4th glass of water today": what the count adds to the water already logged.
        if context.intent == .logWater, answered == nil, let total = waterSoFar(details) {
            let added = waterAdded(toTotal: total, on: day, store: context.store)
            return added.isEmpty ? alreadyCounted(total, on: day, context) : save(added, day: day, &context)
        }
        var writes: [JournalWrite]
        switch writesFor(context.intent.rawValue, details: details, day: day, mode: context.mode, today: context.today) {
        case let .success(found) where answered?.day == nil && (answered?.days.count ?? 0) > 1 && context.message.first(.day) == nil:
            // "Unprotected", said of a message that named two days of sex: both days. An
            // answer naming a day of its own ("sunday unprotected") is for that day.
            writes = answered!.days.flatMap { other in found.map { $0.moved(to: other) } }
        case let .success(found):
            writes = endingFromLength(found, said: [details], today: context.today)
            // "We bd sunday and monday": the same entries on each day joined to the first.
            for other in joinedDays(details) where other <= context.today && other != day {
                writes += found.filter(\.repeatsOnAnotherDay).map { $0.moved(to: other) }
            }
        case .failure where context.intent == .logWeight && bareWeight(details, pounds: context.store.weighsInPounds) != nil:
            writes = [.weight(kilograms: bareWeight(details, pounds: context.store.weighsInPounds)!, day)]
        case let .failure(missing):
            // "We had sex last night", "protected or unprotected?", "no, the night before": the
            // answer moves the day, and the question stays open for that day.
            var moved: Day?
            if let answered, answered.missing == .detail, SpeechOverrides.isCorrection(context.message),
               let corrected = SpeechOverrides.correctedDay(context.message, correcting: day), corrected != day, corrected <= context.today {
                moved = corrected
            }
            var pending = PendingWrite(intent: context.intent.rawValue, missing: .detail,
                                       message: moved == nil ? details.normalized.original : answered!.message, day: moved ?? answered?.day)
            // "We dtd twice this weekend, saturday morning and sunday night": the answer to
            // "protected or unprotected?" is for every day the message named.
            if answered == nil, context.intent == .logSex { pending.days = daysOfSex(context) }
            else if moved == nil, let answered, context.message.first(.day) == nil { pending.days = answered.days }
            context.conversation.pending = pending
            var values: [String: TemplateValue] = ["detail": .string(missing.detail), "intent": .string(context.intent.rawValue)]
            if let moved { values["movedTo"] = .day(moved) }
            return AnswerOutput(key: .logAskDetail, values: values, rememberIntent: false)
        }
        // "My period ended today" with no start logged, then "it started on the 19th": the start,
        // and the end said first.
        if let end = endAwaitingItsStart(details, &context), end >= day, !writes.contains(where: { if case .periodEnd = $0 { true } else { false } }) {
            writes.append(.periodEnd(end))
        }
        if context.followUp != .pendingAnswer, !context.confirmed,
           needsConfirmation(context.intent.rawValue, details)
            || writes.allSatisfy(\.isMood) && context.assistant.routeReader.asksElsewhereStatingAMood(context.message) {
            // "took a test this morning, negative", where it is not read as a pregnancy test (in
            // pregnancy mode, `PregnancyTestFact`), may be any test, "I think I'm getting my
            // period" may not have started, and "feeling blue, cheer me up with a joke" came for
            // something else: ask first; "yes" writes it.
            return askBeforeWriting(writes, &context)
        }
        return save(writes, day: day, &context)
    }

    /// Whether every mood `message` names is an emoji (no letters in its words).
    static func onlyEmojiMoods(_ message: AnalyzedMessage) -> Bool {
        let moods = message.all(.mood)
        // The normaliser reads an emoji as its word ("😞" as "sad"): a mood whose word was never
        // typed came from an emoji.
        let typed = message.normalized.original.lowercased()
        return !moods.isEmpty && !message.mentions(feelingWords) && moods.allSatisfy { !typed.contains($0.text) }
    }

    /// Words that make an emoji a mood said ("feeling 😡", "mood 😩"; `log.feelingWords`).
    static let feelingWords: MentionWords = WordList.logFeelingWords.mentionWords

    /// Words that point back at the day of what was just written ("that night", "the same day").
    static let dayJustWrittenPhrases: Phrases = ["that night", "that day", "that morning", "that evening", "that afternoon", "same day"]

    /// The one day the last message wrote on, when this message names no day of its own and
    /// points back at it ("that night too"); nil otherwise.
    static func dayJustWritten(_ context: inout AnswerContext) -> Day? {
        guard !context.message.hasEntity(.day), dayJustWrittenPhrases.occur(in: context.message.normalized.tokens) else { return nil }
        let days = Set(context.conversation.lastWrites.compactMap(\.day))
        return days.count == 1 ? days.first : nil
    }

    /// "When did it start?" for a period said to have ended on `day` with no start logged; the
    /// answer ("it started on the 19th") writes the start and this end (`endAwaitingItsStart`).
    static func askForTheStart(ofAPeriodEndedOn day: Day, _ context: inout AnswerContext) -> AnswerOutput {
        context.conversation.pending = PendingWrite(intent: IntentID.logPeriodStart.rawValue, missing: .day, message: "my period ended on \(day.iso)")
        return AnswerOutput(key: .logPeriodEndWithoutStart, values: ["day": .day(day)], rememberIntent: false)
    }

    /// The end of a period waiting for its start: when this message answers `askForTheStart`.
    static func endAwaitingItsStart(_ details: AnalyzedMessage, _ context: inout AnswerContext) -> Day? {
        guard context.intent == .logPeriodStart, context.followUp == .pendingAnswer, details.mentions(SpeechOverrides.endWords) else { return nil }
        return details.first(.day)?.day
    }

    /// "Shall I log…?" for `writes`, kept pending: "yes" writes them.
    static func askBeforeWriting(_ writes: [JournalWrite], _ context: inout AnswerContext) -> AnswerOutput {
        let details = context.followUp == .pendingAnswer ? context.pendingDetails ?? context.message : context.message
        context.conversation.pending = PendingWrite(intent: context.intent.rawValue, missing: .confirmation, message: details.normalized.original)
        return AnswerOutput(key: .speechConfirm, values: WriteGate.values(writes, context.today), rememberIntent: false)
    }

    /// Applies `writes` as one action (all or none; one undo takes them back) and confirms them
    /// in one answer listing every item.
    static func save(_ writes: [JournalWrite], day: Day, key: TemplateKey = .logDone, _ context: inout AnswerContext) -> AnswerOutput {
        var writes = writes, day = day
        // "My period finished yesterday, it started on thursday": the start is saved before the
        // end that closes it, and the answer tells the period from its start.
        if let end = writes.firstIndex(where: { if case .periodEnd = $0 { true } else { false } }),
           let start = writes.firstIndex(where: { if case .periodStart = $0 { true } else { false } }), end < start {
            let told = writes.remove(at: start)
            writes.insert(told, at: end)
            if day == writes[end + 1].day, let startDay = told.day { day = startDay }
        }
        // "Bfn this morning anyway 😞": an emoji beside something else logged is a reaction to
        // it, not a mood to log; alone, or with a feeling word ("feeling 😡"), it is one.
        if onlyEmojiMoods(context.message), writes.contains(where: { !$0.isMood }) { writes.removeAll(where: \.isMood) }
        // "We bd that night too" after a test moved to Monday: the day just written.
        if let earlier = dayJustWritten(&context) {
            writes = writes.map { $0.moved(to: earlier) }
            day = earlier
        }
        // "Day 2 of my period and it's super heavy": the period started the day before.
        if let periodDay = PeriodDayFact.read(context.message.normalized.tokens), periodDay > 1,
           case let .periodStart(told)? = writes.first(where: { if case .periodStart = $0 { true } else { false } }) {
            writes = writes.map { write in
                if case .periodStart = write { .periodStart(told - (periodDay - 1)) } else { write }
            }
            // The answer tells the start, on the day it was.
            if day == told { day = told - (periodDay - 1) }
        }
        var output = SavedWrites.save(writes, day: day, key: key, &context)
        guard output.key == key else { return output }
        output.values.merge(fertilitySignValues(after: output.attributes["kind"] ?? "", &context)) { _, new in new }
        // "bfp this morning, feeling sick": the test is what the answer is about.
        if let test = pregnancyTestValues(writes, actions: output.actions, &context) {
            output.attributes["kind"] = "pregnancy_test"
            output.values.merge(test) { _, new in new }
        }
        if output.attributes["kind"] == "food", day == context.today {
            // What is left of today's budget now: the same figure "how many calories do I have left?" gives.
            output.values.merge(EnergyValues.leftAfterLogging(&context)) { _, new in new }
        }
        if writes.contains(where: { if case .periodStart = $0 { true } else { false } }) {
            // The prediction after the new start (the day model as it now stands), so the
            // answer can say what changed.
            if let inputs = try? context.store.dayInputs(), let day = try? PersonDay(inputs, today: context.today),
               let prediction = day.prediction {
                output.values["next"] = .day(prediction.nextStart)
            }
            // "…and lasted 5 days", "from nov 3 to nov 7": the end saved with the start.
            for case let .periodEnd(end) in writes {
                output.values["ended"] = .day(end)
                if case let .periodStart(start)? = writes.first(where: { if case .periodStart = $0 { true } else { false } }) {
                    output.values["lasted"] = .int(start.days(to: end) + 1)
                }
            }
        }
        return output
    }

    /// Longer than this, a period ended "today" without a day said is more likely one whose end
    /// was never logged (the NHS gives 2 to 7 days as usual): Bloom asks for the day.
    static let longestUnaskedPeriod = 10

    /// "My period is over" with no day, when the open period began long ago: asks which day it
    /// ended instead of writing a 20-day period. Nil when nothing needs asking.
    static func askWhenThePeriodEnded(day: Day, _ context: inout AnswerContext) -> AnswerOutput? {
        guard context.intent == .logPeriodEnd, context.followUp != .pendingAnswer, context.message.first(.day) == nil,
              periodLength(in: context.message) == nil,
              let open = try? context.store.periods().last, open.end == nil, open.start <= day
        else { return nil }
        let length = open.start.days(to: day) + 1
        guard length > longestUnaskedPeriod else { return nil }
        context.conversation.pending = PendingWrite(intent: IntentID.logPeriodEnd.rawValue, missing: .day, message: context.message.normalized.original)
        return AnswerOutput(key: .logAskPeriodEndDay, values: ["start": .day(open.start), "days": .int(length), "tooLong": .bool(length > PeriodRecord.longestLoggable)],
                            rememberIntent: false)
    }

    /// Words that name the kind of record someone asks to take back ("delete yesterday's
    /// temperature"), each with the word the journal's line for such a record holds.
    static let undoNames: [(words: Set<String>, inSummary: String)] = [
        (["temperature", "temp", "temps", "bbt"], "temperature"), (["period", "periods"], "period"), (["weight"], "weight"),
        (["water"], "water"), (["mood", "moods"], "mood"), (["symptom", "symptoms"], "symptom"),
        (["opk", "opks", "ovulation"], "ovulation"), (["sex"], "sex"), (["food", "meal", "kcal", "calories"], "food"),
        // "Undo the coffee" after a walk was logged names the coffee: the walk stays.
        (["coffee", "coffees", "caffeine", "espresso", "latte"], "caffeine"), (["wine", "beer", "beers", "alcohol", "drinks"], "alcohol"),
        (["sleep", "slept"], "sleep"),
    ]

    /// The kind of record a request to undo names, when what undo would take back is another
    /// kind: "delete yesterday's temperature" once removed the period end logged after it.
    static func namedKindUndoWouldMiss(_ context: inout AnswerContext) throws -> (named: String, last: String)? {
        let tokens = Set(context.message.normalized.tokens)
        let named = undoNames.filter { !$0.words.isDisjoint(with: tokens) }
        guard let first = named.first, let last = try context.store.lastUndoable(), !last.isEmpty else { return nil }
        let said = last.joined(separator: "; ")
        let text = said.lowercased().replacingOccurrences(of: "_", with: " ")
        // "Remove the period end" names an end: the latest entry must be one ("period 10 Nov to
        // 15 Nov"), not the start of a period (it took back a start logged before the chat).
        if first.inSummary == "period", !tokens.isDisjoint(with: periodEndNames) {
            return text.contains("period end") || text.contains("period") && text.contains(" to ") ? nil : ("period end", said)
        }
        guard !named.contains(where: { text.contains($0.inSummary) }) else { return nil }
        return (first.inSummary, said)
    }

    /// What a request to undo names, as the journal's lines (`summaries`) say it: the symptoms
    /// and moods it names when a line holds one ("scratch the mood swings" takes back the mood
    /// swings, not the mood logged with them), else the kinds of `undoNames`; empty when it
    /// names nothing.
    static func undoneNames(in message: AnalyzedMessage, among summaries: [String]) -> [String] {
        let feelings = (message.all(.symptom) + message.all(.mood)).compactMap(\.id).map { $0.replacingOccurrences(of: "-", with: " ") }
        let lines = summaries.map { $0.lowercased() }
        if feelings.contains(where: { name in lines.contains { $0.contains(name) } }) { return feelings }
        let tokens = Set(message.normalized.tokens)
        return undoNames.filter { !$0.words.isDisjoint(with: tokens) }.map(\.inSummary)
    }

    /// Words that, beside a period's name, name its end ("the period end", "when my period finished").
    static let periodEndNames: Set<String> = ["end", "ended", "ending", "finish", "finished", "over", "stopped"]

    static func undo(_ context: inout AnswerContext) -> AnswerOutput {
        // "Nah scratch that, its my husband whos got it" with nothing logged in the last few
        // turns: a take-back takes back what was just said, not the journal's latest entry (a
        // period end logged weeks before was removed). "Undo", "delete that" still remove it.
        if !wroteLately(context.conversation), WriteGate.takeBackPhrases.occur(in: context.message.normalized.tokens),
           !context.message.mentions(SpeechOverrides.deletingWords) {
            context.conversation.pending = nil
            return AnswerOutput(key: .logNothingTakenBack, rememberIntent: false)
        }
        context.conversation.pending = nil
        context.conversation.lastWrites = []
        context.conversation.lastWriteTurn = nil
        do {
            if let missed = try namedKindUndoWouldMiss(&context) {
                return AnswerOutput(key: .logUndoNotThat, values: ["named": .string(missed.named),
                                                                   "last": .string(SavedWrites.spoken(missed.last, today: context.today))],
                                    rememberIntent: false)
            }
            // "Undo the water" after a run and water logged together takes back the water only.
            let named = try undoneNames(in: context.message, among: context.store.lastUndoable() ?? [])
            let undone = named.isEmpty ? try context.store.undoLast()
                : try context.store.undoLast(only: { summary in named.contains { summary.lowercased().contains($0) } })
            guard var summary = undone else {
                return AnswerOutput(key: .logNothingToUndo, rememberIntent: false)
            }
            // "Just delete the weight altogether": the earlier entries of it that day go too, not
            // only the last change (which put back the value it had replaced).
            if !named.isEmpty, context.message.mentions(altogetherWords) {
                summary = try undoingTheRest(of: named, after: summary, &context)
            }
            // Said as the confirmation said it ("symptoms back pain today").
            return AnswerOutput(key: .logUndone, values: ["summary": .string(SavedWrites.spoken(summary, today: context.today))],
                                actions: [Reply.Action(kind: "undo", day: nil, summary: summary)], rememberIntent: false)
        } catch {
            return AnswerOutput(key: .logFailed, values: ["reason": .string(ErrorText.describe(error)), "done": .list([])], rememberIntent: false)
        }
    }

    /// How many turns after a write a take-back ("scratch that") may still mean it.
    static let takeBackTurns = 3

    /// Whether the conversation wrote in the last `takeBackTurns` turns: what a take-back
    /// ("scratch that, it was my husband") takes back.
    static func wroteLately(_ conversation: Conversation) -> Bool {
        !conversation.lastWrites.isEmpty || (conversation.lastWriteTurn.map { conversation.turn - $0 <= takeBackTurns } ?? false)
    }

    /// Words that ask for every entry of a kind gone, not only the last change.
    static let altogetherWords: MentionWords = ["altogether", "completely", "entirely", "totally", "everything"]

    /// Takes back, after `first`, the entries that are still the last ones, name one of `named`
    /// and are of the same day (at most a few): the lines of all that was taken back.
    static func undoingTheRest(of named: [String], after first: String, _ context: inout AnswerContext) throws -> String {
        let day = first.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ":" }).first { (try? Day(iso: String($0))) != nil }.map(String.init)
        var lines = [first]
        for _ in 0..<3 {
            let matches = { (line: String) in named.contains { line.lowercased().contains($0) } && (day.map(line.contains) ?? false) }
            guard let next = try context.store.lastUndoable(), !next.isEmpty, next.allSatisfy(matches),
                  let more = try context.store.undoLast(only: matches) else { break }
            lines.append(more)
        }
        // The change's own line says what it put back, which is gone too now.
        if lines.count > 1, let back = lines[0].range(of: ", back to") { lines[0] = String(lines[0][..<back.lowerBound]) }
        return lines.joined(separator: " and ")
    }

    /// The day a message names: today when it names none. "headache 2/3" names a severity,
    /// not the 2nd of March.
    static func resolveDay(_ message: AnalyzedMessage, today: Day) -> DayResolution {
        let severityNamed = message.hasEntity(.symptom) && severityOutOfThree(message) != nil
        // "Started thurs or fri, can't remember which": one of two days, asked about, never
        // guessed as the first.
        if let either = eitherDay(message) { return .ask(either) }
        if let span = eventDays(message).first(where: { !(severityNamed && $0.text.contains("/3")) }), let day = span.day {
            return day > today ? .future(day) : .day(day)
        }
        if let invalid = message.invalidDays.first { return .invalid(invalid.text, invalid.reason) }
        if let vague = message.vagueDays.first {
            // "Heartburn has been awful since the weekend": what began on a vague day and goes
            // on is today's; only when it began is vague.
            return goesOnSince(vague, message.normalized.tokens) ? .day(today) : .ask(vague)
        }
        if let unfinished = unfinishedDay(message) { return .ask(unfinished) }
        return .day(today)
    }

    /// Whether `vague`, a day said vaguely, is where something began that goes on: "since the
    /// weekend", "since the other day".
    static func goesOnSince(_ vague: String, _ tokens: [String]) -> Bool {
        let words = vague.split(separator: " ").map(String.init).filter { $0 != "the" }
        guard let first = words.first else { return false }
        return tokens.indices.contains { index in
            tokens[index] == first && tokens[max(0, index - 2)..<index].contains("since")
        }
    }

    /// "Thurs or fri", "the 3rd or the 4th": two days said as alternatives, in the words
    /// typed; nil when the message names no such pair.
    static func eitherDay(_ message: AnalyzedMessage) -> String? {
        let tokens = message.normalized.tokens
        let days = message.all(.day)
        for (first, second) in zip(days, days.dropFirst()) {
            let or = first.start + first.length
            guard or < tokens.count, tokens[or] == "or", second.start == or + 1, first.day != second.day else { continue }
            return first.text + " or " + second.text
        }
        return nil
    }

    /// "Got a migraine on the": a day begun and not finished (the message was sent too soon) is
    /// asked about, never read as today. The dangling words, or nil.
    static func unfinishedDay(_ message: AnalyzedMessage) -> String? {
        let tokens = message.normalized.tokens
        guard tokens.count >= 3, tokens[tokens.count - 1] == "the", dayOpeners.contains(tokens[tokens.count - 2]) else { return nil }
        return tokens.suffix(2).joined(separator: " ")
    }

    /// Words that open a day ("on the 3rd", "since the weekend").
    static let dayOpeners: Set<String> = ["on", "since", "from", "till", "until", "before", "after"]

    /// Words that make a day just after them one on which something is expected, not one it
    /// happened: "my period isn't due till Friday", "due on the 3rd", "expected next week".
    /// ("Bled until yesterday" is an event: "until" alone does not count.)
    static let expectedDayWords: Set<String> = WordList.logExpectedDayWords.set

    /// The days `message` names for something that happened: every day entity except one
    /// within three words after "due" or "expected", which is when something is expected.
    static func eventDays(_ message: AnalyzedMessage) -> [EntitySpan] {
        let tokens = message.normalized.tokens
        let about = dayOfWhatItIsAbout(tokens)
        // "Saturday i think... no actually friday": a day taken back for another is not said.
        let takenBack = dayTakenBack(tokens, days: message.all(.day))
        return message.all(.day).filter { span in
            if let about, span.start > about { return false }
            if let takenBack, span.start < takenBack { return false }
            let before = tokens[max(0, min(span.start, tokens.count) - 3)..<min(span.start, tokens.count)]
            let expected = before.filter(expectedDayWords.contains)
            // "Cramps are today": "is" or "are" before today or yesterday tells when it is, not
            // what is planned ("scan is on monday").
            if !expected.isEmpty, expected.allSatisfy({ ["is", "are"].contains($0) }), span.start < tokens.count,
               ["today", "tonight", "yesterday"].contains(tokens[span.start]) { return true }
            return expected.isEmpty
        }
    }

    /// Where a phrase taking back a day said for another stands ("saturday, no actually friday",
    /// "the 3rd, sorry i mean the 4th"), when a day comes before it and another after it.
    static func dayTakenBack(_ tokens: [String], days: [EntitySpan]) -> Int? {
        guard days.count > 1 else { return nil }
        for index in tokens.indices.reversed() {
            guard let phrase = dayTakeBacks.first(where: { tokens[index...].starts(with: $0) }) else { continue }
            let after = index + phrase.count
            guard days.contains(where: { $0.start < index }), days.contains(where: { $0.start >= after }) else { continue }
            return index
        }
        return nil
    }

    /// Where "about" opens what a statement in the present is about ("feeling anxious about my
    /// scan on monday", "so nervous about the interview tomorrow"): a day after it is that
    /// thing's day, not the day of the feeling, which is now. "About" before a number is
    /// approximate ("started about 3 days ago") and opens nothing; in the past tense ("was
    /// nervous about my scan on monday") the day may be the feeling's too, and is kept.
    static func dayOfWhatItIsAbout(_ tokens: [String]) -> Int? {
        guard let about = tokens.indices.dropLast().first(where: { tokens[$0] == "about" && aboutOpeners.contains(tokens[$0 + 1]) }),
              !WriteGate.tellsThePast(Array(tokens[..<about])) else { return nil }
        return about
    }

    /// Words that, after "about", open a noun phrase: what the statement is about (the
    /// reader's determiners and the possessives).
    static let aboutOpeners: Set<String> = SpeechActReader.determiners.union(["my", "our", "his", "her", "their"])

    /// The symptom "feeling low" and "feeling down" log.
    static let lowMood = "low-mood"
    /// Whether `tokens` name a mood as low ("log my mood as low", "mood: low", "put my mood down
    /// as low", "mood is down"): "mood" and, after it, "low" or a last word "down".
    static func namesALowMood(_ tokens: [String]) -> Bool {
        guard let mood = tokens.firstIndex(where: { ["mood", "moods"].contains($0) }) else { return false }
        let after = tokens[(mood + 1)...]
        return after.contains("low") || after.last == "down"
    }

    /// The moods a message says the person feels: not a mood word in another sense, "tired
    /// of these cramps" or "craving crisps like mad" (how much, not anger); "stressed out of my
    /// mind" is stressed.
    static func moodsSaid(_ message: AnalyzedMessage) -> [EntitySpan] {
        let tokens = message.normalized.tokens
        return message.all(.mood).filter { span in
            let next = span.start + span.length
            if next < tokens.count, tokens[next] == "of", !saysHowMuch(tokens, from: next) { return false }
            if isSaidOfTheBody(span, tokens) { return false }
            return span.start == 0 || tokens[span.start - 1] != "like"
        }
    }

    /// Whether the words from `index` say how much, not what the mood is of: "(stressed out) of my
    /// mind", "(bored) out of my head".
    static func saysHowMuch(_ tokens: [String], from index: Int) -> Bool {
        var at = index
        if at < tokens.count, tokens[at] == "out" { at += 1 }
        guard at + 2 < tokens.count, tokens[at] == "of", tokens[at + 1] == "my" else { return false }
        return ["mind", "head", "skull", "wits", "tree", "brain"].contains(tokens[at + 2])
    }

    /// Body parts a mood word can describe ("my jaw is all tense", "shoulders so tight and
    /// tense"): then it is how the body feels, not the person's mood.
    static let partsAMoodWordDescribes: Set<String> = [
        "jaw", "neck", "shoulder", "shoulders", "back", "muscles", "muscle", "body", "legs", "stomach", "tummy", "belly", "face", "hands", "chest", "pelvis", "bump",
        "nipples", "nipple", "boobs", "boob", "breasts", "breast", "skin", "teeth", "gums", "eyes", "head", "feet",
    ]
    /// Whether the mood `span` names is said of a body part: "my jaw is all tense". Between the
    /// part and the word may stand the words that stand between a part and its pain
    /// (`BodyComplaints.fillers`: "is", "all", "so", "really").
    static func isSaidOfTheBody(_ span: EntitySpan, _ tokens: [String]) -> Bool {
        var index = span.start - 1
        while index >= 0, BodyComplaints.fillers.contains(tokens[index]) { index -= 1 }
        return index >= 0 && index < span.start - 1 && partsAMoodWordDescribes.contains(tokens[index])
    }

    struct Missing: Error {
        let detail: String
    }

    /// What to write for `intent`, or which detail is missing.
    /// - Parameter protectionSaid: whether another clause of the message said the sex it
    ///   tells was protected (`FactSettings.protectionSaid`).
    static func writesFor(_ intent: String, details: AnalyzedMessage, day: Day, mode: Mode = .cycle,
                          protectionSaid: Bool? = nil, today: Day? = nil) -> Result<[JournalWrite], Missing> {
        switch intent {
        case IntentID.logPeriodStart.rawValue:
            var writes: [JournalWrite] = [.periodStart(day)]
            if let flow = details.first(.flow)?.id { writes.append(.flow(flow, day)) }
            return .success(writes)
        case IntentID.logPeriodEnd.rawValue:
            return .success([.periodEnd(day)])
        case IntentID.logItems.rawValue:
            // The answer to "what did the test show?", read with the test it answers ("took a
            // test this morning" + "negative"): a pregnancy test, or an ovulation test if named.
            if let test = PregnancyTestFact.read(details, settings: FactSettings(mode: mode, message: details, today: day)) {
                return .success([.pregnancyTest(positive: test.positive, faint: test.faint, day)])
            }
            if let result = details.first(.opk)?.id { return .success([.ovulationTest(result, day)]) }
            return .failure(Missing(detail: "unknown"))
        case IntentID.logFlow.rawValue:
            guard let flow = details.first(.flow)?.id else { return .failure(Missing(detail: "flow")) }
            return .success([.flow(flow, day)])
        case IntentID.logSymptom.rawValue:
            let symptoms = unique(details.all(.symptom).compactMap(\.id))
            guard !symptoms.isEmpty else { return .failure(Missing(detail: "symptom")) }
            let severity = severity(in: details)
            var writes = symptoms.map { JournalWrite.symptom($0, severity: severity, day) }
            for mood in unique(moodsSaid(details).compactMap(\.id)) { writes.append(.mood(mood, day)) }
            return .success(writes)
        case IntentID.logMood.rawValue:
            let moods = unique(moodsSaid(details).compactMap(\.id))
            // "feeling really low", "so moody": what was said is a symptom in the lexicon.
            if moods.isEmpty, !details.all(.symptom).isEmpty { return writesFor(IntentID.logSymptom.rawValue, details: details, day: day) }
            // "Log my mood as low", "mood: low": the low mood "feeling low" logs.
            if moods.isEmpty, namesALowMood(details.normalized.tokens) {
                return .success([.symptom(lowMood, severity: severity(in: details), day)])
            }
            guard !moods.isEmpty else { return .failure(Missing(detail: "mood")) }
            return .success(moods.map { .mood($0, day) })
        case IntentID.logTemperature.rawValue:
            guard let celsius = details.first(.temperature)?.value
                ?? LanguageEntities.quantities.temperatureCelsius(in: details.normalized.text) else {
                return .failure(Missing(detail: "temperature"))
            }
            return .success([.temperature(celsius: celsius, day)])
        case IntentID.logOvulationTest.rawValue:
            guard let result = details.first(.opk)?.id else { return .failure(Missing(detail: "ovulation_test")) }
            return .success([.ovulationTest(result, day)])
        case IntentID.logWater.rawValue:
            // "two glasses of wine" is alcohol, "3 coffees" caffeine: never water.
            if let drink = drinkKind(details) {
                return .success([.lifestyle(kind: drink, count: drinkCount(in: details, kind: drink), detail: details.normalized.original, day)])
            }
            guard let milliliters = details.first(.volume)?.value else { return .failure(Missing(detail: "water")) }
            return .success([.water(milliliters: Int(milliliters.rounded()), day)])
        case IntentID.logWeight.rawValue:
            // "Weight is 4 lbs 14 oz" at a scan is the baby's: no adult weighs that. The first
            // weight a body can have is the one (an answer to "what's the weight?" follows it).
            guard let kilograms = details.all(.weight).compactMap(\.value).first(where: bodyWeights.contains) else { return .failure(Missing(detail: "weight")) }
            return .success([.weight(kilograms: storedKilograms(kilograms), day)])
        case IntentID.logFood.rawValue:
            return foodWrite(details, day: day)
        case IntentID.logSex.rawValue:
            // The journal keeps protected or unprotected; Bloom never guesses which, except
            // that someone trying to conceive who says nothing of protection had sex to conceive.
            // Protection said in another clause is carried to one that says nothing of it.
            let carried = speaksOfProtection(details) ? nil : protectionSaid
            guard let protected = protection(in: details) ?? carried ?? (mode == .ttc ? false : nil) else { return .failure(Missing(detail: "sex")) }
            return .success([.sex(protected: protected, day)])
        case IntentID.logLifestyle.rawValue:
            let kind = lifestyleKind(details)
            if kind == "sleep_environment", let night = night(in: details, day: day) { return .success([night]) }
            // "Slept badly last night": how the night went is a symptom the lexicon knows
            // (insomnia), not where it was slept; kept as text it helped no chart or pattern.
            // "Slept badly in a hot room" names the room: a sleep environment still.
            if kind == "sleep_environment", !details.all(.symptom).isEmpty, !details.mentions(sleepPlaceWords) {
                return writesFor(IntentID.logSymptom.rawValue, details: details, day: day, mode: mode)
            }
            // "Slept about 6 hours last night": the night's length, kept as told, with no bedtime
            // or waking put on the clock by guesswork. Hours it cannot read as one length ("5 to 6
            // hours") are asked about.
            if let length = SleepLengthFact.read(details), let night = SleepLengthFact.night(in: details, toldOn: day, today: today ?? day) {
                return .success([.sleepLength(minutes: length.minutes, night: night)])
            }
            if kind == "sleep_environment", saysHoursSlept(details) { return .failure(Missing(detail: "sleep")) }
            // A lifestyle entry of no known kind ("lost 3 ranked games today", "traffic flow on
            // the a34 was a joke") is nothing Bloom logs: asked about, never kept as free text.
            // "An hour on the exercise bike", "swim 40 mins this morning": a workout of its kind
            // and length is exercise, whichever intent the model read it as.
            if kind == "other", let kinds = ReaderWords.builtIn?.exercise, let exercise = ExerciseFact.read(details, kinds: kinds) {
                return .success([.exercise(activity: exercise.activity, minutes: exercise.minutes, day)])
            }
            // "Went for a run this morning": a workout is kept with its minutes, so how long is
            // asked; the answer ("about 40 mins") is read with this message.
            if kind == "other", let kinds = ReaderWords.builtIn?.exercise, ExerciseFact.kindToldWithoutLength(details, kinds: kinds) != nil {
                return .failure(Missing(detail: "exercise"))
            }
            guard kind != "other" else { return .failure(Missing(detail: "unknown")) }
            let counted = kind == "caffeine" || kind == "alcohol" || kind == "tobacco"
            return .success([.lifestyle(kind: kind, count: counted ? drinkCount(in: details, kind: kind) : 1, detail: details.normalized.original, day)])
        case IntentID.logNote.rawValue:
            // "note that I felt dizzy": a symptom the lexicon knows is kept as one, not as free text.
            if !details.all(.symptom).isEmpty { return writesFor(IntentID.logSymptom.rawValue, details: details, day: day) }
            return .success([.note(noteText(details.normalized.original), day)])
        default:
            return .failure(Missing(detail: "unknown"))
        }
    }

    static func unique(_ ids: [String]) -> [String] {
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }

    /// Whether a write must be confirmed before it is made: an ovulation test said with no
    /// ovulation word (it may be another test), or a period start said with a doubt.
    static func needsConfirmation(_ intent: String, _ message: AnalyzedMessage) -> Bool {
        switch intent {
        case IntentID.logOvulationTest.rawValue: !message.mentions(opkWords)
        case IntentID.logPeriodStart.rawValue: message.mentions(["think", "might", "maybe", "probably", "guess", "possibly", "suspect"])
        default: false
        }
    }

    /// "weight 63.2" with no unit: a number in the profile's units (kilograms, or pounds for an
    /// imperial profile), in `storedKilograms`; nil when there is no such number or it is not a
    /// weight Bloom accepts.
    static func bareWeight(_ message: AnalyzedMessage, pounds: Bool) -> Double? {
        guard message.mentions(["weight", "weigh", "weighed", "weighing", "weighs", "scale", "scales"]) else { return nil }
        let numbers = message.all(.number).compactMap(\.value)
        guard numbers.count == 1, let number = numbers.first else { return nil }
        let kilograms = storedKilograms(pounds ? number * Quantity.Unit.pounds.factor : number)
        return bodyWeights.contains(kilograms) ? kilograms : nil
    }

    /// A weight as the journal keeps it, to the gram (3 decimals of a kg), the same as
    /// `bloom log weight`: 152 lb is 68.946 kg in the chat and on the command line.
    static func storedKilograms(_ kilograms: Double) -> Double { (kilograms * 1000).rounded() / 1000 }

    /// The body weights Bloom keeps, in kg: the journal's range (`Units.kilogramRange`), so a
    /// weight outside it (a baby's at a scan, a parcel's) is not read as the person's.
    static let bodyWeights = 20.0...300.0

    /// "headache 2/3": a severity out of 3, the scale Bloom itself prints ("headache (2/3)"),
    /// read as 1 to 3; nil when the message has none.
    static func severityOutOfThree(_ message: AnalyzedMessage) -> Int? {
        let characters = Array(message.normalized.text)
        for index in characters.indices.dropFirst().dropLast() where characters[index] == "/" && characters[index + 1] == "3" {
            guard let value = characters[index - 1].wholeNumberValue, (1...3).contains(value) else { continue }
            let before = index >= 2 ? characters[index - 2] : " ", after = index + 2 < characters.count ? characters[index + 2] : " "
            if !before.isNumber, !after.isNumber, after != "/" { return value }
        }
        return nil
    }

    /// 1 (mild) to 3 (severe) from the message: "2/3", or words ("severe", "a bit").
    static func severity(in message: AnalyzedMessage) -> Int? {
        if let stated = severityOutOfThree(message) { return stated }
        if message.mentions(["severe", "terrible", "awful", "unbearable", "horrible", "worst", "excruciating", "bad"]) { return 3 }
        if message.mentions(["moderate", "quite", "pretty", "fairly"]) { return 2 }
        if message.mentions(["mild", "slight", "little", "bit", "light"]) { return 1 }
        return nil
    }

    /// Whether `message`, the answer to "was it protected or unprotected?", says no protection
    /// was used without naming it: "nope, nothing", "none" (a bare "no" may refuse the entry).
    static func answersNoProtection(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return !tokens.isEmpty && tokens.count <= 5 && tokens.contains(where: ["nothing", "none"].contains)
            && tokens.allSatisfy(["nothing", "none", "no", "nope", "nah", "at", "all", "we", "just", "really", "i", "think"].contains)
    }

    /// Whether `message` says the sex it tells was protected (true), unprotected (false), or
    /// neither (nil). A protection word denied just before it ("we didn't use a condom", "it
    /// wasn't protected", "forgot the condom") or failing just after it ("the condom broke")
    /// says unprotected; said both ways, nothing is said.
    static func protection(in message: AnalyzedMessage) -> Bool? {
        let text = " " + message.normalized.text + " "
        if ["unprotected", "bareback"].contains(where: { text.contains(" \($0) ") }) { return false }
        let tokens = message.normalized.tokens
        var said: Set<Bool> = []
        for (index, token) in tokens.enumerated() where protectionWords.contains(token) {
            // "No condom", "without a condom" deny what is next to them; "didn't use a condom",
            // "it wasn't protected" a few words on. "No worries, we used protection" denies nothing.
            let near = tokens[max(0, index - 2)..<index]
            let before = tokens[max(0, index - 4)..<index]
            let after = tokens[(index + 1)..<min(tokens.count, index + 3)]
            let denied = near.contains(where: protectionAbsences.contains) || before.contains(where: protectionDenials.contains)
                || after.contains(where: protectionFailures.contains)
            said.insert(!denied)
        }
        // "Nope, didn't use anything", "used nothing": protection denied without naming it.
        if said.isEmpty, tokens.indices.contains(where: { index in
            ["use", "used", "using"].contains(tokens[index])
                && (tokens[(index + 1)..<min(tokens.count, index + 2)].contains("nothing")
                    || tokens[(index + 1)..<min(tokens.count, index + 2)].contains(where: ["anything", "any"].contains)
                        && tokens[max(0, index - 3)..<index].contains(where: protectionDenials.contains))
        }) {
            return false
        }
        return said.count == 1 ? said.first : nil
    }

    /// Words that name protection in sex ("condom", "protected").
    static let protectionWords: Set<String> = ["condom", "condoms", "protection", "protected", "johnny", "rubber"]
    /// Words right before a protection word that say it was absent ("no condom", "without a condom").
    static let protectionAbsences: Set<String> = ["no", "without", "w/o", "wo"]
    /// Words a few words before a protection word that deny it ("didn't use a condom", "wasn't protected").
    static let protectionDenials: Set<String> = ["not", "didnt", "dont", "wasnt", "werent", "never", "forgot", "forgotten", "nt"]
    /// Words after a protection word that say it failed ("the condom broke", "it split").
    static let protectionFailures: Set<String> = ["broke", "broken", "split", "burst", "slipped", "tore", "ripped"]

    /// Whether `message` says anything of protection, though not clearly one way: then
    /// protection said in another clause is not carried to it.
    static func speaksOfProtection(_ message: AnalyzedMessage) -> Bool {
        message.normalized.tokens.contains { protectionWords.contains($0) || $0 == "unprotected" || $0 == "without" }
    }

    static let lifestyleKinds: [(kind: String, words: MentionWords)] = [
        ("alcohol", ["wine", "beer", "alcohol", "cocktail", "gin", "vodka", "prosecco", "drunk", "pint", "champagne", "cider", "whisky", "tequila"]),
        ("caffeine", ["coffee", "coffees", "caffeine", "espresso", "latte", "tea", "cola", "coke", "cappuccino", "energy"]),
        ("tobacco", ["cigarette", "cigarettes", "smoke", "smoked", "smoking", "vape", "vaped", "vaping"]),
        ("late_meal", ["late", "midnight", "snack"]),
        ("supplements", ["vitamin", "vitamins", "supplement", "supplements", "prenatal", "prenatals", "folic", "iron", "omega"]),
        ("sleep_environment", ["slept", "sleep", "bed", "room", "hot", "cold", "noisy", "insomnia", "woke"]),
    ]

    /// The words of the sleep-environment kind that name where one slept, not how: its own
    /// words but those of sleeping ("room", "hot", "cold", "noisy").
    static let sleepPlaceWords: MentionWords = lifestyleKinds.first { $0.kind == "sleep_environment" }!.words
        .subtracting(WordList.logSleepEnvironmentNeeds.mentionWords)

    /// "Slept from 11pm to 6:30am", "went to bed at 23:30, up at 7": a night from the first
    /// time to the second, ending this morning (or, for "last night" or "Tuesday night", the
    /// morning after that night). Nil without two times.
    static func night(in message: AnalyzedMessage, day: Day) -> JournalWrite? {
        let times = ClockTimeReader.all(in: message.normalized.original, bareHoursAfter: nightTimeWords)
        guard times.count >= 2 else { return nil }
        let saysNight = message.mentions(["night", "evening"])
        let morning = saysNight && message.first(.day) != nil ? day + 1 : day
        let (bedtime, wake) = likeliestNight(from: times[0], to: times[1])
        return .sleep(bedtime: bedtime, wake: wake, morning: morning)
    }

    /// Words after which a bare hour is a time in a night ("slept from 11 till 7", "slept 11 till 5").
    static let nightTimeWords: Set<String> = ["from", "till", "til", "until", "to", "around", "about", "by", "slept", "asleep", "sleep"]

    /// Bedtime and waking in seconds since midnight. An hour said without am or pm ("bed at 11,
    /// up at 7") takes the half of the day that makes the likeliest night: nearest 8 hours long,
    /// asleep by the small hours and awake in the morning. An hour said with am, pm or on the
    /// 24-hour clock is kept as said.
    static func likeliestNight(from bed: ClockTime, to wake: ClockTime) -> (bedtime: Int, wake: Int) {
        func readings(_ time: ClockTime) -> [Int] {
            let said = time.hour * 3600 + time.minute * 60
            guard time.eitherHalfOfTheDay else { return [said] }
            let morning = (time.hour % 12) * 3600 + time.minute * 60
            return [morning, morning + 12 * 3600]
        }
        func unlikeliness(_ bedtime: Int, _ waking: Int) -> Int {
            let length = (waking - bedtime + 86_400) % 86_400
            let bedHour = bedtime / 3600, wakeHour = waking / 3600
            let lateBedtime = bedHour >= 18 || bedHour < 4
            let morningWaking = (4..<12).contains(wakeHour)
            return abs(length - 8 * 3600) + (lateBedtime ? 0 : 2 * 3600) + (morningWaking ? 0 : 2 * 3600)
        }
        var best = (bedtime: bed.hour * 3600 + bed.minute * 60, wake: wake.hour * 3600 + wake.minute * 60)
        var lowest = Int.max
        for bedtime in readings(bed) {
            for waking in readings(wake) where unlikeliness(bedtime, waking) < lowest {
                lowest = unlikeliness(bedtime, waking)
                best = (bedtime, waking)
            }
        }
        return best
    }

    /// "Slept like 4 hours", "only got 5 hrs of sleep": a length of sleep with no times.
    static func saysHoursSlept(_ message: AnalyzedMessage) -> Bool {
        message.mentions(["hours", "hour", "hrs", "hr"]) && message.mentions(["slept", "sleep", "sleeping", "kip", "shuteye"])
    }

    static func lifestyleKind(_ message: AnalyzedMessage) -> String {
        drinkKind(message) ?? lifestyleKinds.first { kind in
            guard message.mentions(kind.words) else { return false }
            // "Tested the smoke alarms", "45 min late to work": a kind's word in another sense
            // (a late meal needs a meal, smoking no alarm).
            if let needed = lifestyleKindNeeds[kind.kind], !message.mentions(needed) { return false }
            if let otherSense = lifestyleKindOtherSenses[kind.kind], message.mentions(otherSense) { return false }
            if ["caffeine", "alcohol", "tobacco"].contains(kind.kind), namesOnlyAsAnAversion(message.normalized.tokens, drinks: kind.words)
                || namesOnlyAsAWish(message.normalized.tokens, drinks: kind.words)
                || namesOnlyAThing(message.normalized.tokens, drinks: kind.words)
                || namesOnlyAMeal(message.normalized.tokens, drinks: kind.words) { return false }
            if ["caffeine", "alcohol"].contains(kind.kind), message.mentions(drinkPurchaseWords) || saysGotIn(message.normalized.tokens) { return false }
            return kind.kind != "caffeine" || !namesOnlyDecaf(message.normalized.tokens)
        }?.kind ?? "other"
    }

    /// Words a lifestyle kind needs besides its own: a late meal is a meal, a sleep
    /// environment a place slept in.
    static let lifestyleKindNeeds: [String: MentionWords] = ["late_meal": WordList.logLateMealNeeds.mentionWords,
                                                             "sleep_environment": WordList.logSleepEnvironmentNeeds.mentionWords]

    /// Words that put a lifestyle kind's word in another sense ("smoke alarm").
    static let lifestyleKindOtherSenses: [String: MentionWords] = ["tobacco": WordList.logSmokingOtherSenses.mentionWords]

    /// Words that make a coffee or tea one with no caffeine ("decaf").
    static let decafWords: Set<String> = WordList.logCaffeineOtherSenses.set

    /// Whether every coffee or tea `tokens` name is a decaf one ("a decaf latte", "2 decaf
    /// coffees"), or one said not to have been had beside decafs that were ("2 decafs this
    /// morning, no proper coffee at all"): "3 coffees incl 1 decaf" still counts caffeine.
    static func namesOnlyDecaf(_ tokens: [String]) -> Bool {
        guard let caffeine = drinkWords.first(where: { $0.kind == "caffeine" })?.words else { return false }
        let drinks = tokens.indices.filter { caffeine.contains(tokens[$0]) }
        let decafSaid = tokens.contains(where: decafWords.contains)
        return !drinks.isEmpty && drinks.allSatisfy { index in
            let before = tokens[max(0, index - 2)..<index]
            return before.contains(where: decafWords.contains) || decafSaid && before.contains(where: ["no", "not", "zero", "without"].contains)
        }
    }

    /// Whether `message` names a period: "period", or "af" as the period ("af arrived", "no af
    /// yet"), not as the slang that stresses the word before it ("oily af today", "bloated af").
    static func namesThePeriod(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return message.mentions(["period"])
            || tokens.indices.contains { tokens[$0] == "af" && ($0 == 0 || wordsBeforeThePeriodsAF.contains(tokens[$0 - 1])) }
    }

    /// Whether the only anchor of a period start `message` has is "af" stressing the word
    /// before it ("oily af today", "tired af").
    static func saysAFOnlyAsStress(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        guard tokens.contains("af"), !namesThePeriod(message) else { return false }
        return !message.mentions(MentionWords(periodStartAnchors.words.filter { $0 != "af" }))
    }

    /// Words after which "af" is the period ("my af", "waiting for af", "no af", "before af");
    /// after any other word it stresses that word ("tired af").
    static let wordsBeforeThePeriodsAF: Set<String> = [
        "my", "no", "for", "before", "after", "till", "til", "until", "when", "the", "of", "since", "if", "and", "but", "so", "then", "is",
        "was", "has", "still", "bfn", "bfp", "cd1", "think", "thought", "like", "maybe", "expecting", "expected", "got", "get", "getting", "on", "wheres",
    ]

    /// Words that name a period, its start or its day ("af", "the witch", "day 1", "red tide").
    static let periodStartAnchors: MentionWords = WordList.logPeriodStartAnchors.mentionWords
    /// Words that name a period only beside a word of starting ("new cycle started", "day 1").
    static let periodStartLooseAnchors: MentionWords = WordList.logPeriodStartLooseAnchors.mentionWords
    /// The anchors that hold when "period" is in another sense ("af", "bleeding").
    static let periodStartPlainAnchors: MentionWords = WordList.logPeriodStartPlainAnchors.mentionWords
    /// Who may come before "came on" / "come on" in a period start ("I came on today", "came on
    /// this morning"); anything else came on ("the engine light came on").
    static let comeOnSubjects: Set<String> = WordList.logComeOnSubjects.set

    /// The words a period start of a few words may hold when it names no period ("started today").
    static let bareStartWords: Set<String> = WordList.logBareStartWords.set

    /// Whether every "period" of `message` is in another sense ("the period of notice", "my
    /// trial period") and no plain word for bleeding (`periodStartPlainAnchors`) is there.
    /// Whether `message` has any word a period's end is told with: a word for the period or
    /// bleeding, a word of ending ("stopped", "over", "done"), or of how long it lasted. "That was
    /// monday" after a test was logged has none, and once ended a period on that Monday.
    static func namesAPeriodEnd(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return message.mentions(PeriodVerbs.endWords) || PeriodVerbs.saysDoneBy(tokens) || saysHowLongItLasted(tokens)
            || tokens.contains(where: periodEndAnchors.contains) || message.hasEntity(.flow)
    }

    /// Words besides the end words a period's end is told with ("period done", "af gone", "last
    /// day of bleeding", "no more blood").
    static let periodEndAnchors: Set<String> = ["period", "periods", "af", "bleeding", "bleed", "bled", "blood", "flow", "done", "gone", "finish",
                                                "end", "ends", "last", "lasted", "dried", "light", "spotting", "menstruation", "menses"]

    static func saysPeriodOnlyInAnotherSense(_ message: AnalyzedMessage) -> Bool {
        guard let words = ReaderWords.builtIn else { return false }
        return RouteReader.saysPeriodOnlyInAnotherSense(message.normalized.tokens, frames: words.periodFrames, otherSenses: words.periodOtherSenses)
            && !message.mentions(periodStartPlainAnchors)
    }

    /// Words that "period" describes when it stands before them ("period ones", "period
    /// pains", "period pants").
    static let describedByPeriod: Set<String> = ["ones", "one", "pain", "pains", "cramp", "cramps", "type", "like", "symptoms", "pants",
                                                 "knickers", "tracker", "app", "poos", "poops", "flu", "headache", "headaches", "acne", "spots"]

    /// Whether every "period" in `tokens` describes the word after it (`describedByPeriod`)
    /// and no other word for the period or bleeding is there.
    static func periodOnlyDescribes(_ tokens: [String]) -> Bool {
        let periods = tokens.indices.filter { ["period", "periods"].contains(tokens[$0]) }
        guard !periods.isEmpty, !tokens.contains(where: ["af", "bleeding", "bled", "blood", "flow", "aunt", "menstruation"].contains) else { return false }
        return periods.allSatisfy { $0 + 1 < tokens.count && describedByPeriod.contains(tokens[$0 + 1]) }
    }

    /// Whether a statement names a period starting: a word for the period (unless its only
    /// start words start something else), a message of a few words ("started today"), or
    /// "came on" said of the person ("I came on today", "came on this morning").
    static func namesAPeriodStart(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        // "Began the mini pill on day 2 of my period": what started is the pill (`PeriodVerbs`).
        if PeriodVerbs.anyAboutSomethingElse(tokens, verbs: periodStartWords), !PeriodVerbs.anyAboutThePeriod(tokens, verbs: periodStartWords) {
            return false
        }
        // "The period of notice is one month": a period in another sense anchors nothing, and
        // then only a plain word for bleeding does ("month", "day" and "cycle" do not).
        if saysPeriodOnlyInAnotherSense(message) { return false }
        // "Cramps started at lunch, proper period ones": "period" that only says what kind of
        // cramps (or pains, or pants) names no period starting.
        if periodOnlyDescribes(tokens) { return false }
        // "Oily af today": "af" that stresses the word before it is no period.
        if message.mentions(periodStartAnchors), !saysAFOnlyAsStress(message) { return true }
        // "Day 1 today", "new cycle started": "day", "month" and "cycle" name a period only
        // beside a start ("finally a sunny day here" names none).
        if message.mentions(periodStartLooseAnchors) {
            let said = tokens.indices.contains { index in
                (tokens[index] != "here" && periodStartWords.contains(tokens[index]))
                    || (tokens[index] == "day" && index + 1 < tokens.count && ["1", "one"].contains(tokens[index + 1]))
            }
            if said { return true }
        }
        // "Started today", "she's here!": a few words of starting and when name nothing else
        // that could have started ("car started today" does).
        if saysABareStart(message) { return true }
        return tokens.indices.dropLast().contains { index in
            ["came", "come", "coming"].contains(tokens[index]) && tokens[index + 1] == "on"
                && (index == 0 || comeOnSubjects.contains(tokens[index - 1]))
        }
    }

    /// "Started today", "she's here!", "its properly here now": a few words of starting and
    /// when, naming nothing else that could have started (`log.bareStartWords`).
    static func saysABareStart(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return tokens.count <= 6 && tokens.contains(where: periodStartWords.contains) && tokens.allSatisfy(bareStartWords.contains)
    }

    /// The text of a note: what follows "note:" or "remember (that)", else the whole message.
    static func noteText(_ original: String) -> String {
        let lower = original.lowercased()
        for marker in ["note:", "note down that", "note that", "remember that", "remember", "jot down that", "write down that", "note down", "note", "jot down", "write down"] {
            if let range = lower.range(of: marker) {
                let rest = original[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
                if !rest.isEmpty { return rest }
            }
        }
        return original.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

import Foundation

extension LogAnswers: Capability {
    static let intents: [IntentID] = [
        .logPeriodStart, .logPeriodEnd, .logFlow, .logSymptom, .logMood, .logTemperature, .logOvulationTest,
        .logWater, .logWeight, .logFood, .logSex, .logLifestyle, .logNote, .logUndo, .logItems, .logCorrectDay,
    ]
    static let templateKeys: [TemplateKey] = [
        .logDone, .speechConfirm, .logAskDay, .logAskPastPeriodStart, .logAskSleepTimes, .logAskPeriodEndDay, .logPeriodTooLong, .logPeriodEndWithoutStart, .logAskDetail, .logFailed, .logFutureDay,
        .logInvalidDay, .logNothingToUndo, .logNothingTakenBack, .logUndone, .logUnsure, .logMoved, .logNothingToMove,
    ]
}
