import CycleCore

/// When something imported happened: an interval of UTC instants, with the UTC offset the
/// source recorded it in, and the local day that offset puts its start (or, for sleep, its end) on.
package struct ImportedSpan: Sendable, Hashable {
    /// The start, in seconds since 1970-01-01T00:00:00Z.
    package var start: Int64
    /// The end, in seconds since 1970-01-01T00:00:00Z (equal to `start` for a moment).
    package var end: Int64
    /// The UTC offset the source recorded, in seconds (e.g. 3600 for +01:00).
    package var utcOffset: Int
    /// The person's local day for this record.
    package var day: Day

    /// - Parameters:
    ///   - day: the local day; by default the day of `start` in `utcOffset`.
    package init(start: Int64, end: Int64, utcOffset: Int, day: Day? = nil) {
        self.start = start
        self.end = max(end, start)
        self.utcOffset = utcOffset
        self.day = day ?? ImportedSpan.localDay(of: start, utcOffset: utcOffset)
    }

    /// The local day of the UTC instant `seconds` seen at `utcOffset`.
    package static func localDay(of seconds: Int64, utcOffset: Int) -> Day {
        let local = seconds + Int64(utcOffset)
        return Day(ordinal: Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400))
    }

    /// The length in seconds.
    package var seconds: Int64 { end - start }
}
