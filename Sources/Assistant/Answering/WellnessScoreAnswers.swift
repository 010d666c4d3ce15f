import CycleCore
import Language
import enum Wellness.ScoreKind
import struct Wellness.ScoreCard
import struct Wellness.PatternReport
import struct Wellness.PatternTest

/// "How did I sleep?", "what's my recovery today?", "why is my stress high?", "show my week",
/// "does caffeine affect my sleep?": the cards `bloom scores` and `bloom week-score` show and
/// the associations `bloom patterns` finds, read through the store so the numbers are the
/// commands' own. Nothing is computed here, and nothing is made up: without data the answer is
/// the card's own "data unavailable: …" or "calibrating: N more nights".
enum WellnessScoreAnswers {
    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        if context.intent == .scoresPatterns { return patterns(&context) }
        guard let kind = ScoreKind(rawValue: String(context.intent.rawValue.dropFirst("scores.".count))) else {
            return AnswerOutput(key: .scoresNoData, values: ["title": .string("Wellness")], rememberIntent: false)
        }
        // "How did I sleep on Tuesday?" reads that day's card; a future day reads today's.
        let day = context.message.first(.day)?.day.flatMap { $0 <= context.today ? $0 : nil } ?? context.today
        let card: ScoreCard?
        do {
            card = try context.store.wellnessCard(kind, today: day)
        } catch {
            return AnswerOutput(key: .scoresUnreadable, values: ["error": .string(ErrorText.describe(error))], rememberIntent: false)
        }
        var values: [String: TemplateValue] = ["score": .string(kind.rawValue), "title": .string(kind.title), "day": .day(day),
                                               "isToday": .bool(day == context.today)]
        guard let card else { return AnswerOutput(key: .scoresNoData, values: values) }
        values["lines"] = .list(card.explanation.map { .string($0) })
        values["value"] = card.value.map { .int($0) } ?? .null
        values["band"] = card.band.map { .string($0.rawValue) } ?? .null
        let key: TemplateKey
        switch card.status {
        case .scored: key = .scoresCard
        case let .calibrating(left, _):
            key = .scoresCalibrating
            values["nightsLeft"] = .int(left)
        case .unavailable: key = .scoresUnavailable
        }
        return AnswerOutput(key: key, values: values, attributes: ["score": kind.rawValue])
    }

    /// The factors people name, as `bloom patterns` words them.
    static let factors: [(words: Set<String>, factor: String)] = [
        (["caffeine", "coffee", "coffees", "tea", "teas", "espresso", "latte", "cola", "caffeinated"], "caffeine"),
        (["alcohol", "wine", "beer", "beers", "drinking", "drinks", "booze", "cocktails", "gin", "prosecco"], "alcohol"),
        (["smoking", "cigarettes", "cigarette", "tobacco", "vaping", "vape", "nicotine"], "tobacco"),
        (["late", "dinner", "dinners", "meals", "meal", "eating", "snacking", "supper"], "late meals"),
    ]

    /// "Does caffeine affect my sleep?": the tested pair from `bloom patterns`, with its
    /// statistics, or why it could not be tested. Associations only.
    static func patterns(_ context: inout AnswerContext) -> AnswerOutput {
        let report: PatternReport?
        do {
            report = try context.store.wellnessPatterns(today: context.today)
        } catch {
            return AnswerOutput(key: .scoresUnreadable, values: ["error": .string(ErrorText.describe(error))], rememberIntent: false)
        }
        let words = Set(context.message.normalized.tokens)
        let factor = factors.first { !$0.words.isDisjoint(with: words) }?.factor
        let score: ScoreKind? = words.contains { ["sleep", "sleeping", "slept", "night", "nights"].contains($0) } ? .sleep
            : words.contains { ["stress", "stressed"].contains($0) } ? .stress
            : words.contains { ["recovery", "recover", "recovering", "hrv"].contains($0) } ? .recovery : nil
        var values: [String: TemplateValue] = [
            "factor": factor.map { .string($0) } ?? .null,
            "score": score.map { .string($0.title.lowercased()) } ?? .null,
        ]
        // No lifestyle entries at all: nothing was even tried (`bloom patterns` says the same).
        guard let report, !(report.tested.isEmpty && report.notTested.isEmpty) else {
            return AnswerOutput(key: .scoresPatternsNoData, values: values)
        }
        let matches: (PatternTest) -> Bool = { test in
            (factor == nil || test.factor == factor) && (score == nil || test.score == score)
        }
        let found = report.found.filter(matches)
        let tested = report.tested.filter(matches)
        let notTested = report.notTested.filter { line in
            (factor == nil || line.hasPrefix("\(factor!) × ")) && (score == nil || line.contains(" × \(score!.title.lowercased()):"))
        }
        values["found"] = .list(found.map { .string($0.sentence) })
        values["tested"] = .int(tested.count)
        values["testedAll"] = .int(report.tested.count)
        values["notTested"] = .list(notTested.map { .string($0) })
        values["differences"] = .list(tested.filter { !found.contains($0) }.map { test in
            .object(["factor": .string(test.factor), "score": .string(test.score.title.lowercased()),
                     "difference": .double((test.meanDifference * 10).rounded() / 10),
                     "exposed": .int(test.exposedDays), "other": .int(test.otherDays),
                     "q": .double((test.q * 1000).rounded() / 1000)])
        })
        let key: TemplateKey = !found.isEmpty ? .scoresPatternsFound : !tested.isEmpty ? .scoresPatternsNone : .scoresPatternsTooFew
        return AnswerOutput(key: key, values: values)
    }
}

extension WellnessScoreAnswers: Capability {
    static let intents: [IntentID] = [.scoresSleep, .scoresRecovery, .scoresStress, .scoresStrain, .scoresWeek, .scoresPatterns]
    static let templateKeys: [TemplateKey] = [
        .scoresCard, .scoresCalibrating, .scoresUnavailable, .scoresNoData, .scoresUnreadable, .scoresPatternsNoData,
        .scoresPatternsFound, .scoresPatternsNone, .scoresPatternsTooFew,
    ]
}
