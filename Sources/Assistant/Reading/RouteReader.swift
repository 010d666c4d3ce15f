import CycleCore
import Language

/// Reads a message's route (`Route`) from what its clauses do (`SpeechReading`), what the
/// intent model reads it as, and the reader's word lists (`ReaderWords`).
///
/// The rules, in order:
/// 1. Every clause is small talk ("hi", "thanks so much!") → `smallTalk`.
/// 2. An instruction ("log cramps", "undo that", "switch to ttc") → `statement` when it logs,
///    else `request`.
/// 3. No clause asks anything → `statement` (the facts it states are written; a bare item is
///    asked about), unless it is outside the domain (`outOfScope`), describes a health
///    problem the model reads as none of Bloom's intents, or a problem that keeps coming back
///    with nothing about today to log (`general`).
/// 4. A question or request: by what the intent model reads it as — a log's words in a
///    question ask about the thing, not to log it (`general`); a reading of the person's
///    own records is `ownData` only when the asking clauses name the person's own records
///    and ask nothing in general ("when is MY next period", not "can cysts grow at
///    ovulation?"); content (yoga, food, weeks) is `general`, or `request` when asked for
///    ("give me a breathing exercise"); actions are `request`; anything the model does not
///    place is `general` when its words are the domain's, else `outOfScope`.
struct RouteReader: Sendable {
    let words: ReaderWords

    /// What is known about the person when the message is read.
    struct Situation {
        var mode: Mode
        var pregnantNow: Bool
        /// Whether the message resolved as a follow-up to the last answer ("and the one after?").
        var isFollowUp = false
        /// The topic answered last, for "it" in a question.
        var lastTopic: String?
        /// Whether one of the last few answers was about the person's own records or a
        /// statement they made: "when's the next one due?" after "my period finished
        /// yesterday" asks about theirs.
        var talkingAboutOwnRecords = false
        /// Whether the message is a short question that leans on a conversation in Bloom's
        /// domain a turn or two before it (`CarriedDomain`): it is in the domain too.
        var carriesTheConversation = false
        /// Whether `lastTopic` was answered a turn or two before.
        var lastTopicIsRecent = false
        /// Whether the message points back at `lastTopic` and its own words match a topic of
        /// that one's neighbourhood (`TopicRetriever.nearest`).
        var leansOnTheTopic = false
    }

    /// The rule of a message that follows the last topic answered ("and if it's brown?").
    static let followsTheLastTopic = "follows the last topic"
    /// The rule of a situation that has gone on for months ("been ttc for 7 months with no luck").
    static let goneOnForMonths = "tells of something that has gone on for months"
    /// The rule of a question that names no subject of its own and leans on the last topic
    /// for it ("when does it usually ease off?", `CarriedDomain`).
    static let leansOnTheLastTopic = "leans on the last topic"

    /// Words before "trying" that make it the trying to conceive ("we've been trying", "been
    /// trying since march", "started trying").
    static let tryingOpeners: Set<String> = ["been", "were", "we're", "are", "started", "start", "keep", "still", "weve", "ive", "im"]

    /// Whether `tokens` speak of trying to conceive in the words of someone trying ("we've been
    /// trying since march"): read so only in trying mode.
    static func talksOfTrying(_ tokens: [String]) -> Bool {
        tokens.indices.contains { index in
            guard tokens[index] == "trying", index > 0 else { return false }
            // "7 months of trying": the count of time before it says the trying.
            if index >= 3, tokens[index - 1] == "of", countsTime(tokens, from: index - 3) { return true }
            return tryingOpeners.contains(tokens[index - 1])
                && (index + 1 == tokens.count || ["since", "for", "again", "now", "a", "properly", "ages"].contains(tokens[index + 1])
                    || countsTime(tokens, from: index + 1))
        }
    }

    /// Whether `tokens` tell that something has gone on for months or years: "for a few months
    /// now", "for about a year", "13 months now" ("5 months pregnant", "a year ago" and "my baby
    /// is 7 months" tell no such thing).
    static func tellsMonthsOfIt(_ tokens: [String]) -> Bool {
        tokens.indices.contains { index in
            guard longSpans.contains(tokens[index]) else { return false }
            let before = tokens[max(0, index - 5)..<index]
            let after = index + 1 < tokens.count ? tokens[index + 1] : nil
            if let after, ["pregnant", "along", "ago", "old", "postpartum", "pp", "pregnancy", "gestation"].contains(after) { return false }
            // "For about a year", "for the last few months"; "for the first time in months" is
            // no stretch of it.
            if let opener = before.lastIndex(of: "for"), tokens[(opener + 1)..<index].allSatisfy({ isACount($0) || spanQualifiers.contains($0) }) {
                return true
            }
            guard index > 0, isACount(tokens[index - 1]) else { return false }
            // "Coming up to 7 months of trying now", "2 years of ttc": a count of a span filled
            // with what goes on.
            if after == "of", index + 2 < tokens.count, tokens[index + 2].hasSuffix("ing") || tokens[index + 2] == "ttc" { return true }
            return after == "now"
        }
    }

    /// Words that deny what a clause names ("have not had a period for 4 months").
    static let denials: Set<String> = ["not", "no", "without", "never", "none"]

    /// Words between "for" and a span that keep it a stretch of time ("for about a year", "for
    /// the last few months").
    static let spanQualifiers: Set<String> = ["about", "around", "roughly", "over", "nearly", "almost", "like", "the", "last", "past",
                                              "of", "some", "at", "least", "more", "than", "well", "just", "good", "whole"]

    /// Spans of time long enough that what fills them is a situation, not a day.
    static let longSpans: Set<String> = ["month", "months", "year", "years", "yr", "yrs"]

    /// Whether `tokens` at `index` count a stretch of time ("13 months", "two years").
    static func countsTime(_ tokens: [String], from index: Int) -> Bool {
        index + 1 < tokens.count && isACount(tokens[index]) && (longSpans.contains(tokens[index + 1]) || ["weeks", "cycles"].contains(tokens[index + 1]))
    }

    /// Whether `word` is a number or a word for one.
    static func isACount(_ word: String) -> Bool {
        Int(word) != nil || countWords.contains(word)
    }

    /// Words for a count.
    static let countWords: Set<String> = ["a", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                                          "few", "couple", "several", "many"]

    /// Openings of a question asking whether something is a thing named after them ("is this
    /// …", "could it be …").
    static let whetherItIsOpenings: [[String]] = [["is", "this"], ["is", "it"], ["is", "that"], ["could", "this", "be"], ["could", "it", "be"],
                                                 ["might", "it", "be"], ["can", "it", "be"], ["is", "this", "still"], ["is", "it", "still"]]

