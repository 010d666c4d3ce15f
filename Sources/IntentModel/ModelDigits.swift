/// Fixed-width base-64 numbers, the weights' encoding in an intent model file (format 3).
///
/// A run holds `count` numbers of `width` digits each, most significant digit first, with no
/// separators, so a reader decodes it in one tight loop over the bytes: a table look-up and a
/// shift per digit. Signed numbers are stored zig-zagged (0, -1, 1, -2, … as 0, 1, 2, 3, …).
enum ModelDigits {
    /// The 64 digits, in order of value.
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    /// Each byte's digit value; 0xFF for a byte that is not a digit. Made once and never
    /// changed (a pointer, so the decoding loops index it without a bounds check).
    nonisolated(unsafe) static let values: UnsafeBufferPointer<UInt8> = {
        let table = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0xFF)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return UnsafeBufferPointer(table)
    }()

    /// The value of every two bytes read as one `UInt16` (the first byte at the lower address):
    /// both digits' values as one number (`first << 6 | second`), so a two-digit number is one
    /// load and one look-up. A byte that is not a digit counts as 0 here (so every entry is below
    /// 4,096): the readers that use this table read runs the tests have checked.
    nonisolated(unsafe) static let pairs: UnsafeBufferPointer<UInt16> = {
        let table = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 1 << 16)
        let digits = values
        for first in 0..<256 {
            let high = UInt16(digits[first] & 0xC0 == 0 ? digits[first] : 0) << 6
            for second in 0..<256 {
                let low = UInt16(digits[second] & 0xC0 == 0 ? digits[second] : 0)
                table[Int(UInt16(littleEndian: UInt16(first) | UInt16(second) << 8))] = high | low
            }
        }
        return UnsafeBufferPointer(table)
    }()

    /// The fewest digits that hold every number in `numbers` (at least one).
    static func width<S: Sequence>(for numbers: S) -> Int where S.Element == UInt32 {
        var width = 1
        for number in numbers {
            while number >> (6 * UInt32(width)) != 0 { width += 1 }
        }
        return width
    }

    /// `numbers` as one run of `width` digits each.
    static func encode<S: Sequence>(_ numbers: S, width: Int) -> String where S.Element == UInt32 {
        var bytes: [UInt8] = []
        for number in numbers {
            precondition(width >= 6 || number >> (6 * UInt32(width)) == 0, "\(number) does not fit \(width) digits")
            for digit in stride(from: width - 1, through: 0, by: -1) {
                bytes.append(alphabet[Int((number >> (6 * UInt32(digit))) & 63)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether every byte of `bytes` is a digit.
    static func allDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let table = values
        var bad: UInt8 = 0
        for byte in bytes { bad |= table[Int(byte)] }
        // A digit is below 64; the table gives 0xFF for anything else.
        return bad & 0xC0 == 0
    }

    /// The number at `index` of a run of `width`-digit numbers (its digits checked by
    /// `allDigits`).
    @inline(__always)
    static func number(at index: Int, width: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let table = values
        switch width {
        case 1:
            return UInt32(table[Int(bytes[index])] & 63)
        case 2:
            return UInt32(table[Int(bytes[2 * index])] & 63) << 6 | UInt32(table[Int(bytes[2 * index + 1])] & 63)
        default:
            var number: UInt32 = 0
            for position in index * width..<(index + 1) * width {
                number = number << 6 | UInt32(table[Int(bytes[position])] & 63)
            }
            return number
        }
    }

    /// The run of `count` numbers of `width` digits in `bytes`, or nil when one is not a digit.
    /// The caller checks `bytes.count == count * width` and `1...5 ~= width`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, count: Int, width: Int) -> [UInt32]? {
        precondition(bytes.count == count * width && (1...5).contains(width))
        guard allDigits(bytes) else { return nil }
        return (0..<count).map { number(at: $0, width: width, in: bytes) }
    }

    /// `value` zig-zagged: 0, -1, 1, -2, 2… as 0, 1, 2, 3, 4…
    static func zigzag(_ value: Int32) -> UInt32 { UInt32(bitPattern: (value << 1) ^ (value >> 31)) }

    /// The signed value of a zig-zagged number.
    static func unzigzag(_ number: UInt32) -> Int32 { Int32(bitPattern: number >> 1) ^ -Int32(bitPattern: number & 1) }
}
