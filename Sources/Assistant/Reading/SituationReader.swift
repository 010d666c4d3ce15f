/// Reads who a message's symptoms belong to and when: whether it describes a situation the
/// person (or someone with them) is in now, or only asks about one in general, in the past or
/// ahead of time. Triage gives a level of care to a situation; a question asked in general
/// gets the information and its "when to get help" line instead (`Assistant.triage`).
///
/// A clause describes a present situation when it is a statement about the person's day
/// (`log`), a bare item ("bleeding heavily"), someone else's state now ("my wife is bleeding"),
/// or a question that states one on the way ("I have brown discharge at 6 weeks, is that
/// normal?": a first-person subject with a verb of having or feeling, or "my …" with a verb
/// of being). Hypotheticals, habits, negations and questions that state nothing describe no
/// situation ("what should I do when my waters break?", "how do I know if it's Braxton Hicks?").
struct SituationReader: Sendable {
    /// Words that, after "I" (or "I'm", "I've"), state the person's present state.
    static let selfStateVerbs: Set<String> = WordList.situationSelfStateVerbs.set
    /// First-person subjects.
    static let subjects: Set<String> = WordList.situationSubjects.set
    /// Verbs that, after "my …" or "the baby", state a present state ("my waters broke").
    static let stateVerbs: Set<String> = WordList.situationStateVerbs.set
    /// Words of now, which make a question about the present ("bleeding right now, should I…").
    static let nowWords: Set<String> = WordList.situationNowWords.set
    /// Two-word recent times ("last night", "this morning") that count as `nowWords` do.
    static let recentTimesOfDay: [String: Set<String>] = ["last": ["night"], "this": ["morning", "afternoon", "evening"]]

    /// Whether the message describes a present situation in any of its clauses. In a message
    /// that asks whether something is true, a clause reporting what someone says is the claim
    /// asked about, not a situation ("my partner keeps saying labour comes on fast with second
    /// babies, is that true?"), unless it says something of the person ("…says I'm bleeding").
    func describesASituation(_ reading: SpeechReading) -> Bool {
        // "Is it normal to have spotting in early pregnancy? I haven't had any, just curious":
        // a message that says it asks out of curiosity tells a situation only in a statement
        // of something happening, never in its question or its denial. Only a short question or
        // one with a denial: "…getting frequent headaches, just wondering if I go off sick…"
        // tells its situation inside the question.
        let words = reading.clauses.reduce(0) { $0 + $1.message.normalized.tokens.count }
        let curious = reading.clauses.contains { SituationReader.curiosityPhrases.occur(in: $0.message.normalized.tokens) }
            && (words <= SituationReader.shortCuriousQuestion || reading.clauses.contains { $0.act == .negation })
        return !situationClauses(reading, curious: curious).isEmpty
    }

    /// Whether every clause of `reading` that describes a situation tells someone else's story
    /// that is over ("my sister had reduced movements at 32 weeks and got induced, is that
    /// common?"): worth talking through at an appointment at most, never an urgent level.
    func describesOnlyAnotherPersonsPast(_ reading: SpeechReading) -> Bool {
        guard !SituationReader.anotherPersonsStoryIsGoingOn(reading.clauses) else { return false }
        let over = SituationReader.anotherPersonsPast(reading.clauses)
        let describing = situationClauses(reading, curious: false)
        return !describing.isEmpty && describing.allSatisfy { over[$0] }
    }

    /// The indices of the clauses of `reading` that describe a situation.
    private func situationClauses(_ reading: SpeechReading, curious: Bool) -> [Int] {
        reading.clauses.indices.filter { index in
            let clause = reading.clauses[index]
            if curious, [.question, .negation].contains(clause.act) || SituationReader.curiosityPhrases.occur(in: clause.message.normalized.tokens) {
                return false
            }
            return !SituationReader.reportsAClaimAskedAbout(clause, in: reading) && describesASituation(clause)
        }
    }

    /// The most words a question asked out of curiosity, with no denial, may have.
    static let shortCuriousQuestion = 20

    /// Words that say a question is asked out of curiosity, not about something happening
    /// (`situation.curiosityPhrases`).
    static let curiosityPhrases = Phrases(WordList.situationCuriosityPhrases.words)

    /// Whether `clause` reports what someone says and the message asks whether it is true
    /// ("my colleague said if your hands swell it's pre-eclampsia, is that true?"): the claim
    /// asked about, not a situation of anyone's.
    static func reportsAClaimAskedAbout(_ clause: Clause, in reading: SpeechReading) -> Bool {
        reportsAClaim(clause.message.normalized.tokens)
            && reading.clauses.contains { $0.message.normalized.tokens.contains(where: truthWords.contains) }
    }