    /// Words of the person's own dates and records: a question naming one asks for them ("is
    /// it my fertile window?", "is this my period coming?").
    static let recordTerms: Set<String> = ["due", "date", "dates", "window", "fertile", "next", "late", "early", "day", "days", "week", "weeks",
                                           "cycle", "period", "period's", "periods", "af", "ovulation", "ovulating", "score", "scores"]

    /// Whether `clause` asks whether what is felt is a condition it names ("is this still the
    /// baby blues?", "could it be thrush?", "is this the perimenopause?"): a domain phrase, a
    /// domain word or a symptom, after an opening of `whetherItIsOpenings`, and none of the
    /// person's records named.
    func asksWhetherItIsACondition(_ clause: AnalyzedMessage) -> Bool {
        let tokens = clause.normalized.tokens
        guard RouteReader.whetherItIsOpenings.contains(where: { tokens.starts(with: $0) }),
              !tokens.contains(where: RouteReader.recordTerms.contains) else { return false }
        return words.domainPhrases.occur(in: tokens) || tokens.contains(where: words.domain.contains) || clause.hasEntity(.symptom)
    }

    /// Verbs that say a drink was had ("had", "drank", "necked").
    static let drinkingVerbs: Set<String> = ["had", "drank", "drunk", "downed", "necked", "sank", "sunk"]

    /// Whether `understanding` only tells drinks the person had, by count or by a verb of
    /// drinking, in clauses that ask nothing: "3 cans of lager last night", "had a red bull".
    /// An entry Bloom keeps in any mode (to someone pregnant or trying, a question about a
    /// drink is in the domain too; to anyone else it needs the telling).
    static func tellsOwnDrinks(_ understanding: Understanding) -> Bool {
        let message = understanding.message
        guard let kind = LogAnswers.drinkKind(message), kind != "tobacco",
              understanding.speech.clauses.allSatisfy({ [.log, .unclear].contains($0.act) }) else { return false }
        let tokens = message.normalized.tokens
        return tokens.contains(where: drinkingVerbs.contains) || LogAnswers.countsADrink(message, kind: kind)
    }

