import CycleCore
import JSON

/// The kick-count summary as text and JSON.
package enum KickRendering {
    /// The summary in words, ending with what to do.
    package static func text(_ summary: KickSummary) -> String {
        var lines: [String] = []
        let span = TimerWords.duration(summary.elapsed)
        let count = "\(summary.count) movement\(summary.count == 1 ? "" : "s")"
        let until = summary.end.map { " to \($0.clockText)" } ?? " (still counting)"
        lines.append("Kick count from \(summary.start.clockText)\(until): \(count) in \(span).")
        if let toTen = summary.secondsToTarget {
            lines.append("Time to \(KickSummary.target) movements: \(TimerWords.duration(toTen)).")
        } else {
            lines.append("\(KickSummary.target) movements not reached.")
        }
        if let usual = summary.usualSecondsToTarget {
            let how = switch summary.comparison {
            case .quicker: "quicker than"
            case .similar: "about the same as"
            case .slower: "slower than"
            case .noHistory: "compared with"
            }
            lines.append("That's \(how) your recent sessions (usually \(TimerWords.duration(usual)) to \(KickSummary.target)).")
        }
        if let warning = summary.warning {
            let why = switch warning {
            case .fewerThanTenInTwoHours: "Fewer than 10 movements in 2 hours from 28 weeks needs checking today."
            case .lessThanUsual: "Movements that feel less than usual need checking today."
            }
            lines.append(why + " " + TimerWords.contactNowAboutMovements)
        } else {
            lines.append("If movements slow down, change or stop, contact your maternity unit now; don't wait until tomorrow.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func json(_ summary: KickSummary) -> JSONValue {
        .orderedObject([
            ("start", .string(summary.start.description)),
            ("end", .text(summary.end?.description)),
            ("count", .int(summary.count)),
            ("kicks", .array(summary.kicks.map { .string($0.clockText) })),
            ("elapsedSeconds", .int(summary.elapsed)),
            ("secondsToTen", summary.secondsToTarget.map { .int($0) } ?? .null),
            ("usualSecondsToTen", summary.usualSecondsToTarget.map { .int($0) } ?? .null),
            ("comparison", .string(summary.comparison.rawValue)),
            ("warning", .text(summary.warning?.rawValue)),
            ("advice", .text(summary.warning == nil ? nil : TimerWords.contactNowAboutMovements)),
        ])
    }
}
