import CycleCore

/// Resolves short follow-ups against the conversation: "and the one after?", "what about
/// week 21?", "why?".
enum FollowUp {
    enum Kind: Sendable, Equatable {
        /// The period after the one last answered about.
        case nextPeriodAfter
        /// The same pregnancy question about another week.
        case sameQuestionOtherWeek
        /// "Why?" after a prediction.
        case why
        /// The answer to a question asked about a pending write.
        case pendingAnswer
        /// Another month after a calendar: "what about December?", "and next month?".
        case otherMonth
        /// A month after a next-period answer: "and in January?" asks for the period
        /// estimated to start that month.
        case periodInMonth
        /// The same content for another phase: "what about in the follicular phase?" after
        /// yoga, food or self-care for a phase.
        case otherPhase
        /// "Another one", "one more": the same kind of answer again, another pick.
        case anotherOne
    }

    /// Words that ask for the period after the one just answered (`word-lists.json`).
    static let afterWords: MentionWords = WordList.followUpAfterWords.mentionWords
    /// Words that, with an after word, name the next period ("the one after that").
    static let nextOneWords: MentionWords = WordList.followUpNextOneWords.mentionWords
    /// Words that answer "which day?" without a day ("it started").
    static let dayAnswerWords: MentionWords = WordList.followUpDayAnswerWords.mentionWords
    /// Words that, with "how", ask how an estimate was made ("how do you know?").
    static let howItWorks: MentionWords = WordList.followUpHowItWorks.mentionWords
    /// Answers chosen for a cycle phase, which a follow-up may ask for another phase.
    static let phaseContent: Set<String> = [IntentID.yogaSuggest.rawValue, IntentID.yogaRoutine.rawValue, IntentID.nutritionSuggest.rawValue, IntentID.wellnessSelfcare.rawValue, IntentID.partnerTips.rawValue, IntentID.wellnessAffirmation.rawValue, IntentID.ttcTips.rawValue]
    /// Answers that can be given again with another pick.
    static let repeatable: Set<String> = [
        IntentID.wellnessAffirmation.rawValue, IntentID.yogaSuggest.rawValue, IntentID.yogaPose.rawValue, IntentID.yogaRoutine.rawValue, IntentID.nutritionSuggest.rawValue, IntentID.wellnessSelfcare.rawValue, IntentID.partnerTips.rawValue,
        IntentID.wellnessBreathing.rawValue, IntentID.ttcTips.rawValue,
    ]
    /// The words "another one" is made of.
    static let anotherWords: Set<String> = WordList.followUpAnotherWords.set
    /// The words among `anotherWords` that ask for another: "another one" must hold one.
    static let anotherCues: Set<String> = WordList.followUpAnotherCues.set

    /// Whether `tokens` only ask for another ("another one", "one more"): `anotherWords`, with a cue.
    static func asksForAnother(_ tokens: [String]) -> Bool {
        !tokens.isEmpty && tokens.count <= 5 && tokens.allSatisfy(anotherWords.contains) && tokens.contains(where: anotherCues.contains)
    }

    /// The answers "another one" goes on counting (a contraction, a kick), besides `repeatable`.
    static let counted: Set<String> = [IntentID.pregnancyContractions.rawValue, IntentID.pregnancyKicks.rawValue]

    /// Ways of asking what to do now, in a short message ("what should I do about it?", "who
    /// do I call?"; `followUp.whatToDoPhrases`): after a red-flag answer, they ask for that care again.
    static let whatToDoPhrases = Phrases(WordList.followUpWhatToDoPhrases.words)

    /// Whether `message` is a short question of what to do now (`whatToDoPhrases`), of at
    /// most 10 words, or up to `longestWhatToDo` when it opens the message and the rest only
    /// says why ("who do we ring, its gone 9pm and the surgery is shut").
    static func asksWhatToDo(_ message: AnalyzedMessage) -> Bool {
        // "It's really not much tho, do I honestly need to call?": an adverb of stress between
        // the words is no other question.
        let tokens = message.normalized.tokens.filter { !stressWords.contains($0) }
        // "Ok and what do you reckon I do about it then": words that only lead in ("ok",
        // "and", "so") come before the opening.
        let opening = tokens.drop(while: leadIns.contains)
        if tokens.count <= longestWhatToDo, whatToDoPhrases.opening(Array(opening)) != nil { return true }
        return tokens.count <= 10 && (whatToDoPhrases.occur(in: tokens) || whatToDoPhrases.occur(in: message.normalized.tokens))
    }

    /// The most words a message opening with a question of what to do now has.
    static let longestWhatToDo = 20

