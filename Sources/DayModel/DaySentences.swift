import CycleCore
import NextSteps

/// The sentences about a day that several views print word for word: written once here.
package enum DaySentences {
    /// "Your period is 3 days later than estimated (Mon 2 Nov)".
    package static func late(_ status: CycleStatus) -> String {
        let days = status.daysLate
        return "Your period is \(days) day\(days == 1 ? "" : "s") later than estimated (\(status.prediction.nextStart.shortText))"
    }

    /// "due date Sun 1 Nov 2026, 24 days ago: past 42 weeks, so the baby has most likely
    /// arrived", for a recorded pregnancy past any pregnancy's length (`GestationalAge.isPastAnyPregnancy`);
    /// `startingASentence` capitalises it.
    package static func dueDateLongPast(_ due: Day, today: Day, startingASentence: Bool = false) -> String {
        "\(startingASentence ? "Due" : "due") date \(due.shortText) \(due.year), \(due.relativeText(from: today)): past 42 weeks, so the baby has most likely arrived"
    }

    /// The period-end question as people read it, the step to log the end typed.
    package static func periodEndQuestion(_ number: Int) -> StepText {
        "Has your period ended? If it has, log it with '\(NextStep.logPeriodEnd(.blank))' (reminder \(number) of 2)."
    }
}
