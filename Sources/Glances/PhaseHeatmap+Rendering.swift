import CycleCore
import DayModel
import JSON

extension PhaseHeatmap {
    /// The table as text lines: a header of the four phases, a row of logged days, then one row
    /// per symptom and mood with a shade and a percentage in each cell, then the legend.
    package func lines() -> [String] {
        let labels = rows.map { $0.kind == "mood" ? "mood: \($0.name)" : $0.name }
        let labelWidth = max("logged days".count, labels.map(\.count).max() ?? 0)
        let cellWidth = Phase.allCases.map(\.name.count).max()!
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        func line(_ label: String, _ cells: [String]) -> String {
            var text = "  " + pad(label, labelWidth)
            for cell in cells { text += "  " + pad(cell, cellWidth) }
            return String(text.reversed().drop(while: { $0 == " " }).reversed())
        }
        var lines = [line("", Phase.allCases.map(\.name))]
        lines.append(line("logged days", Phase.allCases.map { String(loggedDays[$0] ?? 0) }))
        for (label, row) in zip(labels, rows) {
            lines.append(line(label, Phase.allCases.map { phase in
                let share = row.shares[phase] ?? nil
                let shade = String(repeating: Self.shade(share), count: 3)
                return share.map { shade + " " + String(Int(($0 * 100).rounded())) + "%" } ?? shade
            }))
        }
        return lines + ["  " + Self.legend]
    }

    /// `{"loggedDays":{…},"rows":[{"kind","name","shares":{menstrual,follicular,ovulation,luteal}}]}`,
    /// shares rounded to three places, null for a phase with no logged days.
    package var json: JSONValue {
        .orderedObject([
            ("loggedDays", .orderedObject(Phase.allCases.map { ($0.name, .int(loggedDays[$0] ?? 0)) })),
            ("rows", .array(rows.map { row in
                .orderedObject([("kind", .string(row.kind)), ("name", .string(row.name)),
                         ("shares", .orderedObject(Phase.allCases.map { ($0.name, .rounded(row.shares[$0] ?? nil, places: 3)) }))])
            })),
        ])
    }
}
