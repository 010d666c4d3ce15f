import CycleCore
import Foundation

/// Reads temperatures from CSV text: `day,celsius[,excluded]`, one reading a line.
///
/// A header line (one whose first field is not a date) is skipped. Values of 45 or more are
/// read as °F and converted. The third field marks a reading excluded when it is yes, y, 1,
/// true, x, excluded or a reason (illness, ill, fever, alcohol, late, travel, …); empty, no, 0
/// and false keep it.
package enum TemperatureCSV {
    /// An error pointing at a line of the file.
    package struct LineError: Error, CustomStringConvertible, Equatable {
        package let line: Int
        package let message: String
        package var description: String { "line \(line): \(message)" }
    }

    /// The third-field values that keep a reading (anything else excludes it).
    package static let keeps: Set<String> = ["", "no", "n", "0", "false", "-"]

    /// The readings in `text`, as `bloom chart --csv FILE` reads them.
    /// - Throws: `LineError` naming the first bad line.
    package static func readings(_ text: String) throws -> [BasalTemperature] {
        var result: [BasalTemperature] = []
        var seen: [Day: Int] = [:]
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = index + 1
            var line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            if index == 0, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if fields.allSatisfy(\.isEmpty) || line.hasPrefix("#") { continue }
            guard let day = try? Day(iso: fields[0]) else {
                if index == 0 { continue }  // a header
                throw LineError(line: number, message: "'\(fields[0])' is not a day (use YYYY-MM-DD)")
            }
            guard fields.count >= 2, let value = Double(fields[1].replacingOccurrences(of: "°", with: "").trimmingCharacters(in: CharacterSet(charactersIn: "CcFf "))) else {
                throw LineError(line: number, message: "expected 'day,celsius[,excluded]'")
            }
            let fahrenheit = fields[1].uppercased().hasSuffix("F") || BasalTemperature.looksFahrenheit(value)
            let celsius = fahrenheit ? BasalTemperature.celsius(fromFahrenheit: value) : value
            guard (34.0...42.0).contains(celsius) else {
                throw LineError(line: number, message: "\(fields[1]) is not a waking body temperature (34–42 °C or 93–108 °F)")
            }
            if let earlier = seen[day] { throw LineError(line: number, message: "\(day) already has a reading (line \(earlier))") }
            seen[day] = number
            let excluded = fields.count > 2 && !keeps.contains(fields[2].lowercased())
            result.append(BasalTemperature(day: day, celsius: celsius, excluded: excluded))
        }
        return result
    }
}