    /// The route of `understanding`.
    func read(_ understanding: Understanding, _ situation: Situation) -> RouteReading {
        let message = understanding.message
        let speech = understanding.speech
        let intent = understanding.classification.intent
        let family = IntentFamily(intent)
        // To someone pregnant, "the bump" and "at 20 weeks" are pregnancy talk ("is swimming ok
        // at 20 weeks?").
        // To someone pregnant or trying, what they drink is Bloom's too ("how much coffee can i
        // have?", "is one glass of wine ok?").
        let domain = isInDomain(message) || situation.carriesTheConversation
            || situation.pregnantNow && (message.normalized.tokens.contains(where: RouteReader.pregnancyOwnWords.contains) || message.first(.week) != nil)
            || (situation.pregnantNow || situation.mode == .ttc) && LogAnswers.drinkKind(message) != nil
            || RouteReader.tellsOwnDrinks(understanding)
            // To someone trying or pregnant, "when should we ask for help, I'm 36" asks about
            // care for it, and "we've been trying since march" is the trying.
            || (situation.pregnantNow || situation.mode == .ttc) && CarriedDomain.asksAboutCare(understanding, words: words)
            // To someone pregnant, "is a warm bath ok?" asks whether it is safe in the pregnancy.
            || situation.pregnantNow && CarriedDomain.asksWhetherItIsSafe(understanding)
            // To someone pregnant, a food of the avoid list ("what about brie on a pizza if it's
            // been cooked?") is a question of the pregnancy.
            || situation.pregnantNow && message.hasEntity(.food)
            || situation.mode == .ttc && RouteReader.talksOfTrying(message.normalized.tokens)
        func route(_ route: Route, _ rule: String) -> RouteReading { RouteReading(route: route, rule: rule, inDomain: domain) }

        if speech.clauses.allSatisfy({ $0.act == .chat }) || isOnlyThanks(message) { return route(.smallTalk, "only small talk") }
        if situation.isFollowUp {
            return route(family == .data ? .ownData : family == .action ? .request : .general, "follows the last answer")
        }
        // "And if it's brown?" after a topic: a short follow-up of that topic, however the
        // model reads its few words.
        if situation.lastTopic != nil, TopicRetriever.isFollowUp(message.normalized.tokens), [.outOfScope, .notSure, .content, .chat].contains(family) {
            return route(.general, RouteReader.followsTheLastTopic)
        }
        // "When does it usually ease off?" just after an answer about sickness, however the model
        // reads it; and "what about in the 3rd trimester, same thing?" just after one about sleep
        // positions, which names only a stage ("what about week 21?" after a week's answer is a
        // `FollowUp` and returned above).
        if situation.lastTopicIsRecent, understanding.guardKind == nil {
            // "When's it actually due?" after a topic about PMS still asks for the person's
            // dates: the model read a question of their records, and the records answer it.
            if situation.leansOnTheTopic && !isInDomain(message), [.outOfScope, .notSure, .chat].contains(family) {
                return route(.general, RouteReader.leansOnTheLastTopic)
            }
            if TopicRetriever.isFollowUp(message.normalized.tokens) && !namesASubject(message) { return route(.general, RouteReader.followsTheLastTopic) }
        }
        if speech.act == .instruction { return route(family == .log ? .statement : .request, "an instruction") }
        var asking = speech.clauses.filter { $0.act == .question || $0.act == .request || $0.act == .hypothetical }
        // "Positive opk this morning, gonna bd tonight": a plan beside a fact told asks nothing.
        if !asking.isEmpty, SpeechActReader.asksOnlyPlans(speech.clauses),
           speech.clauses.contains(where: { $0.act == .log && RouteReader.namesSomethingToLog($0.message) }) {
            asking = []
        }
        if asking.isEmpty {
            if family == .chat { return route(.smallTalk, "a greeting or goodbye") }
            // "Did a pregnancy test, it was positive": what Bloom answers about and never logs.
            if family == .content, intent.hasPrefix("topic.") { return route(.general, "states something Bloom answers about") }
            if family == .action, speech.act != .log { return route(.request, "names something Bloom does") }
            // "Renewal due date is the 20th": a setting read from a word in another sense (a bill
            // due, not a baby) changes nothing.
            if family == .action, words.otherSenses.givesAnotherSense(in: message.normalized.tokens) {
                return route(.outOfScope, "a statement outside the domain")
            }
            if family == .outOfScope || family == .notSure {
                if !domain { return route(.outOfScope, "a statement outside the domain") }
                // "2 builders teas and a can of diet coke so far": drinks told are an entry.
                // "8 hours sleep last night, the pregnancy pillow is a game changer": a night's
                // sleep told is an entry too.
                if !SpeechActReader.loggableKinds.contains(where: message.hasEntity), SleepLengthFact.read(message) == nil,
                   LogAnswers.drinkKind(message) == nil || !RouteReader.tellsOwnDrinks(understanding) {
                    return route(.general, "describes a health problem")
                }
            }
            // "Unbearable cramps every month, I miss school": a problem that keeps coming back
            // (a habit naming a symptom, a mood, a flow…) is something to understand, not a
            // day's entry, when no clause about the person's day names anything to log.
            if domain, speech.clauses.contains(where: { $0.act == .habit && SpeechActReader.loggableKinds.contains(where: $0.message.hasEntity) }),
               // A night's sleep told is such an entry ("slept maybe 4 hours last night, pelvis
               // is agony every time i turn over"); a period named is not ("my period was black
               // and sticky, irregular for two years").
               !speech.clauses.contains(where: { [.log, .unclear].contains($0.act)
                   && (SpeechActReader.loggableKinds.contains(where: $0.message.hasEntity) || SleepLengthFact.read($0.message) != nil) }) {
                return route(.general, "describes a problem that keeps coming back")
            }
            // "Been trying 13 months now, still nothing", "sex has been painful deep inside for a
            // few months now": what has gone on for months is a situation to understand, not a
            // day's entry or a question of the records, unless a day is named ("cramps today,
            // been like this for months").
            if domain, RouteReader.tellsMonthsOfIt(message.normalized.tokens), !RouteReader.namesARecentDay(message),
               !SpeechActReader.measurementKinds.contains(where: message.hasEntity), SleepLengthFact.read(message) == nil,
               !(LogAnswers.namesAPeriodStart(message) && PeriodVerbs.anyAboutThePeriod(message.normalized.tokens, verbs: LogAnswers.periodStartWords)) {
                return route(.general, RouteReader.goneOnForMonths)
            }
            // "My period is heavier than usual this month": a change against the usual is
            // something to understand, not a day's entry. "Pretty heavy today, more than
            // before I was pregnant" names its day: the entry is told.
            if domain, RouteReader.comparesWithTheUsual(message.normalized.tokens), !SpeechActReader.measurementKinds.contains(where: message.hasEntity),
               !RouteReader.namesARecentDay(message) {
                return route(.general, "compares with the usual")
            }
            return route(.statement, "states something")
        }
        // "nervous about my interview tomorrow, what questions do they ask?": a mood is all
        // that ties it to Bloom, and what it asks is about something else.
        if asksElsewhereStatingAMood(message) { return route(.outOfScope, "asks about something else, with a mood") }
        // "How many times have I logged headaches this month?": their journal answers it.
        if ItemHistoryQuestion.asks(message), asking.contains(where: { $0.act == .question }) {
            return route(.ownData, "asks for the person's own log of a symptom")
        }
        switch family {
        case .log:
            return route(.general, "asks about something loggable")
        case .data:
            return asksForOwnRecords(understanding, asking: asking, situation)
                ? route(.ownData, "asks for the person's own records") : route(.general, "asks in general")
        case .content:
            return speech.act == .request && !message.mentions(words.generalCues) ? route(.request, "asks for content") : route(.general, "asks about content")
        case .action:
            // "Is a 35 day cycle normal?", "I'm 38, is it harder to get pregnant?": a question
            // read as a setting or a mode asks about people in general.
            if speech.act == .question, message.mentions(words.askingCues) || TopicRetriever.namesAnAge(message.normalized.tokens) {
                return route(.general, "asks in general")
            }
            // "…we're trying. Once I'm pregnant, can I keep up my diet plan?": a question about an
            // imagined situation asks in general, whatever the history before it made the model
            // read, unless it speaks to Bloom ("if I get pregnant can you switch me over?").
            if asking.contains(where: { $0.act == .hypothetical }), !asking.contains(where: { $0.act == .request }),
               !message.mentions(RouteReader.addressingBloom) {
                return route(.general, "asks about a situation it imagines")
            }
            return route(.request, "asks Bloom to do something")
        case .chat:
            // "Off the depo 5 months, no period yet and we want a baby, what can I do?": a plea
            // for help after telling a health situation asks about that situation, not Bloom.
            if intent == IntentID.chatHelp.rawValue, domain,
               speech.clauses.contains(where: { [.log, .habit, .negation, .unclear].contains($0.act) }) {
                return route(.general, "asks for help with what it tells")
            }
            // "What does the luteal phase actually do?", "whats the deal with preseed, does it
            // actually help": a question naming something of Bloom's domain, not said to Bloom,
            // asks about that, whatever "help" or "do" made the model read.
            if intent == IntentID.chatHelp.rawValue, domain, speech.act == .question, namesASubject(message),
               !message.mentions(RouteReader.addressingBloom) {
                return route(.general, "asks about something it names")
            }
            if intent == IntentID.chatPrivacy.rawValue || intent == IntentID.chatHelp.rawValue { return route(.request, "asks about Bloom") }
            return domain ? route(.general, "a health question with a greeting") : route(.smallTalk, "small talk")
        case .notSure:
            let readings = understanding.classification.readings.map(IntentFamily.init)
            if !readings.isEmpty, readings.allSatisfy({ $0 == .data || $0 == .action }),
               asksForOwnRecords(understanding, asking: asking, situation) {
                return route(.ownData, "unsure between two readings of the person's records")
            }
            return domain ? route(.general, "a health question the model could not place") : route(.outOfScope, "outside the domain")
        case .outOfScope:
            return domain ? route(.general, "a health question outside the intents") : route(.outOfScope, "outside the domain")
        }
    }

    /// Whether `message` names today or a day just past ("today", "this morning", "last
    /// night"), not a month or a cycle.
    static func namesARecentDay(_ message: AnalyzedMessage) -> Bool {
        message.all(.day).contains { $0.day != nil }
    }

    /// Whether a clause told names something Bloom logs: a symptom, mood, flow, discharge or
    /// ovulation test, a measurement, or a period starting ("period started, will log the flow
    /// later").
    /// The rule of a message that only tells someone else's news.
    static let othersNews = "tells someone else's news"
    /// The rule of a message that only tells a plan outside Bloom's domain.
    static let aPlanElsewhere = "tells a plan outside the domain"

