/// How long a pose is held: a number of breaths or of seconds.
///
/// Written in Knowledge as `{"breaths": 5}` or `{"seconds": 30}`.
package enum Hold: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Held for this many breaths.
    case breaths(Int)
    /// Held for this many seconds.
    case seconds(Int)

    /// How many seconds one breath counts for when timing a routine.
    package static let secondsPerBreath = 5

    /// The hold's length in seconds (a breath counts as 5 seconds).
    package var duration: Int {
        switch self {
        case let .breaths(count): count * Hold.secondsPerBreath
        case let .seconds(count): count
        }
    }

    /// e.g. "8 breaths", "30 s", "5 min" or "1 min 30 s".
    package var description: String {
        switch self {
        case let .breaths(count):
            return count == 1 ? "1 breath" : "\(count) breaths"
        case let .seconds(count):
            let minutes = count / 60, rest = count % 60
            if minutes == 0 { return "\(rest) s" }
            return rest == 0 ? "\(minutes) min" : "\(minutes) min \(rest) s"
        }
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case breaths, seconds
    }

    /// Decodes `{"breaths": N}` or `{"seconds": N}` with N a whole number above zero.
    /// - Throws: `DecodingError.dataCorrupted` ("expected breaths or seconds") otherwise.
    package init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "expected breaths or seconds, e.g. {\"breaths\": 5}"
            ))
        }
        let breaths = try container.decodeIfPresent(Int.self, forKey: .breaths)
        let seconds = try container.decodeIfPresent(Int.self, forKey: .seconds)
        switch (breaths, seconds) {
        case let (count?, nil):
            guard count > 0 else { throw Hold.notPositive(.breaths, in: container) }
            self = .breaths(count)
        case let (nil, count?):
            guard count > 0 else { throw Hold.notPositive(.seconds, in: container) }
            self = .seconds(count)
        case (_?, _?):
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "expected breaths or seconds, not both"))
        case (nil, nil):
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "expected breaths or seconds"))
        }
    }

    /// Encodes the hold as Knowledge writes it.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .breaths(count): try container.encode(count, forKey: .breaths)
        case let .seconds(count): try container.encode(count, forKey: .seconds)
        }
    }

    private static func notPositive(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) -> DecodingError {
        .dataCorruptedError(forKey: key, in: container, debugDescription: "expected a whole number above 0")
    }
}
