import BloomBase
import CycleCore
import Journal

/// Reading numbers and dates straight from bytes, without making Strings.
enum ByteParsing {
    /// A decimal number ("72", "-0.5", "36.65", "1.2e-05"), or nil.
    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let count = bytes.count
        while index < count, bytes[index] == 0x20 { index += 1 }
        guard index < count else { return nil }
        var negative = false
        if bytes[index] == 0x2D { negative = true; index += 1 } else if bytes[index] == 0x2B { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var sawDigit = false
        while index < count, bytes[index] &- 0x30 < 10 {
            if digits < 18 { mantissa = mantissa * 10 + UInt64(bytes[index] &- 0x30); digits += mantissa == 0 ? 0 : 1 } else { scale += 1 }
            sawDigit = true
            index += 1
        }
        if index < count, bytes[index] == 0x2E {
            index += 1
            while index < count, bytes[index] &- 0x30 < 10 {
                if digits < 18 { mantissa = mantissa * 10 + UInt64(bytes[index] &- 0x30); digits += mantissa == 0 ? 0 : 1; scale -= 1 }
                sawDigit = true
                index += 1
            }
        }
        guard sawDigit else { return nil }
        if index < count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == 0x2D { exponentNegative = true; index += 1 } else if index < count, bytes[index] == 0x2B { index += 1 }
            var exponent = 0
            var sawExponent = false
            while index < count, bytes[index] &- 0x30 < 10, exponent < 400 { exponent = exponent * 10 + Int(bytes[index] &- 0x30); index += 1; sawExponent = true }
            guard sawExponent else { return nil }
            scale += exponentNegative ? -exponent : exponent
        }
        while index < count, bytes[index] == 0x20 { index += 1 }
        guard index == count else { return nil }
        var value = Double(mantissa)
        if scale < 0 { value /= power(-scale) } else if scale > 0 { value *= power(scale) }
        return negative ? -value : value
    }

    private static let powers: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    private static func power(_ exponent: Int) -> Double {
        exponent <= 22 ? powers[exponent] : (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// An Apple Health date "YYYY-MM-DD HH:MM:SS +HHMM": the UTC instant, the offset in
    /// seconds, and the local day and time as written.
    static func appleDate(_ bytes: UnsafeBufferPointer<UInt8>) -> (utc: Int64, offset: Int, day: Day, time: TimeOfDay)? {
        guard bytes.count >= 19 else { return nil }
        @inline(__always) func digits(_ at: Int, _ length: Int) -> Int? {
            var value = 0
            for index in at..<(at + length) {
                let digit = bytes[index] &- 0x30
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[13] == 0x3A, bytes[16] == 0x3A,
              let year = digits(0, 4), let month = digits(5, 2), let dayOfMonth = digits(8, 2),
              let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
              let day = Day(year: year, month: month, day: dayOfMonth), let time = TimeOfDay(hour: hour, minute: minute, second: second)
        else { return nil }
        var offset = 0
        if bytes.count >= 25 {
            let sign = bytes[20]
            guard sign == 0x2B || sign == 0x2D, let hours = digits(21, 2), let minutes = digits(23, 2), hours <= 18, minutes < 60 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (sign == 0x2D ? -1 : 1)
        } else if bytes.count != 19 {
            return nil
        }
        let utc = Int64(day.ordinal) * 86_400 + Int64(time.seconds) - Int64(offset)
        return (utc, offset, day, time)
    }

    /// The 32-bit FNV-1a hash of `bytes`, in base 36, for stable keys naming a source device.
    static func shortHash(_ bytes: UnsafeBufferPointer<UInt8>?) -> String {
        String(FNV1a.hash32(bytes: bytes ?? UnsafeBufferPointer(start: nil, count: 0)), radix: 36)
    }
}
