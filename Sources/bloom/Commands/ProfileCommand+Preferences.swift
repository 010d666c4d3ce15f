import CycleCore
import Journal
import JSON

/// `bloom profile set --goals … --conditions … --breathing-reminder … --step-goal …`: the
/// preferences kept beside the profile's settings.
extension ProfileCommand {
    /// Applies the preference options given in `arguments` to `profile`.
    static func applyPreferences(_ arguments: ParsedArguments, to profile: inout Profile) throws {
        if let text = arguments.value("--goals") { profile.goals = try words(text, HealthGoal.self, option: "--goals") }
        if let text = arguments.value("--conditions") { profile.conditions = try words(text, HealthCondition.self, option: "--conditions") }
        if let text = arguments.value("--breathing-reminder") { profile.breathingReminder = try reminderTime(text, option: "--breathing-reminder") }
        if let text = arguments.value("--journaling-reminder") { profile.journalingReminder = try reminderTime(text, option: "--journaling-reminder") }
        if arguments.value("--step-goal") != nil { profile.stepGoal = try goal(arguments, "--step-goal", Profile.stepGoalRange) }
        if arguments.value("--energy-goal") != nil { profile.activeEnergyGoal = try goal(arguments, "--energy-goal", Profile.activeEnergyGoalRange) }
        if arguments.value("--exercise-goal") != nil { profile.exerciseGoal = try goal(arguments, "--exercise-goal", Profile.exerciseGoalRange) }
    }

    /// A comma-separated list of words from `type` ("none" for an empty list), each once.
    static func words<V: Vocabulary>(_ text: String, _ type: V.Type, option: String) throws -> [V] {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if items.map({ $0.lowercased() }) == ["none"] { return [] }
        guard !items.isEmpty else { throw CLIError.usage("\(option) takes a comma-separated list (or none): \(V.names.joined(separator: ", "))") }
        var chosen: [V] = []
        for item in items {
            let value = try V.named(item, field: option)
            if !chosen.contains(value) { chosen.append(value) }
        }
        return chosen
    }

    /// `HH:MM`, or nil for "off".
    static func reminderTime(_ text: String, option: String) throws -> TimeOfDay? {
        if ["off", "none"].contains(text.lowercased()) { return nil }
        guard let time = TimeOfDay(text: text), time.second == 0 else {
            throw CLIError.usage("\(option) takes a time like 21:30 (or off), not '\(text)'")
        }
        return time
    }

    /// A whole number in `range`, or nil for "default".
    static func goal(_ arguments: ParsedArguments, _ option: String, _ range: ClosedRange<Int>) throws -> Int? {
        if arguments.value(option)?.lowercased() == "default" { return nil }
        return try arguments.integer(option, in: range)
    }

    /// ", goals sleep, stress, conditions PCOS, breathing reminder 21:30, …" (empty when none is set).
    static func preferencesText(_ profile: Profile) -> String {
        var parts: [String] = []
        if let goals = profile.goals { parts.append("goals " + (goals.isEmpty ? "none" : goals.map(\.displayName).joined(separator: ", "))) }
        if let conditions = profile.conditions {
            parts.append("conditions " + (conditions.isEmpty ? "none" : conditions.map(\.rawValue).joined(separator: ", ")))
        }
        if let time = profile.breathingReminder { parts.append("breathing reminder \(time.shortText)") }
        if let time = profile.journalingReminder { parts.append("journaling reminder \(time.shortText)") }
        if let steps = profile.stepGoal { parts.append("step goal \(steps)") }
        if let energy = profile.activeEnergyGoal { parts.append("active energy goal \(energy) kcal") }
        if let exercise = profile.exerciseGoal { parts.append("exercise goal \(exercise) min") }
        return parts.map { ", " + $0 }.joined()
    }

    /// The preferences that are set, for `bloom profile list --json`.
    static func preferencesJSON(_ profile: Profile) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        if let goals = profile.goals { pairs.append(("goals", .array(goals.map { .string($0.rawValue) }))) }
        if let conditions = profile.conditions { pairs.append(("conditions", .array(conditions.map { .string($0.rawValue) }))) }
        if let time = profile.breathingReminder { pairs.append(("breathingReminder", .string(time.shortText))) }
        if let time = profile.journalingReminder { pairs.append(("journalingReminder", .string(time.shortText))) }
        if let steps = profile.stepGoal { pairs.append(("stepGoal", .int(steps))) }
        if let energy = profile.activeEnergyGoal { pairs.append(("activeEnergyGoal", .int(energy))) }
        if let exercise = profile.exerciseGoal { pairs.append(("exerciseGoal", .int(exercise))) }
        return pairs
    }
}