    /// Whether `speech` asks whether something short of the care just given will do: a
    /// question opening with a word that asks whether (`whetherWords`) and naming a doubt
    /// (`doubtsOfTheCare`, "just", "instead", "myself"), in a message of at most
    /// `longestDoubt` words. "Should I just lie down in the dark and see if it passes?",
    /// "can I just take paracetamol and wait till the midwife comes tomorrow?", "she's
    /// sitting down now, should I just drive her in myself?": after a red-flag answer they ask
    /// whether that care can be put off, and get it again.
    static func doubtsTheCare(_ speech: SpeechReading, _ message: AnalyzedMessage) -> Bool {
        if playsItDown(message.normalized.tokens) { return true }
        guard message.normalized.tokens.count <= longestDoubt else { return false }
        return speech.clauses.contains { clause in
            let tokens = clause.message.normalized.tokens
            guard clause.act == .question, let first = tokens.first, whetherWords.contains(first) else { return false }
            return tokens.contains(where: doubtWords.contains) || clause.message.mentions(doubtsOfTheCare)
                || namesACareService(tokens)
        }
    }

    /// Whether `tokens` (at most `longestPlayingDown`) play down what was just given care: "its
    /// probly just a cold isnt it… i dont want to waste anyones time", "probably nothing",
    /// "dont want to make a fuss", "am i overreacting". After a red-flag answer the care stands.
    static func playsItDown(_ tokens: [String]) -> Bool {
        guard tokens.count <= longestPlayingDown else { return false }
        for (index, token) in tokens.enumerated() {
            let next = tokens[(index + 1)...].prefix(2)
            if hedges.contains(token), next.contains(where: { ["just", "nothing", "fine"].contains($0) }) { return true }
            if token == "waste" || token == "wasting", tokens[(index + 1)...].prefix(4).contains("time") { return true }
            if ["fuss", "overreacting"].contains(token) { return true }
            // "I was gonna wait for my midwife appt on friday": a plan to wait puts the care off.
            if token == "wait", index > 1, tokens[index - 1] == "to", ["going", "gonna", "planning", "hoping", "rather", "want", "wanted"].contains(tokens[index - 2])
                || token == "wait" && index > 0 && ["gonna", "wanna", "could", "might", "rather"].contains(tokens[index - 1]) { return true }
            if token == "over", next.first == "reacting" { return true }
        }
        return false
    }

    /// Words that hedge before "just" or "nothing" ("probably just a cold").
    static let hedges: Set<String> = ["probably", "probly", "prob", "prolly", "likely", "surely", "bet", "maybe"]
    /// The most words a message playing the care down has.
    static let longestPlayingDown = 45

    /// Whether `tokens` name a place or service of care (`careServiceWords`; "a&e" is read as
    /// "a" and "e").
    static func namesACareService(_ tokens: [String]) -> Bool {
        tokens.contains(where: careServiceWords.contains) || zip(tokens, tokens.dropFirst()).contains { $0 == "a" && $1 == "e" }
    }

    /// Places and services of care a question after a red-flag answer may choose between
    /// ("should i take her to a&e or ring the maternity unit"): it asks which care, and gets
    /// the care again (it got the topic on a miscarriage, "maternity" read alone).
    static let careServiceWords: Set<String> = ["ae", "hospital", "maternity", "ambulance", "999", "111", "911", "gp", "midwife",
                                                "doctor", "doctors", "triage", "ward", "er", "emergency", "urgent", "surgery", "clinic"]

    /// The most words a message doubting the care has.
    static let longestDoubt = 20
    /// Words that open a question of whether to do something ("should I…", "can we…").
    static let whetherWords: Set<String> = ["should", "can", "could", "shall", "would", "is", "do", "ok", "okay"]
    /// Words that say the care may be put off or done another way ("just", "instead", "drive
    /// her in myself", "wait till tomorrow").
    static let doubtWords: Set<String> = ["just", "instead", "myself", "ourselves", "herself", "tomorrow", "passes", "settles", "morning"]

    /// Whether `tokens` open with a word that asks something ("how many weeks am I today?",
    /// "what day is it?"), not with the day a question waits for ("the 3rd?").
    static func opensAQuestion(_ tokens: [String]) -> Bool {
        guard let first = tokens.first, questionOpeners.contains(first) else { return false }
        // "What about Monday?" gives the day.
        return !(tokens.count > 1 && ["what", "how"].contains(first) && tokens[1] == "about")
    }

    /// Words that open a question.
    static let questionOpeners: Set<String> = ["how", "what", "whats", "when", "whens", "why", "where", "who", "which", "is", "are", "can",
                                               "could", "should", "do", "does", "did", "am", "will", "would"]

