import CycleCore
import NextSteps

/// The sections of a pregnancy report, in the order a midwife reads them.
struct PregnancySections {
    let model: ReportModel
    let report: PregnancyReport
    /// Writes the commands the sections name.
    let wording: StepWording

    init(_ model: ReportModel, wording: StepWording) {
        self.model = model
        report = model.pregnancy!
        self.wording = wording
    }

    var ordered: [ReportSection] {
        [dating, appointments, symptoms, kicks, contractions, weight, SupplementSection.section(model), checklist]
    }

    var dating: ReportSection {
        guard let record = report.record else {
            return ReportSection(id: "dating", title: "Dating", blocks: [
                .empty("No pregnancy under way is recorded: record one with '\(wording(.logPregnancy(.lastPeriod, .blank)))' or '\(wording(.logPregnancy(.dueDate, .blank)))'."),
            ])
        }
        var facts = [ReportFact("Last period (LMP)", record.lmp.iso),
                     ReportFact("Due date (estimate)", "\(record.dueDate.iso) (last period + 280 days)")]
        if let age = report.age {
            facts.append(ReportFact("On \(model.generated.iso)", "\(age.weeks) weeks \(age.days) day\(age.days == 1 ? "" : "s") (\(age.description)), week \(age.currentWeek), trimester \(age.trimester.rawValue)"))
            let toGo = record.dating.daysToGo(from: model.generated)
            facts.append(ReportFact("Days to the due date", toGo >= 0 ? String(toGo) : "\(-toGo) past it"))
        }
        if let datedBy = report.datedBy { facts.append(ReportFact("Dated from", datedBy)) }
        return ReportSection(id: "dating", title: "Dating", blocks: [
            .facts(facts),
            .note("Weeks are counted from the first day of the last period: 19w3d means 19 completed weeks and 3 days, in week 20. The due date is an estimate; a dating scan may set another."),
        ])
    }

    var weight: ReportSection {
        let title = "Weight by trimester"
        guard !report.weighings.isEmpty else {
            return ReportSection(id: "weight", title: title, blocks: [.empty("No weights logged in this span.")])
        }
        let units = model.units
        guard let grouped = report.weights, let record = report.record else {
            let rows = report.weighings.map { [$0.day.iso, ReportText.weight($0.kilograms, units)] }
            return ReportSection(id: "weight", title: title, blocks: [
                .table(ReportTable(columns: [.init("Day"), .init("Weight", numeric: true)], rows: rows)),
            ])
        }
        func row(_ label: String, _ entries: [WeightByTrimester.Entry]) -> [String] {
            let change = (entries.last?.kilograms ?? 0) - (entries.first?.kilograms ?? 0)
            return [label, String(entries.count), ReportText.weight(entries.first!.kilograms, units), ReportText.weight(entries.last!.kilograms, units),
                    entries.count > 1 ? ReportText.weightChange(change, units) : "–"]
        }
        var rows: [[String]] = []
        if !grouped.before.isEmpty { rows.append(row("before the pregnancy", grouped.before)) }
        for group in grouped.groups {
            rows.append(row("trimester \(group.trimester.rawValue) (\(Self.weeks(group.trimester)))", group.entries))
        }
        var blocks: [ReportBlock] = []
        if !rows.isEmpty {
            blocks.append(.table(ReportTable(columns: [.init("When"), .init("Weighings", numeric: true), .init("First", numeric: true),
                                                       .init("Last", numeric: true), .init("Change", numeric: true)], rows: rows)))
        }
        blocks.append(.chart(.weight(WeightSeries(entries: report.weighings, lmp: record.lmp, units: units))))
        blocks.append(.note("The weights as logged, grouped by trimester (as '\(wording(.seeWeights))'); Bloom sets no target."))
        return ReportSection(id: "weight", title: title, blocks: blocks)
    }

    /// "weeks 1–13", "weeks 14–27", "week 28 on".
    static func weeks(_ trimester: Trimester) -> String {
        switch trimester {
        case .first: "weeks 1–13"
        case .second: "weeks 14–27"
        case .third: "week 28 on"
        }
    }

