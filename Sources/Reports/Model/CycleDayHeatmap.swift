import CycleCore

/// Bleeding, pain and each symptom by cycle day over a report's cycles: one row each, one
/// column a cycle day, each cell a level to shade.
package struct CycleDayHeatmap: Sendable, Hashable {
    /// What a row's levels measure.
    package enum Measure: Sendable, Hashable {
        /// The heaviest flow logged on that cycle day in any cycle (1 spotting to 4 heavy).
        case flow
        /// The highest cramp score logged on that cycle day (0–10).
        case pain
        /// In how many cycles the symptom was logged on that cycle day.
        case symptom
    }

    /// One row: its label, what it measures and its level per cycle day (absent: nothing logged).
    package struct Row: Sendable, Hashable {
        package let label: String
        package let measure: Measure
        package let levels: [Int: Int]
    }

    /// The most cycle days shown; later days are counted in the last column.
    package static let maximumColumns = 40
    /// The fewest cycle days shown, so a short span still reads as a cycle.
    package static let minimumColumns = 28

    /// Cycle days shown, from 1.
    package let columns: Int
    /// How many cycles the rows cover.
    package let cycles: Int
    /// Bleeding, then pain, then symptoms by how often they were logged (then by name).
    package let rows: [Row]

    /// - Parameters:
    ///   - rows: the report's cycles.
    ///   - logs: the span's daily logs.
    ///   - through: the span's last day.
    init(rows cycleRows: [CycleRow], logs: [ReportDayLog], through last: Day) {
        var flow: [Int: Int] = [:], pain: [Int: Int] = [:]
        var symptoms: [String: [Int: Set<Day>]] = [:]
        var counts: [String: Int] = [:]
        var latestDay = 0
        for (index, row) in cycleRows.enumerated() {
            let end = index + 1 < cycleRows.count ? cycleRows[index + 1].period.start - 1 : min(row.cycleLength.map { row.period.start + ($0 - 1) } ?? last, last)
            for log in logs where log.day >= row.period.start && log.day <= end {
                let cycleDay = min(row.cycleDay(of: log.day), Self.maximumColumns)
                var logged = false
                if let level = log.flow?.rawValue { flow[cycleDay] = max(flow[cycleDay] ?? 0, level); logged = true }
                if let cramps = log.cramps { pain[cycleDay] = max(pain[cycleDay] ?? 0, cramps); logged = true }
                for id in log.symptoms.keys {
                    symptoms[id, default: [:]][cycleDay, default: []].insert(row.period.start)
                    counts[id, default: 0] += 1
                    logged = true
                }
                if logged { latestDay = max(latestDay, cycleDay) }
            }
        }
        columns = min(Self.maximumColumns, max(Self.minimumColumns, latestDay))
        cycles = cycleRows.count
        var rows: [Row] = []
        if !flow.isEmpty { rows.append(Row(label: "bleeding", measure: .flow, levels: flow)) }
        if !pain.isEmpty { rows.append(Row(label: "cramp score", measure: .pain, levels: pain)) }
        let order = counts.keys.sorted { (counts[$1]!, $0) < (counts[$0]!, $1) }
        rows += order.map { id in
            Row(label: SymptomTally.displayName(id), measure: .symptom, levels: symptoms[id]!.mapValues(\.count))
        }
        self.rows = rows
    }

    /// Whether nothing was logged on any cycle day.
    package var isEmpty: Bool { rows.isEmpty }

    /// The highest level a row of `measure` can reach, for shading.
    package func maximumLevel(of measure: Measure) -> Int {
        switch measure {
        case .flow: ReportFlow.heavy.rawValue
        case .pain: 10
        case .symptom: max(1, cycles)
        }
    }
}
