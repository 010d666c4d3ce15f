/// Source keys built straight into their String's storage: the same text the interpolations
/// `"\(prefix)|\(start)|\(end)|\(hash)"` and `"hr|\(minute)"` give (keys stored by earlier
/// imports must keep matching), without the intermediate strings.
enum SourceKeys {
    /// "`prefix`|`start`|`end`|`hash`", or "`prefix`|`second`|`start`|`end`|`hash`".
    static func span(_ prefix: String, _ second: String? = nil, start: Int64, end: Int64, hash: String) -> String {
        let capacity = prefix.utf8.count + (second?.utf8.count ?? 0) + hash.utf8.count + 48
        return String(unsafeUninitializedCapacity: capacity) { bytes in
            var writer = KeyWriter(bytes: bytes)
            writer.text(prefix)
            if let second {
                writer.bar()
                writer.text(second)
            }
            writer.bar()
            writer.number(start)
            writer.bar()
            writer.number(end)
            writer.bar()
            writer.text(hash)
            return writer.count
        }
    }

    /// "hr|`minute`": a heart-rate minute.
    static func heartRateMinute(_ minute: Int64) -> String {
        String(unsafeUninitializedCapacity: 24) { bytes in
            var writer = KeyWriter(bytes: bytes)
            writer.byte(0x68) // h
            writer.byte(0x72) // r
            writer.bar()
            writer.number(minute)
            return writer.count
        }
    }
}

private struct KeyWriter {
    let bytes: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        bytes[count] = value
        count += 1
    }

    @inline(__always)
    mutating func bar() { byte(0x7C) }

    mutating func text(_ text: String) {
        for unit in text.utf8 { byte(unit) }
    }

    /// Decimal digits, with "-" before a negative number (as `String(describing:)`).
    mutating func number(_ value: Int64) {
        if value < 0 { byte(0x2D) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0) // up to 20 digits, least significant first
        var length = 0
        withUnsafeMutableBytes(of: &digits) { scratch in
            repeat {
                scratch[length] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
                magnitude /= 10
                length += 1
            } while magnitude > 0
            for index in stride(from: length - 1, through: 0, by: -1) { byte(scratch[index]) }
        }
    }
}
