@testable import CycleCore

/// `Day` from a literal in tests, e.g. `day("2026-03-05")`.
func day(_ text: String) -> Day {
    try! Day(iso: text)
}

/// A valid history whose periods start `lengths` apart from `first`, each lasting `periodLength`
/// days; the last period is ongoing unless `lastEnded`.
func history(startingOn first: String, cycleLengths lengths: [Int], periodLength: Int = 5, lastEnded: Bool = false) -> PeriodHistory {
    var starts = [day(first)]
    for length in lengths { starts.append(starts.last! + length) }
    let records = starts.enumerated().map { index, start in
        let isLast = index == starts.count - 1
        return PeriodRecord(start: start, end: isLast && !lastEnded ? nil : start + (periodLength - 1))
    }
    return try! PeriodHistory(validating: records, today: starts.last! + 60)
}
