import CycleCore
import DayModel
import NextSteps

/// The sections of a cycle report, worded once; `ordered` puts them in the reader's order.
struct CycleSections {
    let model: ReportModel
    let report: CycleReport
    /// Writes the commands the sections name.
    let wording: StepWording

    init(_ model: ReportModel, wording: StepWording) {
        self.model = model
        report = model.cycle!
        self.wording = wording
    }

    /// GP: the cycle table, lengths, bleeding and pain by day first. Fertility clinic:
    /// temperatures and tests first, then the cycles and the estimates.
    var ordered: [ReportSection] {
        switch model.reader {
        case .fertility: [temperatures, cycles, cycleLengths, estimates, symptoms, SupplementSection.section(model)]
        default: [cycles, cycleLengths, symptoms, SupplementSection.section(model), temperatures, estimates]
        }
    }

    // MARK: Cycles

    var cycles: ReportSection {
        let rows = report.rows
        guard !rows.isEmpty else {
            return ReportSection(id: "cycles", title: "Cycles", blocks: [.empty("No periods logged in this span.")])
        }
        let fertility = model.reader == .fertility
        var columns: [ReportTable.Column] = [.init("Period start"), .init("Period end"), .init("Period (days)", numeric: true),
                                             .init("Cycle (days)", numeric: true), .init("Heaviest flow")]
        columns += fertility ? [.init("Temp. shift (cycle day)", numeric: true), .init("First positive LH (cycle day)", numeric: true)]
            : [.init("Worst cramps (0–10)", numeric: true), .init("Pain days", numeric: true)]
        let cells: [[String]] = rows.map { row in
            let end: String = row.period.end?.iso ?? (row.ongoing ? "ongoing" : "not logged")
            let flow: String = row.heaviestFlow.map { "\($0.word) (\(ReportText.days(row.heaviestFlowDays)))" } ?? "none logged"
            var cells: [String] = [row.period.start.iso, end, row.period.length.map(String.init) ?? "–",
                                   row.cycleLength.map(String.init) ?? "in progress", flow]
            if fertility {
                cells.append(row.shiftDay.map(String.init) ?? "–")
                cells.append(row.firstPositiveTestDay.map(String.init) ?? "–")
            } else {
                cells.append(row.worstCramps.map { "\($0)/10" } ?? "–")
                cells.append(row.loggedDays == 0 ? "–" : String(row.painDays))
            }
            return cells
        }
        var blocks: [ReportBlock] = [.table(ReportTable(columns: columns, rows: cells))]
        let count = rows.count
        var summary = "\(count) period\(count == 1 ? "" : "s") started in this span"
        if let average = report.spanStatistics.averagePeriod { summary += "; average period \(ReportText.days(average))" }
        blocks.append(.paragraph(summary + "."))
        if !report.pregnancyTests.isEmpty {
            let tests = report.pregnancyTests.map { test, cycleDay in
                "\(test.day.iso)\(cycleDay.map { " (cycle day \($0))" } ?? "") \(test.resultText)"
            }
            blocks.append(.paragraph("Home pregnancy tests: " + tests.joined(separator: ", ") + "."))
        }
        blocks.append(.note(fertility
            ? "Cycle: days from this period's start to the next (as '\(wording(.seeHistory))'). Heaviest flow: the heaviest bleeding logged in the cycle and on how many days. Temperature shift: the first higher reading of a shift confirmed by the 3-over-6 rule. Positive LH: the first high or peak ovulation test."
            : "Cycle: days from this period's start to the next (as '\(wording(.seeHistory))'). Heaviest flow: the heaviest bleeding logged in the cycle and on how many days. Cramps: the highest cramp score logged in the cycle; pain days: days with a cramp score above 0 or cramps, pelvic, back or ovulation pain logged."))
        return ReportSection(id: "cycles", title: "Cycles", blocks: blocks)
    }

    // MARK: Cycle lengths