    var kicks: ReportSection {
        let title = "Kick counts"
        guard !report.kickCounts.isEmpty else {
            return ReportSection(id: "kicks", title: title, blocks: [.empty("No kick counts in this span.")])
        }
        let rows = report.kickCounts.map { count -> [String] in
            let length = count.end.map { count.start.seconds(to: $0) }
            return [ReportText.moment(count.start), report.week(of: count.start.day).map(String.init) ?? "–",
                    length.map(ReportText.duration) ?? "not ended", String(count.kicks.count),
                    count.secondsToTarget.map(ReportText.duration) ?? "–"]
        }
        return ReportSection(id: "kicks", title: title, blocks: [
            .table(ReportTable(columns: [.init("Started"), .init("Week", numeric: true), .init("Length", numeric: true),
                                         .init("Movements", numeric: true), .init("Time to 10", numeric: true)], rows: rows)),
        ])
    }

    var contractions: ReportSection {
        let title = "Contractions"
        guard !report.contractionSessions.isEmpty else {
            return ReportSection(id: "contractions", title: title, blocks: [.empty("No contractions timed in this span.")])
        }
        let rows = report.contractionSessions.map { session -> [String] in
            [ReportText.moment(session.start), report.week(of: session.start.day).map(String.init) ?? "–", String(session.count),
             session.averageDuration.map(ReportText.duration) ?? "–", session.averageInterval.map(ReportText.duration) ?? "–",
             session.lastStart.clockText]
        }
        return ReportSection(id: "contractions", title: title, blocks: [
            .table(ReportTable(columns: [.init("Started"), .init("Week", numeric: true), .init("Contractions", numeric: true),
                                         .init("Average length", numeric: true), .init("Average interval", numeric: true),
                                         .init("Last started")], rows: rows)),
            .note("Contractions timed with Bloom, grouped into sessions when less than two hours apart; interval is start to start."),
        ])
    }

    var appointments: ReportSection {
        let title = "Appointments"
        guard !report.appointments.isEmpty else {
            return ReportSection(id: "appointments", title: title, blocks: [.empty("No appointments in this span.")])
        }
        let rows = report.appointments.map { item -> [String] in
            let status = item.done ? "done" : item.at.day > model.generated ? "upcoming" : item.at.day == model.generated ? "today" : "not marked done"
            return [ReportText.moment(item.at), item.title, item.place ?? "–", status]
        }
        return ReportSection(id: "appointments", title: title, blocks: [
            .table(ReportTable(columns: [.init("When"), .init("What"), .init("Where"), .init("Status")], rows: rows)),
        ])
    }

    var symptoms: ReportSection {
        let title = "Symptoms logged"
        guard !report.symptoms.isEmpty else {
            return ReportSection(id: "symptoms", title: title, blocks: [.empty("No symptoms logged in this span.")])
        }
        let rows = report.symptoms.map { tally -> [String] in
            [tally.name, String(tally.days), tally.first.iso, tally.last.iso, tally.worstSeverity.map(ReportText.severity) ?? "not given"]
        }
        return ReportSection(id: "symptoms", title: title, blocks: [
            .table(ReportTable(columns: [.init("Symptom"), .init("Days", numeric: true), .init("First"), .init("Last"),
                                         .init("Most severe")], rows: rows)),
        ])
    }

    var checklist: ReportSection {
        guard let list = report.checklist else {
            return ReportSection(id: "checklist", title: "Checklist", blocks: [.empty("No checklist: no pregnancy under way is recorded.")])
        }
        let title = "Checklist for week \(list.week)"
        guard !list.items.isEmpty else {
            return ReportSection(id: "checklist", title: title, blocks: [.empty("Nothing on the checklist for week \(list.week).")])
        }
        let done = list.items.filter(\.done).count
        return ReportSection(id: "checklist", title: title, blocks: [
            .checklist(list.items),
            .note("\(done) of \(list.items.count) ticked this week; \(list.tickedInAllWeeks) item\(list.tickedInAllWeeks == 1 ? "" : "s") ticked in all weeks of this pregnancy."),
        ])
    }
}
