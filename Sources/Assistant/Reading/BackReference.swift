import CycleCore

/// "Leg cramps woke me up last night" … "is that normal at 20 weeks?" … "how do I stop them?":
/// a short question that points back ("them", "that", "it"; `followUp.pointingWords`) and names
/// nothing of Bloom's own asks about what the person told a few turns before. The question is
/// read again with the pointing word replaced by what was told ("how do I stop leg cramps"), so
/// the route, triage and the library all read the same question.
///
/// What was told is remembered by the chat (`Conversation.lastSubject`): the first symptom,
/// bleeding, discharge or mood a message wrote (else the day of the sex, test or temperature
/// it wrote), for `turns` turns, until a library answer about something else replaces it.
enum BackReference {
    /// How many turns after the message that told it a subject can be pointed back at.
    static let turns = 3
    /// The longest question read as pointing back.
    static let longestQuestion = 10
    /// The words that point back.
    static let pointingWords: Set<String> = WordList.followUpPointingWords.set

    /// What `writes` told of the person's body or mood that a later question can ask about
    /// ("leg cramps", "spotting", "egg white discharge", "feeling irritable"), else the drink
    /// or smoke they counted ("caffeine", "alcohol", "smoking"), else "my period" for a
    /// period's start or end ("so how long was it?"); when they told
    /// nothing such, the day of the sex, ovulation test or temperature they told of, for a
    /// question about that day ("we had sex last night" … "was that a good day for it?":
    /// "yesterday"); nil when they told neither.
    /// - Parameter told: the message that told them: an unusual discharge is named by the
    ///   words it was told in ("fishy greyish discharge"), which say more than "unusual".
    static func subject(of writes: [JournalWrite], today: Day, told: AnalyzedMessage? = nil) -> (words: String, isADay: Bool)? {
        // "Period showed up this morning, only light so far" … "is it bad that it came so
        // early?": a flow told with the period's start or end is the period's.
        let tellsThePeriod = writes.contains { if case .periodStart = $0 { true } else if case .periodEnd = $0 { true } else { false } }
        for write in writes {
            if tellsThePeriod, case .flow = write { continue }
            if let item = write.spokenItem { return (item, false) }
            if case let .discharge(kind, _) = write {
                let described = told?.all(.discharge).map(\.text).filter { !$0.contains("discharge") } ?? []
                if kind == "unusual", !described.isEmpty { return (Array(Set(described)).sorted().joined(separator: " ") + " discharge", false) }
                return (kind.replacingOccurrences(of: "-", with: " ") + " discharge", false)
            }
            if let mood = write.spokenMood { return (mood, false) }
        }
        // "Tested at 8dpo, stark white bfn" … "is that normal?": the test, by its result.
        for case let .pregnancyTest(positive, faint, _) in writes {
            return ((faint ? "a faint " : "a ") + (positive ? "positive" : "negative") + pregnancyTestSubject, false)
        }
        // "2 coffees today so far" … "is that too much?": the drink, by what it counts.
        for case let .lifestyle(kind, _, _, _) in writes {
            if let drink = ToldSubject.drinkSubjects[kind] { return (drink, false) }
        }
        // "Period finished yesterday, it started thursday" … "so how long was it?": the period.
        if tellsThePeriod { return ("my period", false) }
        guard let day = writes.lazy.compactMap(\.fertilityDay).first, day <= today else { return nil }
        return (day == today ? "today" : day == today - 1 ? "yesterday" : "on " + day.iso, true)
    }

    /// How a pregnancy test told just before is named as a question's subject ("a negative
    /// pregnancy test"): pointed back at only by "is that normal?" and the like.
    static let pregnancyTestSubject = " pregnancy test"

    /// Words that make a question one about a day ("was that a good day for it?", "was that
    /// the right time?"): only such a question points back at a day told of.
    static let dayQuestionWords: Set<String> = WordList.followUpDayQuestionWords.set