    /// Ways of asking what to do until help comes (`followUp.whileWaitingPhrases`).
    static let whileWaitingPhrases = Phrases(WordList.followUpWhileWaitingPhrases.words)

    /// Whether `message` asks what to do until help comes ("what do I do till they get here?").
    static func asksWhatToDoWhileWaiting(_ message: AnalyzedMessage) -> Bool {
        whileWaitingPhrases.occur(in: message.normalized.tokens)
    }

    /// Words that lead into a question without asking anything ("ok and what do I do then?").
    static let leadIns: Set<String> = ["ok", "okay", "and", "so", "right", "alright", "well", "oh", "hmm", "um", "erm", "but"]

    /// Adverbs that stress a question without changing it ("do I honestly need to call?").
    static let stressWords: Set<String> = ["honestly", "actually", "definitely", "seriously", "genuinely", "literally", "really"]

    /// Words that doubt the care just given ("should I just wait and see?", "can I leave
    /// it?", "do I really need to go?").
    static let doubtsOfTheCare: MentionWords = ["wait", "leave", "really", "necessary", "urgent"]

    /// Whether `speech` only says what is not happening, in a few words ("no pain or cramps",
    /// "not heavy"): after a red-flag answer, a detail that takes nothing away from it.
    static func onlyDenies(_ speech: SpeechReading, _ message: AnalyzedMessage) -> Bool {
        message.normalized.tokens.count <= 8 && !speech.clauses.isEmpty && speech.clauses.allSatisfy { $0.act == .negation }
    }

    /// Ways of asking what might help ("anything that might help?", "any tips?";
    /// `followUp.whatHelpsPhrases`): just after a symptom or a mood was logged, they ask about it.
    static let whatHelpsPhrases = Phrases(WordList.followUpWhatHelpsPhrases.words)

    /// Whether `message` is a short question of what might help (`whatHelpsPhrases`).
    static func asksWhatHelps(_ message: AnalyzedMessage) -> Bool {
        // "Anything that actually helps?": a word that stresses the question changes nothing.
        let tokens = message.normalized.tokens.filter { !stressWords.contains($0) }
        return tokens.count <= 8 && whatHelpsPhrases.occur(in: tokens)
    }

    /// Whether `tokens` ask whether the person is in something ("am I in the luteal phase?",
    /// "i'm in the follicular phase right?").
    static func asksWhetherInIt(_ tokens: [String]) -> Bool {
        tokens.indices.dropLast().contains { index in
            (tokens[index] == "am" && tokens[index + 1] == "i") || (tokens[index] == "im" && tokens[index + 1] == "in")
                || (tokens[index] == "i" && tokens[index + 1] == "am")
        }
    }

    /// The longest message read as asking for the last content in another phase.
    static let longestPhaseFollowUp = 10

    /// Words of a time of night without a number ("midnight till 6").
    static let nightTimeWords: MentionWords = ["midnight", "noon", "midday"]

