import CycleCore

/// What happens in one week of pregnancy (`pregnancy/weeks.json`).
package struct PregnancyWeek: Sendable, Hashable, Codable, Identifiable {
    /// The week, 1–42, counted from the first day of the last period.
    package var week: Int
    /// The trimester the week falls in.
    package var trimester: Trimester
    /// Average length in centimetres (nil for weeks 1–3).
    package var lengthCm: Double?
    /// How the length is measured.
    package var lengthType: FetalLengthType
    /// Average weight in grams (nil for weeks 1–3).
    package var weightG: Double?
    /// A familiar thing of about that size, e.g. "a banana".
    package var size: String
    /// How the baby is developing.
    package var development: [String]
    /// What may be happening in your body.
    package var body: [String]
    /// Practical tips for the week.
    package var tips: [String]
    /// Milestones reached this week.
    package var milestones: [String]
    /// Things to do or ask about.
    package var checklist: [String]
    /// A short citation.
    package var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(
        week: Int,
        trimester: Trimester,
        lengthCm: Double? = nil,
        lengthType: FetalLengthType,
        weightG: Double? = nil,
        size: String,
        development: [String],
        body: [String],
        tips: [String],
        milestones: [String],
        checklist: [String],
        source: String
    ) {
        self.week = week
        self.trimester = trimester
        self.lengthCm = lengthCm
        self.lengthType = lengthType
        self.weightG = weightG
        self.size = size
        self.development = development
        self.body = body
        self.tips = tips
        self.milestones = milestones
        self.checklist = checklist
        self.source = source
    }

    /// The week number, as its identity.
    package var id: Int { week }
}

/// How a fetal length is measured.
package enum FetalLengthType: String, KnowledgeVocabulary {
    /// Head to bottom (used up to week 19).
    case crownRump = "crown-rump"
    /// Head to heel (used from week 20).
    case crownHeel = "crown-heel"
    /// Nothing to measure yet (weeks 1–3).
    case none

    /// How people read it, e.g. "crown to heel".
    package var phrase: String {
        switch self {
        case .crownRump: "crown to rump"
        case .crownHeel: "crown to heel"
        case .none: "not measured"
        }
    }
}

/// The pregnancy weeks with the chart their sizes come from.
package struct PregnancyWeeks: Sendable, Hashable, Codable {
    /// Which length and weight chart the figures come from, cited.
    package var table: String
    /// Weeks 1–42.
    package var weeks: [PregnancyWeek]

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(table: String, weeks: [PregnancyWeek]) {
        self.table = table
        self.weeks = weeks
    }
}
