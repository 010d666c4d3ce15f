import CycleCore

/// What one share holds: where the owner is in their cycle or pregnancy on the day it was made,
/// what is expected until it expires, and, only when the owner includes them, the symptoms and
/// moods of the last days. Plain values; `canonicalJSON` is the one way it is written.
package struct ShareSnapshot: Sendable, Hashable {
    /// The snapshot format this Bloom writes and reads.
    package static let currentFormat = 1

    /// The snapshot format (inside the sealed file, which has its own version).
    package var format: Int
    /// The day it was made (the owner's today).
    package var created: Day
    /// The first day it is no longer valid: `created` + the number of days it was made for.
    package var expires: Day
    /// The name the owner chose to show, or nil for none.
    package var name: String?
    /// What the owner tracks.
    package var mode: Mode
    /// The optional parts the owner chose to include.
    package var included: Set<ShareInclusion>
    /// The cycle, in cycle-tracking and trying-to-conceive modes.
    package var cycle: SharedCycle?
    /// The pregnancy, in pregnancy mode.
    package var pregnancy: SharedPregnancy?
    /// Symptoms and moods of the last days, when either is included.
    package var recent: SharedRecent?

    package init(format: Int = currentFormat, created: Day, expires: Day, name: String?, mode: Mode,
                included: Set<ShareInclusion>, cycle: SharedCycle?, pregnancy: SharedPregnancy?, recent: SharedRecent?) {
        self.format = format
        self.created = created
        self.expires = expires
        self.name = name
        self.mode = mode
        self.included = included
        self.cycle = cycle
        self.pregnancy = pregnancy
        self.recent = recent
    }

    /// Whether the snapshot is no longer valid on `today`.
    package func isExpired(on today: Day) -> Bool { today >= expires }
}

/// A part of the owner's logs they may choose to share.
package enum ShareInclusion: String, Sendable, Hashable, CaseIterable, Comparable {
    case symptoms, moods

    package static func < (lhs: ShareInclusion, rhs: ShareInclusion) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The cycle as shared: where it stood on the day of the share, the phase expected each day
/// until the next period (estimates), and the next periods' windows.
package struct SharedCycle: Sendable, Hashable {
    /// The cycle day on the day of the share (day 1 is the first day of the period).
    package var cycleDay: Int
    /// The phase on the day of the share.
    package var phase: Phase
    /// Days the period was later than estimated on the day of the share (0 when not late).
    /// When late, no phases or periods are projected: the estimate no longer holds.
    package var daysLate: Int
    /// The estimated phase of each day from the share until the day before the next period
    /// is expected (or the snapshot expires), as runs of days.
    package var phases: [PhaseSpan]
    /// The next periods whose windows open before the snapshot expires (at least one).
    package var periods: [SharedPeriod]

    package init(cycleDay: Int, phase: Phase, daysLate: Int, phases: [PhaseSpan], periods: [SharedPeriod]) {
        self.cycleDay = cycleDay
        self.phase = phase
        self.daysLate = daysLate
        self.phases = phases
        self.periods = periods
    }

    /// The estimated phase on `day`, or nil outside the projected days.
    package func phase(on day: Day) -> Phase? {
        phases.first { $0.from <= day && day <= $0.to }?.phase
    }
}

/// A run of days expected in one phase.
package struct PhaseSpan: Sendable, Hashable {
    package var phase: Phase
    package var from: Day
    package var to: Day

    package init(phase: Phase, from: Day, to: Day) {
        self.phase = phase
        self.from = from
        self.to = to
    }
}

/// A predicted period: its most likely first day, the window it is likely to start in, its
/// expected last day, and in trying-to-conceive mode the fertile window before it.
package struct SharedPeriod: Sendable, Hashable {
    package var start: Day
    package var earliest: Day
    package var latest: Day
    package var end: Day
    /// Only in trying-to-conceive mode.
    package var fertile: FertileWindow?

    package init(start: Day, earliest: Day, latest: Day, end: Day, fertile: FertileWindow?) {
        self.start = start
        self.earliest = earliest
        self.latest = latest
        self.end = end
        self.fertile = fertile
    }
}

/// The estimated fertile window (the six days ending on ovulation, wider for irregular cycles).
package struct FertileWindow: Sendable, Hashable {
    package var start: Day
    package var end: Day
    package var ovulation: Day

    package init(start: Day, end: Day, ovulation: Day) {
        self.start = start
        self.end = end
        self.ovulation = ovulation
    }
}

/// The pregnancy as shared: its due date, from which the week on any day follows.
package struct SharedPregnancy: Sendable, Hashable {
    package var dueDate: Day

    package init(dueDate: Day) { self.dueDate = dueDate }

    /// The dating the due date implies (LMP = due − 280 days).
    package var dating: PregnancyDating { PregnancyDating(dueDate: dueDate) }

    /// The gestational age on `day`, or nil when the dates do not give one there.
    package func age(on day: Day) -> GestationalAge? { try? dating.age(on: day) }
}

/// Symptoms and moods of the last `days` days before the share, one entry per day that has any.
package struct SharedRecent: Sendable, Hashable {
    /// How many days back the log reaches (the day of the share included).
    package var days: Int
    /// The days with something shared, oldest first.
    package var log: [SharedDay]

    package init(days: Int, log: [SharedDay]) {
        self.days = days
        self.log = log
    }
}

/// What one day's log holds of the included parts.
package struct SharedDay: Sendable, Hashable {
    package var day: Day
    /// Symptom ids (`Knowledge/lexicons/symptoms.json`) with a severity from 1 to 3 when logged.
    package var symptoms: [SharedSymptom]
    /// Mood ids (`Knowledge/lexicons/moods.json`).
    package var moods: [String]

    package init(day: Day, symptoms: [SharedSymptom] = [], moods: [String] = []) {
        self.day = day
        self.symptoms = symptoms
        self.moods = moods
    }
}

/// A symptom and its severity (1 mild to 3 severe), if one was logged.
package struct SharedSymptom: Sendable, Hashable {
    package var id: String
    package var severity: Int?

    package init(id: String, severity: Int? = nil) {
        self.id = id
        self.severity = severity
    }
}