    /// The person's own words, told after someone else names them ("midwife said my bump…").
    static let ownWords: Set<String> = ["i", "me", "my", "im", "ive", "mine", "myself", "id", "ill"]
    /// Whether `tokens` ask, though no question mark ends them ("…true or nah", "…is that right").
    static func asksSomething(_ tokens: [String]) -> Bool {
        SpeechActReader.asksAfterAStatement(tokens) || tokens.suffix(3).contains(where: ["nah", "not", "true", "right", "normal"].contains) && tokens.contains("or")
    }

    /// Words of a pregnancy or a birth in someone else's news ("she's pregnant", "had her baby").
    static let babyNewsWords: Set<String> = ["pregnant", "pregnancy", "baby", "babies", "expecting", "born", "birth", "twins", "bfp"]

    /// Which news `speech` tells, if it only tells news: every clause but small talk about
    /// someone else (`othersNews`), or every one a plan when the message is outside Bloom's
    /// domain (`aPlanElsewhere`). Nil when it asks or tells anything else.
    static func news(_ speech: SpeechReading, domain: Bool) -> String? {
        let told = speech.clauses.filter { $0.act != .chat }
        // The acts first: most messages are neither, and their clauses are never analysed here.
        let others = told.allSatisfy { $0.act == .otherPerson }, plans = !domain && told.allSatisfy { $0.act == .hypothetical }
        guard !told.isEmpty, others || plans,
              !told.contains(where: { $0.text.contains("?") || asksSomething($0.message.normalized.tokens) }) else { return nil }
        // "Midwife said my bump is measuring small", "the gp told me my levels are off": someone
        // else telling of the person is the person's own news.
        if others, told.allSatisfy({ !$0.message.normalized.tokens.drop(while: { $0 == "my" }).contains(where: ownWords.contains) }) {
            return othersNews
        }
        if plans, told.allSatisfy({ SpeechActReader.isAPlan($0) }) { return aPlanElsewhere }
        return nil
    }

    /// Whether `message` names a symptom, bleeding, discharge, a test, a measurement or a mood
    /// typed in words (a face beside news is no mood): what someone's health story tells.
    static func namesSomethingOfTheBody(_ message: AnalyzedMessage) -> Bool {
        if [.symptom, .flow, .discharge, .opk, .temperature, .volume].contains(where: message.hasEntity) { return true }
        // "Had her baby last night, 7lb 2oz girl": a weight in news of a birth is the baby's.
        if message.hasEntity(.weight), !message.normalized.tokens.contains(where: babyNewsWords.union(["girl", "boy", "daughter", "son"]).contains) {
            return true
        }
        let typed = message.normalized.original.lowercased()
        return message.all(.mood).contains { typed.contains($0.text) }
    }

    /// Whether `clause` names something Bloom logs: a symptom, mood, flow or the like, a
    /// measurement or a period's start.
    static func namesSomethingToLog(_ clause: AnalyzedMessage) -> Bool {
        SpeechActReader.loggableKinds.contains(where: clause.hasEntity)
            || SpeechActReader.measurementKinds.contains(where: clause.hasEntity)
            || LogAnswers.namesAPeriodStart(clause)
    }

    /// Whether `tokens` ask whether a thing of the body does something ("does bbt drop right
    /// before af shows", "can af be late from stress"): "does", "do" or "can" and a subject
    /// that is no one's, with no word of the person's own after it ("does caffeine affect my
    /// sleep?" asks about their records), which the library answers for anyone.
    static func asksWhetherThingsDo(_ tokens: [String]) -> Bool {
        guard tokens.count > 2, ["does", "do", "can"].contains(tokens[0]) else { return false }
        return !personalSubjects.contains(tokens[1]) && !tokens.contains(where: { ownWords.contains($0) || ["we", "our", "us"].contains($0) })
    }

    /// Words that, after "does", "do" or "can", make the subject someone or something of theirs.
    static let personalSubjects: Set<String> = ["i", "my", "we", "our", "you", "your", "it", "this", "that", "these", "those", "she", "he", "her", "his", "they", "their", "u", "ur"]

    /// Whether `tokens` ask what something of the person's should be ("what temp should my bbt
    /// be after ovulation", "how long should my luteal phase be"): what is normal, which the
    /// library answers, not a figure of their records. A day or a date asked for ("what day
    /// should my period be due") is theirs.
    static func asksWhatItShouldBe(_ tokens: [String]) -> Bool {
        guard let first = tokens.first, ["what", "how"].contains(first), tokens.count >= 4,
              !tokens.contains(where: ["day", "date", "days", "dates", "when", "due", "time"].contains),
              let should = tokens.firstIndex(of: "should") else { return false }
        return tokens[(should + 1)...].prefix(4).contains("be")
    }

    /// Whether `tokens` judge a length said with "a" or "an" ("is an 8 day luteal phase too
    /// short", "is a 35 day cycle normal"): a length in general, which the library answers;
    /// the person's own would be "my" ("is my 8 day luteal phase too short" still looks at theirs).
    static func judgesALengthInGeneral(_ tokens: [String]) -> Bool {
        guard !tokens.contains("my"), tokens.contains(where: lengthJudgements.contains) else { return false }
        return tokens.indices.dropLast(2).contains { index in
            ["a", "an"].contains(tokens[index]) && Int(tokens[index + 1]) != nil && ["day", "days", "week", "weeks"].contains(tokens[index + 2])
        }
    }

    /// Words that judge a length ("too short", "normal", "ok").
    static let lengthJudgements: Set<String> = ["too", "normal", "ok", "okay", "short", "long", "healthy", "fine", "bad", "good", "average", "typical", "common"]

    /// Whether `tokens` ask what something comes from ("is that hormonal this close to my
    /// period", "is it related to my cycle"): a question in general, not about the person's
    /// dates ("period's 9 days late, is that normal?" still looks at them).
    /// The subject may be what the question pointed back at, read in its place ("is acne
    /// hormonal…", `BackReference`).
    static func asksWhatItComesFrom(_ tokens: [String]) -> Bool {
        tokens.indices.dropLast().contains { index in
            ["is", "could", "are"].contains(tokens[index])
                && tokens[(index + 2)..<min(tokens.count, index + 5)].contains(where: ["hormonal", "hormones", "related", "linked", "connected"].contains)
        }
    }

