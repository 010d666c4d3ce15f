#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension XMLReader {
    /// Decodes `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&#NN;` `&#xHH;` in place (the decoded
    /// text is never longer).
    /// - Returns: the new end of the text.
    func decodeEntities(from start: Int, to end: Int) throws(ImportError) -> Int {
        guard let first = memchr(buffer + start, 0x26, end - start) else { return end }
        var read = buffer.distance(to: first.assumingMemoryBound(to: UInt8.self))
        var write = read
        while read < end {
            guard buffer[read] == 0x26 else {
                // Move the run of plain text up to the next '&' in one go.
                let next = memchr(buffer + read, 0x26, end - read).map { buffer.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? end
                memmove(buffer + write, buffer + read, next - read)
                write += next - read
                read = next
                continue
            }
            var semicolon = read + 1
            while semicolon < end, semicolon - read <= 12, buffer[semicolon] != 0x3B { semicolon += 1 }
            guard semicolon < end, buffer[semicolon] == 0x3B else { throw malformed("'&' starts no entity (write &amp; for a literal '&')") }
            let name = UnsafeBufferPointer(start: buffer + read + 1, count: semicolon - read - 1)
            let scalar: UInt32
            if name.equals("amp") { scalar = 0x26 }
            else if name.equals("lt") { scalar = 0x3C }
            else if name.equals("gt") { scalar = 0x3E }
            else if name.equals("quot") { scalar = 0x22 }
            else if name.equals("apos") { scalar = 0x27 }
            else if name.count >= 2, name[0] == 0x23 {
                let hex = name[1] == 0x78 || name[1] == 0x58
                var value: UInt32 = 0
                let digits = hex ? name.dropFirst(2) : name.dropFirst(1)
                guard !digits.isEmpty else { throw malformed("an empty character reference") }
                for digit in digits {
                    let number: UInt32
                    switch digit {
                    case 0x30...0x39: number = UInt32(digit - 0x30)
                    case 0x61...0x66 where hex: number = UInt32(digit - 0x61 + 10)
                    case 0x41...0x46 where hex: number = UInt32(digit - 0x41 + 10)
                    default: throw malformed("'&\(name.string);' is not a character reference")
                    }
                    value = value * (hex ? 16 : 10) + number
                    if value > 0x10FFFF { break }
                }
                guard value > 0, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
                    throw malformed("'&\(name.string);' is not a character")
                }
                scalar = value
            } else {
                throw malformed("unknown entity '&\(name.string);' (XML knows &amp; &lt; &gt; &quot; &apos;)")
            }
            write = encode(scalar, at: write)
            read = semicolon + 1
        }
        return write
    }

    private func encode(_ scalar: UInt32, at index: Int) -> Int {
        switch scalar {
        case 0..<0x80:
            buffer[index] = UInt8(scalar)
            return index + 1
        case 0x80..<0x800:
            buffer[index] = UInt8(0xC0 | scalar >> 6)
            buffer[index + 1] = UInt8(0x80 | scalar & 0x3F)
            return index + 2
        case 0x800..<0x10000:
            buffer[index] = UInt8(0xE0 | scalar >> 12)
            buffer[index + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            buffer[index + 2] = UInt8(0x80 | scalar & 0x3F)
            return index + 3
        default:
            buffer[index] = UInt8(0xF0 | scalar >> 18)
            buffer[index + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
            buffer[index + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
            buffer[index + 3] = UInt8(0x80 | scalar & 0x3F)
            return index + 4
        }
    }
}
