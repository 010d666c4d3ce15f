/// Sorts 64-bit keys ascending: a quicksort (median of three) over the raw buffer that
/// finishes short runs by insertion, falling back to the standard library's sort when a
/// partition goes badly.
///
/// For the few hundred keys of one message (a feature vector's buckets, a ranking's
/// probabilities) it is several times quicker than the standard library's sort, whose
/// generic merging dominated both.
enum KeySort {
    /// Below this many keys a run is finished by insertion.
    static let insertionLength = 16

    /// Sorts `keys` ascending.
    static func sort(_ keys: inout [UInt64]) {
        guard keys.count > 1 else { return }
        let depth = 2 * (Int.bitWidth - keys.count.leadingZeroBitCount)
        let finished = keys.withUnsafeMutableBufferPointer { buffer in
            quicksort(buffer, 0, buffer.count - 1, depth: depth)
        }
        if !finished { keys.sort() }
    }

    /// Sorts `keys[low...high]`; false when it went too deep (the caller sorts another way).
    private static func quicksort(_ keys: UnsafeMutableBufferPointer<UInt64>, _ low: Int, _ high: Int, depth: Int) -> Bool {
        var low = low, high = high
        while high - low >= insertionLength {
            guard depth > 0 else { return false }
            let middle = low + (high - low) / 2
            // The median of the first, middle and last keys as the pivot.
            if keys[middle] < keys[low] { keys.swapAt(middle, low) }
            if keys[high] < keys[low] { keys.swapAt(high, low) }
            if keys[high] < keys[middle] { keys.swapAt(high, middle) }
            let pivot = keys[middle]
            var left = low, right = high
            while left <= right {
                while keys[left] < pivot { left += 1 }
                while pivot < keys[right] { right -= 1 }
                if left <= right {
                    keys.swapAt(left, right)
                    left += 1
                    right -= 1
                }
            }
            // The smaller side by recursion, the larger by looping.
            if right - low < high - left {
                if !quicksort(keys, low, right, depth: depth - 1) { return false }
                low = left
            } else {
                if !quicksort(keys, left, high, depth: depth - 1) { return false }
                high = right
            }
        }
        // Insertion for the short run left.
        if high > low {
            for index in (low + 1)...high {
                let key = keys[index]
                var at = index
                while at > low && key < keys[at - 1] {
                    keys[at] = keys[at - 1]
                    at -= 1
                }
                keys[at] = key
            }
        }
        return true
    }

    /// Sorts `keys` ascending when none has a bit at or above `bits` (at most 32): a radix
    /// sort, eight bits a pass. It makes no comparisons, so no mispredicted branches: for the
    /// few hundred random keys of a feature vector, quicker in time than `sort` though it runs
    /// about as many instructions.
    static func radixSort(_ keys: inout [UInt32], bits: Int) {
        precondition(bits <= 32, "a radix sort of at most 32 bits")
        guard keys.count > 1, bits > 0 else { return }
        precondition(keys.count < Int(UInt32.max), "a radix sort of fewer than 2^32 keys")
        var other = [UInt32](repeating: 0, count: keys.count)
        // 256 four-byte counts are 1 KB, which the compiler keeps on the stack (eight-byte
        // ones went to the heap, a `malloc` and a `free` for every message).
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { counts in
            var shift: UInt32 = 0
            while shift < UInt32(bits) {
                // The last pass may have fewer than eight bits: only their digits are counted
                // (a key with a bit above `bits` would be misplaced, never written out of bounds).
                let digits = 1 << min(8, UInt32(bits) - shift), mask = UInt32(digits - 1)
                keys.withUnsafeBufferPointer { from in
                    other.withUnsafeMutableBufferPointer { to in
                        for digit in 0..<digits { counts[digit] = 0 }
                        for key in from { counts[Int((key >> shift) & mask)] &+= 1 }
                        var start: UInt32 = 0
                        for digit in 0..<digits { (counts[digit], start) = (start, start &+ counts[digit]) }
                        for key in from {
                            let digit = Int((key >> shift) & mask)
                            to[Int(counts[digit])] = key
                            counts[digit] &+= 1
                        }
                    }
                }
                swap(&keys, &other)
                shift += 8
            }
        }
    }
}