    /// Verbs of saying ("says", "told", "reckons").
    static let sayingVerbs: Set<String> = WordList.situationSayingVerbs.set
    /// Words that ask whether a claim is true ("true", "myth").
    static let truthWords: Set<String> = WordList.situationTruthWords.set

    /// Whether `tokens` report what someone says, with nothing of the person after the verb of
    /// saying ("my mum says you always go early with twins"; not "the midwife said I'm bleeding").
    static func reportsAClaim(_ tokens: [String]) -> Bool {
        guard let verb = tokens.firstIndex(where: sayingVerbs.contains) else { return false }
        return !tokens[(verb + 1)...].contains { firstPerson.contains($0) && $0 != "we" && $0 != "us" && $0 != "our" }
    }

    /// Words of the person themself, in a question about them ("should I…", "is my…").
    static let firstPerson: Set<String> = ["i", "me", "my", "im", "ive", "id", "myself", "mine", "we", "us", "our", "were", "weve", "ours"]

    /// Words that make a clause imagine rather than tell ("if", "hypothetically", "in case").
    static let imaginingWords: Set<String> = ["if", "hypothetically", "incase", "case", "suppose", "supposing", "imagine"]

    /// Whether a hypothetical clause imagines ("if I fell over…", "hypothetically…", "in case
    /// my waters break"), rather than being unsure of what is happening ("my waters might have
    /// broken").
    static func imagines(_ clause: Clause) -> Bool {
        imagines(clause.message.normalized.tokens)
    }

    /// Whether `tokens` hold a word of `imaginingWords` that imagines: an "if" after a word of
    /// not knowing ("not sure if my waters have gone", "wondering if this is labour") means
    /// "whether", and tells what may be happening.
    static func imagines(_ tokens: [String]) -> Bool {
        tokens.indices.contains { imaginingWords.contains(tokens[$0]) && !meansWhether(tokens, at: $0) }
    }

    /// Whether the "if" at `index` means "whether": it follows a word of `whetherWords`, at
    /// most one word between ("not sure if", "dont know if"), outside a question of how ("how
    /// do I know if my waters have gone?" asks how one would know, in general).
    static func meansWhether(_ tokens: [String], at index: Int) -> Bool {
        ["if", "whether"].contains(tokens[index]) && tokens[max(0, index - 2)..<index].contains(where: whetherWords.contains)
            && !tokens[..<index].contains("how")
    }

    /// Words of the person not knowing after which "if" means "whether" ("not sure if", "dont
    /// know if", "wondering if", "cant tell if", "no idea if"). Not words of asking: what a
    /// midwife asks ("she asked if I'd had headaches") tells nothing of the person.
    static let whetherWords: Set<String> = ["sure", "unsure", "know", "knew", "wonder", "wondering", "wondered",
                                            "tell", "idea", "certain", "checking", "clue"]

    /// Whether a clause says only that something has happened, its subject a pronoun for what
    /// the clause before it named: "and now they have", "I think it just did", "it's started".
    static func saysOnlyThatItHappened(_ clause: Clause) -> Bool {
        let tokens = clause.message.normalized.tokens
        return tokens.contains(where: pointingSubjects.contains) && tokens.contains(where: happenedVerbs.contains)
            && tokens.allSatisfy { pointingSubjects.contains($0) || happenedVerbs.contains($0) || happenedFillers.contains($0) }
    }

    /// The texts of `kept`, some of `clauses`, each read with what it points back at: "What do I
    /// do if my waters break? I think they just have" keeps the second clause, which says only
    /// that it has happened (`saysOnlyThatItHappened`), so it is read with the clause before it
    /// when that one is not kept.
    static func texts(of kept: [Clause], in clauses: [Clause]) -> [String] {
        kept.map { clause in
            guard saysOnlyThatItHappened(clause), let at = clauses.firstIndex(where: { $0.text == clause.text }), at > 0,
                  !kept.contains(where: { $0.text == clauses[at - 1].text }) else { return clause.text }
            return clauses[at - 1].text + " " + clause.text
        }
    }

    /// Subjects that point back at what was named before ("they" for the waters, "it" for labour).
    static let pointingSubjects: Set<String> = ["it", "its", "they", "theyve", "that", "thats"]
    /// Auxiliaries and verbs that, alone with such a subject, say it has happened.
    static let happenedVerbs: Set<String> = ["have", "has", "did", "is", "are", "had", "happened", "happening", "started", "starting",
                                             "gone", "begun", "began", "come", "came", "broken", "went", "go", "going"]
    /// Words that may stand beside them ("and now", "I think", "just", "already").
    static let happenedFillers: Set<String> = ["and", "now", "just", "already", "actually", "i", "think", "really", "so", "yes", "yeah",
                                               "oh", "well", "but", "finally", "literally", "today", "tonight", "this", "morning", "might", "may", "maybe"]

