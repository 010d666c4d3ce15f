extension IntentModel {
    /// What the assistant should do with a message, from the calibrated probabilities.
    package enum Decision: Sendable, Equatable {
        /// One intent is likely enough to answer.
        case intent(Scored)
        /// Two readings are plausible and neither is likely enough: ask which one.
        case notSure(Scored, Scored)
        /// The message is not for Bloom, or nothing is likely.
        case outOfScope(Scored)
    }

    /// Decides on `ranked` (from `rank(_:)`): out of scope when `out_of_scope` wins or the best
    /// intent is below `reject`; the intent when it reaches `accept`; otherwise not sure
    /// between the two best intents.
    package func decide(_ ranked: [Scored]) -> Decision {
        decide(Leaders(ranked: ranked))
    }

    /// `decide` on the start of a ranking (`leaders(features:)`): the same decision, since it
    /// reads only the best, the first intent after it and out of scope's entry.
    package func decide(_ leaders: Leaders) -> Decision {
        guard let best = leaders.leading.first else { return .outOfScope(Scored(intent: IntentModel.outOfScope, probability: 1)) }
        if best.intent == IntentModel.outOfScope || best.probability < reject {
            return .outOfScope(leaders.outOfScope ?? best)
        }
        if best.probability >= accept { return .intent(best) }
        guard let second = leaders.leading.dropFirst().first(where: { $0.intent != IntentModel.outOfScope }) else { return .intent(best) }
        return .notSure(best, second)
    }
}