    /// Whether `tokens` ask how a person can tell something ("how do i know if ive actually
    /// ovulated", "how would i tell", "how can you tell its implantation"): the signs are the
    /// library's, whatever the records say.
    static func asksHowToTell(_ tokens: [String]) -> Bool {
        tokens.indices.dropLast(2).contains { index in
            guard tokens[index] == "how", ["do", "would", "can", "could", "will", "does", "should"].contains(tokens[index + 1]),
                  let verb = tokens[(index + 2)..<min(tokens.count, index + 4)].firstIndex(where: ["know", "tell"].contains) else { return false }
            // "How do I know when my next period is due" asks for a date of theirs.
            return verb + 1 == tokens.count || ["if", "whether", "its", "it", "that", "the", "for"].contains(tokens[verb + 1])
        }
    }

    /// Words that name a pause in periods ("after the pill", "since the birth", "while
    /// breastfeeding").
    static let pauseWords: Set<String> = ["after", "since", "breastfeeding", "feeding", "bf", "bfing", "nursing", "birth", "baby", "pill",
                                          "miscarriage", "mc", "abortion", "stopping", "stopped", "coil", "implant", "injection", "depo",
                                          "pregnancy", "postpartum", "pp", "chemo"]

    /// Whether `tokens` ask when periods come back ("when will my periods come back if im
    /// breastfeeding", "how long till af returns after the pill"): a return after a pause
    /// (a birth, feeding, the pill, a loss) is what the library answers; the person's
    /// predictions count on from a running cycle and cannot say.
    /// "When is my period coming back?" from someone tracking a running cycle asks for their
    /// next one: only a pause the message names, or a pregnancy or birth in the profile, makes
    /// it a return (`pregnancyProfile`).
    static func asksWhenPeriodsReturn(_ tokens: [String], pregnancyProfile: Bool) -> Bool {
        guard tokens.contains(where: ["period", "periods", "af", "cycle", "cycles", "menstruation"].contains),
              pregnancyProfile || tokens.contains(where: pauseWords.contains) else { return false }
        return tokens.indices.contains { index in
            ["return", "returns", "returning"].contains(tokens[index])
                || ["come", "comes", "coming"].contains(tokens[index]) && index + 1 < tokens.count && tokens[index + 1] == "back"
        }
    }

    /// Whether `clause` asks about "your" periods, cycle or body and says nothing of the one
    /// asking ("does working nights mess with your periods?"): Bloom has no periods, so "your"
    /// is anyone's, and the question is a general one, whatever the person tells beside it
    /// ("…mine feel all over the place").
    static func asksOfAnyonesBody(_ clause: AnalyzedMessage) -> Bool {
        let tokens = clause.normalized.tokens
        guard !clause.mentions(Assistant.firstPersonWords) else { return false }
        return tokens.indices.contains { index in
            ["your", "ur"].contains(tokens[index])
                && tokens[(index + 1)..<min(tokens.count, index + 3)].contains(where: bodyNouns.contains)
        }
    }

    /// What everyone with a cycle has: said after "your", it is anyone's.
    static let bodyNouns: Set<String> = ["period", "periods", "cycle", "cycles", "body", "hormones", "hormone", "fertility", "ovulation",
                                         "temperature", "temp", "flow", "pms", "eggs", "uterus", "womb", "cervix", "discharge", "luteal",
                                         "follicular", "chances", "boobs", "breasts", "nipples", "vagina", "bleeding", "cramps"]

    /// Whether `clause` asks for something that helps a symptom ("anything quick for the
    /// cramps?", "anything that helps with nausea"): what people do for it, not their records.
    static func asksForARemedy(_ clause: AnalyzedMessage) -> Bool {
        let tokens = clause.normalized.tokens
        guard clause.hasEntity(.symptom), let anything = tokens.firstIndex(where: { $0 == "anything" || $0 == "something" }) else { return false }
        return tokens[(anything + 1)..<min(tokens.count, anything + 4)].contains { ["for", "help", "helps", "ease", "stop"].contains($0) }
    }

    /// Whether `tokens` compare with the person's usual ("heavier than usual", "longer than
    /// last month", "worse than ever").
    static func comparesWithTheUsual(_ tokens: [String]) -> Bool {
        tokens.indices.dropLast().contains { index in
            tokens[index] == "than" && ["usual", "normal", "last", "before", "ever", "previous", "average", "always"].contains(tokens[index + 1])
        }
    }

    /// Words that speak to Bloom ("can you…"): an imagined situation with one still asks Bloom.
    static let addressingBloom: MentionWords = WordList.routeAddressingBloom.mentionWords

    /// General cues besides "why" and "help", for a question whose own figure explains itself.
    static let generalBeyondWhy: MentionWords = WordList.routeGeneralBeyondWhy.mentionWords

    /// General cues of how likely something is ("likely", "probably"): in a question of when,
    /// about the person's own, they qualify the date asked (`asksWhenOfTheirOwn`).
    static let likelihoodCues: MentionWords = WordList.routeLikelihoodCues.mentionWords

    /// The general cues but those of likelihood.
    var generalCuesBesideLikelihood: MentionWords { words.generalCues.subtracting(RouteReader.likelihoodCues) }

    /// Whether `clause` asks when, of the person's own: it opens with "when" and says "I" or
    /// "my" ("when am I likely to get my period?", "when's my period likely to come?").
    static func asksWhenOfTheirOwn(_ clause: AnalyzedMessage) -> Bool {
        // "So when did I most likely ovulate then?": fillers before the "when" change nothing.
        guard let first = clause.normalized.tokens.first(where: { !SpeechActReader.fillers.contains($0) }), first == "when" || first == "whens" else { return false }
        return clause.mentions(Assistant.firstPersonWords)
    }

    /// Whether `tokens` ask how long until something of the person's comes ("how long till its
    /// due anyway", "how long until af"), naming nobody in general ("how long until you
    /// ovulate after a period" asks in general).
    static func asksHowLongTillTheirOwn(_ tokens: [String]) -> Bool {
        guard tokens.count >= 3, tokens[0] == "how", tokens[1] == "long", ["till", "til", "until", "untill", "before", "to"].contains(tokens[2]) else { return false }
        // "How long until the bleeding stops after a miscarriage" asks how long something lasts.
        guard tokens.contains(where: ["due", "af", "period", "next", "expected"].contains) else { return false }
        return !tokens.contains(where: ["you", "u", "your", "women", "people", "someone", "girls", "most"].contains)
    }

