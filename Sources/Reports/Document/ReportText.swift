import CycleCore

/// How a report writes numbers, durations and measurements.
package enum ReportText {
    /// `value` rounded to one decimal as `bloom insights` and `history` round it: "28", "28.5".
    package static func oneDecimal(_ value: Double) -> String { decimal(value, places: 1) }

    /// `value` rounded half away from zero to `places` decimals, without trailing zeros: "0.042", "36.5".
    package static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        // Doubles print their shortest exact form; keep at most `places` decimals.
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) - 1 > places {
            text = String(text[..<text.index(dot, offsetBy: places + 1)])
        }
        return text
    }

    /// `value` with exactly `places` decimals: "36.45", "64.0".
    package static func fixed(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let whole = Int((abs(value) * scale).rounded(.toNearestOrAwayFromZero))
        let sign = value < 0 && whole != 0 ? "-" : ""
        guard places > 0 else { return sign + String(whole) }
        let unit = Int(scale)
        var fraction = String(whole % unit)
        while fraction.count < places { fraction = "0" + fraction }
        return "\(sign)\(whole / unit).\(fraction)"
    }

    /// "1 day", "5 days".
    package static func days(_ count: Int) -> String { "\(count) day\(count == 1 ? "" : "s")" }

    /// "28.5 days", "1 day".
    package static func days(_ value: Double) -> String {
        let text = oneDecimal(value)
        return text + (text == "1" ? " day" : " days")
    }

    /// A length of time from seconds: "45 s", "1 min 5 s", "1 h 20 min".
    package static func duration(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        if seconds < 60 { return "\(seconds) s" }
        if seconds < 3600 { return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s" }
        let minutes = (seconds + 30) / 60
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }

    /// A temperature in the report's units: "36.45 °C", "97.61 °F".
    package static func temperature(_ celsius: Double, _ units: ReportUnits) -> String {
        units == .imperial ? "\(fixed(celsius * 9 / 5 + 32, places: 2)) °F" : "\(fixed(celsius, places: 2)) °C"
    }

    /// A temperature's number only, for chart axes: "36.4", "97.6".
    package static func temperatureValue(_ celsius: Double, _ units: ReportUnits) -> Double {
        units == .imperial ? celsius * 9 / 5 + 32 : celsius
    }

    /// A weight in the report's units: "64.5 kg", "142.2 lb".
    package static func weight(_ kilograms: Double, _ units: ReportUnits) -> String {
        "\(fixed(weightValue(kilograms, units), places: 1)) \(weightUnit(units))"
    }

    /// A weight's number in the report's units.
    package static func weightValue(_ kilograms: Double, _ units: ReportUnits) -> Double {
        units == .imperial ? kilograms / 0.453_592_37 : kilograms
    }

    /// "kg" or "lb".
    package static func weightUnit(_ units: ReportUnits) -> String { units == .imperial ? "lb" : "kg" }

    /// A change of weight with its sign: "+1.2 kg", "-0.4 kg", "0.0 kg".
    package static func weightChange(_ kilograms: Double, _ units: ReportUnits) -> String {
        let text = weight(abs(kilograms), units)
        let shown = fixed(weightValue(abs(kilograms), units), places: 1)
        if shown == "0.0" { return text }
        return (kilograms > 0 ? "+" : "-") + text
    }

    /// A symptom's severity in words: 1 mild, 2 moderate, 3 severe.
    package static func severity(_ level: Int) -> String {
        switch level {
        case ...1: "mild"
        case 2: "moderate"
        default: "severe"
        }
    }

    /// "Thu 3 Dec 2026".
    package static func shortDate(_ day: Day) -> String { "\(day.shortText) \(day.year)" }

    /// "2026-12-03 10:30".
    package static func moment(_ moment: Moment) -> String { "\(moment.day.iso) \(moment.clockText)" }
}
