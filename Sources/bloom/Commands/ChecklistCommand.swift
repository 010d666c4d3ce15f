import Content
import CycleCore
import Glances
import Journal

/// `bloom checklist`: a pregnancy week's checklist from Knowledge, with the items ticked for
/// the recorded pregnancy; `bloom checklist done N` ticks item N.
enum ChecklistCommand: BloomCommand {
    static let name = "checklist"
    static let summary = "This pregnancy week's checklist; tick items as you do them"
    static let usage = """
        bloom checklist [--week N] [--json]
        bloom checklist done N [--week N]

        Without --week, the week you are in today, from the pregnancy recorded with
        'bloom log pregnancy'. Ticks belong to the recorded pregnancy; 'bloom undo' takes one back.

        Examples:
          bloom checklist
          bloom checklist --week 12
          bloom checklist done 1
        """
    static let options: [OptionSpec] = [
        .value("--week", "N", "the pregnancy week, 1 to 42"),
        .flag("--json", "print one JSON object"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        var words = arguments.positionals
        let action = words.isEmpty ? "show" : words.removeFirst().lowercased()
        let today = try context.today()
        let pregnancy = try context.journalForReading().flatMap { store, profile in
            try journalErrors { try store.currentPregnancy(of: profile) }
        }
        let week = try arguments.value("--week").map(weekNumber) ?? currentWeek(pregnancy, today: today)
        guard let content = try context.knowledge().week(week) else {
            throw CLIError.data("week \(week) is missing from \(KnowledgeFile.weeks.path)")
        }
        switch action {
        case "show", "list":
            try ContentOptions.expectAtMost(1, positionals: arguments, usage: "bloom checklist [--week N] [--json]")
            try show(content, pregnancy: pregnancy, context)
        case "done", "tick":
            guard words.count == 1, let item = Int(words[0]) else {
                throw CLIError.usage("give the item's number: bloom checklist done N")
            }
            guard content.checklist.indices.contains(item - 1) else {
                throw CLIError.data("week \(week) has \(content.checklist.count) checklist items; there is no item \(item)")
            }
            guard let pregnancy else {
                throw CLIError.usage("ticks belong to a pregnancy: record one with 'bloom log pregnancy --lmp YYYY-MM-DD'")
            }
            let (store, profile) = try context.journalForLogging()
            let tick = ChecklistTick(lmp: pregnancy.lmp, week: week, item: item, ticked: today)
            let logged = try journalErrors { try store.log(tick, for: profile, today: today) }
            LogCommand.report(logged, profile, context, text: "☑ \(content.checklist[item - 1]) (week \(week), item \(item))",
                              verb: logged.change == .added ? "Ticked" : nil)
        default:
            throw CLIError.usage("say done N to tick an item, or nothing to see the list")
        }
    }

    /// The week's items with their ticks.
    static func show(_ week: PregnancyWeek, pregnancy: Pregnancy?, _ context: CommandContext) throws {
        var ticked: Set<Int> = []
        if let pregnancy, let (store, profile) = try context.journalForReading() {
            ticked = try journalErrors { try ChecklistView.ticked(in: store, profile: profile, pregnancy: pregnancy, week: week.week) }
        }
        let view = ChecklistView(week: week, ticked: ticked)
        if context.wantsJSON {
            context.out.line(view.json.rendered())
        } else {
            context.out.write(view.text)
        }
    }

    /// The week number in `text`, 1 to 42.
    static func weekNumber(_ text: String) throws -> Int {
        guard let number = Int(text), ChecklistTick.weekRange.contains(number) else {
            throw CLIError.usage("the week is a whole number from 1 to 42, not '\(text)'")
        }
        return number
    }

    /// The week of `pregnancy` in progress on `today`.
    static func currentWeek(_ pregnancy: Pregnancy?, today: Day) throws -> Int {
        guard let pregnancy else {
            throw CLIError.usage("no pregnancy is recorded: record one with 'bloom log pregnancy --lmp YYYY-MM-DD' or give --week N")
        }
        guard let week = try? PregnancyDating(lmp: pregnancy.lmp).age(on: today).currentWeek, ChecklistTick.weekRange.contains(week) else {
            throw CLIError.usage("today is outside weeks 1 to 42 of the recorded pregnancy; give --week N")
        }
        return week
    }
}
