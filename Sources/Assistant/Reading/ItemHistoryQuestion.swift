import CycleCore
import Language

/// "How many times have I logged headaches this month?", "when did I last have cramps?": a
/// question about the person's own log of one symptom. Their journal answers it (how many days,
/// which, the most recent), never the library: it was answered with "no reliable answer" or
/// with how to track the symptom, which they already do.
///
/// A question asks this when it asks how many, how often or when last, in the first person
/// and of the past ("have I", "did I", "I've had", "I logged"), and names a symptom; "how often
/// do headaches happen?" asks about people in general.
struct ItemHistoryQuestion: Equatable {
    /// The symptom's id and the words to name it by.
    let symptom: String
    let name: String
    /// Whether it asks only when it last happened ("when did I last have cramps?").
    let asksLast: Bool
    /// The days asked about, and how to say them ("this month").
    let window: ClosedRange<Day>
    let windowText: String

    /// How far back a question that names no time looks: three months.
    static let defaultDays = 90
    /// How far back the most recent day is looked for, when the window holds none.
    static let lookBack = 365

    /// Whether `message` asks about the person's own log of a symptom (no day needed).
    static func asks(_ message: AnalyzedMessage) -> Bool {
        guard message.first(.symptom) != nil else { return false }
        let tokens = message.normalized.tokens
        let howMany = tokens.indices.dropLast().contains { tokens[$0] == "how" && ["many", "often"].contains(tokens[$0 + 1]) }
        let whenLast = tokens.contains("when") && tokens.contains("last") || tokens.indices.dropLast().contains { tokens[$0] == "last" && tokens[$0 + 1] == "time" }
        guard howMany || whenLast else { return false }
        let ownPast = tokens.indices.dropLast().contains { index in
            (["have", "did", "ive", "i"].contains(tokens[index]) && ["i", "had", "logged", "have", "got", "get", "been", "log"].contains(tokens[index + 1]))
        }
        return ownPast && !tokens.contains(where: ["people", "women", "someone", "normal", "usually", "should"].contains)
    }

    /// The question `message` asks on `today`, with the days it asks about: "this week", "this
    /// month", "this cycle" (since the last period's start in `history`), "last month", or the
    /// last three months.
    static func read(_ message: AnalyzedMessage, today: Day, history: PeriodHistory, name: (String) -> String) -> ItemHistoryQuestion? {
        guard asks(message), let symptom = message.first(.symptom), let id = symptom.id else { return nil }
        let tokens = message.normalized.tokens
        let text = " " + tokens.joined(separator: " ") + " "
        let asksLast = !tokens.indices.dropLast().contains { tokens[$0] == "how" && ["many", "often"].contains(tokens[$0 + 1]) }
        let window: ClosedRange<Day>
        let windowText: String
        if text.contains(" this week ") {
            window = (today - 6)...today
            windowText = "in the last 7 days"
        } else if text.contains(" last month ") {
            let firstOfThisMonth = today - (today.dayOfMonth - 1)
            let lastMonthEnd = firstOfThisMonth - 1
            window = (lastMonthEnd - (lastMonthEnd.dayOfMonth - 1))...lastMonthEnd
            windowText = "last month"
        } else if text.contains(" this month ") {
            window = (today - (today.dayOfMonth - 1))...today
            windowText = "this month"
        } else if text.contains(" this cycle ") || text.contains(" since my period ") || text.contains(" since my last period "),
                  let start = history.latest?.start, start <= today {
            window = start...today
            windowText = "since your period started on \(start.shortText)"
        } else {
            window = (today - (defaultDays - 1))...today
            windowText = "in the last 3 months"
        }
        return ItemHistoryQuestion(symptom: id, name: name(id), asksLast: asksLast, window: window, windowText: windowText)
    }
}
