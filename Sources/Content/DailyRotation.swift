import CycleCore

/// Picks one item a day from a list: the same item all day, a different one the next day.
///
/// The list is walked in a fixed shuffled order keyed by the day's ordinal (a stride that
/// shares no factor with the count), so consecutive days differ whenever two or more items
/// fit and every item comes round before any repeats. `salt` offsets lists from each other.
package enum DailyRotation {
    /// The item for `day`, or nil when `items` is empty.
    package static func pick<T>(_ items: [T], on day: Day, salt: Int = 0) -> T? {
        guard !items.isEmpty else { return nil }
        let count = items.count
        let stride = coprimeStride(for: count)
        let base = ((day.ordinal + salt) % count + count) % count
        return items[base * stride % count]
    }

    private static func coprimeStride(for count: Int) -> Int {
        guard count > 2 else { return 1 }
        var stride = max(1, Int(Double(count) * 0.618))
        while gcd(stride, count) != 1 { stride += 1 }
        return stride
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
