import Language

/// Answers a question that mentions something Bloom logs ("what does a positive opk mean",
/// "is a bbt of 36.2 too low", "what counts as a heavy period") — from what Bloom has, and
/// never by logging it.
///
/// The health-topic library answers first when a topic fits the question; the general answers
/// below are the fallback for questions it does not cover.
enum LoggableQuestionAnswers {
    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        answer(&context, library: true)
    }

    /// The answer, from the library when `library` allows it (not for "we didn't bd last
    /// night, too tired", which asks nothing a topic could answer).
    static func answer(_ context: inout AnswerContext, library: Bool) -> AnswerOutput {
        if library, let answer = libraryAnswer(&context) { return answer }
        let message = context.message
        let topic: String
        var name = ""
        var ownName: String?
        if SpeechOverrides.isAboutAPregnancyTest(message) {
            topic = "pregnancy_test"
        } else if message.mentions(opkWords) || (message.mentions(["ovulation"]) && message.mentions(testWords)) {
            topic = "opk"
        } else if message.hasEntity(.temperature) || message.mentions(temperatureWords) {
            topic = "temperature"
        } else if let symptom = message.first(.symptom) {
            // The nausea answer is about early pregnancy: not for "…and I'm not pregnant".
            let denied = Assistant.deniesPregnancy(message, mode: context.mode, pregnantNow: context.pregnantNow)
            topic = symptom.id == "nausea" && !denied ? "nausea" : "symptom"
            name = symptom.text
            // "Bloated af today, is that a period thing?" names the symptom by its lexicon name
            // ("your bloating"), not as typed ("your bloated").
            ownName = symptom.id.flatMap { id in context.assistant.knowledge.symptoms.entries.first { $0.id == id }?.name } ?? symptom.text
        } else if let flow = message.first(.flow), flow.id == "heavy" {
            topic = "flow"
            name = flow.text
        } else if let flow = message.first(.flow), flow.id != "medium" {
            // "My periods have been really light lately": the heavy-period line is no answer.
            if let id = flow.id, let answer = flowTopicAnswer(id, &context) { return answer }
            topic = "symptom"
            name = flow.id == "spotting" ? "spotting" : "light bleeding"
        } else if let mood = message.first(.mood) {
            topic = "mood"
            name = mood.text
        } else if message.mentions(lifestyleWords) {
            // "Is it bad that I had like 4 coffees today?": no judgement of the amount, an offer to track it.
            topic = "lifestyle"
        } else if message.hasEntity(.volume) || message.mentions(waterWords) {
            topic = "water"
        } else if message.mentions(periodWords) {
            topic = "period"
        } else if message.hasEntity(.mode) || message.mentions(modeWords) {
            topic = "mode"
        } else {
            topic = "other"
        }
        return AnswerOutput(key: .topicGeneral, values: [
            "topic": .string(topic), "name": .string(name), "ownName": .string(ownName ?? name), "notLogged": .null, "offer": false, "items": .list([]),
            "day": .null, "isToday": true, "pregnant": .bool(context.pregnantNow || context.mode == .pregnancy),
        ], medical: !["other", "mode", "water", "pregnancy_test", "lifestyle"].contains(topic), rememberIntent: false)
    }

    /// Whether the general answers below have something of their own for `message`: an
    /// ovulation test, a temperature, a pregnancy test, caffeine, alcohol or smoking, or water
    /// (not a symptom, a mood or a period, which only the library can answer).
    static func knowsTheSubject(_ message: AnalyzedMessage) -> Bool {
        SpeechOverrides.isAboutAPregnancyTest(message)
            || message.mentions(opkWords)
            || (message.mentions(["ovulation"]) && message.mentions(testWords))
            || message.hasEntity(.temperature) || message.mentions(temperatureWords)
            || message.mentions(lifestyleWords) || message.hasEntity(.volume) || message.mentions(waterWords)
    }

    /// Words that name what `log.lifestyle` keeps: caffeine, alcohol, smoking (`word-lists.json`).
    static let lifestyleWords: MentionWords = WordList.loggableQuestionsLifestyleWords.mentionWords
    /// Words that make a question one about ovulation tests.
    static let opkWords: MentionWords = WordList.loggableQuestionsOpkWords.mentionWords
    /// Words that, with "ovulation", make a question one about ovulation tests.
    static let testWords: MentionWords = WordList.loggableQuestionsTestWords.mentionWords
    /// Words that make a question one about temperatures.
    static let temperatureWords: MentionWords = WordList.loggableQuestionsTemperatureWords.mentionWords
    /// Words that make a question one about water.
    static let waterWords: MentionWords = WordList.loggableQuestionsWaterWords.mentionWords
    /// Words that make a question one about periods.
    static let periodWords: MentionWords = WordList.loggableQuestionsPeriodWords.mentionWords
    /// Words that make a question one about pregnancy or trying.
    static let modeWords: MentionWords = WordList.loggableQuestionsModeWords.mentionWords

    /// The library's topic named for a light flow or spotting ("light-period",
    /// "spotting-between-periods") when it is the best match, even a weak one: the question
    /// names that flow, so its own topic answers it.
    static func flowTopicAnswer(_ flow: String, _ context: inout AnswerContext) -> AnswerOutput? {
        let result = context.assistant.topics.search(context.message, lastTopic: nil, mode: context.mode, pregnantNow: context.pregnantNow)
        guard let best = result.best, best.topic.id.split(separator: "-").contains(Substring(flow)) else { return nil }
        return TopicAnswers.answer(best.topic, &context)
    }

    /// The health-topic library's answer, when a topic fits the question clearly; else nil, and
    /// Bloom answers from the general answers in `Knowledge/assistant/templates/speech.tmpl`.
    static func libraryAnswer(_ context: inout AnswerContext) -> AnswerOutput? {
        var result = context.assistant.topics.search(context.message, lastTopic: context.conversation.lastTopic, mode: context.mode, pregnantNow: context.pregnantNow)
        var asked = context.message
        // "Had 2 glasses of prosecco at my work do last night, is that bad in the tww?": the
        // question points at what the message told; read as asking about it, the rest of the
        // story does not dilute it.
        if !result.fits, let question = ToldSubject.question(&context) {
            let again = context.assistant.topics.search(question, lastTopic: nil, mode: context.mode, pregnantNow: context.pregnantNow)
            if again.fits { (result, asked) = (again, question) }
        }
        guard result.fits, let best = result.best,
              TopicAnswers.sharesASubject(best.topic, asked, besides: context.assistant.routeReader.words.generalCues, index: context.assistant.topics.index) else { return nil }
        // "Took a pregnancy test, negative": a topic about medicines taken or ovulation tests
        // shares words, not the subject; only a topic about tests answers it.
        if SpeechOverrides.isAboutAPregnancyTest(context.message), !best.topic.id.contains("test") { return nil }
        return TopicAnswers.answer(result, &context)
    }
}

extension LoggableQuestionAnswers: Capability {
    static let intents: [IntentID] = []
    static let intentPrefixes = ["topic."]
    static let templateKeys: [TemplateKey] = [.topicGeneral] + TopicAnswers.templateKeys
}
