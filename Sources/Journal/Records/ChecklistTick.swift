import CycleCore
import JSON

/// One ticked item of a pregnancy week's checklist (`Knowledge/pregnancy/weeks.json`), for the
/// pregnancy that started on `lmp`, so a later pregnancy starts with a clean list.
package struct ChecklistTick: StoredRecord {
    /// The last-period day of the pregnancy the tick belongs to.
    package var lmp: Day
    /// The pregnancy week (1–42).
    package var week: Int
    /// The item's number in that week's checklist, from 1.
    package var item: Int
    /// The day it was ticked.
    package var ticked: Day

    package init(lmp: Day, week: Int, item: Int, ticked: Day) {
        self.lmp = lmp
        self.week = week
        self.item = item
        self.ticked = ticked
    }

    /// The weeks a checklist can belong to.
    package static let weekRange = 1...42
    /// The item numbers accepted.
    package static let itemRange = 1...50

    package static let kind = RecordKind.checklistTick
    package static let storage = RecordStorage(table: "checklist_ticks", backupKey: "checklistTicks", noun: "checklist tick")
    package static let fields = [Field("lmp", "lmp", .day), Field("week", "week", .int), Field("item", "item", .int),
                                Field("ticked", "ticked", .day)]
    package static let keyFields = ["lmp", "week", "item"]

    package var fieldValues: [JSONValue] { [.string(lmp.iso), .int(week), .int(item), .string(ticked.iso)] }

    package init?(reading r: FieldReader) {
        let lmp = r.day("lmp"), week = r.int("week"), item = r.int("item"), ticked = r.day("ticked")
        guard let lmp, let week, let item, let ticked else { return nil }
        self.init(lmp: lmp, week: week, item: item, ticked: ticked)
    }

    package func problems(today: Day) -> [RecordProblem] {
        [Rules.inRange(week, Self.weekRange, field: "week"), Rules.inRange(item, Self.itemRange, field: "item"),
         Rules.notAfter(ticked, today: today, field: "ticked")].compactMap { $0 }
    }

    package var summary: String { "checklist item \(item) of week \(week) ticked on \(ticked.iso)" }
}
