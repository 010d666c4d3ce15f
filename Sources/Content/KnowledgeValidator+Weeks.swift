import CycleCore

extension KnowledgeValidator {
    /// Weeks 1–42 each once, trimesters matching the week, sizes present from week 4 and
    /// never decreasing from week 8.
    static func checkPregnancyWeeks(_ document: WeeksDocument?, into report: inout ProblemReport) {
        guard let weeks = document?.weeks else { return }
        var seen: [Int: Int] = [:]
        for (index, week) in weeks.enumerated() {
            let path = "weeks[\(index)]"
            guard (1...42).contains(week.week) else {
                report.add(.weeks, "\(path).week", "expected a week from 1 to 42, found \(week.week)")
                continue
            }
            if let earlier = seen[week.week] {
                report.add(.weeks, "\(path).week", "week \(week.week) appears twice (also weeks[\(earlier)])")
            } else {
                seen[week.week] = index
            }
            let trimester = Trimester(gestationalDays: week.week * 7)
            if week.trimester != trimester {
                report.add(.weeks, "\(path).trimester", "week \(week.week) is in trimester \(trimester.rawValue), found \(week.trimester.rawValue)")
            }
            if week.week <= 3 {
                if week.lengthCm != nil { report.add(.weeks, "\(path).lengthCm", "must be null in weeks 1–3") }
                if week.weightG != nil { report.add(.weeks, "\(path).weightG", "must be null in weeks 1–3") }
                if week.lengthType != .none { report.add(.weeks, "\(path).lengthType", "must be 'none' in weeks 1–3") }
            } else {
                if week.lengthCm == nil { report.add(.weeks, "\(path).lengthCm", "needs a length from week 4") }
                if week.weightG == nil { report.add(.weeks, "\(path).weightG", "needs a weight from week 4") }
                if week.lengthType == .none { report.add(.weeks, "\(path).lengthType", "must be 'crown-rump' or 'crown-heel' from week 4") }
            }
            report.checkNotEmpty(week.development, file: .weeks, path: "\(path).development")
            report.checkNotEmpty(week.body, file: .weeks, path: "\(path).body")
            report.checkNotEmpty(week.tips, file: .weeks, path: "\(path).tips")
        }
        let missing = (1...42).filter { seen[$0] == nil }
        if !missing.isEmpty {
            report.add(.weeks, "weeks", "missing week\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", "))")
        }
        var previous: PregnancyWeek?
        for week in weeks.filter({ (1...42).contains($0.week) }).sorted(by: { $0.week < $1.week }) {
            defer { previous = week }
            guard let before = previous, week.week >= 8, before.week >= 8, let index = seen[week.week] else { continue }
            if let length = week.lengthCm, let earlier = before.lengthCm, length < earlier {
                report.add(.weeks, "weeks[\(index)].lengthCm", "\(number(length)) cm in week \(week.week) is less than \(number(earlier)) cm in week \(before.week)")
            }
            if let weight = week.weightG, let earlier = before.weightG, weight < earlier {
                report.add(.weeks, "weeks[\(index)].weightG", "\(number(weight)) g in week \(week.week) is less than \(number(earlier)) g in week \(before.week)")
            }
        }
    }

    /// A number without a trailing ".0", e.g. "300" or "25.6".
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
