import CycleCore
import Journal
import JSON
import NextSteps

/// How `bloom weight` prints: a list with a sparkline, or one section per trimester.
package enum WeightRendering {
    /// What `bloom weight` says with no weights, the step written by `wording`.
    package static func noWeights(wording: StepWording) -> String { "No weights logged yet: add one with '\(wording(.log(.weight(kilograms: 64.2))))'." }

    /// The text: every weight (or each trimester's), the change within a trimester and a trend line.
    package static func text(entries: [WeightByTrimester.Entry], grouped: WeightByTrimester?, profile: Profile, wording: StepWording) -> String {
        guard !entries.isEmpty else { return noWeights(wording: wording) + "\n" }
        let units = profile.units
        func lines(_ list: [WeightByTrimester.Entry]) -> [String] {
            list.map { "  \($0.day.iso)  \(Units.weightText($0.kilograms, system: units))" }
        }
        var out = ["Weights · profile \(profile.name)"]
        if let grouped {
            if !grouped.before.isEmpty { out += ["Before pregnancy"] + lines(grouped.before) }
            for group in grouped.groups {
                out.append("Trimester \(group.trimester.rawValue) (\(weeks(group.trimester)))")
                out += lines(group.entries)
                if group.entries.count > 1 {
                    out.append("  change within the trimester: \(signed(group.change, units)) · \(Sparkline.render(group.entries.map(\.kilograms)))")
                }
            }
        } else {
            out += lines(entries.sorted { $0.day < $1.day })
        }
        let sorted = entries.sorted { $0.day < $1.day }
        if sorted.count > 1 {
            out.append("Trend: \(Sparkline.render(sorted.map(\.kilograms))) (\(sorted.first!.day.iso) to \(sorted.last!.day.iso))")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// "weeks 1–13", "weeks 14–27", "weeks 28–42".
    package static func weeks(_ trimester: Trimester) -> String {
        switch trimester {
        case .first: "weeks 1–13"
        case .second: "weeks 14–27"
        case .third: "weeks 28 on"
        }
    }

    /// "+0.8 kg", "-1.2 lb", "0 kg".
    package static func signed(_ kilograms: Double, _ units: UnitSystem) -> String {
        let text = Units.weightText(abs(kilograms), system: units)
        return kilograms > 0.0049 ? "+" + text : kilograms < -0.0049 ? "-" + text : text
    }

    /// One JSON object: the entries in kg, the sparkline and, in pregnancy, the trimesters.
    package static func json(entries: [WeightByTrimester.Entry], pregnancy: (Pregnancy, WeightByTrimester)?, profile: Profile?) -> JSONValue {
        let sorted = entries.sorted { $0.day < $1.day }
        func list(_ items: [WeightByTrimester.Entry]) -> JSONValue {
            .array(items.map { .orderedObject([("day", .day($0.day)), ("kg", .rounded($0.kilograms, places: 2))]) })
        }
        let pregnancyJSON: JSONValue = pregnancy.map { record, grouped in
            .orderedObject([
                ("lmp", .day(record.lmp)),
                ("dueDate", .day(record.dueDate)),
                ("before", list(grouped.before)),
                ("trimesters", .array(grouped.groups.map { group in
                    .orderedObject([
                        ("trimester", .int(group.trimester.rawValue)),
                        ("entries", list(group.entries)),
                        ("changeKg", .rounded(group.change, places: 2)),
                        ("sparkline", .string(Sparkline.render(group.entries.map(\.kilograms)))),
                    ])
                })),
            ])
        } ?? .null
        return .orderedObject([
            ("profile", .text(profile?.name)),
            ("units", .text(profile?.units.rawValue)),
            ("entries", list(sorted)),
            ("sparkline", .string(Sparkline.render(sorted.map(\.kilograms)))),
            ("pregnancy", pregnancyJSON),
        ])
    }
}
