import JSON

/// What an import did (or, in a dry run, would do), per kind of record.
package struct ImportTally: Sendable, Equatable {
    /// The counts for one kind.
    package struct Counts: Sendable, Equatable {
        /// New records stored.
        package var added = 0
        /// Records the store already held (from an earlier import, or logged the same by hand).
        package var alreadyThere = 0
        /// Records left out because the person logged something different: their entry wins.
        package var conflicts = 0

        package init(added: Int = 0, alreadyThere: Int = 0, conflicts: Int = 0) {
            self.added = added
            self.alreadyThere = alreadyThere
            self.conflicts = conflicts
        }

        package var total: Int { added + alreadyThere + conflicts }
    }

    /// Counts by kind: sample kinds ("heartRate", …), "sleep", "workouts", "periods", "days",
    /// "temperatures", "ovulationTests".
    package var kinds: [String: Counts] = [:]
    /// One line per conflict (the first `conflictNoteLimit`), e.g. "period 2024-03-02 to
    /// 2024-03-06 in the file overlaps your period 2024-03-03 to 2024-03-07; yours is kept".
    package var conflictNotes: [String] = []

    /// How many conflict lines are kept.
    package static let conflictNoteLimit = 50

    package init() {}

    /// Counts summed over every kind.
    package var totals: Counts {
        kinds.values.reduce(into: Counts()) { sum, counts in
            sum.added += counts.added
            sum.alreadyThere += counts.alreadyThere
            sum.conflicts += counts.conflicts
        }
    }

    mutating func add(_ kind: String, added: Int = 0, alreadyThere: Int = 0) {
        kinds[kind, default: Counts()].added += added
        kinds[kind, default: Counts()].alreadyThere += alreadyThere
    }

    mutating func conflict(_ kind: String, _ note: String) {
        kinds[kind, default: Counts()].conflicts += 1
        if conflictNotes.count < ImportTally.conflictNoteLimit { conflictNotes.append(note) }
    }

    /// Adds another tally's counts to this one.
    package mutating func merge(_ other: ImportTally) {
        for (kind, counts) in other.kinds {
            kinds[kind, default: Counts()].added += counts.added
            kinds[kind, default: Counts()].alreadyThere += counts.alreadyThere
            kinds[kind, default: Counts()].conflicts += counts.conflicts
        }
        for note in other.conflictNotes where conflictNotes.count < ImportTally.conflictNoteLimit {
            conflictNotes.append(note)
        }
    }

    /// The counts as JSON, as stored in `import_batches.counts`.
    package var json: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: kinds.map { kind, counts in
            (kind, JSONValue.object(["added": .int(counts.added), "alreadyThere": .int(counts.alreadyThere),
                                     "conflicts": .int(counts.conflicts)]))
        }))
    }

    /// Reads counts stored by `json`.
    package init(json: JSONValue) {
        guard case let .object(fields) = json else { return }
        for (kind, value) in fields {
            func number(_ key: String) -> Int { if case let .int(n)? = value[key] { return n }; return 0 }
            kinds[kind] = Counts(added: number("added"), alreadyThere: number("alreadyThere"), conflicts: number("conflicts"))
        }
    }
}
