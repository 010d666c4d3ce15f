import CycleCore

/// How often each symptom and mood was logged in each phase of the completed cycles, for the
/// heatmap in `bloom insights`.
package struct PhaseHeatmap: Sendable {
    /// One symptom or mood and, per phase, the share of that phase's logged days that had it.
    package struct Row: Sendable {
        /// `symptom` or `mood`.
        package let kind: String
        /// Its id, e.g. `headache`.
        package let name: String
        /// 0…1 per phase; nil when no day in that phase was logged.
        package let shares: [Phase: Double?]
    }

    /// Days with a daily log inside a completed cycle, per phase.
    package let loggedDays: [Phase: Int]
    /// Symptoms first, then moods, each in vocabulary order; only those seen.
    package let rows: [Row]

    /// - Parameters:
    ///   - logs: the profile's daily logs; those outside completed cycles are left out.
    ///   - calendar: the phase of each day of the completed cycles.
    package init(entries: [LoggedDay], calendar: PhaseCalendar) {
        var days: [Phase: Int] = [:]
        var symptoms: [String: [Phase: Int]] = [:], moods: [String: [Phase: Int]] = [:]
        for log in entries {
            guard let phase = calendar.phase(on: log.day) else { continue }
            days[phase, default: 0] += 1
            for symptom in log.symptoms { symptoms[symptom, default: [:]][phase, default: 0] += 1 }
            for mood in log.moods { moods[mood, default: [:]][phase, default: 0] += 1 }
        }
        func row(_ kind: String, _ name: String, _ counts: [Phase: Int]) -> Row {
            Row(kind: kind, name: name, shares: Dictionary(uniqueKeysWithValues: Phase.allCases.map { phase in
                let total = days[phase] ?? 0
                return (phase, total == 0 ? nil : Double(counts[phase] ?? 0) / Double(total))
            }))
        }
        loggedDays = days
        rows = symptoms.keys.sorted().map { row("symptom", $0, symptoms[$0]!) }
            + moods.keys.sorted().map { row("mood", $0, moods[$0]!) }
    }

    /// Whether there is nothing to show: no daily log falls inside a completed cycle.
    package var isEmpty: Bool { loggedDays.values.reduce(0, +) == 0 }

    /// The shade for a share: ' ' none, '░' up to a quarter, '▒' up to half, '▓' up to three
    /// quarters, '█' more; '·' when the phase has no logged days.
    package static func shade(_ share: Double?) -> Character {
        guard let share else { return "·" }
        switch share {
        case ...0: return " "
        case ...0.25: return "░"
        case ...0.5: return "▒"
        case ...0.75: return "▓"
        default: return "█"
        }
    }

    /// The legend printed under the table.
    package static let legend = "Share of each phase's logged days: ' ' none · ░ up to 25% · ▒ up to 50% · ▓ up to 75% · █ over 75% · '·' no days logged in that phase"
}

/// The symptoms and moods logged on one day (ids from the Knowledge lexicons).
package struct LoggedDay: Sendable, Hashable {
    package var day: Day
    package var symptoms: [String]
    package var moods: [String]

    package init(day: Day, symptoms: [String], moods: [String]) {
        self.day = day
        self.symptoms = symptoms
        self.moods = moods
    }
}
