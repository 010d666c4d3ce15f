import CycleCore
import JSON

/// The values the `--json` views write often: days and rounded numbers.
extension JSONValue {
    /// A day as `"YYYY-MM-DD"`, or null.
    package static func day(_ day: Day?) -> JSONValue { day.map { .string($0.iso) } ?? .null }

    /// A number rounded to `places` decimals, or null (for a missing or non-finite value).
    package static func rounded(_ value: Double?, places: Int = 3) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return .double((value * scale).rounded() / scale)
    }
}
