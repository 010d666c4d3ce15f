/// Why a piece of text is not a calendar day.
public struct DayParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text that was read.
    public let text: String
    /// What is wrong with it, in the user's terms.
    public let reason: String

    public var description: String {
        "'\(text)' is not a valid date: \(reason) (use YYYY-MM-DD, e.g. 2026-03-05)"
    }
}

extension Day {
    /// Reads a day written as `YYYY-MM-DD`.
    ///
    /// - Throws: `DayParseError` naming the text and what is wrong (shape, month, day of month).
    public init(iso text: String) throws {
        let trimmed = text.trimmingASCIIWhitespace()
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
        else {
            throw DayParseError(text: text, reason: "expected YYYY-MM-DD")
        }
        guard (1...12).contains(month) else {
            throw DayParseError(text: text, reason: "there is no month \(month)")
        }
        guard let value = Day(year: year, month: month, day: day) else {
            let length = Day.length(ofMonth: month, in: year)
            throw DayParseError(text: text, reason: "month \(month) of \(year) has \(length) days")
        }
        self = value
    }

    /// The day as `YYYY-MM-DD`.
    public var iso: String {
        let c = components
        return "\(Day.pad(c.year, 4))-\(Day.pad(c.month, 2))-\(Day.pad(c.day, 2))"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}

extension Day: CustomStringConvertible, LosslessStringConvertible {
    public var description: String { iso }

    public init?(_ description: String) {
        guard let day = try? Day(iso: description) else { return nil }
        self = day
    }
}

extension Day: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try Day(iso: text)
        } catch let error as DayParseError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension StringProtocol {
    func trimmingASCIIWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" || first == "\r" || first == "\n" {
            scalars = scalars.dropFirst()
        }
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" || last == "\n" {
            scalars = scalars.dropLast()
        }
        return String(scalars)
    }
}
