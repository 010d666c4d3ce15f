import CycleCore

/// One run of `bloom import` of another app's file: undone as a whole.
package struct ImportBatch: Sendable, Equatable {
    /// The row id in `import_batches`.
    package let id: Int64
    /// The profile it imported into.
    package let profileID: Int64
    /// The file's format, e.g. "apple-health", "clue", "flo", "drip".
    package let source: String
    /// The file's name (without its folder).
    package let fileName: String
    /// When it started (local time, `YYYY-MM-DDTHH:MM:SS`).
    package let started: String
    /// When it finished; nil while running or when it was cut short.
    package let finished: String?
    /// What it added, found already there, or left out as conflicts.
    package let tally: ImportTally

    /// The source in words, e.g. "Apple Health".
    package var sourceName: String { ImportBatch.displayName(of: source) }

    /// A format's name in words.
    package static func displayName(of source: String) -> String {
        switch source {
        case "apple-health": "Apple Health"
        case "clue": "Clue"
        case "flo": "Flo"
        case "drip": "drip"
        default: source
        }
    }

    /// One sentence about the import for the assistant and `bloom status`, e.g.
    /// "Imported from Apple Health (export.zip) on 2026-11-22: 14 periods, 20312 samples, 80 nights' sleep segments".
    package var summary: String {
        let periods = tally.kinds["periods"]?.added ?? 0
        var parts = ["\(periods) period\(periods == 1 ? "" : "s")"]
        let sampleKinds = Set(SampleKind.allCases.map(\.rawValue))
        let samples = tally.kinds.filter { sampleKinds.contains($0.key) }.values.map(\.added).reduce(0, +)
        if samples > 0 { parts.append("\(samples) wellbeing samples") }
        for (key, singular, plural) in [("sleep", "sleep segment", "sleep segments"), ("workouts", "workout", "workouts"),
                                        ("days", "day of symptoms and flow", "days of symptoms and flow"),
                                        ("temperatures", "temperature", "temperatures"), ("ovulationTests", "ovulation test", "ovulation tests")] {
            if let added = tally.kinds[key]?.added, added > 0 { parts.append("\(added) \(added == 1 ? singular : plural)") }
        }
        let conflicts = tally.totals.conflicts
        let kept = conflicts > 0 ? "; \(conflicts) conflicting record\(conflicts == 1 ? "" : "s") left out (your own entries were kept)" : ""
        return "Imported from \(sourceName) (\(fileName)) on \(String(started.prefix(10))): \(parts.joined(separator: ", "))\(kept)."
    }
}