    /// Whether `tokens` ask what something is now with an "it" that stands for nothing ("what
    /// cycle day is it", "which week is it now?", "what cd is it for me"): the day or week asked
    /// is today's, the person's own, unlike "what is ovulation" or "what phase is it when you
    /// bleed", which go on past the "is it".
    static func asksWhatItIsNow(_ tokens: [String]) -> Bool {
        guard let first = tokens.first(where: { !SpeechActReader.fillers.contains($0) }), ["what", "which", "wat"].contains(first),
              let end = tokens.indices.dropFirst().last(where: { tokens[$0 - 1] == "is" && tokens[$0] == "it" }), end >= 3 else { return false }
        return tokens[(end + 1)...].allSatisfy(nowWordsAfterIt.contains)
    }

    /// Words that may follow the "it" of `asksWhatItIsNow` and still ask about now.
    static let nowWordsAfterIt: Set<String> = ["now", "today", "currently", "atm", "rn", "for", "me", "then", "again", "please", "pls"]

    /// Words that name someone, or people in general: a question with none of them names nobody.
    static let someoneWords: MentionWords = WordList.routeSomeoneWords.mentionWords

    /// The most words a question naming nobody may have and still ask about the one asking
    /// ("best days to try?", "when's the next one due?").
    static let fewWordsNamingNobody = 6

    /// Question words that ask what something is or how it works.
    static let definingWords: MentionWords = WordList.routeDefiningWords.mentionWords

    /// Words that point at a particular period or date ("the next one", "this cycle", "the last
    /// one"): the person's own, never periods in general.
    static let particularWords: MentionWords = WordList.routeParticularWords.mentionWords

    /// Whether `message` is in Bloom's domain: a word that is Bloom's on its own, an item Bloom
    /// logs (a symptom, a mood, discharge, an ovulation test), or words that are Bloom's only
    /// in context with that context (two of them, or one with a health word: "my period is
    /// late", "light bleeding"; not "the Victorian period" or "a light bulb").
    func isInDomain(_ message: AnalyzedMessage) -> Bool {
        if [.symptom, .mood, .discharge, .opk].contains(where: message.hasEntity) { return true }
        return isInDomainBesidesItsItems(message)
    }

    /// Whether a message that states a mood came for something outside Bloom: the mood is all
    /// that ties it to Bloom, two or more words besides the mood's own and the words that frame
    /// it (`route.moodFrameWords`) tell what it is about, and it asks for something
    /// (`route.askingForSomethingElse`, or a question mark): "im sad my favourite cafe closed
    /// down, any good brunch spots in leeds", "nervous about my interview, what do they ask?".
    /// Such a mood is asked about ("Shall I log…?"), never written unasked, and a question is
    /// outside Bloom (`read`). A mood told with its reason and nothing asked ("feeling
    /// confident after smashing my presentation"), with a drink or a workout, or in Bloom's
    /// words ("so low since the miscarriage") is the person's day, and logs.
    func asksElsewhereStatingAMood(_ message: AnalyzedMessage) -> Bool {
        guard message.hasEntity(.mood), ![.symptom, .flow, .discharge, .opk, .temperature, .volume, .weight, .energy].contains(where: message.hasEntity),
              !isInDomainBesidesItsItems(message), LogAnswers.drinkKind(message) == nil
        else { return false }
        let tokens = message.normalized.tokens
        // "No idea what set it off": what the person says they do not know asks nothing.
        let asking = tokens.indices.contains { index in
            RouteReader.askingForSomethingElse.contains(tokens[index]) && !SpeechActReader.isNotKnown(tokens, at: index)
        }
        guard message.normalized.original.contains("?") || asking,
              !tokens.contains(where: { word in words.exercise.contains { $0.words.contains(word) } })
        else { return false }
        var moodPositions: Set<Int> = []
        for mood in message.all(.mood) { moodPositions.formUnion(mood.start..<(mood.start + mood.length)) }
        let cause = tokens.indices.filter { index in
            !moodPositions.contains(index) && !RouteReader.moodFrameWords.contains(tokens[index]) && tokens[index].first?.isLetter == true
                && !RouteReader.askingForSomethingElse.contains(tokens[index])
        }
        return cause.count >= 2
    }

    /// Words that are Bloom's on their own while the person is pregnant: "the baby", "the bump"
    /// (`word-lists.json`).
    static let pregnancyOwnWords: Set<String> = WordList.routePregnancyOwnWords.set

    /// Words that ask about the energy budget itself: calories, the budget.
    static let budgetWords: Set<String> = WordList.energyCalorieWords.set.union(["budget", "energy", "allowance"])

    /// Words that frame a mood without saying what it is about (`word-lists.json`).
    static let moodFrameWords: Set<String> = WordList.routeMoodFrameWords.set
    /// Words that ask for something (`word-lists.json`).
    static let askingForSomethingElse: Set<String> = WordList.routeAskingForSomethingElse.set

    /// `isInDomain` without the items Bloom logs: Bloom's words only.
    /// Whether `message` names something of Bloom's besides how far along a pregnancy or a cycle
    /// is ("at 20 weeks", "at this point in my cycle") and words that only judge it ("normal",
    /// "ok"): a short question that names nothing else may point back at what was told before
    /// (`BackReference`).
    func namesASubject(_ message: AnalyzedMessage) -> Bool {
        if [.symptom, .mood, .discharge, .opk, .flow, .temperature].contains(where: message.hasEntity) { return true }
        let tokens = message.normalized.tokens
        if message.mentions(words.domain) || words.domainPhrases.occur(in: tokens) { return true }
        if RouteReader.namesAMenstrualPeriod(tokens, frames: words.periodFrames, otherSenses: words.periodOtherSenses) { return true }
        if RouteReader.names(["sleep", "slept", "sleeping"], in: tokens, frames: words.sleepFrames, otherSenses: words.sleepOtherSenses) { return true }
        return tokens.indices.contains { index in
            words.ambiguousDomain.contains(tokens[index]) && !RouteReader.stageWords.contains(tokens[index])
                && !(tokens[index] == "cycle" && index >= 2 && tokens[index - 1] == "my" && ["in", "of", "through"].contains(tokens[index - 2]))
        }
    }

    /// Words that say how far along a pregnancy is, not what it is about (`route.stageWords`).
    static let stageWords: Set<String> = WordList.routeStageWords.set

