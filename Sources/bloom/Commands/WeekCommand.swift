import Content
import CycleCore
import Language
import Foundation
import Journal

/// `bloom week N`: what happens in week N of pregnancy.
enum WeekCommand: BloomCommand {
    static let name = "week"
    static let summary = "What happens in a week of pregnancy: baby's size, your body, tips"
    static let usage = """
        bloom week [N] [--json]

        N is the week of pregnancy, 1 to 42, counted from the first day of the last period
        (someone 19 weeks and 3 days pregnant is in week 20). Without N, the week you are in
        today, from the pregnancy recorded with 'bloom log pregnancy'.

        Examples:
          bloom week
          bloom week 20
          bloom week 8 --json
        """
    static let options: [OptionSpec] = [ContentOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        try ContentOptions.expectAtMost(1, positionals: arguments, usage: "bloom week [N]")
        let number = try arguments.positionals.first.map(weekNumber) ?? currentWeek(in: context)
        let knowledge = try context.knowledge()
        guard let week = knowledge.week(number) else {
            throw CLIError.data("week \(number) is missing from \(KnowledgeFile.weeks.path)")
        }
        if context.wantsJSON {
            context.out.line(week.json.rendered())
            return
        }
        var page = ContentPage(for: context.out)
        page.title("Week \(week.week) · trimester \(week.trimester.rawValue)")
        page.paragraph(sizeText(week))
        page.heading("Your baby")
        page.bullets(week.development)
        page.heading("Your body")
        page.bullets(week.body)
        page.heading("Tips")
        page.bullets(week.tips)
        if !week.milestones.isEmpty {
            page.heading("Milestones")
            page.bullets(week.milestones)
        }
        if !week.checklist.isEmpty {
            page.heading("Checklist")
            page.bullets(week.checklist, marker: "☐")
        }
        page.source(week.source)
        if week.lengthCm != nil { page.hint("Sizes are averages from one chart; babies vary widely.") }
        context.out.write(page.text)
    }

    /// The week number in `text` ("20" or "w20").
    /// - Throws: a usage error unless it is a whole number from 1 to 42.
    static func weekNumber(_ text: String) throws -> Int {
        let digits = text.lowercased().hasPrefix("w") ? String(text.dropFirst()) : text
        guard let number = Int(digits), (1...42).contains(number) else {
            throw CLIError.usage("the week is a whole number from 1 to 42, not '\(text)'")
        }
        return number
    }

    /// The pregnancy week in progress today, from the chosen profile's recorded pregnancy.
    /// - Throws: a usage error when no pregnancy is recorded or today is outside weeks 1 to 42.
    static func currentWeek(in context: CommandContext) throws -> Int {
        let today = try context.today()
        guard let (store, profile) = try context.journalForReading(readOnly: true),
              let pregnancy = try journalErrors({ try store.currentPregnancy(of: profile) }) else {
            throw CLIError.usage("no pregnancy is recorded: record one with 'bloom log pregnancy --lmp YYYY-MM-DD' or give a week number from 1 to 42, e.g. 'bloom week 20'")
        }
        let dating = PregnancyDating(lmp: pregnancy.lmp)
        let age: GestationalAge
        do { age = try dating.age(on: today) } catch {
            throw CLIError.usage("\(error); give a week number from 1 to 42, e.g. 'bloom week 20'")
        }
        // Past 42 weeks the pregnancy has most likely ended: say so, as the briefing does.
        guard !age.isPastAnyPregnancy else {
            throw CLIError.usage("the recorded due date (\(dating.dueDate)) was \(dating.dueDate.days(to: today)) days ago, past 42 weeks, "
                                 + "so the pregnancy has most likely ended; give a week number from 1 to 42, e.g. 'bloom week 20'")
        }
        return age.currentWeek
    }

    /// "About the size of a banana: 25.6 cm (crown to heel), 300 g."
    static func sizeText(_ week: PregnancyWeek) -> String {
        guard let length = week.lengthCm else { return capitalizedFirst(week.size) + "." }
        var text = "About the size of \(week.size): \(measure(length)) cm (\(week.lengthType.phrase))"
        if let weight = week.weightG {
            text += weight < 1 ? ", under 1 g" : weight >= 1000 ? ", \(String(format: "%.1f", weight / 1000)) kg" : ", \(measure(weight)) g"
        }
        return text + "."
    }

    static func measure(_ value: Double) -> String { secondsText(value) }

    static func capitalizedFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
