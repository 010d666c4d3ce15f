import CycleCore
import JSON

/// The profile's preferences kept beside its settings (goals, conditions, reminder times,
/// activity goals): their columns, and how they are written and read back.
extension Profile {
    /// The columns every profile query reads, in the order `readPreferences` expects after
    /// `typical_cycle_length`.
    static let columns = """
        id, name, color, mode, units, water_goal_ml, created, typical_cycle_length, goals, conditions, \
        breathing_reminder, journaling_reminder, step_goal, active_energy_goal, exercise_goal
        """

    /// The values of the preference columns, in `columns` order.
    var preferenceValues: [any SQLiteBindable] {
        [goals.map { JSONValue.array($0.map { .string($0.rawValue) }).rendered() },
         conditions.map { JSONValue.array($0.map { .string($0.rawValue) }).rendered() },
         breathingReminder?.shortText, journalingReminder?.shortText, stepGoal, activeEnergyGoal, exerciseGoal]
    }

    /// Reads the preference columns of `row`, the first at `index`.
    /// - Throws: a description of the first column that cannot be read.
    mutating func readPreferences(_ row: SQLiteRow, from index: Int) throws {
        goals = try Profile.wordList(row, index, HealthGoal.self)
        conditions = try Profile.wordList(row, index + 1, HealthCondition.self)
        breathingReminder = try Profile.time(row, index + 2)
        journalingReminder = try Profile.time(row, index + 3)
        stepGoal = row.optionalInt(index + 4)
        activeEnergyGoal = row.optionalInt(index + 5)
        exerciseGoal = row.optionalInt(index + 6)
    }

    private static func wordList<V: Vocabulary>(_ row: SQLiteRow, _ index: Int, _ type: V.Type) throws -> [V]? {
        guard let text = row.text(index) else { return nil }
        guard case let .array(items)? = try? JSONValue(parsing: text) else { throw PreferenceError("\(V.noun)s are not a JSON list") }
        return try items.map { item in
            guard case let .string(word) = item, let value = V(rawValue: word) else { throw PreferenceError("unknown \(V.noun) \(item.rendered())") }
            return value
        }
    }

    private static func time(_ row: SQLiteRow, _ index: Int) throws -> TimeOfDay? {
        guard let text = row.text(index) else { return nil }
        guard let time = TimeOfDay(text: text) else { throw PreferenceError("'\(text)' is not a reminder time") }
        return time
    }
}

/// A profile preference column that cannot be read.
struct PreferenceError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
