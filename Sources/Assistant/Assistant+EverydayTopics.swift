import Content
import CycleCore
import Language

/// Everyday questions whose words pull the intent model towards the person's own data, routed
/// to the library answer they ask for: "is being moody before my period real?" (PMS), "my mum's
/// periods stopped at 45, will mine?" (menopause age), "I keep waking at 3am, is that hormonal?"
/// (what Bloom can say and do about sleep), "what shouldn't I eat when trying to conceive?"
/// (getting ready before trying). Each rule is narrow: a question, with the words that make it
/// that question; nothing is written for any of them.
extension Assistant {
    /// The everyday questions the library answers before the intent handlers see them.
    enum EverydayQuestion: Equatable {
        /// "My bf thinks I'm moody before my period, is that real?"
        case moodBeforePeriod
        /// "My mum's periods stopped at 45, will mine?"
        case relativesMenopause
        /// "I keep waking at 3am, is that hormonal?"
        case nightWaking
        /// "I keep waking at 3am, is it the menopause?"
        case nightWakingAroundMenopause
        /// "What shouldn't I eat when we're trying to conceive?"
        case foodsToAvoidWhenTrying
    }

    // The everyday questions' words: `word-lists.json`'s `everyday.*` lists, whose `about`s say
    // what each is for.
    /// Moods that, with "before" and a period, ask whether moods before a period are real.
    static let moodWords: MentionWords = WordList.everydayMoodWords.mentionWords
    /// Words that make a question about moods before a period ask for help or history instead.
    static let otherMoodAsks: MentionWords = WordList.everydayOtherMoodAsks.mentionWords
    static let periodNames: MentionWords = WordList.everydayPeriodNames.mentionWords
    static let relatives: MentionWords = WordList.everydayRelatives.mentionWords
    static let stoppedWords: MentionWords = WordList.everydayStoppedWords.mentionWords
    static let menopauseWords: MentionWords = WordList.everydayMenopauseWords.mentionWords
    static let wakingWords: MentionWords = WordList.everydayWakingWords.mentionWords
    static let hormoneOrCycleWords: MentionWords = WordList.everydayHormoneOrCycleWords.mentionWords
    static let eatingWords: MentionWords = WordList.everydayEatingWords.mentionWords
    static let avoidWords: MentionWords = WordList.everydayAvoidWords.mentionWords
    static let tryingWords: MentionWords = WordList.everydayTryingWords.mentionWords
    static let pregnantWords: MentionWords = WordList.everydayPregnantWords.mentionWords

    /// Drinks the food-safety list answers one by one (its caffeine limit).
    static let caffeineWords: MentionWords = WordList.everydayCaffeineWords.mentionWords

    /// Whether `message` names one food or drink, which the food-safety list answers as an item.
    static func asksAboutOneFood(_ message: AnalyzedMessage) -> Bool {
        message.hasEntity(.food) || message.mentions(caffeineWords)
    }

    /// Which everyday question `understanding` asks, if any.
    static func everydayQuestion(_ understanding: Understanding, mode: Mode) -> EverydayQuestion? {
        let message = understanding.message
        let asks = understanding.speech.clauses.contains { [.question, .request].contains($0.act) }
        guard asks else { return nil }
        // "What helps my moods before my period?" and "show my moods before my period" ask
        // something else (what helps PMS, the person's own history).
        if message.mentions(moodWords), message.mentions(["before"]), message.mentions(periodNames), !message.mentions(otherMoodAsks) {
            return .moodBeforePeriod
        }
        if message.mentions(relatives), message.mentions(menopauseWords) || (message.mentions(periodNames) && message.mentions(stoppedWords)) {
            return .relativesMenopause
        }
        // Waking is the question only when nothing else troubling is named: "woke up to very
        // heavy bleeding" is about the bleeding, "woke with cramps" about the cramps.
        if mode != .pregnancy, message.mentions(wakingWords), !namesAComplaintBesidesSleep(message) {
            // Menopause named: the perimenopause sleep topic answers it.
            if message.mentions(menopauseWords) { return .nightWakingAroundMenopause }
            if message.mentions(hormoneOrCycleWords) { return .nightWaking }
        }
        let trying = message.mentions(tryingWords) || (mode == .ttc && !message.mentions(pregnantWords))
        // "What foods should I avoid when trying?" and "what shouldn't I eat when we're trying?"
        // get one answer: getting ready before trying, which points to caffeine. The pregnancy
        // food-safety list still answers a question about one food or drink ("is sushi ok when
        // trying?") with that item.
        if message.mentions(eatingWords), message.mentions(avoidWords), trying,
           understanding.classification.intent != IntentID.nutritionAvoid.rawValue || !asksAboutOneFood(message) {
            return .foodsToAvoidWhenTrying
        }
        return nil
    }

    /// Symptoms that are part of waking at night, not another complaint (`symptoms.json`).
    static let sleepSymptoms: Set<String> = ["insomnia", "night-sweats", "hot-flushes", "fatigue", "restless-legs"]

    /// Whether `message` names bleeding or a symptom besides broken sleep and what comes with it.
    static func namesAComplaintBesidesSleep(_ message: AnalyzedMessage) -> Bool {
        message.hasEntity(.flow) || message.all(.symptom).contains { !sleepSymptoms.contains($0.id ?? "") }
    }

    /// The library's answer to an everyday question, or nil when the message is not one.
    func everydayTopicAnswer(_ understanding: Understanding, context: inout AnswerContext) -> AnswerOutput? {
        guard let question = Assistant.everydayQuestion(understanding, mode: context.mode) else { return nil }
        switch question {
        case .moodBeforePeriod: return topicAnswer("pms-symptoms", context: &context)
        case .relativesMenopause: return topicAnswer("menopause-age", context: &context)
        case .nightWakingAroundMenopause: return topicAnswer("perimenopause-sleep", context: &context)
        case .foodsToAvoidWhenTrying: return topicAnswer("preconception-checklist", also: "caffeine-ttc", context: &context)
        case .nightWaking:
            // No topic answers waking at night for everyone: the two that touch sleep are named,
            // with what Bloom can do (log and score sleep), and when to see a GP.
            let pms = knowledge.topics.topic(id: "pms-symptoms")?.title
            let perimenopause = knowledge.topics.topic(id: "perimenopause-sleep")?.title
            var output = AnswerOutput(key: .topicSleep, values: [
                "pms": pms.map { .string($0) } ?? .null, "perimenopause": perimenopause.map { .string($0) } ?? .null,
            ], rememberIntent: false)
            output.medical = true
            return output
        }
    }

    /// The answer of the topic `id`, as a library search that found it would give it.
    func topicAnswer(_ id: String, also: String? = nil, context: inout AnswerContext) -> AnswerOutput? {
        guard let topic = knowledge.topics.topic(id: id) else { return nil }
        return TopicAnswers.answer(topic, also: also.flatMap(knowledge.topics.topic(id:)), &context)
    }
}