    /// Verbs that tell what happened to someone else, over ("my mum had a massive bleed").
    static let otherPersonPastVerbs: Set<String> = ["had", "was", "were", "needed", "died", "passed", "went", "got", "nearly"]
    /// Words besides `nowWords` that bring a story about someone else up to now ("my friend
    /// has just collapsed", "she is bleeding").
    static let presentWords: Set<String> = ["just", "is", "are", "has", "right"]

    /// Whether a clause tells what happened to someone else in the past, with nothing of now
    /// ("my sister had a fit after her baby", "my mum had a massive bleed after having me"):
    /// their story, not a situation of the person's. "My friend just collapsed" is now, and
    /// "my mum says I had a seizure" is the person's. A clause that names no one goes on with
    /// the one before it ("…and needed blood" after "my aunt had a huge bleed"; "…and was
    /// shaking" after "my husband says I went stiff").
    ///
    /// With `anyPastVerb` (the message goes on to ask a question), any verb in the past tense
    /// tells it ("my friend fainted at 12 weeks in the supermarket, is that common?"); alone, a
    /// clause like "my wife collapsed" may be happening now, so only `otherPersonPastVerbs` do.
    static func tellsAnotherPersonsPast(_ clause: Clause, after previous: Bool = false, anyPastVerb: Bool = false) -> Bool {
        let tokens = clause.message.normalized.tokens
        guard clause.act == .otherPerson, tokens.contains(where: otherPersonPastVerbs.contains) || anyPastVerb && WriteGate.tellsThePast(tokens),
              !saysMinutesOrHoursAgo(tokens),
              !tokens.contains(where: { nowWords.contains($0) || presentWords.contains($0) || ["i", "im", "ive", "id"].contains($0) }) else { return false }
        let namesSomeone = tokens.contains(where: { SpeechActReader.otherPeople.contains($0) })
        // "He was boxing away last night": a "he" or "she" who moves is the baby inside, whose
        // yesterday is the person's own story, not someone else's that is over.
        if !namesSomeone, tokens.contains(where: babyMovementWords.contains) { return false }
        return previous || namesSomeone || tokens.contains(where: { SpeechActReader.thirdPerson.contains($0) })
    }

    /// Words for a baby moving inside ("he was boxing all day", "she was kicking loads").
    static let babyMovementWords: Set<String> = ["kicking", "kicked", "kicks", "boxing", "moving", "moved", "rolling", "wriggling",
                                                 "squirming", "somersaults", "flipping", "punching", "active", "hiccups", "hiccuping"]

    /// `tellsAnotherPersonsPast` for each clause in order, each read after the one before.
    static func anotherPersonsPast(_ clauses: [Clause]) -> [Bool] {
        var previous = false
        let asks = clauses.contains { $0.act == .question }
        return clauses.map { clause in
            previous = tellsAnotherPersonsPast(clause, after: previous, anyPastVerb: asks)
            return previous
        }
    }

    /// Words that say someone is over it ("she's fine now", "her baby is doing great").
    static let recoveredWords: Set<String> = ["fine", "ok", "okay", "well", "better", "recovered", "healthy", "alright", "great", "good", "perfect", "thriving", "brilliant"]

    /// Words that deny a word of `recoveredWords` ("she doesn't look good", "he's not well").
    static let notRecoveredWords: Set<String> = ["not", "isnt", "never", "doesnt", "dont", "didnt", "wasnt", "arent", "no", "hardly", "barely"]

    /// Whether someone else's story in `clauses` is still going on: a clause tells their state
    /// now (`tellsAnotherPersonsPresent`), tells it minutes or hours ago ("my wife's waters went
    /// an hour ago"), or the message asks what to do now ("my wife's waters went, what do we
    /// do?"). Then the message is their emergency told now, read whole.
    static func anotherPersonsStoryIsGoingOn(_ clauses: [Clause]) -> Bool {
        clauses.contains { clause in
            tellsAnotherPersonsPresent(clause)
                || (clause.act == .otherPerson && saysMinutesOrHoursAgo(clause.message.normalized.tokens))
                || asksWhatToDoNow(clause)
        }
    }