    static func resolve(_ understanding: Understanding, conversation: Conversation, today: Day)
        -> (classification: IntentClassifier.Classification, kind: Kind?) {
        let current = understanding.classification
        let message = understanding.message
        let tokens = message.normalized.tokens
        let short = tokens.count <= 7
        // "What's my chart look like?" while Bloom waits for "protected or unprotected?" asks
        // something else: it is answered, and the question stays open.
        // ("The 3rd?" still answers "which day?".)
        let pendingIntent = conversation.pending?.intent
        // "How many weeks am I exactly today?" names a day and still asks something else.
        let answersWithADay = conversation.pending?.missing == .day && message.first(.day) != nil && !FollowUp.opensAQuestion(tokens)
        let asksSomethingElse = current.intent != pendingIntent && !answersWithADay && (
            understanding.speech.act == .question
                || (understanding.speech.act == .request && current.confidence >= 0.5
                    && current.intent != IntentClassifier.outOfScope && current.intent != IntentClassifier.notSure))
        if let pending = conversation.pending, short, !asksSomethingElse {
            let answersDay = pending.missing == .day && (message.first(.day) != nil || message.mentions(dayAnswerWords))
            // A detail answer is a short reply that is not clearly a new request.
            // "Negative" after "what did the test show?" is that test's result, whichever test
            // the model reads the word as.
            // "Undo the coffee" while Bloom waits for a night's times takes something back: it
            // answers nothing. Times are numbers ("11 to 5", "about eleven till six").
            let answersDetail = pending.missing == .detail && !message.mentions(SpeechOverrides.undoWords)
                && (pending.intent != IntentID.logLifestyle.rawValue || message.hasEntity(.number) || message.hasEntity(.duration)
                    || message.mentions(nightTimeWords))
                && (current.intent == pending.intent || current.intent == IntentClassifier.outOfScope || current.confidence < 0.8
                    || pending.intent == IntentID.logItems.rawValue && message.hasEntity(.opk)
                    // "Nope, didn't use anything" to "protected or unprotected?", however the
                    // model reads it.
                    || pending.intent == IntentID.logSex.rawValue && (LogAnswers.protection(in: message) != nil || LogAnswers.answersNoProtection(message))
                        && !understanding.speech.clauses.contains { $0.act == .question })
            if answersDay || answersDetail {
                return (IntentClassifier.Classification(intent: pending.intent, confidence: 0.9, runnerUp: current.intent), .pendingAnswer)
            }
        }
        // "What about December?" with nothing before it that it could follow: that month's calendar.
        if conversation.lastIntent == nil, tokens.count <= 4, current.intent == IntentClassifier.outOfScope || current.confidence < 0.75,
           MonthMention.namesMonth(tokens) {
            return (IntentClassifier.Classification(intent: IntentID.showCalendar.rawValue, confidence: 0.9, runnerUp: current.intent), .otherMonth)
        }
        guard let last = conversation.lastIntent else { return (current, nil) }
        let weak = current.intent == IntentClassifier.outOfScope || current.confidence < 0.75
        // "What about once it's over, in the follicular phase?" after yoga for the period: the
        // same kind of content for the phase named (a phase can take a few words to say).
        // "Am I in the follicular phase?" asks about the person's own cycle instead.
        if FollowUp.phaseContent.contains(last), tokens.count <= FollowUp.longestPhaseFollowUp, message.first(.phase) != nil,
           weak || current.intent == last || current.intent.hasPrefix("cycle.") && !FollowUp.asksWhetherInIt(tokens) {
            return (IntentClassifier.Classification(intent: last, confidence: 0.9, runnerUp: current.intent), .otherPhase)
        }
        guard short else { return (current, nil) }
        if last == IntentID.cycleNextPeriod.rawValue || last == IntentID.cycleLate.rawValue,
           message.mentions(afterWords) && (message.mentions(nextOneWords) || tokens.count <= 3), weak || current.intent == IntentID.cycleNextPeriod.rawValue {
            return (IntentClassifier.Classification(intent: IntentID.cycleNextPeriod.rawValue, confidence: 0.9, runnerUp: current.intent), .nextPeriodAfter)
        }
        if last == IntentID.cycleNextPeriod.rawValue || last == IntentID.cycleLate.rawValue, weak || current.intent == IntentID.cycleNextPeriod.rawValue,
           let month = MonthMention.month(in: tokens, today: today) {
            // A month already past has no estimate: its calendar shows what was logged.
            return month < today.firstOfMonth ? (IntentClassifier.Classification(intent: IntentID.showCalendar.rawValue, confidence: 0.9, runnerUp: current.intent), .otherMonth)
                : (IntentClassifier.Classification(intent: IntentID.cycleNextPeriod.rawValue, confidence: 0.9, runnerUp: current.intent), .periodInMonth)
        }
        if last.hasPrefix("pregnancy."), message.first(.week) != nil, weak || current.intent == IntentID.pregnancyWeek.rawValue {
            let intent = last == IntentID.pregnancyDueDate.rawValue || last == IntentID.pregnancyWeek.rawValue ? IntentID.pregnancyBaby.rawValue : last
            return (IntentClassifier.Classification(intent: intent, confidence: 0.9, runnerUp: current.intent), .sameQuestionOtherWeek)
        }
        if last == IntentID.showCalendar.rawValue, MonthMention.namesMonth(tokens), weak || current.intent == IntentID.showCalendar.rawValue || tokens.count <= 4 {
            return (IntentClassifier.Classification(intent: IntentID.showCalendar.rawValue, confidence: 0.9, runnerUp: current.intent), .otherMonth)
        }
        // "Another one" after an affirmation or a pose: the same kind of answer, another pick.
        if FollowUp.repeatable.contains(last), FollowUp.asksForAnother(tokens) {
            return (IntentClassifier.Classification(intent: last, confidence: 0.9, runnerUp: current.intent), .anotherOne)
        }
        if last.hasPrefix("cycle."), tokens.first == "why" || (tokens.contains("why") && tokens.count <= 4) || (message.mentions(["how"]) && message.mentions(howItWorks)) {
            return (IntentClassifier.Classification(intent: IntentID.cycleExplain.rawValue, confidence: 0.9, runnerUp: current.intent), .why)
        }
        return (current, nil)
    }
}
