import CycleCore

/// A day from its ISO text, for tables of expected results.
func day(_ iso: String) -> Day {
    try! Day(iso: iso)
}

/// Sunday 22 November 2026: the `today` of most day tables.
let sunday = day("2026-11-22")

/// Whether two measurements agree to within rounding.
func close(_ a: Double?, _ b: Double, within tolerance: Double = 0.005) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}
