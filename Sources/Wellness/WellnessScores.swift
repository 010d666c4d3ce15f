import CycleCore

/// The four daily scores of one day.
package struct DailyScores: Sendable, Equatable {
    package var recovery: ScoreCard
    package var sleep: ScoreCard
    package var strain: ScoreCard
    package var stress: ScoreCard

    /// The cards in the order they are shown.
    package var cards: [ScoreCard] { [recovery, sleep, strain, stress] }
}

/// The entry point the terminal and the chat share, so both show the same numbers with the same
/// honesty about missing data.
package enum WellnessScores {
    /// The four daily scores of `day`.
    package static func daily(on day: Day, history: WellnessHistory, constants: WellnessConstants = .standard) -> DailyScores {
        DailyScores(recovery: RecoveryScore.card(on: day, history: history, constants: constants),
                    sleep: SleepScore.card(on: day, history: history, constants: constants),
                    strain: StrainScore.card(on: day, history: history, constants: constants),
                    stress: StressScore.card(on: day, history: history, constants: constants))
    }

    /// One score of `day` (for `.week`, the 7 days ending on `day`).
    package static func card(_ kind: ScoreKind, on day: Day, history: WellnessHistory, constants: WellnessConstants = .standard) -> ScoreCard {
        switch kind {
        case .recovery: RecoveryScore.card(on: day, history: history, constants: constants)
        case .sleep: SleepScore.card(on: day, history: history, constants: constants)
        case .strain: StrainScore.card(on: day, history: history, constants: constants)
        case .stress: StressScore.card(on: day, history: history, constants: constants)
        case .week: WeeklyScore.card(endingOn: day, history: history, constants: constants)
        }
    }

    /// A plain-text answer about one score, e.g. for "what's my recovery today?": the headline,
    /// each term with its points, the inputs used and the notes; or why there is no score.
    package static func answer(_ kind: ScoreKind, on day: Day, history: WellnessHistory, constants: WellnessConstants = .standard) -> String {
        card(kind, on: day, history: history, constants: constants).explanation.joined(separator: "\n")
    }
}
