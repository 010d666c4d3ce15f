import Content
import CycleCore
import Language

/// Answers from the health-topic library: the best topic's answer, the person's own figure
/// when the topic asks for one and the data is there, when to get help and where, the
/// sources, and the runner-up when two topics are close; or, when none fits, the closest.
enum TopicAnswers {
    /// The share of the question's words the closest topic must cover to be named when none fits.
    static let closestCoverage = 0.3
    /// The share a general question's closest topic must cover to be named beside who can help.
    static let noFitClosestCoverage = 0.4

    /// The answer for a search result, or nil when the library has nothing near the message.
    static func answer(_ result: TopicSearchResult, _ context: inout AnswerContext) -> AnswerOutput? {
        guard let best = result.best else { return nil }
        guard result.fits else {
            // The closest topic is named only when it shares a fair part of the question's words;
            // an unrelated title would read as a wrong answer.
            let closest: TemplateValue = best.coverage >= TopicAnswers.closestCoverage ? .string(best.topic.title) : .null
            var output = AnswerOutput(key: .topicNone, values: ["closest": closest], rememberIntent: false)
            output.medical = true
            return output
        }
        return answer(best.topic, also: result.close ? result.runnerUp?.topic : nil, &context)
    }

    /// The answer to a general question no topic fits: Bloom says it has no reliable answer,
    /// who can answer it (by `helpArea`, one of `ReaderWords.helpAreas`' ids or "general"),
    /// and the closest topic when it shares a fair part of the question's words.
    static func noFit(_ result: TopicSearchResult, helpArea: String, _ context: inout AnswerContext) -> AnswerOutput {
        let close = result.best.flatMap { $0.coverage >= noFitClosestCoverage ? $0.topic : nil }
        var output = AnswerOutput(key: .topicNoFit, values: [
            "closest": close.map { .string($0.title) } ?? .null,
            "closestGist": close.map { .string(firstSentence(of: $0.answer)) } ?? .null,
        ], rememberIntent: false)
        output.attributes["help"] = helpArea
        output.medical = true
        return output
    }

    /// The first sentence of a topic's answer (its gist, written to stand alone): up to the
    /// first full stop, question or exclamation mark followed by a space, or all of it.
    static func firstSentence(of answer: String) -> String {
        var previous: Character?
        for index in answer.indices {
            let next = answer.index(after: index)
            if let mark = previous, [".", "?", "!"].contains(mark), answer[index] == " ",
               next < answer.endIndex, answer[next].isUppercase {
                return String(answer[..<answer.index(before: index)]) + String(mark)
            }
            previous = answer[index]
        }
        return answer
    }

    /// Whether `topic` is about pregnancy tests (when to take one, a faint line, a positive),
    /// not ovulation tests.
    static func isAboutPregnancyTests(_ topic: Topic) -> Bool {
        topic.id.contains("test") && !topic.id.contains("opk") && !topic.id.contains("ovulation")
    }

    /// Whether `topic` speaks of something the message names besides its question words
    /// ("is that normal", "should I worry"): "so tired lately, is that normal?" shares only
    /// "normal" with a topic on normal discharge, which is no answer to it. A word counts when
    /// the topic's title, questions or answer hold it or its first five letters; a short word
    /// the library reads as a synonym ("tww", "bv", "af") counts by the words it stands for.
    static func sharesASubject(_ topic: Topic, _ message: AnalyzedMessage, besides cues: MentionWords, index: TopicIndex? = nil) -> Bool {
        let text = (topic.title + " " + topic.questions.joined(separator: " ") + " " + topic.answer).lowercased()
        func held(_ token: String) -> Bool {
            guard token.count >= 4, !cues.contains(token), !SpeechActReader.vocabularyOfQuestions.contains(token) else { return false }
            return text.contains(token) || (token.count > 5 && text.contains(token.prefix(5)))
        }
        return message.normalized.tokens.contains { token in
            if token.count < 4, let words = index?.replacement(ofWord: token) { return words.contains(where: held) }
            return held(token)
        }
    }

    /// Whether `message` names a symptom that `topic`'s title or questions name too ("is
    /// swelling normal?" and the topic asked as "is swelling in pregnancy normal").
    static func asksAboutASymptom(_ message: AnalyzedMessage, namedIn topic: Topic) -> Bool {
        let asked = (topic.title + " " + topic.questions.joined(separator: " ")).lowercased()
        return message.all(.symptom).contains { symptom in
            symptom.text.split(separator: " ").allSatisfy { word in asked.contains(word.lowercased()) }
        }
    }

    /// The answer of `topic`, naming `also` as a topic that may be closer; the conversation
    /// remembers `topic` for follow-ups.
    static func answer(_ topic: Topic, also: Topic? = nil, _ context: inout AnswerContext) -> AnswerOutput {
        var output = AnswerOutput(key: .topicAnswer, values: values(for: topic, &context), rememberIntent: false)
        if let also { output.values["also"] = .string(also.title) }
        output.medical = true
        context.conversation.lastTopic = topic.id
        context.topic = topic.id
        return output
    }

