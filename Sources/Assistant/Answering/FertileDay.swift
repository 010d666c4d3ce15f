import CycleCore
import DayModel
import Language

/// "Was yesterday a good day for it?", "was the 20th a fertile day?": where one day the message
/// names falls against the estimated fertile window of its cycle. This cycle's window is the
/// one every answer gives (`PersonDay.ovulation`: a temperature shift or a positive test
/// outranks the calendar); a later cycle's is the calendar's projection. Today is the fertile
/// answer's own question, and a day before this cycle began is not answered here. The message
/// reader reads a day said as a past one, so only a question about the past is placed.
enum FertileDay {
    /// Words that put a question about a day in the past (`fertileDay.pastWords`).
    static let pastWords: MentionWords = WordList.fertileDayPastWords.mentionWords

    /// How many cycles ahead a day may be and still be placed.
    static let cyclesAhead = 2

    /// The values of `cycle.fertile_day` for the one day `context.message` names, nil when it
    /// names none, several, today or a day before this cycle.
    static func values(_ context: inout AnswerContext, prediction: Prediction) -> [String: TemplateValue]? {
        let days = context.message.all(.day).compactMap(\.day)
        // Days are read as past ones ("friday" is the last Friday): only a question about the
        // past ("was…", "did…", "yesterday") is placed, never "am I fertile on friday?".
        guard let asked = days.first, Set(days).count == 1, asked != context.today, asked >= prediction.lastStart,
              context.message.mentions(FertileDay.pastWords) else { return nil }
        let periods = prediction.upcoming(cyclesAhead + 1, asOf: context.today)
        guard let index = periods.firstIndex(where: { asked < $0.start }) else { return nil }
        let window: ClosedRange<Day>
        let ovulation: Day
        if index == 0, let estimate = context.day.ovulation {
            (window, ovulation) = (estimate.fertileWindow, estimate.day)
        } else {
            (window, ovulation) = (periods[index].fertileStart...periods[index].fertileEnd, periods[index].ovulation)
        }
        return [
            "askedDay": .day(asked),
            "askedPast": .bool(asked < context.today),
            "askedInside": .bool(window.contains(asked)),
            "askedBefore": .bool(asked < window.lowerBound),
            "askedThisCycle": .bool(index == 0),
            "askedOvulation": .bool(asked == ovulation),
            "windowStart": .day(window.lowerBound),
            "windowEnd": .day(window.upperBound),
            "windowOvulation": .day(ovulation),
        ]
    }
}