    var cycleLengths: ReportSection {
        let span = report.spanStatistics
        let completed = report.rows.filter { $0.cycleLength != nil }
        guard !completed.isEmpty else {
            return ReportSection(id: "cycle-lengths", title: "Cycle lengths", blocks: [
                .empty("No completed cycle in this span: a cycle length needs two period starts."),
            ])
        }
        var blocks: [ReportBlock] = []
        var facts = [ReportFact("Cycles in this span", completed.map { String($0.cycleLength!) }.joined(separator: ", ") + " days")]
        facts += Self.statisticsFacts(span)
        blocks.append(.facts(facts))
        let all = model.cycle!.allStatistics
        if all.cycleLengths != span.cycleLengths || all.periodLengths != span.periodLengths {
            var overall = "All \(all.cycleLengths.count) logged cycle\(all.cycleLengths.count == 1 ? "" : "s") (as '\(wording(.seeInsights))')"
            if let average = all.averageCycle, let spread = all.cycleSpread {
                overall += ": average \(ReportText.days(average)), standard deviation \(ReportText.days(spread))"
            }
            if let period = all.averagePeriod { overall += "; average period \(ReportText.days(period))" }
            blocks.append(.paragraph(overall + "."))
        }
        blocks.append(.chart(.cycleLengths(CycleLengthSeries(rows: completed, typicalRange: report.typicalRange, average: span.averageCycle))))
        if let range = report.typicalRange {
            blocks.append(.note("The band is the typical range of this span: the average ± one standard deviation (\(ReportText.oneDecimal(range.lowerBound))–\(ReportText.oneDecimal(range.upperBound)) days); the dashed line is the average."))
        } else {
            blocks.append(.note("A typical range needs at least \(CycleStatistics.minimumCycles) completed cycles."))
        }
        return ReportSection(id: "cycle-lengths", title: "Cycle lengths", blocks: blocks)
    }

    /// Average, spread, variation and verdict, shortest and longest, average period: the
    /// statistics `bloom insights` prints, worded for a reader.
    static func statisticsFacts(_ statistics: CycleStatistics) -> [ReportFact] {
        var facts: [ReportFact] = []
        if let average = statistics.averageCycle, let spread = statistics.cycleSpread,
           let variation = statistics.variation, let verdict = statistics.verdict {
            facts.append(ReportFact("Average cycle", ReportText.days(average)))
            facts.append(ReportFact("Standard deviation", ReportText.days(spread)))
            facts.append(ReportFact("Variation (SD ÷ average)",
                                    "\(ReportText.decimal(variation, places: 3)): \(verdict) by Bloom's rule (over 0.15 counts as irregular)"))
            if let shortest = statistics.shortestCycle, let longest = statistics.longestCycle {
                facts.append(ReportFact("Shortest and longest", "\(shortest) and \(longest) days"))
            }
        } else {
            facts.append(ReportFact("Average cycle", "needs at least \(CycleStatistics.minimumCycles) completed cycles"))
        }
        if let period = statistics.averagePeriod {
            facts.append(ReportFact("Average period", ReportText.days(period)))
        }
        return facts
    }

    // MARK: Symptoms by cycle day

    var symptoms: ReportSection {
        let heatmap = report.heatmap
        guard !heatmap.isEmpty else {
            return ReportSection(id: "symptoms", title: "Bleeding, pain and symptoms by cycle day",
                                 blocks: [.empty("No bleeding, pain or symptoms logged in this span.")])
        }
        return ReportSection(id: "symptoms", title: "Bleeding, pain and symptoms by cycle day", blocks: [
            .chart(.heatmap(heatmap)),
            .note("Columns are cycle days (day 1 is the first day of the period)\(heatmap.columns == CycleDayHeatmap.maximumColumns ? "; the last column holds day \(CycleDayHeatmap.maximumColumns) and later" : ""). Bleeding: the heaviest flow logged that day (spotting to heavy). Cramp score: the highest score that day (0–10). Symptoms: darker when logged that day in more of the \(heatmap.cycles) cycle\(heatmap.cycles == 1 ? "" : "s")."),
        ])
    }

    // MARK: Temperatures and ovulation tests

