/// How Bloom writes the figures several views share, so that the same quantity reads the same
/// in every command and in the chat: `bloom budget`, `bloom goal`, `bloom food`, `bloom logged`
/// and the assistant's energy answers all write food energy as "2,260 kcal".
package enum FigureText {
    /// A whole number with a comma between thousands: "2,260", "12,000"; below zero with a
    /// minus sign: "−120".
    package static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return (number < 0 ? "−" : "") + out
    }

    /// Food energy in whole kilocalories: "2,260 kcal".
    package static func kcal(_ value: Int) -> String { grouped(value) + " kcal" }

    /// Food energy rounded to whole kilocalories: "1,910 kcal".
    package static func kcal(_ value: Double) -> String { kcal(Int(value.rounded())) }

    /// A measurement for people: at most `places` decimals, no trailing zeros ("36.5", "62",
    /// "68.95"), as the journal writes it.
    package static func decimal(_ value: Double, places: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        var text = String((value * scale).rounded() / scale)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A length of time in whole minutes, as a night of sleep is said: "6 h", "6 h 30 min",
    /// "45 min".
    package static func hoursAndMinutes(_ minutes: Int) -> String {
        switch (minutes / 60, minutes % 60) {
        case let (0, rest): "\(rest) min"
        case let (hours, 0): "\(hours) h"
        case let (hours, rest): "\(hours) h \(rest) min"
        }
    }
}
