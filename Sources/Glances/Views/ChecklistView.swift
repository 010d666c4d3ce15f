import Content
import JSON

/// `bloom checklist` as text and JSON: a pregnancy week's items from Knowledge, ticked for the
/// recorded pregnancy.
package struct ChecklistView {
    /// One item: its number (from 1), its words, whether it is ticked.
    package struct Item: Sendable, Equatable {
        package let number: Int
        package let text: String
        package let done: Bool
    }

    package let week: Int
    package let items: [Item]

    /// - Parameter ticked: the numbers of the items ticked for this week of the pregnancy.
    package init(week: PregnancyWeek, ticked: Set<Int>) {
        self.init(week: week.week, checklist: week.checklist, ticked: ticked)
    }

    /// The checklist of week `week` with `checklist` as its items.
    package init(week: Int, checklist: [String], ticked: Set<Int>) {
        self.week = week
        items = checklist.enumerated().map { Item(number: $0.offset + 1, text: $0.element, done: ticked.contains($0.offset + 1)) }
    }

    /// "Week 12 checklist" and a line an item, ☑ or ☐.
    package var text: String {
        var lines = ["Week \(week) checklist"]
        if items.isEmpty { lines.append("Nothing on the checklist this week.") }
        lines += items.map { "\($0.number). \($0.done ? "☑" : "☐") \($0.text)" }
        return lines.joined(separator: "\n") + "\n"
    }

    package var json: JSONValue {
        .orderedObject([
            ("week", .int(week)),
            ("items", .array(items.map { .orderedObject([("number", .int($0.number)), ("text", .string($0.text)), ("done", .bool($0.done))]) })),
        ])
    }
}
