/// A plain search for bytes in bytes: for short needles in short texts (a reply, a message) it
/// costs a small part of what Foundation's `contains` does.
package enum ByteSearch {
    /// Whether `needle` occurs in `haystack` (an empty needle never does).
    package static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
