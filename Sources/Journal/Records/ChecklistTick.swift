import CycleCore
import JSON

/// One ticked item of a pregnancy week's checklist (`Knowledge/pregnancy/weeks.json`), for the
/// pregnancy that started on `lmp`, so a later pregnancy starts with a clean list.
public struct ChecklistTick: StoredRecord {
    /// The last-period day of the pregnancy the tick belongs to.
    public var lmp: Day
    /// The pregnancy week (1–42).
    public var week: Int
    /// The item's number in that week's checklist, from 1.
    public var item: Int
    /// The day it was ticked.
    public var ticked: Day

    public init(lmp: Day, week: Int, item: Int, ticked: Day) {
        self.lmp = lmp
        self.week = week
        self.item = item
        self.ticked = ticked
    }

    /// The weeks a checklist can belong to.
    public static let weekRange = 1...42
    /// The item numbers accepted.
    public static let itemRange = 1...50

    public static let kind = RecordKind.checklistTick
    public static let storage = RecordStorage(table: "checklist_ticks", backupKey: "checklistTicks", noun: "checklist tick")
    public static let fields = [Field("lmp", "lmp", .day), Field("week", "week", .int), Field("item", "item", .int),
                                Field("ticked", "ticked", .day)]
    public static let keyFields = ["lmp", "week", "item"]

    public var fieldValues: [JSONValue] { [.string(lmp.iso), .int(week), .int(item), .string(ticked.iso)] }

    public init?(reading r: FieldReader) {
        let lmp = r.day("lmp"), week = r.int("week"), item = r.int("item"), ticked = r.day("ticked")
        guard let lmp, let week, let item, let ticked else { return nil }
        self.init(lmp: lmp, week: week, item: item, ticked: ticked)
    }

    public func problems(today: Day) -> [RecordProblem] {
        [Rules.inRange(week, Self.weekRange, field: "week"), Rules.inRange(item, Self.itemRange, field: "item"),
         Rules.notAfter(ticked, today: today, field: "ticked")].compactMap { $0 }
    }

    public var summary: String { "checklist item \(item) of week \(week) ticked on \(ticked.iso)" }
}
