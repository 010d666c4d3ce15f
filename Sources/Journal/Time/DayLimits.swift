import CycleCore

/// The days Bloom accepts, one rule for every record, day phrase and `--today`: records from
/// 1900-01-01 on, and a today no later than 2200-12-31, so every day Bloom shows (two years
/// of predictions included) has a four-digit year.
package enum DayLimits {
    /// The earliest day a record may be about.
    package static let earliest = Day(year: 1900, month: 1, day: 1)!
    /// The latest day that may be today (`--today`, `BLOOM_TODAY`).
    package static let latestToday = Day(year: 2200, month: 12, day: 31)!

    /// The latest day a view may show: two years after the latest today, as far as Bloom's
    /// predictions reach (`ics --months 24`), so every day shown has a four-digit year.
    package static let latestShown = Day(year: 2202, month: 12, day: 31)!

    /// Why the days `first` through `last` cannot be shown (a calendar's months), or nil when
    /// they lie within `earliest` to `latestShown`.
    package static func shownRangeProblem(from first: Day, through last: Day) -> String? {
        guard first < earliest || last > latestShown else { return nil }
        return "\(first.iso) to \(last.iso) reaches outside \(earliest.iso) to \(latestShown.iso), the days Bloom can show"
    }

    /// Why `day` cannot be a record's day, or nil when it can.
    package static func problem(_ day: Day, field: String) -> RecordProblem? {
        guard day < earliest else { return nil }
        return RecordProblem(field, "\(day.iso) is before \(earliest.iso); Bloom keeps records from \(earliest.iso) on")
    }

    /// Why `day` cannot be today, or nil when it can.
    package static func todayProblem(_ day: Day) -> String? {
        guard day < earliest || day > latestToday else { return nil }
        return "\(day.iso) is outside \(earliest.iso) to \(latestToday.iso), the days Bloom can take as today"
    }
}

extension StoredRecord {
    /// Every rule the record breaks on `today`: its own (`problems(today:)`) and the ones
    /// shared by all records (each day or moment field within `DayLimits`). What logging and
    /// importing both check.
    package func validationProblems(today: Day) -> [RecordProblem] {
        var found = problems(today: today)
        for (field, value) in zip(Self.fields, fieldValues) where field.type == .day || field.type == .timestamp {
            guard case let .string(text) = value, let day = try? Day(iso: String(text.prefix(10))),
                  let problem = DayLimits.problem(day, field: field.key) else { continue }
            found.append(problem)
        }
        return found
    }
}
