import CycleCore
import JSON

/// A "has your period ended?" prompt already shown for a cycle (at most two a cycle).
package struct PeriodEndPrompt: StoredRecord {
    /// The start of the period the prompt asked about.
    package var cycleStart: Day
    /// 1 or 2.
    package var number: Int
    /// The day it was shown.
    package var shown: Day

    package init(cycleStart: Day, number: Int, shown: Day) {
        self.cycleStart = cycleStart
        self.number = number
        self.shown = shown
    }

    package static let kind = RecordKind.periodEndPrompt
    package static let storage = RecordStorage(table: "period_end_prompts", backupKey: "periodEndPrompts", noun: "period-end prompt")
    package static let fields = [Field("cycleStart", "cycle_start", .day), Field("number", "number", .int), Field("shown", "shown", .day)]
    package static let keyFields = ["cycleStart", "number"]

    package var fieldValues: [JSONValue] { [.string(cycleStart.iso), .int(number), .string(shown.iso)] }

    package init?(reading r: FieldReader) {
        let start = r.day("cycleStart"), number = r.int("number"), shown = r.day("shown")
        guard let start, let number, let shown else { return nil }
        self.init(cycleStart: start, number: number, shown: shown)
    }

    package func problems(today: Day) -> [RecordProblem] {
        var found = [Rules.inRange(number, 1...2, field: "number"), Rules.notAfter(shown, today: today, field: "shown")].compactMap { $0 }
        if shown < cycleStart { found.append(RecordProblem("shown", "\(shown.iso) is before the cycle start \(cycleStart.iso)")) }
        return found
    }

    package var summary: String { "period-end prompt \(number) of 2 for the period from \(cycleStart.iso), shown \(shown.iso)" }
}
