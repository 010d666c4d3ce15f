import CycleCore

/// Small checks shared by the record kinds, each returning the problem it finds.
enum Rules {
    static func notAfter(_ day: Day?, today: Day, field: String) -> RecordProblem? {
        guard let day, day > today else { return nil }
        return RecordProblem(field, "\(day.iso) is after today (\(today.iso))")
    }

    static func inRange<T: Comparable>(_ value: T?, _ range: ClosedRange<T>, field: String, unit: String = "") -> RecordProblem? {
        guard let value, !range.contains(value) else { return nil }
        let suffix = unit.isEmpty ? "" : " \(unit)"
        return RecordProblem(field, "\(value)\(suffix) is outside \(range.lowerBound)–\(range.upperBound)\(suffix)")
    }

    /// Free text under `TextRule`: no control characters (tab and line feed only when
    /// `multiline`), at most `max` code points, and not blank when `required`.
    static func text(_ value: String?, field: String, max: Int, required: Bool = false, multiline: Bool = false) -> RecordProblem? {
        guard let value else { return required ? RecordProblem(field, "is missing") : nil }
        if required, value.trimmingCharacters(in: " ").isEmpty { return RecordProblem(field, "is empty") }
        return TextRule.problem(value, field: field, max: max, allowsLineBreaks: multiline)
    }
}

extension Rules {
    /// A note in one short line for confirmations: line breaks as " / ", at most 40 characters.
    static func oneLine(_ note: String) -> String {
        let flat = note.split(separator: "\n").joined(separator: " / ")
        return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
    }

    /// Two notes logged for one record, both kept: `newer` on a line below `older`, unless it
    /// is already there (logging the same thing again changes nothing).
    static func joined(_ older: String?, _ newer: String?) -> String? {
        guard let older, !older.isEmpty else { return newer }
        guard let newer, !newer.isEmpty else { return older }
        if older == newer || older.split(separator: "\n").contains(Substring(newer)) { return older }
        return older + "\n" + newer
    }
}

/// Numbers for people: at most `places` decimals, no trailing zeros ("36.5", "62", "0.25").
func decimalText(_ value: Double, places: Int = 2) -> String { FigureText.decimal(value, places: places) }

/// `value` rounded to `places` decimals, the precision Bloom stores measurements at.
func rounded(_ value: Double, places: Int = 2) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
}