    private func isInDomainBesidesItsItems(_ message: AnalyzedMessage) -> Bool {
        // "How long should a pregnant pause be", "how do I conceive a business idea": a word
        // of Bloom's own beside a cue for its other sense (`otherSenses`) does not count.
        if message.mentions(words.domain) {
            let tokens = message.normalized.tokens, elsewhere = words.otherSenses.wordsInAnotherSense(tokens, onlyWordSenses: true)
            if elsewhere.isEmpty || tokens.contains(where: { !elsewhere.contains($0) && words.domain.contains($0) }) { return true }
        }
        if words.domainPhrases.occur(in: message.normalized.tokens) { return true }
        if RouteReader.namesAMenstrualPeriod(message.normalized.tokens, frames: words.periodFrames, otherSenses: words.periodOtherSenses) { return true }
        if RouteReader.names(["sleep", "slept", "sleeping"], in: message.normalized.tokens, frames: words.sleepFrames, otherSenses: words.sleepOtherSenses) { return true }
        guard message.mentions(words.ambiguousDomain) else { return false }
        // "I'm expecting our second in May", "ttc since june": a mode announced is Bloom's.
        if ModeAnnouncement.mode(inNormalized: " " + message.normalized.text + " ") != nil { return true }
        let tokens = message.normalized.tokens
        // "My cycle to work is 12 miles", "the due date on my council tax bill", "mot test
        // results": a word beside a cue for its other sense is not Bloom's.
        let elsewhere = words.otherSenses.wordsInAnotherSense(tokens)
        if tokens.contains(where: { words.health.contains($0) && !elsewhere.contains($0) }) { return true }
        let ambiguous = { (token: String) in words.ambiguousDomain.contains(token) && !elsewhere.contains(token) }
        // "My period", "my cycle", "my bump": the person's own, never a period of history.
        if tokens.indices.dropLast().contains(where: { tokens[$0] == "my" && ambiguous(tokens[$0 + 1]) }) { return true }
        return tokens.reduce(into: Set<String>()) { found, token in
            if ambiguous(token) { found.insert(token) }
        }.count >= 2
    }

    /// Whether `tokens` say "period" in its menstrual sense: one of `frames` within two words
    /// of it ("I haven't had a period for 4 months", "problems in periods", "period pain"),
    /// it is not followed by "of" ("a period of time") and none of `otherSenses` within four
    /// words ("a trial period", "the Victorian period"). Without a frame, "period" stays a word
    /// that is Bloom's only with another ("the third period was insane" is not).
    static func namesAMenstrualPeriod(_ tokens: [String], frames: Set<String>, otherSenses: Set<String>) -> Bool {
        names(["period", "periods"], in: tokens, frames: frames, otherSenses: otherSenses)
    }

    /// Whether `tokens` say "period" only in another sense: each "period" or "periods" is
    /// followed by "of", or has one of `otherSenses` within four words and neither "my" or
    /// "her" right before it nor another of `frames` within two ("the period of notice", "the
    /// notice period on my flat"; not "my period came on time", "period ended, full 5 days").
    /// False when they say no "period" at all.
    static func saysPeriodOnlyInAnotherSense(_ tokens: [String], frames: Set<String>, otherSenses: Set<String>) -> Bool {
        let at = tokens.indices.filter { tokens[$0] == "period" || tokens[$0] == "periods" }
        return !at.isEmpty && at.allSatisfy { index in
            if index + 1 < tokens.count, tokens[index + 1] == "of" { return true }
            if index > 0, ["my", "her"].contains(tokens[index - 1]) { return false }
            // A frame near it ("period ended", "came on time"), but not a "my" that belongs to
            // another noun ("the notice period on my flat").
            if tokens[max(0, index - 2)..<min(tokens.count, index + 3)].contains(where: { frames.contains($0) && $0 != "my" && $0 != "her" }) {
                return false
            }
            return tokens[max(0, index - 4)..<min(tokens.count, index + 5)].contains(where: otherSenses.contains)
        }
    }

    /// Whether one of `words` is in `tokens` in Bloom's sense: one of `frames` within two
    /// words of it, it is not followed by "of", and none of `otherSenses` within four ("I
    /// didn't sleep at all", not "my laptop won't sleep").
    static func names(_ words: Set<String>, in tokens: [String], frames: Set<String>, otherSenses: Set<String>) -> Bool {
        tokens.indices.contains { index in
            guard words.contains(tokens[index]) else { return false }
            if index + 1 < tokens.count, tokens[index + 1] == "of" { return false }
            let near = tokens[max(0, index - 2)..<min(tokens.count, index + 3)]
            let around = tokens[max(0, index - 4)..<min(tokens.count, index + 5)]
            return near.contains(where: frames.contains) && !around.contains(where: otherSenses.contains)
        }
    }

    /// Who may follow "how do/can/should" or "what can" in a question of how to change something.
    static let howToChangePeople: Set<String> = WordList.routeHowToChangePeople.set

    /// Whether `tokens` ask how to change something: "how do/can/should I|we|you" or "what
    /// can I do to", then one of `verbs` within five words ("how can I make my period stop
    /// being so painful?", "what can we do to boost our chances"), and none of `records`. "How do I
    /// log…", "how do I know when…" or "how do I get my dates" are not: they ask for a record
    /// or a date.
    static func asksHowToChange(_ tokens: [String], verbs: Set<String>, records: Set<String>) -> Bool {
        if tokens.contains(where: records.contains) { return false }
        for index in tokens.indices where tokens[index] == "how" || tokens[index] == "what" {
            let rest = tokens[(index + 1)...].prefix(6)
            guard let person = rest.firstIndex(where: howToChangePeople.contains), person - index <= 3 else { continue }
            let between = tokens[(index + 1)..<person]
            if tokens[index] == "what", !between.contains("can"), !between.contains("should") { continue }
            if tokens[(person + 1)...].prefix(5).contains(where: verbs.contains) { return true }
        }
        return false
    }

    /// Whether the message is only thanks ("thank you so much, that really helps"): a long
    /// message that ends with thanks asks something else first.
    func isOnlyThanks(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        guard !tokens.isEmpty, tokens.contains(where: { ["thanks", "thank", "thankyou", "ty", "thx", "cheers"].contains($0) }) else { return false }
        // "Thanks thats really useful 😊": a face beside thanks is part of them (the normaliser
        // reads it as its word, "happy", which was never typed).
        let typed = message.normalized.original.lowercased()
        let shown = Set(message.normalized.original.unicodeScalars.compactMap { TextNormalizer.emojiWords[$0] }).filter { !typed.contains($0) }
        return tokens.allSatisfy { words.thanks.contains($0) || shown.contains($0) }
    }

