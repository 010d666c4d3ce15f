import CycleCore
import Journal
import JSON

/// `bloom profile`: list, add, switch, rename, change and remove the people using Bloom here.
enum ProfileCommand: BloomCommand {
    static let name = "profile"
    static let summary = "List, add, switch, rename or remove profiles"
    static let usage = """
        bloom profile [list] [--json]
        bloom profile add NAME [--color C] [--mode cycle|ttc|pregnancy] [--units metric|imperial] [--water-goal ML] [--cycle-length DAYS]
        bloom profile use NAME
        bloom profile rename OLD NEW
        bloom profile set [--color C] [--mode M] [--units U] [--water-goal ML] [--cycle-length DAYS]   (the active profile, or --profile NAME)
        bloom profile set [--goals LIST|none] [--conditions LIST|none] [--breathing-reminder HH:MM|off] [--journaling-reminder HH:MM|off]
                          [--step-goal N|default] [--energy-goal KCAL|default] [--exercise-goal MIN|default]
        bloom profile remove NAME --yes                  (deletes the profile and all its records)

        Colours: \(Profile.palette.joined(separator: ", ")), or #RRGGBB.
        Goals: \(HealthGoal.names.joined(separator: ", ")). Conditions: \(HealthCondition.names.joined(separator: ", ")).
        Goals and conditions only change what Bloom explains and shows first (with PCOS the prediction
        says why its range is wide; with diabetes in pregnancy the glucose card comes first); never a diagnosis.

        Examples:
          bloom profile add Anna --color mint --mode ttc
          bloom profile use Anna
          bloom log period start --profile me     (log for another profile without switching)
          bloom profile set --goals sleep,stress --conditions pcos
          bloom profile set --breathing-reminder 21:30 --journaling-reminder off --step-goal 7000
        """
    static let options: [OptionSpec] = [
        .value("--color", "C", "the profile's colour"),
        .value("--mode", "MODE", "cycle, ttc or pregnancy"),
        .value("--units", "UNITS", "metric or imperial"),
        .value("--water-goal", "ML", "daily water goal in millilitres (500–6000)"),
        .value("--cycle-length", "DAYS", "your typical cycle length (15–60), used for estimates until three cycles are logged"),
        .value("--goals", "LIST", "health goals, comma-separated (none to clear)"),
        .value("--conditions", "LIST", "conditions you live with, comma-separated (none to clear)"),
        .value("--breathing-reminder", "HH:MM", "from this time 'bloom remind' suggests a breathing practice if none was logged (off to stop)"),
        .value("--journaling-reminder", "HH:MM", "from this time 'bloom remind' suggests logging your day if nothing was logged (off to stop)"),
        .value("--step-goal", "N", "daily steps for the activity ring (\(Profile.stepGoalRange.lowerBound)–\(Profile.stepGoalRange.upperBound), or default)"),
        .value("--energy-goal", "KCAL", "daily active energy for the ring (\(Profile.activeEnergyGoalRange.lowerBound)–\(Profile.activeEnergyGoalRange.upperBound), or default)"),
        .value("--exercise-goal", "MIN", "daily exercise minutes for the ring (\(Profile.exerciseGoalRange.lowerBound)–\(Profile.exerciseGoalRange.upperBound), or default)"),
        .flag("--yes", "confirm removing a profile and its records"),
        .flag("--json", "print the list as JSON"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        var words = arguments.positionals
        let action = words.isEmpty ? "list" : words.removeFirst()
        try journalErrors {
            switch action {
            case "list", "ls": try list(words, context)
            case "add", "new": try add(words, arguments, context)
            case "use", "switch": try use(words, context)
            case "rename": try rename(words, context)
            case "set": try set(words, arguments, context)
            case "remove", "rm", "delete": try remove(words, arguments, context)
            default:
                var message = "unknown action '\(action)' (actions: list, add, use, rename, set, remove)"
                if let near = closestMatch(to: action, in: ["list", "add", "use", "rename", "set", "remove"]) {
                    message += "; did you mean '\(near)'?"
                }
                throw CLIError.usage(message)
            }
        }
    }

    private static func list(_ words: [String], _ context: CommandContext) throws {
        try expect(words, count: 0, "bloom profile list")
        let store = try context.journal(create: false)
        let profiles = try store?.profiles() ?? []
        let active = try store?.activeProfile()
        var counts: [Int64: Int] = [:]
        for profile in profiles { counts[profile.id] = try store!.recordCounts(of: profile).values.reduce(0, +) }
        if context.wantsJSON {
            context.out.line(JSONValue.array(profiles.map { profile in
                .orderedObject([
                    ("name", .string(profile.name)), ("active", .bool(profile.id == active?.id)), ("color", .string(profile.color)),
                    ("mode", .string(profile.mode.rawValue)), ("units", .string(profile.units.rawValue)),
                    ("waterGoalMl", .int(profile.waterGoalMl)), ("created", .day(profile.created)), ("records", .int(counts[profile.id] ?? 0)),
                ] + (profile.typicalCycleLength.map { [("typicalCycleLength", JSONValue.int($0))] } ?? []) + preferencesJSON(profile))
            }).rendered())
            return
        }
        guard !profiles.isEmpty else {
            context.out.line("No profiles yet: 'bloom log period start' creates one named '\(Profile.defaultName)', or add one with 'bloom profile add NAME'.")
            return
        }
        let rows = [["", "NAME", "COLOUR", "MODE", "UNITS", "WATER GOAL", "SINCE", "RECORDS"]] + profiles.map { profile in
            [profile.id == active?.id ? "*" : "", profile.name, profile.color, profile.mode.rawValue, profile.units.rawValue,
             "\(profile.waterGoalMl) ml", profile.created.iso, String(counts[profile.id] ?? 0)]
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max()! }
        for row in rows {
            let cells = row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
            context.out.line(cells.joined(separator: "  ").trimmingTrailingSpaces())
        }
    }

    private static func add(_ words: [String], _ arguments: ParsedArguments, _ context: CommandContext) throws {
        try expect(words, count: 1, "bloom profile add NAME")
        let store = try context.journal(create: true)!
        let existing = try store.profiles()
        var profile = Profile(name: words[0], created: try context.today())
        profile.color = Profile.palette.first { color in !existing.contains { $0.color == color } } ?? Profile.palette[0]
        try applySettings(arguments, to: &profile)
        let stored = try store.addProfile(profile)
        let active = try store.activeProfile()?.id == stored.id
        context.out.line("Added the profile \(describe(stored))." + (active ? " It is the active profile." : " Switch to it with \(context.hint("profile use \(CommandContext.shellWord(stored.name))", forProfile: false))."))
    }

    private static func use(_ words: [String], _ context: CommandContext) throws {
        try expect(words, count: 1, "bloom profile use NAME")
        guard let store = try context.journal(create: false) else { throw JournalError.noSuchProfile(name: words[0], known: []) }
        let profile = try store.useProfile(named: words[0])
        context.out.line("Now using the profile \(profile.name).")
    }

    private static func rename(_ words: [String], _ context: CommandContext) throws {
        try expect(words, count: 2, "bloom profile rename OLD NEW")
        guard let store = try context.journal(create: false) else { throw JournalError.noSuchProfile(name: words[0], known: []) }
        let before = try store.profile(named: words[0])?.name ?? words[0]
        let profile = try store.renameProfile(words[0], to: words[1])
        context.out.line("Renamed the profile \(before) to \(profile.name).")
    }

    private static func set(_ words: [String], _ arguments: ParsedArguments, _ context: CommandContext) throws {
        try expect(words, count: 0, "bloom profile set [--color C] [--mode M] [--units U] [--water-goal ML] [--cycle-length DAYS] [--goals LIST] …")
        guard settingNames.contains(where: { arguments.value($0) != nil }) else {
            throw CLIError.usage("say what to change: \(settingNames.joined(separator: ", "))")
        }
        guard let (store, current) = try context.journalForReading() else {
            throw CLIError.usage("there are no profiles yet; add one with 'bloom profile add NAME'")
        }
        var profile = current
        try applySettings(arguments, to: &profile)
        try store.updateProfile(profile)
        context.out.line("Updated the profile \(describe(profile)).")
    }

    private static func remove(_ words: [String], _ arguments: ParsedArguments, _ context: CommandContext) throws {
        try expect(words, count: 1, "bloom profile remove NAME --yes")
        guard let store = try context.journal(create: false), let profile = try store.profile(named: words[0]) else {
            throw JournalError.noSuchProfile(name: words[0], known: [])
        }
        guard arguments.has("--yes") else {
            let count = try store.recordCounts(of: profile).values.reduce(0, +)
            throw CLIError.usage("removing the profile \(profile.name) deletes it and its \(count) record\(count == 1 ? "" : "s") for good; "
                + "run again with --yes to confirm (keep a copy first with \(context.hint("export --profile \(CommandContext.shellWord(profile.name)) --out FILE", forProfile: false)))")
        }
        let (removed, records, active) = try store.removeProfile(named: profile.name)
        context.out.line("Removed the profile \(removed.name) and its \(records) record\(records == 1 ? "" : "s")."
            + (active.map { " The active profile is \($0.name)." } ?? " No profiles are left."))
    }

    /// The options `bloom profile set` changes.
    static let settingNames = ["--color", "--mode", "--units", "--water-goal", "--cycle-length", "--goals", "--conditions",
                               "--breathing-reminder", "--journaling-reminder", "--step-goal", "--energy-goal", "--exercise-goal"]

    private static func applySettings(_ arguments: ParsedArguments, to profile: inout Profile) throws {
        try applyPreferences(arguments, to: &profile)
        if let color = arguments.value("--color") { profile.color = color.lowercased() }
        if let mode = arguments.value("--mode") { profile.mode = try Mode.named(mode, field: "--mode") }
        if let units = arguments.value("--units") { profile.units = try UnitSystem.named(units, field: "--units") }
        if let goal = try arguments.integer("--water-goal", in: Profile.waterGoalRange) { profile.waterGoalMl = goal }
        if let length = try arguments.integer("--cycle-length", in: Profile.typicalCycleLengthRange) { profile.typicalCycleLength = length }
    }

    private static func describe(_ profile: Profile) -> String {
        "\(profile.name) (\(profile.color), \(profile.mode.rawValue) mode, \(profile.units.rawValue), water goal \(profile.waterGoalMl) ml"
            + (profile.typicalCycleLength.map { ", typical cycle \($0) days" } ?? "") + preferencesText(profile) + ")"
    }

    private static func expect(_ words: [String], count: Int, _ form: String) throws {
        guard words.count == count else {
            throw CLIError.usage(words.count < count ? "missing \(count == 1 ? "a name" : "names"): \(form)" : "unexpected '\(words[count])': \(form)")
        }
    }
}

private extension String {
    /// The text without spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