    /// The values a topic renders with: title, answer, personal line, help line, sources.
    static func values(for topic: Topic, _ context: inout AnswerContext) -> [String: TemplateValue] {
        var values: [String: TemplateValue] = [
            "title": .string(topic.title),
            "answer": .string(topic.answer),
            "sources": .string(topic.sources.joined(separator: "; ")),
            "personal": .null, "help": .null, "also": .null,
        ]
        if let kind = topic.personal, let line = personalLine(kind, &context) { values["personal"] = .string(line) }
        if let help = topic.getHelp { values["help"] = helpLine(help, context: &context).map { .string($0) } ?? .null }
        return values
    }

    /// The template that words a topic's level of care, `care.<level>`. Built from the topic's
    /// `getHelp` level at run time (topics are data): `templateKeys` declares every level, so
    /// start-up and the capability tests check each has its template.
    static func careKey(for level: CareLevel) -> TemplateKey { TemplateKey("care.\(level.rawValue)") }

    /// The template of a topic's personal figure, `topic.personal.<kind>`. Built from the
    /// topic's `personal` kind at run time (topics are data): `templateKeys` declares every
    /// kind, so start-up and the capability tests check each has its template.
    static func personalKey(for kind: TopicPersonal) -> TemplateKey { TemplateKey("topic.personal.\(kind.rawValue)") }

    /// "Book an appointment with your GP if …", from the `care.<level>` template.
    static func helpLine(_ help: TopicHelp, context: inout AnswerContext) -> String? {
        let attributes = context.attributes
        return try? context.assistant.templates.render(careKey(for: help.level), attributes: attributes, values: ["when": .string(help.when)], seed: 0)
    }

    /// The person's own figure for `kind`, rendered from `topic.personal.<kind>`; nil when
    /// there is not enough data (Bloom never makes a figure up).
    static func personalLine(_ kind: TopicPersonal, _ context: inout AnswerContext) -> String? {
        var values: [String: TemplateValue] = [:]
        switch kind {
        case .periodLength:
            let lengths = context.history.periods.suffix(6).compactMap(\.length)
            guard lengths.count >= 2, let low = lengths.min(), let high = lengths.max() else { return nil }
            values = ["count": .int(lengths.count), "low": .int(low), "high": .int(high)]
        case .cycleLength, .cycleRegularity:
            let lengths = Array(context.history.cycleLengths.suffix(6))
            guard lengths.count >= 2, let low = lengths.min(), let high = lengths.max() else { return nil }
            values = ["count": .int(lengths.count), "low": .int(low), "high": .int(high), "spread": .int(high - low)]
        case .fertileWindow:
            guard context.mode != .pregnancy, let prediction = context.prediction, let status = context.status else { return nil }
            if prediction.fertileEnd >= context.today {
                values = ["start": .day(prediction.fertileStart), "end": .day(prediction.fertileEnd)]
            } else {
                // This cycle's window has passed: the next one, as the calendar draws it (none
                // while the period is late, when the next cycle's start is unknown).
                let next = CycleValues.nextWindow(prediction, status, context.today)
                guard let start = next["nextFertileStart"], let end = next["nextFertileEnd"] else { return nil }
                values = ["start": start, "end": end]
            }
        case .nextPeriod:
            guard context.mode != .pregnancy, let prediction = context.prediction else { return nil }
            values = ["next": .day(prediction.nextStart), "earliest": .day(prediction.earliest), "latest": .day(prediction.latest)]
        case .daysLate:
            guard context.mode != .pregnancy, let status = context.status else { return nil }
            values = ["late": .int(status.daysLate), "isLate": .bool(status.daysLate > 0)]
        case .pregnancyWeek:
            guard let age = context.ageUnderWay else { return nil }
            // One convention everywhere, as "what week am I" says it: "20 weeks pregnant (20+0),
            // in your 21st week".
            values = ["weeks": .int(age.weeks), "days": .int(age.days), "week": .int(age.currentWeek), "trimester": .int(age.trimester.rawValue)]
        }
        return try? context.assistant.templates.render(personalKey(for: kind), attributes: [:], values: values, seed: 0)
    }

    /// A topic rendered as one block for another answer to carry (the medicine and
    /// diagnosis guards): nil when no topic fits.
    static func block(_ result: TopicSearchResult, _ context: inout AnswerContext) -> String? {
        guard result.fits, let best = result.best else { return nil }
        let values = values(for: best.topic, &context)
        context.conversation.lastTopic = best.topic.id
        context.topic = best.topic.id
        return try? context.assistant.templates.render(.topicBlock, attributes: [:], values: values, seed: 0)
    }
}

extension TopicAnswers: RendersTemplates {
    static let templateKeys: [TemplateKey] = [.topicAnswer, .topicNone, .topicNoFit, .topicBlock, .topicSleep, .topicNothingLogged]
        + TopicPersonal.allCases.map(personalKey(for:))
        + CareLevel.allCases.map(careKey(for:))
}