    /// Whether the asking clauses ask for the person's own records: they name the person
    /// ("my", "I", "we", "AF", the baby for a pregnancy question) and ask nothing in general
    /// (what is normal, what causes, what something is like, timing a test, at an age…).
    func asksForOwnRecords(_ understanding: Understanding, asking: [Clause], _ situation: Situation) -> Bool {
        let message = understanding.message
        let intent = understanding.classification.intent
        let tokens = message.normalized.tokens
        let confidence = understanding.classification.confidence
        let own = message.mentions(Assistant.ownWords)
            || (confidence >= 0.75 && message.mentions(Assistant.ourWords))
            || Assistant.asksWhatItWillDo(tokens, after: situation.lastTopic)
            || (intent.hasPrefix("pregnancy.") && message.mentions(Assistant.babyWords))
            || situation.talkingAboutOwnRecords
            // "When's the next one due?": a particular period or date of theirs, not periods in general.
            || message.mentions(RouteReader.particularWords)
            // "How long till it's due?": the time to the person's own period.
            || RouteReader.asksHowLongTillTheirOwn(tokens)
            || RouteReader.asksWhatItIsNow(tokens)
            // "Best days to try?": a few words naming nobody and asking nothing in general
            // ask about the one asking ("what is the fertile window?" asks what it is). A longer
            // question naming nobody asks about people ("do period cramps get worse with age").
            || (!message.mentions(RouteReader.someoneWords) && !message.mentions(RouteReader.definingWords)
                && tokens.count <= RouteReader.fewWordsNamingNobody)
        guard own else { return false }
        // What the question asks is read from its asking clauses: history told before it
        // ("I've had cramps for two days. Why?") is no question about people in general.
        let asked = asking.map(\.message)
        // "Why is my stress score high?": the score's own terms say why; "why" asks in general
        // only of what no figure of the person's explains.
        // "Why is it always my chin that breaks out before I come on?" asks why the body does
        // something: no estimate of Bloom's explains a symptom.
        let explainsItself = ["scores.", "energy.", IntentID.cycleExplain.rawValue].contains(where: intent.hasPrefix) && message.mentions(Assistant.ownWords)
            && !(intent == IntentID.cycleExplain.rawValue && [.symptom, .mood, .discharge].contains(where: message.hasEntity))
        let asksInGeneral = asked.contains { clause in
            if RouteReader.asksHowLongTillTheirOwn(clause.normalized.tokens) { return false }
            // "When am I likely to get my period?": how likely qualifies the date asked of the
            // person's own; "how likely is it to…" still asks in general.
            let cues = RouteReader.asksWhenOfTheirOwn(clause) ? generalCuesBesideLikelihood : words.generalCues
            return (clause.mentions(cues) && !(explainsItself && !clause.mentions(RouteReader.generalBeyondWhy)))
                || (clause.mentions(Assistant.habitWords) && !clause.mentions(Assistant.firstPersonWords))
                || Assistant.asksWhatItIsLike(clause.normalized.tokens)
                || RouteReader.asksHowToChange(clause.normalized.tokens, verbs: words.howToVerbs, records: words.recordNouns)
                || RouteReader.asksForARemedy(clause)
                || RouteReader.asksOfAnyonesBody(clause)
                || RouteReader.asksWhatItComesFrom(clause.normalized.tokens)
                || RouteReader.asksHowToTell(clause.normalized.tokens)
                || RouteReader.asksWhetherThingsDo(clause.normalized.tokens)
                || RouteReader.asksWhatItShouldBe(clause.normalized.tokens)
                || RouteReader.judgesALengthInGeneral(clause.normalized.tokens)
                // "I haven't had a period for 4 months?": months without it are a situation to
                // understand, not a date of the records.
                || RouteReader.tellsMonthsOfIt(clause.normalized.tokens) && clause.normalized.tokens.contains(where: RouteReader.denials.contains)
                || RouteReader.asksWhenPeriodsReturn(clause.normalized.tokens, pregnancyProfile: situation.mode == .pregnancy || situation.pregnantNow)
        }
        if asksInGeneral { return false }
        // "Is this still the baby blues?", "could it be implantation bleeding?": whether what
        // is felt is a named condition, which the library answers and no record of theirs does.
        if asked.contains(where: asksWhetherItIsACondition) { return false }
        if Assistant.asksWhatChanges(message) && message.mentions(Assistant.cycleWords) { return false }
        if Assistant.asksToJudgeAWeightGain(tokens) { return false }
        if TopicRetriever.namesAnAge(tokens) && !tokens.contains("my") { return false }
        if Assistant.asksAboutCyclesInGeneral(message, intent: intent) { return false }
        // "When should I test if my period's due Friday?" asks about a pregnancy test.
        if [IntentID.cycleNextPeriod.rawValue, IntentID.cycleLate.rawValue].contains(intent), message.mentions(Assistant.testWords), !message.mentions(LogAnswers.opkWords) {
            return false
        }
        if Assistant.asksWhenToTest(understanding, intent: intent) { return false }
        // "Can I still have my morning tea?", from someone pregnant or trying: a drink asked
        // about without its calories asks whether to have it (caffeine, alcohol), not what is
        // left of the energy budget.
        // "Whats my daily caffeine allowance": an allowance of a drink is its limit, not energy.
        if intent.hasPrefix("energy."), situation.pregnantNow || situation.mode == .ttc, LogAnswers.drinkKind(message) != nil,
           !tokens.contains(where: { RouteReader.budgetWords.contains($0) && $0 != "allowance" }) {
            return false
        }
        // "Why am I so tired?" read as a pregnancy question from someone not pregnant who did
        // not mention a pregnancy: the person's pregnancy records cannot answer it. "When is
        // the baby due?" and "how far along am I?" ask for the pregnancy's own dates, which
        // only the person's records hold: the answer says Bloom has none and how to add them.
        if intent.hasPrefix("pregnancy."), !situation.pregnantNow, situation.mode != .pregnancy,
           !RouteReader.asksForThePregnancysDates(intent, message) {
            return false
        }
        return true
    }

    /// Whether a question read as the pregnancy's week or due date asks for that date itself
    /// ("when is the baby due?", "how far along am I?"), not about a week or a day it names
    /// ("what happens at 20 weeks?", "when is a baby due if the last period was 3 March?",
    /// which how the dates are counted answers).
    static func asksForThePregnancysDates(_ intent: String, _ message: AnalyzedMessage) -> Bool {
        [IntentID.pregnancyDueDate.rawValue, IntentID.pregnancyWeek.rawValue].contains(intent)
            && message.first(.week) == nil && !message.hasEntity(.day)
    }
}