    var temperatures: ReportSection {
        let title = "Temperatures and ovulation tests"
        guard !report.temperatureCycles.isEmpty else {
            return ReportSection(id: "temperatures", title: title, blocks: [.empty("No temperatures or ovulation tests logged in this span.")])
        }
        var blocks: [ReportBlock] = []
        for cycle in report.temperatureCycles {
            let readings = cycle.analysis.readings.count
            blocks.append(.subheading("Cycle from \(cycle.start.iso) · \(readings) temperature\(readings == 1 ? "" : "s") · \(cycle.tests.count) ovulation test\(cycle.tests.count == 1 ? "" : "s")"))
            if readings > 0 || !cycle.tests.isEmpty {
                blocks.append(.chart(.temperatures(cycle, model.units)))
            }
            blocks.append(.paragraph(shiftText(cycle)))
            if !cycle.tests.isEmpty {
                let tests = cycle.tests.map { "day \(cycle.start.days(to: $0.at.day) + 1) \($0.result.rawValue)" }
                blocks.append(.paragraph("Ovulation tests: " + tests.joined(separator: ", ") + "."))
            }
        }
        blocks.append(.note("Temperatures are charted by cycle day; hollow points were marked as disturbed and are left out of the rule. The cover line is the highest of the six readings before the first higher one (3-over-6 rule). A shift is consistent with ovulation having happened; it is not a diagnosis."))
        return ReportSection(id: "temperatures", title: title, blocks: blocks)
    }

    private func shiftText(_ cycle: TemperatureCycle) -> String {
        let analysis = cycle.analysis
        guard !analysis.readings.isEmpty else { return "No temperatures logged in this cycle." }
        guard let shift = analysis.shift else {
            if let pending = analysis.pending {
                return "No shift confirmed yet: a higher reading on cycle day \(cycle.start.days(to: pending.firstHighDay) + 1) waits for more readings (cover line \(ReportText.temperature(BasalTemperature.celsius(steps: pending.coverLineSteps), model.units)))."
            }
            return "No temperature shift confirmed in this cycle."
        }
        let day = { (value: Day) in cycle.start.days(to: value) + 1 }
        let rule = switch shift.rule {
        case .regular: "the regular rule"
        case .exception1: "the first exception (a fourth higher reading)"
        case .exception2: "the second exception (one reading set aside)"
        }
        return "Cover line \(ReportText.temperature(shift.coverLine, model.units)); first higher reading on cycle day \(day(shift.firstHighDay)), shift confirmed on day \(day(shift.confirmedOn)) by \(rule); ovulation estimated on cycle day \(day(shift.ovulationEstimate)) (\(shift.ovulationEstimate.iso), an estimate)."
    }

    // MARK: Estimates

    var estimates: ReportSection {
        let title = "Bloom's estimates"
        switch report.estimates {
        case let .unavailable(reason):
            return ReportSection(id: "estimates", title: title, blocks: [.empty(reason)])
        case let .estimate(prediction):
            var facts = [
                ReportFact("Next period (estimate)", "\(prediction.nextStart.iso), likely between \(prediction.earliest.iso) and \(prediction.latest.iso)"),
                ReportFact("Fertile window (estimate)", "\(prediction.fertileStart.iso) to \(prediction.fertileEnd.iso)"),
                ReportFact("Ovulation (estimate)", prediction.ovulation.iso),
            ]
            let cycles = prediction.cyclesUsed
            let basis = cycles == 0 ? "no completed cycle yet, so a usual cycle length is assumed"
                : "\(cycles) completed cycle\(cycles == 1 ? "" : "s")"
            facts.append(ReportFact("Based on", "\(basis) · confidence \(prediction.confidence.rawValue)\(prediction.irregular ? " · cycles vary a lot" : "")"))
            return ReportSection(id: "estimates", title: title, blocks: [
                .facts(facts),
                .note("Estimates made on \(model.generated.iso) from the logged dates (as '\(wording(.seePrediction))'), not a diagnosis. A fertile window is an estimate and does not work as contraception."),
            ])
        }
    }
}

/// The supplements and medicines section, the same in both reports.
enum SupplementSection {
    static func section(_ model: ReportModel) -> ReportSection {
        let title = "Medicines and supplements as logged"
        guard !model.supplements.isEmpty else {
            return ReportSection(id: "supplements", title: title, blocks: [.empty("No medicines or supplements logged in this span.")])
        }
        let table = ReportTable(columns: [.init("Name"), .init("Days logged", numeric: true), .init("First"), .init("Last")],
                                rows: model.supplements.map { [$0.name, String($0.days), $0.first.iso, $0.last.iso] })
        return ReportSection(id: "supplements", title: title, blocks: [
            .table(table),
            .note("Listed as the person logged them in Bloom; Bloom gives no advice on medicines or doses."),
        ])
    }
}
