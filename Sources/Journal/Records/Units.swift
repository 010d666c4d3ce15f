/// Reads temperatures and weights as people type them, and converts between unit systems.
///
/// Bloom stores °C and kg; °F and lb are accepted and shown when a profile uses imperial units.
package enum Units {
    /// The body temperatures Bloom accepts, in °C.
    package static let celsiusRange = 34.0...43.0
    /// The weights Bloom accepts, in kg.
    package static let kilogramRange = 20.0...300.0

    /// Degrees Celsius from `text`: "36.6", "36.6C", "36.6 °C", "97.9F". A bare number is read
    /// as °C when it lies in 34–43 and as °F when it lies in 93.2–109.4, which cannot be confused.
    /// - Throws: `JournalError.invalid` naming the value and the accepted range.
    package static func celsius(from text: String, field: String = "temperature") throws(JournalError) -> Double {
        let (number, unit) = try split(text, field: field, units: ["c", "°c", "f", "°f"], example: "36.6 or 97.9F")
        let fahrenheit: Bool
        switch unit {
        case "c", "°c": fahrenheit = false
        case "f", "°f": fahrenheit = true
        default: fahrenheit = number > 50
        }
        let value = rounded(fahrenheit ? (number - 32) * 5 / 9 : number)
        guard celsiusRange.contains(value) else {
            throw .invalid(RecordProblem(field, "\(text) is outside 34–43 °C (93.2–109.4 °F); check the reading"))
        }
        return value
    }

    /// Kilograms from `text`: "62.5", "62.5kg", "138 lb". A bare number is in the profile's units.
    /// - Throws: `JournalError.invalid` naming the value and the accepted range.
    package static func kilograms(from text: String, system: UnitSystem, field: String = "weight") throws(JournalError) -> Double {
        let (number, unit) = try split(text, field: field, units: ["kg", "lb", "lbs"], example: "62.5, 62.5kg or 138lb")
        let pounds = unit == "lb" || unit == "lbs" || (unit.isEmpty && system == .imperial)
        let value = rounded(pounds ? number * 0.453_592_37 : number, places: 3)
        guard kilogramRange.contains(value) else {
            throw .invalid(RecordProblem(field, "\(text) is outside 20–300 kg (44–661 lb)"))
        }
        return value
    }

    /// °F for `celsius`.
    package static func fahrenheit(_ celsius: Double) -> Double { celsius * 9 / 5 + 32 }

    /// lb for `kilograms`.
    package static func pounds(_ kilograms: Double) -> Double { kilograms / 0.453_592_37 }

    /// A temperature for people in the profile's units, e.g. "36.55 °C" or "97.79 °F".
    package static func temperatureText(_ celsius: Double, system: UnitSystem) -> String {
        system == .imperial ? "\(decimalText(fahrenheit(celsius))) °F" : "\(decimalText(celsius)) °C"
    }

    /// A weight for people in the profile's units, e.g. "62.5 kg" or "137.79 lb".
    package static func weightText(_ kilograms: Double, system: UnitSystem) -> String {
        system == .imperial ? "\(decimalText(pounds(kilograms))) lb" : "\(decimalText(kilograms)) kg"
    }

    /// `text` read as a plain decimal number (`36.5`, `-2`, `.5`), or nil: only digits, one
    /// optional point and a leading minus, so `0x24`, `1e2`, `inf` and `nan` are not numbers.
    package static func decimal(_ text: String) -> Double? {
        var body = Substring(text)
        if body.hasPrefix("-") || body.hasPrefix("+") { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !body.isEmpty, body != ".", parts.count <= 2, parts.count == 1 || !body.hasSuffix("."),
              parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }) else { return nil }
        return Double(text)
    }

    private static func split(_ text: String, field: String, units: [String], example: String) throws(JournalError) -> (Double, String) {
        let lower = text.lowercased().replacingSpaces()
        var numberPart = lower
        var unit = ""
        for candidate in units.sorted(by: { $0.count > $1.count }) where lower.hasSuffix(candidate) {
            unit = candidate
            numberPart = String(lower.dropLast(candidate.count))
            break
        }
        guard let number = Units.decimal(numberPart.replacingOccurrencesOfComma()), number.isFinite else {
            throw .invalid(RecordProblem(field, "'\(text)' is not a number (e.g. \(example))"))
        }
        return (number, unit)
    }
}

private extension String {
    func replacingSpaces() -> String { String(filter { $0 != " " }) }
    func replacingOccurrencesOfComma() -> String { String(map { $0 == "," ? "." : $0 }) }
}
