import CycleCore
import Foundation

/// Reads a period history from CSV text with the header `start,end` (end may be empty), as
/// `bloom predict --csv FILE` does.
package enum HistoryCSV {
    /// An error pointing at a line of the file.
    package struct LineError: Error, CustomStringConvertible, Equatable {
        package let line: Int
        package let message: String
        package var description: String { "line \(line): \(message)" }
    }

    /// Parses and validates `text` against `today`.
    /// - Throws: `LineError` for the first bad line (bad date, end before start, overlap,
    ///   duplicate, future date), with its line number (the header is line 1).
    package static func parse(_ text: String, today: Day) throws -> PeriodHistory {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
        guard let header = lines.first,
              header.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }).prefix(2) == ["start", "end"]
        else {
            throw LineError(line: 1, message: "expected the header 'start,end'")
        }
        var records: [PeriodRecord] = []
        var lineOfStart: [Day: Int] = [:]
        for (index, line) in lines.enumerated().dropFirst() {
            let number = index + 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count <= 3 else { throw LineError(line: number, message: "expected 'start,end', found \(fields.count) fields") }
            let start: Day
            do { start = try Day(iso: fields[0]) } catch { throw LineError(line: number, message: "start: \(error)") }
            var end: Day?
            if fields.count > 1, !fields[1].isEmpty {
                do { end = try Day(iso: fields[1]) } catch { throw LineError(line: number, message: "end: \(error)") }
            }
            if let end, end < start {
                throw LineError(line: number, message: "the period end (\(end)) is before its start (\(start))")
            }
            if let earlier = lineOfStart[start] {
                throw LineError(line: number, message: "a period already starts on \(start) (line \(earlier))")
            }
            lineOfStart[start] = number
            records.append(PeriodRecord(start: start, end: end, notes: fields.count > 2 && !fields[2].isEmpty ? fields[2] : nil))
        }
        do {
            return try PeriodHistory(validating: records, today: today)
        } catch {
            throw LineError(line: lineOfStart[error.offendingStart] ?? 0, message: error.description)
        }
    }
}