    /// Units of time that make "… ago" a moment ago, still now ("an hour ago", "20 mins ago").
    static let momentsAgoUnits: Set<String> = ["minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "second", "seconds", "secs"]

    /// Whether `tokens` say "… ago" of minutes or hours.
    static func saysMinutesOrHoursAgo(_ tokens: [String]) -> Bool {
        tokens.indices.dropFirst().contains { tokens[$0] == "ago" && momentsAgoUnits.contains(tokens[$0 - 1]) }
    }

    /// Whether a clause asks what to do, now and without imagining ("what do we do", "what
    /// should I do now?"; not "what do I do if my waters go?").
    static func asksWhatToDoNow(_ clause: Clause) -> Bool {
        let tokens = clause.message.normalized.tokens
        guard [.question, .request].contains(clause.act), !imagines(clause), !tokens.contains("when"),
              let what = tokens.firstIndex(where: { $0 == "what" || $0 == "how" }) else { return false }
        let rest = Array(tokens[(what + 1)...])
        guard let asker = rest.prefix(3).firstIndex(where: { ["i", "we"].contains($0) }) else { return false }
        return rest.prefix(asker).allSatisfy(["do", "should", "shall", "can", "must"].contains)
            && rest.dropFirst(asker + 1).prefix(2).contains("do")
    }

    /// Whether a clause tells someone else's state now, not recovered ("she's awake now but
    /// confused", "he is bleeding a lot", "she doesn't look good"): then their story is still
    /// going on.
    static func tellsAnotherPersonsPresent(_ clause: Clause) -> Bool {
        guard clause.act == .otherPerson else { return false }
        let tokens = clause.message.normalized.tokens
        // "She's fine now" is over; "she's not well", "she doesn't look good" are not, with or
        // without a word of now.
        let saysRecovered = tokens.contains(where: recoveredWords.contains)
        let denied = tokens.contains(where: SituationReader.notRecoveredWords.contains)
        if saysRecovered && denied { return true }
        return tokens.contains(where: { nowWords.contains($0) || presentWords.contains($0) }) && !saysRecovered
    }

    /// Whether one clause describes a present situation.
    func describesASituation(_ clause: Clause) -> Bool {
        let tokens = clause.message.normalized.tokens
        switch clause.act {
        // A habit or a denial can be a situation now ("I keep being sick every day", "haven't
        // felt the baby move today"); the past ("used to", "years ago") is the triage
        // modifiers' to read, and denied symptoms are left out before the rules run.
        // A clause read as about a thing is still read for a situation: a body word missing
        // from `speech.ownSubjects` must never cost a safety answer.
        case .log, .unclear, .otherPerson, .aboutAThing, .instruction, .habit, .negation: return true
        case .hypothetical, .chat: return false
        case .question: return statesAState(tokens)
        // What the speech reader cannot place is read as a request; a request asks with its
        // first word ("show…", "tell me…"), anything else states something ("newborn looks grey").
        case .request:
            guard let first = tokens.first(where: { !SpeechActReader.fillers.contains($0) }) else { return false }
            return !SpeechActReader.requestVerbs.contains(first) || statesAState(tokens)
        }
    }

    /// Whether `tokens` state a present state on the way to a question: "I have…", "I'm
    /// bleeding…", "my waters broke…", "…right now".
    func statesAState(_ tokens: [String]) -> Bool {
        if tokens.contains(where: SituationReader.nowWords.contains) { return true }
        // "Condom broke last night, what do I do?": a recent time of day is as present as "yesterday".
        for index in tokens.indices.dropLast() where SituationReader.recentTimesOfDay[tokens[index]]?.contains(tokens[index + 1]) == true {
            return true
        }
        // "Who do I call if I think I'm in labour?": a subject after "if" or "when" imagines;
        // after "not sure if" or "wondering if" it tells what may be happening.
        let imagined = tokens.indices.first(where: { ["if", "when", "once", "whether"].contains(tokens[$0]) && !SituationReader.meansWhether(tokens, at: $0) })
            ?? tokens.endIndex
        for index in tokens.indices where index < imagined && SituationReader.subjects.contains(tokens[index]) {
            // "can I…", "should I…", "do I…" ask; the subject must not follow the question's verb.
            if index > 0, SpeechActReader.auxiliaries.contains(tokens[index - 1]) { continue }
            let next = tokens[(index + 1)..<min(tokens.count, index + 3)]
            if next.contains(where: { SituationReader.selfStateVerbs.contains($0) }) { return true }
            // "I'm 20 weeks…", "I've…" carry their verb in the word.
            if ["im", "ive"].contains(tokens[index]) { return true }
        }
        for index in tokens.indices where tokens[index] == "my" {
            let next = tokens[(index + 1)..<min(tokens.count, index + 4)]
            if next.contains(where: SituationReader.stateVerbs.contains),
               !(index > 0 && ["if", "when", "once", "before", "until", "til", "till"].contains(tokens[index - 1])
                   && !SituationReader.meansWhether(tokens, at: index - 1)) {
                return true
            }
        }
        return false
    }
}
