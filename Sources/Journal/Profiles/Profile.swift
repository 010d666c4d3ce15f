import CycleCore
import JSON

/// One person using Bloom on this device, with their own records and settings.
package struct Profile: Sendable, Equatable {
    /// The row id in the store (0 for a profile not yet stored).
    package internal(set) var id: Int64
    /// Unique on the device, ignoring case.
    package var name: String
    /// A palette colour name or `#RRGGBB`.
    package var color: String
    /// What the profile tracks: a cycle, trying to conceive, or a pregnancy.
    package var mode: Mode
    /// The units weights and temperatures are shown in.
    package var units: UnitSystem
    /// Daily water goal in millilitres.
    package var waterGoalMl: Int
    /// The day the profile was created.
    package var created: Day
    /// The cycle length the person said is typical for them (asked at onboarding), in days;
    /// the prediction's prior until three cycles are logged. Nil when not given.
    package var typicalCycleLength: Int?
    /// The typical cycle lengths a profile may record.
    package static let typicalCycleLengthRange = DefaultPredictor.typicalCycleLengthRange
    /// The health goals given at onboarding or with `bloom profile set --goals`; nil when never
    /// asked, empty when asked and skipped (so onboarding asks only once).
    package var goals: [HealthGoal]?
    /// The conditions the person said they live with; nil when never asked, empty when asked
    /// and skipped. Used to explain and order, never to diagnose or to change an estimate.
    package var conditions: [HealthCondition]?
    /// The time of day from which `bloom remind` suggests a breathing practice, if chosen.
    package var breathingReminder: TimeOfDay?
    /// The time of day from which `bloom remind` suggests writing in the journal, if chosen.
    package var journalingReminder: TimeOfDay?
    /// The daily step goal of the activity rings; nil: `ActivityGoals.standard`'s.
    package var stepGoal: Int?
    /// The daily active-energy goal of the activity rings, kcal; nil: the standard one.
    package var activeEnergyGoal: Int?
    /// The daily exercise-minutes goal of the activity rings; nil: the standard one.
    package var exerciseGoal: Int?
    /// The step goals a profile may set.
    package static let stepGoalRange = 1000...50_000
    /// The active-energy goals a profile may set, kcal.
    package static let activeEnergyGoalRange = 50...3000
    /// The exercise goals a profile may set, minutes.
    package static let exerciseGoalRange = 5...300

    /// A new profile (not yet stored).
    package init(name: String, color: String = Profile.palette[0], mode: Mode = .cycle,
                units: UnitSystem = .metric, waterGoalMl: Int = Profile.defaultWaterGoal, created: Day) {
        self.id = 0
        self.name = name
        self.color = color
        self.mode = mode
        self.units = units
        self.waterGoalMl = waterGoalMl
        self.created = created
    }

    /// The name of the profile Bloom creates on the first log of a new device.
    package static let defaultName = "me"
    /// The water goal a new profile starts with.
    package static let defaultWaterGoal = 2000
    /// The water goals a profile may set.
    package static let waterGoalRange = 500...6000
    /// The colours a profile may be given by name (a `#RRGGBB` value is accepted too).
    package static let palette = ["rose", "coral", "peach", "amber", "mint", "teal", "sky", "lavender", "plum", "slate"]

    /// The rules this profile's settings break.
    package var problems: [RecordProblem] {
        var found: [RecordProblem] = []
        if let problem = Profile.nameProblem(name) { found.append(problem) }
        if !Profile.isColor(color) {
            found.append(RecordProblem("color", "'\(color)' is not a colour (use #RRGGBB or one of: \(Profile.palette.joined(separator: ", ")))"))
        }
        if let problem = Rules.inRange(waterGoalMl, Profile.waterGoalRange, field: "waterGoalMl", unit: "ml") { found.append(problem) }
        if let problem = Rules.inRange(typicalCycleLength, Profile.typicalCycleLengthRange, field: "typicalCycleLength", unit: "days") {
            found.append(problem)
        }
        if let problem = Rules.inRange(stepGoal, Profile.stepGoalRange, field: "stepGoal", unit: "steps") { found.append(problem) }
        if let problem = Rules.inRange(activeEnergyGoal, Profile.activeEnergyGoalRange, field: "activeEnergyGoal", unit: "kcal") { found.append(problem) }
        if let problem = Rules.inRange(exerciseGoal, Profile.exerciseGoalRange, field: "exerciseGoal", unit: "min") { found.append(problem) }
        return found
    }

    /// Whether two names name the same profile: the one uniqueness rule for names everywhere
    /// (store, backups, `--profile`). Case is ignored and the text is compared under Unicode
    /// canonical equivalence, so `é` typed precomposed (NFC) or decomposed (NFD) is one name.
    package static func sameName(_ first: String, _ second: String) -> Bool {
        first.lowercased() == second.lowercased()  // String equality is canonical equivalence
    }

    /// Why `name` cannot name a profile, or nil when it can.
    package static func nameProblem(_ name: String) -> RecordProblem? {
        let trimmed = name.trimmingCharacters(in: " ")
        if trimmed.isEmpty { return RecordProblem("name", "a profile needs a name") }
        if trimmed != name { return RecordProblem("name", "'\(name)' starts or ends with a space") }
        if let scalar = TextRule.forbiddenCharacter(in: name) {
            return RecordProblem("name", "the name contains the control character \(TextRule.name(scalar)); remove it")
        }
        if TextRule.length(name) > 40 { return RecordProblem("name", "'\(name)' is longer than 40 characters (Unicode code points)") }
        if name.hasPrefix("-") { return RecordProblem("name", "'\(name)' starts with '-', which reads as an option") }
        return nil
    }

    /// Whether `text` is a palette colour or `#RRGGBB`.
    package static func isColor(_ text: String) -> Bool {
        if palette.contains(text) { return true }
        let hex = Array(text.utf8)
        return hex.count == 7 && hex[0] == UInt8(ascii: "#")
            && hex.dropFirst().allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }

    /// The settings as a backup object (records are added beside them).
    /// `typicalCycleLength`, goals, conditions, reminder times and activity goals are written
    /// only when set, so older backups read the same.
    var settingsJSON: [String: JSONValue] {
        var settings: [String: JSONValue] = [
            "name": .string(name), "color": .string(color), "mode": .string(mode.rawValue), "units": .string(units.rawValue),
            "waterGoalMl": .int(waterGoalMl), "created": .string(created.iso),
        ]
        if let typicalCycleLength { settings["typicalCycleLength"] = .int(typicalCycleLength) }
        if let goals { settings["goals"] = .array(goals.map { .string($0.rawValue) }) }
        if let conditions { settings["conditions"] = .array(conditions.map { .string($0.rawValue) }) }
        if let breathingReminder { settings["breathingReminder"] = .string(breathingReminder.shortText) }
        if let journalingReminder { settings["journalingReminder"] = .string(journalingReminder.shortText) }
        if let stepGoal { settings["stepGoal"] = .int(stepGoal) }
        if let activeEnergyGoal { settings["activeEnergyGoal"] = .int(activeEnergyGoal) }
        if let exerciseGoal { settings["exerciseGoal"] = .int(exerciseGoal) }
        return settings
    }

    /// The settings keys of a backup profile.
    static let settingsKeys = ["name", "color", "mode", "units", "waterGoalMl", "created", "typicalCycleLength",
                               "goals", "conditions", "breathingReminder", "journalingReminder", "stepGoal", "activeEnergyGoal", "exerciseGoal"]

    /// Reads the settings of a backup profile.
    init?(reading r: FieldReader) {
        let name = r.string("name"), color = r.string("color"), mode = r.choice("mode", Mode.self)
        let units = r.choice("units", UnitSystem.self), goal = r.int("waterGoalMl"), created = r.day("created")
        let typical = r.int("typicalCycleLength", optional: true)
        let goals: [HealthGoal]? = r.value("goals", optional: true) == nil ? nil : Profile.words(r, "goals", HealthGoal.self)
        let conditions: [HealthCondition]? = r.value("conditions", optional: true) == nil ? nil : Profile.words(r, "conditions", HealthCondition.self)
        let breathing = r.time("breathingReminder", optional: true), journaling = r.time("journalingReminder", optional: true)
        let steps = r.int("stepGoal", optional: true), energy = r.int("activeEnergyGoal", optional: true)
        let exercise = r.int("exerciseGoal", optional: true)
        guard let name, let color, let mode, let units, let goal, let created else { return nil }
        self.init(name: name, color: color, mode: mode, units: units, waterGoalMl: goal, created: created)
        typicalCycleLength = typical
        self.goals = goals
        self.conditions = conditions
        breathingReminder = breathing
        journalingReminder = journaling
        stepGoal = steps
        activeEnergyGoal = energy
        exerciseGoal = exercise
    }

    /// The list `key` read as words of `type`, noting each unknown one.
    private static func words<V: Vocabulary>(_ r: FieldReader, _ key: String, _ type: V.Type) -> [V] {
        r.strings(key).enumerated().compactMap { index, text in
            guard let value = V(rawValue: text) else {
                r.note("\(key)[\(index)]", V.unknownMessage(text))
                return nil
            }
            return value
        }
    }

    /// Whether two profiles have the same settings (ignoring the row id).
    func sameSettings(as other: Profile) -> Bool {
        settingsJSON == other.settingsJSON
    }
}
