import CycleCore

/// One person using Bloom on this device, with their own records and settings.
public struct Profile: Sendable, Equatable {
    /// The row id in the store (0 for a profile not yet stored).
    public internal(set) var id: Int64
    /// Unique on the device, ignoring case.
    public var name: String
    /// A palette colour name or `#RRGGBB`.
    public var color: String
    /// What the profile tracks: a cycle, trying to conceive, or a pregnancy.
    public var mode: Mode
    /// The units weights and temperatures are shown in.
    public var units: UnitSystem
    /// Daily water goal in millilitres.
    public var waterGoalMl: Int
    /// The day the profile was created.
    public var created: Day
    /// The cycle length the person said is typical for them (asked at onboarding), in days;
    /// the prediction's prior until three cycles are logged. Nil when not given.
    public var typicalCycleLength: Int?
    /// The typical cycle lengths a profile may record.
    public static let typicalCycleLengthRange = DefaultPredictor.typicalCycleLengthRange

    /// A new profile (not yet stored).
    public init(name: String, color: String = Profile.palette[0], mode: Mode = .cycle,
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
    public static let defaultName = "me"
    /// The water goal a new profile starts with.
    public static let defaultWaterGoal = 2000
    /// The water goals a profile may set.
    public static let waterGoalRange = 500...6000
    /// The colours a profile may be given by name (a `#RRGGBB` value is accepted too).
    public static let palette = ["rose", "coral", "peach", "amber", "mint", "teal", "sky", "lavender", "plum", "slate"]

    /// The rules this profile's settings break.
    public var problems: [RecordProblem] {
        var found: [RecordProblem] = []
        if let problem = Profile.nameProblem(name) { found.append(problem) }
        if !Profile.isColor(color) {
            found.append(RecordProblem("color", "'\(color)' is not a colour (use #RRGGBB or one of: \(Profile.palette.joined(separator: ", ")))"))
        }
        if let problem = Rules.inRange(waterGoalMl, Profile.waterGoalRange, field: "waterGoalMl", unit: "ml") { found.append(problem) }
        if let problem = Rules.inRange(typicalCycleLength, Profile.typicalCycleLengthRange, field: "typicalCycleLength", unit: "days") {
            found.append(problem)
        }
        return found
    }

    /// Whether two names name the same profile: the one uniqueness rule for names everywhere
    /// (store, backups, `--profile`). Case is ignored and the text is compared under Unicode
    /// canonical equivalence, so `é` typed precomposed (NFC) or decomposed (NFD) is one name.
    public static func sameName(_ first: String, _ second: String) -> Bool {
        first.lowercased() == second.lowercased()  // String equality is canonical equivalence
    }

    /// Why `name` cannot name a profile, or nil when it can.
    public static func nameProblem(_ name: String) -> RecordProblem? {
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
    public static func isColor(_ text: String) -> Bool {
        if palette.contains(text) { return true }
        let hex = Array(text.utf8)
        return hex.count == 7 && hex[0] == UInt8(ascii: "#")
            && hex.dropFirst().allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }

    /// The settings as a backup object (records are added beside them).
    /// `typicalCycleLength` is written only when set, so older backups read the same.
    var settingsJSON: [String: JSONValue] {
        var settings: [String: JSONValue] = [
            "name": .string(name), "color": .string(color), "mode": .string(mode.rawValue), "units": .string(units.rawValue),
            "waterGoalMl": .int(waterGoalMl), "created": .string(created.iso),
        ]
        if let typicalCycleLength { settings["typicalCycleLength"] = .int(typicalCycleLength) }
        return settings
    }

    /// The settings keys of a backup profile.
    static let settingsKeys = ["name", "color", "mode", "units", "waterGoalMl", "created", "typicalCycleLength"]

    /// Reads the settings of a backup profile.
    init?(reading r: FieldReader) {
        let name = r.string("name"), color = r.string("color"), mode = r.choice("mode", Mode.self)
        let units = r.choice("units", UnitSystem.self), goal = r.int("waterGoalMl"), created = r.day("created")
        let typical = r.int("typicalCycleLength", optional: true)
        guard let name, let color, let mode, let units, let goal, let created else { return nil }
        self.init(name: name, color: color, mode: mode, units: units, waterGoalMl: goal, created: created)
        typicalCycleLength = typical
    }

    /// Whether two profiles have the same settings (ignoring the row id).
    func sameSettings(as other: Profile) -> Bool {
        settingsJSON == other.settingsJSON
    }
}
