import CycleCore

/// `Day` from a literal in tests, e.g. `isoDay("2026-03-05")`.
package func isoDay(_ text: String) -> Day {
    try! Day(iso: text)
}