    /// `understanding`'s text with its first pointing word replaced by `subject`, when it is a
    /// short question that points back (at a day only when it asks about a day), names no day
    /// ("no wait, it was yesterday" moves an entry) and nothing of Bloom's own
    /// (`RouteReader.namesASubject`); nil otherwise.
    static func resolved(_ understanding: Understanding, subject: String, isADay: Bool = false, routeReader: RouteReader) -> String? {
        let message = understanding.message
        let tokens = message.normalized.tokens
        // "2 coffees today so far" … "what's the limit in pregnancy again?": a question asking
        // to be told again points back at what was told, with no pointing word; the subject
        // goes before what it asks for ("what's the caffeine limit…").
        if TopicRetriever.asksToBeReminded(tokens), understanding.speech.act == .question, !isADay, understanding.guardKind == nil,
           !message.hasEntity(.day), !subject.split(separator: " ").contains(where: { tokens.contains(String($0)) }),
           let the = tokens.firstIndex(of: "the") {
            var words = tokens
            words.insert(subject, at: the + 1)
            return words.joined(separator: " ") + (message.normalized.original.contains("?") ? "?" : "")
        }
        // "What if it was my face and hands too?" imagines more of what was told: it points back too.
        let imaginesMore = understanding.speech.act == .hypothetical && tokens.starts(with: ["what", "if"])
        guard tokens.count <= longestQuestion, understanding.speech.act == .question || imaginesMore, !message.hasEntity(.day),
              !isADay || tokens.contains(where: dayQuestionWords.contains),
              // "Is that normal?" just after a test result asks about the result; "when should
              // I see someone about it?" asks about what brought the test on.
              !subject.hasSuffix(pregnancyTestSubject) || Assistant.asksIsThatNormal(tokens),
              understanding.guardKind == nil,
              !routeReader.namesASubject(message) || namesOnlyAPartOfTheCycle(message) || asksWhatItIs(tokens) || Assistant.asksIsThatNormal(tokens) && namesOnlyANormalFlow(message),
              let at = tokens.indices.first(where: { pointingWords.contains(tokens[$0]) && !opensAClause(tokens, at: $0) }) else { return nil }
        // "Was that decent timing?" after sex told on a day asks where that day fell: asked in
        // the one form the answer about a day's place in the window reads, however it was put.
        if isADay { return "was \(subject) in my fertile window?" }
        var words = tokens
        words[at] = subject
        return words.joined(separator: " ") + (message.normalized.original.contains("?") ? "?" : "")
    }

    /// Whether the only thing `message` names is "normal" read as a flow (during a period "is
    /// that normal?" reads its last word as a normal flow): it asks whether what was told is usual.
    static func namesOnlyANormalFlow(_ message: AnalyzedMessage) -> Bool {
        let named = message.entities.filter { [.symptom, .mood, .discharge, .opk, .flow, .temperature].contains($0.kind) }
        return !named.isEmpty && named.allSatisfy { $0.kind == .flow && $0.text == "normal" }
    }

    /// Whether what the message names is only a time of the cycle ("is that normal this close
    /// to my period?", "…before my period"): the time frames the question, the subject is
    /// still what was just told.
    static func namesOnlyAPartOfTheCycle(_ message: AnalyzedMessage) -> Bool {
        let text = " " + message.normalized.text + " "
        guard SpeechActReader.cycleFramePhrases.contains(where: { text.contains(" \($0) ") }) else { return false }
        // "Normal" beside the period reads as a flow; here it asks whether something is usual.
        return !message.entities.contains { entity in
            [.symptom, .mood, .discharge, .opk, .flow, .temperature].contains(entity.kind) && !(entity.kind == .flow && entity.text == "normal")
        }
    }

    /// Whether `tokens` ask what the thing pointed at may be ("could that be implantation?",
    /// "might it be a uti?"): the subject they name is what the thing told may be, so the
    /// question still points back at it ("is it normal for the baby to kick this much?" names
    /// its own subject and does not).
    static func asksWhatItIs(_ tokens: [String]) -> Bool {
        guard tokens.count >= 4, let at = tokens.indices.dropFirst().first(where: { pointingWords.contains(tokens[$0]) }) else { return false }
        return ["could", "can", "might", "may", "would"].contains(tokens[at - 1]) && tokens[at + 1 < tokens.count ? at + 1 : at] == "be"
    }

    /// Words before "that" that make it open a clause about them ("anything that might help").
    static let clauseHeads: Set<String> = WordList.followUpClauseHeads.set
    /// Words after "that" that make it the subject of a clause of its own ("…that might help").
    static let clauseVerbs: Set<String> = WordList.followUpClauseVerbs.set

    /// Whether the "that" at `index` opens a clause ("anything that might help") rather than
    /// pointing back ("is that normal?").
    static func opensAClause(_ tokens: [String], at index: Int) -> Bool {
        guard tokens[index] == "that" else { return false }
        return (index > 0 && clauseHeads.contains(tokens[index - 1])) || (index + 1 < tokens.count && clauseVerbs.contains(tokens[index + 1]))
    }
}

extension JournalWrite {
    /// The day of a write that tells of a day in the fertile window's terms (sex, an ovulation
    /// test, a temperature), nil for any other.
    var fertilityDay: Day? {
        switch self {
        case let .sex(_, day), let .ovulationTest(_, day), let .temperature(_, day): day
        default: nil
        }
    }
}
