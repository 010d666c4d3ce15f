import CycleCore

/// Answers for messages that trip a guard: these replace the intent's answer entirely.
enum GuardAnswers {
    static func answer(_ kind: GuardKind, context: inout AnswerContext) -> AnswerOutput {
        var output = AnswerOutput(key: key(for: kind), rememberIntent: false)
        output.values["intent"] = .string(context.intent.rawValue)
        switch kind {
        case .emergency, .crisis:
            // Urgent help first and nothing else: no note, no content. A message about a
            // pregnancy gets the maternity-unit answer whatever the profile's mode.
            output.medical = false
            if context.assistant.guards.isAboutPregnancy(context.message, pregnant: context.mode == .pregnancy) {
                output.attributes["mode"] = Mode.pregnancy.rawValue
            }
            // A crisis about eating (restricting, purging, bingeing, fear of food) gets the
            // eating-disorder services, with the emergency lines kept in the same answer.
            if kind == .crisis, context.message.mentions(eatingWords) { output.attributes["topic"] = "eating" }
            // Danger from someone else ("he strangled me last night") needs the emergency
            // number and the domestic abuse helplines.
            if kind == .crisis, GuardAnswers.tellsOfDangerFromSomeone(context.message) { output.attributes["topic"] = "abuse" }
            // An overdose already taken needs emergency care before anything else is said.
            if kind == .crisis, GuardAnswers.tookAnOverdose(context.message) { output.attributes["topic"] = "overdose" }
        case .diagnosis, .medication, .contraception:
            output.medical = true
            if kind == .diagnosis, context.assistant.asksOnlyWhetherPregnant(context.message) {
                output.attributes["asks"] = "pregnancy"
                // When a test becomes reliable, by the person's own cycle (an estimate).
                output.values["periodDue"] = context.mode == .pregnancy ? .null : context.prediction.map { .day($0.nextStart) } ?? .null
                output.values["periodLate"] = .bool(context.mode != .pregnancy && (context.status?.isLate ?? false))
            }
            if kind == .contraception, let prediction = context.prediction {
                output.values["fertileStart"] = .day(prediction.fertileStart)
                output.values["fertileEnd"] = .day(prediction.fertileEnd)
            }
        }
        return output
    }

    /// The template of a guard, `guard.<kind>`. Built from the kind at run time, as the screen
    /// trips it (one kind per rule of `guards.json`): `templateKeys` declares every kind, so
    /// start-up and the capability tests check each has its template.
    static func key(for kind: GuardKind) -> TemplateKey { TemplateKey("guard.\(kind.rawValue)") }

    /// Words that name taking medicines, and the medicines, for an overdose already taken
    /// (`word-lists.json`).
    static let takingWords: MentionWords = WordList.guardsTakingWords.mentionWords
    static let medicineWords: MentionWords = WordList.guardsMedicineWords.mentionWords
    /// Words that make an overdose only thought of, not taken.
    static let notTakenWords: MentionWords = WordList.guardsNotTakenWords.mentionWords

    /// Whether a crisis message says an overdose was taken ("I deliberately took a lot of
    /// painkillers an hour ago"), not only thought of.
    static func tookAnOverdose(_ message: AnalyzedMessage) -> Bool {
        message.mentions(takingWords) && message.mentions(medicineWords) && !message.mentions(notTakenWords)
    }

    /// People who may put the person in danger, and what they do to "me" (`word-lists.json`).
    static let someoneElse: Set<String> = WordList.guardsSomeoneElse.set
    static let harmToMe: Set<String> = WordList.guardsHarmToMe.set

    /// Whether a crisis message tells of danger from someone else, and not of harming oneself:
    /// a partner, an ex or "he" named, and something done to "me" ("strangled me", "said he
    /// will kill me", "locked me in") or "dead if". A message that also speaks of harming
    /// oneself ("he hurt me so much, I want to die") keeps the crisis lines first.
    static func tellsOfDangerFromSomeone(_ message: AnalyzedMessage) -> Bool {
        tellsOfDangerFromSomeone(message.normalized.tokens)
    }

    /// `tellsOfDangerFromSomeone`, on a message's normalised words.
    static func tellsOfDangerFromSomeone(_ tokens: [String]) -> Bool {
        guard tokens.contains(where: someoneElse.contains), !tokens.contains(where: harmingOneself.contains) else { return false }
        return tokens.indices.dropLast().contains { harmToMe.contains(tokens[$0]) && tokens[$0 + 1] == "me" }
            || tokens.indices.dropLast().contains { tokens[$0] == "dead" && tokens[$0 + 1] == "if" }
            || tokens.indices.dropLast().contains { tokens[$0] == "knife" && ["to", "at"].contains(tokens[$0 + 1]) }
    }

    /// Words of harming oneself, which keep a crisis message's answer the crisis lines.
    static let harmingOneself: Set<String> = WordList.guardsHarmingOneself.set

    /// Words that make a crisis message about eating.
    static let eatingWords: MentionWords = WordList.guardsEatingWords.mentionWords
}

extension GuardAnswers: RendersTemplates {
    static let templateKeys: [TemplateKey] = GuardKind.allCases.map(key(for:)) + [.guardCrisisSomeoneElse]
}
