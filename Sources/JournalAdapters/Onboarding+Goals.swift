import CycleCore
import Journal
import NextSteps

/// The onboarding's last two questions, health goals and conditions: asked once (a skipped
/// question is stored as an empty list, so it is not asked again), read from free words
/// ("better sleep and less stress", "I have PCOS"), never guessed.
extension Onboarding {
    /// What an answer to the goals or conditions question gives.
    package enum ListAnswer<Value: Equatable & Sendable>: Equatable, Sendable {
        /// Enter, "none", "no", "skip": asked and answered with nothing.
        case none
        /// The values the answer names, each once, in the order named.
        case values([Value])
        /// Words that name nothing Bloom knows: nothing is stored.
        case unclear
    }

    /// The goals question.
    package static let goalsQuestion = "What would you most like help with? For example energy, sleep, fertility, weight, stress, fitness or mood (press Enter to skip)."
    /// The conditions question.
    package static let conditionsQuestion = "Do you live with a condition Bloom should know about, such as PCOS, endometriosis, diabetes, high blood pressure, a thyroid condition or IBS? It only changes what Bloom explains, never a diagnosis (press Enter to skip)."

    /// Whether the profile has not been asked about goals and conditions yet.
    package static func needsGoals(_ profile: Profile) -> Bool { profile.goals == nil || profile.conditions == nil }

    /// Reads an answer to the goals question.
    package static func goals(in answer: String) -> ListAnswer<HealthGoal> {
        read(answer, HealthGoal.allCases.map { ($0, $0.phrases) })
    }

    /// Reads an answer to the conditions question.
    package static func conditions(in answer: String) -> ListAnswer<HealthCondition> {
        read(answer, HealthCondition.allCases.map { ($0, $0.phrases) })
    }

    /// Stores the goals and conditions answered (nil: leave as it is) in the profile named `name`.
    package static func record(goals: [HealthGoal]?, conditions: [HealthCondition]?, forProfileNamed name: String, in journal: JournalStore) throws {
        try JournalFailure.classifying {
            var profile = try journal.useProfile(named: name)
            if let goals { profile.goals = goals }
            if let conditions { profile.conditions = conditions }
            try journal.updateProfile(profile)
        }
    }

    /// One sentence saying how the conditions given are used, the commands written by `wording`.
    package static func howConditionsAreUsed(_ conditions: [HealthCondition], wording: StepWording) -> String {
        var uses: [String] = []
        if conditions.contains(.pcos) { uses.append("with PCOS, your period estimates will say why their range is wide (the dates stay the same)") }
        if conditions.contains(.diabetes) { uses.append("with diabetes, glucose readings are shown against NICE's targets, and in pregnancy the glucose card comes first in '\(wording(.seeVitals(nil)))'") }
        if conditions.contains(.highBloodPressure) { uses.append("with high blood pressure, in pregnancy the blood pressure card comes first in '\(wording(.seeVitals(nil)))'") }
        let names = conditions.map(\.displayName).joined(separator: ", ")
        let use = uses.joined(separator: "; ")
        let explained = use.isEmpty ? "Bloom keeps it in your profile and never uses it to diagnose." : use.prefix(1).uppercased() + use.dropFirst() + "."
        return "Saved: \(names). \(explained) Change it any time with '\(wording(.setConditions))'."
    }

    /// The words that skip a question.
    static let skipWords: Set<String> = ["", "no", "none", "nope", "nothing", "skip", "n/a", "na", "not really", "no thanks", "no thank you", "neither"]

    /// Words that make a sentence's conditions uncertain to read.
    /// (Apostrophes are spaces by then: "don't" is "don t".)
    static let negations = ["no", "not", "don t", "dont", "do not", "never", "without", "isn t", "haven t", "havent"]

    /// Finds each value whose phrase stands in `answer` as whole words.
    static func read<Value: Equatable & Sendable>(_ answer: String, _ table: [(Value, [String])]) -> ListAnswer<Value> {
        let lowered = answer.lowercased().trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        if skipWords.contains(lowered) { return .none }
        let text = " " + lowered.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : " " }.map(String.init).joined() + " "
        var found: [(position: String.Index, value: Value)] = []
        for (value, phrases) in table {
            let hits = phrases.compactMap { phrase in text.range(of: " " + phrase.replacingOccurrences(of: "-", with: " ") + " ")?.lowerBound
                ?? text.range(of: " " + phrase + " ")?.lowerBound }
            if let first = hits.min() { found.append((first, value)) }
        }
        let values = found.sorted { $0.position < $1.position }.map(\.value)
        // "no diabetes, just PCOS" or "I don't have endometriosis": which one is meant is not
        // read from a sentence with a negation; nothing is stored, and `bloom profile set` can.
        let negated = negations.contains { text.contains(" \($0) ") }
        return values.isEmpty || negated ? .unclear : .values(values)
    }
}
