import CycleCore
import Language
import enum Wellness.VitalSign

/// "Show my calendar", "what about December?", "show my history": the views the commands
/// print, rendered by the store with the commands' own renderers. These are requests: nothing
/// is written. A store that cannot render views gets the command's name instead.
enum ViewAnswers {
    static let prefix = "show."

    /// The view an intent asks for (`show.calendar` → `.calendar`).
    static func kind(of intent: String) -> ViewRequest.Kind? {
        guard intent.hasPrefix(prefix) else { return nil }
        return ViewRequest.Kind(rawValue: String(intent.dropFirst(prefix.count)))
    }

    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        guard let kind = kind(of: context.intent.rawValue) else { return AnswerOutput(key: .viewUnavailable, values: ["command": .string("bloom help")]) }
        var request = ViewRequest(kind: kind, today: context.today)
        if kind == .calendar {
            let shown = context.followUp == .otherMonth ? context.conversation.calendarMonth : nil
            request.month = MonthMention.month(in: context.message.normalized.tokens, today: context.today, shown: shown)
            context.conversation.calendarMonth = request.month ?? context.today.firstOfMonth
        }
        switch kind {
        case .logged: request.days = loggedDays(context.message, today: context.today)
        case .fitness: request.days = loggedDays(context.message, today: context.today, longest: 90, asOneDay: false)
        case .day:
            let day = context.message.first(.day)?.day ?? context.today
            request.days = day...day
        case .vitals: request.vital = vitalSign(in: context.message)
        default: break
        }
        let display = context.conversation.display
        // A store that fails records the failure; the command or chat reports it after the turn.
        let unavailable = AnswerOutput(key: .viewUnavailable, values: ["command": .string(kind.command)])
        guard let rendered = (try? context.store.view(request, width: display.width, styled: display.styled)) ?? nil else { return unavailable }
        let shown = rendered.trimmingCharacters(in: .whitespacesAndNewlines)
        if shown.isEmpty { return kind == .reminders ? AnswerOutput(key: .viewNothingDue) : unavailable }
        if kind == .appointments, let scan = scanAnswer(shown: shown, &context) { return scan }
        return AnswerOutput(key: .viewShown, values: ["view": .string(shown)])
    }

    /// Words for a scan ("when is my 12 week scan?", "the anomaly scan").
    static let scanWords: MentionWords = WordList.viewScanWords.mentionWords

    /// "When is my 12 week scan?" with no scan in the appointments: when the scan is usually
    /// offered, from the topic library, instead of an appointment list that does not hold it.
    /// A booked scan is shown as booked.
    static func scanAnswer(shown: String, _ context: inout AnswerContext) -> AnswerOutput? {
        guard context.message.mentions(scanWords), !scanWords.words.contains(where: shown.lowercased().contains) else { return nil }
        let result = context.assistant.topics.search(context.message, lastTopic: context.conversation.lastTopic, mode: context.mode, pregnantNow: context.pregnantNow)
        guard result.fits else { return nil }
        return TopicAnswers.answer(result, &context)
    }

    /// The days "what did I log…" asks about: a day it names ("yesterday", "on the 3rd"), the
    /// last N days, this week (the 7 days ending today) or this month (since its first day);
    /// the last 7 days when it names none.
    /// For fitness (`asOneDay` false) a named day is not a span: the last 7 days unless a
    /// number of days, the week or the month is named.
    static func loggedDays(_ message: AnalyzedMessage, today: Day, longest: Int = 366, asOneDay: Bool = true) -> ClosedRange<Day> {
        let tokens = message.normalized.tokens
        if let index = tokens.firstIndex(where: { $0 == "days" }), index > 0,
           let count = NumberReader().firstNumber(in: tokens[index - 1])?.wholeValue, count >= 1 {
            return (today - (min(count, longest) - 1))...today
        }
        if tokens.contains("month") { return today.firstOfMonth...today }
        if tokens.contains("week") || tokens.contains("weeks") { return (today - 6)...today }
        guard asOneDay else { return (today - 6)...today }
        if let day = message.first(.day)?.day, day <= today { return day...day }
        if tokens.contains("today") || tokens.contains("tonight") { return today...today }
        return (today - 6)...today
    }
}

extension ViewAnswers {
    /// The vital sign a message names: by two words ("blood pressure", "resting heart rate",
    /// "vo2 max") or one (a command name or alias of `VitalSign`); nil for all of them.
    static func vitalSign(in message: AnalyzedMessage) -> VitalSign? {
        let tokens = message.normalized.tokens
        let joined = tokens.joined(separator: " ")
        let phrases: [(String, VitalSign)] = [
            ("vo2 max", .vo2Max), ("vo2max", .vo2Max), ("blood pressure", .bloodPressure), ("resting heart rate", .restingHeartRate),
            ("resting hr", .restingHeartRate), ("heart rate variability", .heartRateVariability), ("body fat", .bodyFat),
            ("blood sugar", .glucose), ("oxygen", .oxygenSaturation), ("spo2", .oxygenSaturation),
        ]
        if let named = phrases.first(where: { joined.contains($0.0) }) { return named.1 }
        return tokens.lazy.compactMap { VitalSign.named($0) }.first { $0 != .weight || tokens.contains("weight") }
    }
}

extension ViewAnswers: Capability {
    static let intents: [IntentID] = [
        .showCalendar, .showInsights, .showHistory, .showReminders, .showChart, .showKicks, .showContractions,
        .showChecklist, .showAppointments, .showLogged, .showVitals, .showFitness, .showDay,
    ]
    static let templateKeys: [TemplateKey] = [.viewShown, .viewNothingDue, .viewUnavailable]
}
