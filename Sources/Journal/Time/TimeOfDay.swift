/// A time on the clock (hours, minutes, seconds), with no day and no time zone.
package struct TimeOfDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since midnight, 0 to 86 399.
    package let seconds: Int

    /// Creates a time from seconds since midnight, or nil outside one day.
    package init?(seconds: Int) {
        guard (0..<86_400).contains(seconds) else { return nil }
        self.seconds = seconds
    }

    /// Creates a time from its parts, or nil when they are not a clock time.
    package init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.seconds = hour * 3600 + minute * 60 + second
    }

    /// Reads `HH:MM` or `HH:MM:SS` (24-hour clock; `H:MM` is accepted too).
    package init?(text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCIIDigitCharacter) }),
              parts.dropFirst().allSatisfy({ $0.count == 2 }),
              let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? -1 : 0
        self.init(hour: hour, minute: minute, second: second)
    }

    /// The hour, 0–23.
    package var hour: Int { seconds / 3600 }
    /// The minute, 0–59.
    package var minute: Int { seconds / 60 % 60 }
    /// The second, 0–59.
    package var second: Int { seconds % 60 }

    /// `HH:MM`, or `HH:MM:SS` when the seconds are not zero.
    package var description: String { second == 0 ? shortText : longText }

    /// `HH:MM`.
    package var shortText: String { twoDigits(hour) + ":" + twoDigits(minute) }

    /// `HH:MM:SS`.
    package var longText: String { shortText + ":" + twoDigits(second) }

    package static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.seconds < rhs.seconds }
}

func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

extension Character {
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
