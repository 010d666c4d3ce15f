import CycleCore
import DayModel

/// How heavy a day's bleeding was, lightest first (the journal's flow words).
public enum ReportFlow: Int, Sendable, Hashable, Comparable, CaseIterable {
    case spotting = 1, light, medium, heavy

    /// The flow named by the journal's word ("spotting", "light", "medium", "heavy").
    public init?(word: String) {
        guard let flow = Self.allCases.first(where: { $0.word == word }) else { return nil }
        self = flow
    }

    /// The journal's word for it, as people read it.
    public var word: String {
        switch self {
        case .spotting: "spotting"
        case .light: "light"
        case .medium: "medium"
        case .heavy: "heavy"
        }
    }

    public static func < (lhs: ReportFlow, rhs: ReportFlow) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a report needs of one day's log: bleeding, the cramp score and the symptoms.
public struct ReportDayLog: Sendable, Hashable {
    public var day: Day
    public var flow: ReportFlow?
    /// Cramp intensity 0–10, when logged.
    public var cramps: Int?
    /// Symptom ids (the Knowledge lexicon's, e.g. `back-pain`) with their severity 1–3 when given.
    public var symptoms: [String: Int?]

    public init(day: Day, flow: ReportFlow? = nil, cramps: Int? = nil, symptoms: [String: Int?] = [:]) {
        self.day = day
        self.flow = flow
        self.cramps = cramps
        self.symptoms = symptoms
    }
}

/// The supplements (and medicines) named in one lifestyle entry, on its day.
public struct ReportSupplementEntry: Sendable, Hashable {
    public var day: Day
    public var names: [String]

    public init(day: Day, names: [String]) {
        self.day = day
        self.names = names
    }
}

/// An appointment as a report lists it.
public struct ReportAppointment: Sendable, Hashable {
    public var title: String
    public var at: Moment
    public var place: String?
    public var done: Bool

    public init(title: String, at: Moment, place: String? = nil, done: Bool = false) {
        self.title = title
        self.at = at
        self.place = place
        self.done = done
    }
}

/// One pregnancy week's checklist (from Knowledge) with the items ticked.
public struct ReportChecklist: Sendable, Hashable {
    public struct Item: Sendable, Hashable {
        public var text: String
        public var done: Bool

        public init(text: String, done: Bool) {
            self.text = text
            self.done = done
        }
    }

    /// The pregnancy week the list belongs to.
    public var week: Int
    public var items: [Item]
    /// Items ticked in every week of this pregnancy so far.
    public var tickedInAllWeeks: Int

    public init(week: Int, items: [Item], tickedInAllWeeks: Int) {
        self.week = week
        self.items = items
        self.tickedInAllWeeks = tickedInAllWeeks
    }
}

/// The units a report shows weights and temperatures in (the profile's own).
public enum ReportUnits: String, Sendable, Hashable {
    case metric, imperial
}

/// Everything a report is computed from, as plain values: the day model on the day the report
/// is made (periods, temperature charts, estimates, the pregnancy under way) and the logs that
/// only the report reads. Read from the journal by `ClinicReport` in `JournalAdapters`.
public struct ReportInputs: Sendable {
    /// The person on the day the report is made: every date and statistic comes from here, as
    /// in `bloom history`, `insights` and `predict`.
    public var day: PersonDay
    public var units: ReportUnits
    /// Daily logs, any order.
    public var days: [ReportDayLog]
    /// Every ovulation test, any order.
    public var ovulationTests: [LHTest]
    /// Lifestyle entries that name supplements or medicines, any order.
    public var supplements: [ReportSupplementEntry]
    /// How the pregnancy under way was dated ("last period" or "due date"), when known.
    public var pregnancyDatedBy: String?
    /// Every weighing, any order.
    public var weights: [WeightByTrimester.Entry]
    public var kickCounts: [KickCount]
    public var contractions: [TimedContraction]
    public var appointments: [ReportAppointment]
    /// This week's checklist of the pregnancy under way.
    public var checklist: ReportChecklist?

    public init(day: PersonDay, units: ReportUnits = .metric, days: [ReportDayLog] = [], ovulationTests: [LHTest] = [],
                supplements: [ReportSupplementEntry] = [], pregnancyDatedBy: String? = nil,
                weights: [WeightByTrimester.Entry] = [], kickCounts: [KickCount] = [], contractions: [TimedContraction] = [],
                appointments: [ReportAppointment] = [], checklist: ReportChecklist? = nil) {
        self.day = day
        self.units = units
        self.days = days
        self.ovulationTests = ovulationTests
        self.supplements = supplements
        self.pregnancyDatedBy = pregnancyDatedBy
        self.weights = weights
        self.kickCounts = kickCounts
        self.contractions = contractions
        self.appointments = appointments
        self.checklist = checklist
    }
}
