import CycleCore
import Language

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
        guard let kind = kind(of: context.intent.rawValue) else { return AnswerOutput(key: "view.unavailable", values: ["command": .string("bloom help")]) }
        var request = ViewRequest(kind: kind, today: context.today)
        if kind == .calendar {
            let shown = context.followUp == .otherMonth ? context.conversation.calendarMonth : nil
            request.month = month(in: context.message.normalized.tokens, today: context.today, shown: shown)
            context.conversation.calendarMonth = request.month ?? context.today.firstOfMonth
        }
        if kind == .logged { request.days = loggedDays(context.message, today: context.today) }
        let display = context.conversation.display
        // A store that fails records the failure; the command or chat reports it after the turn.
        let unavailable = AnswerOutput(key: "view.unavailable", values: ["command": .string(kind.command)])
        guard let rendered = (try? context.store.view(request, width: display.width, styled: display.styled)) ?? nil else { return unavailable }
        let shown = rendered.trimmingCharacters(in: .whitespacesAndNewlines)
        if shown.isEmpty { return kind == .reminders ? AnswerOutput(key: "view.nothing_due") : unavailable }
        return AnswerOutput(key: "view.shown", values: ["view": .string(shown)])
    }

    static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                             "october", "november", "december"]
    static let shortMonthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", "sept"]

    /// The month a message names, as its first day: a month's name (the nearest one: up to six
    /// months ahead, else the one just past; a year after it is honoured), "next month" or
    /// "last month" (from the month shown last, else this month); nil when none is named.
    static func month(in tokens: [String], today: Day, shown: Day? = nil) -> Day? {
        let base = (shown ?? today).firstOfMonth
        for (index, token) in tokens.enumerated() {
            var number = monthNames.firstIndex(of: token).map { $0 + 1 }
            if number == nil, let short = shortMonthNames.firstIndex(of: token) { number = short == 12 ? 9 : short + 1 }
            if token == "may" || token == "mar" {
                // "may I see…": the month only after about/for/in/of/to or at the end.
                let before = index > 0 ? tokens[index - 1] : ""
                if !["about", "for", "in", "of", "to", "show", "calendar", "and"].contains(before), index != tokens.count - 1 { number = nil }
            }
            if let number {
                if index + 1 < tokens.count, let year = Int(tokens[index + 1]), (1900...2200).contains(year) {
                    return Day(year: year, month: number, day: 1)
                }
                let current = today.firstOfMonth
                let ahead = (number - current.month + 12) % 12
                return current.adding(months: ahead <= 6 ? ahead : ahead - 12)
            }
            if token == "month", index > 0 {
                switch tokens[index - 1] {
                case "next", "following": return base.adding(months: 1)
                case "last", "previous": return base.adding(months: -1)
                case "this": return today.firstOfMonth
                default: break
                }
            }
        }
        return nil
    }

    /// The days "what did I log…" asks about: a day it names ("yesterday", "on the 3rd"), the
    /// last N days, this week (the 7 days ending today) or this month (since its first day);
    /// the last 7 days when it names none.
    static func loggedDays(_ message: AnalyzedMessage, today: Day) -> ClosedRange<Day> {
        let tokens = message.normalized.tokens
        let longest = 31
        if let index = tokens.firstIndex(where: { $0 == "days" }), index > 0,
           let count = NumberReader().firstNumber(in: tokens[index - 1])?.wholeValue, count >= 1 {
            return (today - (min(count, longest) - 1))...today
        }
        if tokens.contains("month") { return today.firstOfMonth...today }
        if tokens.contains("week") || tokens.contains("weeks") { return (today - 6)...today }
        if let day = message.first(.day)?.day, day <= today { return day...day }
        if tokens.contains("today") || tokens.contains("tonight") { return today...today }
        return (today - 6)...today
    }

    /// Whether a message names a month (for "what about December?" after a calendar).
    static func namesMonth(_ tokens: [String]) -> Bool {
        month(in: tokens, today: Day(year: 2000, month: 1, day: 1)!) != nil
    }
}

extension ViewAnswers: Capability {
    static let intents: [IntentID] = [
        "show.calendar", "show.insights", "show.history", "show.reminders", "show.chart", "show.kicks", "show.contractions",
        "show.checklist", "show.appointments", "show.logged",
    ]
    static let templateKeys: [TemplateKey] = ["view.shown", "view.nothing_due", "view.unavailable"]
}
