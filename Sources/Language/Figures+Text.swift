import CycleCore
import Foundation

// Figures and lists in words, as the commands print them: durations, clock offsets, seconds, lists.

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    package func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}

extension Phase {
    /// "the luteal phase".
    package var phrase: String { "the \(rawValue) phase" }
}

/// "1 min 4 s", "12 min", "45 s" for a number of seconds.
package func durationText(seconds: Int) -> String {
    let minutes = seconds / 60, rest = seconds % 60
    switch (minutes, rest) {
    case (0, _): return "\(rest) s"
    case (_, 0): return "\(minutes) min"
    default: return "\(minutes) min \(rest) s"
    }
}

/// "0:05", "12:40" for a clock offset in seconds.
package func clockText(seconds: Int) -> String {
    let rest = seconds % 60
    return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
}

/// "0:05", "0:05.5" for a clock offset that may fall between seconds.
package func clockText(seconds: Double) -> String {
    let tenths = Int((seconds * 10).rounded())
    let whole = clockText(seconds: tenths / 10)
    return tenths % 10 == 0 ? whole : "\(whole).\(tenths % 10)"
}

/// "4", "5.5" for seconds that may be fractional.
package func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
}

/// "a, b and c".
package func listText(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
