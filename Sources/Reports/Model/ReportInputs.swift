import CycleCore
import DayModel

/// How heavy a day's bleeding was, lightest first (the journal's flow words).
package enum ReportFlow: Int, Sendable, Hashable, Comparable, CaseIterable {
    case spotting = 1, light, medium, heavy

    /// The flow named by the journal's word ("spotting", "light", "medium", "heavy").
    package init?(word: String) {
        guard let flow = Self.allCases.first(where: { $0.word == word }) else { return nil }
        self = flow
    }

    /// The journal's word for it, as people read it.
    package var word: String {
        switch self {
        case .spotting: "spotting"
        case .light: "light"
        case .medium: "medium"
        case .heavy: "heavy"
        }
    }

    package static func < (lhs: ReportFlow, rhs: ReportFlow) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a report needs of one day's log: bleeding, the cramp score and the symptoms.
package struct ReportDayLog: Sendable, Hashable {
    package var day: Day
    package var flow: ReportFlow?
    /// Cramp intensity 0–10, when logged.
    package var cramps: Int?
    /// Symptom ids (the Knowledge lexicon's, e.g. `back-pain`) with their severity 1–3 when given.
    package var symptoms: [String: Int?]

    package init(day: Day, flow: ReportFlow? = nil, cramps: Int? = nil, symptoms: [String: Int?] = [:]) {
        self.day = day
        self.flow = flow
        self.cramps = cramps
        self.symptoms = symptoms
    }
}

/// The supplements (and medicines) named in one lifestyle entry, on its day.
package struct ReportSupplementEntry: Sendable, Hashable {
    package var day: Day
    package var names: [String]

    package init(day: Day, names: [String]) {
        self.day = day
        self.names = names
    }
}

/// An appointment as a report lists it.
package struct ReportAppointment: Sendable, Hashable {
    package var title: String
    package var at: Moment
    package var place: String?
    package var done: Bool

    package init(title: String, at: Moment, place: String? = nil, done: Bool = false) {
        self.title = title
        self.at = at
        self.place = place
        self.done = done
    }
}

/// One pregnancy week's checklist (from Knowledge) with the items ticked.
package struct ReportChecklist: Sendable, Hashable {
    package struct Item: Sendable, Hashable {
        package var text: String
        package var done: Bool

        package init(text: String, done: Bool) {
            self.text = text
            self.done = done
        }
    }

    /// The pregnancy week the list belongs to.
    package var week: Int
    package var items: [Item]
    /// Items ticked in every week of this pregnancy so far.
    package var tickedInAllWeeks: Int

    package init(week: Int, items: [Item], tickedInAllWeeks: Int) {
        self.week = week
        self.items = items
        self.tickedInAllWeeks = tickedInAllWeeks
    }
}

/// A home pregnancy test as a report lists it: its day and result.
package struct ReportPregnancyTest: Sendable, Hashable {
    package let day: Day
    package let positive: Bool
    /// A faint line (a positive).
    package let faint: Bool

    package init(day: Day, positive: Bool, faint: Bool = false) {
        self.day = day
        self.positive = positive
        self.faint = faint && positive
    }

    /// "positive (faint line)", "negative".
    package var resultText: String { (positive ? "positive" : "negative") + (faint ? " (faint line)" : "") }
}

/// The units a report shows weights and temperatures in (the profile's own).
package enum ReportUnits: String, Sendable, Hashable {
    case metric, imperial
}

/// Everything a report is computed from, as plain values: the day model on the day the report
/// is made (periods, temperature charts, estimates, the pregnancy under way) and the logs that
/// only the report reads. Read from the journal by `ClinicReport` in `JournalAdapters`.
package struct ReportInputs: Sendable {
    /// The person on the day the report is made: every date and statistic comes from here, as
    /// in `bloom history`, `insights` and `predict`.
    package var day: PersonDay
    package var units: ReportUnits
    /// Daily logs, any order.
    package var days: [ReportDayLog]
    /// Every ovulation test, any order.
    package var ovulationTests: [LHTest]
    /// Every home pregnancy test, any order.
    package var pregnancyTests: [ReportPregnancyTest]
    /// Lifestyle entries that name supplements or medicines, any order.
    package var supplements: [ReportSupplementEntry]
    /// How the pregnancy under way was dated ("last period" or "due date"), when known.
    package var pregnancyDatedBy: String?
    /// Every weighing, any order.
    package var weights: [WeightByTrimester.Entry]
    package var kickCounts: [KickCount]
    package var contractions: [TimedContraction]
    package var appointments: [ReportAppointment]
    /// This week's checklist of the pregnancy under way.
    package var checklist: ReportChecklist?

    package init(day: PersonDay, units: ReportUnits = .metric, days: [ReportDayLog] = [], ovulationTests: [LHTest] = [],
                pregnancyTests: [ReportPregnancyTest] = [], supplements: [ReportSupplementEntry] = [], pregnancyDatedBy: String? = nil,
                weights: [WeightByTrimester.Entry] = [], kickCounts: [KickCount] = [], contractions: [TimedContraction] = [],
                appointments: [ReportAppointment] = [], checklist: ReportChecklist? = nil) {
        self.day = day
        self.units = units
        self.days = days
        self.ovulationTests = ovulationTests
        self.pregnancyTests = pregnancyTests
        self.supplements = supplements
        self.pregnancyDatedBy = pregnancyDatedBy
        self.weights = weights
        self.kickCounts = kickCounts
        self.contractions = contractions
        self.appointments = appointments
        self.checklist = checklist
    }
}
